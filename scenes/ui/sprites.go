package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprites draws a puzzle's art, painted at Res pixels a logical pixel, on
// the screen through a View. It reuses one set of options, so a frame
// allocates nothing.
type Sprites struct {
	Res    float64
	op     ebiten.DrawImageOptions
	q      Quads
	sheets map[*ebiten.Image]onSheet // where a picture is gathered from (Atlas)
	// The last picture gathered and where from: a run of one picture (a
	// river's ripples) looks the map up once.
	seen   *ebiten.Image
	seenOn onSheet
	seenOK bool
}

// onSheet is where a picture is drawn from when gathered: the sheet it is
// on and its place there.
type onSheet struct {
	sheet *ebiten.Image
	r     image.Rectangle
}

// onSheet says that img, gathered, is drawn from r of sheet.
func (s *Sprites) onSheet(img, sheet *ebiten.Image, r image.Rectangle) {
	if s.sheets == nil {
		s.sheets = map[*ebiten.Image]onSheet{}
	}
	s.sheets[img] = onSheet{sheet, r}
	s.seen = nil
}

// gather adds img placed by p, its colours scaled by cs, to the call of
// its sheet when it has one (Atlas), else to its own.
func (s *Sprites) gather(dst, img *ebiten.Image, p placement, cs *ebiten.ColorScale) {
	if img != s.seen {
		s.seen = img
		s.seenOn, s.seenOK = s.sheets[img]
	}
	if s.seenOK {
		s.q.addFrom(dst, s.seenOn.sheet, s.seenOn.r, p, cs)
		return
	}
	s.q.add(dst, img, p, cs)
}

// Gather starts gathering Draw's and Tinted's pictures until Flush: those
// of one image drawn one after another onto one destination become one
// draw call. Between the two, draw onto that destination only with these
// Sprites, or the order of the pictures changes.
func (s *Sprites) Gather() { s.q.Gather() }

// Flush draws the pictures gathered since Gather.
func (s *Sprites) Flush() { s.q.Flush() }

// Draw draws img with its top left at logical (x, y), scaled by (sx, sy).
func (s *Sprites) Draw(dst *ebiten.Image, v View, img *ebiten.Image, x, y, sx, sy float64) {
	op := s.place(v, x, y, sx, sy)
	s.draw(dst, v, img, x, y, sx, sy, op)
}

// Tinted draws img like Draw, its colours multiplied by c and faded to
// alpha a (at most 1); a ≤ 0 draws nothing.
func (s *Sprites) Tinted(dst *ebiten.Image, v View, img *ebiten.Image, x, y, sx, sy float64, c color.RGBA, a float64) {
	if a <= 0 {
		return
	}
	op := s.place(v, x, y, sx, sy)
	fa := float32(math.Min(1, a))
	op.ColorScale.Scale(float32(c.R)/255*fa, float32(c.G)/255*fa, float32(c.B)/255*fa, fa)
	s.draw(dst, v, img, x, y, sx, sy, op)
}

// Rotated draws img turned by angle (radians) about its pixel (ax, ay),
// which lands on logical (x, y).
func (s *Sprites) Rotated(dst *ebiten.Image, v View, img *ebiten.Image, ax, ay, x, y, angle float64) {
	s.Spun(dst, v, img, ax, ay, math.Mod(angle, 2*math.Pi), 1, x, y, 1)
}

// Spun draws img turned by angle (radians) about its pixel (ax, ay) and
// scaled by k, that pixel on logical (x, y), faded to alpha a; between
// Gather and Flush it is gathered like Draw.
func (s *Sprites) Spun(dst *ebiten.Image, v View, img *ebiten.Image, ax, ay, angle, k, x, y, a float64) {
	op := &s.op
	op.GeoM.Reset()
	op.GeoM.Translate(-ax, -ay)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(k/s.Res, k/s.Res)
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(float32(a))
	if s.q.on {
		p := placement{}
		p.translate(-ax, -ay)
		p.rotate(angle)
		p.scale(k/s.Res, k/s.Res)
		p.translate(x, y)
		p.view(v)
		s.gather(dst, img, p, &op.ColorScale)
		return
	}
	dst.DrawImage(img, op)
}

// place sets the options for img's top left at (x, y), scaled by (sx, sy);
// gathering, only their colour scale (draw places the quad itself).
func (s *Sprites) place(v View, x, y, sx, sy float64) *ebiten.DrawImageOptions {
	op := &s.op
	if s.q.on {
		op.ColorScale.Reset()
		return op
	}
	op.GeoM.Reset()
	op.GeoM.Scale(sx/s.Res, sy/s.Res)
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.Reset()
	return op
}

// Turned draws img turned by angle about its middle, which lands on
// logical (x, y).
func (s *Sprites) Turned(dst *ebiten.Image, v View, img *ebiten.Image, x, y, angle float64) {
	b := img.Bounds()
	s.Rotated(dst, v, img, float64(b.Dx())/2, float64(b.Dy())/2, x, y, angle)
}

// Lit draws img like Draw, its colours (not its alpha) scaled by b: below
// 1 dims, above brightens; between Gather and Flush it is gathered.
func (s *Sprites) Lit(dst *ebiten.Image, v View, img *ebiten.Image, x, y, sx, sy, b float64) {
	op := s.place(v, x, y, sx, sy)
	op.ColorScale.Scale(float32(b), float32(b), float32(b), 1)
	s.draw(dst, v, img, x, y, sx, sy, op)
}

// Colored draws img at its size with its top left at logical (x, y), its
// pixels multiplied by c as the Painter's shapes are (c's alpha scales
// the alpha alone: a tint lighter than Tinted's for a see-through c);
// between Gather and Flush it is gathered like Draw.
func (s *Sprites) Colored(dst *ebiten.Image, v View, img *ebiten.Image, x, y float64, c color.RGBA) {
	op := s.place(v, x, y, 1, 1)
	setColor(&op.ColorScale, c)
	s.draw(dst, v, img, x, y, 1, 1, op)
}

// Cut draws slot, a sub-image of sheet, moved by (-ox, -oy), scaled by k
// and moved to screen pixel (px, py), its colours scaled by c (a
// premultiplied tint): as DrawImage draws slot with these options and the
// linear filter. Between Gather and Flush the slots of one sheet gather
// into one call drawn from the sheet itself, to the same pixels
// (TestCutSlotsAreDrawImage).
func (s *Sprites) Cut(dst, sheet, slot *ebiten.Image, ox, oy, k, px, py float64, c color.RGBA) {
	op := &s.op
	op.GeoM.Reset()
	op.GeoM.Translate(-ox, -oy)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(px, py)
	op.ColorScale.Reset()
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	op.Filter = ebiten.FilterLinear
	if s.q.on {
		p := placement{}
		p.translate(-ox, -oy)
		p.scale(k, k)
		p.translate(px, py)
		s.q.addFrom(dst, sheet, slot.Bounds(), p, &op.ColorScale)
		return
	}
	dst.DrawImage(slot, op)
}

// draw draws img as op places it, with its top left at logical (x, y)
// scaled by (sx, sy): at once, or gathered between Gather and Flush.
func (s *Sprites) draw(dst *ebiten.Image, v View, img *ebiten.Image, x, y, sx, sy float64, op *ebiten.DrawImageOptions) {
	if s.q.on {
		s.gather(dst, img, place(v, x, y, sx, sy, s.Res), &op.ColorScale)
		return
	}
	dst.DrawImage(img, op)
}
