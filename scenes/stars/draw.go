package stars

import (
	"cmp"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
	"puzzleworks/sprites/starart"
)

// Colours of the scene's own marks.
var (
	inkLine   = color.RGBA{0x1b, 0x1e, 0x27, 0xff}
	breakFill = color.RGBA{0x9a, 0x1c, 0x22, 0x5a} // premultiplied: a red wash
	breakEdge = color.RGBA{0xd8, 0x32, 0x32, 0xff}
	panelFill = color.RGBA{0x0d, 0x12, 0x1c, 0xc8}
)

// DrawPart draws part i as it is now.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch sc.Role(i) {
	case rParam:
		sc.DrawHead(dst, ctx, sc.Last()[i].Name)
	case rCount:
		moves := sc.Ses.MoveCount(sc.Ses.Pos())
		ctx.Fonts.Pieces(dst, ctx.View, countR, 13, ui.Style{Size: 16, Color: ui.Paper, Align: ui.Right}, ui.T("Moves "), ui.N(moves), ui.T("  Stars left "), ui.N(sc.StarsLeft()))
	case rBoard:
		sc.drawBoard(dst, ctx)
	case rPanel:
		sc.drawPanel(dst, ctx, sc.Ses.Shown().From)
		sc.hint.Card.Draw(dst, ctx, panelX+12, panelY+12) // empty while no hint is on
	case rTools:
		sc.drawTools(dst, ctx)
	case rHint:
		sc.hint.Narrow.Draw(dst, ctx, toolsX, hintY)
	case rBanner: // drawn while won, and the paste box while open (Parts)
		sc.drawWin(dst, ctx)
	case rPaste:
		sc.paste.Draw(dst, ctx)
	}
}

// drawBoard draws the chart's marks as they are now, with the rule breaks,
// the hint, the cursor and a refused move's flash.
func (sc *Scene) drawBoard(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	f := sc.Ses.Shown()
	shown := f.From.s
	// Every unit that can no longer get its stars, washed in red.
	for _, sh := range sc.shortages(shown) {
		sc.washUnit(dst, ctx, sh.Kind, sh.Index, breakFill, breakEdge)
	}
	sc.drawHint(dst, ctx)
	sc.drawCursor(dst, ctx)
	t := 1.0
	if f.Moving && f.Total > 0 {
		t = float64(f.Done) / float64(f.Total)
	}
	n := sc.puzzle.N()
	// The star, the dot and the glow share a sheet: one draw call for
	// every cell's mark.
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.art.Star, sc.art.Dot, sc.art.Glow)
	sc.sp.Gather()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			from := shown.Cell(r, c)
			to := from
			if f.Moving {
				to = f.To.s.Cell(r, c)
			}
			sc.drawCell(dst, v, r, c, from, to, t)
		}
	}
	sc.sp.Flush()
	sc.drawFlash(dst, ctx)
}

// drawTools draws the tools under the board, upright: a hint, a new
// puzzle of the next level, the dots round a new star, the search in
// reverse order.
func (sc *Scene) drawTools(dst *ebiten.Image, ctx *ui.Context) {
	still, busy := sc.paste.Open, sc.gen.Busy()
	frame.Button(dst, ctx, sc.tools[toolHint], "Hint", still, sc.hint.On, toolText)
	label := "New puzzle"
	if busy {
		label = "Making…"
	}
	frame.Button(dst, ctx, sc.tools[toolNew], label, still, busy, toolText)
	frame.Button(dst, ctx, sc.tools[toolAuto], "Auto dots", still, sc.autoDot, toolText)
	frame.Button(dst, ctx, sc.tools[toolOrder], "Reverse", still, sc.reverse, toolText)
}

// drawCell draws the mark of one cell, going from one content to another
// at t of the way: a star drops in (shrinking from above its place while
// it fades in, with a flash of light) or lifts out; a dot fades.
func (sc *Scene) drawCell(dst *ebiten.Image, v ui.View, r, c int, from, to stars.Cell, t float64) {
	cx, cy := sc.geo.Centre(r, c)
	cell := sc.geo.Cell
	if from == to {
		sc.drawMark(dst, v, to, cx, cy, cell, 1, 1, 0) // a blank draws nothing
		return
	}
	e := ui.Ease(t)
	// The old mark leaves: a star lifts and shrinks, a dot fades.
	sc.drawMark(dst, v, from, cx, cy, cell, 1-0.45*e, 1-e, -cell*0.25*e)
	if to == stars.Star {
		// The flash of the landing, brightest as the star arrives.
		glow := math.Sin(e * math.Pi)
		sc.spriteTinted(dst, v, sc.art.Glow, cx, cy, cell*1.5/starart.GlowSize, color.RGBA{0xff, 0xe2, 0x8a, 0xff}, glow*0.8)
	}
	sc.drawMark(dst, v, to, cx, cy, cell, 1+0.6*(1-e), e, -cell*0.35*(1-e))
}

