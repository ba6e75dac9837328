package pulley

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/sprites/pulleyart"
)

// Header controls, logical pixels.
const (
	ctlButton = 36.0
	presetX   = 330.0 // "◀"; the name and "▶" follow
	presetW   = 120.0 // room for the preset's name (a long one is set smaller)
	limitX    = 640.0 // "−"; the limit and "+" follow
	limitW    = 70.0
)

// The parts of the tower's picture, in the design's coordinates: upright
// the board is the tower, the wheel and the lever, and the trip's panel
// goes below it.
var (
	titlePart = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 260, frame.HeaderH), Optional: true}
	countPart = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(930, 0, ui.Width-930, frame.HeaderH)}
	towerPart = frame.Part{Kind: frame.Main, Name: "tower", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH), Upright: ui.R(0, 76, 700, 536)}
	tripPart  = frame.Part{Kind: frame.Side, Name: "trip", Rect: ui.R(panelX, panelY, panelW, panelH), Touch: btnH, Optional: true}
	winPart   = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(winX-240, winY, 480, 104)}
)

// Where the win's banner stands: in the sky right of the beam.
const winX, winY = 900.0, 250.0

// DrawPart draws part i.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch p := sc.Parts()[i]; {
	case sc.DrawParam(dst, ctx, i):
	case p == countPart:
		score().DrawCounters(dst, ctx, sc.Ses.MoveCount(sc.Ses.Pos()), sc.Optimal())
	case p == towerPart:
		sc.drawTower(dst, ctx)
	case p == tripPart:
		sc.drawPanel(dst, ctx)
	case p == winPart:
		score().DrawWin(dst, ctx, p.Rect, sc.Won(), sc.Ses.MoveCount(sc.Ses.Pos()), sc.startBest())
	}
}

// drawTower draws the people, the ropes, the wheel, the baskets and the
// lever.
func (sc *Scene) drawTower(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	a := sc.art
	r := sc.rigNow()
	// The tower's pictures share a sheet: a few draw calls for them all,
	// before the tags.
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.kept...)
	sc.sp.Gather()

	// Whoever is at the top walks on the gallery, behind the ropes.
	sc.drawLayer(dst, v, layerBehind, byIndex[:sc.n])

	// The wheel turns under the rope lying in its groove.
	sc.sp.Rotated(dst, v, a.Wheel, (pulleyart.WheelSize/2)*pulleyart.Res, (pulleyart.WheelSize/2)*pulleyart.Res, pulleyart.WheelX, pulleyart.WheelY, r.wheel)
	sc.sp.Draw(dst, v, a.RopeArc, pulleyart.WheelX-pulleyart.RopeArcW/2, pulleyart.WheelY-pulleyart.RopeArcH, 1, 1)
	sc.sp.Draw(dst, v, a.Axle, pulleyart.WheelX-pulleyart.AxleSize/2, pulleyart.WheelY-pulleyart.AxleSize/2, 1, 1)
	sc.drawRope(dst, v, pulleyart.RopeLeftX, r.left)
	sc.drawRope(dst, v, pulleyart.RopeRightX, r.right)
	sc.sp.Rotated(dst, v, a.LeverArm, (pulleyart.LeverArmW/2)*pulleyart.Res, (pulleyart.LeverArmH-6)*pulleyart.Res, pulleyart.LeverX, pulleyart.LeverY, r.lever)

	hover := -1
	if !ctx.In.Touch && sc.press < 0 {
		hover = sc.itemAt(ctx.In.X, ctx.In.Y, 0)
	}
	sc.drawLayer(dst, v, layerGround, byIndex[:sc.n])
	sc.drawBasket(dst, v, true, r.left, r.sway, layerLeft)
	sc.drawBasket(dst, v, false, r.right, r.sway, layerRight)
	if r.dust >= 0 {
		s := 0.8 + 1.0*r.dust
		sc.sp.Tinted(dst, v, a.Dust, r.dustX-pulleyart.DustW*s/2, pulleyart.GroundY+6-pulleyart.DustH*s, s, s, ui.White, 1-r.dust*r.dust)
	}
	sc.drawLayer(dst, v, layerCarried, byIndex[:sc.n])
	sc.sp.Flush()
	sc.drawTags(dst, ctx, hover)
}

