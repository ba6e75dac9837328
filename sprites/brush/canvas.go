package brush

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Canvas is an RGBA picture addressed in logical pixels: it holds Res
// device pixels per logical pixel in each direction (or the resolution of
// its Detail). The drawing methods take logical coordinates, relative to
// the canvas's Origin; a device pixel (px, py) covers the logical square
// from Origin + (px, py)/res.
type Canvas struct {
	img    *image.RGBA
	w, h   int     // logical size
	ox, oy float64 // logical coordinates of the top-left corner
	res    float64 // device pixels per logical pixel
	yield  func()  // called between rows of a fill; nil for none
	rows   int     // rows filled since yield was last called
}

// Detail says how finely a picture is painted: Res device pixels per
// logical pixel for the finished art, fewer for a quick draft, and a
// function the painting calls every few rows so that work done in the
// background lets the page draw (see ui.Job). The zero Detail is the
// finished art with no yield.
type Detail struct {
	Res   float64 // device pixels per logical pixel; 0 means Res
	Yield func()  // nil for none
}

// Scale returns how many device pixels each logical pixel gets.
func (d Detail) Scale() float64 {
	if d.Res <= 0 {
		return Res
	}
	return d.Res
}

// Pixels returns how many device pixels n logical pixels take at d, at
// least one.
func (d Detail) Pixels(n int) int { return max(1, int(math.Ceil(float64(n)*d.Scale()))) }

// NewCanvas makes a transparent canvas of w×h logical pixels. Sizes below
// one are raised to one so no caller can build an empty image.
func NewCanvas(w, h int) *Canvas { return NewCanvasDetail(w, h, Detail{}) }

// NewCanvasDetail is NewCanvas painted at detail d.
func NewCanvasDetail(w, h int, d Detail) *Canvas {
	w, h = max(w, 1), max(h, 1)
	return &Canvas{img: image.NewRGBA(image.Rect(0, 0, d.Pixels(w), d.Pixels(h))), w: w, h: h, res: d.Scale(), yield: d.Yield}
}

// NewCanvasAt makes a transparent canvas of w×h logical pixels whose
// top-left corner is the logical point (x, y): shapes, paints and paths on
// it are given in the coordinates of a larger picture (a scene) that the
// canvas is a window on.
func NewCanvasAt(x, y float64, w, h int) *Canvas { return NewCanvasAtDetail(x, y, w, h, Detail{}) }

// NewCanvasAtDetail is NewCanvasAt painted at detail d.
func NewCanvasAtDetail(x, y float64, w, h int, d Detail) *Canvas {
	c := NewCanvasDetail(w, h, d)
	c.ox, c.oy = x, y
	return c
}

// Detail returns the detail the canvas is painted at, for the pictures a
// painting makes on the side to lay on it.
func (c *Canvas) Detail() Detail { return Detail{Res: c.res, Yield: c.yield} }

// Res returns the canvas's device pixels per logical pixel.
func (c *Canvas) Res() float64 { return c.res }

// row is called after each row a fill paints: every 16 rows it lets the
// canvas's yield run.
func (c *Canvas) row() {
	if c.yield == nil {
		return
	}
	if c.rows++; c.rows >= 16 {
		c.rows = 0
		c.yield()
	}
}

// Image returns the device pixels painted so far (not a copy).
func (c *Canvas) Image() *image.RGBA { return c.img }

// Size returns the logical width and height of the canvas.
func (c *Canvas) Size() (w, h int) { return c.w, c.h }

// Origin returns the logical coordinates of the canvas's top-left corner:
// (0, 0) unless it was made by NewCanvasAt.
func (c *Canvas) Origin() (x, y float64) { return c.ox, c.oy }

// Paint gives the colour at logical point (x, y), d being the signed
// distance to the edge of the shape being filled (negative inside).
type Paint func(x, y, d float64) RGB

// Solid is the Paint of one colour c everywhere.
func Solid(c RGB) Paint { return func(x, y, d float64) RGB { return c } }

