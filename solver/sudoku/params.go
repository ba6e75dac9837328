package sudoku

import (
	"errors"
	"fmt"
	"strconv"
)

// Limits of the grids this package handles.
const (
	MaxSize  = 16                // the largest side of a grid
	MaxCells = MaxSize * MaxSize // the most cells a grid has
)

// DefaultLimit is the number of solutions Count stops at when given no
// limit: two solutions prove a puzzle is not unique.
const DefaultLimit = 2

// ErrNoSolution is wrapped by every error that says a grid has no solution.
var ErrNoSolution = errors.New("no solution")

// Params are the parameters of a grid: its side and whether the X rule holds.
type Params struct {
	Size int  // side of the grid: 4, 6, 9 or 16
	X    bool // both main diagonals must hold every digit once too
}

// DefaultParams returns the classic puzzle: 9×9 without diagonals.
func DefaultParams() Params {
	return Params{Size: 9}
}

// Validate reports whether the parameters describe a grid this package
// handles.
func (p Params) Validate() error {
	switch p.Size {
	case 4, 6, 9, 16:
		return nil
	}
	return fmt.Errorf("size must be 4, 6, 9 or 16, got %d", p.Size)
}

// Cells returns the number of cells of the grid.
func (p Params) Cells() int {
	return p.Size * p.Size
}

// BoxRows returns the number of rows of a box.
func (p Params) BoxRows() int {
	switch p.Size {
	case 4, 6:
		return 2
	case 9:
		return 3
	case 16:
		return 4
	}
	return 0
}

// BoxCols returns the number of columns of a box.
func (p Params) BoxCols() int {
	if p.Size == 6 {
		return 3
	}
	return p.BoxRows()
}

// Box returns the box (0-based, numbered row-major) that holds a cell.
func (p Params) Box(row, col int) int {
	br, bc := p.BoxRows(), p.BoxCols()
	if br == 0 {
		return 0
	}
	return row/br*(p.Size/bc) + col/bc
}

// sizeForCells returns the side of a grid of n cells.
func sizeForCells(n int) (int, bool) {
	switch n {
	case 16:
		return 4, true
	case 36:
		return 6, true
	case 81:
		return 9, true
	case 256:
		return 16, true
	}
	return 0, false
}

// DigitChar returns the character of digit d: '.' for 0, '1'-'9', then
// 'A'-'G' for 10-16, and '?' for anything else.
func DigitChar(d int) byte {
	switch {
	case d == 0:
		return '.'
	case d >= 1 && d <= 9:
		return byte('0' + d)
	case d >= 10 && d <= 16:
		return byte('A' + d - 10)
	}
	return '?'
}

// ParseDigit reads one cell character: 0 for '.' and '0', 1-9, and 10-16
// for 'A'-'G' (either case). ok is false for any other character.
func ParseDigit(ch byte) (d int, ok bool) {
	switch {
	case ch == '.' || ch == '0':
		return 0, true
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'G':
		return int(ch-'A') + 10, true
	case ch >= 'a' && ch <= 'g':
		return int(ch-'a') + 10, true
	}
	return 0, false
}

// CellName returns the name of a cell in moves and messages: "r3c7" for
// row 3, column 7 (rows and columns count from 1 in names, from 0 in code).
// The cells of a grid are named from a table, so a frame that shows one
// builds no string.
func CellName(row, col int) string {
	if row >= 0 && row < MaxSize && col >= 0 && col < MaxSize {
		return names.cells[row][col]
	}
	return fmt.Sprintf("r%dc%d", row+1, col+1)
}

// DigitString is DigitChar as a string, from a table for 0 to 16.
func DigitString(d int) string {
	if d >= 0 && d <= MaxSize {
		return names.digits[d]
	}
	return string(DigitChar(d))
}

// names are the names of every cell and the digits' strings, made once
// and never changed. The cells' names are slices of one string built
// without fmt: 256 Sprintf calls were about 10 ms of every page's start in
// the browser on a phone's CPU.
var names = func() (t struct {
	cells  [MaxSize][MaxSize]string
	digits [MaxSize + 1]string
}) {
	var ends [MaxSize * MaxSize]int
	buf := make([]byte, 0, MaxSize*MaxSize*len("r16c16"))
	for i := range ends {
		buf = append(buf, 'r')
		buf = strconv.AppendInt(buf, int64(i/MaxSize+1), 10)
		buf = append(buf, 'c')
		buf = strconv.AppendInt(buf, int64(i%MaxSize+1), 10)
		ends[i] = len(buf)
	}
	all, start := string(buf), 0
	for i, end := range ends {
		t.cells[i/MaxSize][i%MaxSize] = all[start:end]
		start = end
	}
	for d := range t.digits {
		t.digits[d] = string(DigitChar(d))
	}
	return t
}()

// String returns a short description of the parameters, e.g. "9×9 X".
func (p Params) String() string {
	if p.X {
		return fmt.Sprintf("%d×%d X", p.Size, p.Size)
	}
	return fmt.Sprintf("%d×%d", p.Size, p.Size)
}
