package sudoku

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// triedMove is the search's step to highlight: the one in flight, or the
// one that led to the position shown while a replay is under way.
func (sc *Scene) triedMove(f replay.Frame[position, move]) (move, bool) {
	return frame.SearchStep(sc.Ses, f, func(m move) bool { return m.Kind == sudoku.EditPlace || m.Kind == sudoku.EditRemove })
}

// sizeLabels are the size buttons' labels.
var sizeLabels = [...]string{"4", "6", "9", "16"}

// levelLabels are the level buttons' labels.
var levelLabels = [sudoku.Grades]string{"Easy", "Medium", "Hard", "Expert", "Beyond"}

// The header's text: the controls' labels and the counters.
const (
	ctlText = 16.0
	ctlDY   = (ctlH - 18) / 2 // from a control's top to its label's
)

// drawLevels draws the level buttons, dimmed where the collection has no
// puzzle of the level for this kind.
func (sc *Scene) drawLevels(dst *ebiten.Image, ctx *ui.Context) {
	sc.DrawHead(dst, ctx, "level")
	// The veils are drawn over the buttons, the one under the pointer
	// included: one draw call.
	has := sc.coll.Has(sc.params)
	ctx.Paint.Gather()
	for l := sudoku.Grade(0); l < sudoku.Grades; l++ {
		if r := sc.head.level[l]; !has[l] {
			// A click opens the nearest level and says so.
			ctx.Paint.Rect(dst, ctx.View, r.X, r.Y, r.W, r.H, color.RGBA{0x08, 0x0b, 0x11, 0xa0})
		}
	}
	ctx.Paint.Flush()
}

// drawCounters draws the cells left and the moves.
func (sc *Scene) drawCounters(dst *ebiten.Image, ctx *ui.Context) {
	moves := sc.Ses.MoveCount(sc.Ses.Pos())
	sc.facts(sc.Ses.Shown().From.Grid)
	h := &sc.head
	if h.countLines {
		st := ui.Style{Size: 15, Color: ui.Paper, Align: ui.Right}
		ctx.Fonts.Pieces(dst, ctx.View, h.countX, h.countY, st, ui.T("Cells left "), ui.N(sc.left))
		ctx.Fonts.Pieces(dst, ctx.View, h.countX, h.countY+20, st, ui.T("Moves "), ui.N(moves))
		return
	}
	ctx.Fonts.Pieces(dst, ctx.View, h.countX, h.countY, ui.Style{Size: 16, Color: ui.Paper, Align: ui.Right},
		ui.T("Cells left "), ui.N(sc.left), ui.T("  Moves "), ui.N(moves))
}

// drawPanel draws the panel beside the grid as it is now: the card's
// changing lines, the pad, the selected cell's line, the text box, the
// hint's card and a tile being dragged; the pad only listed where the
// frame keeps it on the static layer (kept).
func (sc *Scene) drawPanel(dst *ebiten.Image, ctx *ui.Context, kept bool) {
	f := sc.Ses.Shown()
	s := f.From.Grid
	sc.facts(s)
	sc.drawCard(dst, ctx, f)
	sc.drawPad(dst, ctx, kept)
	sc.drawCellInfo(dst, ctx, s)
	sc.drawBox(dst, ctx)
	if sc.hint.On {
		sc.hint.Card.Draw(dst, ctx, panelX, sc.geo.cardY())
	}
	sc.drawDragged(dst, ctx)
}

// kindLen is the number of puzzles of the shown kind and level.
func (sc *Scene) kindLen() int { return len(sc.coll.Of(sc.params, sc.level)) }

