package hanoi

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

// pileBoxes are the piles' names in the list of the layout's boxes, six
// bytes each: slices of a constant, so a frame that lists its boxes
// allocates nothing.
const pileBoxes = "pile:Apile:Bpile:Cpile:D"

// The parts of the crane's picture, in the design's coordinates.
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 240, frame.HeaderH), Optional: true}
	countPart  = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(920, 0, 360, frame.HeaderH)}
	yardPart   = frame.Part{Kind: frame.Main, Name: "yard", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH)}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(ui.Width/2-230, 150, 460, 104)}
)

// DrawPart draws part i: the title, the parameters, the counters, the
// yard or the win's banner.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch sc.Parts()[i].Kind {
	case frame.Head:
		if !sc.DrawParam(dst, ctx, i) && sc.Parts()[i] == countPart {
			score().DrawCounters(dst, ctx, sc.Moves(), sc.Optimal())
		}
	case frame.Main:
		sc.drawYard(dst, ctx)
	case frame.Over:
		if sc.Won() { // the best from where the game began, as the status says
			score().DrawWin(dst, ctx, bannerPart.Rect, true, sc.Moves(), sc.best(sc.Start.s))
		}
	}
}

// drawYard draws the piles, the stones and the crane.
func (sc *Scene) drawYard(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	g := &sc.geo

	f := sc.Ses.Shown()
	state := f.From.s
	var mo motion
	var p pose
	if f.Moving {
		mo = g.plan(f.From.s, f.From.crane, f.Move)
		p = g.at(&mo, f.Ticks())
	} else {
		p = pose{x: g.pileX[f.From.crane], mid: g.carryMid, open: jawOpen}
	}

	hover := ctx.In.Hover(g.pileAt)
	for i := 0; i < g.pegs; i++ {
		x := g.pileX[i]
		if ctx.Boxes != nil {
			// A pile is a tap target: its column above the ground.
			ctx.Boxes.AddView(ui.KindButton, pileBoxes[6*i:6*i+6], v, x-g.spacing/2, 140, g.spacing, g.baseY-140)
		}
		if i == hover || (sc.pick.Keyboard && i == sc.pick.Cursor) {
			ctx.Paint.Rect(dst, v, x-g.spacing/2+8, 150, g.spacing-16, g.baseY-150, color.RGBA{0x16, 0x16, 0x16, 0x16})
		}
	}

	// Stones at rest; the one moving stays on its pile until the jaws
	// close on it, then is drawn with the crane. They share a sheet: one
	// draw call.
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.kept...)
	sc.sp.Gather()
	for i := 0; i < g.pegs; i++ {
		level := 0
		for k := g.n; k >= 1; k-- {
			if state.PileOf(k) != i {
				continue
			}
			if !f.Moving || k != mo.stone || (!p.holding && p.phase <= phClamp) {
				sc.drawStone(dst, v, k, g.pileX[i], g.stoneMid(level))
			}
			level++
		}
	}
	// After release the stone rests on its new pile.
	if f.Moving && !p.holding && p.phase >= phRelease {
		sc.drawStone(dst, v, mo.stone, mo.toX, mo.putMid)
	}
	sc.sp.Flush()

	// The chosen pile's top stone glows.
	if sel := sc.selected; sel >= 0 {
		cur := sc.Ses.Current().s
		if top := cur.Top(sel); top != 0 && sc.Ses.Idle() {
			mid := g.stoneMid(state.Height(sel) - 1)
			w, h := g.stoneW[top], g.stoneH
			ctx.Paint.Frame(dst, v, g.pileX[sel]-w/2-5, mid-h/2-5, w+10, h+10, 3, ui.Accent)
		}
	}
	if sc.pick.Keyboard && sc.pick.Cursor < g.pegs {
		x := g.pileX[sc.pick.Cursor]
		ctx.Paint.Triangle(dst, v, x-12, 136, x+12, 136, x, 150, ui.Accent)
	}

	sc.drawCrane(dst, v, p, mo, f.Moving)
}

