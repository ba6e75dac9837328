package river

import (
	"fmt"
	"strconv"
	"strings"
)

// Dir is the way the boat crosses.
type Dir bool

// The two directions of a crossing.
const (
	// Over crosses from the near bank to the far bank, written ">".
	Over Dir = false
	// Back returns from the far bank to the near bank, written "<".
	Back Dir = true
)

// String returns ">" or "<".
func (d Dir) String() string {
	if d == Back {
		return "<"
	}
	return ">"
}

// Move is one crossing: the boat goes the way Dir says with the People in it.
type Move struct {
	Dir    Dir
	People Set
}

// String writes the move in the command-line notation: "> H1,W1" or "< H1".
func (m Move) String() string {
	return m.Dir.String() + " " + m.People.String()
}

// ParseMove reads a move in the notation of String. It checks only the
// notation; whether the move is legal is for State.Apply to say.
func ParseMove(s string) (Move, error) {
	t := strings.TrimSpace(s)
	var m Move
	switch {
	case strings.HasPrefix(t, ">"):
		m.Dir = Over
	case strings.HasPrefix(t, "<"):
		m.Dir = Back
	default:
		return Move{}, fmt.Errorf("move %q: want > or < then the people in the boat, e.g. \"> H1,W1\"", s)
	}
	people, err := ParseSet(t[1:])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	if people == 0 {
		return Move{}, fmt.Errorf("move %q: name who is in the boat, e.g. \"> H1,W1\"", s)
	}
	m.People = people
	return m, nil
}

// ParsePerson reads one person's name, H1..H8 or W1..W8, as a one-person set.
func ParsePerson(name string) (Set, error) {
	if len(name) < 2 || (name[0] != 'H' && name[0] != 'W') {
		return 0, fmt.Errorf("%q is not a person: want H1..H%d or W1..W%d", name, MaxCouples, MaxCouples)
	}
	i, err := strconv.Atoi(name[1:])
	if err != nil || i < 1 || i > MaxCouples || name[1] == '+' || name[1] == '0' {
		return 0, fmt.Errorf("%q is not a person: want H1..H%d or W1..W%d", name, MaxCouples, MaxCouples)
	}
	if name[0] == 'H' {
		return Husband(i), nil
	}
	return Wife(i), nil
}

// ParseSet reads a comma-separated list of people, or "-" for nobody.
func ParseSet(s string) (Set, error) {
	t := strings.TrimSpace(s)
	if t == "-" || t == "" {
		return 0, nil
	}
	var set Set
	for _, name := range strings.Split(t, ",") {
		p, err := ParsePerson(strings.TrimSpace(name))
		if err != nil {
			return 0, err
		}
		if set&p != 0 {
			return 0, fmt.Errorf("%s is named twice", personName(p))
		}
		set |= p
	}
	return set, nil
}