// drawMark draws a star or a dot at the centre of a cell (a blank draws
// nothing), scaled by s, with opacity a, lifted by dy.
func (sc *Scene) drawMark(dst *ebiten.Image, v ui.View, m stars.Cell, cx, cy, cell, s, a, dy float64) {
	switch m {
	case stars.Star:
		size := cell * 0.86 * s
		sc.sp.Tinted(dst, v, sc.art.Star, cx-size/2, cy-size/2+dy, size/starart.StarSize, size/starart.StarSize, ui.White, a)
	case stars.Dot:
		size := min(cell*0.3, 16) * s
		sc.sp.Tinted(dst, v, sc.art.Dot, cx-size/2, cy-size/2, size/starart.DotSize, size/starart.DotSize, ui.White, a)
	}
}

// spriteTinted draws img centred at cx, cy, scaled by s, coloured c with
// opacity a.
func (sc *Scene) spriteTinted(dst *ebiten.Image, v ui.View, img *ebiten.Image, cx, cy, s float64, c color.RGBA, a float64) {
	w := float64(img.Bounds().Dx()) / starart.Res * s
	sc.sp.Tinted(dst, v, img, cx-w/2, cy-w/2, s, s, c, a)
}

// washUnit covers the cells of a unit with colour c.
func (sc *Scene) washUnit(dst *ebiten.Image, ctx *ui.Context, kind stars.UnitKind, idx int, c, edge color.RGBA) {
	g := &sc.geo
	switch kind {
	case stars.Row:
		g.WashRow(dst, ctx, idx, c, edge, 2)
	case stars.Column:
		g.WashCol(dst, ctx, idx, c, edge, 2)
	case stars.Region:
		for r := 0; r < g.N; r++ {
			for col := 0; col < g.N; col++ {
				if sc.puzzle.Region(r, col) == idx {
					g.Wash(dst, ctx, r, col, 0, c)
					g.Ring(dst, ctx, r, col, 2, 2, edge)
				}
			}
		}
	}
}

// drawFlash marks a refused move: the cell tried, and the star it would
// touch or the unit it would overfill; or the mark that breaks the puzzle.
func (sc *Scene) drawFlash(dst *ebiten.Image, ctx *ui.Context) {
	fl := &sc.flash
	if fl.ticks <= 0 {
		return
	}
	v := ctx.View
	a := min(1, float64(fl.ticks)/30)
	pulse := 0.75 + 0.25*math.Sin(float64(fl.ticks)*0.25)
	red := color.RGBA{0xff, 0x3c, 0x3c, 0xff}
	if fl.clash.Kind != 0 {
		if fl.clash.Kind == stars.Touch {
			cx, cy := sc.geo.Centre(fl.clash.Row, fl.clash.Col)
			sc.spriteTinted(dst, v, sc.art.Glow, cx, cy, sc.geo.Cell*1.6/starart.GlowSize, red, a*pulse)
		} else {
			sc.washUnit(dst, ctx, fl.clash.Kind, fl.clash.Index, color.RGBA{uint8(0x60 * a), 0, 0, uint8(0x60 * a)}, breakEdge)
		}
	}
	sc.geo.Ring(dst, ctx, fl.r, fl.c, 1, 3, color.RGBA{uint8(0xff * a * pulse), uint8(0x3c * a * pulse), uint8(0x3c * a * pulse), uint8(0xff * a * pulse)})
}

// drawCursor shows the keyboard's cell, or the cell under the mouse.
func (sc *Scene) drawCursor(dst *ebiten.Image, ctx *ui.Context) {
	g := &sc.geo
	if sc.paste.Open || sc.Help {
		return
	}
	if sc.keyboard {
		g.Ring(dst, ctx, sc.cur[0], sc.cur[1], 1, 3, ui.Accent)
		return
	}
	if r, c, ok := g.At(ctx.In.X, ctx.In.Y); ok && !ctx.In.Touch { // a finger leaves no hover
		g.Wash(dst, ctx, r, c, 0, color.RGBA{0x20, 0x20, 0x20, 0x20})
	}
}

