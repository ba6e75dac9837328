package sudoku

import (
	"errors"
	"fmt"
)

// State is a grid: its parameters, the digit in each cell and which cells
// are givens. It is a value (arrays only), so it can be copied by assignment
// and compared with ==. The zero State has no size; constructors return
// states that are set up.
type State struct {
	size  uint8
	x     bool
	cells [MaxCells]uint8 // 0 for an empty cell
	given CellSet
}

// New returns an empty grid.
func New(p Params) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	return State{size: uint8(p.Size), x: p.X}, nil
}

// FromCells returns the grid with the given digits (row-major, 0 for empty)
// where the cells in givens are givens and the other filled cells are the
// player's entries. Digits may clash: Conflicts reports it.
func FromCells(p Params, cells []int, givens CellSet) (State, error) {
	s, err := New(p)
	if err != nil {
		return State{}, err
	}
	n := p.Cells()
	if len(cells) != n {
		return State{}, fmt.Errorf("want %d cells, got %d", n, len(cells))
	}
	for i, d := range cells {
		if d < 0 || d > p.Size {
			return State{}, fmt.Errorf("%s: digit %d does not fit a %d×%d grid", CellName(i/p.Size, i%p.Size), d, p.Size, p.Size)
		}
		s.cells[i] = uint8(d)
		if givens.Has(i) {
			if d == 0 {
				return State{}, fmt.Errorf("%s: an empty cell cannot be a given", CellName(i/p.Size, i%p.Size))
			}
			s.given.Add(i)
		}
	}
	for i := n; i < MaxCells; i++ {
		if givens.Has(i) {
			return State{}, errors.New("givens outside the grid")
		}
	}
	return s, nil
}

// Params returns the parameters of the grid.
func (s State) Params() Params {
	return Params{Size: int(s.size), X: s.x}
}

// Size returns the side of the grid (0 for the zero State).
func (s State) Size() int {
	return int(s.size)
}

// NumCells returns the number of cells of the grid.
func (s State) NumCells() int {
	return int(s.size) * int(s.size)
}

// Cell returns the digit in cell i (row-major), 0 when empty or outside.
func (s State) Cell(i int) int {
	if i < 0 || i >= s.NumCells() {
		return 0
	}
	return int(s.cells[i])
}

// At returns the digit at a row and column (0-based), 0 when empty or
// outside the grid.
func (s State) At(row, col int) int {
	if row < 0 || col < 0 || row >= int(s.size) || col >= int(s.size) {
		return 0
	}
	return int(s.cells[row*int(s.size)+col])
}

// IsGiven reports whether cell i is a given of the puzzle.
func (s State) IsGiven(i int) bool {
	return i < s.NumCells() && s.given.Has(i)
}

// Givens returns the set of given cells.
func (s State) Givens() CellSet {
	return s.given
}

// Cells returns the digits of all cells, row-major, 0 for empty.
func (s State) Cells() []int {
	out := make([]int, s.NumCells())
	for i := range out {
		out[i] = int(s.cells[i])
	}
	return out
}

// Filled returns the number of filled cells.
func (s State) Filled() int {
	n := 0
	for i := 0; i < s.NumCells(); i++ {
		if s.cells[i] != 0 {
			n++
		}
	}
	return n
}

// String returns the grid in the one-line format, '.' for empty cells.
func (s State) String() string {
	return string(s.AppendText(nil))
}

// AppendText appends the one-line form of the grid to dst.
func (s State) AppendText(dst []byte) []byte {
	for i := 0; i < s.NumCells(); i++ {
		dst = append(dst, DigitChar(int(s.cells[i])))
	}
	return dst
}

// Puzzle returns the grid with only its givens, as the puzzle was set.
func (s State) Puzzle() State {
	p := s
	for i := 0; i < s.NumCells(); i++ {
		if !s.given.Has(i) {
			p.cells[i] = 0
		}
	}
	return p
}
