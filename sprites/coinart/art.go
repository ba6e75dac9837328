// Package coinart draws the art of the seven-coins scene by code: a walnut
// table in lamp light, a round slate board with a brass rim, brass-lined
// sockets at the points, the star's lines engraved and inlaid (a different
// metal for each separate loop), silver coins with a rim and an embossed
// star, their soft shadows, and a dish for the coins still to place.
//
// It follows the crane scene's sprites (package hanoiart) and paints with
// package brush: signed distance shapes, lit from the upper left, outlined,
// Res device pixels per logical pixel. Every function draws a new
// *image.RGBA; the scene uploads and caches them. Sizes and places are
// logical pixels of the sprites.DesignW×sprites.DesignH scene.
package coinart

import (
	"image"
	"image/color"
	"math"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Res is the number of device pixels per logical pixel, as in every sprite.
const Res = brush.Res

// Where the board stands and its parts' sizes. The points lie on a circle
// of radius PointR about (BoardX, BoardY), point 0 at the top, numbered
// clockwise; their numbers sit at radius LabelR.
const (
	BoardX  = 640
	BoardY  = 334
	BoardR  = 262 // outer edge of the brass rim
	SlateR  = 250 // the slate inside the rim
	PointR  = 204
	LabelR  = 236
	SocketR = 18 // the brass collar of a socket
	HoleR   = 14 // the hole inside it
	CoinR   = 21
	GrooveW = 5.5 // width of an engraved line

	// BoardSize is the width and height of the board image; its top-left
	// goes at (BoardX − BoardSize/2, BoardY − BoardSize/2).
	BoardSize = 2*BoardR + 4

	// CoinSize is the width and height of the coin image; anchor its centre.
	CoinSize = 2*CoinR + 2
	// ShadowSize is the width and height of the coin's shadow; anchor its
	// centre, under the coin's centre moved by the height it floats at.
	ShadowSize = 2*CoinR + 16
)

// The dish on the left that holds the coins still to place, and the card
// on the right where the scene writes the star and the goal.
const (
	DishX = 168
	DishY = 318
	DishR = 96
	CardX = 996
	CardY = 84
	CardW = 256
	CardH = 470
)

// InDish returns where the i-th coin still to place lies in the dish, and
// its turn: two stacks side by side, leaning a little, as coins are piled.
func InDish(i int) (x, y, angle float64) {
	col, row := i%2, i/2
	x = DishX - 22 + float64(col)*44 + 1.5*math.Sin(float64(i)*1.7)
	return x, DishY + 22 - float64(row)*5, 0.3 * math.Sin(float64(i)*2.3)
}

// Point returns the logical place of point i of n on the board.
func Point(n, i int) (x, y float64) { return OnCircle(n, i, PointR) }

// OnCircle returns the logical place at radius r about the board's
// centre in the direction of point i of n (its number at LabelR).
func OnCircle(n, i int, r float64) (x, y float64) {
	a := 2*math.Pi*float64(i)/float64(max(n, 1)) - math.Pi/2
	return BoardX + r*math.Cos(a), BoardY + r*math.Sin(a)
}

// LoopColors is how many inlay metals there are; loop l uses LoopColor(l).
const LoopColors = 6

// loopColor are the inlays: brass, copper, verdigris, steel blue, rose
// gold, pewter.
func loopColor(l int) brush.RGB {
	cs := [LoopColors]uint32{0xd9b45a, 0xd0794a, 0x5fbf9a, 0x6f9fd8, 0xd9869f, 0xb4b8c4}
	l %= LoopColors
	if l < 0 {
		l += LoopColors
	}
	return brush.Hex(cs[l])
}

// LoopColor returns the inlay colour of the lines of loop l (modulo
// LoopColors): the scene uses it for the loops' legend.
func LoopColor(l int) color.RGBA { return loopColor(l).Color() }

// Palette of the scene.
const (
	cInk    = 0x1c2027
	cSilver = 0xc9ced6
	cBrass  = 0xc9a24e
	cSlate  = 0x323a45
	cWalnut = 0x5b3b24
)

// CoinColor is the colour of most of a coin's face, for tests that look
// for coins on the screen.
func CoinColor() color.RGBA { return brush.Hex(cSilver).Mul(0.93).Color() }

// BackgroundRGBA draws the table the board stands on: sprites.DesignW×sprites.DesignH,
// anchor top-left. Walnut planks under a warm lamp, the board's shadow,
// the dish on the left and the card on the right.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{}) }

// PaintBackground is BackgroundRGBA painted at detail d (a draft first,
// then the finished picture; see sprites.Stage).
func PaintBackground(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(sprites.DesignW, sprites.DesignH, d)
	table(c)
	// Shadows cast by the lamp, which hangs up and to the left.
	c.FillEdge(brush.Circle(BoardX+10, BoardY+14, BoardR), 16, brush.Solid(brush.RGB{R: 0.05, G: 0.03, B: 0.02, A: 0.55}))
	c.FillEdge(brush.Circle(DishX+7, DishY+10, DishR), 10, brush.Solid(brush.RGB{R: 0.05, G: 0.03, B: 0.02, A: 0.5}))
	c.FillEdge(brush.RBox(CardX+6, CardY+8, CardX+CardW+6, CardY+CardH+8, 8), 8, brush.Solid(brush.RGB{R: 0.05, G: 0.03, B: 0.02, A: 0.45}))

	// The dish: a turned wooden bowl with a baize bottom.
	c.Draw(brush.Circle(DishX, DishY, DishR), brush.Mat{Tex: func(x, y float64) brush.RGB {
		// Turned wood: rings round the centre.
		r := brush.Hyp(x-DishX, y-DishY)
		g := brush.FBM(r*0.15, math.Atan2(y-DishY, x-DishX)*3, 3, 21)
		return brush.Hex(0x7a4e2c).Mul(0.85 + 0.3*g + 0.06*math.Sin(r*1.7+g*6))
	}, Bevel: 10, Gloss: 0.3, Shine: 12, Line: brush.Hex(cInk), LineW: 0.6})
	felt := brush.Circle(DishX, DishY, DishR-14)
	c.Draw(felt, brush.Mat{Tex: func(x, y float64) brush.RGB {
		return brush.Hex(0x2c5a44).Mul(0.9 + 0.2*brush.FBM(x*0.5, y*0.5, 2, 31))
	}, Bevel: -6, Line: brush.Hex(cInk), LineW: 0.4})

	// The card: a cream index card with a ruled head.
	card := brush.RBox(CardX, CardY, CardX+CardW, CardY+CardH, 8)
	c.Draw(card, brush.Mat{Tex: func(x, y float64) brush.RGB {
		return brush.Hex(0xf1e6cc).Mul(0.95 + 0.06*brush.FBM(x*0.05, y*0.05, 3, 41))
	}, Bevel: 2, Line: brush.Hex(0x8a7450), LineW: 0.6})
	c.Fill(brush.RBox(CardX+16, CardY+46, CardX+CardW-16, CardY+47.2, 0), brush.Solid(brush.Hex(0xc0584a).Alpha(0.8)))
	for y := CardY + 79.0; y < CardY+CardH-40; y += 22 {
		c.Fill(brush.RBox(CardX+16, y, CardX+CardW-16, y+0.8, 0), brush.Solid(brush.Hex(0x7fa6c8).Alpha(0.45)))
	}

	// The lamp's pool of light, and darker corners.
	c.Fill(brush.RBox(-2, -2, sprites.DesignW+2, sprites.DesignH+2, 0), func(x, y, d float64) brush.RGB {
		return brush.RGB{R: 0.04, G: 0.02, B: 0.01, A: 0.62 * lampShade(x, y)}
	})
	return c.Image()
}

// lampShade is how much the lamp's light has faded at (x, y), 0..1.
func lampShade(x, y float64) float64 {
	r := brush.Hyp((x-BoardX+80)/900, (y-BoardY+120)/620)
	return brush.Smoothstep(0.35, 1.1, r)
}

// table paints the walnut planks over the whole canvas, one texture value
// per logical pixel (the grain is far coarser than a pixel).
func table(c *brush.Canvas) {
	img := c.Image()
	if c.Res() != Res {
		// A draft: one value per device pixel, at its logical centre.
		res := c.Res()
		b := img.Bounds()
		for py := 0; py < b.Dy(); py++ {
			for px := 0; px < b.Dx(); px++ {
				col := walnut((float64(px)+0.5)/res, (float64(py)+0.5)/res).Color()
				i := img.PixOffset(px, py)
				img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = col.R, col.G, col.B, 0xff
			}
		}
		return
	}
	w, h := c.Size()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			col := walnut(float64(x)+0.5, float64(y)+0.5).Color()
			for dy := 0; dy < Res; dy++ {
				i := img.PixOffset(x*Res, y*Res+dy)
				for dx := 0; dx < Res; dx++ {
					img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = col.R, col.G, col.B, 0xff
					i += 4
				}
			}
		}
	}
}

