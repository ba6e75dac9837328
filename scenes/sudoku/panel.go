package sudoku

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// triedMove is the search's step to highlight: the one in flight, or the
// one that led to the position shown while a replay is under way.
func (sc *Scene) triedMove(f replay.Frame[position, move]) (move, bool) {
	if f.Moving {
		return f.Move, f.Move.kind == kPlace || f.Move.kind == kRemove
	}
	pos := sc.Ses.Pos()
	if pos == 0 || sc.Ses.Idle() && pos == sc.Ses.Last() {
		return move{}, false
	}
	e := sc.Ses.At(pos)
	return e.Move, e.Kind == replay.Moved && (e.Move.kind == kPlace || e.Move.kind == kRemove)
}

// glyphScale is the scale of a pad digit glyph for a tile of side t.
func glyphScale(t float64) float64 { return t / 64 }

// drawTile draws a tile picture stretched to w×h at x, y, dimmed by k.
func (sc *Scene) drawTile(dst *ebiten.Image, v ui.View, img *ebiten.Image, x, y, w, h, k float64) {
	op := &sc.op
	op.GeoM.Reset()
	b := img.Bounds()
	op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	op.ColorScale.Reset()
	op.ColorScale.Scale(float32(k), float32(k), float32(k), 1)
	op.Filter = ebiten.FilterLinear
	op.Blend = ebiten.Blend{}
	dst.DrawImage(img, op)
}

// sizeLabels are the size buttons' labels.
var sizeLabels = [...]string{"4", "6", "9", "16"}

// levelLabels are the level buttons' labels.
var levelLabels = [sudoku.Grades]string{"Easy", "Medium", "Hard", "Expert", "Beyond"}

// drawHeader draws the parameter controls and the counters along the top.
func (sc *Scene) drawHeader(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	for i, n := range sizes {
		ui.Control(dst, ctx, sizeX+float64(i)*(sizeW+4), ctlY, sizeW, ctlH, sizeLabels[i], false, n == sc.params.Size, 16, 5)
	}
	ui.Control(dst, ctx, xX, ctlY, 34, ctlH, "X", false, sc.params.X, 16, 5)
	has := sc.coll.levels(sc.params)
	for l := sudoku.Grade(0); l < sudoku.Grades; l++ {
		ui.Control(dst, ctx, levelX0(l), ctlY, levelW[l], ctlH, levelLabels[l], false, l == sc.level && (sc.pick >= 0 || sc.made), 16, 5)
		if !has[l] {
			// No puzzle of this level for this kind: the button is dimmed,
			// and a click opens the nearest level and says so.
			ctx.Paint.Rect(dst, v, levelX0(l), ctlY, levelW[l], ctlH, premul(0x0d, 0x12, 0x1c, 0xa0))
		}
	}
	ui.Control(dst, ctx, prevX, ctlY, navW, ctlH, "‹", false, false, 16, 5)
	ui.Control(dst, ctx, prevX+navW+76, ctlY, navW, ctlH, "›", false, false, 16, 5)
	st := ui.Style{Size: 16, Color: ui.Paper, Align: ui.Center}
	if sc.pick >= 0 {
		f.Pieces(dst, v, prevX+navW+38, ctlY+5, st, ui.N(sc.pick+1), ui.T(" / "), ui.N(sc.kindLen()))
	} else {
		f.Draw(dst, v, sc.navLabel(), prevX+navW+38, ctlY+5, st)
	}
	moves := sc.Ses.MoveCount(sc.Ses.Pos())
	f.Pieces(dst, v, ui.Width-20, 11, ui.Style{Size: 18, Color: ui.Paper, Align: ui.Right},
		ui.T("Cells left "), ui.N(sc.left), ui.T("    Moves "), ui.N(moves))
}

// kindLen is the number of puzzles of the shown kind and level, cached.
func (sc *Scene) kindLen() int {
	if sc.kindFor != sc.version {
		sc.kindFor, sc.kindN = sc.version, len(sc.coll.kind(sc.params, sc.level))
	}
	return sc.kindN
}

