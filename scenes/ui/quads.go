package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Quads gathers pictures drawn from the same image onto the same
// destination and draws them in one DrawTriangles call. A draw call costs
// far more than its few vertices, most of all in the browser: a river's
// forty ripples or a grid's highlighted cells drawn one DrawImage each
// were most of a frame's work there. Each quad is placed exactly as
// DrawImage would place it (its corners snapped the same way, its colour
// scale and its mipmap choice the same), so the picture is the same to the
// bit. Quads that DrawImage would draw from different images or mipmap
// levels go in different calls; a quad joins an earlier call of its kind
// only past calls it does not overlap, so nothing is drawn over what was
// drawn after it. Sprites and Painter gather into one while the caller
// asks them to (Gather … Flush).
type Quads struct {
	on      bool
	batches []quadBatch // the calls gathered, in order; kept for the next frame
	n       int         // how many of batches are in use
	tri     ebiten.DrawTrianglesOptions
}

// quadBatch is one draw call's quads: from src onto dst, with mipmaps
// skipped or from level.
type quadBatch struct {
	dst, src *ebiten.Image
	skipMip  bool
	level    int
	verts    []ebiten.Vertex
	index    []uint16
	boxes    []box // the quads' rectangles on dst
}

// box is a quad's rectangle on its destination.
type box struct{ x0, y0, x1, y1 float32 }

// overlaps reports whether a and b may touch a pixel in common (a pixel
// of margin: a filtered edge).
func (a box) overlaps(b box) bool {
	return a.x0 < b.x1+1 && b.x0 < a.x1+1 && a.y0 < b.y1+1 && b.y0 < a.y1+1
}

// placement is an ebiten.GeoM, kept as GeoM keeps it (the diagonal less
// one) and changed by the same arithmetic, so its corners come out where
// DrawImage puts them.
type placement struct{ a1, b, c, d1, tx, ty float64 }

// scale is GeoM.Scale.
func (p *placement) scale(x, y float64) {
	a, b, tx := (p.a1+1)*x, p.b*x, p.tx*x
	c, d, ty := p.c*y, (p.d1+1)*y, p.ty*y
	p.a1, p.b, p.tx, p.c, p.d1, p.ty = a-1, b, tx, c, d-1, ty
}

// translate is GeoM.Translate.
func (p *placement) translate(x, y float64) { p.tx, p.ty = p.tx+x, p.ty+y }

// rotate is GeoM.Rotate.
func (p *placement) rotate(theta float64) {
	if theta == 0 {
		return
	}
	sin, cos := math.Sincos(theta)
	a := cos*(p.a1+1) - sin*p.c
	b := cos*p.b - sin*(p.d1+1)
	tx := cos*p.tx - sin*p.ty
	c := sin*(p.a1+1) + cos*p.c
	d := sin*p.b + cos*(p.d1+1)
	ty := sin*p.tx + cos*p.ty
	p.a1, p.b, p.tx, p.c, p.d1, p.ty = a-1, b, tx, c, d-1, ty
}

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

// Flush draws what was gathered and stops gathering.
func (q *Quads) Flush() {
	q.draw()
	q.on = false
}

// draw draws the quads gathered so far, a call a batch.
func (q *Quads) draw() {
	q.tri.Filter = ebiten.FilterLinear
	q.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	for i := range q.batches[:q.n] {
		b := &q.batches[i]
		if len(b.index) > 0 {
			q.tri.DisableMipmaps = b.skipMip
			b.dst.DrawTriangles(b.verts, b.index, b.src, &q.tri)
		}
		b.verts, b.index, b.boxes = b.verts[:0], b.index[:0], b.boxes[:0]
		b.dst, b.src = nil, nil
	}
	q.n = 0
}

// add gathers img drawn onto dst with the linear filter, placed by p, its
// colours scaled by cs, after the quads gathered before it.
func (q *Quads) add(dst, img *ebiten.Image, p placement, cs *ebiten.ColorScale) {
	q.addFrom(dst, img, img.Bounds(), p, cs)
}