// Blend composites colour col with coverage cov (0..1) over device pixel
// (px, py), which must be inside the canvas: the one step every fill ends
// in, for painting pixel by pixel.
func (c *Canvas) Blend(px, py int, col RGB, cov float64) {
	a := Clamp01(col.A * cov)
	if a <= 0 {
		return
	}
	i := c.img.PixOffset(px, py)
	p := c.img.Pix[i : i+4 : i+4]
	k := 1 - a
	p[0] = uint8(Min(255, Clamp01(col.R)*a*255+float64(p[0])*k+0.5))
	p[1] = uint8(Min(255, Clamp01(col.G)*a*255+float64(p[1])*k+0.5))
	p[2] = uint8(Min(255, Clamp01(col.B)*a*255+float64(p[2])*k+0.5))
	p[3] = uint8(Min(255, a*255+float64(p[3])*k+0.5))
}

// blendAtop composites like Blend but only over what is already painted,
// leaving the opacity as it was: for shading laid on a part.
func (c *Canvas) blendAtop(px, py int, col RGB, cov float64) {
	i := c.img.PixOffset(px, py)
	p := c.img.Pix[i : i+4 : i+4]
	da := float64(p[3]) / 255
	a := Clamp01(col.A * cov)
	if a <= 0 || da <= 0 {
		return
	}
	k := 1 - a
	p[0] = uint8(Min(255, Clamp01(col.R)*a*da*255+float64(p[0])*k+0.5))
	p[1] = uint8(Min(255, Clamp01(col.G)*a*da*255+float64(p[1])*k+0.5))
	p[2] = uint8(Min(255, Clamp01(col.B)*a*da*255+float64(p[2])*k+0.5))
}

// pixels returns the device-pixel range covering box b, clipped to the canvas.
func (c *Canvas) pixels(b Rect) (x0, y0, x1, y1 int) {
	x0 = max(0, int(math.Floor((b.X0-c.ox)*c.res)))
	y0 = max(0, int(math.Floor((b.Y0-c.oy)*c.res)))
	x1 = min(c.img.Rect.Dx(), int(math.Ceil((b.X1-c.ox)*c.res)))
	y1 = min(c.img.Rect.Dy(), int(math.Ceil((b.Y1-c.oy)*c.res)))
	return
}

// Fill paints the inside of s with p, with an anti-aliased edge.
func (c *Canvas) Fill(s Shape, p Paint) { c.FillEdge(s, 0, p) }

// FillEdge paints the inside of s with p; a positive soft blurs the edge
// over that many logical pixels each way (shadows, glows, haze), and 0 is
// Fill.
func (c *Canvas) FillEdge(s Shape, soft float64, p Paint) {
	c.fillWith(s, soft, p, false)
}

// FillAtop is FillEdge that paints only over what is already there,
// leaving the opacity as it was: for shading laid on a part.
func (c *Canvas) FillAtop(s Shape, soft float64, p Paint) {
	c.fillWith(s, soft, p, true)
}

// fillWith rasterises s and hands every covered pixel to Blend, or to
// blendAtop when atop is set. (Direct calls: a method value would cost an
// extra indirect call per pixel.)
func (c *Canvas) fillWith(s Shape, soft float64, p Paint, atop bool) {
	x0, y0, x1, y1 := c.pixels(s.Box.Grow(soft + 1))
	// Beyond reach a pixel gets no paint at all.
	reach := 0.5 / c.res
	if soft > 0 {
		reach = soft
	}
	for py := y0; py < y1; py++ {
		y := (float64(py)+0.5)/c.res + c.oy
		for px := x0; px < x1; px++ {
			x := (float64(px)+0.5)/c.res + c.ox
			d := s.Dist(x, y)
			if d >= reach {
				// A distance changes no faster than the point moves (half
				// as fast, to allow for shapes bent by noise), so the
				// next pixels closer than that to this one are out of
				// reach too: skip them.
				if n := int((d - reach) * c.res * 0.5); n > 1 {
					px += n - 1
				}
				continue
			}
			var cov float64
			if soft > 0 {
				cov = Smoothstep(soft, -soft, d)
			} else {
				cov = Clamp01(0.5 - d*c.res)
			}
			if cov <= 0 {
				continue
			}
			if atop {
				c.blendAtop(px, py, p(x, y, d), cov)
			} else {
				c.Blend(px, py, p(x, y, d), cov)
			}
		}
		c.row()
	}
}

