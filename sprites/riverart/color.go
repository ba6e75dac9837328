package riverart

import (
	"image/color"
	"math"
)

// rgb is a straight (non-premultiplied) colour with channels in 0..1. All
// drawing maths works on it; it becomes premultiplied only when blended.
type rgb struct{ r, g, b, a float64 }

// hex makes an opaque colour from 0xRRGGBB.
func hex(v uint32) rgb {
	return rgb{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, 1}
}

// mix blends linearly from c (t=0) to o (t=1), alpha included.
func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t, c.a + (o.a-c.a)*t}
}

// mul scales the colour channels, leaving alpha alone.
func (c rgb) mul(k float64) rgb { return rgb{c.r * k, c.g * k, c.b * k, c.a} }

// tint multiplies channel by channel, as light of colour o falling on c.
func (c rgb) tint(o rgb) rgb { return rgb{c.r * o.r, c.g * o.g, c.b * o.b, c.a} }

// add adds o's channels scaled by k: a highlight of light on top of c.
func (c rgb) add(o rgb, k float64) rgb {
	return rgb{c.r + o.r*k, c.g + o.g*k, c.b + o.b*k, c.a}
}

// alpha returns c with its opacity multiplied by a.
func (c rgb) alpha(a float64) rgb { c.a *= a; return c }

// clamped keeps every channel inside 0..1.
func (c rgb) clamped() rgb {
	return rgb{clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a)}
}

// rgba converts to Go's premultiplied 8-bit colour.
func (c rgb) rgba() color.RGBA {
	c = c.clamped()
	return color.RGBA{
		R: uint8(math.Round(c.r * c.a * 255)),
		G: uint8(math.Round(c.g * c.a * 255)),
		B: uint8(math.Round(c.b * c.a * 255)),
		A: uint8(math.Round(c.a * 255)),
	}
}

// luma is the perceived brightness (Rec. 709 weights).
func (c rgb) luma() float64 { return 0.2126*c.r + 0.7152*c.g + 0.0722*c.b }

func clamp01(v float64) float64 { return clamp(v, 0, 1) }

func clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// smoothstep is the usual Hermite ramp from 0 at e0 to 1 at e1 (e0 may be
// greater than e1 for a falling ramp).
func smoothstep(e0, e1, x float64) float64 {
	if e0 == e1 {
		if x < e0 {
			return 0
		}
		return 1
	}
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// hyp is the length of (x, y).
func hyp(x, y float64) float64 { return math.Sqrt(x*x + y*y) }