// drawCard draws the changing lines of the card: the solver's word on the
// puzzle, the search's counters and the cell it works on.
func (sc *Scene) drawCard(dst *ebiten.Image, ctx *ui.Context, fr replay.Frame[position, move]) {
	v, f := ctx.View, ctx.Fonts
	x0, x1 := float64(sudokuart.CardX0)+16, float64(sudokuart.CardX1)-18
	verdict := ui.Style{Size: 17, Bold: true, Align: ui.Right, Color: verdictInk[sc.verdict]}
	f.Draw(dst, v, verdictWords[sc.verdict], x1, 66, verdict)
	p, d := sc.tally.At(sc.Ses.Pos()) // placements and dead ends
	st := ui.Style{Size: 16, Color: cardInk}
	f.Pieces(dst, v, x0, 124, st, ui.T("Placements "), ui.N(p), ui.T("    Dead ends "), ui.N(d))
	m, ok := sc.triedMove(fr)
	if !ok {
		return
	}
	rs := ui.Style{Size: 16, Bold: true, Align: ui.Right}
	name := sudoku.CellName(m.Row, m.Col)
	switch {
	case m.Kind == sudoku.EditRemove:
		rs.Color = clashC
		f.Pieces(dst, v, x1, 124, rs, ui.T("Dead end: back from "), ui.T(name))
	case m.Guess:
		rs.Color = doubtC
		f.Pieces(dst, v, x1, 124, rs, ui.T("Trying "), ui.T(name), ui.T(" = "), ui.T(sudoku.DigitString(m.Digit)))
	default:
		rs.Color = goodC
		f.Pieces(dst, v, x1, 124, rs, ui.T("Forced "), ui.T(name), ui.T(" = "), ui.T(sudoku.DigitString(m.Digit)))
	}
}

// verdictWords and verdictInk say the solver's word on the card.
var (
	verdictWords = [...]string{unique: "One solution", none: "No solution", several: "Several solutions"}
	verdictInk   = [...]color.RGBA{unique: goodC, none: clashC, several: doubtC}
)

// actionLabels are the labels of the pad's actions, and their short
// forms for the narrow pad under the grid.
var (
	actionLabels = [actions]string{"Erase", "Pencil", "All marks", "Skip to end", "Hint (I)", "New puzzle (U)"}
	actionShort  = [actions]string{"Erase", "Pencil", "Marks", "Skip", "Hint", "New"}
)

// drawPad draws the digit tiles and the actions as Still looked at them
// this frame, or only lists them where the frame keeps them on the static
// layer (kept).
func (sc *Scene) drawPad(dst *ebiten.Image, ctx *ui.Context, kept bool) {
	if kept {
		sc.keys.List(ctx, &sc.padGlyphs)
		return
	}
	sc.paintPad(dst, ctx)
}

// Still is the pad, in the part that holds it: the frame keeps it on the
// static layer, painted again when its key changes (frame.Stiller). The
// frame asks every frame, so this is where the pad is looked at, kept or
// drawn (allLive: always drawn).
func (sc *Scene) Still(ctx *ui.Context, i int) (ui.Rect, uint64, bool) {
	if r := sc.Role(i); r != rPanel && r != rKeys {
		return ui.Rect{}, 0, false
	}
	key := sc.lookPad(ctx, sc.Ses.Shown().From.Grid)
	return sc.keys.Box(), key, !sc.allLive
}

// PaintStill paints the pad as Still last saw it (frame.Stiller).
func (sc *Scene) PaintStill(dst *ebiten.Image, ctx *ui.Context, i int) { sc.paintPad(dst, ctx) }

// paintPad paints the pad as lookPad last saw it.
func (sc *Scene) paintPad(dst *ebiten.Image, ctx *ui.Context) {
	sc.padGlyphs.Ensure(ctx.Fonts, ctx.View.Scale, padSize(sc.keys.Keys.W))
	sc.keys.Paint(dst, ctx, frame.PadArt{Sprites: &sc.sp, Sheet: &sc.padGlyphs, Style: gPad, Tile: sc.art.Tile, Wide: sc.art.WideTile, Muted: cardMuted})
}

