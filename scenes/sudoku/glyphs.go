package sudoku

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// Glyph styles of the atlas.
const (
	gGiven = iota // a given: bold
	gEntry        // an entry or a placed digit: regular
	gMark         // a pencil mark: small
	gPad          // a pad tile's digit: bold
	gStyles
)

// glyphs is an atlas of every digit in every style, drawn in white at the
// screen's resolution for one cell size, so a frame draws a digit as one
// DrawImage of a sub-image (tinted by the colour scale): 256 cells cost
// no text layout and no allocation.
type glyphs struct {
	scale, cell float64 // what the atlas was drawn for
	img         *ebiten.Image
	slot        [gStyles]int                               // side of a style's slots, screen pixels
	sub         [gStyles][sudoku.MaxSize + 1]*ebiten.Image // by style and digit
}

// digitStrings are the characters of the digits 1..16 as strings, made once.
var digitStrings = func() [sudoku.MaxSize + 1]string {
	var out [sudoku.MaxSize + 1]string
	for d := 1; d <= sudoku.MaxSize; d++ {
		out[d] = string(sudoku.DigitChar(d))
	}
	return out
}()

// glyphSize is the logical text size of a style for a cell side.
func glyphSize(style int, cell float64) float64 {
	switch style {
	case gGiven, gEntry:
		return math.Round(cell * 0.62)
	case gMark:
		return math.Max(8, math.Round(cell*0.27))
	}
	return 30
}

// ensure draws the atlas for cell size cell at view scale, when it is not
// drawn for them already.
func (g *glyphs) ensure(f *ui.Fonts, scale, cell float64) {
	if g.img != nil && g.scale == scale && g.cell == cell {
		return
	}
	if g.img != nil {
		g.img.Deallocate()
	}
	g.scale, g.cell = scale, cell
	// Each style's slots just hold its glyphs: a frame fills only the
	// pixels near the digits, which a software renderer pays for.
	width, height := 0, 0
	var top [gStyles]int
	for st := 0; st < gStyles; st++ {
		g.slot[st] = int(math.Ceil(glyphSize(st, cell)*0.9*scale)) + 2
		top[st] = height
		height += 2 * g.slot[st]
		width = max(width, 9*g.slot[st])
	}
	// Nine slots a row, two rows a style, so the atlas stays narrow.
	g.img = ebiten.NewImage(width, height)
	v := ui.View{Scale: scale}
	for st := 0; st < gStyles; st++ {
		size := glyphSize(st, cell)
		bold := st == gGiven || st == gPad
		m := f.Face(size*scale, bold).Metrics()
		// The line's top, so the digit's middle sits on the slot's middle.
		off := (m.HAscent - m.CapHeight/2) / scale
		sl := g.slot[st]
		for d := 1; d <= sudoku.MaxSize; d++ {
			k := d - 1
			x0, y0 := (k%9)*sl, top[st]+(k/9)*sl
			cx := (float64(x0) + float64(sl)/2) / scale
			cy := (float64(y0) + float64(sl)/2) / scale
			f.Draw(g.img, v, digitStrings[d], cx, cy-off, ui.Style{Size: size, Bold: bold, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}, Align: ui.Center})
			g.sub[st][d] = g.img.SubImage(image.Rect(x0, y0, x0+sl, y0+sl)).(*ebiten.Image)
		}
	}
}

// draw draws digit d of a style centred at logical cx, cy, scaled by k and
// tinted c.
func (g *glyphs) draw(dst *ebiten.Image, v ui.View, op *ebiten.DrawImageOptions, style, d int, cx, cy, k float64, c color.RGBA) {
	if d < 1 || d > sudoku.MaxSize || g.sub[style][d] == nil {
		return
	}
	op.GeoM.Reset()
	h := float64(g.slot[style]) / 2
	op.GeoM.Translate(-h, -h)
	op.GeoM.Scale(k, k)
	px, py := v.Pt(cx, cy)
	op.GeoM.Translate(float64(px), float64(py))
	op.ColorScale.Reset()
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	op.Filter = ebiten.FilterLinear
	op.Blend = ebiten.Blend{}
	dst.DrawImage(g.sub[style][d], op)
}

// cellNames are the names of every cell ("r3c7"), made once, so a frame
// can show the cell being tried without building a string.
type cellNames struct {
	cell [sudoku.MaxCells]string
}

func newCellNames() cellNames {
	var c cellNames
	for i := range c.cell {
		c.cell[i] = sudoku.CellName(i/sudoku.MaxSize, i%sudoku.MaxSize)
	}
	return c
}

// name returns the name of cell i of a grid of side n.
func (c *cellNames) name(i, n int) string {
	return c.cell[(i/n)*sudoku.MaxSize+i%n]
}
