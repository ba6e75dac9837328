// Package sudokuart draws the art of the Sudoku scene by code: a writing
// desk of dark wood, a sheet of paper for the grid with a soft shadow, a
// pencil beside it, and ivory tiles for the digit pad. Everything is drawn
// with signed distances into RGBA pictures at Res device pixels per
// logical pixel, shaded and outlined like the crane scene's parts, with
// the colours and noise of package brush.
package sudokuart

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Res is the number of device pixels per logical pixel, as in every sprite.
const Res = sprites.Res

// Where the art lies on the sprites.DesignW×sprites.DesignH logical
// canvas; the scene lays the grid and the pad out on them.
const (
	// The sheet of paper under the grid.
	PaperX0, PaperY0, PaperX1, PaperY1 = 40, 54, 600, 600
	// The card behind the puzzle's name and counters.
	CardX0, CardY0, CardX1, CardY1 = 636, 56, 1256, 156
	// The pad's digit tile and the wide tile of its actions.
	TileW, TileH         = 64, 64
	WideTileW, WideTileH = 144, 44
)

// Art is the scene's pictures, uploaded as Ebitengine images.
type Art struct {
	Background *ebiten.Image // the desk, the paper, the card and the pencil
	Tile       *ebiten.Image // an ivory digit tile
	WideTile   *ebiten.Image // a wide tile for the pad's actions
}

// New draws the art and uploads it; with drafts, the desk and the tiles
// are shown as drafts first and finished later (sprites.Picture,
// sprites.Figure): every pixel of a tile is worked out, and finished they
// were half of Sudoku's own work before its first frame on a phone.
func New(d *sprites.Drafts) (*Art, error) {
	bg, err := sprites.Picture("sudoku art: background", sprites.DesignW, sprites.DesignH, PaintBackground, d)
	if err != nil {
		return nil, err
	}
	tile, err := sprites.Figure("sudoku art: tile", TileW, TileH, PaintTile(TileW, TileH), d)
	if err != nil {
		return nil, err
	}
	wide, err := sprites.Figure("sudoku art: wide tile", WideTileW, WideTileH, PaintTile(WideTileW, WideTileH), d)
	if err != nil {
		return nil, err
	}
	return &Art{Background: bg, Tile: tile, WideTile: wide}, nil
}

// over composites c with opacity a over the pixel at i of pix.
func over(pix []uint8, i int, c brush.RGB, a float64) {
	if a <= 0 {
		return
	}
	if a > 1 {
		a = 1
	}
	k := 1 - a
	p := pix[i : i+4 : i+4]
	p[0] = byte255(brush.Clamp01(c.R)*a*255 + float64(p[0])*k + 0.5)
	p[1] = byte255(brush.Clamp01(c.G)*a*255 + float64(p[1])*k + 0.5)
	p[2] = byte255(brush.Clamp01(c.B)*a*255 + float64(p[2])*k + 0.5)
	p[3] = byte255(a*255 + float64(p[3])*k + 0.5)
}

// byte255 converts a channel value to a byte, saturating at 255.
func byte255(v float64) uint8 {
	if v >= 255 {
		return 255
	}
	return uint8(v)
}

// roundBox is the signed distance to a box with corners rounded by r.
func roundBox(x, y, x0, y0, x1, y1, r float64) float64 {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-r, (y1-y0)/2-r
	qx, qy := math.Abs(x-cx)-hx, math.Abs(y-cy)-hy
	return brush.Hyp(brush.Max(qx, 0), brush.Max(qy, 0)) + brush.Min(brush.Max(qx, qy), 0) - r
}

// segment is the distance from (x, y) to the segment a-b, and where along
// it (0..1) the nearest point lies.
func segment(x, y, ax, ay, bx, by float64) (d, t float64) {
	ex, ey := bx-ax, by-ay
	t = brush.Clamp01(((x-ax)*ex + (y-ay)*ey) / (ex*ex + ey*ey))
	return math.Hypot(x-ax-ex*t, y-ay-ey*t), t
}

// Palette of the desk and the paper, 0xRRGGBB for brush.Hex. Constants,
// so nothing here can be changed at run time.
const (
	cWoodDark  = 0x3a2417
	cWoodLight = 0x6b4429
	cPaper     = 0xf7f1e1
	cPaperEdge = 0xe6dcc3
	cInk       = 0x2a2f3d
)

// desk is the wood of the desk at a logical point: long grain along x,
// darker rings and fine pores.
func desk(x, y float64) brush.RGB {
	warp := brush.Noise(x/180, y/60, 3) * 6
	ring := 0.5 + 0.5*math.Sin((y+warp*9)/7.5+brush.Noise(x/90, y/30, 5)*3)
	pores := brush.Noise(x/2.2, y/14, 9)
	t := 0.35*ring + 0.35*brush.Noise(x/400, y/25, 7) + 0.12*pores
	c := brush.Hex(cWoodDark).Mix(brush.Hex(cWoodLight), brush.Clamp01(t))
	// A pool of lamp light on the paper side, dimmer towards the corners.
	lx, ly := (x-420)/900, (y-330)/620
	return c.Mul(0.72 + 0.42*math.Exp(-(lx*lx+ly*ly)*2.2))
}

