package pulley

import (
	"math"

	"puzzleworks/sprites/pulleyart"
)

// rig is where the moving parts hang in a frame: the rings of the left and
// right baskets, their swing, and the wheel's turn.
type rig struct {
	left, right float64 // y of each basket's ring
	sway        float64 // radians, both baskets
	wheel       float64 // radians
	dust        float64 // 0..1 through the puff, or -1 for none
	dustX       float64
	lever       float64 // radians of the lever's arm
}

// rigNow works out the rig of the frame shown.
func (sc *Scene) rigNow() rig {
	f := sc.Ses.Shown()
	r := rig{dust: -1}
	topRing, botRing := float64(ringTop), float64(ringBottom)
	leftUp := f.From.leftUp
	if f.Moving {
		pl := planTrip(f.From, f.Move)
		tau := f.Ticks()
		u := pl.rideAt(tau)
		topRing, botRing = ringTop+travel*u, ringBottom-travel*u
		r.sway = pl.swayAt(tau)
		if pl.fall {
			if d := tau - float64(pl.rideEnd()); d >= 0 && d < dustTicks {
				r.dust = d / dustTicks
				r.dustX = basketX(leftUp)
			}
		}
	} else if sc.strain > 0 {
		// A refused trip: the rope jerks taut and the top basket shudders.
		t := float64(strainTicks - sc.strain)
		off := 4 * math.Sin(t*0.9) * float64(sc.strain) / strainTicks
		topRing += off
		botRing -= off
		r.sway = 0.02 * math.Sin(t*0.7) * float64(sc.strain) / strainTicks
	}
	if leftUp {
		r.left, r.right = topRing, botRing
	} else {
		r.left, r.right = botRing, topRing
	}
	// The rope runs over the wheel without slipping: the wheel turns by
	// the length of rope that has run over it.
	r.wheel = -(r.left - ringTop) / pulleyart.WheelR
	r.lever = -0.45
	if sc.pull > 0 {
		r.lever = -0.45 + 0.9*math.Sin(math.Pi*float64(pullTicks-sc.pull)/pullTicks)
	}
	return r
}

// restTarget is where item i belongs at rest: in the basket at its level
// when it is aboard, else at its place; with the basket's side and the level.
func (sc *Scene) restTarget(p position, i int) (x, y float64, aboard, left, top bool) {
	top = p.s.Top().Has(i)
	if !sc.load.Has(i) {
		x, y = spot(i, top)
		return x, y, false, false, top
	}
	set, ring, left := sc.load&p.s.Top(), float64(ringTop), p.leftUp
	if !top {
		set, ring, left = sc.load&p.s.Ground(), ringBottom, !p.leftUp
	}
	j, k := set.Rank(i), set.Len()
	x, y = slot(j, k, basketX(left), ring)
	return x, y, true, left, top
}

// levelLayer is the layer of an item standing or walking at a level: at
// the top it walks on the gallery behind the ropes.
func levelLayer(top bool) int {
	if top {
		return layerBehind
	}
	return layerGround
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
		return x, y, levelLayer(top)
	}
	pl := planTrip(f.From, f.Move)
	tau := f.Ticks()
	u := pl.rideAt(tau)
	set, left, ring0, ring1 := m.Down(), f.From.leftUp, float64(ringTop), float64(ringBottom)
	if up {
		set, left, ring0, ring1 = m.Up(), !f.From.leftUp, ringBottom, ringTop
	}
	j, k := set.Rank(i), set.Len()
	sc.tagRow[i], sc.seated[i] = j%tagRows(k), true
	sx, sy := slot(j, k, basketX(left), ring0+(ring1-ring0)*u)
	sx += math.Sin(pl.swayAt(tau)) * pulleyart.BasketInside
	switch {
	case tau < float64(pl.board):
		x0, y0 := spot(i, top)
		x, y, hop := route(x0, y0, doorX(left, top), sx, sy, tau/float64(pl.board))
		if !hop {
			return x, y, levelLayer(top)
		}
		sc.seated[i] = false
		return x, y, side(left)
	case tau >= float64(pl.unboardStart()):
		x1, y1 := spot(i, !top)
		s := (tau - float64(pl.unboardStart())) / float64(pl.unboard)
		x, y, hop := route(x1, y1, doorX(left, !top), sx, sy, 1-s)
		if !hop {
			return x, y, levelLayer(!top)
		}
		sc.seated[i] = false
		return x, y, side(left)
	}
	return sx, sy, side(left)
}

