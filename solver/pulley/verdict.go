package pulley

// Verdict says in a few words what the rules make of a trip from s with
// down in the top basket and up in the bottom one, as it is being loaded,
// and whether it may go: it may when the top basket is heavier, by at most
// the limit with a person aboard. With both baskets empty on the goal it
// says everyone is down.
func (s State) Verdict(down, up Set) (words string, ok bool) {
	pz := s.pz
	diff := pz.Weight(down) - pz.Weight(up)
	riders := (down|up)&pz.People() != 0
	switch {
	case down == 0 && up == 0 && s.Solved():
		return "everyone is down", true
	case down == 0:
		return "load the top basket", false
	case diff <= 0:
		return "nothing would go down", false
	case riders && diff > pz.Limit():
		return "too fast with a person aboard", false
	case !riders && diff > pz.Limit():
		return "no one aboard: it may fall fast", true
	}
	return "a gentle ride", true
}
