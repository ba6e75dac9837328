package brush

import "math"

// Rect is an axis-aligned box in logical coordinates, from (X0, Y0) to
// (X1, Y1).
type Rect struct{ X0, Y0, X1, Y1 float64 }

// Union is the smallest box holding r and o.
func (r Rect) Union(o Rect) Rect {
	return Rect{Min(r.X0, o.X0), Min(r.Y0, o.Y0), Max(r.X1, o.X1), Max(r.Y1, o.Y1)}
}

// And is the box where r and o overlap; it is inverted (X0 > X1 or
// Y0 > Y1) when they do not.
func (r Rect) And(o Rect) Rect {
	return Rect{Max(r.X0, o.X0), Max(r.Y0, o.Y0), Min(r.X1, o.X1), Min(r.Y1, o.Y1)}
}

// Grow widens the box by d on every side.
func (r Rect) Grow(d float64) Rect { return Rect{r.X0 - d, r.Y0 - d, r.X1 + d, r.Y1 + d} }

// Shape is a signed distance field: Dist is negative inside, positive
// outside, in logical pixels. Distance fields give exact anti-aliasing,
// outlines and bevels from one function. Box bounds the inside; only the
// pixels in it (grown by a blur and a pixel) are looked at when filling.
// The functions of this package build shapes; a picture may build its own.
type Shape struct {
	Dist func(x, y float64) float64 // the signed distance from (x, y) to the edge
	Box  Rect                       // holds every point where Dist < 0
}

// Circle is a disc of radius r about (cx, cy).
func Circle(cx, cy, r float64) Shape {
	return Shape{
		Dist: func(x, y float64) float64 { return Hyp(x-cx, y-cy) - r },
		Box:  Rect{cx - r, cy - r, cx + r, cy + r},
	}
}

// Ring is the band between radii r0 < r1 about (cx, cy): a circle's
// outline, exact at both edges.
func Ring(cx, cy, r0, r1 float64) Shape {
	m, h := (r0+r1)/2, (r1-r0)/2
	return Shape{
		Dist: func(x, y float64) float64 { return math.Abs(Hyp(x-cx, y-cy)-m) - h },
		Box:  Rect{cx - r1, cy - r1, cx + r1, cy + r1},
	}
}

// RBox is the box (x0,y0)-(x1,y1) with corners rounded by r (at most
// half the shorter side; 0 for square corners).
func RBox(x0, y0, x1, y1, r float64) Shape {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2, (y1-y0)/2
	r = Max(0, Min(r, Min(hx, hy)))
	return Shape{
		Dist: func(x, y float64) float64 {
			qx := math.Abs(x-cx) - hx + r
			qy := math.Abs(y-cy) - hy + r
			out := Hyp(Max(qx, 0), Max(qy, 0))
			return out + Min(Max(qx, qy), 0) - r
		},
		Box: Rect{x0, y0, x1, y1},
	}
}

// Capsule is the segment a-b thickened to radius r (a line with round caps).
func Capsule(ax, ay, bx, by, r float64) Shape {
	ex, ey := bx-ax, by-ay
	ee := ex*ex + ey*ey
	return Shape{
		Dist: func(x, y float64) float64 {
			wx, wy := x-ax, y-ay
			t := 0.0
			if ee > 0 {
				t = Clamp01((wx*ex + wy*ey) / ee)
			}
			return Hyp(wx-ex*t, wy-ey*t) - r
		},
		Box: Rect{Min(ax, bx) - r, Min(ay, by) - r, Max(ax, bx) + r, Max(ay, by) + r},
	}
}

// Bar is the segment a-b thickened to half-width r with square ends.
func Bar(ax, ay, bx, by, r float64) Shape {
	l := Hyp(bx-ax, by-ay)
	if l == 0 {
		return RBox(ax-r, ay-r, ax+r, ay+r, 0)
	}
	nx, ny := -(by-ay)/l*r, (bx-ax)/l*r
	return Polygon(ax+nx, ay+ny, bx+nx, by+ny, bx-nx, by-ny, ax-nx, ay-ny)
}

// Polygon is the closed polygon through the points x0,y0,x1,y1,... (a
// trailing odd value is ignored). With fewer than three points it is
// Empty. It may be concave; a self-crossing one is filled by the even-odd
// rule.
func Polygon(xy ...float64) Shape {
	n := len(xy) / 2
	if n < 3 {
		return Empty()
	}
	pts := append([]float64(nil), xy[:2*n]...)
	b := Rect{pts[0], pts[1], pts[0], pts[1]}
	for i := 1; i < n; i++ {
		b = b.Union(Rect{pts[2*i], pts[2*i+1], pts[2*i], pts[2*i+1]})
	}
	return Shape{
		Dist: func(x, y float64) float64 {
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
					t = Clamp01((wx*ex + wy*ey) / ee)
				}
				bx, by := wx-ex*t, wy-ey*t
				// A plain comparison: math.Min's care for NaN and −0 is
				// a slow call in WebAssembly, and neither occurs here.
				if e := bx*bx + by*by; e < d {
					d = e
				}
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
		Box: b,
	}
}