// drawCrane draws cable, rail, trolley, hoist, beam, jaws and the hooked stone.
func (sc *Scene) drawCrane(dst *ebiten.Image, v ui.View, p pose, mo motion, moving bool) {
	a := sc.art
	g := &sc.geo
	beamCY := p.mid - (hanoiart.JawPadY - hanoiart.JawPivotY)
	beamTop := beamCY - hanoiart.BeamH/2
	hoistTop := beamTop - hanoiart.HoistH

	// The crane's parts are gathered into few draw calls (they share the
	// atlas's sheet with the stones).
	sc.sp.Gather()
	defer sc.sp.Flush()

	// A soft shadow on the ground under the hook, smaller the higher it is.
	grip := g.stoneW[1]
	if moving {
		grip = g.stoneW[mo.stone]
	}
	sh := 0.6 + 0.6*(p.mid-g.carryMid)/(g.baseY-g.carryMid)
	sc.sp.Draw(dst, v, a.Shadow, p.x-hanoiart.ShadowW*sh*(grip+40)/hanoiart.ShadowW/2, g.baseY-hanoiart.ShadowH*sh/2+2, sh*(grip+40)/hanoiart.ShadowW, sh)

	// Cable tiles from the hoist up; the top one hides behind the
	// trolley.
	for y := hoistTop - hanoiart.CableH; y > hanoiart.RailY-2*hanoiart.CableH; y -= hanoiart.CableH {
		sc.sp.Draw(dst, v, a.Cable, p.x-hanoiart.CableW/2, y, 1, 1)
	}
	sc.sp.Draw(dst, v, a.Rail, hanoiart.RailX, hanoiart.RailY, 1, 1)
	sc.sp.Draw(dst, v, a.Trolley, p.x-hanoiart.TrolleyW/2, hanoiart.RailY-hanoiart.TrolleyH, 1, 1)
	angle := p.x / hanoiart.WheelR
	for _, dx := range [2]float64{-hanoiart.TrolleyWheelDX, hanoiart.TrolleyWheelDX} {
		sc.sp.Turned(dst, v, a.Wheel, p.x+dx, hanoiart.RailY-hanoiart.WheelR, angle)
	}
	sc.sp.Draw(dst, v, a.Hoist, p.x-hanoiart.HoistW/2, hoistTop, 1, 1)

	// The hooked stone hangs between the pads.
	if moving && p.holding {
		sc.drawStone(dst, v, mo.stone, p.x, p.mid)
	}
	left := p.x - grip/2 - p.open  // left pad face
	right := p.x + grip/2 + p.open // right pad face
	bx0 := left - hanoiart.JawW + hanoiart.JawPivotX - hanoiart.BeamOverhang
	bx1 := right + hanoiart.JawW - hanoiart.JawPivotX + hanoiart.BeamOverhang
	sc.sp.Draw(dst, v, a.BeamEnd, bx0, beamTop, 1, 1)
	mid := bx1 - bx0 - 2*hanoiart.BeamEndW
	sc.sp.Draw(dst, v, a.BeamMid, bx0+hanoiart.BeamEndW, beamTop, mid/hanoiart.BeamMidW, 1)
	sc.sp.Draw(dst, v, a.BeamEnd, bx1, beamTop, -1, 1)
	sc.sp.Draw(dst, v, a.JawLeft, left-hanoiart.JawW, p.mid-hanoiart.JawPadY, 1, 1)
	sc.sp.Draw(dst, v, a.JawRight, right, p.mid-hanoiart.JawPadY, 1, 1)
}

func (sc *Scene) drawStone(dst *ebiten.Image, v ui.View, k int, cx, mid float64) {
	img := sc.stones[k]
	if img == nil {
		return
	}
	sc.sp.Draw(dst, v, img, cx-sc.geo.stoneW[k]/2, mid-sc.geo.stoneH/2, 1, 1)
}

// score words the crane's moves: the counters, the win's banner and its
// status line.
func score() ui.Score {
	return ui.Score{
		One: "move", Many: "moves",
		Size: 18, Count: "Moves ", Fewest: "    Optimal from here ", None: "    Optimal from here: computing…",
		Title:  "Solved!",
		AtBest: [2]string{" move: the best possible.  R plays again.", " moves: the best possible.  R plays again."},
		Over:   [2]string{" move (best possible ", " moves (best possible "},
		Unsure: [2]string{" move.  R plays again.", " moves.  R plays again."},
		Won:    "Solved in ", BestLine: ": the best possible!", OverLine: " (the best possible is %d)", UnsureLine: "!",
	}
}

// PaintPart paints what never changes in part i: the yard's ground,
// legs, platforms and flag; the header's title and labels.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	if sc.PaintHead(dst, ctx, i, "Towers of Hanoi") || sc.Parts()[i].Kind != frame.Main {
		return
	}
	v := ctx.View
	a := sc.art
	g := &sc.geo
	sc.sp.Draw(dst, v, a.Background, 0, 0, 1, 1)
	sc.sp.Draw(dst, v, a.Leg, hanoiart.LegLeftX-hanoiart.LegW/2, hanoiart.GroundY-hanoiart.LegH, 1, 1)
	sc.sp.Draw(dst, v, a.Leg, hanoiart.LegRightX-hanoiart.LegW/2, hanoiart.GroundY-hanoiart.LegH, 1, 1)
	for i := 0; i < g.pegs; i++ {
		x := g.pileX[i]
		sc.sp.Draw(dst, v, a.Platform, x-hanoiart.PlatformW/2, hanoiart.GroundY-hanoiart.PlatformBase, 1, 1)
		ly := float64(hanoiart.GroundY - hanoiart.PlatformBase + hanoiart.PlatformLabelY)
		sc.sp.Draw(dst, v, a.LabelPlate, x-hanoiart.LabelW/2, ly-hanoiart.LabelH/2, 1, 1)
		ink := color.RGBA{0x3b, 0x2a, 0x10, 0xff}
		ctx.Fonts.Draw(dst, v, hanoi.PileName(i), x, ly-9, ui.Style{Size: 15, Bold: true, Color: ink, Align: ui.Center})
	}
	// The target flag stands at the back corner of pile B, behind its
	// stones and clear of the widest (geometry keeps them apart).
	sc.sp.Draw(dst, v, a.Marker, g.flagX-hanoiart.MarkerFootX, g.baseY+1-hanoiart.MarkerH, 1, 1)
}
