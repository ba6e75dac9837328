package ui

import "math"

// Reach finds what a press is on among things drawn in boxes (the
// pulley's items, the river's people): the boxes it falls in, and, for a
// finger, the nearest box beside it within its reach.
type Reach struct {
	x, y float64
	near int
	d    float64
}

// NewReach starts a search for what the press at logical (x, y) is on;
// reach > 0 (a finger, Context.Reach) lets it take a thing beside it.
func NewReach(x, y, reach float64) Reach { return Reach{x: x, y: y, near: -1, d: reach} }

// In reports whether the press is in thing i's box, x0..x1 by y0..y1
// (its edges in it); when it is not, i is the nearest so far if its box
// is nearer than the reach and every box before it.
func (r *Reach) In(i int, x0, y0, x1, y1 float64) bool {
	if r.x >= x0 && r.x <= x1 && r.y >= y0 && r.y <= y1 {
		return true
	}
	if d := math.Hypot(max(0, x0-r.x, r.x-x1), max(0, y0-r.y, r.y-y1)); d < r.d {
		r.near, r.d = i, d
	}
	return false
}

// Nearest is the thing nearest the press within reach among those whose
// box it is not in, or −1.
func (r *Reach) Nearest() int { return r.near }
