package sudoku

import (
	"fmt"
)

// RuleError is the error of a move that breaks a rule. Its text is meant
// for the player, e.g. "5 is already in row 3" or "r1c3 is a given".
type RuleError struct {
	Move   Move   // the move refused
	Reason string // the broken rule in words
}

// Error returns the reason.
func (e *RuleError) Error() string {
	return e.Reason
}

// Apply returns the state after move m, or a *RuleError naming the broken
// rule. The receiver is never changed.
func (s State) Apply(m Move) (State, error) {
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
	if m.Digit == 0 {
		if cur == 0 {
			return refuse("%s is already empty", name)
		}
		s.cells[i] = 0
		return s, nil
	}
	if cur == m.Digit {
		return refuse("%s already holds %c", name, DigitChar(cur))
	}
	if unit, _, ok := s.clash(m.Row, m.Col, m.Digit); ok {
		return refuse("%c is already %s", DigitChar(m.Digit), unit)
	}
	s.cells[i] = uint8(m.Digit)
	return s, nil
}

// clash looks for digit d in the units of the cell at row, col, other than
// in the cell itself. It returns the unit in words ("in row 3", "on the main
// diagonal") and the cell that holds d.
func (s State) clash(row, col, d int) (unit string, other int, ok bool) {
	n := int(s.size)
	p := s.Params()
	for c := 0; c < n; c++ {
		if c != col && int(s.cells[row*n+c]) == d {
			return fmt.Sprintf("in row %d", row+1), row*n + c, true
		}
	}
	for r := 0; r < n; r++ {
		if r != row && int(s.cells[r*n+col]) == d {
			return fmt.Sprintf("in column %d", col+1), r*n + col, true
		}
	}
	br, bc := p.BoxRows(), p.BoxCols()
	r0, c0 := row/br*br, col/bc*bc
	for r := r0; r < r0+br; r++ {
		for c := c0; c < c0+bc; c++ {
			if (r != row || c != col) && int(s.cells[r*n+c]) == d {
				return fmt.Sprintf("in box %d", p.Box(row, col)+1), r*n + c, true
			}
		}
	}
	if !s.x {
		return "", 0, false
	}
	if row == col {
		for k := 0; k < n; k++ {
			if k != row && int(s.cells[k*n+k]) == d {
				return "on the main diagonal", k*n + k, true
			}
		}
	}
	if row+col == n-1 {
		for k := 0; k < n; k++ {
			if k != row && int(s.cells[k*n+n-1-k]) == d {
				return "on the anti-diagonal", k*n + n - 1 - k, true
			}
		}
	}
	return "", 0, false
}

// Conflicts returns the filled cells that share a row, column, box or
// (X rule) diagonal with another cell holding the same digit.
func (s State) Conflicts() CellSet {
	var out CellSet
	n := int(s.size)
	for i := 0; i < n*n; i++ {
		if d := int(s.cells[i]); d != 0 {
			if _, _, ok := s.clash(i/n, i%n, d); ok {
				out.Add(i)
			}
		}
	}
	return out
}

// Candidates returns the digits that may go in empty cell i without a
// clash (the pencil marks). A filled cell, or one outside the grid, has none.
func (s State) Candidates(i int) DigitSet {
	n := int(s.size)
	if i < 0 || i >= n*n || s.cells[i] != 0 {
		return 0
	}
	return s.free(i/n, i%n)
}

// free returns the digits that do not appear in the units of a cell, the
// cell itself left out.
func (s State) free(row, col int) DigitSet {
	n := int(s.size)
	p := s.Params()
	var used uint32
	for k := 0; k < n; k++ {
		if k != col {
			used |= 1 << s.cells[row*n+k]
		}
		if k != row {
			used |= 1 << s.cells[k*n+col]
		}
	}
	br, bc := p.BoxRows(), p.BoxCols()
	r0, c0 := row/br*br, col/bc*bc
	for r := r0; r < r0+br; r++ {
		for c := c0; c < c0+bc; c++ {
			if r != row || c != col {
				used |= 1 << s.cells[r*n+c]
			}
		}
	}
	if s.x {
		for k := 0; k < n; k++ {
			if row == col && k != row {
				used |= 1 << s.cells[k*n+k]
			}
			if row+col == n-1 && k != row {
				used |= 1 << s.cells[k*n+n-1-k]
			}
		}
	}
	// Bit 0 stands for empty cells; digit d is bit d.
	return allDigits(n) &^ DigitSet(used>>1)
}

// LegalMoves returns every move Apply accepts, row-major: for each cell
// that is not a given, clearing it if it is filled, then each digit that
// fits it in increasing order.
func (s State) LegalMoves() []Move {
	var out []Move
	n := int(s.size)
	for i := 0; i < n*n; i++ {
		if s.given.Has(i) {
			continue
		}
		r, c := i/n, i%n
		if s.cells[i] != 0 {
			out = append(out, Move{Row: r, Col: c})
		}
		free := s.free(r, c)
		for _, d := range free.Digits() {
			if d != int(s.cells[i]) {
				out = append(out, Move{Row: r, Col: c, Digit: d})
			}
		}
	}
	return out
}

// Solved reports whether every cell is filled and nothing clashes.
func (s State) Solved() bool {
	if s.size == 0 || s.Filled() != s.NumCells() {
		return false
	}
	return s.Conflicts() == CellSet{}
}

// clashReason describes the first clash of the grid in row-major order,
// e.g. "given 5 at r1c1 clashes with r1c9"; ok is false when none clash.
func (s State) clashReason() (string, bool) {
	n := int(s.size)
	for i := 0; i < n*n; i++ {
		d := int(s.cells[i])
		if d == 0 {
			continue
		}
		if _, other, ok := s.clash(i/n, i%n, d); ok {
			kind := ""
			if s.given.Has(i) {
				kind = "given "
			}
			return fmt.Sprintf("%s%c at %s clashes with %s", kind, DigitChar(d), CellName(i/n, i%n), CellName(other/n, other%n)), true
		}
	}
	return "", false
}

// noSolution returns the error for a grid without solutions:
// "no solution: given 5 at r1c1 clashes with r1c9" when two digits clash,
// else "search exhausted: no solution".
func (s State) noSolution() error {
	if why, ok := s.clashReason(); ok {
		return fmt.Errorf("%w: %s", ErrNoSolution, why)
	}
	return fmt.Errorf("search exhausted: %w", ErrNoSolution)
}
