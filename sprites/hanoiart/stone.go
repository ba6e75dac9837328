package hanoiart

import (
	"image"
	"image/color"
	"math"

	"puzzleworks/sprites/brush"
)

// stoneKind is the pattern of a stone's face.
type stoneKind int

const (
	granite stoneKind = iota // speckled
	marble                   // veined
	agate                    // banded
)

// stoneSpec is one of the twelve stones.
type stoneSpec struct {
	base  uint32 // the colour StoneColor reports
	vein  uint32 // colour of veins, bands or flecks
	kind  stoneKind
	gloss float64
}

// stoneSpecs lists the stones, rich and far apart in hue and brightness.
func stoneSpecs() [StoneColors]stoneSpec {
	return [StoneColors]stoneSpec{
		{0xb3263a, 0xf0a0a4, marble, 0.55},  // ruby
		{0xe07b24, 0xffc27a, agate, 0.5},    // amber
		{0xdcb12c, 0x7a5412, granite, 0.45}, // ochre
		{0x2f9a5c, 0xb5ecc4, marble, 0.6},   // jade
		{0x1d9aa8, 0x0b4e58, granite, 0.5},  // teal
		{0x2f56b0, 0xe2c467, granite, 0.55}, // lapis, with golden pyrite
		{0x7444a8, 0xd6b4f0, agate, 0.55},   // amethyst
		{0xde7fa2, 0xfbd9e4, marble, 0.5},   // rose
		{0x3e424b, 0xd8dce2, granite, 0.5},  // black granite
		{0xe9e4da, 0x8b8e96, marble, 0.6},   // white marble
		{0x9c4f2c, 0x4e2412, granite, 0.4},  // terracotta
		{0x9dbb3b, 0x46611a, marble, 0.5},   // serpentine
	}
}

// stoneIndex maps any integer onto 0..StoneColors-1.
func stoneIndex(i int) int {
	i %= StoneColors
	if i < 0 {
		i += StoneColors
	}
	return i
}

// StoneColor returns the base colour of stone i (taken modulo StoneColors).
// Most of a stone's face is close to this colour.
func StoneColor(i int) color.RGBA {
	return brush.Hex(stoneSpecs()[stoneIndex(i)].base).Color()
}

// StoneRGBA draws stone i (taken modulo StoneColors) of logical size w×h
// into a new image of w*Res × h*Res pixels; sizes are clamped to
// 1..StoneMaxSize. The stone fills its box: a polished slab with rounded
// ends, a highlight along the top, shade along the bottom, a dark outline
// and a pattern (veins, bands or flecks) seeded by i, so it never changes.
// It carries no number. Anchor: the middle of the bottom edge (w/2, h),
// where it rests on the stone or platform below.
func StoneRGBA(i, w, h int) *image.RGBA {
	w = min(max(w, 1), StoneMaxSize)
	h = min(max(h, 1), StoneMaxSize)
	return PaintStone(i, w, h, brush.Detail{})
}

// PaintStone is StoneRGBA painted at detail d, for w and h already in
// 1..StoneMaxSize.
func PaintStone(i, w, h int, d brush.Detail) *image.RGBA {
	i = stoneIndex(i)
	sp := stoneSpecs()[i]
	c := brush.NewCanvasDetail(w, h, d)
	fw, fh := float64(w), float64(h)
	r := math.Min(fh*0.42, fw/2)
	s := brush.RBox(0.25, 0.25, fw-0.25, fh-0.25, r)
	base, vein := brush.Hex(sp.base), brush.Hex(sp.vein)
	seed := uint32(i)*7919 + 3
	edge := base.Mul(0.32).Mix(brush.Hex(cInk), 0.35)
	m := brush.Mat{
		Tex: func(x, y float64) brush.RGB { return stoneFace(sp.kind, base, vein, x, y, seed) },
		// A bevel no wider than the corner radius keeps the shading free
		// of creases; the flat band left in the middle reads as a slab.
		Bevel: r * 0.97,
		Gloss: sp.gloss,
		Shine: 36,
		Line:  edge,
		LineW: math.Min(0.9, fh/12),
	}
	c.Draw(s, m)
	// A sharp rim of light just under the top edge, as on polished stone.
	if h >= 6 && w >= 8 {
		rim := brush.Capsule(r*0.9, 2.1, fw-r*0.9, 2.1, 0.45)
		c.Fill(rim, func(x, y, d float64) brush.RGB {
			t := brush.Min(x-r*0.9, fw-r*0.9-x) / brush.Max(fw*0.25, 1)
			return brush.RGB{R: 1, G: 1, B: 1, A: 0.35 * brush.Clamp01(t)}
		})
	}
	return c.Image()
}

// stoneFace is the unlit colour of a stone's face at (x, y).
func stoneFace(kind stoneKind, base, vein brush.RGB, x, y float64, seed uint32) brush.RGB {
	// Broad clouding common to every stone.
	cloud := brush.FBM(x*0.06, y*0.12, 3, seed) - 0.5
	col := base.Mul(1 + cloud*0.28)
	switch kind {
	case marble:
		warp := brush.FBM(x*0.035, y*0.07, 4, seed+11) * 7
		v := math.Abs(math.Sin(x*0.045 + y*0.16 + warp))
		line := 1 - brush.Smoothstep(0, 0.09, v)
		fine := 1 - brush.Smoothstep(0, 0.05, math.Abs(math.Sin(x*0.09-y*0.11+warp*1.7+1.3)))
		col = col.Mix(vein, line*0.55+fine*0.25)
	case agate:
		warp := brush.FBM(x*0.03, y*0.05, 4, seed+23) * 5
		band := 0.5 + 0.5*math.Sin(y*0.55+x*0.05+warp)
		col = col.Mix(vein, brush.Smoothstep(0.55, 1, band)*0.45)
		col = col.Mul(1 - brush.Smoothstep(0.4, 0, band)*0.15)
	case granite:
		// Crystals: cells of a jittered grid, each with its own tone.
		f, edge := brush.Grain(x/1.3, y/1.3, seed)
		patch := brush.FBM(x*0.15, y*0.15, 2, seed+9)
		switch {
		case f < 0.05+0.12*patch:
			col = col.Mix(vein, 0.65)
		case f > 0.94:
			col = col.Mix(brush.RGB{R: 1, G: 1, B: 1, A: 1}, 0.3)
		default:
			col = col.Mul(0.92 + 0.16*f)
		}
		col = col.Mul(1 - 0.05*edge)
	}
	return col
}
