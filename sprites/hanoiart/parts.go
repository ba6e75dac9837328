package hanoiart

import (
	"math"

	"puzzleworks/sprites/brush"
)

// rivet draws a domed bolt head of radius r at (x, y).
func rivet(c *brush.Canvas, x, y, r float64, col uint32) {
	c.Draw(brush.Circle(x, y, r), brush.Mat{Col: brush.Hex(col), Bevel: r, Gloss: 0.5, Shine: 12,
		Line: brush.Hex(cInk).Alpha(0.7), LineW: math.Min(0.4, r/3)})
}

// hazard paints diagonal warning stripes of the given period.
func hazard(period float64, a, b uint32) func(x, y float64) brush.RGB {
	ca, cb := brush.Hex(a), brush.Hex(b)
	return func(x, y float64) brush.RGB {
		t := math.Mod(x+y, period)
		if t < 0 {
			t += period
		}
		// A soft step so the stripes are anti-aliased too.
		k := brush.Smoothstep(0, 0.6, t) * brush.Smoothstep(period/2+0.6, period/2, t)
		return cb.Mix(ca, k)
	}
}

// grime darkens a paint a little in blotches and toward the bottom, so
// large painted parts do not look like plastic.
func grime(base brush.RGB, x, y float64, seed uint32, amount float64) brush.RGB {
	n := brush.FBM(x*0.08, y*0.08, 3, seed)
	return base.Mul(1 - amount*(0.5+n)*0.5)
}

// softShadow darkens the area of s with a blurred edge: a shadow cast on
// the ground.
func softShadow(c *brush.Canvas, s brush.Shape, blur, alpha float64) {
	c.FillEdge(s, blur, brush.Solid(brush.RGB{R: 0.05, G: 0.06, B: 0.1, A: alpha}))
}

// innerShadow darkens the area of s, but only on parts already drawn: a
// shadow cast by one part on another, never on the air.
func innerShadow(c *brush.Canvas, s brush.Shape, blur, alpha float64) {
	c.FillAtop(s, blur, brush.Solid(brush.RGB{R: 0.05, G: 0.06, B: 0.1, A: alpha}))
}
