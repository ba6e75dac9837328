package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Line draws a straight stroke w wide from logical (ax, ay) to (bx, by),
// filled with c (premultiplied alpha, as color.RGBA is).
func (p *Painter) Line(dst *ebiten.Image, v View, ax, ay, bx, by, w float64, c color.RGBA) {
	op := &p.op
	op.GeoM.Reset()
	l := math.Hypot(bx-ax, by-ay)
	op.GeoM.Scale(l, w)
	op.GeoM.Translate(0, -w/2)
	op.GeoM.Rotate(math.Atan2(by-ay, bx-ax))
	op.GeoM.Translate(ax, ay)
	v.Apply(&op.GeoM)
	setColor(&op.ColorScale, c)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(p.white, op)
}

// Colored draws img at its size with its top left at logical (x, y), its
// pixels multiplied by c as the Painter's shapes are (c's alpha scales
// the alpha alone: a tint lighter than Tinted's for a see-through c).
func (s *Sprites) Colored(dst *ebiten.Image, v View, img *ebiten.Image, x, y float64, c color.RGBA) {
	op := s.place(v, x, y, 1, 1)
	setColor(&op.ColorScale, c)
	dst.DrawImage(img, op)
}
