package sudoku

import (
	"errors"
	"fmt"
)

// EditKind is what an Edit does.
type EditKind uint8

// The kinds of edits: the player's, then the search's.
const (
	EditEnter  EditKind = iota // the player writes a digit; a clash is allowed and shown
	EditErase                  // the player clears a cell's digit, or else its marks
	EditMark                   // the player notes or takes out a pencil mark
	EditFill                   // the player notes every empty cell's candidates
	EditPlace                  // the search places a digit (forced, or a guess)
	EditRemove                 // the search takes a digit back at a dead end
	EditHint                   // a hint's step taken whole: digits, marks, or a wrong entry cleared
)

// Edit is one step of a game played by hand or replayed: what it does,
// the cell and the digit, whether a search's placement was a guess, and a
// hint's step (EditHint; its Row, Col: the cell it writes, or −1).
type Edit struct {
	Kind     EditKind
	Guess    bool
	Row, Col int
	Digit    int
	Hint     *LogicStep
}

// Do makes edit e through the rules.
func (p Noted) Do(e Edit) (Noted, error) {
	m := Move{Row: e.Row, Col: e.Col, Digit: e.Digit}
	switch e.Kind {
	case EditEnter:
		return p.Enter(m)
	case EditErase:
		return p.Erase(e.Row, e.Col)
	case EditMark:
		return p.ToggleMark(e.Row, e.Col, e.Digit)
	case EditFill:
		return p.FillMarks()
	case EditPlace, EditRemove:
		return p.Apply(m)
	case EditHint:
		if e.Hint == nil {
			return p, errors.New("a hint edit without its step")
		}
		return p.Hint(*e.Hint)
	}
	return p, fmt.Errorf("unknown edit kind %d", e.Kind)
}

// EditsOf is a search's steps (Solver.Watch) as edits to replay.
func EditsOf(steps []Step) []Edit {
	out := make([]Edit, len(steps))
	for k, st := range steps {
		switch st := st.(type) {
		case Place:
			out[k] = Edit{Kind: EditPlace, Guess: st.Guess, Row: st.Row, Col: st.Col, Digit: st.Digit}
		case Remove:
			out[k] = Edit{Kind: EditRemove, Row: st.Row, Col: st.Col}
		}
	}
	return out
}

// ParseNoted reads a game in progress (ParseGame) as a position of a
// p.Size grid, with its marks when it has some.
func ParseNoted(puzzle, entries, marks string, p Params) (Noted, error) {
	g, mk, has, err := ParseGame(puzzle, entries, marks, p.X)
	if err != nil {
		return Noted{}, err
	}
	if g.Size() != p.Size {
		return Noted{}, fmt.Errorf("puzzle: a %d×%d grid, but size is %d", g.Size(), g.Size(), p.Size)
	}
	if !has {
		return Noted{Grid: g}, nil
	}
	return NewNoted(g, &mk), nil
}

// HintEdit is step taken whole as one edit (EditHint), at the cell of its
// first digit, or at none (−1) when it only rules candidates out.
func HintEdit(step *LogicStep) Edit {
	e := Edit{Kind: EditHint, Hint: step, Row: -1, Col: -1}
	if len(step.Moves) > 0 {
		m := step.Moves[0]
		e.Row, e.Col, e.Digit = m.Row, m.Col, m.Digit
	}
	return e
}