// drawRope hangs rope from the wheel's side at x down to a ring at y. The
// tiles are fixed to the ring, so the twist runs with the rope.
func (sc *Scene) drawRope(dst *ebiten.Image, v ui.View, x, ring float64) {
	y := ring - pulleyart.RopeTile + 4
	for ; y > pulleyart.WheelY; y -= pulleyart.RopeTile {
		sc.sp.Draw(dst, v, sc.art.Rope, x-pulleyart.RopeW/2.0, y, 1, 1)
	}
	// The last piece, cut where the rope meets the wheel.
	h := int(math.Round((y + pulleyart.RopeTile - pulleyart.WheelY) * pulleyart.Res))
	if h > 0 && h < len(sc.art.RopeEnds) {
		sc.sp.Draw(dst, v, sc.art.RopeEnds[h], x-pulleyart.RopeW/2.0, pulleyart.WheelY, 1, 1)
	}
}

// drawBasket draws one basket hanging from its ring at y, swung by sway,
// with its riders between its bail and its front, the tallest behind.
func (sc *Scene) drawBasket(dst *ebiten.Image, v ui.View, left bool, ring, sway float64, layer int) {
	x := pulleyart.RopeX(left)
	ax, ay := float64(pulleyart.BasketSpriteW)/2, float64(pulleyart.BasketRingY)
	sc.sp.Rotated(dst, v, sc.art.BasketBack, (ax)*pulleyart.Res, (ay)*pulleyart.Res, x, ring, sway)
	sc.sp.Rotated(dst, v, sc.art.BasketBail, (ax)*pulleyart.Res, (ay)*pulleyart.Res, x, ring, sway)
	sc.drawLayer(dst, v, layer, sc.order[:sc.n])
	sc.sp.Rotated(dst, v, sc.art.BasketFront, (ax)*pulleyart.Res, (ay)*pulleyart.Res, x, ring, sway)
}

// drawLayer draws the items of a layer where they stand, in the order of
// items.
func (sc *Scene) drawLayer(dst *ebiten.Image, v ui.View, layer int, items []int) {
	for _, i := range items {
		if sc.layer[i] == layer {
			img := sc.art.Figures[sc.kinds[i]]
			sc.sp.Draw(dst, v, img, sc.dispX[i]-pulleyart.FigW/2, sc.dispY[i]-pulleyart.FigFeet, 1, 1)
		}
	}
}

// byIndex are the items in their own order.
var byIndex = [MaxItems]int{0, 1, 2, 3, 4, 5}

// drawTags hangs each item's weight above it; riders of a crowded basket
// get their tags in rows so none overlaps. Plates, words and marks are
// drawn in passes that each batch into one draw call.
func (sc *Scene) drawTags(dst *ebiten.Image, ctx *ui.Context, hover int) {
	v := ctx.View
	var ty [MaxItems]float64
	// In a basket the tags line up in rows above the bail's ring and the
	// tallest rider's head.
	base := [layerCarried + 1]float64{layerLeft: math.Inf(1), layerRight: math.Inf(1)}
	for i := 0; i < sc.n; i++ {
		ty[i] = sc.dispY[i] - sc.kinds[i].Height() - 14
		if sc.seated[i] {
			l := sc.layer[i]
			base[l] = math.Min(base[l], math.Min(ty[i], sc.dispY[i]-pulleyart.BasketInside-14))
		}
	}
	// The plates, then the names: a draw call each.
	sc.sp.Gather()
	for i := 0; i < sc.n; i++ {
		if sc.seated[i] {
			ty[i] = base[sc.layer[i]] - 20*float64(sc.tagRow[i])
		}
		sc.sp.Draw(dst, v, sc.art.Tag, sc.dispX[i]-pulleyart.TagW/2, ty[i]-pulleyart.TagH/2, 1, 1)
	}
	sc.sp.Flush()
	st := ui.Style{Size: 12, Bold: true, Color: pulleyart.TagInk(), Align: ui.Center}
	ctx.Fonts.Gather()
	for i := 0; i < sc.n; i++ {
		ctx.Fonts.Draw(dst, v, sc.tags[i], sc.dispX[i], ty[i]-7, st)
	}
	ctx.Fonts.Flush()
	for i := 0; i < sc.n; i++ {
		x, y := sc.dispX[i], ty[i]
		if i == hover || (sc.cursor.Shown && i == sc.cursor.At) {
			ctx.Paint.Frame(dst, v, x-pulleyart.TagW/2-3, y-pulleyart.TagH/2-3, pulleyart.TagW+6, pulleyart.TagH+6, 2, ui.Accent)
		}
		if sc.cursor.Shown && i == sc.cursor.At {
			sc.sp.Rotated(dst, v, sc.art.Arrow, (pulleyart.ArrowSize/2)*pulleyart.Res, (pulleyart.ArrowSize/2)*pulleyart.Res, x, y-19, math.Pi/2)
		}
	}
}

