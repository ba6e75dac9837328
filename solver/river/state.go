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

// Side numbers the bank: 0 near, 1 far.
func (b Bank) Side() int {
	if b == Far {
		return 1
	}
	return 0
}

// Place is where a wife would be in bad company: a bank or the boat.
type Place int

// The places of a MoveError.
const (
	// Nowhere is the place of a rule that is not about company.
	Nowhere Place = iota
	// NearBank is the near bank.
	NearBank
	// FarBank is the far bank.
	FarBank
	// InBoat is the boat.
	InBoat
)

// String names the place as in the rules: "near bank", "far bank", "boat".
func (p Place) String() string {
	switch p {
	case NearBank:
		return "near bank"
	case FarBank:
		return "far bank"
	case InBoat:
		return "boat"
	}
	return "nowhere"
}

// bankPlace is the Place of bank b.
func bankPlace(b Bank) Place {
	if b == Far {
		return FarBank
	}
	return NearBank
}

// MoveError says which rule an illegal move breaks, in words for the player.
type MoveError struct {
	// Move is the move that was refused.
	Move Move
	// Rule is the broken rule, e.g. "the boat holds 2, not 3".
	Rule string
	// Wife and Man are, when the move breaks the company rule, the wife
	// who would be with another man while her husband is away, and that
	// man; both are 0 for every other rule. Where says where.
	Wife, Man Set
	// Where is the bank or the boat of the company rule, or Nowhere.
	Where Place
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
			return State{}, fmt.Errorf("%s is with %s on the %s bank while %s is away", personName(w), personName(m), b, husbandOf(w))
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

// Apply returns the state after move m, or a *MoveError naming the rule m
// breaks. s itself is never changed.
func (s State) Apply(m Move) (State, error) {
	if e := s.check(m); e != nil {
		e.Move = m
		return s, e
	}
	next := s
	next.far ^= m.People
	next.boat = !s.boat
	return next, nil
}

// check returns the first rule move m breaks in state s, or nil.
func (s State) check(m Move) *MoveError {
	if m.People == 0 {
		return &MoveError{Rule: "nobody rows: the boat cannot cross empty"}
	}
	if extra := m.People &^ s.p.Everyone(); extra != 0 {
		return &MoveError{Rule: fmt.Sprintf("there is no %s: there are %d couples", personName(extra&-extra), s.p.Couples)}
	}
	from := s.boat
	if (m.Dir == Over) != (from == Near) {
		return &MoveError{Rule: fmt.Sprintf("the boat is on the %s bank", from)}
	}
	if e := s.boardCheck(m.People); e != nil {
		return e
	}
	if s.p.OneBack && m.Dir == Back && m.People.Len() != 1 {
		return &MoveError{Rule: "only one person may row back"}
	}
	if e := company(m.People, InBoat); e != nil {
		return e
	}
	if e := company(s.On(from)&^m.People, bankPlace(from)); e != nil {
		return e
	}
	return company(s.On(!from)|m.People, bankPlace(!from))
}

// boardCheck reports whether people are all on the boat's bank and fit in
// the boat, the rules of stepping in before the crossing.
func (s State) boardCheck(people Set) *MoveError {
	from := s.boat
	if away := people &^ s.On(from); away != 0 {
		return &MoveError{Rule: fmt.Sprintf("%s is not on the %s bank", personName(away&-away), from)}
	}
	if n := people.Len(); n > s.p.Boat {
		return &MoveError{Rule: fmt.Sprintf("the boat holds %d, not %d", s.p.Boat, n)}
	}
	return nil
}

// company returns the error of a wife in group g at place with another man
// while her husband is away, or nil when g is safe.
func company(g Set, at Place) *MoveError {
	w, man, bad := conflict(g)
	if !bad {
		return nil
	}
	where := "on the " + at.String()
	if at == InBoat {
		where = "in the boat"
	}
	return &MoveError{
		Rule: fmt.Sprintf("%s would be with %s %s while %s is away", personName(w), personName(man), where, husbandOf(w)),
		Wife: w, Man: man, Where: at,
	}
}

// Board checks that the people may step into the boat before it crosses:
// each is on the boat's bank and they fit in it. Whether the crossing is
// then allowed is for Apply to say. The error is a *MoveError.
func (s State) Board(people Set) error {
	if extra := people &^ s.p.Everyone(); extra != 0 {
		return &MoveError{Move: Move{Dir: Dir(s.boat == Far), People: people}, Rule: fmt.Sprintf("there is no %s: there are %d couples", personName(extra&-extra), s.p.Couples)}
	}
	if e := s.boardCheck(people); e != nil {
		e.Move = Move{Dir: Dir(s.boat == Far), People: people}
		return e
	}
	return nil
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
