package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Line draws a straight stroke w wide from logical (ax, ay) to (bx, by)
// in c, its ends square (the coins' lit lines).
func (p *Painter) Line(dst *ebiten.Image, v View, ax, ay, bx, by, w float64, c color.RGBA) {
	op := &p.op
	op.GeoM.Reset()
	op.GeoM.Scale(math.Hypot(bx-ax, by-ay), w)
	op.GeoM.Translate(0, -w/2)
	op.GeoM.Rotate(math.Atan2(by-ay, bx-ax))
	op.GeoM.Translate(ax, ay)
	v.Apply(&op.GeoM)
	setColor(&op.ColorScale, c)
	op.Filter = ebiten.FilterLinear
	p.q.draw() // the shapes gathered before it come first
	dst.DrawImage(p.white, op)
}
