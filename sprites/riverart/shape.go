package riverart

import "math"

// rect is an axis-aligned box in logical coordinates.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) union(o rect) rect {
	return rect{math.Min(r.x0, o.x0), math.Min(r.y0, o.y0), math.Max(r.x1, o.x1), math.Max(r.y1, o.y1)}
}

func (r rect) and(o rect) rect {
	return rect{math.Max(r.x0, o.x0), math.Max(r.y0, o.y0), math.Min(r.x1, o.x1), math.Min(r.y1, o.y1)}
}

// grow widens the box by d on every side.
func (r rect) grow(d float64) rect { return rect{r.x0 - d, r.y0 - d, r.x1 + d, r.y1 + d} }

// shape is a signed distance field: dist is negative inside, positive
// outside, in logical pixels. Distance fields give exact anti-aliasing,
// outlines and bevels from one function. box bounds the inside.
type shape struct {
	dist func(x, y float64) float64
	box  rect
}

// circle is a disc of radius r about (cx, cy).
func circle(cx, cy, r float64) shape {
	return shape{
		dist: func(x, y float64) float64 { return hyp(x-cx, y-cy) - r },
		box:  rect{cx - r, cy - r, cx + r, cy + r},
	}
}

// rbox is the box (x0,y0)-(x1,y1) with corners rounded by r.
func rbox(x0, y0, x1, y1, r float64) shape {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2, (y1-y0)/2
	r = math.Max(0, math.Min(r, math.Min(hx, hy)))
	return shape{
		dist: func(x, y float64) float64 {
			qx := math.Abs(x-cx) - hx + r
			qy := math.Abs(y-cy) - hy + r
			out := hyp(math.Max(qx, 0), math.Max(qy, 0))
			return out + math.Min(math.Max(qx, qy), 0) - r
		},
		box: rect{x0, y0, x1, y1},
	}
}

// capsule is the segment a-b thickened to radius r (a line with round caps).
func capsule(ax, ay, bx, by, r float64) shape {
	ex, ey := bx-ax, by-ay
	ee := ex*ex + ey*ey
	return shape{
		dist: func(x, y float64) float64 {
			wx, wy := x-ax, y-ay
			t := 0.0
			if ee > 0 {
				t = clamp01((wx*ex + wy*ey) / ee)
			}
			return hyp(wx-ex*t, wy-ey*t) - r
		},
		box: rect{math.Min(ax, bx) - r, math.Min(ay, by) - r, math.Max(ax, bx) + r, math.Max(ay, by) + r},
	}
}

// bar is the segment a-b thickened to half-width r with square ends.
func bar(ax, ay, bx, by, r float64) shape {
	l := hyp(bx-ax, by-ay)
	if l == 0 {
		return rbox(ax-r, ay-r, ax+r, ay+r, 0)
	}
	nx, ny := -(by-ay)/l*r, (bx-ax)/l*r
	return polygon(ax+nx, ay+ny, bx+nx, by+ny, bx-nx, by-ny, ax-nx, ay-ny)
}

// polygon is the closed polygon through the points x0,y0,x1,y1,...
func polygon(xy ...float64) shape {
	n := len(xy) / 2
	if n < 3 {
		return empty()
	}
	pts := append([]float64(nil), xy[:2*n]...)
	b := rect{pts[0], pts[1], pts[0], pts[1]}
	for i := 1; i < n; i++ {
		b = b.union(rect{pts[2*i], pts[2*i+1], pts[2*i], pts[2*i+1]})
	}
	return shape{
		dist: func(x, y float64) float64 {
			d := math.Inf(1)
			inside := false
			for i, j := 0, n-1; i < n; j, i = i, i+1 {
				vix, viy := pts[2*i], pts[2*i+1]
				vjx, vjy := pts[2*j], pts[2*j+1]
				ex, ey := vjx-vix, vjy-viy
				wx, wy := x-vix, y-viy
				ee := ex*ex + ey*ey
				t := 0.0
				if ee > 0 {
					t = clamp01((wx*ex + wy*ey) / ee)
				}
				bx, by := wx-ex*t, wy-ey*t
				d = math.Min(d, bx*bx+by*by)
				// Crossing-number test for inside.
				if (viy > y) != (vjy > y) && x < (vjx-vix)*(y-viy)/(vjy-viy)+vix {
					inside = !inside
				}
			}
			d = math.Sqrt(d)
			if inside {
				return -d
			}
			return d
		},
		box: b,
	}
}