// addFrom is add for the part r of img (a slot of a sheet): quads from one
// sheet join one call whichever slot they show.
func (q *Quads) addFrom(dst, img *ebiten.Image, r image.Rectangle, p placement, cs *ebiten.ColorScale) {
	// GeoM.elements32, and DrawImage's test for a flat matrix.
	ma, mb, mc, md := float32(p.a1)+1, float32(p.b), float32(p.c), float32(p.d1)+1
	tx, ty := float32(p.tx), float32(p.ty)
	det := ma*md - mb*mc
	if det == 0 {
		return
	}
	skip := math.Abs(float64(det)) >= 0.999
	// graphics.QuadVerticesFromSrcAndMatrix.
	sx0, sy0, sx1, sy1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	w, h := sx1-sx0, sy1-sy0
	ax, by, cx, dy := ma*w, mb*h, mc*w, md*h
	// The corners in DrawImage's order: top left, top right, bottom left,
	// bottom right.
	xs := [4][4]float32{
		{snap(tx), snap(ty), sx0, sy0},
		{snap(ax + tx), snap(cx + ty), sx1, sy0},
		{snap(by + tx), snap(dy + ty), sx0, sy1},
		{snap(ax + by + tx), snap(cx + dy + ty), sx1, sy1},
	}
	level := -1
	if !skip {
		level = quadLevel(&xs)
	}
	bx := box{xs[0][0], xs[0][1], xs[0][0], xs[0][1]}
	for _, v := range xs[1:] {
		bx.x0, bx.y0 = min(bx.x0, v[0]), min(bx.y0, v[1])
		bx.x1, bx.y1 = max(bx.x1, v[0]), max(bx.y1, v[1])
	}
	// The latest call of its kind that it can join: none drawn after that
	// one, onto its destination, lies under it.
	var b *quadBatch
	for i := q.n - 1; i >= 0; i-- {
		c := &q.batches[i]
		if c.dst == dst && c.src == img && c.skipMip == skip && c.level == level && len(c.verts)+4 <= math.MaxUint16 {
			b = c
			break
		}
		if c.dst != dst || c.touches(bx) {
			break
		}
	}
	if b == nil {
		if q.n == len(q.batches) {
			q.batches = append(q.batches, quadBatch{})
		}
		b = &q.batches[q.n]
		q.n++
		b.dst, b.src, b.skipMip, b.level = dst, img, skip, level
	}
	r32, g32, b32, a32 := cs.R(), cs.G(), cs.B(), cs.A()
	n := uint16(len(b.verts))
	// Grown once for the four corners, then written in place.
	b.verts = append(b.verts, ebiten.Vertex{}, ebiten.Vertex{}, ebiten.Vertex{}, ebiten.Vertex{})
	for i, v := range xs {
		b.verts[int(n)+i] = ebiten.Vertex{DstX: v[0], DstY: v[1], SrcX: v[2], SrcY: v[3], ColorR: r32, ColorG: g32, ColorB: b32, ColorA: a32}
	}
	b.index = append(b.index, n, n+1, n+2, n+1, n+2, n+3)
	b.boxes = append(b.boxes, bx)
}

// touches reports whether any of b's quads may share a pixel with bx.
func (b *quadBatch) touches(bx box) bool {
	for _, o := range b.boxes {
		if o.overlaps(bx) {
			return true
		}
	}
	return false
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
// mipmapLevelFromDistance, taken over the edges as it takes them). xs are
// its corners in DrawImage's order (top left, top right, bottom left,
// bottom right), each its destination and source points; the triangles
// are 0-1-2 and 1-2-3 (their shared edge taken once: the least is the
// same). No level is below 0, so the first edge at 0 ends the search.
func quadLevel(xs *[4][4]float32) int {
	level := math.MaxInt32
	for _, e := range [5][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 1}} {
		a, b := xs[e[0]], xs[e[1]]
		if level = min(level, edgeLevel(a[0], a[1], b[0], b[1], a[2], a[3], b[2], b[3])); level == 0 {
			break
		}
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
	// d and s are not negative: scale is +Inf or not infinite (math.IsInf,
	// not inlined, took half the edge's time).
	if scale > math.MaxFloat32 || scale == 0 {
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