// button draws a button of the panel, whose label is 17 high; while the
// paste box is open nothing under it lights.
func (sc *Scene) button(dst *ebiten.Image, ctx *ui.Context, h ui.Rect, label string, on bool) {
	frame.Button(dst, ctx, h, label, sc.paste.Open, on, 17)
}

// drawPanel draws what changes in the side panel: the stars left, the
// search's counters, the rule breaks and the options.
func (sc *Scene) drawPanel(dst *ebiten.Image, ctx *ui.Context, shown position) {
	v, f := ctx.View, ctx.Fonts
	// The panel's words are gathered into a call or two, drawn over the
	// shapes drawn before them: no word lies under a shape drawn after it
	// (the veils of the levels that do not exist come after the words).
	f.Gather()
	x := panelX + 24
	left := sc.StarsLeft()
	big := ui.Style{Size: 40, Bold: true, Color: ui.Accent}
	f.DrawNumber(dst, v, left, x, panelY+44, big)
	f.Pieces(dst, v, x+f.NumberWidth(left, big)+12, panelY+62, ui.Style{Size: 17, Color: ui.Paper}, ui.T("of "), ui.N(sc.puzzle.N()*sc.puzzle.K()), ui.T(" stars still to place"))

	sc.button(dst, ctx, hitForward, "Forward", !sc.reverse)
	sc.button(dst, ctx, hitReverse, "Reverse", sc.reverse)

	num := ui.Style{Size: 18, Bold: true, Color: ui.Paper, Align: ui.Right}
	placed, dead := int(shown.placed), int(shown.dead) // zero off the search
	f.DrawNumber(dst, v, placed, x+190-f.NumberWidth(placed, num), panelY+160, num)
	f.DrawNumber(dst, v, dead, x+190-f.NumberWidth(dead, num), panelY+186, num)
	idle := "S or Space: watch the search from here"
	f.Draw(dst, v, cmp.Or(sc.searchText, idle), x, panelY+214, ui.Style{Size: 15, Color: ui.Muted})

	if sc.verdict.solutions == 0 {
		f.Draw(dst, v, "This map has no solution", x, panelY+280, ui.Style{Size: 15, Bold: true, Color: color.RGBA{0xff, 0x8a, 0x80, 0xff}})
	} else if shorts := sc.shortages(shown.s); len(shorts) == 0 {
		f.Draw(dst, v, "None: every unit still has room", x, panelY+280, ui.Style{Size: 15, Color: ui.Muted})
	} else {
		st := ui.Style{Size: 15, Bold: true, Color: color.RGBA{0xff, 0x8a, 0x80, 0xff}}
		sc.more.Draw(dst, v, f, x, panelY+280, len(shorts), st, func(i int, y float64) { sc.drawShortage(dst, v, f, x, y, shorts[i], st) })
	}

	// The auto-dot option, a check box.
	ui.Check(dst, ctx, hitAuto, "auto dots", sc.autoDot, sc.paste.Open)
	ui.ControlBack(dst, ctx, pasteX, pasteY, pasteW, pasteH, "paste", sc.paste.Open, false)
	f.Draw(dst, v, "Paste a region map… (P)", pasteX+pasteW/2, pasteY+8, ui.Style{Size: 16, Bold: true, Color: ui.Paper, Align: ui.Center})
	sc.button(dst, ctx, hitHint, "Hint (I)", sc.hint.On)
	for l := stars.Easy; l < stars.Beyond; l++ {
		label, making := levelLabels[l], sc.gen.Busy() && sc.genLevel == l
		if making {
			label = "…"
		}
		sc.button(dst, ctx, levelTiles.Rect(int(l)), label, making)
	}
	f.Flush()
	for l := stars.Easy; l < stars.Beyond; l++ {
		if h := levelTiles.Rect(int(l)); !(sc.gen.Busy() && sc.genLevel == l) && !l.Exists(sc.puzzle.K()) {
			ctx.Paint.Rect(dst, v, h.X, h.Y, h.W, h.H, color.RGBA{0x0d, 0x12, 0x1c, 0xa0})
		}
	}
}

// levelLabels are the level buttons' names.
var levelLabels = [...]string{"Easy", "Medium", "Hard", "Expert"}