// walnut is the table's wood: planks 96 px tall along x, each its own tone,
// with stretched grain, growth rings and dark seams.
func walnut(x, y float64) brush.RGB {
	const plank = 96.0
	row := math.Floor(y / plank)
	v := y - row*plank
	seed := uint32(row) + 7
	tone := 0.86 + 0.22*brush.Hash(int(row), 0, 5)
	g := brush.FBM(x*0.004+row*3.1, y*0.09, 4, seed)
	rings := math.Sin((y+g*38+x*0.012)*0.55) * 0.5
	col := brush.Hex(cWalnut).Mul(tone * (0.8 + 0.35*g + 0.07*rings))
	col = col.Add(brush.RGB{R: 0.5, G: 0.3, B: 0.12, A: 1}, 0.05*brush.FBM(x*0.02, y*0.4, 2, seed+9))
	// Seams between planks, and the end joints of the boards.
	seam := brush.Smoothstep(2.2, 0, v) + brush.Smoothstep(plank-1.2, plank, v)
	joint := math.Mod(x+row*517, 733)
	seam = brush.Max(seam, brush.Smoothstep(2, 0, math.Abs(joint-1)))
	return col.Mul(1 - 0.55*seam)
}

// BoardBaseRGBA draws the board without its lines: the slate disc in its
// brass rim, BoardSize×BoardSize, anchor top-left at (BoardX − BoardSize/2,
// BoardY − BoardSize/2). Engrave copies it and cuts a star's lines into it.
func BoardBaseRGBA() *image.RGBA { return PaintBoardBase(brush.Detail{}) }

