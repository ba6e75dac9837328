package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a button a board draws in its own picture (the pulley's
// lever, the river's row button, the stuck coins' undo): its place in the
// design's coordinates, its name in the list of boxes and its words.
type Button struct {
	Name, Label string
	X, Y, W, H  float64
}

// On reports whether logical (x, y) is on b (its right and bottom edges
// are outside it, as Input.In has them).
func (b Button) On(x, y float64) bool {
	return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H
}

// Hover reports whether the pointer, a mouse's, is over b: a touch
// screen lights nothing.
func (b Button) Hover(in *Input) bool { return !in.Touch && b.On(in.X, in.Y) }

// Draw fills b with fill, frames it 2 thick with edge (no frame when
// edge is transparent), writes its label in bold in ink in its middle,
// and lists it among ctx.Boxes.
func (b Button) Draw(dst *ebiten.Image, ctx *Context, fill, edge, ink color.RGBA) {
	v := ctx.View
	// The fill and the edge are one draw call, drawn before the label.
	gather := !ctx.Paint.q.on
	if gather {
		ctx.Paint.q.Gather()
	}
	ctx.Paint.Rect(dst, v, b.X, b.Y, b.W, b.H, fill)
	if edge.A != 0 {
		ctx.Paint.Frame(dst, v, b.X, b.Y, b.W, b.H, 2, edge)
	}
	if gather {
		ctx.Paint.q.Flush()
	}
	ctx.Boxes.AddView(KindButton, b.Name, v, b.X, b.Y, b.W, b.H)
	ctx.Fonts.Draw(dst, v, b.Label, b.X+b.W/2, b.Y+(b.H-20)/2, Style{Size: 17, Bold: true, Color: ink, Align: Center})
}
