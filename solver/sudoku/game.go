package sudoku

import "fmt"

// ParseGame reads a game in progress as it is saved and shared: the
// puzzle's givens (ParseGrid), the player's entries on it (WithEntries;
// "" for none) and the pencil marks (ParseMarks; "" for none, then has
// is false). The error names the part that is wrong.
func ParseGame(puzzle, entries, marks string, x bool) (s State, mk Marks, has bool, err error) {
	if s, err = ParseGrid(puzzle, x); err != nil {
		return State{}, Marks{}, false, fmt.Errorf("puzzle: %w", err)
	}
	if entries != "" {
		e, err := ParseGrid(entries, x)
		if err == nil {
			s, err = WithEntries(s, e)
		}
		if err != nil {
			return State{}, Marks{}, false, fmt.Errorf("entries: %w", err)
		}
	}
	if marks == "" {
		return s, Marks{}, false, nil
	}
	if mk, err = ParseMarks(marks, s.Size()); err != nil {
		return State{}, Marks{}, false, err
	}
	return s, mk, true, nil
}
