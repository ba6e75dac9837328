package pulley

import (
	"math"

	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/tower"
)

// MaxItems is the most people and objects the scene shows; the solver
// takes up to pulley.MaxItems.
const MaxItems = 6

// The scene's range of the limit, in pounds; the solver takes 0..pulley.MaxWeight.
const (
	MinLimit = 5
	MaxLimit = 40
)

// Where the baskets hang: the ring of the top basket puts its riders' feet
// on the ledge; the bottom basket stands on the ground.
const (
	ringTop    = tower.LedgeY - tower.BasketInside
	ringBottom = tower.GroundY - tower.BasketFloor
	travel     = ringBottom - ringTop
)

// Phases of a trip, in ticks at 1×.
const (
	boardTicks   = 40 // riders walk from their places into the baskets
	holdTicks    = 8  // the baskets land and settle before the riders step out
	unboardTicks = 40 // riders walk out to their places
	swayTicks    = 50 // the baskets swing after they stop
	fallTicks    = 34 // an object falling alone beyond the limit
	dustTicks    = 36 // the puff of dust where it lands
)

// topSpot and groundSpot are where item i stands when it is not riding:
// each item keeps its own place, so nobody else has to move.
func topSpot(i int) (float64, float64) { return 110 + float64(i)*48, tower.LedgeY }

func groundSpot(i int) (float64, float64) { return 740 + float64(i)*86, tower.GroundY }

// spot is item i's place at the top or on the ground.
func spot(i int, top bool) (float64, float64) {
	if top {
		return topSpot(i)
	}
	return groundSpot(i)
}

// basketX is the x of a basket's rope: left or right of the wheel.
func basketX(left bool) float64 {
	if left {
		return tower.RopeLeftX
	}
	return tower.RopeRightX
}

// slot is where the j-th of k riders stands in a basket whose ring is at
// (x, ring): side by side, closer together the more there are.
func slot(j, k int, x, ring float64) (float64, float64) {
	sp := math.Min(28, 80/float64(max(k, 1)))
	return x - sp*float64(k-1)/2 + sp*float64(j), ring + tower.BasketInside
}

// rank is the place of item i among the items of s, and how many there are.
func rank(s pulley.Set, i int) (int, int) {
	j := 0
	for b := 0; b < i; b++ {
		if s.Has(b) {
			j++
		}
	}
	return j, s.Len()
}

// plan is how one trip is animated.
type plan struct {
	board int  // ticks of walking in (0 when the riders were already aboard)
	ride  int  // ticks of the ride
	fall  bool // an object alone beyond the limit: it drops fast and thuds
	diff  int  // how much heavier the top basket is, lb
	total int
}

// planTrip works out the phases of trip t from position p: the ride is
// slower the closer the two baskets weigh, a gentle ride within the limit,
// and a fast drop for an object falling alone.
func planTrip(p position, t trip) plan {
	pz := p.s.Puzzle()
	pl := plan{diff: pz.Weight(t.m.Down()) - pz.Weight(t.m.Up())}
	if !t.boarded {
		pl.board = boardTicks
	}
	limit := max(pz.Limit(), 1)
	riders := (t.m.Down() | t.m.Up()) & pz.People()
	if riders == 0 && pl.diff > pz.Limit() {
		pl.fall = true
		pl.ride = fallTicks
	} else {
		frac := math.Min(1, float64(pl.diff)/float64(limit))
		pl.ride = 60 + int(90*(1-frac))
	}
	pl.total = pl.board + pl.ride + holdTicks + unboardTicks
	return pl
}

// rideEnd is the tick the baskets stop.
func (pl plan) rideEnd() int { return pl.board + pl.ride }

// unboardStart is the tick the riders begin to step out.
func (pl plan) unboardStart() int { return pl.rideEnd() + holdTicks }

// rideAt is how far the ride has gone at tick tau: 0 at the start, 1 when
// the baskets stop; eased like the thing it is.
func (pl plan) rideAt(tau float64) float64 {
	u := clamp01((tau - float64(pl.board)) / float64(pl.ride))
	if pl.fall {
		return u * u // a free fall speeds up to the end
	}
	return u * u * (3 - 2*u)
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

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// smooth is the eased 0..1 ramp.
func smooth(u float64) float64 {
	u = clamp01(u)
	return u * u * (3 - 2*u)
}

// walk is a step from (x0, y0) to (x1, y1) at s in 0..1: eased, with a
// small bob of the steps and a hop of height hop over a basket's rim.
func walk(x0, y0, x1, y1, s, hop float64) (float64, float64) {
	e := smooth(s)
	x := x0 + (x1-x0)*e
	y := y0 + (y1-y0)*e
	steps := math.Max(1, math.Round(math.Abs(x1-x0)/18))
	y -= 2.5 * math.Abs(math.Sin(e*steps*math.Pi))
	y -= hop * math.Sin(math.Pi*smooth((s-0.45)/0.55))
	return x, y
}

// rimHop is how high a rider lifts over the rim of a basket.
const rimHop = 34