// Draw fills s with material m: lit, bevelled and outlined (see Mat.At).
func (c *Canvas) Draw(s Shape, m Mat) {
	c.Fill(s, func(x, y, d float64) RGB { return m.At(s, x, y, d) })
}

// Path fills polygons (each a list of logical x,y pairs) with p through
// x/image/vector, for outlines with too many points for a distance field
// (ridges, skylines). Polygons wound the same way add up; wound oppositely
// they cut holes. Polygons of fewer than three points are skipped.
func (c *Canvas) Path(polys [][]float64, p func(x, y float64) RGB) {
	b := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, poly := range polys {
		for i := 0; i+1 < len(poly); i += 2 {
			b = b.Union(Rect{poly[i], poly[i+1], poly[i], poly[i+1]})
		}
	}
	if b.X0 > b.X1 {
		return
	}
	// The mask's top-left corner, in device pixels of the canvas.
	res := c.res
	ox, oy := math.Floor((b.X0-c.ox)*res), math.Floor((b.Y0-c.oy)*res)
	w, h := int(math.Ceil((b.X1-c.ox)*res)-ox)+1, int(math.Ceil((b.Y1-c.oy)*res)-oy)+1
	z := vector.NewRasterizer(w, h)
	z.DrawOp = draw.Src
	for _, poly := range polys {
		if len(poly) < 6 {
			continue
		}
		z.MoveTo(float32((poly[0]-c.ox)*res-ox), float32((poly[1]-c.oy)*res-oy))
		for i := 2; i+1 < len(poly); i += 2 {
			z.LineTo(float32((poly[i]-c.ox)*res-ox), float32((poly[i+1]-c.oy)*res-oy))
		}
		z.ClosePath()
	}
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	x0, y0, x1, y1 := c.pixels(b.Grow(1))
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
			c.Blend(px, py, p((float64(px)+0.5)/res+c.ox, (float64(py)+0.5)/res+c.oy), float64(m)/255)
		}
		c.row()
	}
}

// Mat is a material: a colour (or texture), a rounded edge that catches
// the light, a gloss, and an outline. Canvas.Draw paints a shape with it.
type Mat struct {
	Col   RGB                    // the colour of the surface
	Tex   func(x, y float64) RGB // when set, replaces Col: the colour at (x, y)
	Bevel float64                // width of the rounded edge; 0 = flat, < 0 = a recess
	Gloss float64                // strength of the specular highlight
	Shine float64                // sharpness of the highlight (Phong exponent)
	Line  RGB                    // outline colour
	LineW float64                // outline width; 0 = none
}

// At is the colour of material m at logical point (x, y) inside shape s,
// at signed distance d from its edge: the colour (or texture) lit as by
// LightSurface, with the normal tilted toward the edge within Bevel of it
// (a quarter-circle profile, steep at the edge and flat inside; sloping
// down into the shape for a negative Bevel), and the outline within LineW
// of the edge.
func (m Mat) At(s Shape, x, y, d float64) RGB {
	base := m.Col
	if m.Tex != nil {
		base = m.Tex(x, y)
	}
	nx, ny, nz := 0.0, 0.0, 1.0
	if bv := math.Abs(m.Bevel); bv > 0 && -d < bv {
		// A quarter-circle profile: steep at the edge, flat inside.
		u := 1 - Clamp01(-d/bv)
		k := Min(u/math.Sqrt(Max(1-u*u, 1e-3)), 3)
		if m.Bevel < 0 {
			// A recess: the edge slopes down into it instead of up.
			k = -k
		}
		gx, gy := s.Grad(x, y)
		nx, ny = gx*k, gy*k
		l := math.Sqrt(nx*nx + ny*ny + 1)
		nx, ny, nz = nx/l, ny/l, 1/l
	}
	out := LightSurface(base, nx, ny, nz, m.Gloss, m.Shine)
	if m.LineW > 0 {
		t := Smoothstep(-m.LineW-0.4/Res, -m.LineW+0.4/Res, d) * m.Line.A
		out = out.Mix(RGB{m.Line.R, m.Line.G, m.Line.B, out.A}, t)
	}
	return out
}

