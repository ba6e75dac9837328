package river

import (
	"fmt"
	"strings"
)

// Names lists the people of s husbands first, then wives, comma-separated
// ("H1,H2,W1"), the order of the position text; "" for nobody.
func (s Set) Names() string {
	var b strings.Builder
	for _, group := range [2]func(int) Set{Husband, Wife} {
		for i := 1; i <= MaxCouples; i++ {
			if p := group(i); s&p != 0 {
				if b.Len() > 0 {
					b.WriteByte(',')
				}
				b.WriteString(personName(p))
			}
		}
	}
	return b.String()
}

// String writes the position text: the near bank, "/", the far bank, "/",
// and the boat's bank, e.g. "H1,H2,H3,W1,W2,W3//near" for the start of the
// classic puzzle and "/H1,H2,H3,W1,W2,W3/far" for its goal.
func (s State) String() string {
	return s.On(Near).Names() + "/" + s.On(Far).Names() + "/" + s.boat.String()
}

// ParseState reads a position of puzzle p in the text of State.String.
// Each of the 2n people must be on exactly one bank (a bank may be empty,
// or "-"), and both banks must be safe. The error names the part that is
// wrong.
func ParseState(p Params, text string) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	parts := strings.Split(strings.TrimSpace(text), "/")
	if len(parts) != 3 {
		return State{}, fmt.Errorf("position %q: want near bank/far bank/boat side, e.g. %q", text, startOf(p).String())
	}
	var banks [2]Set
	for i, name := range [2]string{"near bank", "far bank"} {
		g, err := ParseSet(parts[i])
		if err != nil {
			return State{}, fmt.Errorf("position %q: %s: %w", text, name, err)
		}
		if extra := g &^ p.Everyone(); extra != 0 {
			return State{}, fmt.Errorf("position %q: %s: there is no %s with %d couples", text, name, personName(extra&-extra), p.Couples)
		}
		banks[i] = g
	}
	if both := banks[0] & banks[1]; both != 0 {
		return State{}, fmt.Errorf("position %q: %s is on both banks", text, personName(both&-both))
	}
	if missing := p.Everyone() &^ (banks[0] | banks[1]); missing != 0 {
		return State{}, fmt.Errorf("position %q: %s is on neither bank", text, personName(missing&-missing))
	}
	var boat Bank
	switch side := strings.TrimSpace(parts[2]); side {
	case "near":
		boat = Near
	case "far":
		boat = Far
	default:
		return State{}, fmt.Errorf("position %q: boat side %q: want near or far", text, side)
	}
	s, err := NewState(p, banks[1], boat)
	if err != nil {
		return State{}, fmt.Errorf("position %q: %w", text, err)
	}
	return s, nil
}

// startOf is the start of p without the error: for valid parameters it is
// Start; it is used where p has been checked already.
func startOf(p Params) State {
	return State{p: p, boat: Near}
}
