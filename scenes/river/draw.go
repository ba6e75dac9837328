package river

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
	"puzzleworks/sprites/riverart"
)

// drawRiver draws the water, the people, the boat and its oars.
func (sc *Scene) drawRiver(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	sc.drawWater(dst, v)
	sc.layoutFigures()

	f := sc.Ses.Shown()
	g := &sc.geo
	bob := sc.bob()
	bx, dir := sc.boatNow(), heading(f.From.Boat().Side())
	oar := restOar(dir)
	if f.Moving {
		mo := sc.motionOf(f.From, f.Move)
		switch ph, u := mo.phaseAt(f.Ticks()); ph {
		case phBoard:
			oar = between(restOar(dir), catchOar(dir), u)
		case phRow:
			bx = g.boatX(&mo, u)
			sc.drawWake(dst, v, bx, dir, speed(u))
			oar = sc.stroke(dst, v, &mo, u)
		case phLand:
			bx = g.dock[1-mo.from]
			oar = between(catchOar(dir), restOar(dir), u)
		}
	}

	// People on the banks, back rows first.
	sc.atlas.Keep(&sc.sp, ctx.Art, sc.figures...)
	risk := sc.sayRisk(ctx)
	hover := -1
	if !ctx.In.Touch && !sc.Help {
		hover = sc.personAt(ctx.In.X, ctx.In.Y, 0)
	}
	sc.drawPeople(dst, ctx, false, hover)

	// The boat: far oar, inside, people in it, hull, near oar.
	top := riverart.WaterY - riverart.BoatWater + bob
	sc.drawOar(dst, v, bx, oarlockY-5+bob, oar, true)
	sc.sp.Gather() // with the people in it
	sc.sp.Tinted(dst, v, sc.art.BoatBack[g.k], bx-g.boatLen/2, top, 1, 1, ui.White, 1)
	sc.drawPeople(dst, ctx, true, hover)
	sc.sp.Tinted(dst, v, sc.art.BoatFront[g.k], bx-g.boatLen/2, top, 1, 1, ui.White, 1)
	sc.drawTags(dst, ctx, true)
	sc.drawOar(dst, v, bx, oarlockY+bob, oar, false)

	if risk >= 0 {
		sc.drawAlarm(dst, ctx, &sc.fig[risk])
	}
	if sc.cursor.Shown && sc.cursor.At < 2*g.n {
		fc := &sc.fig[sc.cursor.At]
		y := fc.head - riverart.HeadY - 10
		ctx.Paint.Triangle(dst, v, fc.x-9, y-12, fc.x+9, y-12, fc.x, y, ui.Accent)
	}
}

// The parts of the river's picture that are not parameters, in the
// design's coordinates. Upright, the row button goes below the river,
// where a finger finds it.
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 250, frame.HeaderH), Optional: true}
	countPart  = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(910, 0, ui.Width-910, frame.HeaderH)}
	riverPart  = frame.Part{Kind: frame.Main, Name: "river", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH)}
	rowPart    = frame.Part{Kind: frame.Side, Name: "row", Rect: ui.R(rowBtnX-4, rowBtnY-4, rowBtnW+8, rowBtnH+8), Touch: rowBtnH, Optional: true}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(ui.Width/2-250, 96, 500, 104)}
)

// DrawPart draws part i: the title, the parameters, the counters, the
// river, the row button or the win's banner.
func (sc *Scene) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	switch sc.Parts()[i].Kind {
	case frame.Head:
		if !sc.DrawParam(dst, ctx, i) && sc.Parts()[i] == countPart {
			score().DrawCounters(dst, ctx, sc.Ses.MoveCount(sc.Ses.Pos()), sc.Optimal())
		}
	case frame.Main:
		sc.drawRiver(dst, ctx)
	case frame.Side:
		sc.drawRowButton(dst, ctx)
	case frame.Over:
		score().DrawWin(dst, ctx, bannerPart.Rect, sc.Won(), sc.Ses.MoveCount(sc.Ses.Pos()), sc.best)
	}
}

// bob is the boat's gentle rise and fall on the water.
func (sc *Scene) bob() float64 { return 1.2 * math.Sin(float64(sc.clock)*0.05) }