// drawPanel shows the next trip as loaded: the weights and what the rules
// say of it, and the lever's button.
func (sc *Scene) drawPanel(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	cur := sc.Ses.Current().s
	down, up := sc.load&cur.Top(), sc.load&cur.Ground()
	if f := sc.Ses.Shown(); f.Moving {
		// During a trip the panel shows that trip.
		down, up = f.Move.m.Down(), f.Move.m.Up()
	}
	num := ui.Style{Size: 16, Bold: true, Color: ui.Paper, Align: ui.Right}
	x0, x1 := panelX+16, panelX+panelW-16
	f.Pieces(dst, v, x1, panelY+36, num, ui.N(cur.Puzzle().Weight(down)), ui.T(" lb"))
	f.Pieces(dst, v, x1, panelY+58, num, ui.N(cur.Puzzle().Weight(up)), ui.T(" lb"))
	verdict, good := cur.Verdict(down, up)
	col := ui.Bad
	if good {
		col = ui.Good
	}
	f.Draw(dst, v, verdict, x0, panelY+80, ui.Style{Size: 15, Bold: true, Color: col})
	// The button lives in the static layer; a hover lights it on top.
	if leverButton.Hover(ctx.In) {
		leverButton.Draw(dst, ctx, btnHover, ui.Accent, ui.Paper)
	}
}

// The panel's button that pulls the lever, and its fills.
var (
	leverButton = ui.Button{Name: "lever", Label: "Pull the lever  (T)", X: btnX, Y: btnY, W: btnW, H: btnH}
	btnFill     = color.RGBA{0x7a, 0x2e, 0x1f, 0xff}
	btnHover    = color.RGBA{0x9a, 0x3c, 0x28, 0xff}
)

// score words the trips: the counters, the win's banner and its status
// line.
func score() ui.Score {
	return ui.Score{
		One: "trip", Many: "trips",
		Size: 17, Count: "Trips ", Fewest: "    Fewest from here ", None: "    No way down from here", NoneColor: ui.Bad,
		Title:  "Escaped!",
		AtBest: [2]string{" trip: the fewest possible.  R plays again.", " trips: the fewest possible.  R plays again."},
		Over:   [2]string{" trip (fewest possible ", " trips (fewest possible "},
		Won:    "Everyone is down in ", BestLine: ": the fewest possible!", OverLine: " (the fewest possible is %d)",
	}
}

// arrow draws the preset's arrows: the Go fonts have none, so a sprite,
// turned round for left.
func (sc *Scene) arrow(dst *ebiten.Image, ctx *ui.Context, label string, r ui.Rect) {
	turn := 0.0
	if label == "◀" {
		turn = math.Pi
	}
	const c = (pulleyart.ArrowSize / 2) * pulleyart.Res
	sc.sp.Rotated(dst, ctx.View, sc.art.Arrow, c, c, r.X+r.W/2, r.Y+r.H/2, turn)
}

// PaintPart paints what never changes in part i: the header's title,
// labels and buttons; the tower's background; the panel's frame, words
// and lever button.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	v, f := ctx.View, ctx.Fonts
	switch sc.Parts()[i].Kind {
	case frame.Head:
		// Every control in every part of the header (each clipped to
		// its part): the order the glyphs are cached in keeps the
		// pictures as they were.
		ui.Title(dst, ctx, "The Queen's Escape")
		sc.Decl.DrawLabels(dst, ctx)
		sc.Decl.PaintControls(dst, ctx, sc.Cur)
	case frame.Main:
		sc.sp.Draw(dst, v, sc.art.Background, 0, 0, 1, 1)
	case frame.Side:
		ctx.Paint.Rect(dst, v, panelX, panelY, panelW, panelH, color.RGBA{0x17, 0x1c, 0x28, 0xd8})
		ctx.Paint.Frame(dst, v, panelX, panelY, panelW, panelH, 2, ui.PanelEdge)
		f.Draw(dst, v, "Next trip", panelX+16, panelY+10, ui.Style{Size: 17, Bold: true, Color: ui.Accent})
		st := ui.Style{Size: 16, Color: ui.Paper}
		f.Draw(dst, v, "Top basket", panelX+16, panelY+36, st)
		f.Draw(dst, v, "Bottom basket", panelX+16, panelY+58, st)
		leverButton.Draw(dst, ctx, btnFill, ui.Accent, ui.Paper)
	}
}