// PaintBoardBase is BoardBaseRGBA painted at detail d (a draft first,
// engraved at its detail and scaled up on the GPU; then the finished
// picture).
func PaintBoardBase(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasAtDetail(BoardX-BoardSize/2, BoardY-BoardSize/2, BoardSize, BoardSize, d)
	c.Draw(brush.Circle(BoardX, BoardY, BoardR), brush.Mat{Tex: func(x, y float64) brush.RGB {
		return brush.Hex(cBrass).Mul(0.92 + 0.12*brush.FBM(x*0.08, y*0.08, 2, 51))
	}, Bevel: 5, Gloss: 0.55, Shine: 16, Line: brush.Hex(cInk), LineW: 0.7})
	slate := brush.Circle(BoardX, BoardY, SlateR)
	c.Draw(slate, brush.Mat{Tex: func(x, y float64) brush.RGB {
		n := brush.FBM(x*0.03, y*0.03, 4, 61)
		streak := brush.FBM(x*0.008+y*0.02, y*0.004-x*0.002, 3, 63)
		return brush.Hex(cSlate).Mul(0.86 + 0.22*n + 0.1*streak)
	}, Bevel: -4, Line: brush.Hex(cInk), LineW: 0.6})
	// Four screws hold the slate in its rim.
	for i := 0; i < 4; i++ {
		a := math.Pi/4 + float64(i)*math.Pi/2
		sx, sy := BoardX+(BoardR-6)*math.Cos(a), BoardY+(BoardR-6)*math.Sin(a)
		c.Draw(brush.Circle(sx, sy, 3.2), brush.Mat{Col: brush.Hex(0xe2c27a), Bevel: 3, Gloss: 0.6, Shine: 12, Line: brush.Hex(cInk), LineW: 0.4})
		c.Fill(brush.RBox(sx-2.4, sy-0.45, sx+2.4, sy+0.45, 0.3), brush.Solid(brush.Hex(0x5a4520).Alpha(0.9)))
	}
	return c.Image()
}

