package brush

import (
	"image/color"
	"math"
)

// RGB is a straight (non-premultiplied) colour with channels in 0..1. All
// drawing maths works on it; it becomes premultiplied only when blended.
// Channels may stray outside 0..1 in the middle of a computation; they are
// clamped when the colour is blended or converted.
type RGB struct{ R, G, B, A float64 }

// Hex is the opaque colour 0xRRGGBB.
func Hex(v uint32) RGB {
	return RGB{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, 1}
}

// Mix blends linearly from c (t=0) to o (t=1), alpha included.
func (c RGB) Mix(o RGB, t float64) RGB {
	return RGB{c.R + (o.R-c.R)*t, c.G + (o.G-c.G)*t, c.B + (o.B-c.B)*t, c.A + (o.A-c.A)*t}
}

// Mul scales the colour channels by k, leaving alpha alone.
func (c RGB) Mul(k float64) RGB { return RGB{c.R * k, c.G * k, c.B * k, c.A} }

// Tint multiplies channel by channel, as light of colour o falling on c.
func (c RGB) Tint(o RGB) RGB { return RGB{c.R * o.R, c.G * o.G, c.B * o.B, c.A} }

// Add adds o's colour channels scaled by k, leaving c's alpha: a
// highlight of light on top of c.
func (c RGB) Add(o RGB, k float64) RGB {
	return RGB{c.R + o.R*k, c.G + o.G*k, c.B + o.B*k, c.A}
}

// Alpha returns c with its opacity multiplied by a.
func (c RGB) Alpha(a float64) RGB { c.A *= a; return c }

// Clamped is c with every channel, alpha included, kept inside 0..1.
func (c RGB) Clamped() RGB {
	return RGB{Clamp01(c.R), Clamp01(c.G), Clamp01(c.B), Clamp01(c.A)}
}

// Color converts c, clamped, to Go's premultiplied 8-bit colour.
func (c RGB) Color() color.RGBA {
	c = c.Clamped()
	return color.RGBA{
		R: uint8(math.Round(c.R * c.A * 255)),
		G: uint8(math.Round(c.G * c.A * 255)),
		B: uint8(math.Round(c.B * c.A * 255)),
		A: uint8(math.Round(c.A * 255)),
	}
}

// Luma is the perceived brightness (Rec. 709 weights).
func (c RGB) Luma() float64 { return 0.2126*c.R + 0.7152*c.G + 0.0722*c.B }

// Min is the smaller of a and b, Max the larger: plain comparisons, which
// WebAssembly runs inline where math.Min, math.Max and the builtins are
// calls, careful of NaN and −0 as no picture needs.
func Min(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

// Max is the larger of a and b (see Min).
func Max(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

// Clamp01 is v kept inside 0..1.
func Clamp01(v float64) float64 { return Clamp(v, 0, 1) }

// Clamp is v kept inside lo..hi.
func Clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Smoothstep is the usual Hermite ramp from 0 at e0 to 1 at e1 (e0 may be
// greater than e1 for a falling ramp).
func Smoothstep(e0, e1, x float64) float64 {
	if e0 == e1 {
		if x < e0 {
			return 0
		}
		return 1
	}
	t := Clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// Ink is the dark blue-grey of outlines, 0xRRGGBB (for Hex), as Steel and
// Painted use it.
const Ink = 0x1c2027

// Hyp is the length of (x, y). math.Hypot guards against overflow, which
// costs time and is never needed for distances on a canvas.
func Hyp(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// Gradient interpolates smoothly between colours cs at positions ts
// (rising): cs[0] up to ts[0], the last colour after the last position.
func Gradient(t float64, ts []float64, cs []RGB) RGB {
	if t <= ts[0] {
		return cs[0]
	}
	for i := 1; i < len(ts); i++ {
		if t <= ts[i] {
			return cs[i-1].Mix(cs[i], Smoothstep(ts[i-1], ts[i], t))
		}
	}
	return cs[len(cs)-1]
}