// The light comes from the upper left and a little in front: the
// direction toward it, not normalised.
const (
	lightX = -0.50
	lightY = -0.62
	lightZ = 0.60
)

// LightSurface lights colour base on a surface with unit normal (nx, ny,
// nz), z toward the viewer, under the one light of every picture, which
// comes from the upper left and a little in front. A surface facing the
// viewer keeps exactly its base colour; turned to the light it goes paler
// and warm, turned away darker and cool. A positive gloss adds a specular
// highlight of that strength, shine sharpening it (a Phong exponent), only
// where the surface turns toward the light.
func LightSurface(base RGB, nx, ny, nz, gloss, shine float64) RGB {
	l := math.Sqrt(lightX*lightX + lightY*lightY + lightZ*lightZ)
	lx, ly, lz := lightX/l, lightY/l, lightZ/l
	k := (nx*lx + ny*ly + nz*lz) / lz // 1 when facing the viewer
	var out RGB
	if k >= 1 {
		out = base.Mix(RGB{1, 0.97, 0.9, base.A}, Min((k-1)*0.45, 0.6))
	} else {
		f := 0.42 + 0.58*Max(k, 0)
		out = base.Mul(f).Tint(RGB{1 - 0.14*(1-f), 1 - 0.1*(1-f), 1, 1})
	}
	if gloss > 0 {
		hx, hy, hz := lx, ly, lz+1
		hl := math.Sqrt(hx*hx + hy*hy + hz*hz)
		hx, hy, hz = hx/hl, hy/hl, hz/hl
		// Only normals turned toward the light beyond a flat face shine:
		// a face toward the viewer keeps its colour exactly.
		if nh := nx*hx + ny*hy + nz*hz; nh > hz {
			spec := math.Pow(nh, shine) - math.Pow(hz, shine)
			out = out.Add(RGB{1, 1, 1, 1}, spec*gloss)
		}
	}
	return out
}

// Steel is a metal of colour c (0xRRGGBB) with a soft highlight, bevelled
// over bevel logical pixels and outlined in Ink.
func Steel(c uint32, bevel float64) Mat {
	col := Hex(c)
	return Mat{Col: col, Bevel: bevel, Gloss: 0.35, Shine: 18, Line: Hex(Ink), LineW: 0.5}
}

// Painted is the crane's paint: colour c (0xRRGGBB), bevelled over bevel
// logical pixels, slightly glossy and outlined in Ink.
func Painted(c uint32, bevel float64) Mat {
	return Mat{Col: Hex(c), Bevel: bevel, Gloss: 0.25, Shine: 14, Line: Hex(Ink), LineW: 0.5}
}

// Vignette darkens the corners of the canvas by up to amount (0..1), to
// frame a scene; the middle is left as it is.
func (c *Canvas) Vignette(amount float64) {
	img := c.img
	w, h := img.Rect.Dx(), img.Rect.Dy() // device pixels
	for py := range h {
		v := (float64(py)+0.5)/float64(h)*2 - 1
		for px := range w {
			u := (float64(px)+0.5)/float64(w)*2 - 1
			k := 1 - amount*Smoothstep(0.6, 1.6, u*u+v*v)
			if k >= 1 {
				continue
			}
			i := img.PixOffset(px, py)
			for j := 0; j < 3; j++ {
				img.Pix[i+j] = uint8(float64(img.Pix[i+j])*k + 0.5)
			}
		}
	}
}

// SetOpaque stores c, clamped, as the opaque device pixel (px, py) of img,
// each channel rounded to the nearest byte.
func SetOpaque(img *image.RGBA, px, py int, c RGB) {
	i := img.PixOffset(px, py)
	c = c.Clamped()
	img.Pix[i+0] = uint8(c.R*255 + 0.5)
	img.Pix[i+1] = uint8(c.G*255 + 0.5)
	img.Pix[i+2] = uint8(c.B*255 + 0.5)
	img.Pix[i+3] = 255
}
