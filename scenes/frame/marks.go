package frame

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// GlyphStyles is how many styles a Glyphs sheet holds.
const GlyphStyles = 4

// GlyphStyle is a style of a Glyphs sheet: a text size (0 leaves the style
// out) and its weight.
type GlyphStyle struct {
	Size float64
	Bold bool
}

// Glyphs is a sheet of a grid puzzle's short labels (digits 1 to 16,
// letters) in up to GlyphStyles styles (a given, an entry, a pencil mark,
// a pad's key), drawn in white at the screen's resolution for the sizes
// of one layout, so a frame draws a label as one DrawImage of a
// sub-image tinted by the colour scale: a grid of 256 cells costs no text
// layout and no allocation. Label k (1 to N) is Label(k).
type Glyphs struct {
	Label func(k int) string
	N     int

	scale  float64                      // what the sheet was drawn for
	styles [GlyphStyles]GlyphStyle      // the styles it was drawn for
	img    *ebiten.Image                // the sheet
	slot   [GlyphStyles]int             // side of a style's slots, screen pixels
	sub    [GlyphStyles][]*ebiten.Image // by style and label, 0 unused
}

// Scale is the view scale the sheet was last drawn for, 0 before.
func (g *Glyphs) Scale() float64 { return g.scale }

// Ensure draws the sheet for the styles at view scale, when it is not
// drawn for them already.
func (g *Glyphs) Ensure(f *ui.Fonts, scale float64, styles [GlyphStyles]GlyphStyle) {
	if g.img != nil && g.scale == scale && g.styles == styles {
		return
	}
	if g.img != nil {
		g.img.Deallocate()
	}
	g.scale, g.styles = scale, styles
	// The sheet is no text of the layout a snapshot lists.
	rec := f.Rec
	f.Rec = nil
	defer func() { f.Rec = rec }()
	// Each style's slots just hold its glyphs: a frame fills only the
	// pixels near the labels, which a software renderer pays for. Nine
	// slots a row keep the sheet narrow.
	width, height := 1, 1
	rows := (g.N + 8) / 9
	var top [GlyphStyles]int
	for st, s := range styles {
		g.sub[st] = nil
		if s.Size <= 0 {
			continue
		}
		g.slot[st] = int(math.Ceil(s.Size*0.9*scale)) + 2
		top[st] = height
		height += rows * g.slot[st]
		width = max(width, 9*g.slot[st])
	}
	g.img = ebiten.NewImage(width, height)
	v := ui.View{Scale: scale}
	for st, s := range styles {
		if s.Size <= 0 {
			continue
		}
		m := f.Face(s.Size*scale, s.Bold).Metrics()
		// The line's top, so the label's middle sits on the slot's middle.
		off := (m.HAscent - m.CapHeight/2) / scale
		sl := g.slot[st]
		g.sub[st] = make([]*ebiten.Image, g.N+1)
		for k := 1; k <= g.N; k++ {
			x0, y0 := ((k-1)%9)*sl, top[st]+((k-1)/9)*sl
			cx := (float64(x0) + float64(sl)/2) / scale
			cy := (float64(y0) + float64(sl)/2) / scale
			f.Draw(g.img, v, g.Label(k), cx, cy-off, ui.Style{Size: s.Size, Bold: s.Bold, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}, Align: ui.Center})
			g.sub[st][k] = g.img.SubImage(image.Rect(x0, y0, x0+sl, y0+sl)).(*ebiten.Image)
		}
	}
}

// Draw draws label k of a style centred at logical cx, cy, scaled by s and
// tinted c, through sp (gathered into one call while sp gathers).
func (g *Glyphs) Draw(dst *ebiten.Image, v ui.View, sp *ui.Sprites, style, k int, cx, cy, s float64, c color.RGBA) {
	if k < 1 || k >= len(g.sub[style]) || g.sub[style][k] == nil {
		return
	}
	h := float64(g.slot[style]) / 2
	px, py := v.Pt(cx, cy)
	sp.Cut(dst, g.img, g.sub[style][k], h, h, s, float64(px), float64(py), c)
}

// DrawMarks draws a cell's pencil marks: label k in its place of a small
// grid of cols×rows inside the cell of side cell at x, y (1 top-left),
// for each bit k−1 set in from or to. Marks in from but not to fade out,
// in to but not from fade in, by e; all are tinted c.
func (g *Glyphs) DrawMarks(dst *ebiten.Image, v ui.View, sp *ui.Sprites, style int, x, y, cell float64, cols, rows int, from, to uint64, e float64, c color.RGBA) {
	pw, ph := (cell-4)/float64(cols), (cell-4)/float64(rows)
	for k := 1; k <= g.N; k++ {
		inA, inB := from>>(k-1)&1 != 0, to>>(k-1)&1 != 0
		if !inA && !inB {
			continue
		}
		alpha := 1.0
		switch {
		case inA && !inB:
			alpha = 1 - e
		case inB && !inA:
			alpha = e
		}
		cx := x + 2 + (float64((k-1)%cols)+0.5)*pw
		cy := y + 2 + (float64((k-1)/cols)+0.5)*ph
		g.Draw(dst, v, sp, style, k, cx, cy, 1, ui.Fade(c, alpha))
	}
}

// MarkSize is the text size of a pencil mark in a small grid of cols×rows
// inside a cell of side cell: as large as its place allows, up to a
// little over half of entry, an entry's size, and at least 8.
func MarkSize(cell float64, cols, rows int, entry float64) float64 {
	pw, ph := (cell-4)/float64(cols), (cell-4)/float64(rows)
	// A digit of the Go font is about 0.58 of its size wide and 0.73
	// high; the mark keeps a little air on every side.
	return max(8, math.Floor(min(pw/0.62, ph/0.76, entry*0.62)))
}