// drawCard draws the changing lines of the card: the solver's word on the
// puzzle, the search's counters and the cell it works on.
func (sc *Scene) drawCard(dst *ebiten.Image, ctx *ui.Context, fr replay.Frame[position, move]) {
	v, f := ctx.View, ctx.Fonts
	x0, x1 := float64(sudokuart.CardX0)+16, float64(sudokuart.CardX1)-18
	right := ui.Style{Size: 17, Bold: true, Align: ui.Right}
	switch sc.verdict {
	case unique:
		right.Color = color.RGBA{0x23, 0x7a, 0x45, 0xff}
		f.Draw(dst, v, "One solution", x1, 66, right)
	case none:
		right.Color = clashC
		f.Draw(dst, v, "No solution", x1, 66, right)
	case several:
		right.Color = color.RGBA{0xb0, 0x60, 0x08, 0xff}
		f.Draw(dst, v, "Several solutions", x1, 66, right)
	}
	p, d := sc.Counters()
	st := ui.Style{Size: 16, Color: cardInk}
	f.Pieces(dst, v, x0, 124, st, ui.T("Placements "), ui.N(p), ui.T("    Dead ends "), ui.N(d))
	m, ok := sc.triedMove(fr)
	if !ok {
		return
	}
	rs := ui.Style{Size: 16, Bold: true, Align: ui.Right}
	name := sc.names.name(m.row*sc.params.Size+m.col, sc.params.Size)
	switch {
	case m.kind == kRemove:
		rs.Color = backC
		f.Pieces(dst, v, x1, 124, rs, ui.T("Dead end: back from "), ui.T(name))
	case m.guess:
		rs.Color = color.RGBA{0xb0, 0x60, 0x08, 0xff}
		f.Pieces(dst, v, x1, 124, rs, ui.T("Trying "), ui.T(name), ui.T(" = "), ui.T(digitStrings[m.digit]))
	default:
		rs.Color = color.RGBA{0x23, 0x7a, 0x45, 0xff}
		f.Pieces(dst, v, x1, 124, rs, ui.T("Forced "), ui.T(name), ui.T(" = "), ui.T(digitStrings[m.digit]))
	}
}

// actionLabels are the labels of the pad's actions.
var actionLabels = [actions]string{"Erase", "Pencil", "All marks", "Skip to end", "Hint (I)", "New puzzle (U)"}

// drawPad draws the digit tiles and the actions under them.
func (sc *Scene) drawPad(dst *ebiten.Image, ctx *ui.Context, s sudoku.State) {
	v, f, g := ctx.View, ctx.Fonts, &sc.geo
	n := sc.params.Size
	// How many of each digit the grid still needs.
	var count [sudoku.MaxSize + 1]int
	for i := 0; i < n*n; i++ {
		count[s.Cell(i)]++
	}
	selDigit := 0
	if sc.sel >= 0 && sc.sel < n*n {
		selDigit = s.Cell(sc.sel)
	}
	hover := -1
	if !ctx.In.Touch {
		hover = g.padAt(ctx.In.X, ctx.In.Y)
	}
	for d := 1; d <= n; d++ {
		x, y := g.tileXY(d)
		k := 1.0
		if d == hover {
			k = 1.06
		}
		if count[d] >= n {
			k = 0.72 // every one placed
		}
		sc.drawTile(dst, v, sc.art.Tile, x, y, g.tile, g.tile, k)
		c := inkC
		if sc.pencil {
			c = markC
		}
		if d == selDigit {
			c = penC
		}
		sc.glyphs.draw(dst, v, &sc.op, gPad, d, x+g.tile/2, y+g.tile/2-3, glyphScale(g.tile), c)
		if left := n - count[d]; left > 0 {
			f.DrawNumber(dst, v, left, x+g.tile-16, y+g.tile-20, ui.Style{Size: 11, Color: cardMuted})
		}
	}
	ahover := -1
	if !ctx.In.Touch {
		ahover = g.actionAt(ctx.In.X, ctx.In.Y)
	}
	canSkip := sc.Ses.Last()-sc.Ses.Pos() > skipAfter
	for a := 0; a < actions; a++ {
		x, y := g.actionXY(a)
		k := 1.0
		switch {
		case a == actSkip && !canSkip:
			k = 0.6
		case a == ahover:
			k = 1.06
		}
		sc.drawTile(dst, v, sc.art.WideTile, x, y, actionW, actionH, k)
		c := inkC
		if a == actPencil && sc.pencil {
			ctx.Paint.Frame(dst, v, x+3, y+3, actionW-8, actionH-9, 2, ui.Accent)
			c = color.RGBA{0xa0, 0x58, 0x00, 0xff}
		}
		if a == actSkip && !canSkip {
			c = cardMuted
		}
		if a == actHint && sc.hint.on {
			ctx.Paint.Frame(dst, v, x+3, y+3, actionW-8, actionH-9, 2, ui.Accent)
		}
		label := actionLabels[a]
		if a == actNew && sc.gen != nil {
			label, c = "Making one…", cardMuted
		}
		f.Draw(dst, v, label, x+actionW/2, y+11, ui.Style{Size: 16, Bold: true, Color: c, Align: ui.Center})
	}
}

