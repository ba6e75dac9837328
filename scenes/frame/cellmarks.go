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
