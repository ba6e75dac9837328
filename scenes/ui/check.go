package ui

import "github.com/hajimehoshi/ebiten/v2"

// checkSide is the side of a check box's square.
const checkSide = 22.0

// Check draws a check box at the left of r (which a press toggles, and
// which lists under label): a square in the middle of r's height, lit
// under the pointer (never on a touch screen, nor while off), with a
// tick of the accent inside it while on.
func Check(dst *ebiten.Image, ctx *Context, r Rect, label string, on, off bool) {
	y := r.Y + (r.H-checkSide)/2
	fill := ControlFill
	if ctx.In.InRect(r) && !ctx.In.Touch && !off {
		fill = ControlHover
	}
	ctx.Paint.Rect(dst, ctx.View, r.X, y, checkSide, checkSide, fill)
	if ctx.Boxes != nil {
		ctx.Boxes.AddView(KindButton, label, ctx.View, r.X, r.Y, r.W, r.H)
	}
	if on {
		ctx.Paint.Rect(dst, ctx.View, r.X+5, y+5, checkSide-10, checkSide-10, Accent)
	}
}
