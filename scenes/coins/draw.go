package coins

import (
	"fmt"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
	"puzzleworks/sprites/coinart"
)

// Colours of the highlights.
var (
	lineLit = color.RGBA{0xf2, 0xa3, 0x1b, 0xb0} // a free line of the point under the pointer
	lineAim = color.RGBA{0xff, 0xd2, 0x6a, 0xe8} // the line the coin will take
	dimHole = color.RGBA{0x0a, 0x0c, 0x12, 0xa8}
	glowSel = color.RGBA{0xf2, 0xa3, 0x1b, 0xff}
	glowHov = color.RGBA{0xff, 0xe6, 0xa8, 0xd0}
	glowCur = color.RGBA{0x9f, 0xd8, 0xff, 0xff}
	cardInk = color.RGBA{0x2b, 0x22, 0x18, 0xff}
	cardRed = color.RGBA{0x9a, 0x32, 0x26, 0xff}
	stuckBg = color.RGBA{0x2e, 0x12, 0x12, 0xff}
)

// The parts of the coins' picture that are not parameters, in the
// design's coordinates. Upright the board is the star alone: the dish
// and the card repeat what the header and the help say, and the banner
// shows over the star.
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 200, frame.HeaderH), Optional: true}
	countPart  = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(910, 0, ui.Width-910, frame.HeaderH)}
	starPart   = frame.Part{Kind: frame.Main, Name: "star", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH), Upright: ui.R(coinart.BoardX-coinart.BoardR-8, coinart.BoardY-coinart.BoardR-8, 2*coinart.BoardR+16, 2*coinart.BoardR+16)}
	dishPart   = frame.Part{Kind: frame.Side, Name: "dish", Rect: ui.R(56, 214, 224, 262), Landscape: true}
	cardPart   = frame.Part{Kind: frame.Side, Name: "card", Rect: ui.R(coinart.CardX, coinart.CardY, coinart.CardW+10, coinart.CardH+10), Landscape: true}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(bannerX, bannerY, bannerW, bannerH)}
)

// Showing reports whether the banner shows: a win, or being stuck.
func (sc *Scene) Showing(i int) bool {
	return sc.Parts()[i].Kind == frame.Over && (sc.Won() || sc.Stuck())
}

// DrawPart draws part i.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch sc.Parts()[i].Name {
	case "star":
		sc.drawStar(dst, ctx)
	case "dish":
		sc.drawDish(dst, ctx)
	case "banner": // it shows only won or stuck (Showing)
		if sc.Won() {
			sc.drawWin(dst, ctx)
		} else {
			sc.drawStuck(dst, ctx)
		}
	case "card":
	case countPart.Name:
		sc.drawCounters(dst, ctx)
	default:
		sc.DrawParam(dst, ctx, i)
	}
}

// drawStar draws the points, the lit lines and the coins on the star.
func (sc *Scene) drawStar(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	g := &sc.geo

	f := sc.Ses.Shown()
	shown := f.From

	// Points that can take no coin look dim.
	for i := 0; i < g.n; i++ {
		if _, n := shown.FreeEnds(i); n == 0 && !shown.Has(i) {
			ctx.Paint.Disc(dst, v, g.pts[i][0], g.pts[i][1], coinart.SocketR+0.5, dimHole)
		}
	}

	// The point under the pointer, the chosen start and the cursor, with
	// their free lines.
	hover := -1
	if !ctx.In.Touch && !sc.Help {
		hover = g.pointAt(ctx.In.X, ctx.In.Y, 0)
	}
	if sc.Idle() { // at rest, or a replay paused mid-move
		if sc.selected >= 0 {
			sc.drawFreeLines(dst, ctx, sc.selected, true)
		} else if hover >= 0 {
			sc.drawFreeLines(dst, ctx, hover, false)
		} else if sc.cursor.Shown {
			sc.drawFreeLines(dst, ctx, sc.cursor.At, false)
		}
	}
	if hover >= 0 && hover != sc.selected {
		sc.glow(dst, v, hover, glowHov)
	}
	if sc.cursor.Shown && sc.cursor.At < g.n && sc.cursor.At != sc.selected {
		sc.glow(dst, v, sc.cursor.At, glowCur)
	}
	if sc.selected >= 0 {
		sc.glow(dst, v, sc.selected, glowSel)
	}

	// Coins at rest, then the one on the move above them: their shadows
	// and faces gathered into few draw calls.
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.kept...)
	sc.sp.Gather()
	defer sc.sp.Flush()
	for i := 0; i < g.n; i++ {
		if shown.Has(i) {
			sc.drawCoin(dst, v, g.pts[i][0], g.pts[i][1], 0, 0, 1)
		}
	}
	if f.Moving {
		p := g.at(f.Move, f.Ticks())
		sc.drawCoin(dst, v, p.x, p.y, p.z, p.angle, 1)
	} else if sc.dragging && sc.selected >= 0 && ctx.In.Down {
		// The coin follows the pointer along the nearest free line.
		if to, t := sc.dragAim(ctx.In.X, ctx.In.Y); to >= 0 {
			a, b := g.pts[sc.selected], g.pts[to]
			sc.drawCoin(dst, v, ui.Lerp(a[0], b[0], t), ui.Lerp(a[1], b[1], t), 6, 0, 0.75)
		}
	}
}

