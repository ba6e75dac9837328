package pulley

import (
	"math"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// rig is where the moving parts hang in a frame: the rings of the left and
// right baskets, their swing, and the wheel's turn.
type rig struct {
	left, right float64 // y of each basket's ring
	sway        float64 // radians, both baskets
	wheel       float64 // radians
	dust, dustX float64 // 0..1 through the puff (-1 for none), and its x
	lever       float64 // radians of the lever's arm
}

// rigNow works out the rig of the frame shown.
func (sc *Scene) rigNow() rig {
	f := sc.Ses.Shown()
	r := rig{dust: -1}
	topRing, botRing := pulleyart.RingTop, pulleyart.RingBottom
	if f.Moving {
		pl := planTrip(f.From, f.Move)
		tau := f.Ticks()
		u := pl.rideAt(tau)
		topRing, botRing = topRing+pulleyart.Travel*u, botRing-pulleyart.Travel*u
		r.sway = pl.swayAt(tau)
		if d := tau - float64(pl.rideEnd()); pl.fall && d >= 0 && d < dustTicks {
			r.dust, r.dustX = d/dustTicks, pulleyart.RopeX(f.From.leftUp)
		}
	} else if sc.strain > 0 {
		// A refused trip: the rope jerks taut and the top basket shudders.
		t := float64(strainTicks - sc.strain)
		off := 4 * math.Sin(t*0.9) * float64(sc.strain) / strainTicks
		topRing, botRing = topRing+off, botRing-off
		r.sway = 0.02 * math.Sin(t*0.7) * float64(sc.strain) / strainTicks
	}
	r.left, r.right = topRing, botRing
	if !f.From.leftUp {
		r.left, r.right = botRing, topRing
	}
	// The rope runs over the wheel without slipping: the wheel turns by
	// the length of rope that has run over it.
	r.wheel = -(r.left - pulleyart.RingTop) / pulleyart.WheelR
	r.lever = -0.45
	if sc.pull > 0 {
		r.lever = -0.45 + 0.9*math.Sin(math.Pi*float64(pullTicks-sc.pull)/pullTicks)
	}
	return r
}

// restTarget is where item i belongs at rest: in the basket at its level
// when it is aboard (seated), else at its place; with the basket's side
// and the level.
func (sc *Scene) restTarget(p position, i int) (x, y float64, aboard, left, top bool) {
	top = p.s.Top().Has(i)
	if !sc.load.Has(i) {
		x, y = spot(i, top)
		return x, y, false, false, top
	}
	set, ring, left := sc.load&p.s.Top(), pulleyart.RingTop, p.leftUp
	if !top {
		set, ring, left = sc.load&p.s.Ground(), pulleyart.RingBottom, !p.leftUp
	}
	x, y = sc.seat(i, set, pulleyart.RopeX(left), ring)
	return x, y, true, left, top
}

// seat is where item i stands, the j-th of the k riders set, in a basket
// whose ring is at (x, ring): it is seated there, its tag in its row.
func (sc *Scene) seat(i int, set pulley.Set, x, ring float64) (float64, float64) {
	j, k := set.Rank(i), set.Len()
	sc.tagRow[i], sc.seated[i] = j%pulleyart.TagRows(k), true
	sp := pulleyart.SeatGap(k)
	return x - sp*float64(k-1)/2 + sp*float64(j), ring + pulleyart.BasketInside
}

// movePose is where item i is in the trip in flight, and the layer it is
// drawn in: its basket's while it rides or hops over the rim.
func (sc *Scene) movePose(i int) (float64, float64, int) {
	f := sc.Ses.Shown()
	m := f.Move.m
	top := f.From.s.Top().Has(i)
	down, up := m.Down().Has(i), m.Up().Has(i)
	if !down && !up {
		x, y := spot(i, top)
		return x, y, layerOf(false, false, top)
	}
	pl := planTrip(f.From, f.Move)
	tau := f.Ticks()
	u := pl.rideAt(tau)
	set, left, ring0, ring1 := m.Down(), f.From.leftUp, pulleyart.RingTop, pulleyart.RingBottom
	if up {
		set, left, ring0, ring1 = m.Up(), !f.From.leftUp, pulleyart.RingBottom, pulleyart.RingTop
	}
	sx, sy := sc.seat(i, set, pulleyart.RopeX(left), ui.Lerp(ring0, ring1, u))
	sx += math.Sin(pl.swayAt(tau)) * pulleyart.BasketInside
	// Boarding, the riders walk from their level's places; landed, they
	// walk to those of the other level.
	ph, s := frame.PhaseAt(pl.ticks[:], tau)
	level := top
	switch ph {
	case phUnboard:
		level, s = !top, 1-s
	case phRide, phHold:
		return sx, sy, layerOf(true, left, top)
	}
	lx, ly := spot(i, level)
	x, y, hop := route(lx, ly, doorX(left, level), sx, sy, s)
	sc.seated[i] = !hop
	return x, y, layerOf(hop, left, level)
}

// place works out where every item is drawn this tick: from the trip in
// flight, or walking at rest to where it belongs (at once when snap: a
// new game).
func (sc *Scene) place(snap bool) {
	f := sc.Ses.Shown()
	for i := 0; i < sc.n; i++ {
		tw := &sc.tw[i]
		sc.tagRow[i], sc.seated[i] = 0, false
		if f.Moving || sc.dragging && sc.press == i {
			x, y, layer := sc.dragX, sc.dragY, layerCarried
			if f.Moving {
				x, y, layer = sc.movePose(i)
			}
			sc.dispX[i], sc.dispY[i], sc.layer[i] = x, y, layer
			*tw = tween{x0: x, y0: y, x1: x, y1: y}
			continue
		}
		x, y, aboard, left, top := sc.restTarget(f.From, i)
		if snap {
			*tw = tween{x0: x, y0: y, x1: x, y1: y} // there at once
		} else if x != tw.x1 || y != tw.y1 {
			d := math.Hypot(x-sc.dispX[i], y-sc.dispY[i])
			*tw = tween{x0: sc.dispX[i], y0: sc.dispY[i], x1: x, y1: y, dur: 12 + int(d/7)}
			// Stepping into or out of a basket goes by its door and
			// over its rim.
			if wasAboard, bl := sc.inBasket(i); aboard != wasAboard && d > 20 {
				lx := tw.x0
				if !aboard {
					left, lx = bl, x
				}
				tw.routed, tw.left = true, left
				tw.dur = routeTicks(math.Abs(doorX(left, top) - lx))
			}
		}
		tw.t = min(tw.t+1, tw.dur)
		s := 1.0
		if tw.dur > 0 {
			s = float64(tw.t) / float64(tw.dur)
		}
		if !tw.routed {
			sc.dispX[i], sc.dispY[i] = walk(tw.x0, tw.y0, tw.x1, tw.y1, s)
			sc.layer[i] = layerOf(aboard, left, top)
			continue
		}
		// A route runs from the level into the basket: stepping out
		// runs it backwards.
		lx, ly, sx, sy, u := tw.x0, tw.y0, tw.x1, tw.y1, s
		if !aboard {
			lx, ly, sx, sy, u = tw.x1, tw.y1, tw.x0, tw.y0, 1-s
		}
		x, y, hop := route(lx, ly, doorX(tw.left, top), sx, sy, u)
		sc.dispX[i], sc.dispY[i], sc.layer[i] = x, y, layerOf(hop, tw.left, top)
		sc.seated[i] = aboard && s >= 1
	}
}

// layerOf is the layer of an item in a basket (in), the left one or the
// right, or else at the top, on the gallery behind the ropes, or on the
// ground.
func layerOf(in, left, top bool) int {
	switch {
	case in && left:
		return layerLeft
	case in:
		return layerRight
	case top:
		return layerBehind
	}
	return layerGround
}

// inBasket reports whether item i is drawn standing in a basket now, and
// in which (left or right).
func (sc *Scene) inBasket(i int) (bool, bool) {
	x, y := sc.dispX[i], sc.dispY[i]
	const inside = pulleyart.BasketInside // from a ring down to where riders stand
	standing := math.Abs(y-(pulleyart.RingTop+inside)) < 2 || math.Abs(y-(pulleyart.RingBottom+inside)) < 2
	for _, left := range [2]bool{true, false} {
		if standing && math.Abs(x-pulleyart.RopeX(left)) < pulleyart.BasketW/2 {
			return true, left
		}
	}
	return false, false
}

// Layers an item is drawn in.
const (
	layerBehind  = iota // at the top, standing or walking on the gallery behind the ropes
	layerGround         // standing or walking on the ground
	layerLeft           // in (or hopping over the rim of) the left basket
	layerRight          // the right basket
	layerCarried        // carried by the pointer, above everything
)