// layoutFigures works out where every person is drawn this frame.
func (sc *Scene) layoutFigures() {
	g := &sc.geo
	f := sc.Ses.Shown()
	bob := sc.bob()
	far := f.From.On(river.Far)
	b := f.From.Boat().Side()
	var mo motion // at rest, carrying no one
	ph, u := -1, 0.0
	if f.Moving {
		mo = sc.motionOf(f.From, f.Move)
		ph, u = mo.phaseAt(f.Ticks())
	}
	for i := 0; i < 2*g.n; i++ {
		p := g.person(i)
		bank := frame.Bit(far.Has(p))
		seat := g.seatX(mo.people.Rank(p), mo.people.Len())
		switch {
		case !f.Moving && bank == b && sc.ab[i] > 0:
			sc.fig[i] = g.boarding(i, b, sc.seatVis[i], g.dock[b], bob, sc.ab[i])
		case !mo.people.Has(p):
			x, y := g.slot(i, bank)
			sc.fig[i] = g.standAt(i, x, y)
		case ph == phBoard:
			t := sc.startAb[i] + (1-sc.startAb[i])*u
			sc.fig[i] = g.boarding(i, mo.from, seat, g.dock[mo.from], bob, t)
		case ph == phRow:
			bx := g.boatX(&mo, u)
			sc.fig[i] = figure{x: bx + seat, head: seatHeadY + bob, seated: 1, inBoat: true, feet: seatHeadY + bob - riverart.HeadY + g.height(i)}
		default:
			sc.fig[i] = g.boarding(i, 1-mo.from, seat, g.dock[1-mo.from], bob, 1-u)
		}
	}
}

// drawPeople draws the people on the banks (inBoat false) or in and
// around the boat, those further back first.
func (sc *Scene) drawPeople(dst *ebiten.Image, ctx *ui.Context, inBoat bool, hover int) {
	v := ctx.View
	n := 2 * sc.geo.n
	var order [maxPeople]int
	k := 0
	for i := 0; i < n; i++ {
		if sc.fig[i].inBoat != inBoat {
			continue
		}
		// Insertion by the feet's height: no allocation.
		j := k
		for j > 0 && sc.fig[order[j-1]].feet > sc.fig[i].feet {
			order[j] = order[j-1]
			j--
		}
		order[j] = i
		k++
	}
	cur := sc.Ses.Current()
	here := cur.On(cur.Boat())
	// The figures, their shadows and rings share a sheet: a draw call or
	// two for them all.
	sc.sp.Gather()
	for _, i := range order[:k] {
		f := &sc.fig[i]
		if f.seated < 1 {
			// A shadow on the ground, and a ring under whoever the pointer
			// is on or who waits for the boat.
			sc.sp.Tinted(dst, v, sc.art.Shadow, f.x-riverart.ShadowW/2, f.feet-riverart.ShadowH/2, 1, 1, color.RGBA{0xff, 0xff, 0xff, 0xff}, 1-f.seated)
			p := sc.geo.person(i)
			waiting := sc.load.Has(p) && !sc.Ses.Idle()
			if (i == hover && here.Has(p)) || waiting {
				sc.sp.Tinted(dst, v, sc.art.Ring, f.x-riverart.RingW*0.4, f.feet-riverart.RingH*0.4, 0.8, 0.8, ui.Accent, 1)
			}
		}
		sc.drawPerson(dst, v, i, f)
	}
	sc.sp.Flush()
	if !inBoat {
		sc.drawTags(dst, ctx, false)
	}
}

// drawPerson draws person i standing, seated, or between the two.
func (sc *Scene) drawPerson(dst *ebiten.Image, v ui.View, i int, f *figure) {
	c, wife := sc.geo.couple(i)
	stand, seat := sc.art.Man[c], sc.art.ManSeated[c]
	if wife {
		stand, seat = sc.art.Woman[c], sc.art.WomanSeated[c]
	}
	x, y := f.x-riverart.PersonW/2, f.head-riverart.HeadY
	// The seated sprite is the standing one cut at the hips: draw it
	// solid and fade the legs out over it.
	if f.seated > 0 {
		sc.sp.Tinted(dst, v, seat, x, y, 1, 1, ui.White, 1)
	}
	if f.seated < 1 {
		sc.sp.Tinted(dst, v, stand, x, y, 1, 1, ui.White, 1-f.seated)
	}
}