// drawFreeLines lights the free lines of point i in the logical position;
// strong marks a chosen start, whose aimed line (keyboard) is brightest.
func (sc *Scene) drawFreeLines(dst *ebiten.Image, ctx *ui.Context, i int, strong bool) {
	ends, n := sc.Current().FreeEnds(i)
	for j, e := range ends[:n] {
		c, w := lineLit, 5.0
		if strong && (n == 1 || (sc.cursor.Shown && j == sc.aim)) {
			c, w = lineAim, 7.0
		} else if strong {
			w = 6
		}
		a, b := sc.geo.pts[i], sc.geo.pts[e]
		ctx.Paint.Line(dst, ctx.View, a[0], a[1], b[0], b[1], w, c)
		sc.glow(dst, ctx.View, e, c)
	}
}

// glow rings point i with the tinted halo.
func (sc *Scene) glow(dst *ebiten.Image, v ui.View, i int, c color.RGBA) {
	x, y := sc.geo.pts[i][0], sc.geo.pts[i][1]
	sc.sp.Colored(dst, v, sc.art.Glow, x-coinart.GlowSize/2, y-coinart.GlowSize/2, c)
}

// drawCoin draws a coin centred at x, y on the board, z above it (its
// shadow stays on the board, larger and fainter the higher it is), turned
// by angle, with opacity alpha.
func (sc *Scene) drawCoin(dst *ebiten.Image, v ui.View, x, y, z, angle, alpha float64) {
	const shadowC, coinC = coinart.ShadowSize * coinart.Res / 2, coinart.CoinSize * coinart.Res / 2
	sc.sp.Spun(dst, v, sc.art.Shadow, shadowC, shadowC, 0, 1+z/140, x+2+z*0.35, y+3+z*0.55, alpha*(1-z/(dropHeight*2.2)))
	sc.sp.Spun(dst, v, sc.art.Coin, coinC, coinC, angle, 1+z/260, x, y-z, alpha)
}

// drawDish stacks the coins still to place in the dish, and counts them.
func (sc *Scene) drawDish(dst *ebiten.Image, ctx *ui.Context) {
	f := sc.Ses.Shown()
	left := sc.Cur.Goal() - f.From.Coins()
	if f.Moving {
		left-- // the coin on its way has left the dish
	}
	left = max(left, 0)
	v := ctx.View
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.kept...)
	sc.sp.Gather()
	for i := 0; i < left; i++ {
		x, y, angle := coinart.InDish(i)
		sc.drawCoin(dst, v, x, y, 0, angle, 1)
	}
	sc.sp.Flush()
	st := ui.Style{Size: 18, Bold: true, Color: ui.Paper, Align: ui.Center}
	ctx.Fonts.DrawNumber(dst, v, left, coinart.DishX-ctx.Fonts.NumberWidth(left, st)/2, coinart.DishY+coinart.DishR+38, st)
}

// drawCounters draws the moves, the coins to place and the best possible, right of the header.
func (sc *Scene) drawCounters(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	// Moves, the coins still to place, and the most that can still be
	// placed from the position shown (fewer when it cannot be won).
	s := sc.Shown()
	moves := sc.Ses.MoveCount(sc.Ses.Pos())
	toPlace := sc.Cur.Goal() - s.Coins()
	best := s.MaxCoins() - s.Coins()
	st := ui.Style{Size: 18, Color: ui.Paper, Align: ui.Right}
	bestSt := st
	if best < toPlace {
		bestSt.Color, bestSt.Bold = ui.Bad, true
	}
	x := ui.Width - 20.0
	f.Pieces(dst, v, x, 11, bestSt, ui.T("Best possible "), ui.N(best))
	x -= f.Width("Best possible ", bestSt) + f.NumberWidth(best, bestSt)
	f.Pieces(dst, v, x, 11, st, ui.T("Moves "), ui.N(moves), ui.T("    To place "), ui.N(toPlace), ui.T("    "))
}

