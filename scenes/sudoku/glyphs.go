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

// glyphs is an atlas of every digit in the styles a part draws, drawn in
// white at the screen's resolution for the sizes of one layout, so a
// frame draws a digit as one DrawImage of a sub-image (tinted by the
// colour scale): 256 cells cost no text layout and no allocation.
type glyphs struct {
	scale float64          // what the atlas was drawn for
	sizes [gStyles]float64 // each style's text size, 0 for a style left out
	img   *ebiten.Image
	slot  [gStyles]int                               // side of a style's slots, screen pixels
	sub   [gStyles][sudoku.MaxSize + 1]*ebiten.Image // by style and digit
}

// gridSizes are the text sizes of the grid's digits for a cell side and
// the grid's side n. A pencil mark is as large as its place in the cell
// allows: the digits' small grid (3×3 for 9, 4×4 for 16) divides the cell,
// and a mark fills its slot, up to a little over half an entry's size.
func gridSizes(cell float64, n int) [gStyles]float64 {
	cols, rows := markGrid(n)
	pw, ph := (cell-4)/float64(cols), (cell-4)/float64(rows)
	entry := math.Round(cell * 0.62)
	// A digit of the Go font is about 0.58 of its size wide and 0.73
	// high; the mark keeps a little air on every side.
	mark := math.Floor(min(pw/0.62, ph/0.76, entry*0.62))
	return [gStyles]float64{gGiven: entry, gEntry: entry, gMark: max(8, mark)}
}

// padSize is the text size of a pad tile's digit.
func padSize(tile float64) [gStyles]float64 {
	return [gStyles]float64{gPad: math.Round(tile * 0.47)}
}

// markGrid is the small grid of a cell's pencil marks: columns and rows.
func markGrid(n int) (cols, rows int) {
	cols = 3
	if n == 4 || n == 16 {
		cols = int(math.Sqrt(float64(n)))
	}
	return cols, (n + cols - 1) / cols
}

// ensure draws the atlas for the sizes at view scale, when it is not drawn
// for them already.
func (g *glyphs) ensure(f *ui.Fonts, scale float64, sizes [gStyles]float64) {
	if g.img != nil && g.scale == scale && g.sizes == sizes {
		return
	}
	if g.img != nil {
		g.img.Deallocate()
	}
	g.scale, g.sizes = scale, sizes
	// The atlas is no text of the layout a snapshot lists.
	rec := f.Rec
	f.Rec = nil
	defer func() { f.Rec = rec }()
	g.sub = [gStyles][sudoku.MaxSize + 1]*ebiten.Image{}
	// Each style's slots just hold its glyphs: a frame fills only the
	// pixels near the digits, which a software renderer pays for.
	width, height := 1, 1
	var top [gStyles]int
	for st := 0; st < gStyles; st++ {
		if sizes[st] <= 0 {
			continue
		}
		g.slot[st] = int(math.Ceil(sizes[st]*0.9*scale)) + 2
		top[st] = height
		height += 2 * g.slot[st]
		width = max(width, 9*g.slot[st])
	}
	// Nine slots a row, two rows a style, so the atlas stays narrow.
	g.img = ebiten.NewImage(width, height)
	v := ui.View{Scale: scale}
	for st := 0; st < gStyles; st++ {
		size := sizes[st]
		if size <= 0 {
			continue
		}
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
			f.Draw(g.img, v, sudoku.DigitString(d), cx, cy-off, ui.Style{Size: size, Bold: bold, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}, Align: ui.Center})
			g.sub[st][d] = g.img.SubImage(image.Rect(x0, y0, x0+sl, y0+sl)).(*ebiten.Image)
		}
	}
}

// draw draws digit d of a style centred at logical cx, cy, scaled by k and
// tinted c, through sp (gathered into one call while sp gathers).
func (g *glyphs) draw(dst *ebiten.Image, v ui.View, sp *ui.Sprites, style, d int, cx, cy, k float64, c color.RGBA) {
	if d < 1 || d > sudoku.MaxSize || g.sub[style][d] == nil {
		return
	}
	h := float64(g.slot[style]) / 2
	px, py := v.Pt(cx, cy)
	sp.Cut(dst, g.img, g.sub[style][d], h, h, k, float64(px), float64(py), c)
}