// arc is a stroke of width w along the circle of radius r about (cx, cy),
// from angle a0 to a1 (radians, clockwise on screen since y points down),
// with round caps.
func arc(cx, cy, r, w, a0, a1 float64) shape {
	if a1 < a0 {
		a0, a1 = a1, a0
	}
	span := a1 - a0
	mid := (a0 + a1) / 2
	e0x, e0y := cx+r*math.Cos(a0), cy+r*math.Sin(a0)
	e1x, e1y := cx+r*math.Cos(a1), cy+r*math.Sin(a1)
	h := w / 2
	return shape{
		dist: func(x, y float64) float64 {
			ang := math.Atan2(y-cy, x-cx) - mid
			ang = math.Remainder(ang, 2*math.Pi)
			if math.Abs(ang) <= span/2 {
				return math.Abs(hyp(x-cx, y-cy)-r) - h
			}
			return math.Min(hyp(x-e0x, y-e0y), hyp(x-e1x, y-e1y)) - h
		},
		box: rect{cx - r - h, cy - r - h, cx + r + h, cy + r + h},
	}
}

// empty is a shape with no inside.
func empty() shape {
	return shape{dist: func(x, y float64) float64 { return 1e9 }, box: rect{0, 0, 0, 0}}
}

// union is everything inside any of the shapes.
func union(ss ...shape) shape {
	if len(ss) == 0 {
		return empty()
	}
	list := append([]shape(nil), ss...)
	b := list[0].box
	for _, s := range list[1:] {
		b = b.union(s.box)
	}
	return shape{
		dist: func(x, y float64) float64 {
			d := math.Inf(1)
			for _, s := range list {
				if v := s.dist(x, y); v < d {
					d = v
				}
			}
			return d
		},
		box: b,
	}
}

// blob is a smooth union: the shapes melt into each other over a width k,
// as clouds and smoke do.
func blob(k float64, ss ...shape) shape {
	if len(ss) == 0 {
		return empty()
	}
	list := append([]shape(nil), ss...)
	b := list[0].box
	for _, s := range list[1:] {
		b = b.union(s.box)
	}
	return shape{
		dist: func(x, y float64) float64 {
			d := list[0].dist(x, y)
			for _, s := range list[1:] {
				e := s.dist(x, y)
				h := clamp01(0.5 + 0.5*(e-d)/k)
				d = e + (d-e)*h - k*h*(1-h)
			}
			return d
		},
		box: b.grow(k),
	}
}

// minus cuts o out of s.
func (s shape) minus(o shape) shape {
	return shape{
		dist: func(x, y float64) float64 { return math.Max(s.dist(x, y), -o.dist(x, y)) },
		box:  s.box,
	}
}

// and keeps what is inside both s and o.
func (s shape) and(o shape) shape {
	return shape{
		dist: func(x, y float64) float64 { return math.Max(s.dist(x, y), o.dist(x, y)) },
		box:  s.box.and(o.box),
	}
}

// grow moves the edge outward by r (inward for negative r), which also
// rounds corners.
func (s shape) grow(r float64) shape {
	return shape{
		dist: func(x, y float64) float64 { return s.dist(x, y) - r },
		box:  s.box.grow(math.Max(r, 0)),
	}
}

// shell is the band of width w centred on the edge of s: its outline.
func (s shape) shell(w float64) shape {
	return shape{
		dist: func(x, y float64) float64 { return math.Abs(s.dist(x, y)) - w/2 },
		box:  s.box.grow(w / 2),
	}
}

// flipX mirrors the shape about the vertical line x = cx.
func (s shape) flipX(cx float64) shape {
	b := s.box
	return shape{
		dist: func(x, y float64) float64 { return s.dist(2*cx-x, y) },
		box:  rect{2*cx - b.x1, b.y0, 2*cx - b.x0, b.y1},
	}
}

// move translates the shape by (dx, dy).
func (s shape) move(dx, dy float64) shape {
	b := s.box
	return shape{
		dist: func(x, y float64) float64 { return s.dist(x-dx, y-dy) },
		box:  rect{b.x0 + dx, b.y0 + dy, b.x1 + dx, b.y1 + dy},
	}
}

// rotate turns the shape by ang radians (clockwise on screen) about (cx, cy).
func (s shape) rotate(cx, cy, ang float64) shape {
	sin, cos := math.Sincos(ang)
	b := s.box
	// The rotated box is bounded by the circle around the box's corners.
	r := 0.0
	for _, p := range [4][2]float64{{b.x0, b.y0}, {b.x1, b.y0}, {b.x0, b.y1}, {b.x1, b.y1}} {
		r = math.Max(r, hyp(p[0]-cx, p[1]-cy))
	}
	return shape{
		dist: func(x, y float64) float64 {
			dx, dy := x-cx, y-cy
			return s.dist(cx+dx*cos+dy*sin, cy-dx*sin+dy*cos)
		},
		box: rect{cx - r, cy - r, cx + r, cy + r},
	}
}

// grad is the outward unit normal of the field at (x, y), by central
// differences.
func (s shape) grad(x, y float64) (float64, float64) {
	const e = 0.2
	gx := s.dist(x+e, y) - s.dist(x-e, y)
	gy := s.dist(x, y+e) - s.dist(x, y-e)
	l := hyp(gx, gy)
	if l < 1e-9 {
		return 0, 0
	}
	return gx / l, gy / l
}
