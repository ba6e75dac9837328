package sudoku

import (
	"errors"
	"fmt"
)

// Step is one step of a recorded search (see Trace): a Place or a Remove.
// Every step is also a player's move, so a scene can replay a trace with
// Apply.
type Step interface {
	// Move returns the step as a player's move.
	Move() Move
	// String returns the step in move notation; a guess ends in "?".
	String() string
	isStep()
}

// Place is a step that puts Digit in the cell at Row, Col (0-based). Guess
// is true when the search chose the digit to try it, false when the rules
// forced it.
type Place struct {
	Row, Col int
	Digit    int
	Guess    bool
}

// Move returns the move that puts the digit in the cell.
func (p Place) Move() Move { return Move{Row: p.Row, Col: p.Col, Digit: p.Digit} }

// String returns "r3c7=5", or "r3c7=5?" for a guess.
func (p Place) String() string {
	if p.Guess {
		return p.Move().String() + "?"
	}
	return p.Move().String()
}

func (Place) isStep() {}

// Remove is a step that clears the cell at Row, Col when the search backs
// out of a guess.
type Remove struct {
	Row, Col int
}

// Move returns the move that clears the cell.
func (r Remove) Move() Move { return Move{Row: r.Row, Col: r.Col} }

// String returns "r3c7=.".
func (r Remove) String() string { return r.Move().String() }

func (Remove) isStep() {}

// Watch is what a scene replays to show the search from s: the steps of
// its trace (traced), or, when the search takes more than maxSteps steps,
// the solution's digits placed one by one, none a guess. Without a
// solution the error wraps ErrNoSolution and says why.
func (sv *Solver) Watch(s State, maxSteps int) (steps []Step, traced bool, err error) {
	_, steps, err = sv.Trace(s, maxSteps)
	switch {
	case err == nil:
		return steps, true, nil
	case errors.Is(err, ErrNoSolution):
		return nil, false, err
	}
	fill, err := sv.SolveMoves(s)
	if err != nil {
		return nil, false, err
	}
	steps = make([]Step, len(fill))
	for i, m := range fill {
		steps[i] = Place{Row: m.Row, Col: m.Col, Digit: m.Digit}
	}
	return steps, false, nil
}

// Replay applies the steps of a trace to s through Apply and returns the
// final state; it stops at the first step Apply refuses.
func Replay(s State, steps []Step) (State, error) {
	for i, st := range steps {
		next, err := s.Apply(st.Move())
		if err != nil {
			return s, fmt.Errorf("step %d (%v): %w", i+1, st, err)
		}
		s = next
	}
	return s, nil
}
