package coinart

import (
	"image"
	"image/color"
	"math"

	"puzzleworks/sprites"
)

// Res is the number of device pixels per logical pixel, as in every sprite.
const Res = sprites.Res

// rgb is a straight (non-premultiplied) colour with channels in 0..1.
type rgb struct{ r, g, b, a float64 }

// hex makes an opaque colour from 0xRRGGBB.
func hex(v uint32) rgb {
	return rgb{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, 1}
}

func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t, c.a + (o.a-c.a)*t}
}
func (c rgb) mul(k float64) rgb        { return rgb{c.r * k, c.g * k, c.b * k, c.a} }
func (c rgb) tint(o rgb) rgb           { return rgb{c.r * o.r, c.g * o.g, c.b * o.b, c.a} }
func (c rgb) add(o rgb, k float64) rgb { return rgb{c.r + o.r*k, c.g + o.g*k, c.b + o.b*k, c.a} }
func (c rgb) alpha(a float64) rgb      { c.a *= a; return c }

// rgba converts to Go's premultiplied 8-bit colour.
func (c rgb) rgba() color.RGBA {
	r, g, b, a := clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a)
	return color.RGBA{
		R: uint8(math.Round(r * a * 255)),
		G: uint8(math.Round(g * a * 255)),
		B: uint8(math.Round(b * a * 255)),
		A: uint8(math.Round(a * 255)),
	}
}

// clamp01 keeps v in 0..1 (plain comparisons: math.Max and math.Min pay
// for NaN handling on every pixel).
func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// smoothstep is the Hermite ramp from 0 at e0 to 1 at e1.
func smoothstep(e0, e1, x float64) float64 {
	if e0 == e1 {
		if x < e0 {
			return 0
		}
		return 1
	}
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

func hyp(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// canvas is an RGBA picture addressed in logical pixels, Res device pixels
// per logical pixel, with its logical origin at (ox, oy) of the scene.
type canvas struct {
	img    *image.RGBA
	w, h   int
	ox, oy float64
}

func newCanvas(w, h int) *canvas {
	w, h = max(w, 1), max(h, 1)
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w*Res, h*Res)), w: w, h: h}
}

// blend composites col with coverage cov over device pixel (px, py).
func (c *canvas) blend(px, py int, col rgb, cov float64) {
	a := clamp01(col.a * cov)
	if a <= 0 {
		return
	}
	i := c.img.PixOffset(px, py)
	p := c.img.Pix[i : i+4 : i+4]
	k := 1 - a
	p[0] = uint8(math.Min(255, clamp01(col.r)*a*255+float64(p[0])*k+0.5))
	p[1] = uint8(math.Min(255, clamp01(col.g)*a*255+float64(p[1])*k+0.5))
	p[2] = uint8(math.Min(255, clamp01(col.b)*a*255+float64(p[2])*k+0.5))
	p[3] = uint8(math.Min(255, a*255+float64(p[3])*k+0.5))
}

// rect is a box in logical coordinates.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) grow(d float64) rect { return rect{r.x0 - d, r.y0 - d, r.x1 + d, r.y1 + d} }

// shape is a signed distance field (negative inside) with a bounding box.
type shape struct {
	dist func(x, y float64) float64
	box  rect
}

func circle(cx, cy, r float64) shape {
	return shape{
		dist: func(x, y float64) float64 { return hyp(x-cx, y-cy) - r },
		box:  rect{cx - r, cy - r, cx + r, cy + r},
	}
}

// ring is the band between radii r0 < r1 about (cx, cy).
func ring(cx, cy, r0, r1 float64) shape {
	m, h := (r0+r1)/2, (r1-r0)/2
	return shape{
		dist: func(x, y float64) float64 { return math.Abs(hyp(x-cx, y-cy)-m) - h },
		box:  rect{cx - r1, cy - r1, cx + r1, cy + r1},
	}
}

