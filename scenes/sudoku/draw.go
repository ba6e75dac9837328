package sudoku

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// The scene's palette: ink on paper, a blue pen, red for clashes (and a
// search's step back); the thin lines and the tints are translucent,
// premultiplied as color.RGBA must be.
var (
	inkC      = color.RGBA{0x2a, 0x2f, 0x3d, 0xff}
	penC      = color.RGBA{0x1f, 0x4f, 0xa8, 0xff}
	markC     = color.RGBA{0x5b, 0x63, 0x78, 0xff}
	clashC    = color.RGBA{0xc8, 0x30, 0x2c, 0xff}
	thinC     = color.RGBA{0x0f, 0x11, 0x16, 0x60} // the ink at 0x60
	rowTint   = color.RGBA{0x0a, 0x12, 0x21, 0x2c}
	sameTint  = color.RGBA{0x57, 0x3f, 0x09, 0x60}
	clashTint = color.RGBA{0x46, 0x11, 0x0f, 0x50}
	diagTint  = color.RGBA{0x0f, 0x1b, 0x2a, 0x30}
	guessC    = color.RGBA{0xe0, 0x8a, 0x10, 0xff}
	forcedC   = color.RGBA{0x2e, 0x9a, 0x5a, 0xff}
	cardInk   = color.RGBA{0x3a, 0x35, 0x2c, 0xff}
	cardMuted = color.RGBA{0x7a, 0x70, 0x60, 0xff}
	goodC     = color.RGBA{0x23, 0x7a, 0x45, 0xff} // one solution, a forced digit
	doubtC    = color.RGBA{0xb0, 0x60, 0x08, 0xff} // several solutions, a guess
)

// easeOut decelerates: a digit pressed onto the paper slows as it lands.
func easeOut(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	return 1 - (1-t)*(1-t)*(1-t)
}

// DrawPart draws part i as it is now.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch sc.Role(i) {
	case rSize:
		sc.DrawHead(dst, ctx, "size")
		sc.DrawHead(dst, ctx, "x")
	case rLevel:
		sc.drawLevels(dst, ctx)
	case rNav:
		sc.DrawHead(dst, ctx, "puzzle")
	case rCount:
		sc.drawCounters(dst, ctx)
	case rGrid:
		sc.drawGrid(dst, ctx)
	case rPanel:
		sc.drawPanel(dst, ctx, sc.StillKept(i))
	case rKeys:
		sc.drawPad(dst, ctx, sc.StillKept(i))
		sc.drawDragged(dst, ctx)
	case rHint:
		sc.hint.Narrow.Draw(dst, ctx, narrowX, narrowHintY)
	case rBox:
		sc.drawBox(dst, ctx)
	case rBanner:
		if sc.Won() {
			sc.drawWin(dst, ctx)
		}
	}
}

// drawGrid draws the grid as it is now: the highlights, the digits and
// the marks, the search's cell, the selection and a digit dragged over it.
func (sc *Scene) drawGrid(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	g := &sc.geo
	n := sc.params.Size
	sc.glyphs.Ensure(ctx.Fonts, v.Scale, gridSizes(g.Cell, sc.params))

	f := sc.Ses.Shown()
	s := f.From.Grid
	sc.facts(s)
	moving := -1 // the cell of the move in flight
	e := 1.0
	if f.Moving && f.Total > 0 {
		moving = f.Move.Row*n + f.Move.Col
		e = easeOut(float64(f.Done) / float64(f.Total))
	}

	sc.drawHighlights(dst, ctx, s)
	sc.drawHint(dst, ctx)

	// Digits and marks, from one sheet of glyphs: one draw call.
	sc.sp.Gather()
	fromMarks, toMarks := f.From.Marks(), f.To.Marks()
	for i := 0; i < n*n; i++ {
		cx, cy := g.Centre(i/n, i%n)
		d := s.Cell(i)
		if i == moving && (f.Move.Kind == sudoku.EditEnter || f.Move.Kind == sudoku.EditPlace || f.Move.Kind == sudoku.EditErase || f.Move.Kind == sudoku.EditRemove) {
			sc.drawMovingDigit(dst, v, s, f.To.Grid, i, cx, cy, e)
			continue
		}
		if d != 0 {
			style, c := gEntry, penC
			if s.IsGiven(i) {
				style, c = gGiven, inkC
			}
			if sc.conflicts.Has(i) {
				c = clashC
			}
			sc.glyphs.Draw(dst, v, &sc.sp, style, d, cx, cy, 1, c)
			continue
		}
		a, b := fromMarks[i], fromMarks[i]
		if f.Moving && f.To.HasMarks() {
			b = toMarks[i]
		}
		if a|b != 0 {
			x, y := g.cellXY(i)
			cols, rows := sc.params.BoxCols(), sc.params.BoxRows() // as a box's cells
			sc.glyphs.DrawMarks(dst, v, &sc.sp, gMark, x, y, g.Cell, cols, rows, uint64(a), uint64(b), e, markC)
		}
	}
	sc.sp.Flush()

	sc.drawTried(dst, ctx, f)
	if sc.sel >= 0 && sc.sel < n*n {
		g.Ring(dst, ctx, sc.sel/n, sc.sel%n, -1, 3, ui.Accent)
	}
	sc.drawDragged(dst, ctx)
}

