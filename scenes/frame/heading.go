package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Heading is the header of a scene whose controls show the puzzle on
// show (the grids: its size, its level, its number among its kind)
// rather than parameters the scene holds, as Held's do: Now reads what
// they show, and Set opens what a press or a step key asks for. Embedded,
// it gives the scene HeadKey and HeadInput.
type Heading[P any] struct {
	Decl *Params[P] // the controls, declared once
	Now  func() P
	Set  func(ctx *ui.Context, p P)
}

// HeadKey sums up what the header's controls show (HeadKeyer).
func (h *Heading[P]) HeadKey() uint64 { return h.Decl.Shows(h.Now()) }

// HeadInput reads the header's controls and their step keys (Headed).
func (h *Heading[P]) HeadInput(ctx *ui.Context, pointer bool) bool {
	return h.Decl.Input(ctx, pointer, h.Now(), h.Set)
}

// DrawHead draws the controls of the header part name as they are now.
func (h *Heading[P]) DrawHead(dst *ebiten.Image, ctx *ui.Context, name string) {
	h.Decl.DrawPart(dst, ctx, h.Now(), name)
}

// PaintHead paints the header part name at rest: its label, and its
// controls when they are Static.
func (h *Heading[P]) PaintHead(dst *ebiten.Image, ctx *ui.Context, name string) {
	h.Decl.PaintLabel(dst, ctx, name)
	h.Decl.PaintPart(dst, ctx, h.Now(), name)
}
