package brush

import "math"

// Hash is a small integer hash of lattice point (ix, iy) for a seed, in
// 0..1. Everything random in the art comes from it, so the art is the same
// on every run.
func Hash(ix, iy int, seed uint32) float64 {
	h := uint32(ix)*0x8da6b343 ^ uint32(iy)*0xd8163841 ^ (seed+1)*0xcb1ab31f
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h) / 4294967296.0
}

// Noise is smooth value noise in 0..1 with a lattice spacing of 1; each
// seed gives a different field.
func Noise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	a := Hash(ix, iy, seed)
	b := Hash(ix+1, iy, seed)
	c := Hash(ix, iy+1, seed)
	d := Hash(ix+1, iy+1, seed)
	return a + (b-a)*tx + (c-a)*ty + (a-b-c+d)*tx*ty
}

// FBM sums octaves of Noise (fractal Brownian motion), each about twice as
// fine and half as strong as the one before, normalised to 0..1.
func FBM(x, y float64, octaves int, seed uint32) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += Noise(x, y, seed+uint32(i)*101) * amp
		norm += amp
		amp *= 0.5
		x, y = x*2.03+17.1, y*2.03-9.7
	}
	return sum / norm
}

// Grain is cellular (Worley) noise: it finds the nearest of one jittered
// point per unit cell and returns that point's random tone in 0..1 and how
// close (x, y) is to the border with the next cell (1 on the border).
func Grain(x, y float64, seed uint32) (tone, edge float64) {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	d1, d2 := math.Inf(1), math.Inf(1)
	for j := -1; j <= 1; j++ {
		for i := -1; i <= 1; i++ {
			cx, cy := ix+i, iy+j
			px := float64(cx) + 0.15 + 0.7*Hash(cx, cy, seed+1)
			py := float64(cy) + 0.15 + 0.7*Hash(cx, cy, seed+2)
			d := (x-px)*(x-px) + (y-py)*(y-py) // squared until the end
			if d < d1 {
				d2, d1 = d1, d
				tone = Hash(cx, cy, seed+3)
			} else if d < d2 {
				d2 = d
			}
		}
	}
	return tone, 1 - Smoothstep(0, 0.12, math.Sqrt(d2)-math.Sqrt(d1))
}

// ByLogicalPixel evaluates f once per logical pixel, at its centre, and
// reuses the value for the Res×Res device pixels inside it. For smooth
// textures the difference cannot be seen, and it is Res² times cheaper.
// It remembers one row, so it suits fills that go row by row; the returned
// function must not be shared between goroutines.
func ByLogicalPixel(f func(x, y float64) RGB) func(x, y float64) RGB {
	const width = 4096
	row := math.MinInt
	vals := make([]RGB, width)
	have := make([]bool, width)
	return func(x, y float64) RGB {
		ix, iy := int(math.Floor(x)), int(math.Floor(y))
		if ix < 0 || ix >= width {
			return f(float64(ix)+0.5, float64(iy)+0.5)
		}
		if iy != row {
			row = iy
			clear(have)
		}
		if !have[ix] {
			vals[ix], have[ix] = f(float64(ix)+0.5, float64(iy)+0.5), true
		}
		return vals[ix]
	}
}