func rbox(x0, y0, x1, y1, r float64) shape {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2, (y1-y0)/2
	r = math.Max(0, math.Min(r, math.Min(hx, hy)))
	return shape{
		dist: func(x, y float64) float64 {
			qx := math.Abs(x-cx) - hx + r
			qy := math.Abs(y-cy) - hy + r
			return hyp(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
		},
		box: rect{x0, y0, x1, y1},
	}
}

// polygon is the closed polygon through x0,y0,x1,y1,...
func polygon(xy ...float64) shape {
	n := len(xy) / 2
	pts := append([]float64(nil), xy[:2*n]...)
	b := rect{pts[0], pts[1], pts[0], pts[1]}
	for i := 1; i < n; i++ {
		b.x0, b.y0 = math.Min(b.x0, pts[2*i]), math.Min(b.y0, pts[2*i+1])
		b.x1, b.y1 = math.Max(b.x1, pts[2*i]), math.Max(b.y1, pts[2*i+1])
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
				t := clamp01((wx*ex + wy*ey) / math.Max(ex*ex+ey*ey, 1e-12))
				bx, by := wx-ex*t, wy-ey*t
				d = math.Min(d, bx*bx+by*by)
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

// grad is the outward unit normal of the field at (x, y).
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

// fillEdge paints the inside of s, its edge anti-aliased or, with soft > 0,
// blurred over that many logical pixels each way.
func (c *canvas) fillEdge(s shape, soft float64, p func(x, y, d float64) rgb) {
	b := s.box.grow(soft + 1)
	x0 := max(0, int(math.Floor((b.x0-c.ox)*Res)))
	y0 := max(0, int(math.Floor((b.y0-c.oy)*Res)))
	x1 := min(c.w*Res, int(math.Ceil((b.x1-c.ox)*Res)))
	y1 := min(c.h*Res, int(math.Ceil((b.y1-c.oy)*Res)))
	for py := y0; py < y1; py++ {
		y := (float64(py)+0.5)/Res + c.oy
		for px := x0; px < x1; px++ {
			x := (float64(px)+0.5)/Res + c.ox
			d := s.dist(x, y)
			var cov float64
			if soft > 0 {
				cov = smoothstep(soft, -soft, d)
			} else {
				cov = clamp01(0.5 - d*Res)
			}
			if cov > 0 {
				c.blend(px, py, p(x, y, d), cov)
			}
		}
	}
}

func (c *canvas) fill(s shape, p func(x, y, d float64) rgb) { c.fillEdge(s, 0, p) }

func solid(col rgb) func(x, y, d float64) rgb { return func(x, y, d float64) rgb { return col } }

// mat is a surface: colour or texture, a rounded edge that catches the
// light (negative bevel: a recess, lit on the far side), gloss, outline.
type mat struct {
	col   rgb
	tex   func(x, y float64) rgb
	bevel float64
	gloss float64
	shine float64
	line  rgb
	lineW float64
}

// at shades m at a point inside s at signed distance d.
func (m mat) at(s shape, x, y, d float64) rgb {
	base := m.col
	if m.tex != nil {
		base = m.tex(x, y)
	}
	nx, ny, nz := 0.0, 0.0, 1.0
	if bv := math.Abs(m.bevel); bv > 0 && -d < bv {
		u := 1 - clamp01(-d/bv)
		k := math.Min(u/math.Sqrt(math.Max(1-u*u, 1e-3)), 3)
		if m.bevel < 0 {
			k = -k
		}
		gx, gy := s.grad(x, y)
		nx, ny = gx*k, gy*k
		l := math.Sqrt(nx*nx + ny*ny + 1)
		nx, ny, nz = nx/l, ny/l, 1/l
	}
	out := lightSurface(base, nx, ny, nz, m.gloss, m.shine)
	if m.lineW > 0 {
		t := smoothstep(-m.lineW-0.4/Res, -m.lineW+0.4/Res, d) * m.line.a
		out = out.mix(rgb{m.line.r, m.line.g, m.line.b, out.a}, t)
	}
	return out
}

func (c *canvas) draw(s shape, m mat) {
	c.fill(s, func(x, y, d float64) rgb { return m.at(s, x, y, d) })
}

// The light comes from the upper left and a little in front, as on the
// crane scene's sprites.
const (
	lightX = -0.50
	lightY = -0.62
	lightZ = 0.60
)

// lightSurface lights base on a surface with unit normal n: facing the
// viewer it keeps its colour; toward the light paler and warm, away
// darker and cool.
func lightSurface(base rgb, nx, ny, nz, gloss, shine float64) rgb {
	l := math.Sqrt(lightX*lightX + lightY*lightY + lightZ*lightZ)
	lx, ly, lz := lightX/l, lightY/l, lightZ/l
	k := (nx*lx + ny*ly + nz*lz) / lz
	var out rgb
	if k >= 1 {
		out = base.mix(rgb{1, 0.97, 0.9, base.a}, math.Min((k-1)*0.45, 0.6))
	} else {
		f := 0.42 + 0.58*math.Max(k, 0)
		out = base.mul(f).tint(rgb{1 - 0.14*(1-f), 1 - 0.1*(1-f), 1, 1})
	}
	if gloss > 0 {
		hx, hy, hz := lx, ly, lz+1
		hl := math.Sqrt(hx*hx + hy*hy + hz*hz)
		hx, hy, hz = hx/hl, hy/hl, hz/hl
		if nh := nx*hx + ny*hy + nz*hz; nh > hz {
			out = out.add(rgb{1, 1, 1, 1}, (math.Pow(nh, shine)-math.Pow(hz, shine))*gloss)
		}
	}
	return out
}

// hash2 is a small integer hash of a lattice point, in 0..1.
func hash2(ix, iy int, seed uint32) float64 {
	h := uint32(ix)*0x8da6b343 ^ uint32(iy)*0xd8163841 ^ (seed+1)*0xcb1ab31f
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h) / 4294967296.0
}

// noise is smooth value noise in 0..1 with a lattice spacing of 1.
func noise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	a := hash2(ix, iy, seed)
	b := hash2(ix+1, iy, seed)
	c := hash2(ix, iy+1, seed)
	d := hash2(ix+1, iy+1, seed)
	return a + (b-a)*tx + (c-a)*ty + (a-b-c+d)*tx*ty
}

// fbm sums octaves of noise, normalised to 0..1.
func fbm(x, y float64, octaves int, seed uint32) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += noise(x, y, seed+uint32(i)*101) * amp
		norm += amp
		amp *= 0.5
		x, y = x*2.03+17.1, y*2.03-9.7
	}
	return sum / norm
}
