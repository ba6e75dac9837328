package sudoku

import (
	"fmt"
)

// Hints for a player: the next step from the grid as it stands, or the
// first wrong entry.

// Hint returns the hint for a player at s (givens and entries) with pencil
// marks mk (the zero Marks when the player has none):
//
//   - the first entry, row-major, that differs from the puzzle's solution,
//     as a WrongEntry step whose move clears it and whose text says why,
//     e.g. "wrong entry: r4c2 should not be 6: 6 is also in row 4 (r4c7):
//     r4c2=." or "... with it, naked and hidden singles lead to a dead end:
//     r5c5 has no candidate left: ..." or "... the solution has 3 there";
//   - else the easiest logical step from the grid, where each empty cell's
//     candidates are the digits that fit it, narrowed to the player's marks
//     in cells whose marks keep the solution's digit (marks that leave it
//     out are ignored).
//
// ok is false when the grid is solved or logic finds no step (the rest
// needs guessing). The puzzle (the givens of s) must have exactly one
// solution: otherwise the error wraps ErrNoSolution or ErrNotUnique. A
// scene shows st.Cells and st.Text on the first press and calls ApplyHint
// on the second.
func (sv *Solver) Hint(s State, mk Marks) (st LogicStep, ok bool, err error) {
	if s.size == 0 {
		return LogicStep{}, false, errNotSetUp
	}
	puzzle := s.Puzzle()
	switch n, err := sv.Count(puzzle, 2); {
	case err != nil:
		return LogicStep{}, false, err
	case n == 0:
		_, err := sv.Solve(puzzle)
		return LogicStep{}, false, err
	case n > 1:
		return LogicStep{}, false, ErrNotUnique
	}
	sol, err := sv.Solve(puzzle)
	if err != nil {
		return LogicStep{}, false, err
	}
	if st, ok := wrongEntry(s, sol); ok {
		return st, true, nil
	}
	l, err := NewLogic(s)
	if err != nil {
		return LogicStep{}, false, err // cannot happen: no entry is wrong
	}
	for i := 0; i < s.NumCells(); i++ {
		if m := mk[i] & l.cand[i]; m != 0 && m.Has(sol.Cell(i)) {
			l.cand[i] = m
		}
	}
	st, ok = l.Next()
	return st, ok, nil
}

// Hint returns the hint for a player at s; see Solver.Hint.
func Hint(s State, mk Marks) (LogicStep, bool, error) {
	return NewSolver().Hint(s, mk)
}

// wrongEntry finds the first entry of s that differs from sol and explains
// why it is wrong: a clash, a dead end that singles reach with it, or else
// the solution's digit.
func wrongEntry(s, sol State) (LogicStep, bool) {
	n := s.Size()
	for i := 0; i < s.NumCells(); i++ {
		d := s.Cell(i)
		if d == 0 || s.IsGiven(i) || d == sol.Cell(i) {
			continue
		}
		name := CellName(i/n, i%n)
		why, ok := s.ClashWith(i)
		if !ok {
			why, ok = deadEnd(s, sol, i)
		}
		if !ok {
			why = fmt.Sprintf("the solution has %c there", DigitChar(sol.Cell(i)))
		}
		m := Move{Row: i / n, Col: i % n}
		return LogicStep{
			Technique: WrongEntry, Moves: []Move{m}, Cells: []int{i}, Digits: 1 << (d - 1),
			Text: fmt.Sprintf("%v: %s should not be %c: %s: %v", WrongEntry, name, DigitChar(d), why, m),
		}, true
	}
	return LogicStep{}, false
}

// deadEnd looks for a contradiction that naked and hidden singles reach
// from the givens, the right entries and the wrong entry in cell w.
func deadEnd(s, sol State, w int) (string, bool) {
	t := s.Puzzle()
	for i := 0; i < s.NumCells(); i++ {
		if d := s.Cell(i); d != 0 && (d == sol.Cell(i) || i == w) {
			t.cells[i] = uint8(d)
		}
	}
	l := &Logic{quiet: true}
	if l.Reset(t) != nil {
		return "", false
	}
	l.run(HiddenSingle)
	if why, broken := l.Broken(); broken {
		return "with it, naked and hidden singles lead to a dead end: " + why, true
	}
	return "", false
}

// ApplyHint takes a hint's step on the player's grid: its moves are
// entered (a WrongEntry step clears the entry), and the digit placed is
// taken out of the marks of the cell and its peers; each candidate it
// removes is taken out of the cell's marks, which are first filled with
// the cell's candidates when they did not hold it (the cell had none, or
// marks that Hint ignored), so that the next Hint builds on it.
func ApplyHint(s State, mk Marks, st LogicStep) (State, Marks, error) {
	n := s.Size()
	for _, m := range st.Moves {
		next, err := s.Enter(m)
		if err != nil {
			return s, mk, err
		}
		s = next
		if m.Digit == 0 {
			continue
		}
		i := m.Row*n + m.Col
		mk[i] = 0
		mk = mk.ClearPeers(s, i, m.Digit)
	}
	for _, c := range st.Remove {
		if c.Row < 0 || c.Col < 0 || c.Row >= n || c.Col >= n || c.Digit < 1 || c.Digit > n {
			return s, mk, fmt.Errorf("%v does not fit the %d×%d grid", c, n, n)
		}
		i := c.Row*n + c.Col
		if s.Cell(i) != 0 {
			continue
		}
		// Marks without the digit removed were not the hint's candidates
		// (none, or marks that left out the solution's digit): start them
		// over from the candidates, so that the next hint goes on.
		if !mk[i].Has(c.Digit) {
			mk[i] = s.Candidates(i)
		}
		mk[i] &^= 1 << (c.Digit - 1)
	}
	return s, mk, nil
}
