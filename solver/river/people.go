package river

// Person is the one-person set of person i of the puzzle's people:
// 0..Couples−1 the husbands H1..Hn, then the wives W1..Wn (the order of
// Set.Rank); no one for any other i.
func (p Params) Person(i int) Set {
	if i < 0 || i >= 2*p.Couples {
		return 0
	}
	if i < p.Couples {
		return Husband(i + 1)
	}
	return Wife(i - p.Couples + 1)
}

// Index is the place of the one-person set s in Person's order, or −1
// when s is not one of the people.
func (p Params) Index(s Set) int {
	for i := range 2 * p.Couples {
		if p.Person(i) == s {
			return i
		}
	}
	return -1
}