// place works out where every item is drawn this tick: from the trip in
// flight, or walking at rest to where it belongs.
func (sc *Scene) place() {
	f := sc.Ses.Shown()
	for i := 0; i < sc.n; i++ {
		tw := &sc.tw[i]
		sc.tagRow[i], sc.seated[i] = 0, false
		if f.Moving {
			x, y, layer := sc.movePose(i)
			sc.dispX[i], sc.dispY[i], sc.layer[i] = x, y, layer
			*tw = tween{x0: x, y0: y, x1: x, y1: y}
			continue
		}
		if sc.dragging && sc.press == i {
			sc.dispX[i], sc.dispY[i] = sc.dragX, sc.dragY
			*tw = tween{x0: sc.dragX, y0: sc.dragY, x1: sc.dragX, y1: sc.dragY}
			sc.layer[i] = layerCarried
			continue
		}
		x, y, aboard, left, top := sc.restTarget(f.From, i)
		if aboard {
			set := sc.load & f.From.s.Top()
			if !top {
				set = sc.load & f.From.s.Ground()
			}
			j, k := set.Rank(i), set.Len()
			sc.tagRow[i], sc.seated[i] = j%tagRows(k), true
		}
		if !sc.settled {
			sc.dispX[i], sc.dispY[i] = x, y
			*tw = tween{x0: x, y0: y, x1: x, y1: y}
			sc.layer[i] = levelLayer(top)
			if aboard {
				sc.layer[i] = side(left)
			}
			continue
		}
		if x != tw.x1 || y != tw.y1 {
			d := math.Hypot(x-sc.dispX[i], y-sc.dispY[i])
			*tw = tween{x0: sc.dispX[i], y0: sc.dispY[i], x1: x, y1: y, dur: 12 + int(d/7)}
			// Stepping into or out of a basket goes by its door and
			// over its rim.
			if wasAboard, bl := sc.inBasket(i); aboard != wasAboard && d > 20 {
				if !aboard {
					left = bl
				}
				tw.routed, tw.in, tw.left, tw.top = true, aboard, left, top
				tw.door = doorX(left, top)
				lx := tw.x0
				if !aboard {
					lx = x
				}
				tw.dur = routeTicks(math.Abs(tw.door - lx))
			}
		}
		if tw.t < tw.dur {
			tw.t++
		}
		s := 1.0
		if tw.dur > 0 {
			s = float64(tw.t) / float64(tw.dur)
		}
		switch {
		case tw.routed && tw.in:
			x, y, hop := route(tw.x0, tw.y0, tw.door, tw.x1, tw.y1, s)
			sc.dispX[i], sc.dispY[i], sc.layer[i] = x, y, hopLayer(hop, tw.left, tw.top)
			sc.seated[i] = s >= 1
		case tw.routed:
			x, y, hop := route(tw.x1, tw.y1, tw.door, tw.x0, tw.y0, 1-s)
			sc.dispX[i], sc.dispY[i], sc.layer[i] = x, y, hopLayer(hop, tw.left, tw.top)
			sc.seated[i] = false
		default:
			sc.dispX[i], sc.dispY[i] = walk(tw.x0, tw.y0, tw.x1, tw.y1, s)
			sc.layer[i] = levelLayer(top)
			if aboard {
				sc.layer[i] = side(left)
			}
		}
	}
	sc.settled = true
}

// hopLayer is the layer of an item on a route: its basket's in the hop,
// else the level's.
func hopLayer(hop, left, top bool) int {
	if hop {
		return side(left)
	}
	return levelLayer(top)
}

// inBasket reports whether item i is drawn standing in a basket now, and
// in which (left or right).
func (sc *Scene) inBasket(i int) (bool, bool) {
	x, y := sc.dispX[i], sc.dispY[i]
	for _, left := range [2]bool{true, false} {
		bx := basketX(left)
		if math.Abs(x-bx) < pulleyart.BasketW/2 && (math.Abs(y-(ringTop+pulleyart.BasketInside)) < 2 || math.Abs(y-(ringBottom+pulleyart.BasketInside)) < 2) {
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

func side(left bool) int {
	if left {
		return layerLeft
	}
	return layerRight
}