// boardCanvas is a canvas the size of the board image, in scene
// coordinates, at detail d.
func boardCanvas(d brush.Detail) *brush.Canvas {
	return brush.NewCanvasAtDetail(BoardX-BoardSize/2, BoardY-BoardSize/2, BoardSize, BoardSize, d)
}

// line is one engraved line: its ends and the loop it belongs to.
type line struct {
	ax, ay, bx, by float64
	loop           int
}

// EngraveRGBA copies base (from BoardBaseRGBA, or PaintBoardBase at any
// detail) and cuts into it the lines of the star {n/k} (point i joined to
// i+k), inlaid in one metal per separate loop (gcd(n, k) of them, loop l
// holding the points ≡ l mod gcd), and the brass-lined sockets at the n
// points, at base's detail.
func EngraveRGBA(base *image.RGBA, n, k int) *image.RGBA {
	d := brush.Detail{Res: float64(base.Rect.Dx()) / BoardSize}
	c := boardCanvas(d)
	copy(c.Image().Pix, base.Pix)
	if n < 3 || k < 1 {
		return c.Image()
	}
	g := gcd(n, k)
	lines := make([]line, 0, n)
	for i := 0; i < n; i++ {
		ax, ay := Point(n, i)
		bx, by := Point(n, (i+k)%n)
		lines = append(lines, line{ax, ay, bx, by, i % g})
	}
	engrave(c, lines)
	// Every socket is the same: drawn once and laid at each point, to the
	// nearest device pixel.
	sock := socketRGBA(d)
	ox, oy := c.Origin()
	for i := 0; i < n; i++ {
		x, y := Point(n, i)
		over(c.Image(), sock, int(math.Round((x-ox-socketHalf)*c.Res())), int(math.Round((y-oy-socketHalf)*c.Res())))
	}
	return c.Image()
}

// socketHalf is half the size of the socket picture.
const socketHalf = SocketR + 5

// socketRGBA draws one socket centred in a 2·socketHalf square at detail
// d.
func socketRGBA(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(2*socketHalf, 2*socketHalf, d)
	socket(c, socketHalf, socketHalf)
	return c.Image()
}

// over composites src (premultiplied) onto dst with its top-left at
// device pixel (px, py) of dst.
func over(dst, src *image.RGBA, px, py int) {
	W, H := dst.Rect.Dx(), dst.Rect.Dy()
	b := src.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := px+x, py+y
			if dx < 0 || dy < 0 || dx >= W || dy >= H {
				continue
			}
			s := src.Pix[src.PixOffset(x, y):]
			a := int(s[3])
			if a == 0 {
				continue
			}
			d := dst.Pix[dst.PixOffset(dx, dy):]
			for k := 0; k < 4; k++ {
				d[k] = uint8(int(s[k]) + int(d[k])*(255-a)/255)
			}
		}
	}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// engrave cuts every line as one carved shape, so where lines cross the
