package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// discSize is the pixel size of the pre-drawn disc; discs are drawn scaled
// from it, so buttons are batched DrawImage calls that never allocate.
const discSize = 128

// Painter draws the flat shapes of the interface (rectangles, outlines,
// discs, triangles) with DrawImage from two small images made at start-up:
// unlike vector paths these batch into one draw call and allocate nothing.
type Painter struct {
	white *ebiten.Image // 1×1 opaque white, inside a 3×3 image so filtering stays white
	disc  *ebiten.Image // an anti-aliased white disc
	op    ebiten.DrawImageOptions
	tri   ebiten.DrawTrianglesOptions
	verts [3]ebiten.Vertex
	idx   [3]uint16
	q     Quads
}

// Gather starts gathering the rectangles and discs drawn until Flush:
// those drawn one after another onto one destination become one draw
// call. Between the two, draw onto that destination only with this
// Painter, or the order of the shapes changes.
func (p *Painter) Gather() { p.q.Gather() }

// Flush draws the shapes gathered since Gather.
func (p *Painter) Flush() { p.q.Flush() }

// NewPainter makes the shapes.
func NewPainter() *Painter {
	// The white is the image's pixels from the start, not a fill drawn
	// later: a fill queued while the game loop runs on another goroutine
	// was now and then lost, leaving every rectangle transparent.
	px := image.NewRGBA(image.Rect(0, 0, 3, 3))
	for i := range px.Pix {
		px.Pix[i] = 0xff
	}
	w := ebiten.NewImageFromImage(px)
	// The disc is the same in each quarter: each distance is worked out
	// once and set in all four.
	d := image.NewRGBA(image.Rect(0, 0, discSize, discSize))
	r := float64(discSize)/2 - 1
	for y := 0; y < discSize/2; y++ {
		for x := 0; x < discSize/2; x++ {
			dist := math.Hypot(float64(x)+0.5-discSize/2, float64(y)+0.5-discSize/2)
			a := r - dist + 0.5
			if a < 0 {
				a = 0
			} else if a > 1 {
				a = 1
			}
			v := uint8(a * 255)
			for _, p := range [4][2]int{{x, y}, {discSize - 1 - x, y}, {x, discSize - 1 - y}, {discSize - 1 - x, discSize - 1 - y}} {
				i := (p[1]*discSize + p[0]) * 4
				d.Pix[i], d.Pix[i+1], d.Pix[i+2], d.Pix[i+3] = v, v, v, v
			}
		}
	}
	return &Painter{
		white: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image),
		disc:  ebiten.NewImageFromImage(d),
		idx:   [3]uint16{0, 1, 2},
	}
}

// Rect fills a logical rectangle with c (premultiplied alpha, as color.RGBA is).
func (p *Painter) Rect(dst *ebiten.Image, v View, x, y, w, h float64, c color.RGBA) {
	p.shape(dst, v, p.white, x, y, w, h, c)
}

// Frame draws the outline of a rectangle, t thick, inside its edges.
func (p *Painter) Frame(dst *ebiten.Image, v View, x, y, w, h, t float64, c color.RGBA) {
	if !p.q.on {
		// Its four sides are one draw call.
		p.q.Gather()
		defer p.q.Flush()
	}
	p.Rect(dst, v, x, y, w, t, c)
	p.Rect(dst, v, x, y+h-t, w, t, c)
	p.Rect(dst, v, x, y+t, t, h-2*t, c)
	p.Rect(dst, v, x+w-t, y+t, t, h-2*t, c)
}

// Disc fills a circle of radius r centred at cx, cy.
func (p *Painter) Disc(dst *ebiten.Image, v View, cx, cy, r float64, c color.RGBA) {
	s := 2 * r / discSize
	p.shape(dst, v, p.disc, cx-r, cy-r, s, s, c)
}

// shape draws img scaled by (sx, sy) with its top left at logical (x, y),
// in c: at once, or gathered between Gather and Flush.
func (p *Painter) shape(dst *ebiten.Image, v View, img *ebiten.Image, x, y, sx, sy float64, c color.RGBA) {
	op := &p.op
	op.GeoM.Reset()
	op.GeoM.Scale(sx, sy)
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	setColor(&op.ColorScale, c)
	op.Filter = ebiten.FilterLinear
	if p.q.on {
		p.q.add(dst, img, place(v, x, y, sx, sy, 1), &op.ColorScale)
		return
	}
	dst.DrawImage(img, op)
}

// Triangle fills the triangle of three logical points.
func (p *Painter) Triangle(dst *ebiten.Image, v View, x0, y0, x1, y1, x2, y2 float64, c color.RGBA) {
	pts := [3][2]float64{{x0, y0}, {x1, y1}, {x2, y2}}
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for i, pt := range pts {
		px, py := v.Pt(pt[0], pt[1])
		p.verts[i] = ebiten.Vertex{DstX: px, DstY: py, SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
	}
	p.q.draw() // the shapes gathered before it come first
	p.tri.AntiAlias = true
	dst.DrawTriangles(p.verts[:], p.idx[:], p.white, &p.tri)
}

// setColor sets cs to c without boxing c in an interface, which would
// allocate on every call.
func setColor(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Reset()
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}

// The fills of a header control: plain, on (the value chosen) and under
// the pointer.
var (
	ControlFill  = color.RGBA{0x2b, 0x33, 0x47, 0xff}
	ControlOn    = color.RGBA{0xc9, 0x7d, 0x0c, 0xff}
	ControlHover = color.RGBA{0x45, 0x50, 0x6a, 0xff}
)

// Control draws one of a header's controls: a box filled to say whether
// it is on or under the pointer (never on a touch screen), and its bold
// label of the given size, centred, its top dy below the box's. A control
// that is off (it would go beyond a range) has a muted label and no hover.
func Control(dst *ebiten.Image, ctx *Context, x, y, w, h float64, label string, off, on bool, size, dy float64) {
	c := ControlBack(dst, ctx, x, y, w, h, label, off, on)
	if label != "" {
		ctx.Fonts.Draw(dst, ctx.View, label, x+w/2, y+dy, Style{Size: size, Bold: true, Color: c, Align: Center})
	}
}

// ControlBack draws a control's box as Control does and lists it under
// label, but not its words (a control whose face is a picture); it returns
// the colour the words would have.
func ControlBack(dst *ebiten.Image, ctx *Context, x, y, w, h float64, label string, off, on bool) color.RGBA {
	fill := ControlFill
	if on {
		fill = ControlOn
	}
	if ctx.In.In(x, y, w, h) && !ctx.In.Touch && !off {
		fill = ControlHover
	}
	ctx.Paint.Rect(dst, ctx.View, x, y, w, h, fill)
	if ctx.Boxes != nil {
		ctx.Boxes.AddView(KindButton, label, ctx.View, x, y, w, h)
	}
	if off {
		return Muted
	}
	return Paper
}