// lookPad notes how the pad looks for the grid s: each digit's count
// still to place, the selected cell's digit in the pen's ink, the
// actions' states. It returns the pad's key (frame.Pad.Look).
func (sc *Scene) lookPad(ctx *ui.Context, s sudoku.State) uint64 {
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
	ink := inkC
	if sc.pencil {
		ink = markC
	}
	canSkip := sc.Ses.Last()-sc.Ses.Pos() > skipAfter
	return sc.keys.Look(ctx, func(i int) frame.PadKey {
		k := frame.PadKey{Ink: ink, Done: count[i+1] >= n, Left: n - count[i+1]}
		if i+1 == selDigit {
			k.Ink = penC
		}
		return k
	}, func(a int) frame.PadAct {
		act := frame.PadAct{Words: actionLabels[a], Ink: inkC}
		if sc.keys.Short {
			act.Words = actionShort[a]
		}
		switch {
		case a == actPencil && sc.pencil:
			act.On, act.Ink = true, color.RGBA{0xa0, 0x58, 0x00, 0xff}
		case a == actSkip && !canSkip:
			act.Off, act.Ink = true, cardMuted
		case a == actHint:
			act.On = sc.hint.On
		case a == actNew && sc.gen.Busy():
			act.Words, act.Ink = "Making one…", cardMuted
			if sc.keys.Short {
				act.Words = "…"
			}
		}
		return act
	})
}

// drawCellInfo says what the selected cell holds or may hold.
func (sc *Scene) drawCellInfo(dst *ebiten.Image, ctx *ui.Context, s sudoku.State) {
	if sc.hint.On {
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
	name := sudoku.CellName(sc.sel/n, sc.sel%n)
	st := ui.Style{Size: 16, Color: ui.Paper}
	switch {
	case s.IsGiven(sc.sel):
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" is a given: it cannot change"))
	case sc.infoClash != "":
		st.Color = color.RGBA{0xff, 0x9a, 0x90, 0xff}
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" clashes: "), ui.T(sc.infoClash))
	case s.Cell(sc.sel) != 0:
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" holds your "), ui.T(sudoku.DigitString(s.Cell(sc.sel))), ui.T(" (Backspace erases it)"))
	default:
		f.Pieces(dst, v, panelX, y, st, ui.T(name), ui.T(" may hold: "))
		x := panelX + f.Width(name, st) + f.Width(" may hold: ", st)
		c := s.Candidates(sc.sel)
		if c == 0 {
			f.Draw(dst, v, "nothing: a digit around it is wrong", x, y, ui.Style{Size: 16, Color: color.RGBA{0xff, 0x9a, 0x90, 0xff}})
		}
		for d := 1; d <= n; d++ {
			if c.Has(d) {
				f.Draw(dst, v, sudoku.DigitString(d), x, y, ui.Style{Size: 16, Bold: true, Color: ui.Accent})
				x += f.Width(sudoku.DigitString(d), ui.Style{Size: 16, Bold: true}) + 8
			}
		}
	}
}

// drawBox draws the text box for a typed or pasted puzzle, and the parser's
// error under it.
func (sc *Scene) drawBox(dst *ebiten.Image, ctx *ui.Context) {
	b := sc.box()
	sc.field.Draw(dst, ctx, b.Rect, b.visible, b.prompt, (sc.ticks/30)%2 == 0)
}

// drawWin shows the win over the grid.
func (sc *Scene) drawWin(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	ui.Banner(dst, ctx, bannerX, bannerY, bannerW, bannerH, "Solved!")
	moves := sc.Ses.MoveCount(sc.Ses.Pos())
	f.Pieces(dst, v, bannerX+bannerW/2, bannerY+72, ui.Style{Size: 17, Color: ui.Paper, Align: ui.Center},
		ui.N(moves), ui.T(ui.Plural(moves, " move.  R plays again, J the next puzzle.", " moves.  R plays again, J the next puzzle.")))
}

