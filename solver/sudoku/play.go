package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// The rules of play by hand. Apply is the strict rule of the search (a
// digit may only go where it does not clash); a player may write a digit
// that clashes, and sees the clash (Conflicts), so Enter allows it. Givens
// never change either way.

// Enter returns the state after the player writes m.Digit in a cell, or
// clears it when m.Digit is 0. Unlike Apply it allows a digit that clashes
// with another in its row, column, box or diagonal: the puzzle is only won
// when the grid is full and nothing clashes (Solved). A given cannot change
// ("r3c5 is a given"). The receiver is never changed.
func (s State) Enter(m Move) (State, error) {
	n := int(s.size)
	refuse := func(format string, args ...any) (State, error) {
		return s, &RuleError{Move: m, Reason: fmt.Sprintf(format, args...)}
	}
	if n == 0 {
		return refuse("the grid is not set up")
	}
	if m.Row < 0 || m.Col < 0 || m.Row >= n || m.Col >= n {
		return refuse("r%dc%d is outside the %d×%d grid", m.Row+1, m.Col+1, n, n)
	}
	if m.Digit < 0 || m.Digit > n {
		return refuse("digit %d does not fit a %d×%d grid (use %c-%c)", m.Digit, n, n, DigitChar(1), DigitChar(n))
	}
	i := m.Row*n + m.Col
	name := CellName(m.Row, m.Col)
	if s.given.Has(i) {
		return refuse("%s is a given", name)
	}
	cur := int(s.cells[i])
	switch {
	case m.Digit == 0 && cur == 0:
		return refuse("%s is already empty", name)
	case m.Digit != 0 && cur == m.Digit:
		return refuse("%s already holds %c", name, DigitChar(cur))
	}
	s.cells[i] = uint8(m.Digit)
	return s, nil
}

// ClashWith describes why the digit in cell i clashes, e.g. "5 is also in
// row 3 (r3c7)"; ok is false when it does not clash or the cell is empty.
func (s State) ClashWith(i int) (why string, ok bool) {
	n := int(s.size)
	if i < 0 || i >= n*n || s.cells[i] == 0 {
		return "", false
	}
	d := int(s.cells[i])
	unit, other, ok := s.clash(i/n, i%n, d)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("%c is also %s (%s)", DigitChar(d), unit, CellName(other/n, other%n)), true
}

// Marks are a player's pencil marks: for each cell, the digits noted as
// still possible there. Marks is a value, like State.
type Marks [MaxCells]DigitSet

// ToggleMark returns the marks with digit d noted in, or taken out of, the
// cell at row, col of s. Marks go in empty cells that are not givens.
func (mk Marks) ToggleMark(s State, row, col, d int) (Marks, error) {
	n := int(s.size)
	m := Move{Row: row, Col: col, Digit: d}
	refuse := func(format string, args ...any) (Marks, error) {
		return mk, &RuleError{Move: m, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case n == 0:
		return refuse("the grid is not set up")
	case row < 0 || col < 0 || row >= n || col >= n:
		return refuse("r%dc%d is outside the %d×%d grid", row+1, col+1, n, n)
	case d < 1 || d > n:
		return refuse("a mark is a digit %c-%c, got %d", DigitChar(1), DigitChar(n), d)
	}
	i := row*n + col
	if s.given.Has(i) {
		return refuse("%s is a given", CellName(row, col))
	}
	if s.cells[i] != 0 {
		return refuse("%s holds %c: marks go in empty cells", CellName(row, col), DigitChar(int(s.cells[i])))
	}
	mk[i] ^= 1 << (d - 1)
	return mk, nil
}

// FillMarks returns the marks with every empty cell's candidates noted (the
// digits that fit it without a clash); filled cells keep theirs. It is an
// error when that changes nothing.
func (mk Marks) FillMarks(s State) (Marks, error) {
	if s.size == 0 {
		return mk, errNotSetUp
	}
	out := mk
	for i := 0; i < s.NumCells(); i++ {
		if s.cells[i] == 0 {
			out[i] = s.Candidates(i)
		}
	}
	if out == mk {
		return mk, errors.New("every empty cell already shows its candidates")
	}
	return out, nil
}

// ClearMarks returns the marks with cell i's taken out; ok is false when it
// had none.
func (mk Marks) ClearMarks(i int) (Marks, bool) {
	if i < 0 || i >= MaxCells || mk[i] == 0 {
		return mk, false
	}
	mk[i] = 0
	return mk, true
}

// String writes the marks of the first cells cells as one field per cell,
// comma-separated, each the marked digits in increasing order ("", "15",
// "2A"), with trailing empty fields left out.
func (mk Marks) String(cells int) string {
	last := -1
	for i := 0; i < cells && i < MaxCells; i++ {
		if mk[i] != 0 {
			last = i
		}
	}
	var b strings.Builder
	for i := 0; i <= last; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		for w := uint16(mk[i]); w != 0; w &= w - 1 {
			b.WriteByte(DigitChar(bits.TrailingZeros16(w) + 1))
		}
	}
	return b.String()
}

