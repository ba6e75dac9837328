// The drawing toolkit of package sprites (canvas, signed distance shapes,
// lit materials), copied because it is unexported there; kept the same so
// the river art is shaded exactly like the crane.

package riverart

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// canvas is an RGBA picture addressed in logical pixels: it holds Res
// device pixels per logical pixel in each direction.
type canvas struct {
	img  *image.RGBA
	w, h int // logical size
}

// newCanvas makes a transparent canvas of w×h logical pixels. Sizes below
// one are raised to one so no caller can build an empty image.
func newCanvas(w, h int) *canvas {
	w, h = max(w, 1), max(h, 1)
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w*Res, h*Res)), w: w, h: h}
}

// paint gives the colour at logical point (x, y), d being the signed
// distance to the edge of the shape being filled.
type paint func(x, y, d float64) rgb

// solid paints one colour.
func solid(c rgb) paint { return func(x, y, d float64) rgb { return c } }

// blend composites colour col with coverage cov over device pixel (px, py).
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

// blendAtop composites like blend but only over what is already painted,
// leaving the opacity as it was: for shading laid on a part.
func (c *canvas) blendAtop(px, py int, col rgb, cov float64) {
	i := c.img.PixOffset(px, py)
	p := c.img.Pix[i : i+4 : i+4]
	da := float64(p[3]) / 255
	a := clamp01(col.a * cov)
	if a <= 0 || da <= 0 {
		return
	}
	k := 1 - a
	p[0] = uint8(math.Min(255, clamp01(col.r)*a*da*255+float64(p[0])*k+0.5))
	p[1] = uint8(math.Min(255, clamp01(col.g)*a*da*255+float64(p[1])*k+0.5))
	p[2] = uint8(math.Min(255, clamp01(col.b)*a*da*255+float64(p[2])*k+0.5))
}

// pixels returns the device-pixel range covering box b, clipped to the canvas.
func (c *canvas) pixels(b rect) (x0, y0, x1, y1 int) {
	x0 = max(0, int(math.Floor(b.x0*Res)))
	y0 = max(0, int(math.Floor(b.y0*Res)))
	x1 = min(c.w*Res, int(math.Ceil(b.x1*Res)))
	y1 = min(c.h*Res, int(math.Ceil(b.y1*Res)))
	return
}

// fill paints the inside of s with an anti-aliased edge.
func (c *canvas) fill(s shape, p paint) { c.fillEdge(s, 0, p) }

// fillEdge paints the inside of s; a positive soft blurs the edge over
// that many logical pixels each way (shadows, glows, haze).
func (c *canvas) fillEdge(s shape, soft float64, p paint) {
	c.fillWith(s, soft, p, c.blend)
}

// fillAtop is fillEdge that paints only over what is already there.
func (c *canvas) fillAtop(s shape, soft float64, p paint) {
	c.fillWith(s, soft, p, c.blendAtop)
}

// fillWith rasterises s and hands every covered pixel to blend.
func (c *canvas) fillWith(s shape, soft float64, p paint, blend func(px, py int, col rgb, cov float64)) {
	x0, y0, x1, y1 := c.pixels(s.box.grow(soft + 1))
	for py := y0; py < y1; py++ {
		y := (float64(py) + 0.5) / Res
		for px := x0; px < x1; px++ {
			x := (float64(px) + 0.5) / Res
			d := s.dist(x, y)
			var cov float64
			if soft > 0 {
				cov = smoothstep(soft, -soft, d)
			} else {
				cov = clamp01(0.5 - d*Res)
			}
			if cov <= 0 {
				continue
			}
			blend(px, py, p(x, y, d), cov)
		}
	}
}

// draw fills s with material m: lit, bevelled and outlined.
func (c *canvas) draw(s shape, m mat) {
	c.fill(s, func(x, y, d float64) rgb { return m.at(s, x, y, d) })
}

// path fills polygons (logical x,y pairs) with x/image/vector, for outlines
// with too many points for a distance field (ridges, skylines). Polygons
// wound the same way add up; wound oppositely they cut holes.
func (c *canvas) path(polys [][]float64, p func(x, y float64) rgb) {
	b := rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, poly := range polys {
		for i := 0; i+1 < len(poly); i += 2 {
			b = b.union(rect{poly[i], poly[i+1], poly[i], poly[i+1]})
		}
	}
	if b.x0 > b.x1 {
		return
	}
	ox, oy := math.Floor(b.x0*Res), math.Floor(b.y0*Res)
	w, h := int(math.Ceil(b.x1*Res)-ox)+1, int(math.Ceil(b.y1*Res)-oy)+1
	z := vector.NewRasterizer(w, h)
	z.DrawOp = draw.Src
	for _, poly := range polys {
		if len(poly) < 6 {
			continue
		}
		z.MoveTo(float32(poly[0]*Res-ox), float32(poly[1]*Res-oy))
		for i := 2; i+1 < len(poly); i += 2 {
			z.LineTo(float32(poly[i]*Res-ox), float32(poly[i+1]*Res-oy))
		}
		z.ClosePath()
	}
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	x0, y0, x1, y1 := c.pixels(b.grow(1))
	for py := y0; py < y1; py++ {
		my := py - int(oy)
		if my < 0 || my >= h {
			continue
		}
		for px := x0; px < x1; px++ {
			mx := px - int(ox)
			if mx < 0 || mx >= w {
				continue
			}
			m := mask.Pix[my*mask.Stride+mx]
			if m == 0 {
				continue
			}
			c.blend(px, py, p((float64(px)+0.5)/Res, (float64(py)+0.5)/Res), float64(m)/255)
		}
	}
}

// mat is a surface: a colour (or texture), a rounded edge that catches the
// light, a gloss, and an outline.
type mat struct {
	col   rgb
	tex   func(x, y float64) rgb // when set, replaces col
	bevel float64                // width of the rounded edge; 0 = flat
	gloss float64                // strength of the specular highlight
	shine float64                // sharpness of the highlight (Phong exponent)
	line  rgb                    // outline colour
	lineW float64                // outline width; 0 = none
}

// at shades material m at a point inside shape s at signed distance d.
func (m mat) at(s shape, x, y, d float64) rgb {
	base := m.col
	if m.tex != nil {
		base = m.tex(x, y)
	}
	nx, ny, nz := 0.0, 0.0, 1.0
	if m.bevel > 0 && -d < m.bevel {
		// A quarter-circle profile: steep at the edge, flat inside.
		u := 1 - clamp01(-d/m.bevel)
		k := math.Min(u/math.Sqrt(math.Max(1-u*u, 1e-3)), 3)
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

// The light comes from the upper left and a little in front.
const (
	lightX = -0.50
	lightY = -0.62
	lightZ = 0.60
)

// lightSurface lights colour base on a surface with unit normal n (z toward
// the viewer). A surface facing the viewer keeps exactly its base colour;
// turned to the light it goes paler and warm, turned away darker and cool.
func lightSurface(base rgb, nx, ny, nz, gloss, shine float64) rgb {
	l := math.Sqrt(lightX*lightX + lightY*lightY + lightZ*lightZ)
	lx, ly, lz := lightX/l, lightY/l, lightZ/l
	k := (nx*lx + ny*ly + nz*lz) / lz // 1 when facing the viewer
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
		// Only normals turned toward the light beyond a flat face shine:
		// a face toward the viewer keeps its colour exactly.
		if nh := nx*hx + ny*hy + nz*hz; nh > hz {
			spec := math.Pow(nh, shine) - math.Pow(hz, shine)
			out = out.add(rgb{1, 1, 1, 1}, spec*gloss)
		}
	}
	return out
}
