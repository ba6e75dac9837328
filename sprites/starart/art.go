// Package starart draws the art of the star grid by code: a night sky over
// an observatory's hills, a walnut board with a parchment chart, shaded
// gold stars, quiet ink dots and a soft glow, in the crane scene's style:
// painted with package brush (signed-distance shapes, lit and outlined, Res
// device pixels per logical pixel).
package starart

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Res is the number of device pixels per logical pixel in every sprite but
// the background, which is drawn at one pixel per logical pixel (it is
// soft, and a quarter of the pixels draws four times faster).
const Res = brush.Res

// Sizes of the sprites, logical pixels.
const (
	StarSize = 64 // the star's box; its centre is the anchor
	DotSize  = 16 // the dot's box, centred
	GlowSize = 64 // the soft glow's box, centred
)

// The palette, constants so nothing can change it at run time.
const (
	cInk      = brush.Ink // outlines
	cGold     = 0xf2b51f
	cGoldDeep = 0xb97a12
	cDotInk   = 0x3a3f4b
	cWalnut   = 0x6b4426
	cWalnutHi = 0x8a5a33
	cParch    = 0xf4ecd8
)

// regionTints is Paul Tol's "light" qualitative scheme, made to stay
// distinguishable for colour-blind viewers and to carry black lines and
// text: light blue, orange, light yellow, pink, light cyan, mint, pear,
// olive and pale grey.
var regionTints = [...]uint32{0x77aadd, 0xee8866, 0xeedd88, 0xffaabb, 0x99ddff, 0x44bb99, 0xbbcc33, 0xaaaa00, 0xdddddd}

// RegionTints is the number of region tints.
const RegionTints = len(regionTints)

// RegionTint returns tint i (taken modulo RegionTints) as an opaque colour.
func RegionTint(i int) color.RGBA {
	i %= RegionTints
	if i < 0 {
		i += RegionTints
	}
	return brush.Hex(regionTints[i]).Color()
}

// StarColor is the colour of the middle of a star's face.
func StarColor() color.RGBA { return brush.Hex(cGold).Color() }

// DotColor is the colour of a dot's middle.
func DotColor() color.RGBA { return brush.Hex(cDotInk).Color() }

// Parchment is the colour of the chart under the region tints.
func Parchment() color.RGBA { return brush.Hex(cParch).Color() }

// Art is every sprite of the scene, uploaded.
type Art struct {
	Background *ebiten.Image // sprites.DesignW×sprites.DesignH at 1 pixel per logical pixel
	Star       *ebiten.Image // StarSize² logical, Res pixels each
	Dot        *ebiten.Image // DotSize² logical
	Glow       *ebiten.Image // GlowSize² logical: white, tinted when drawn
}

