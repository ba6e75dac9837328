package river

import "fmt"

// Bank is a side of the river.
type Bank bool

// The two banks.
const (
	// Near is the bank everyone starts on.
	Near Bank = false
	// Far is the bank everyone must reach.
	Far Bank = true
)

// String returns "near" or "far".
func (b Bank) String() string {
	if b == Far {
		return "far"
	}
	return "near"
}

// MoveError says which rule an illegal move breaks, in words for the player.
type MoveError struct {
	// Move is the move that was refused.
	Move Move
	// Rule is the broken rule, e.g. "the boat holds 2, not 3".
	Rule string
}

// Error returns the broken rule.
func (e *MoveError) Error() string { return e.Rule }

// State is a position: who is on the far bank and where the boat is. It is
// a small value: copy it by assignment, compare it with ==.
type State struct {
	p    Params
	far  Set
	boat Bank
}

// Start returns the start of the puzzle: everyone and the boat on the near bank.
func Start(p Params) (State, error) {
	return NewState(p, 0, Near)
}

// NewState returns the position where the people of far are on the far bank,
// the others on the near bank, and the boat at boat. Both banks must be safe.
func NewState(p Params, far Set, boat Bank) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	if extra := far &^ p.Everyone(); extra != 0 {
		return State{}, fmt.Errorf("%s: there are only %d couples", personName(extra&-extra), p.Couples)
	}
	s := State{p: p, far: far, boat: boat}
	for _, b := range [2]Bank{Near, Far} {
		if w, m, bad := conflict(s.On(b)); bad {
			return State{}, fmt.Errorf("%s is with %s without %s on the %s bank", personName(w), personName(m), husbandOf(w), b)
		}
	}
	return s, nil
}

// Params returns the rules the state is played under.
func (s State) Params() Params { return s.p }

// On returns who is on bank b.
func (s State) On(b Bank) Set {
	if b == Far {
		return s.far
	}
	return s.p.Everyone() &^ s.far
}

// Boat returns the bank the boat is at.
func (s State) Boat() Bank { return s.boat }

// Solved reports whether everyone is on the far bank.
func (s State) Solved() bool { return s.far == s.p.Everyone() }

// String shows the position: "H1,W1 | boat far | H2,W2,H3,W3".
func (s State) String() string {
	return fmt.Sprintf("%s | boat %s | %s", s.On(Near), s.boat, s.On(Far))
}

// Apply returns the state after move m, or a *MoveError naming the rule m
// breaks. s itself is never changed.
func (s State) Apply(m Move) (State, error) {
	if rule := s.check(m); rule != "" {
		return s, &MoveError{Move: m, Rule: rule}
	}
	next := s
	next.far ^= m.People
	next.boat = !s.boat
	return next, nil
}

// check returns the first rule move m breaks in state s, or "".
func (s State) check(m Move) string {
	if m.People == 0 {
		return "the boat needs someone to row it"
	}
	if extra := m.People &^ s.p.Everyone(); extra != 0 {
		return fmt.Sprintf("there is no %s: there are %d couples", personName(extra&-extra), s.p.Couples)
	}
	from := s.boat
	if (m.Dir == Over) != (from == Near) {
		return fmt.Sprintf("the boat is on the %s bank", from)
	}
	if away := m.People &^ s.On(from); away != 0 {
		return fmt.Sprintf("%s is not on the %s bank", personName(away&-away), from)
	}
	if n := m.People.Len(); n > s.p.Boat {
		return fmt.Sprintf("the boat holds %d, not %d", s.p.Boat, n)
	}
	if s.p.OneBack && m.Dir == Back && m.People.Len() != 1 {
		return "only one person may row back"
	}
	if w, man, bad := conflict(m.People); bad {
		return fmt.Sprintf("%s would be with %s without %s in the boat", personName(w), personName(man), husbandOf(w))
	}
	left := s.On(from) &^ m.People
	if w, man, bad := conflict(left); bad {
		return fmt.Sprintf("%s would be with %s without %s on the %s bank", personName(w), personName(man), husbandOf(w), from)
	}
	to := !from
	arrived := s.On(to) | m.People
	if w, man, bad := conflict(arrived); bad {
		return fmt.Sprintf("%s would be with %s without %s on the %s bank", personName(w), personName(man), husbandOf(w), to)
	}
	return ""
}

// husbandOf names the husband of a one-wife set.
func husbandOf(w Set) string {
	return personName(w >> wifeShift)
}

// Moves returns every legal move from s, in a fixed order.
func (s State) Moves() []Move {
	if s.p.Validate() != nil {
		return nil
	}
	var moves []Move
	g := newGraph(s.p)
	node := g.node(s.far, s.boat)
	if node < 0 {
		return nil
	}
	g.next(node, func(boat Set) {
		moves = append(moves, Move{Dir: Dir(s.boat == Far), People: boat})
	})
	return moves
}