// ParseMarks reads marks written by Marks.String for a grid of side n.
func ParseMarks(text string, n int) (Marks, error) {
	var mk Marks
	if text == "" {
		return mk, nil
	}
	fields := strings.Split(text, ",")
	if len(fields) > n*n {
		return mk, fmt.Errorf("marks: %d cells for a %d×%d grid", len(fields), n, n)
	}
	for i, f := range fields {
		for k := 0; k < len(f); k++ {
			d, ok := ParseDigit(f[k])
			if !ok || d == 0 || d > n {
				return mk, fmt.Errorf("marks: %s: unexpected character %q", CellName(i/n, i%n), f[k])
			}
			mk[i] |= 1 << (d - 1)
		}
	}
	return mk, nil
}

// FirstWrong finds, when the entries of s make it unsolvable although its
// givens alone are not, the first entry (row-major) after which the givens
// and the entries so far have no solution: the one to take back. ok is
// false when s has a solution, or when its givens have none (then the
// puzzle itself is the problem: see Solve's error).
func (sv *Solver) FirstWrong(s State) (m Move, ok bool) {
	if s.size == 0 {
		return Move{}, false
	}
	if n, _ := sv.count(s, 1); n > 0 {
		return Move{}, false
	}
	cur := s.Puzzle()
	if n, _ := sv.count(cur, 1); n == 0 {
		return Move{}, false
	}
	size := int(s.size)
	for i := 0; i < s.NumCells(); i++ {
		if s.given.Has(i) || s.cells[i] == 0 {
			continue
		}
		cur.cells[i] = s.cells[i]
		if n, _ := sv.count(cur, 1); n == 0 {
			return Move{Row: i / size, Col: i % size, Digit: int(s.cells[i])}, true
		}
	}
	return Move{}, false
}

// WithEntries returns puzzle with the filled cells of entries written in
// as the player's entries. It is how a puzzle (-from) and the
// player's entries on it (-entries) make one state; an entry on a given's
// cell, or a digit that does not fit, is an error naming the cell.
func WithEntries(puzzle, entries State) (State, error) {
	if puzzle.size != entries.size {
		return puzzle, fmt.Errorf("the entries are a %d×%d grid but the puzzle is %d×%d", entries.size, entries.size, puzzle.size, puzzle.size)
	}
	s := puzzle
	n := int(s.size)
	for i := 0; i < s.NumCells(); i++ {
		d := entries.cells[i]
		if d == 0 {
			continue
		}
		if s.given.Has(i) {
			if s.cells[i] == d {
				continue // the shown grid repeats the givens
			}
			return puzzle, fmt.Errorf("%s is a given (%c), not %c", CellName(i/n, i%n), DigitChar(int(s.cells[i])), DigitChar(int(d)))
		}
		s.cells[i] = d
	}
	return s, nil
}

// Entries returns the grid with only the player's entries (givens
// emptied): the complement of Puzzle.
func (s State) Entries() State {
	e := s
	e.given = CellSet{}
	for i := 0; i < s.NumCells(); i++ {
		if s.given.Has(i) {
			e.cells[i] = 0
		}
	}
	return e
}

// WithX returns s with the X rule set or cleared.
func (s State) WithX(x bool) State {
	s.x = x
	return s
}