// drawTags writes each person's name under their feet (on the banks) or
// on the hull under their seat (in the boat), in their couple's colour.
// All the plates first, then all the names, gathered: a draw call each.
func (sc *Scene) drawTags(dst *ebiten.Image, ctx *ui.Context, inBoat bool) {
	v := ctx.View
	for pass := 0; pass < 2; pass++ {
		if pass == 0 {
			ctx.Paint.Gather()
		} else {
			ctx.Paint.Flush()
			ctx.Fonts.Gather()
		}
		for i := 0; i < 2*sc.geo.n; i++ {
			f := &sc.fig[i]
			if f.inBoat != inBoat {
				continue
			}
			y := f.feet + 3
			if f.seated > 0.5 {
				y = f.head - riverart.HeadY + riverart.SeatedHipY - 3
			}
			if pass == 1 {
				ctx.Fonts.Draw(dst, v, sc.labels[i], f.x, y+0.5, ui.Style{Size: 12, Bold: true, Color: ui.Paper, Align: ui.Center})
				continue
			}
			ctx.Paint.Rect(dst, v, f.x-13, y, 26, 15, sc.tags[i])
		}
	}
	ctx.Fonts.Flush()
}

// drawAlarm puts a red "!" over the head of the wife at risk.
func (sc *Scene) drawAlarm(dst *ebiten.Image, ctx *ui.Context, f *figure) {
	v := ctx.View
	x, y := f.x, f.head-riverart.HeadY-20
	ctx.Paint.Triangle(dst, v, x-5, y+8, x+5, y+8, x, y+17, ui.Bad)
	ctx.Paint.Disc(dst, v, x, y, 12, ui.Bad)
	ctx.Paint.Disc(dst, v, x, y, 10, color.RGBA{0xff, 0x6a, 0x5a, 0xff})
	ctx.Fonts.Draw(dst, v, "!", x, y-11, ui.Style{Size: 19, Bold: true, Color: ui.Paper, Align: ui.Center})
}

// drawWater moves light streaks down the river with the current, each
// growing as it comes nearer.
func (sc *Scene) drawWater(dst *ebiten.Image, v ui.View) {
	sc.sp.Gather() // the ripples are one picture: one draw call
	defer sc.sp.Flush()
	for i := 0; i < riverart.Ripples; i++ {
		if x, y, s, a, ok := riverart.Ripple(i, sc.clock, ui.BarTop); ok {
			sc.sp.Tinted(dst, v, sc.art.Ripple, x-riverart.RippleW*s/2, y, s, s, color.RGBA{0xff, 0xff, 0xff, 0xff}, a)
		}
	}
}

// drawWake draws the foam behind and before the boat, stronger the faster
// it goes.
func (sc *Scene) drawWake(dst *ebiten.Image, v ui.View, bx, dir, sp float64) {
	half := sc.geo.boatLen / 2
	sc.sp.Gather()
	defer sc.sp.Flush()
	for j := 0; j < 8; j++ {
		fj := float64(j)
		x := bx - dir*(half-6+fj*13)
		spread := 1.5 + fj*2.4
		a := sp * (1 - fj/8) * 0.6
		s := 0.45 + 0.1*fj
		for _, dy := range [2]float64{-spread * 0.4, spread} {
			sc.sp.Tinted(dst, v, sc.art.Foam, x-riverart.FoamW*s/2, riverart.WaterY+2+dy-riverart.FoamH*s/2, s, s, ui.White, a)
		}
	}
	s := 0.6
	sc.sp.Tinted(dst, v, sc.art.Foam, bx+dir*(half-4)-riverart.FoamW*s/2, riverart.WaterY+1, s, s, ui.White, sp*0.7)
}

// oarPose is how an oar is turned about its oarlock (radians, clockwise
// from pointing forward along the boat) and how much its picture is
// squashed upright (less is lifted, nearer level).
type oarPose struct{ theta, sy float64 }

// The oar's poses: at rest, trailing; at the catch, the blade forward and
// in the water; at the finish, the blade aft.
func restOar(dir float64) oarPose   { return oarPose{math.Pi/2 + dir*1.05, 0.3} }
func catchOar(dir float64) oarPose  { return oarPose{math.Pi/2 - dir*0.8, 0.55} }
func finishOar(dir float64) oarPose { return oarPose{math.Pi/2 + dir*0.8, 0.55} }