// BackgroundRGBA draws the desk with the paper, the card and the pencil on it.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{}) }

// PaintBackground is BackgroundRGBA painted at detail d (a draft first,
// then the finished picture; see sprites.Picture).
func PaintBackground(d brush.Detail) *image.RGBA {
	res := d.Scale()
	if res != Res {
		// A draft: the desk once per device pixel, at its logical centre.
		img := image.NewRGBA(image.Rect(0, 0, d.Pixels(sprites.DesignW), d.Pixels(sprites.DesignH)))
		for py := 0; py < img.Rect.Dy(); py++ {
			for px := 0; px < img.Rect.Dx(); px++ {
				c := desk((float64(px)+0.5)/res, (float64(py)+0.5)/res)
				i := img.PixOffset(px, py)
				img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(c.R*255), uint8(c.G*255), uint8(c.B*255), 255
			}
		}
		return layOn(img, d)
	}
	img := image.NewRGBA(image.Rect(0, 0, sprites.DesignW*Res, sprites.DesignH*Res))
	// The wood is smooth: one value per logical pixel is enough.
	for ly := 0; ly < sprites.DesignH; ly++ {
		if d.Yield != nil && ly%8 == 0 {
			d.Yield()
		}
		for lx := 0; lx < sprites.DesignW; lx++ {
			c := desk(float64(lx)+0.5, float64(ly)+0.5)
			r, g, b := uint8(c.R*255), uint8(c.G*255), uint8(c.B*255)
			for py := ly * Res; py < (ly+1)*Res; py++ {
				for px := lx * Res; px < (lx+1)*Res; px++ {
					i := img.PixOffset(px, py)
					img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = r, g, b, 255
				}
			}
		}
	}
	return layOn(img, d)
}

// layOn lays the paper, the card and the pencil on the desk img, painted
// at detail d.
func layOn(img *image.RGBA, d brush.Detail) *image.RGBA {
	sheet(img, d, PaperX0, PaperY0, PaperX1, PaperY1, 3, 0.6)
	sheet(img, d, CardX0, CardY0, CardX1, CardY1, 6, -0.3)
	pencil(img, d, 618, 140, 614, 430)
	return img
}

// row lets the painting's yield run every 16th device row.
func row(d brush.Detail, py int) {
	if d.Yield != nil && py%16 == 0 {
		d.Yield()
	}
}

// sheet lays a sheet of paper, turned slightly by tilt pixels across its
// width, with a soft shadow below it and a faint edge.
func sheet(img *image.RGBA, dt brush.Detail, x0, y0, x1, y1, r, tilt float64) {
	res := dt.Scale()
	b := img.Bounds().Intersect(image.Rect(devicePx(x0-20, res), devicePx(y0-20, res), devicePx(x1+24, res), devicePx(y1+24, res)))
	cy := (y0 + y1) / 2
	for py := b.Min.Y; py < b.Max.Y; py++ {
		row(dt, py)
		y := (float64(py) + 0.5) / res
		for px := b.Min.X; px < b.Max.X; px++ {
			x := (float64(px) + 0.5) / res
			i := img.PixOffset(px, py)
			yy := y + (x-(x0+x1)/2)*tilt/(x1-x0)
			d := roundBox(x, yy, x0, y0, x1, y1, r)
			if d > -1 {
				// Shadow: the sheet's shape blurred and dropped down-right.
				ds := roundBox(x, y, x0+5, y0+8, x1+5, y1+8, r+6)
				over(img.Pix, i, brush.RGB{R: 0.06, G: 0.03, B: 0.02, A: 1}, 0.55*(1-brush.Smoothstep(-10, 14, ds)))
			}
			if d > 1 {
				continue
			}
			fibre := 0.03 * (brush.Noise(x/1.5, yy/9, 21) - 0.5)
			c := brush.Hex(cPaper).Mul(1 + fibre - 0.035*(yy-cy)/(y1-y0))
			if d > -6 {
				c = c.Mix(brush.Hex(cPaperEdge), brush.Smoothstep(-6, 0, d)*0.8)
			}
			over(img.Pix, i, c, brush.Clamp01(0.5-d))
		}
	}
}

