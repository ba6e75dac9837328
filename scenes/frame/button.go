package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Button draws a button of a panel, a box or a row of tools, lit when on,
// its label of size size centred in it. While still (a box lies over it)
// nothing lights under the pointer, but the label keeps its colour.
func Button(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, label string, still, on bool, size float64) {
	ui.ControlBack(dst, ctx, r.X, r.Y, r.W, r.H, label, still, on)
	st := ui.Style{Size: size, Bold: true, Color: ui.Paper, Align: ui.Center}
	ctx.Fonts.Draw(dst, ctx.View, label, r.X+r.W/2, r.Y+(r.H-size-1)/2-1, st)
}

// Card is the part of a card shown under the board on a phone upright
// (a hint, a text box); on a phone on its side (tall) there is no room
// beside the board for it, and it lies over the board.
func Card(name string, r ui.Rect, tall bool) Part {
	if tall {
		return Part{Kind: Over, Name: name, Rect: r}
	}
	return Part{Kind: Side, Name: name, Rect: r}
}
