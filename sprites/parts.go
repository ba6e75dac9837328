package sprites

import "math"

// rivet draws a domed bolt head of radius r at (x, y).
func (c *canvas) rivet(x, y, r float64, col uint32) {
	c.draw(circle(x, y, r), mat{col: hex(col), bevel: r, gloss: 0.5, shine: 12,
		line: hex(cInk).alpha(0.7), lineW: math.Min(0.4, r/3)})
}

// hazard paints diagonal warning stripes of the given period.
func hazard(period float64, a, b uint32) func(x, y float64) rgb {
	ca, cb := hex(a), hex(b)
	return func(x, y float64) rgb {
		t := math.Mod(x+y, period)
		if t < 0 {
			t += period
		}
		// A soft step so the stripes are anti-aliased too.
		k := smoothstep(0, 0.6, t) * smoothstep(period/2+0.6, period/2, t)
		return cb.mix(ca, k)
	}
}

// grime darkens a paint a little in blotches and toward the bottom, so
// large painted parts do not look like plastic.
func grime(base rgb, x, y float64, seed uint32, amount float64) rgb {
	n := fbm(x*0.08, y*0.08, 3, seed)
	return base.mul(1 - amount*(0.5+n)*0.5)
}

// softShadow darkens the area of s with a blurred edge: a shadow cast on
// the ground.
func (c *canvas) softShadow(s shape, blur, alpha float64) {
	c.fillEdge(s, blur, solid(rgb{0.05, 0.06, 0.1, alpha}))
}

// innerShadow darkens the area of s, but only on parts already drawn: a
// shadow cast by one part on another, never on the air.
func (c *canvas) innerShadow(s shape, blur, alpha float64) {
	c.fillAtop(s, blur, solid(rgb{0.05, 0.06, 0.1, alpha}))
}