// grooves meet like real carving instead of painting over each other. Only
// the pixels near some line are shaded: each line marks the band of every
// row it can touch.
func engrave(c *brush.Canvas, lines []line) {
	const h = GrooveW / 2
	res := c.Res()
	img := c.Image()
	W, H := img.Rect.Dx(), img.Rect.Dy()
	ox, oy := c.Origin()
	near := make([]bool, W*H)
	for _, l := range lines {
		dx, dy := l.bx-l.ax, l.by-l.ay
		length := brush.Hyp(dx, dy)
		y0 := max(0, int(math.Floor((math.Min(l.ay, l.by)-h-1-oy)*res)))
		y1 := min(H, int(math.Ceil((math.Max(l.ay, l.by)+h+1-oy)*res)))
		for py := y0; py < y1; py++ {
			y := (float64(py)+0.5)/res + oy
			lo, hi := math.Min(l.ax, l.bx)-h-1, math.Max(l.ax, l.bx)+h+1
			if math.Abs(dy) > 1e-6 {
				// The thick infinite line holds the capsule: its row band.
				xc := l.ax + (y-l.ay)*dx/dy
				half := (h+1)*length/math.Abs(dy) + 1
				lo, hi = math.Max(lo, xc-half), math.Min(hi, xc+half)
			}
			x0 := max(0, int(math.Floor((lo-ox)*res)))
			x1 := min(W, int(math.Ceil((hi-ox)*res)))
			for px := x0; px < x1; px++ {
				near[py*W+px] = true
			}
		}
	}
	// nearest returns the distance to the carved shape (the union of the
	// lines), the outward normal of the nearest line and its loop.
	nearest := func(x, y float64) (d, gx, gy float64, loop int) {
		d = math.Inf(1)
		for _, l := range lines {
			ex, ey := l.bx-l.ax, l.by-l.ay
			wx, wy := x-l.ax, y-l.ay
			t := brush.Clamp01((wx*ex + wy*ey) / brush.Max(ex*ex+ey*ey, 1e-12))
			qx, qy := wx-ex*t, wy-ey*t
			r := brush.Hyp(qx, qy)
			if r-h < d {
				d, loop = r-h, l.loop
				gx, gy = 0, 0
				if r > 1e-9 {
					gx, gy = qx/r, qy/r
				}
			}
		}
		return d, gx, gy, loop
	}
	for py := 0; py < H; py++ {
		for px := 0; px < W; px++ {
			if !near[py*W+px] {
				continue
			}
			x, y := (float64(px)+0.5)/res+ox, (float64(py)+0.5)/res+oy
			d, gx, gy, loop := nearest(x, y)
			cov := brush.Clamp01(0.5 - d*res)
			if cov <= 0 {
				continue
			}
			// A V-cut: the walls slope down to the middle, so the wall
			// facing the light is bright and the other dark.
			depth := brush.Clamp01(-d / h)
			kk := 0.9 * (1 - depth*0.6)
			nx, ny := -gx*kk, -gy*kk
			nl := math.Sqrt(nx*nx + ny*ny + 1)
			base := loopColor(loop).Mul(0.55 + 0.3*depth)
			col := brush.LightSurface(base, nx/nl, ny/nl, 1/nl, 0.5, 14)
			// A dark hairline where the cut meets the slate.
			col = col.Mix(brush.Hex(cInk), 0.6*brush.Smoothstep(-0.9, -0.2, d))
			c.Blend(px, py, col, cov)
		}
	}
}

// socket draws a point's brass collar and the dark hole inside it.
func socket(c *brush.Canvas, x, y float64) {
	c.FillEdge(brush.Circle(x+1.5, y+2, SocketR), 2, brush.Solid(brush.RGB{R: 0.02, G: 0.02, B: 0.03, A: 0.5}))
	c.Draw(brush.Circle(x, y, SocketR), brush.Mat{Col: brush.Hex(cBrass), Bevel: 2.5, Gloss: 0.6, Shine: 16, Line: brush.Hex(cInk), LineW: 0.6})
	c.Draw(brush.Circle(x, y, HoleR), brush.Mat{Tex: func(px, py float64) brush.RGB {
		// Darker toward the upper left wall, which the light cannot reach.
		t := brush.Clamp01(((px-x)*0.5+(py-y)*0.62)/HoleR*0.5 + 0.5)
		return brush.Hex(0x14161b).Mix(brush.Hex(0x2a2d33), t)
	}, Bevel: -3, Line: brush.Hex(cInk), LineW: 0.5})
}