// drawCellInfo says what the selected cell holds or may hold.
func (sc *Scene) drawCellInfo(dst *ebiten.Image, ctx *ui.Context, s sudoku.State) {
	if sc.hint.on {
		return // the hint's card lies over this line
	}
	v, f := ctx.View, ctx.Fonts
	n := sc.params.Size
	y := sc.geo.infoY()
	if sc.sel < 0 || sc.sel >= n*n {
		f.Draw(dst, v, "Click a cell, then a digit (or drag a digit onto a cell).", panelX, y, ui.Style{Size: 16, Color: ui.Paper})
		return
	}
	if sc.infoFor != sc.sel {
		sc.infoFor = sc.sel
		sc.infoClash, _ = s.ClashWith(sc.sel)
	}
	name := sc.names.name(sc.sel, n)
	st := ui.Style{Size: 16, Color: ui.Paper}
	switch {
	case s.IsGiven(sc.sel):
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" is a given: it cannot change"))
	case sc.infoClash != "":
		st.Color = color.RGBA{0xff, 0x9a, 0x90, 0xff}
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" clashes: "), ui.T(sc.infoClash))
	case s.Cell(sc.sel) != 0:
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" holds your "), ui.T(digitStrings[s.Cell(sc.sel)]), ui.T(" (Backspace erases it)"))
	default:
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" may hold: "))
		x := panelX + f.Width(name, st) + f.Width(" may hold: ", st)
		c := s.Candidates(sc.sel)
		if c == 0 {
			f.Draw(dst, v, "nothing: a digit around it is wrong", x, y, ui.Style{Size: 16, Color: color.RGBA{0xff, 0x9a, 0x90, 0xff}})
		}
		for d := 1; d <= n; d++ {
			if c.Has(d) {
				f.Draw(dst, v, digitStrings[d], x, y, ui.Style{Size: 16, Bold: true, Color: ui.Accent})
				x += f.Width(digitStrings[d], ui.Style{Size: 16, Bold: true}) + 8
			}
		}
	}
}

// boxVisible is how many characters of the text box show.
const boxVisible = 62

// drawBox draws the text box for a typed or pasted puzzle, and the parser's
// error under it.
func (sc *Scene) drawBox(dst *ebiten.Image, ctx *ui.Context) {
	v, f, p := ctx.View, ctx.Fonts, ctx.Paint
	edge := ui.PanelEdge
	if sc.boxFocus {
		edge = ui.Accent
	}
	p.Rect(dst, v, boxX, boxY, boxW, boxH, color.RGBA{0x10, 0x13, 0x1b, 0xe8})
	p.Frame(dst, v, boxX, boxY, boxW, boxH, 2, edge)
	if len(sc.boxText) != sc.boxShownLen || sc.boxShown == "" && len(sc.boxText) > 0 {
		sc.boxShownLen = len(sc.boxText)
		t := sc.boxText
		prefix := ""
		if len(t) > boxVisible {
			t, prefix = t[len(t)-boxVisible:], "…"
		}
		sc.boxShown = prefix + string(t)
	}
	st := ui.Style{Size: 15, Color: ui.Paper}
	x := boxX + 10
	if len(sc.boxText) == 0 && !sc.boxFocus {
		f.Draw(dst, v, "Click here (or press T) to type a puzzle; Enter opens it", x, boxY+8, ui.Style{Size: 15, Color: ui.Muted})
	} else if len(sc.boxText) > 0 {
		f.Draw(dst, v, sc.boxShown, x, boxY+8, st)
		x += f.Width(sc.boxShown, st)
	}
	if sc.boxFocus && (sc.ticks/30)%2 == 0 {
		p.Rect(dst, v, x+1, boxY+7, 2, boxH-14, ui.Accent)
	}
	if len(sc.boxText) > 0 {
		f.Pieces(dst, v, boxX+boxW, boxY-22, ui.Style{Size: 14, Color: ui.Muted, Align: ui.Right}, ui.N(len(sc.boxText)), ui.T(ui.Plural(len(sc.boxText), " character", " characters")))
	}
	if sc.boxErr != "" {
		f.Draw(dst, v, sc.boxErr, boxX, boxY+boxH+8, ui.Style{Size: 15, Bold: true, Color: color.RGBA{0xff, 0x8a, 0x80, 0xff}})
	}
}