// drawDragged draws the pad's tile being dragged under the pointer.
func (sc *Scene) drawDragged(dst *ebiten.Image, ctx *ui.Context) {
	sc.keys.DrawDragged(dst, ctx, &sc.sp, &sc.padGlyphs, gPad, sc.art.Tile, sc.dragFrom, inkC)
}

// facts caches what the frame needs to know of the shown grid: its clashes
// and its empty cells. Conflicts builds messages, so it runs only when the
// grid changes.
func (sc *Scene) facts(s sudoku.State) {
	if s == sc.factsFor {
		return
	}
	sc.factsFor = s
	sc.conflicts = s.Conflicts()
	sc.left = s.NumCells() - s.Filled()
	sc.infoFor = -2 // the selected cell's line is out of date
}

// drawMovingDigit draws the digit of cell i during the move in flight: a
// digit written is pressed onto the paper (it comes down from a little
// larger as it darkens), one taken away lifts and fades.
func (sc *Scene) drawMovingDigit(dst *ebiten.Image, v ui.View, from, to sudoku.State, i int, cx, cy, e float64) {
	old, nw := from.Cell(i), to.Cell(i)
	if old != 0 && old != nw {
		c := penC
		if sc.conflicts.Has(i) {
			c = clashC
		}
		sc.glyphs.Draw(dst, v, &sc.sp, gEntry, old, cx, cy, 1+0.2*e, ui.Fade(c, 1-e))
	}
	if nw != 0 {
		c := penC
		if to != sc.toFor {
			sc.toFor, sc.toClashes = to, to.Conflicts()
		}
		if sc.toClashes.Has(i) {
			c = clashC
		}
		sc.glyphs.Draw(dst, v, &sc.sp, gEntry, nw, cx, cy, 1+0.3*(1-e), ui.Fade(c, e))
	}
}

// drawHighlights tints the selected cell's row, column and box, every cell
// holding the selected digit, and the cells that clash.
func (sc *Scene) drawHighlights(dst *ebiten.Image, ctx *ui.Context, s sudoku.State) {
	g := &sc.geo
	n := sc.params.Size
	sel := sc.sel
	selDigit := 0
	if sel >= 0 && sel < n*n {
		selDigit = s.Cell(sel)
	}
	// The row, column and box, not the X rule's diagonals.
	unit := sudoku.Params{Size: n}
	ctx.Paint.Gather() // the tints are one picture: one draw call
	defer ctx.Paint.Flush()
	for i := 0; i < n*n; i++ {
		var c color.RGBA
		switch {
		case sc.conflicts.Has(i):
			c = clashTint
		case selDigit != 0 && s.Cell(i) == selDigit:
			c = sameTint
		case i == sel || unit.Sees(i, sel):
			c = rowTint
		default:
			continue
		}
		g.Wash(dst, ctx, i/n, i%n, 1, c)
	}
}

// drawTried frames the cell the search works on: orange for a guess, green
// for a forced digit, red for one taken back at a dead end.
func (sc *Scene) drawTried(dst *ebiten.Image, ctx *ui.Context, f replay.Frame[position, move]) {
	m, ok := sc.triedMove(f)
	if !ok {
		return
	}
	c := forcedC
	switch {
	case m.Kind == sudoku.EditRemove:
		c = clashC
	case m.Guess:
		c = guessC
	}
	sc.geo.Ring(dst, ctx, m.Row, m.Col, 2, 3, c)
}

// Glyph styles of the sheets: the grid's digits and marks, the pad's keys.
const (
	gGiven = iota // a given: bold
	gEntry        // an entry or a placed digit: regular
	gMark         // a pencil mark: small
	gPad          // a pad tile's digit: bold
)

// gridSizes are the styles of the grid's digits for a cell side and the
// grid's parameters p. A pencil mark is as large as its place in the cell
// allows: the marks stand as a box's cells do (3×3 for 9, 2×3 for 6), and
// divide the cell.
func gridSizes(cell float64, p sudoku.Params) [frame.GlyphStyles]frame.GlyphStyle {
	entry := math.Round(cell * 0.62)
	mark := frame.MarkSize(cell, p.BoxCols(), p.BoxRows(), entry)
	return [frame.GlyphStyles]frame.GlyphStyle{gGiven: {Size: entry, Bold: true}, gEntry: {Size: entry}, gMark: {Size: mark}}
}

// padSize is the style of a pad tile's digit.
func padSize(tile float64) [frame.GlyphStyles]frame.GlyphStyle {
	return [frame.GlyphStyles]frame.GlyphStyle{gPad: {Size: math.Round(tile * 0.47), Bold: true}}
}