// between turns the oars from pose a to pose b, u of the way.
func between(a, b oarPose, u float64) oarPose {
	e := ui.Ease(u)
	return oarPose{ui.Lerp(a.theta, b.theta, e), ui.Lerp(a.sy, b.sy, e)}
}

// stroke works out the oars' pose u of the way across and draws the ring
// each blade leaves on the water where it went in.
func (sc *Scene) stroke(dst *ebiten.Image, v ui.View, mo *motion, u float64) oarPose {
	n := float64(mo.strokes())
	k := math.Floor(u * n)
	phi := u*n - k
	c, f := catchOar(heading(mo.from)), finishOar(heading(mo.from))
	at := sc.geo.boatX(mo, k/n) + (riverart.OarW-riverart.OarPivotX)*math.Cos(c.theta)
	s := 0.3 + 0.9*phi
	sc.sp.Tinted(dst, v, sc.art.Ring, at-riverart.RingW*s/2, riverart.WaterY+8-riverart.RingH*s/2, s, s, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.7*(1-phi))
	const drive = 0.55
	if phi < drive {
		return between(c, f, phi/drive)
	}
	w := (phi - drive) / (1 - drive)
	p := between(f, c, w)
	p.sy -= 0.28 * math.Sin(math.Pi*w)
	return p
}

// drawOar draws an oar in pose p about its oarlock at (x, y); the far one
// darker, in the boat's shade.
func (sc *Scene) drawOar(dst *ebiten.Image, v ui.View, x, y float64, p oarPose, far bool) {
	op := &sc.op
	op.GeoM.Reset()
	op.GeoM.Translate(-riverart.OarPivotX*riverart.Res, -riverart.OarH/2*riverart.Res)
	op.GeoM.Scale(1.0/riverart.Res, 1.0/riverart.Res)
	op.GeoM.Rotate(p.theta)
	op.GeoM.Scale(1, p.sy)
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.Reset()
	if far {
		op.ColorScale.Scale(0.55, 0.55, 0.6, 1)
	}
	dst.DrawImage(sc.art.Oar, op)
}

// drawRowButton draws the button that sends the boat across.
func (sc *Scene) drawRowButton(dst *ebiten.Image, ctx *ui.Context) {
	fill := color.RGBA{0x7a, 0x4a, 0x22, 0xf0}
	if sc.load == 0 {
		fill = color.RGBA{0x4a, 0x3a, 0x2c, 0xd0}
	}
	if rowButton.Hover(ctx.In) {
		fill = color.RGBA{0xa0, 0x66, 0x30, 0xf8}
	}
	b := rowButton
	if cur := sc.Ses.Current(); cur.Boat() == river.Far {
		b.Label = "←  Row back"
	}
	b.Draw(dst, ctx, fill, color.RGBA{0xe6, 0xcf, 0x9c, 0xff}, ui.Paper)
}

// score words the crossings: the counters, the win's banner and its
// status line.
func score() ui.Score {
	return ui.Score{
		One: "crossing", Many: "crossings",
		Size: 18, Count: "Crossings ", Fewest: "    Fewest from here ", None: "    No way across from here", NoneColor: color.RGBA{0xff, 0x9a, 0x8a, 0xff},
		Title:  "All across!",
		AtBest: [2]string{" crossing: the fewest possible.  R plays again.", " crossings: the fewest possible.  R plays again."},
		Over:   [2]string{" crossing (the fewest is ", " crossings (the fewest is "},
		Won:    "Everyone is across in ", BestLine: ": the fewest possible!", OverLine: " (the fewest is %d)",
	}
}

// PaintPart paints what never changes in part i: the river's banks and
// signs; the header's title and labels.
func (sc *Scene) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	v, f := ctx.View, ctx.Fonts
	if sc.PaintHead(dst, ctx, i, "Jealous Husbands") || sc.Parts()[i].Kind != frame.Main {
		return
	}
	sc.sp.Tinted(dst, v, sc.art.Background, 0, 0, 1, 1, ui.White, 1)
	ink := color.RGBA{0x3b, 0x2a, 0x10, 0xff}
	f.Draw(dst, v, "Near bank", riverart.NearSignX, riverart.SignY-9, ui.Style{Size: 15, Bold: true, Color: ink, Align: ui.Center})
	f.Draw(dst, v, "Far bank", riverart.FarSignX, riverart.SignY-9, ui.Style{Size: 15, Bold: true, Color: ink, Align: ui.Center})
}
