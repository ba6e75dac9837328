package frame

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Regions is how a board divided into outlined regions is painted (a star
// grid's regions, a Killer Sudoku's cages, a KenKen's blocks): each cell
// tinted, thin lines between cells, thick ink wherever two neighbours lie
// in different regions, an edge round the board and each region's name in
// its first cell, reading row by row. Of, Tint and Name are the puzzle's.
type Regions struct {
	Of     func(r, c int) int        // the region of the cell at row r, column c
	Tint   func(r, c int) color.RGBA // the cell's tint
	Name   func(region int) string   // a region's name
	Thin   color.RGBA                // the lines between cells
	Ink    color.RGBA                // the borders and the edge
	Border float64                   // the borders' thickness
	Edge   float64                   // the edge's thickness, outside the cells
}

// Paint paints the regions of the cells g: the tints, the lines, the
// borders and the edge.
func (rg *Regions) Paint(dst *ebiten.Image, ctx *ui.Context, g *Cells) {
	v, p := ctx.View, ctx.Paint
	n := g.N
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			x, y := g.XY(r, c)
			p.Rect(dst, v, x, y, g.Cell, g.Cell, rg.Tint(r, c))
		}
	}
	for i := 1; i < n; i++ {
		p.Rect(dst, v, g.X+float64(i)*g.Cell-0.5, g.Y, 1, g.Side, rg.Thin)
		p.Rect(dst, v, g.X, g.Y+float64(i)*g.Cell-0.5, g.Side, 1, rg.Thin)
	}
	t := rg.Border
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			x, y := g.XY(r, c)
			if c+1 < n && rg.Of(r, c) != rg.Of(r, c+1) {
				p.Rect(dst, v, x+g.Cell-t/2, y-t/2, t, g.Cell+t, rg.Ink)
			}
			if r+1 < n && rg.Of(r, c) != rg.Of(r+1, c) {
				p.Rect(dst, v, x-t/2, y+g.Cell-t/2, g.Cell+t, t, rg.Ink)
			}
		}
	}
	e := rg.Edge
	p.Frame(dst, v, g.X-e/2, g.Y-e/2, g.Side+e, g.Side+e, e, rg.Ink)
}

// PaintNames writes each region's name in st at the top left of its first
// cell, reading row by row.
func (rg *Regions) PaintNames(dst *ebiten.Image, ctx *ui.Context, g *Cells, st ui.Style) {
	named := make(map[int]bool)
	for r := 0; r < g.N; r++ {
		for c := 0; c < g.N; c++ {
			if reg := rg.Of(r, c); !named[reg] {
				named[reg] = true
				x, y := g.XY(r, c)
				ctx.Fonts.Draw(dst, ctx.View, rg.Name(reg), x+4, y+2, st)
			}
		}
	}
}