// drawWin shows the win over the grid.
func (sc *Scene) drawWin(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	cx := boardX0 + boardSpan/2
	x, y, w, h := cx-210.0, boardY0+boardSpan/2-56, 420.0, 112.0
	ui.Banner(dst, ctx, x, y, w, h, "Solved!")
	f.Pieces(dst, v, cx, y+72, ui.Style{Size: 17, Color: ui.Paper, Align: ui.Center},
		ui.N(sc.Ses.MoveCount(sc.Ses.Pos())), ui.T(ui.Plural(sc.Ses.MoveCount(sc.Ses.Pos()), " move.  R plays again, J the next puzzle.", " moves.  R plays again, J the next puzzle.")))
}

func (sc *Scene) paintStatic(dst *ebiten.Image, ctx *ui.Context) {
	v, f, p := ctx.View, ctx.Fonts, ctx.Paint
	g := &sc.geo
	n := sc.params.Size
	op := &sc.op
	op.GeoM.Reset()
	op.GeoM.Scale(1.0/sudokuart.Res, 1.0/sudokuart.Res)
	v.Apply(&op.GeoM)
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterLinear
	op.Blend = ebiten.Blend{}
	dst.DrawImage(sc.art.Background, op)

	// The diagonals of the X rule, tinted.
	if sc.params.X {
		for k := 0; k < n; k++ {
			for _, i := range [2]int{k*n + k, k*n + n - 1 - k} {
				x, y := g.cellXY(i)
				p.Rect(dst, v, x, y, g.cell, g.cell, diagTint)
			}
		}
	}
	// Thin lines between cells, thick ones between boxes and round the grid.
	br, bc := sc.params.BoxRows(), sc.params.BoxCols()
	for k := 0; k <= n; k++ {
		x := g.x0 + float64(k)*g.cell
		y := g.y0 + float64(k)*g.cell
		if k%bc == 0 {
			p.Rect(dst, v, x-1.5, g.y0-1.5, 3, g.side+3, inkC)
		} else {
			p.Rect(dst, v, x-0.5, g.y0, 1, g.side, thinC)
		}
		if k%br == 0 {
			p.Rect(dst, v, g.x0-1.5, y-1.5, g.side+3, 3, inkC)
		} else {
			p.Rect(dst, v, g.x0, y-0.5, g.side, 1, thinC)
		}
	}

	// The card: the puzzle's name and where it comes from.
	x0 := float64(sudokuart.CardX0) + 16
	title := ui.Style{Size: 20, Bold: true, Color: cardInk}
	if sc.pick >= 0 {
		f.Draw(dst, v, sc.params.String()+"  ·  "+sc.level.String()+"  ·  puzzle "+itoa(sc.pick+1)+" of "+itoa(sc.kindLen()), x0, 64, title)
	} else {
		whose := "  ·  your puzzle"
		if sc.made {
			whose = "  ·  a new puzzle"
		}
		level := ""
		if sc.verdict == unique {
			level = "  ·  " + sc.level.String()
		}
		f.Draw(dst, v, sc.params.String()+level+whose, x0, 64, title)
	}
	f.Draw(dst, v, "From: "+sc.source, x0, 95, ui.Style{Size: 15, Color: cardMuted})
	f.Draw(dst, v, "Type or paste a puzzle (one line, '.' or 0 for a blank):", boxX, boxY-22, ui.Style{Size: 14, Color: ui.Muted})

	// The header strip and what never changes in it, and the bar's panel.
	p.Rect(dst, v, 0, 0, ui.Width, 44, color.RGBA{0x0d, 0x12, 0x1c, 0xb8})
	f.Draw(dst, v, "Sudoku", 20, 7, ui.Style{Size: 24, Bold: true, Color: ui.Paper})
	f.Draw(dst, v, "Size", sizeX-10, 12, ui.Style{Size: 16, Color: ui.Muted, Align: ui.Right})
	f.Draw(dst, v, "Level", levelX-10, 12, ui.Style{Size: 16, Color: ui.Muted, Align: ui.Right})
	sc.Bar.DrawBackground(dst, ctx)
}

// itoa formats a small non-negative number (for the static layer only).
func itoa(n int) string {
	if n < 10 {
		return digitStrings0[n]
	}
	return itoa(n/10) + digitStrings0[n%10]
}

var digitStrings0 = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