// PaintPart paints what never changes during a game in part i: the desk
// and the paper, the grid's lines and the X rule's diagonals, the card's
// name of the puzzle, the title and the labels.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	v, f := ctx.View, ctx.Fonts
	switch sc.Role(i) {
	case rTitle:
		ui.Title(dst, ctx, "Sudoku")
	case rSize:
		sc.PaintHead(dst, ctx, "size")
		sc.PaintHead(dst, ctx, "x")
	case rLevel, rNav:
		sc.PaintHead(dst, ctx, sc.Last()[i].Name)
	case rGrid:
		sc.paintDesk(dst, v)
		sc.paintGrid(dst, ctx)
	case rPanel:
		sc.paintDesk(dst, v)
		sc.paintCard(dst, ctx)
		f.Draw(dst, v, "Type or paste a puzzle (one line, '.' or 0 for a blank):", boxX, boxY-22, ui.Style{Size: 14, Color: ui.Muted})
	case rKeys, rHint:
		sc.paintDesk(dst, v)
	case rBox:
		sc.paintDesk(dst, v)
		f.Draw(dst, v, "Type or paste a puzzle ('.' for a blank):", narrowBox.X, narrowBox.Y-22, ui.Style{Size: 14, Color: ui.Paper})
	}
}

// paintDesk paints the desk with the paper, the card and the pencil, as
// the design lays them out; the part's clip keeps what lies in it.
func (sc *Scene) paintDesk(dst *ebiten.Image, v ui.View) {
	sc.sp.Draw(dst, v, sc.art.Background, 0, 0, 1, 1)
}

// paintGrid paints the X rule's diagonals and the grid's lines.
func (sc *Scene) paintGrid(dst *ebiten.Image, ctx *ui.Context) {
	g := &sc.geo
	n := sc.params.Size
	// The diagonals of the X rule, tinted.
	if sc.params.X {
		for k := 0; k < n; k++ {
			g.Wash(dst, ctx, k, k, 0, diagTint)
			g.Wash(dst, ctx, k, n-1-k, 0, diagTint)
		}
	}
	// Thin lines between cells, thick ones between boxes and round the grid.
	g.BoxLines(dst, ctx, sc.params.BoxRows(), sc.params.BoxCols(), 3, inkC, thinC)
}

// paintCard paints the card's puzzle name and where it comes from.
func (sc *Scene) paintCard(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	x0 := float64(sudokuart.CardX0) + 16
	title, from := sc.cardWords()
	f.Draw(dst, v, title, x0, 64, ui.Style{Size: 20, Bold: true, Color: cardInk})
	f.Draw(dst, v, from, x0, 95, ui.Style{Size: 15, Color: cardMuted})
}

// cardWords are the card's puzzle name and where it comes from, made
// again only when they change: the panel's picture is painted again at
// every placement that changes the pad, and a new string allocates.
func (sc *Scene) cardWords() (title, from string) {
	k := cardKey{params: sc.params, level: sc.level, pick: sc.pick, made: sc.made, verdict: sc.verdict, source: sc.source}
	if k.pick >= 0 {
		k.of = sc.kindLen()
	}
	if sc.card.ok && sc.card.key == k {
		return sc.card.title, sc.card.from
	}
	if k.pick >= 0 {
		title = k.params.String() + "  ·  " + k.level.String() + "  ·  puzzle " + strconv.Itoa(k.pick+1) + " of " + strconv.Itoa(k.of)
	} else {
		whose := "  ·  your puzzle"
		if k.made {
			whose = "  ·  a new puzzle"
		}
		level := ""
		if k.verdict == unique {
			level = "  ·  " + k.level.String()
		}
		title = k.params.String() + level + whose
	}
	sc.card.key, sc.card.ok = k, true
	sc.card.title, sc.card.from = title, "From: "+k.source
	return sc.card.title, sc.card.from
}
