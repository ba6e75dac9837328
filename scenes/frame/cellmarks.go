package frame

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// What a grid puzzle draws over its cells: a wash (a highlight, a clash,
// a hint's pattern) and a ring (the cursor, the selection, the search's
// cell), each inset from the cell's edges, and a whole row or column
// washed and edged (a unit that breaks a rule).

// Wash fills the cell at row r, column c, inset by in on every side (a
// negative inset reaches beyond it), with col.
func (g *Cells) Wash(dst *ebiten.Image, ctx *ui.Context, r, c int, in float64, col color.RGBA) {
	x, y := g.XY(r, c)
	ctx.Paint.Rect(dst, ctx.View, x+in, y+in, g.Cell-2*in, g.Cell-2*in, col)
}

// Ring frames the cell at row r, column c, inset by in, t thick, in col.
func (g *Cells) Ring(dst *ebiten.Image, ctx *ui.Context, r, c int, in, t float64, col color.RGBA) {
	x, y := g.XY(r, c)
	ctx.Paint.Frame(dst, ctx.View, x+in, y+in, g.Cell-2*in, g.Cell-2*in, t, col)
}

// WashRow fills row r with fill and frames it t thick in edge.
func (g *Cells) WashRow(dst *ebiten.Image, ctx *ui.Context, r int, fill, edge color.RGBA, t float64) {
	y := g.Y + float64(r)*g.Cell
	ctx.Paint.Rect(dst, ctx.View, g.X, y, g.Side, g.Cell, fill)
	ctx.Paint.Frame(dst, ctx.View, g.X, y, g.Side, g.Cell, t, edge)
}

// WashCol fills column c with fill and frames it t thick in edge.
func (g *Cells) WashCol(dst *ebiten.Image, ctx *ui.Context, c int, fill, edge color.RGBA, t float64) {
	x := g.X + float64(c)*g.Cell
	ctx.Paint.Rect(dst, ctx.View, x, g.Y, g.Cell, g.Side, fill)
	ctx.Paint.Frame(dst, ctx.View, x, g.Y, g.Cell, g.Side, t, edge)
}

// BoxLines paints the lines of a grid cut into boxes of rows×cols cells (a
// Sudoku's, a Killer Sudoku's): thin lines one pixel wide between cells,
// thick ones t wide between boxes and round the grid.
func (g *Cells) BoxLines(dst *ebiten.Image, ctx *ui.Context, rows, cols int, t float64, ink, thin color.RGBA) {
	v, p := ctx.View, ctx.Paint
	for k := 0; k <= g.N; k++ {
		x := g.X + float64(k)*g.Cell
		y := g.Y + float64(k)*g.Cell
		if k%cols == 0 {
			p.Rect(dst, v, x-t/2, g.Y-t/2, t, g.Side+t, ink)
		} else {
			p.Rect(dst, v, x-0.5, g.Y, 1, g.Side, thin)
		}
		if k%rows == 0 {
			p.Rect(dst, v, g.X-t/2, y-t/2, g.Side+t, t, ink)
		} else {
			p.Rect(dst, v, g.X, y-0.5, g.Side, 1, thin)
		}
	}
}
