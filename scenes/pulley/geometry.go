package pulley

import (
	"math"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"

	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// MaxItems is the most people and objects the scene shows; the solver
// takes up to pulley.MaxItems.
const MaxItems = 6

// The scene's range of the limit, in pounds; the solver takes 0..pulley.MaxWeight.
const (
	MinLimit = 5
	MaxLimit = 40
)

// Phases of a trip, in ticks at 1×.
const (
	holdTicks = 8  // the baskets land and settle before the riders step out
	swayTicks = 50 // the baskets swing after they stop
	fallTicks = 34 // an object falling alone beyond the limit
	dustTicks = 36 // the puff of dust where it lands
)

// spot is where item i stands at the top or on the ground when it is not
// riding: each item keeps its own place, so nobody else has to move.
func spot(i int, top bool) (float64, float64) {
	if top {
		return 110 + float64(i)*48, pulleyart.LedgeY
	}
	return 740 + float64(i)*86, pulleyart.GroundY
}

// doorX is where an item stands to step into (or out of) a basket: beside
// the basket on the side it comes from, on the gallery at the top (from
// the left: the ropes hang in front of the gallery, so the walk passes
// behind the other rope) and on the ground (from the right, where the
// places below are).
func doorX(left, top bool) float64 {
	if top {
		return pulleyart.RopeX(left) - pulleyart.BasketW/2 - 22
	}
	return pulleyart.RopeX(left) + pulleyart.BasketW/2 + 22
}

// route is a step into a basket at s in 0..1: a walk along the level
// (y = ly) from lx to the door dx, then a hop over the rim into the slot
// (sx, sy). It reports whether the item is in the hop, drawn with the
// basket, rather than walking. Stepping out is the route backwards.
func route(lx, ly, dx, sx, sy, s float64) (float64, float64, bool) {
	walkLen := math.Abs(dx - lx)
	w := walkLen / (walkLen + hopLen)
	if s < w {
		x, y := walk(lx, ly, dx, ly, s/w)
		return x, y, false
	}
	u := 1.0
	if w < 1 {
		u = max(0, min(1, (s-w)/(1-w)))
	}
	e := ui.Ease(u)
	return ui.Lerp(dx, sx, e), ui.Lerp(ly, sy, e) - rimHop*math.Sin(math.Pi*u), true
}

// hopLen is what the hop over a rim counts for against a walk, in pixels
// of walk that take as long.
const hopLen = 90

// routeTicks is how long a route of a walk of walkLen pixels and a hop
// takes at 1×: a brisk walk, never a dash.
func routeTicks(walkLen float64) int {
	return min(110, max(36, int((walkLen+hopLen)/6)))
}

// plan is how one trip is animated: the ticks of its phases, measured by
// frame.PhaseAt.
type plan struct {
	ticks [phUnboard + 1]int
	fall  bool // an object alone beyond the limit: it drops fast and thuds
}

// The phases of a trip, which the sounds follow too.
const (
	phBoard   = iota // walking in (no ticks when the riders were already aboard)
	phRide           // the ride
	phHold           // the baskets land and settle (holdTicks)
	phUnboard        // stepping out and walking to their places
	phRest    = -1   // no trip in flight
)

// walks is the longest walk, in pixels, between a rider's place and the
// door of its basket, before the trip (in) and after it (out).
func walks(p position, t trip) (in, out float64) {
	m := t.m
	for i := 0; i < pulley.MaxItems; i++ {
		down, up := m.Down().Has(i), m.Up().Has(i)
		if !down && !up {
			continue
		}
		left := p.leftUp == down // the top basket is the one at the window
		x0, _ := spot(i, down)
		x1, _ := spot(i, !down)
		in = math.Max(in, math.Abs(doorX(left, down)-x0))
		out = math.Max(out, math.Abs(doorX(left, !down)-x1))
	}
	return in, out
}

// planTrip works out the phases of trip t from position p: the ride is
// slower the closer the two baskets weigh, a gentle ride within the limit,
// and a fast drop for an object falling alone.
func planTrip(p position, t trip) plan {
	pz := p.s.Puzzle()
	var pl plan
	diff := pz.Weight(t.m.Down()) - pz.Weight(t.m.Up()) // how much heavier the top basket is, lb
	in, out := walks(p, t)
	if !t.boarded {
		pl.ticks[phBoard] = routeTicks(in)
	}
	pl.ticks[phHold], pl.ticks[phUnboard] = holdTicks, routeTicks(out)
	riders := (t.m.Down() | t.m.Up()) & pz.People()
	if riders == 0 && diff > pz.Limit() {
		pl.fall, pl.ticks[phRide] = true, fallTicks
	} else {
		frac := math.Min(1, float64(diff)/float64(max(pz.Limit(), 1)))
		pl.ticks[phRide] = 60 + int(90*(1-frac))
	}
	return pl
}

// total is the trip's length in ticks at 1×.
func (pl plan) total() int { return frame.Total(pl.ticks[:]) }

// rideEnd is the tick the baskets stop.
func (pl plan) rideEnd() int { return pl.ticks[phBoard] + pl.ticks[phRide] }

// rideAt is how far the ride has gone at tick tau: 0 at the start, 1 when
// the baskets stop; eased like the thing it is.
func (pl plan) rideAt(tau float64) float64 {
	u := (tau - float64(pl.ticks[phBoard])) / float64(pl.ticks[phRide])
	if pl.fall {
		u = max(0, min(1, u))
		return u * u // a free fall speeds up to the end
	}
	return ui.Ease(u)
}

// swayAt is the angle of the baskets' swing at tick tau, radians.
func (pl plan) swayAt(tau float64) float64 {
	ts := tau - float64(pl.rideEnd())
	if ts <= 0 || ts > swayTicks {
		return 0
	}
	amp := 0.035
	if pl.fall {
		amp = 0.07
	}
	return amp * math.Exp(-ts/14) * math.Sin(ts*0.42)
}

// walk is a step from (x0, y0) to (x1, y1) at s in 0..1: eased, with a
// small bob of the steps.
func walk(x0, y0, x1, y1, s float64) (float64, float64) {
	e := ui.Ease(s)
	steps := math.Max(1, math.Round(math.Abs(x1-x0)/18))
	return ui.Lerp(x0, x1, e), ui.Lerp(y0, y1, e) - 2.5*math.Abs(math.Sin(e*steps*math.Pi))
}

// rimHop is how high a rider lifts over the rim of a basket.
const rimHop = 34
