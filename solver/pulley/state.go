package pulley

import "fmt"

// Move is one trip: what rides down in the top basket and what rides up in
// the bottom one. Make moves with Puzzle.Move or Puzzle.ParseMove.
type Move struct {
	pz       *Puzzle
	down, up Set
}

// Down returns what rides down in the top basket.
func (m Move) Down() Set { return m.down }

// Up returns what rides up in the bottom basket.
func (m Move) Up() Set { return m.up }

// String writes the trip in the command-line notation: "down son up cannonball".
func (m Move) String() string {
	return "down " + m.pz.Names(m.down) + " up " + m.pz.Names(m.up)
}

// MoveError says which rule an illegal trip breaks, in words for the player.
type MoveError struct {
	// Move is the trip that was refused.
	Move Move
	// Rule is the broken rule, e.g. "the son is not at the top".
	Rule string
}

// Error returns the broken rule.
func (e *MoveError) Error() string { return e.Rule }

// State is a position: which items are at the top; the others are on the
// ground. The empty basket is always at the window after a trip, so where
// the baskets are needs no saving. A State is a small value: copy it by
// assignment and compare it with ==.
type State struct {
	pz  *Puzzle
	top Set
}

// Puzzle returns the rules the state is played under.
func (s State) Puzzle() *Puzzle { return s.pz }

// Top returns the items at the top of the tower.
func (s State) Top() Set { return s.top }

// Ground returns the items on the ground.
func (s State) Ground() Set {
	if s.pz == nil {
		return 0
	}
	return s.pz.all &^ s.top
}

// Solved reports whether every person is on the ground.
func (s State) Solved() bool {
	return s.pz != nil && s.top&s.pz.people == 0
}

// String writes the position text: the items at the top, "/", the items
// on the ground, each side comma-separated in the puzzle's order:
// "queen,cannonball/daughter,son". ParseState reads it back.
func (s State) String() string {
	return s.pz.list(s.top) + "/" + s.pz.list(s.Ground())
}

// Apply returns the state after trip m, or a *MoveError naming the rule m
// breaks. s itself is never changed.
func (s State) Apply(m Move) (State, error) {
	if rule := s.check(m); rule != "" {
		return s, &MoveError{Move: m, Rule: rule}
	}
	return State{pz: s.pz, top: s.top&^m.down | m.up}, nil
}

// check returns the first rule trip m breaks in state s, or "".
func (s State) check(m Move) string {
	pz := s.pz
	if pz == nil {
		return "there is no puzzle to play"
	}
	if m.pz != nil && m.pz != pz {
		return "the move belongs to another puzzle"
	}
	if extra := (m.down | m.up) &^ pz.all; extra != 0 {
		return fmt.Sprintf("there is no item number %d: there are %d items", lowest(extra), len(pz.items))
	}
	if both := m.down & m.up; both != 0 {
		return fmt.Sprintf("the %s cannot ride in both baskets", pz.items[lowest(both)].Name)
	}
	if away := m.down &^ s.top; away != 0 {
		return fmt.Sprintf("the %s is not at the top", pz.items[lowest(away)].Name)
	}
	if away := m.up & s.top; away != 0 {
		return fmt.Sprintf("the %s is not on the ground", pz.items[lowest(away)].Name)
	}
	if m.down == 0 {
		return "the top basket is empty: nothing would go down"
	}
	wd, wu := pz.Weight(m.down), pz.Weight(m.up)
	if wd <= wu {
		return fmt.Sprintf("the bottom basket is as heavy or heavier: nothing would go down (top %d lb, bottom %d lb)", wd, wu)
	}
	if riders := (m.down | m.up) & pz.people; riders != 0 && wd-wu > pz.limit {
		verb := "rides"
		if riders.Len() > 1 {
			verb = "ride"
		}
		return fmt.Sprintf("too fast: the top basket is %d lb heavier and %s %s; at most %d with a person aboard", wd-wu, pz.the(riders), verb, pz.limit)
	}
	return ""
}

// Moves returns every legal trip from s, in a fixed order.
func (s State) Moves() []Move {
	if s.pz == nil {
		return nil
	}
	var moves []Move
	newSearch(s.pz).next(s.top, func(down, up Set) {
		moves = append(moves, s.pz.Move(down, up))
	})
	return moves
}