// CoinRGBA draws a coin: CoinSize×CoinSize, anchor its centre. A silver
// disc with a raised, bright rim, a brushed face and an embossed
// eight-pointed star.
func CoinRGBA() *image.RGBA { return PaintCoin(brush.Detail{}) }

// PaintCoin is CoinRGBA painted at detail d (a draft first, with drafts).
func PaintCoin(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(CoinSize, CoinSize, d)
	const m = CoinSize / 2.0
	silver := brush.Hex(cSilver)
	c.Draw(brush.Circle(m, m, CoinR), brush.Mat{Col: silver, Bevel: 3.2, Gloss: 0.75, Shine: 20, Line: brush.Hex(cInk), LineW: 0.7})
	face := brush.Circle(m, m, CoinR-3.6)
	c.Draw(face, brush.Mat{Tex: func(x, y float64) brush.RGB {
		// Fine concentric turning marks.
		r := brush.Hyp(x-m, y-m)
		return silver.Mul(0.93 + 0.025*math.Sin(r*5.2) + 0.03*brush.FBM(x*0.6, y*0.6, 2, 71))
	}, Bevel: -1.2, Gloss: 0.3, Shine: 18})
	// A ring of beads inside the rim.
	for i := 0; i < 24; i++ {
		a := float64(i) * 2 * math.Pi / 24
		c.Draw(brush.Circle(m+(CoinR-5.6)*math.Cos(a), m+(CoinR-5.6)*math.Sin(a), 0.8), brush.Mat{Col: silver, Bevel: 0.8, Gloss: 0.5, Shine: 14})
	}
	// The emblem: an eight-pointed star.
	var pts []float64
	for i := 0; i < 16; i++ {
		r := 10.5
		if i%2 == 1 {
			r = 4.6
		}
		a := float64(i)*math.Pi/8 - math.Pi/2
		pts = append(pts, m+r*math.Cos(a), m+r*math.Sin(a))
	}
	c.Draw(brush.Polygon(pts...), brush.Mat{Col: silver.Mul(1.02), Bevel: 1.6, Gloss: 0.6, Shine: 16, Line: brush.Hex(0x6b717c).Alpha(0.8), LineW: 0.35})
	return c.Image()
}

// ShadowRGBA draws the soft shadow a coin casts on the board:
// ShadowSize×ShadowSize, anchor its centre. Scale it to show height.
func ShadowRGBA() *image.RGBA { return PaintShadow(brush.Detail{}) }

// PaintShadow is ShadowRGBA painted at detail d (a draft first, with drafts).
func PaintShadow(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(ShadowSize, ShadowSize, d)
	const m = ShadowSize / 2.0
	c.FillEdge(brush.Circle(m, m, CoinR-1), 4, brush.Solid(brush.RGB{R: 0.02, G: 0.02, B: 0.04, A: 0.55}))
	return c.Image()
}

// GlowRGBA draws a soft white halo for the point under the pointer and the
// chosen point: GlowSize×GlowSize, anchor its centre; tint it when drawing.
func GlowRGBA() *image.RGBA { return PaintGlow(brush.Detail{}) }

// PaintGlow is GlowRGBA painted at detail d (a draft first, with drafts).
func PaintGlow(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(GlowSize, GlowSize, d)
	const m = GlowSize / 2.0
	c.FillEdge(brush.Ring(m, m, SocketR+1, SocketR+6), 3, brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 0.9}))
	return c.Image()
}

// GlowSize is the width and height of the glow image.
const GlowSize = 2*SocketR + 24