// pencil lays a yellow pencil from (ax, ay), its end, to (bx, by), its
// point: a painted hexagonal body, a brass ferrule, an eraser and the
// sharpened wood and lead.
func pencil(img *image.RGBA, dt brush.Detail, ax, ay, bx, by float64) {
	const rad = 7.0
	res := dt.Scale()
	length := math.Hypot(bx-ax, by-ay)
	ux, uy := (bx-ax)/length, (by-ay)/length
	b := img.Bounds().Intersect(image.Rect(devicePx(math.Min(ax, bx)-20, res), devicePx(math.Min(ay, by)-20, res), devicePx(math.Max(ax, bx)+20, res), devicePx(math.Max(ay, by)+20, res)))
	for py := b.Min.Y; py < b.Max.Y; py++ {
		row(dt, py)
		y := (float64(py) + 0.5) / res
		for px := b.Min.X; px < b.Max.X; px++ {
			x := (float64(px) + 0.5) / res
			i := img.PixOffset(px, py)
			d, t := segment(x, y, ax, ay, bx, by)
			along := t * length
			// Across the pencil: -1 on one side, +1 on the other.
			across := ((x-ax)*-uy + (y-ay)*ux) / rad
			// The shadow falls to the lower right.
			ds, _ := segment(x-5, y-6, ax, ay, bx, by)
			over(img.Pix, i, brush.RGB{R: 0.05, G: 0.03, B: 0.02, A: 1}, 0.45*(1-brush.Smoothstep(rad-4, rad+6, ds)))
			// The cone of the point narrows over its last 36 pixels.
			w := rad
			if cone := length - along; cone < 36 {
				w = rad * cone / 36
			}
			if d > w+1 {
				continue
			}
			var c brush.RGB
			switch {
			case along < 14:
				c = brush.Hex(0xd9747a) // eraser
			case along < 30:
				c = brush.Hex(0xc9a44a) // ferrule
				if int(along)%6 < 1 {
					c = c.Mul(0.7)
				}
			case length-along < 10:
				c = brush.Hex(0x2b2b2e) // lead
			case length-along < 36:
				c = brush.Hex(0xe2b98a) // bare wood
			default:
				c = brush.Hex(0xf0b429) // paint
				if math.Abs(across) > 0.33 {
					c = c.Mul(0.86) // the hexagon's side facets
				}
			}
			// Light from the upper left on a round body.
			c = c.Mul(0.8 + 0.3*math.Sqrt(brush.Clamp01(1-across*across)) - 0.12*across)
			edge := brush.Smoothstep(w-1.6, w, d)
			c = c.Mix(brush.Hex(cInk), edge*0.7)
			over(img.Pix, i, c, brush.Clamp01(w+0.5-d))
		}
	}
}

// TileRGBA draws an ivory tile of w×h logical pixels: a rounded, bevelled
// face with a dark outline and a shadow on its lower edge.
func TileRGBA(w, h int) *image.RGBA { return PaintTile(w, h)(brush.Detail{}) }

// PaintTile is TileRGBA painted at a detail (a draft first, then the
// finished tile; see sprites.Figure).
func PaintTile(w, h int) func(brush.Detail) *image.RGBA {
	return func(d brush.Detail) *image.RGBA { return paintTile(w, h, d) }
}

// paintTile is TileRGBA at detail d.
func paintTile(w, h int, d brush.Detail) *image.RGBA {
	res := d.Scale()
	img := image.NewRGBA(image.Rect(0, 0, d.Pixels(w), d.Pixels(h)))
	fw, fh := float64(w), float64(h)
	face := brush.Hex(0xf4ead2)
	for py := 0; py < img.Rect.Dy(); py++ {
		row(d, py)
		y := (float64(py) + 0.5) / res
		for px := 0; px < img.Rect.Dx(); px++ {
			x := (float64(px) + 0.5) / res
			i := img.PixOffset(px, py)
			ds := roundBox(x, y, 2, 4, fw-1, fh-0.5, 9)
			over(img.Pix, i, brush.RGB{R: 0.05, G: 0.03, B: 0.02, A: 1}, 0.5*(1-brush.Smoothstep(-2, 1.5, ds)))
			d := roundBox(x, y, 1, 1, fw-2, fh-3, 8)
			if d > 1 {
				continue
			}
			// A bevel: lit along the top left, shaded along the bottom right.
			bevel := 1 - brush.Smoothstep(-5, 0, d)
			lit := (fw/2-x)/fw + (fh/2-y)/fh
			c := face.Mul(0.92 + 0.1*(1-y/fh))
			c = c.Mix(brush.Hex(0xfffaf0), brush.Clamp01(lit)*(1-bevel)*0.8)
			c = c.Mix(brush.Hex(0xb59b74), brush.Clamp01(-lit)*(1-bevel)*0.8)
			c = c.Mix(brush.Hex(0x5a4630), brush.Smoothstep(-1.6, 0, d))
			over(img.Pix, i, c, brush.Clamp01(0.5-d))
		}
	}
	return img
}

// Ink is the colour of the grid's lines and the givens.
func Ink() color.RGBA { return color.RGBA{0x2a, 0x2f, 0x3d, 0xff} }

// Paper is the colour of the sheet under the grid.
func Paper() color.RGBA { return color.RGBA{0xf7, 0xf1, 0xe1, 0xff} }

// devicePx is the device pixel of logical coordinate v cut to a whole
// logical pixel, at res device pixels per logical pixel.
func devicePx(v, res float64) int { return int(float64(int(v)) * res) }
