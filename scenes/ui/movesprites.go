package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Colored draws img at its size with its top left at logical (x, y), its
// pixels multiplied by c as the Painter's shapes are (c's alpha scales
// the alpha alone: a tint lighter than Tinted's for a see-through c);
// between Gather and Flush it is gathered like Draw.
func (s *Sprites) Colored(dst *ebiten.Image, v View, img *ebiten.Image, x, y float64, c color.RGBA) {
	op := s.place(v, x, y, 1, 1)
	setColor(&op.ColorScale, c)
	if s.q.on {
		s.q.add(dst, img, place(v, x, y, 1, 1, s.Res), &op.ColorScale)
		return
	}
	dst.DrawImage(img, op)
}