// The banners stand on the left, over the dish, so the board stays in
// view: the win, or being stuck with its two buttons.
const (
	bannerX = 22.0
	bannerY = 180.0
	bannerW = 340.0
	bannerH = 290.0
)

// drawWin shows the win beside the board.
func (sc *Scene) drawWin(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	const h = 170.0
	y := bannerY + 50
	cx := bannerX + bannerW/2
	ctx.Paint.Rect(dst, v, bannerX, y, bannerW, h, ui.WinFill)
	ctx.Paint.Frame(dst, v, bannerX, y, bannerW, h, 3, ui.Good)
	f.Draw(dst, v, "Solved!", cx, y+14, ui.Style{Size: 44, Bold: true, Color: ui.Good, Align: ui.Center})
	st := ui.Style{Size: 18, Color: ui.Paper, Align: ui.Center}
	f.Pieces(dst, v, cx, y+80, st, ui.N(sc.Cur.Goal()), ui.T(" coins placed"))
	f.Draw(dst, v, "R plays again", cx, y+110, st)
}

// drawStuck says the coins are stuck and offers undo, and going back to
// the last position that still wins to solve from there.
func (sc *Scene) drawStuck(dst *ebiten.Image, ctx *ui.Context) {
	v, f, in := ctx.View, ctx.Fonts, ctx.In
	s := sc.Ses.At(sc.Ses.Pos()).State
	cx := bannerX + bannerW/2
	ctx.Paint.Rect(dst, v, bannerX, bannerY, bannerW, bannerH, stuckBg)
	ctx.Paint.Frame(dst, v, bannerX, bannerY, bannerW, bannerH, 3, ui.Bad)
	f.Pieces(dst, v, cx, bannerY+16, ui.Style{Size: 28, Bold: true, Color: ui.Bad, Align: ui.Center}, ui.T("Stuck with "), ui.N(s.Coins()), ui.T(" coins"))
	st := ui.Style{Size: 16, Color: ui.Paper, Align: ui.Center}
	f.Draw(dst, v, "No empty point has an empty", cx, bannerY+60, st)
	f.Draw(dst, v, "neighbour on a line.", cx, bannerY+82, st)
	back := sc.backToWin()
	if back > 0 {
		f.Draw(dst, v, "Nothing wins from here, but", cx, bannerY+114, st)
		f.Pieces(dst, v, cx, bannerY+136, st, ui.N(back), ui.T(ui.Plural(back, " move back still wins.", " moves back still win.")))
	} else {
		f.Draw(dst, v, "Nothing wins from here, nor", cx, bannerY+114, st)
		f.Draw(dst, v, "from any earlier position.", cx, bannerY+136, st)
	}
	for i, b := range stuckButtons {
		fill := ui.ControlFill
		if b.Hover(in) {
			fill = ui.ControlHover
		}
		c := ui.Paper
		if i == 1 && back == 0 {
			fill, c = color.RGBA{0x30, 0x30, 0x36, 0xff}, ui.Muted
		}
		b.Draw(dst, ctx, fill, color.RGBA{}, c)
	}
}

// stuckButtons are the stuck banner's: undo, and back to a position that
// still wins and solve from there.
var stuckButtons = [2]ui.Button{
	{Name: "Undo (Z)", Label: "Undo (Z)", X: bannerX + 30, Y: bannerY + 180, W: bannerW - 60, H: 44},
	{Name: "Back and solve", Label: "Back and solve", X: bannerX + 30, Y: bannerY + 236, W: bannerW - 60, H: 44},
}

// bannerClick handles the stuck banner's buttons.
func (sc *Scene) bannerClick(ctx *ui.Context) bool {
	in := ctx.In
	if !in.Pressed || !sc.Stuck() {
		return false
	}
	switch {
	case stuckButtons[0].On(in.X, in.Y):
		sc.Do(ctx, ui.ActUndo)
	case stuckButtons[1].On(in.X, in.Y):
		sc.backAndSolve(ctx)
	default:
		return false
	}
	in.Consume()
	return true
}

// backAndSolve goes back to the last position that still wins and plays
// the solution from there.
func (sc *Scene) backAndSolve(ctx *ui.Context) {
	back := sc.backToWin()
	if back == 0 {
		ctx.Status.Say(ui.Error, sc.noWin(sc.Current()))
		return
	}
	sc.Ses.Seek(sc.Ses.Target() - back)
	sc.Solve(ctx)
}

