package frame

// Cells is an N×N grid of square cells (Sudoku's grid, the star grid's
// chart) in the design's coordinates: its top-left corner X, Y, its side
// Side and a cell's side Cell.
type Cells struct {
	X, Y, Side, Cell float64
	N                int
}

// XY is the top-left corner of the cell at row r, column c.
func (g *Cells) XY(r, c int) (float64, float64) {
	return g.X + float64(c)*g.Cell, g.Y + float64(r)*g.Cell
}

// Centre is the middle of the cell at row r, column c.
func (g *Cells) Centre(r, c int) (float64, float64) {
	x, y := g.XY(r, c)
	return x + g.Cell/2, y + g.Cell/2
}

// At is the cell under the point x, y: its row and column, and whether
// there is one.
func (g *Cells) At(x, y float64) (r, c int, ok bool) {
	if x < g.X || y < g.Y || x >= g.X+g.Side || y >= g.Y+g.Side {
		return 0, 0, false
	}
	c = int((x - g.X) / g.Cell)
	r = int((y - g.Y) / g.Cell)
	if r < 0 || c < 0 || r >= g.N || c >= g.N {
		return 0, 0, false
	}
	return r, c, true
}
