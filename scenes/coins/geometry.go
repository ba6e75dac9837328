package coins

import (
	"math"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
	"puzzleworks/sprites/coinart"
)

// The phases of a move: the coin drops onto the start point, glides along
// the line, and settles at the far end.
const (
	phDrop = iota
	phGlide
	phSettle
)

// Lengths of the phases in ticks at 1×, and the motion's sizes.
const (
	dropTicks   = 18
	settleTicks = 14
	dropHeight  = 38.0 // how high above the board the coin is let go
	bounce      = 3.0  // the little hop when it lands
	overshoot   = 3.5  // how far past the socket it slides before settling
	hitR        = 32.0 // a press this close to a point is on it
)

// geometry is where everything stands for one star, in logical pixels.
type geometry struct {
	n     int
	pts   [coins.MaxN][2]float64
	glide int // ticks of the glide: every line of a star has the same length
}

func newGeometry(p coins.Params) geometry {
	g := geometry{n: p.N}
	for i := 0; i < p.N; i++ {
		g.pts[i][0], g.pts[i][1] = coinart.Point(p.N, i)
	}
	a, b := g.pts[0], g.pts[p.K%p.N]
	g.glide = int(14 + math.Hypot(b[0]-a[0], b[1]-a[1])/12)
	return g
}

// pointAt returns the point under logical x, y, or -1.
func (g *geometry) pointAt(x, y, reach float64) int {
	r := max(hitR, reach)
	best, bestD := -1, r*r
	for i := 0; i < g.n; i++ {
		dx, dy := x-g.pts[i][0], y-g.pts[i][1]
		if d := dx*dx + dy*dy; d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// pose is where the moving coin is: its centre on the board, its height
// above the board, its turn, and the phase.
type pose struct {
	x, y, z, angle float64
	phase          int
}

// at returns the coin's pose t ticks (fractional) into move m.
func (g *geometry) at(m coins.Move, t float64) pose {
	ax, ay := g.pts[m.From][0], g.pts[m.From][1]
	bx, by := g.pts[m.To][0], g.pts[m.To][1]
	switch {
	case t < dropTicks:
		// Falls under gravity for three quarters of the time, then hops.
		const fall = dropTicks * 0.75
		p := pose{x: ax, y: ay, phase: phDrop}
		if t < fall {
			u := t / fall
			p.z = dropHeight * (1 - u*u)
		} else {
			p.z = bounce * math.Sin(math.Pi*(t-fall)/(dropTicks-fall))
		}
		return p
	case t < dropTicks+float64(g.glide):
		u := ui.Ease((t - dropTicks) / float64(g.glide))
		// A sliding coin turns a little on its way and back.
		return pose{x: ui.Lerp(ax, bx, u), y: ui.Lerp(ay, by, u), angle: 0.5 * math.Sin(math.Pi*u), phase: phGlide}
	default:
		// It runs past the socket's middle and rocks back into it.
		v := math.Min(1, (t-dropTicks-float64(g.glide))/settleTicks)
		l := math.Hypot(bx-ax, by-ay)
		off := overshoot * math.Sin(math.Pi*v) * (1 - v) * 1.6
		return pose{x: bx + (bx-ax)/l*off, y: by + (by-ay)/l*off, phase: phSettle}
	}
}

// project returns how far along the line from point a to point b the
// logical point x, y lies, 0 at a and 1 at b, clamped, and its distance
// from that segment.
func (g *geometry) project(a, b int, x, y float64) (t, d float64) {
	ax, ay := g.pts[a][0], g.pts[a][1]
	ex, ey := g.pts[b][0]-ax, g.pts[b][1]-ay
	t = math.Max(0, math.Min(1, ((x-ax)*ex+(y-ay)*ey)/(ex*ex+ey*ey)))
	return t, math.Hypot(x-ui.Lerp(ax, g.pts[b][0], t), y-ui.Lerp(ay, g.pts[b][1], t))
}