// PaintPart paints what never changes in part i: the table, the star's
// board and its numbers; the dish's label; the card; the header's title
// and labels.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	v, f := ctx.View, ctx.Fonts
	switch sc.Parts()[i].Name {
	case "star":
		sc.sp.Colored(dst, v, sc.art.Background, 0, 0, ui.White)
		sc.board.Engrave(sc.art, sc.Cur.N, sc.Cur.K) // the finished board may have replaced its draft
		sc.sp.Colored(dst, v, sc.board.Image(), coinart.BoardX-coinart.BoardSize/2, coinart.BoardY-coinart.BoardSize/2, ui.White)
		// The points' numbers, cut into the slate near its edge.
		for i := 0; i < sc.geo.n; i++ {
			x, y := coinart.OnCircle(sc.geo.n, i, coinart.LabelR)
			f.Draw(dst, v, strconv.Itoa(i), x, y-9, ui.Style{Size: 15, Bold: true, Color: color.RGBA{0xd8, 0xcf, 0xb8, 0xff}, Align: ui.Center})
		}
	case "dish":
		f.Draw(dst, v, "to place", coinart.DishX, coinart.DishY+coinart.DishR+16, ui.Style{Size: 15, Color: ui.Paper, Align: ui.Center})
	case "card":
		sc.paintCard(dst, ctx)
	case "banner":
	default:
		sc.PaintHead(dst, ctx, i, "Seven Coins")
	}
}

// Card text layout.
const (
	cardPad   = 16.0
	cardLine  = 22.0
	cardFirst = coinart.CardY + 60.0 // top of the first line of text
	cardSize  = 15.0
	cardMaxY  = coinart.CardY + coinart.CardH - 36.0 // the loops' swatches below
)

// cardItem is one line of the card: text, the goal, or a row of the
// loops' legend (each loop's inlay beside its points).
type cardItem struct {
	text  string
	goal  bool
	loops []int
}

// paintCard writes the star, the rule and the goal on the card.
func (sc *Scene) paintCard(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	p := sc.Cur
	f.Draw(dst, v, "The star "+p.String(), coinart.CardX+cardPad, coinart.CardY+14, ui.Style{Size: 21, Bold: true, Color: cardInk})
	if sc.cardFor != p || sc.card == nil {
		sc.card, sc.cardFor = cardLines(f, p), p
	}
	for i, it := range sc.card {
		y := cardFirst + float64(i)*cardLine
		st := ui.Style{Size: cardSize, Color: cardInk}
		if it.goal {
			st.Bold, st.Color = true, cardRed
		}
		x := coinart.CardX + cardPad
		for _, l := range it.loops {
			ctx.Paint.Rect(dst, v, x, y+6, 18, 6, coinart.LoopColor(l))
			f.Draw(dst, v, p.LoopText(l), x+24, y, st)
			x += legendGap + f.Measure(p.LoopText(l), cardSize, false)
		}
		f.Draw(dst, v, it.text, coinart.CardX+cardPad, y, st)
	}
}

// legendGap is the room of a loop's swatch and the space after its points.
const legendGap = 24.0 + 18.0

// cardLines lays out the card's text for star p to the card's width.
func cardLines(f *ui.Fonts, p coins.Params) []cardItem {
	width := coinart.CardW - 2*cardPad
	var items []cardItem
	add := func(text string, goal bool) {
		for _, l := range ui.Wrap(f, text, width, cardSize, false) {
			items = append(items, cardItem{text: l, goal: goal})
		}
	}
	add(fmt.Sprintf("%d points, each joined by a line to the points %d steps away.", p.N, p.K), false)
	add("A move: put a coin on an empty point and slide it along a line to an empty point.", false)
	items = append(items, cardItem{})
	g := p.Loops()
	if g == 1 {
		add(fmt.Sprintf("Goal: %d coins, one point left empty.", p.Goal()), true)
		return items
	}
	add(fmt.Sprintf("The lines form %d separate loops, each inlaid in its own metal:", g), false)
	// The legend, as many loops to a row as fit.
	row, x := []int{}, 0.0
	for l := range g {
		w := 24 + f.Measure(p.LoopText(l), cardSize, false)
		if len(row) > 0 && x+w > width {
			items = append(items, cardItem{loops: row})
			row, x = []int{}, 0
		}
		row = append(row, l)
		x += w + 18
	}
	items = append(items, cardItem{loops: row})
	add("The last coin on a loop needs an empty point to start from, so each loop keeps one empty.", false)
	items = append(items, cardItem{})
	add(fmt.Sprintf("Goal: %d coins, not %d.", p.Goal(), p.N-1), true)
	return items
}