// drawWin shows the win over the top of the side panel.
func (sc *Scene) drawWin(dst *ebiten.Image, ctx *ui.Context) {
	ui.Banner(dst, ctx, bannerX, bannerY, bannerW, bannerH, "Solved!")
	ctx.Fonts.Draw(dst, ctx.View, sc.labels.title, bannerX+bannerW/2, bannerY+66, ui.Style{Size: 16, Color: ui.Paper, Align: ui.Center})
}

// PaintPart paints what never changes during a game in part i: the sky,
// the board with its regions, borders and numbers, the panel's frame and
// headings, the title and the labels.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	v := ctx.View
	switch sc.Role(i) {
	case rTitle:
		ui.Title(dst, ctx, "Star Grid")
	case rParam:
		sc.PaintHead(dst, ctx, sc.Last()[i].Name)
	case rBoard: // its letters and numbers are its picture, not listed as text (Main)
		sc.sp.Tinted(dst, v, sc.art.Background, 0, 0, starart.Res, starart.Res, ui.White, 1)
		sc.paintBoard(dst, ctx)
	case rPanel:
		sc.sp.Tinted(dst, v, sc.art.Background, 0, 0, starart.Res, starart.Res, ui.White, 1)
		sc.paintPanel(dst, ctx)
	case rTools, rHint:
		sc.sp.Tinted(dst, v, sc.art.Background, 0, 0, starart.Res, starart.Res, ui.White, 1)
	}
}

// paintBoard paints the board: the walnut frame, the regions' tints, the
// lines, the regions' borders and letters, the rows' and columns' numbers.
func (sc *Scene) paintBoard(dst *ebiten.Image, ctx *ui.Context) {
	v, f, g := ctx.View, ctx.Fonts, &sc.geo
	sc.sp.Tinted(dst, v, sc.board, boardX, boardY, 1, 1, ui.White, 1)
	pz := sc.puzzle
	tint := pz.Colours(starart.RegionTints) // neighbours differ
	rg := frame.Regions{
		Of:   pz.Region,
		Tint: func(r, c int) color.RGBA { return starart.ChartTint(tint[pz.Region(r, c)]) },
		Name: func(reg int) string { return sc.regions[reg] },
		Thin: color.RGBA{0x1b, 0x1e, 0x27, 0x50}, Ink: inkLine, Border: 3.5, Edge: 4,
	}
	rg.Paint(dst, ctx, g)
	// Each region's letter in its first cell, as the messages name it;
	// rows and columns numbered on the frame.
	rg.PaintNames(dst, ctx, g, ui.Style{Size: min(15, max(10, g.Cell*0.28)), Bold: true, Color: color.RGBA{0x1b, 0x1e, 0x27, 0xb0}})
	n := g.N
	num := ui.Style{Size: 11, Bold: true, Color: color.RGBA{0xf0, 0xe2, 0xc4, 0xff}, Align: ui.Center}
	for i := 0; i < n; i++ {
		f.Draw(dst, v, strconv.Itoa(i+1), chartX+(float64(i)+0.5)*g.Cell, boardY+3, num)
		f.Draw(dst, v, strconv.Itoa(i+1), boardX+boardBorder/2-1, chartY+(float64(i)+0.5)*g.Cell-7, num)
	}
}

// paintPanel paints the side panel's ground, frame and headings.
func (sc *Scene) paintPanel(dst *ebiten.Image, ctx *ui.Context) {
	v, f, p := ctx.View, ctx.Fonts, ctx.Paint
	p.Rect(dst, v, panelX, panelY, panelW, panelH, panelFill)
	p.Frame(dst, v, panelX, panelY, panelW, panelH, 2, ui.PanelEdge)
	x := panelX + 24
	head := ui.Style{Size: 18, Bold: true, Color: ui.Accent}
	f.Draw(dst, v, sc.labels.title, x, panelY+14, ui.Style{Size: 16, Color: ui.Muted})
	f.Draw(dst, v, "The solver's search", x, panelY+128, head)
	body := ui.Style{Size: 16, Color: ui.Paper}
	f.Draw(dst, v, "Placements", x, panelY+161, body)
	f.Draw(dst, v, "Dead ends", x, panelY+187, body)
	f.Draw(dst, v, "Rule breaks", x, panelY+250, head)
	f.Draw(dst, v, "New puzzle", x, panelY+352, head)
	f.Draw(dst, v, "Dot a new star's neighbours (A)", autoX+34, autoY+6, body)
}