// New draws every sprite and uploads it; with drafts, the sky, the star,
// the dot and the glow are shown as drafts first and finished later
// (sprites.PictureAt, sprites.Figure). It may be called
// before ebiten.RunGame.
func New(d *sprites.Drafts) (*Art, error) {
	bg, err := sprites.PictureAt("star art: background", sprites.DesignW, sprites.DesignH, BackgroundRes, PaintBackground, d)
	if err != nil {
		return nil, err
	}
	// The star, the dot and the glow are drafts first too, as the coins'
	// coin is: painted whole, they were a third of the star grid's own
	// work before its first frame on a phone.
	fig := func(name string, side int, paint func(brush.Detail) *image.RGBA) *ebiten.Image {
		if err != nil {
			return nil
		}
		var img *ebiten.Image
		img, err = sprites.Figure("star art: "+name, side, side, paint, d)
		return img
	}
	a := &Art{Background: bg, Star: fig("star", StarSize, PaintStar), Dot: fig("dot", DotSize, PaintDot), Glow: fig("glow", GlowSize, PaintGlow)}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// starShape is a five-pointed star centred at (cx, cy), outer radius r,
// one point up, with slightly rounded points.
func starShape(cx, cy, r float64) brush.Shape {
	const inner = 0.46
	xy := make([]float64, 0, 20)
	for i := 0; i < 10; i++ {
		rad := r
		if i%2 == 1 {
			rad = r * inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		xy = append(xy, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	p := brush.Polygon(xy...)
	// Round the points a little: shrink, then grow back round.
	return p.Grow(-1.2).Grow(1.2)
}

// StarRGBA draws the star: gold, bevelled toward its points, glossy, with
// a dark outline and a soft shadow below and to the right.
func StarRGBA() *image.RGBA { return PaintStar(brush.Detail{}) }

// PaintStar is StarRGBA painted at detail d (a draft first, with drafts).
func PaintStar(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(StarSize, StarSize, d)
	const mid = StarSize / 2
	r := mid - 5.0
	c.FillEdge(starShape(mid+1.5, mid+2.5, r), 2.2, brush.Solid(brush.RGB{R: 0, G: 0, B: 0, A: 0.35}))
	s := starShape(mid, mid+1, r)
	m := brush.Mat{
		Tex: func(x, y float64) brush.RGB {
			// Warmer toward the bottom, as polished brass under lamplight.
			t := brush.Clamp01((y - 8) / (StarSize - 16))
			return brush.Hex(cGold).Mix(brush.Hex(cGoldDeep), t*0.35)
		},
		Bevel: 7, Gloss: 0.55, Shine: 16, Line: brush.Hex(0x4a3206), LineW: 1.2,
	}
	c.Draw(s, m)
	return c.Image()
}

// DotRGBA draws the mark of an empty cell: a small ink disc, slightly
// domed so it reads as a mark pressed into the chart.
func DotRGBA() *image.RGBA { return PaintDot(brush.Detail{}) }

// PaintDot is DotRGBA painted at detail d.
func PaintDot(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(DotSize, DotSize, d)
	const mid = DotSize / 2
	c.Draw(brush.Circle(mid, mid, mid-2.5), brush.Mat{Col: brush.Hex(cDotInk), Bevel: 2.5, Gloss: 0.25, Shine: 10, Line: brush.Hex(cInk), LineW: 0.6})
	return c.Image()
}

// GlowRGBA draws a soft white disc, tinted when drawn: the flash of a star
// dropping in, and the halo of a clash.
func GlowRGBA() *image.RGBA { return PaintGlow(brush.Detail{}) }

// PaintGlow is GlowRGBA painted at detail d.
func PaintGlow(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(GlowSize, GlowSize, d)
	const mid = GlowSize / 2
	c.FillEdge(brush.Circle(mid, mid, mid*0.55), mid*0.42, brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 1}))
	return c.Image()
}

// BoardRGBA draws the walnut board that holds a chart of side grid
// logical pixels with a frame of border pixels around it: bevelled,
// grained and outlined; the chart itself is parchment. The frame is drawn
// as four strips so only their pixels are shaded.
func BoardRGBA(grid, border int) *image.RGBA { return PaintBoard(grid, border, brush.Detail{}) }

// PaintBoard is BoardRGBA painted at detail d (a draft first, then the
// finished picture; see sprites.Picture).
func PaintBoard(grid, border int, d brush.Detail) *image.RGBA {
	w := grid + 2*border
	c := brush.NewCanvasDetail(w+4, w+4, d)
	fw, b := float64(w), float64(border)
	wood := brush.Mat{
		Tex: func(x, y float64) brush.RGB {
			g := brush.Noise(x*0.03, y*0.4, 7)*0.7 + brush.Noise(x*0.11, y*1.3, 8)*0.3
			return brush.Hex(cWalnut).Mix(brush.Hex(cWalnutHi), g)
		},
		Bevel: 4, Gloss: 0.3, Shine: 12, Line: brush.Hex(cInk), LineW: 0.8,
	}
	for _, s := range [4]brush.Shape{
		brush.RBox(0, 0, fw, b+6, 8), brush.RBox(0, fw-b-6, fw, fw, 8),
		brush.RBox(0, 0, b+6, fw, 8), brush.RBox(fw-b-6, 0, fw, fw, 8),
	} {
		c.FillEdge(s.Move(2, 3), 2.5, brush.Solid(brush.RGB{R: 0, G: 0, B: 0, A: 0.25}))
	}
	for _, s := range [4]brush.Shape{
		brush.RBox(0, 0, fw, b+6, 8), brush.RBox(0, fw-b-6, fw, fw, 8),
		brush.RBox(0, 0, b+6, fw, 8), brush.RBox(fw-b-6, 0, fw, fw, 8),
	} {
		c.Draw(s, wood)
	}
	chart := brush.RBox(b-1, b-1, fw-b+1, fw-b+1, 2)
	c.Fill(chart, func(x, y, d float64) brush.RGB {
		n := brush.Noise(x*0.06, y*0.06, 11)
		col := brush.Hex(cParch).Mix(brush.Hex(0xe3d4b0), n*0.6)
		// A thin dark groove where the chart meets the frame.
		return col.Mix(brush.Hex(0x2a1c10), brush.Smoothstep(-1.6, 0, d))
	})
	return c.Image()
}

// BackgroundRGBA draws the place: a night sky over dark hills, with the
// Milky Way and a scatter of stars, at one pixel per logical pixel.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{Res: BackgroundRes}) }

// BackgroundRes is the resolution of the finished background: one device
// pixel per logical pixel, as the sky is smooth.
const BackgroundRes = 1

// PaintBackground is BackgroundRGBA painted at detail d: d.Res device
// pixels per logical pixel (BackgroundRes when finished, fewer for a
// draft; see sprites.PictureAt).
func PaintBackground(d brush.Detail) *image.RGBA {
	res := d.Scale()
	img := image.NewRGBA(image.Rect(0, 0, d.Pixels(sprites.DesignW), d.Pixels(sprites.DesignH)))
	top, low := brush.Hex(0x0b1026), brush.Hex(0x2a2450)
	for py := 0; py < img.Rect.Dy(); py++ {
		if d.Yield != nil && py%16 == 0 {
			d.Yield()
		}
		y := int(float64(py) / res)
		fy := float64(y)
		for px := 0; px < img.Rect.Dx(); px++ {
			x := int(float64(px) / res)
			fx := float64(x)
			col := top.Mix(low, brush.Smoothstep(0, sprites.DesignH, fy))
			// The Milky Way: a soft band of noise across the sky.
			band := fy - (520 - fx*0.32)
			mw := math.Exp(-band*band/(2*90*90)) * brush.FBM(fx*0.008, fy*0.008, 4, 3)
			col = col.Add(brush.RGB{R: 0.55, G: 0.5, B: 0.75, A: 1}, mw*0.22)
			// Stars: a few lattice points shine, brighter in the band.
			if h := brush.Hash(x, y, 5); h > 0.9985-mw*0.003 {
				col = col.Mix(brush.RGB{R: 1, G: 0.97, B: 0.9, A: 1}, 0.4+0.6*brush.Hash(x, y, 9))
			}
			// Hills along the bottom, with the dome of an observatory.
			hill := 560 + 26*math.Sin(fx*0.006+1.1) + 14*math.Sin(fx*0.017)
			dome := math.Hypot(fx-58, fy-548) - 34
			if fy > hill || (dome < 0 && fy < 548) || (fx > 24 && fx < 92 && fy >= 548 && fy <= 590) {
				col = brush.Hex(0x0d0f1a).Mix(brush.Hex(0x1a1a2c), brush.FBM(fx*0.02, fy*0.02, 2, 13)*0.6)
			}
			// A lit slit in the dome.
			if math.Abs(fx-58) < 3 && fy > 518 && fy < 550 {
				col = brush.Hex(0xf2c56b)
			}
			i := img.PixOffset(px, py)
			o := col.Clamped().Color()
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = o.R, o.G, o.B, 255
		}
	}
	return img
}