// Arc is a stroke of width w along the circle of radius r about (cx, cy),
// from angle a0 to a1 (radians, clockwise on screen since y points down),
// with round caps.
func Arc(cx, cy, r, w, a0, a1 float64) Shape {
	if a1 < a0 {
		a0, a1 = a1, a0
	}
	span := a1 - a0
	mid := (a0 + a1) / 2
	e0x, e0y := cx+r*math.Cos(a0), cy+r*math.Sin(a0)
	e1x, e1y := cx+r*math.Cos(a1), cy+r*math.Sin(a1)
	h := w / 2
	return Shape{
		Dist: func(x, y float64) float64 {
			ang := math.Atan2(y-cy, x-cx) - mid
			ang = math.Remainder(ang, 2*math.Pi)
			if math.Abs(ang) <= span/2 {
				return math.Abs(Hyp(x-cx, y-cy)-r) - h
			}
			return Min(Hyp(x-e0x, y-e0y), Hyp(x-e1x, y-e1y)) - h
		},
		Box: Rect{cx - r - h, cy - r - h, cx + r + h, cy + r + h},
	}
}

// Empty is a shape with no inside: drawing it paints nothing.
func Empty() Shape {
	return Shape{Dist: func(x, y float64) float64 { return 1e9 }, Box: Rect{0, 0, 0, 0}}
}

// Union is everything inside any of the shapes ss (Empty for none).
func Union(ss ...Shape) Shape {
	list, b, ok := gather(ss)
	if !ok {
		return Empty()
	}
	return Shape{
		Dist: func(x, y float64) float64 {
			d := math.Inf(1)
			for _, s := range list {
				if v := s.Dist(x, y); v < d {
					d = v
				}
			}
			return d
		},
		Box: b,
	}
}

// gather copies ss and finds the smallest box holding all their boxes; ok
// is false when there are none.
func gather(ss []Shape) (list []Shape, box Rect, ok bool) {
	if len(ss) == 0 {
		return nil, Rect{}, false
	}
	list = append([]Shape(nil), ss...)
	box = list[0].Box
	for _, s := range list[1:] {
		box = box.Union(s.Box)
	}
	return list, box, true
}

// Blob is a smooth union: the shapes ss melt into each other over a width
// k (logical pixels), as clouds and smoke do.
func Blob(k float64, ss ...Shape) Shape {
	list, b, ok := gather(ss)
	if !ok {
		return Empty()
	}
	return Shape{
		Box: b.Grow(k),
		Dist: func(x, y float64) float64 {
			d := list[0].Dist(x, y)
			for _, s := range list[1:] {
				e := s.Dist(x, y)
				h := Clamp01(0.5 + 0.5*(e-d)/k)
				d = e + (d-e)*h - k*h*(1-h)
			}
			return d
		},
	}
}

// Minus is s with o cut out of it.
func (s Shape) Minus(o Shape) Shape {
	return Shape{
		Dist: func(x, y float64) float64 { return Max(s.Dist(x, y), -o.Dist(x, y)) },
		Box:  s.Box,
	}
}

// And is what is inside both s and o.
func (s Shape) And(o Shape) Shape {
	return Shape{
		Dist: func(x, y float64) float64 { return Max(s.Dist(x, y), o.Dist(x, y)) },
		Box:  s.Box.And(o.Box),
	}
}

// Grow is s with its edge moved outward by r (inward for negative r),
// which also rounds corners.
func (s Shape) Grow(r float64) Shape {
	return Shape{
		Dist: func(x, y float64) float64 { return s.Dist(x, y) - r },
		Box:  s.Box.Grow(Max(r, 0)),
	}
}

// Shell is the band of width w centred on the edge of s: its outline as a
// shape.
func (s Shape) Shell(w float64) Shape {
	return Shape{
		Dist: func(x, y float64) float64 { return math.Abs(s.Dist(x, y)) - w/2 },
		Box:  s.Box.Grow(w / 2),
	}
}

// FlipX is s mirrored about the vertical line x = cx.
func (s Shape) FlipX(cx float64) Shape {
	b := s.Box
	return Shape{
		Dist: func(x, y float64) float64 { return s.Dist(2*cx-x, y) },
		Box:  Rect{2*cx - b.X1, b.Y0, 2*cx - b.X0, b.Y1},
	}
}

// Move is s translated by (dx, dy).
func (s Shape) Move(dx, dy float64) Shape {
	b := s.Box
	return Shape{
		Dist: func(x, y float64) float64 { return s.Dist(x-dx, y-dy) },
		Box:  Rect{b.X0 + dx, b.Y0 + dy, b.X1 + dx, b.Y1 + dy},
	}
}

// Rotate is s turned by ang radians (clockwise on screen) about (cx, cy).
func (s Shape) Rotate(cx, cy, ang float64) Shape {
	sin, cos := math.Sincos(ang)
	b := s.Box
	// The rotated box is bounded by the circle around the box's corners.
	r := 0.0
	for _, p := range [4][2]float64{{b.X0, b.Y0}, {b.X1, b.Y0}, {b.X0, b.Y1}, {b.X1, b.Y1}} {
		r = Max(r, Hyp(p[0]-cx, p[1]-cy))
	}
	return Shape{
		Dist: func(x, y float64) float64 {
			dx, dy := x-cx, y-cy
			return s.Dist(cx+dx*cos+dy*sin, cy-dx*sin+dy*cos)
		},
		Box: Rect{cx - r, cy - r, cx + r, cy + r},
	}
}

// Grad is the outward unit normal of the field at (x, y), by central
// differences; (0, 0) where the field is flat.
func (s Shape) Grad(x, y float64) (float64, float64) {
	const e = 0.2
	gx := s.Dist(x+e, y) - s.Dist(x-e, y)
	gy := s.Dist(x, y+e) - s.Dist(x, y-e)
	l := Hyp(gx, gy)
	if l < 1e-9 {
		return 0, 0
	}
	return gx / l, gy / l
}
