package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Quads gathers pictures drawn one after another from the same image onto
// the same destination and draws them in one DrawTriangles call. A draw
// call costs far more than its few vertices, most of all in the browser:
// a river's forty ripples or a grid's highlighted cells drawn one
// DrawImage each were most of a frame's work there. Each quad is placed
// exactly as DrawImage would place it (its corners snapped the same way,
// its colour scale and its mipmap choice the same), so the picture is the
// same to the bit; quads that DrawImage would draw from different mipmap
// levels go in different calls. Sprites and Painter gather into one while the caller
// asks them to (Gather … Flush).
type Quads struct {
	on       bool
	dst, src *ebiten.Image
	skipMip  bool
	level    int // the mipmap level of the quads gathered, when not skipped
	verts    []ebiten.Vertex
	index    []uint16
	tri      ebiten.DrawTrianglesOptions
}

// placement is an ebiten.GeoM made of scales and translations, kept as
// GeoM keeps it (the diagonal less one) and changed by the same
// arithmetic, so its corners come out where DrawImage puts them.
type placement struct{ a1, d1, tx, ty float64 }

// scale is GeoM.Scale.
func (p *placement) scale(x, y float64) {
	a, tx := (p.a1+1)*x, p.tx*x
	d, ty := (p.d1+1)*y, p.ty*y
	p.a1, p.tx, p.d1, p.ty = a-1, tx, d-1, ty
}

// translate is GeoM.Translate.
func (p *placement) translate(x, y float64) { p.tx, p.ty = p.tx+x, p.ty+y }

// view is View.Apply.
func (p *placement) view(v View) {
	p.scale(v.Scale, v.Scale)
	p.translate(v.X, v.Y)
}

// place is the placement Sprites gives an image with its top left at
// logical (x, y), scaled by (sx, sy), at res pixels a logical pixel.
func place(v View, x, y, sx, sy, res float64) placement {
	p := placement{}
	p.scale(sx/res, sy/res)
	p.translate(x, y)
	p.view(v)
	return p
}

// Gather starts gathering: until Flush, add draws nothing at once.
func (q *Quads) Gather() { q.on = true }

// Gathering reports whether Gather has been called without Flush.
func (q *Quads) Gathering() bool { return q.on }

// Flush draws what was gathered and stops gathering.
func (q *Quads) Flush() {
	q.draw()
	q.on = false
}

// draw draws the quads gathered so far in one call.
func (q *Quads) draw() {
	if len(q.index) > 0 {
		q.tri.Filter = ebiten.FilterLinear
		q.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		q.tri.DisableMipmaps = q.skipMip
		q.dst.DrawTriangles(q.verts, q.index, q.src, &q.tri)
	}
	q.verts, q.index = q.verts[:0], q.index[:0]
	q.dst, q.src = nil, nil
}

// add gathers img drawn onto dst with the linear filter, placed by p, its
// colours scaled by cs, after the quads gathered before it.
func (q *Quads) add(dst, img *ebiten.Image, p placement, cs *ebiten.ColorScale) {
	// GeoM.elements32, and DrawImage's test for a flat matrix.
	a, d := float32(p.a1)+1, float32(p.d1)+1
	tx, ty := float32(p.tx), float32(p.ty)
	det := a * d
	if det == 0 {
		return
	}
	skip := math.Abs(float64(det)) >= 0.999
	// graphics.QuadVerticesFromSrcAndMatrix, for a matrix without shear.
	b := img.Bounds()
	sx0, sy0, sx1, sy1 := float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y)
	ax, dy := a*(sx1-sx0), d*(sy1-sy0)
	x0, y0, x1, y1 := snap(tx), snap(ty), snap(ax+tx), snap(dy+ty)
	level := -1
	if !skip {
		level = quadLevel(x0, y0, x1, y1, sx0, sy0, sx1, sy1)
	}
	if dst != q.dst || img != q.src || skip != q.skipMip || level != q.level || len(q.verts)+4 > math.MaxUint16 {
		q.draw()
		q.dst, q.src, q.skipMip, q.level = dst, img, skip, level
	}
	r, g, bl, al := cs.R(), cs.G(), cs.B(), cs.A()
	n := uint16(len(q.verts))
	q.verts = append(q.verts,
		ebiten.Vertex{DstX: x0, DstY: y0, SrcX: sx0, SrcY: sy0, ColorR: r, ColorG: g, ColorB: bl, ColorA: al},
		ebiten.Vertex{DstX: x1, DstY: y0, SrcX: sx1, SrcY: sy0, ColorR: r, ColorG: g, ColorB: bl, ColorA: al},
		ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx0, SrcY: sy1, ColorR: r, ColorG: g, ColorB: bl, ColorA: al},
		ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: r, ColorG: g, ColorB: bl, ColorA: al})
	q.index = append(q.index, n, n+1, n+2, n+1, n+2, n+3)
}

// snap is where DrawImage puts a corner at x: off a pixel's centre, on a
// sixteenth (graphics.adjustDestinationPixel).
func snap(x float32) float32 {
	ix := float32(int(x))
	if x < 0 && x != ix {
		ix--
	}
	switch f := x - ix; {
	case f < 3.0/16.0:
		return ix
	case f < 8.0/16.0:
		return ix + 5.0/16.0
	case f < 13.0/16.0:
		return ix + 11.0/16.0
	default:
		return ix + 1
	}
}

// quadLevel is the mipmap level Ebitengine draws a lone quad from: the
// least that any edge of its two triangles asks for (the mipmap package's
// mipmapLevelFromDistance, taken over the edges as it takes them).
func quadLevel(x0, y0, x1, y1, sx0, sy0, sx1, sy1 float32) int {
	// The corners in DrawImage's order: top left, top right, bottom left,
	// bottom right; the triangles 0-1-2 and 1-2-3.
	xs := [4][4]float32{{x0, y0, sx0, sy0}, {x1, y0, sx1, sy0}, {x0, y1, sx0, sy1}, {x1, y1, sx1, sy1}}
	level := math.MaxInt32
	for _, e := range [6][2]int{{0, 1}, {1, 2}, {2, 0}, {1, 2}, {2, 3}, {3, 1}} {
		a, b := xs[e[0]], xs[e[1]]
		level = min(level, edgeLevel(a[0], a[1], b[0], b[1], a[2], a[3], b[2], b[3]))
	}
	return level
}

// edgeLevel is the mipmap package's mipmapLevelFromDistance.
func edgeLevel(dx0, dy0, dx1, dy1, sx0, sy0, sx1, sy1 float32) int {
	const maxLevel = 6
	d := (dx1-dx0)*(dx1-dx0) + (dy1-dy0)*(dy1-dy0)
	s := (sx1-sx0)*(sx1-sx0) + (sy1-sy0)*(sy1-sy0)
	if s == 0 {
		return 0
	}
	scale := d / s
	if math.IsInf(float64(scale), 0) || scale == 0 {
		return 0
	}
	level := 0
	for scale < 0.25 {
		level++
		scale *= 4
	}
	if level > 0 {
		// No level that would scale the source to nothing.
		w, h := int(sx1-sx0), int(sy1-sy0)
		for level >= 0 && ((w > 0 && halved(w, level) == 0) || (h > 0 && halved(h, level) == 0)) {
			level--
		}
		if level < 0 {
			return 0
		}
	}
	return min(level, maxLevel)
}

// halved is x halved level times, 0 once it reaches 0.
func halved(x, level int) int {
	for range level {
		x /= 2
		if x == 0 {
			return 0
		}
	}
	return x
}
