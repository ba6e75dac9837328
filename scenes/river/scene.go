// Package river is the scene of the jealous husbands: couples cross a river
// in a rowing boat, by the player's hand or replaying the solver's shortest
// crossing. The rules are those of solver/river; this package only turns
// input into crossings and positions into pictures.
package river

import (
	"errors"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
	"puzzleworks/sprites/riverart"
)

// The scene's ranges: the couples that fit on a bank and the boats drawn.
// The solver takes more couples (river.MaxCouples).
const (
	MaxCouples = 6
	MaxBoat    = riverart.MaxBoat
)

// maxPeople bounds the per-person arrays.
const maxPeople = 2 * river.MaxCouples

// ready is a crossing whose passengers already sit in the boat when it is
// made: its boarding phase is short.
type ready struct {
	on   bool
	from river.State
	move river.Move
}

// flight is the crossing being animated, to notice when a new one starts.
type flight struct {
	active bool
	pos    int
	from   river.State
	move   river.Move
}

// Scene is the river scene.
type Scene struct {
	frame.Frame[river.State, river.Move]
	frame.Held[river.Params]
	sp  ui.Sprites // draws the art
	art *riverart.Art
	// figures are the people, their shadow and ring and the boats, copied
	// onto one sheet (atlas) so that a frame draws them in few calls.
	figures []*ebiten.Image
	atlas   ui.Atlas
	geo     geometry

	load    river.Set          // who the player has put in the boat for the next crossing
	ab      [maxPeople]float64 // how far each person has stepped into the boat (at rest)
	seatVis [maxPeople]float64 // each seated person's place along the boat, eased
	startAb [maxPeople]float64 // ab of the passengers when the crossing in flight began
	ready   ready
	flight  flight
	cursor  frame.Cursor // the keyboard's cursor: a person index
	press   int          // person under a press, for dragging, or -1
	clock   int          // ticks since the scene opened: the water's motion
	// The wife the last refused crossing left at risk (a person index, or
	// -1), marked with a "!" while its message, riskMsg, shows.
	riskWife int
	riskMsg  string

	dist   *river.Distances // fewest crossings left from each position, made on first use
	best   int              // fewest crossings from origin, -1 for none
	reason string           // why there is no solution from origin, or ""
	notice frame.Notice     // what the game set up tells the player at the first update

	fig    [maxPeople]figure
	labels [maxPeople]string
	tags   [maxPeople]color.RGBA // the plates under the names (riverart.TagColor)
	op     ebiten.DrawImageOptions
}

// newScene makes the scene for p starting at from (nil for the start).
func newScene(env *ui.Env, p river.Params, from *river.State) (*Scene, error) {
	if err := paramTable().Validate(p); err != nil {
		return nil, fmt.Errorf("river scene: %w", err)
	}
	art, err := ui.LoadArt(env, "river", func() (*riverart.Art, error) { return riverart.New(env.Drafts, p.Couples, p.Boat) })
	if err != nil {
		return nil, err
	}
	sc := &Scene{sp: ui.Sprites{Res: riverart.Res}, art: art, Held: frame.Held[river.Params]{Decl: paramTable()}}
	sc.figures = append(sc.figures, art.Shadow, art.Ring)
	for c := 1; c <= riverart.MaxCouples; c++ {
		sc.figures = append(sc.figures, art.Man[c], art.Woman[c], art.ManSeated[c], art.WomanSeated[c])
	}
	for k := 1; k <= riverart.MaxBoat; k++ {
		sc.figures = append(sc.figures, art.BoatBack[k], art.BoatFront[k])
	}
	sc.Change = sc.change
	sc.SetParts(titlePart, countPart, riverPart, rowPart, bannerPart)
	sc.Init(sc, ui.NewBar(env).WithGraph(), ui.Help{X: 150, Y: 110, W: 980, H: 340, IntroTop: 58, IntroStep: 24, KeysTop: 142, KeyStep: 29, KeyWidth: 200}.WithText(helpText))
	sc.Texts.Solved = "Everyone is across already: press R to start again"
	start, _ := river.Start(p) // p is valid
	if from != nil {
		if from.Params() != p {
			return nil, fmt.Errorf("river scene: the position is for %+v, not %+v", from.Params(), p)
		}
		start = *from
	}
	sc.reset(start)
	return sc, nil
}

// reset starts a new game at start, under start's parameters, and keeps
// what the player should know about it (announce).
func (sc *Scene) reset(start river.State) {
	p := start.Params()
	sc.Cur = p
	sc.geo = newGeometry(p)
	sc.Reset(start, river.State.Apply, sc.duration)
	sc.load = 0
	clear(sc.ab[:])
	clear(sc.startAb[:])
	sc.ready, sc.flight = ready{}, flight{}
	sc.riskWife, sc.riskMsg = -1, ""
	sc.press = -1
	sc.cursor.At = 0
	sc.dist = nil
	sc.best, sc.reason = -1, ""
	if n, err := river.Remaining(start); err == nil {
		sc.best = n
	} else {
		sc.reason = err.Error()
	}
	for i := 0; i < 2*p.Couples; i++ {
		sc.labels[i] = sc.geo.person(i).Names()
		c, _ := sc.geo.couple(i)
		sc.tags[i] = riverart.TagColor(c)
	}
	sc.announce()
}

// announce queues what the player should know about the game just set
// up: above all, that it has no solution.
func (sc *Scene) announce() {
	switch {
	case sc.reason != "":
		sc.notice.Set(ui.Error, ui.Sentence(sc.reason)+": try it by hand")
	case sc.Start.Solved():
		sc.notice.Set(ui.Info, "Everyone is across already: press R or change the couples")
	default:
		from, oneBack := "", ""
		if start, _ := river.Start(sc.Cur); sc.Start != start {
			from = " from here"
		}
		if sc.Cur.OneBack {
			oneBack = ", one rows back"
		}
		sc.notice.Set(ui.Info, fmt.Sprintf("%s, a boat for %d%s: the fewest crossings%s is %d", ui.Count(sc.Cur.Couples, "couple", "couples"), sc.Cur.Boat, oneBack, from, sc.best))
	}
}

// duration is how long crossing m from s takes to animate, in ticks at 1×.
func (sc *Scene) duration(s river.State, m river.Move) int { return sc.motionOf(s, m).total() }

// motionOf plans crossing m from s; it is short to board when the player
// had already seated its passengers.
func (sc *Scene) motionOf(s river.State, m river.Move) motion {
	return sc.geo.plan(s, m, sc.ready.on && sc.ready.from == s && sc.ready.move == m)
}

// Shown is the position shown (at rest) or being left (during a crossing).
func (sc *Scene) Shown() river.State { return sc.Ses.Shown().From }

// Current is the logical position, after the crossings already queued.
func (sc *Scene) Current() river.State { return sc.Ses.Current() }

// Load is who sits in the boat for the next crossing.
func (sc *Scene) Load() river.Set { return sc.load }

// Solve plans the shortest crossing from the logical position, not solved
// (Texts.Solved), and plays it.
func (sc *Scene) Solve(ctx *ui.Context) {
	moves, err := river.Solve(sc.Ses.Current())
	if err != nil {
		ctx.Refuse(ui.Sentence(err.Error()))
		return
	}
	if sc.PlanSolution(ctx, moves, nil, "crossing", "crossings") {
		sc.load = 0
	}
}

// Poll moves the water on and says what New could not.
func (sc *Scene) Poll(ctx *ui.Context) {
	sc.clock++
	sc.notice.Say(ctx)
}

// AfterTick follows the people.
func (sc *Scene) AfterTick(*ui.Context) { sc.track() }

// Moved empties the boat when the history moves.
func (sc *Scene) Moved() { sc.load = 0 }

// Solved reports whether s is a win.
func (sc *Scene) Solved(s river.State) bool { return s.Solved() }

// Text is s in the position text.
func (sc *Scene) Text(s river.State) string { return s.String() }

// track notices a new crossing in flight (taking over how far its
// passengers had stepped in) and moves the people stepping in and out of
// the boat at rest.
func (sc *Scene) track() {
	f := sc.Ses.Shown()
	if f.Moving {
		if now := (flight{active: true, pos: sc.Ses.Pos(), from: f.From, move: f.Move}); sc.flight != now {
			sc.flight = now
			forward := sc.Ses.Target() > sc.Ses.Pos()
			for i := 0; i < 2*sc.geo.n; i++ {
				sc.startAb[i] = 0
				if forward && f.Move.People.Has(sc.geo.person(i)) {
					sc.startAb[i] = sc.ab[i]
				}
				sc.ab[i] = 0
			}
			if sc.ready.from != f.From || sc.ready.move != f.Move {
				sc.ready.on = false
			}
		}
		return
	}
	sc.flight.active = false
	sc.ready.on = false
	idle := sc.Ses.Idle()
	for i := 0; i < 2*sc.geo.n; i++ {
		p := sc.geo.person(i)
		target := 0.0
		if idle && sc.load.Has(p) {
			target = 1
			sc.seatVis[i] += (sc.geo.seatX(sc.load.Rank(p), sc.load.Len()) - sc.seatVis[i]) * 0.2
		}
		const step = 1.0 / 30
		switch {
		case sc.ab[i] < target:
			sc.ab[i] = min(target, sc.ab[i]+step)
		case sc.ab[i] > target:
			sc.ab[i] = max(target, sc.ab[i]-step)
		}
	}
}

// Keys handles the scene's own keys and returns a shared action
// otherwise.
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	in := ctx.In
	for _, k := range in.Keys {
		d, digit := ui.Digit(k)
		switch {
		case digit && d < 8:
			sc.keyPerson(ctx, d, in.Shift)
		case k == ebiten.KeyTab || k == ebiten.KeyArrowDown || k == ebiten.KeyArrowUp:
			sc.moveCursor(k == ebiten.KeyArrowUp || (k == ebiten.KeyTab && in.Shift))
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			sc.cursor.Shown = true
			sc.toggle(ctx, sc.cursor.At)
		case k == ebiten.KeyB:
			sc.row(ctx)
		case k == ebiten.KeyEscape && sc.load != 0:
			sc.load = 0
			ctx.Play(audio.Click)
		default:
			continue
		}
		return ui.NoAction
	}
	return ui.KeyAction(in)
}

// keyPerson is a digit key: husband c+1, or with Shift his wife.
func (sc *Scene) keyPerson(ctx *ui.Context, c int, wife bool) {
	sc.cursor.Shown = true
	if c >= sc.geo.n {
		ctx.Refuse(fmt.Sprintf("There is no couple %d: %s", c+1, ui.Plural(sc.geo.n, "there is 1 couple", fmt.Sprintf("there are %d couples", sc.geo.n))))
		return
	}
	i := c
	if wife {
		i += sc.geo.n
	}
	sc.cursor.At = i
	sc.toggle(ctx, i)
}

// moveCursor moves the keyboard cursor to the next (or previous) person on
// the boat's bank, those in the boat included.
func (sc *Scene) moveCursor(back bool) {
	cur := sc.Ses.Current()
	here := cur.On(cur.Boat())
	sc.cursor.Step(2*sc.geo.n, back, func(i int) bool { return here.Has(sc.geo.person(i)) })
}

// change starts a new game under p, if the scene shows it; a boat too big
// for fewer couples shrinks with them.
func (sc *Scene) change(ctx *ui.Context, p river.Params) {
	if p == sc.Cur {
		return
	}
	if p.Couples != sc.Cur.Couples {
		p.Boat = min(p.Boat, 2*p.Couples)
	}
	if p.Couples < 1 || p.Couples > MaxCouples {
		ctx.Refuse(fmt.Sprintf("The banks hold 1 to %d couples (the solver takes up to %d: puzzleworks solve river -couples %d)", MaxCouples, river.MaxCouples, p.Couples))
		return
	}
	if p.Boat < 1 || p.Boat > min(MaxBoat, 2*p.Couples) {
		ctx.Refuse(fmt.Sprintf("The boat holds 1 to %d with %s", min(MaxBoat, 2*p.Couples), ui.Count(p.Couples, "couple", "couples")))
		return
	}
	start, _ := river.Start(p) // p is in the ranges above
	sc.reset(start)
	sc.notice.Say(ctx)
	ctx.Play(audio.Click)
	ctx.Request = ui.Settings
}

// toggle steps person i into the boat, or back out onto the bank.
func (sc *Scene) toggle(ctx *ui.Context, i int) {
	if i < 0 || i >= 2*sc.geo.n {
		return
	}
	p := sc.geo.person(i)
	cur := sc.Ses.Current()
	if sc.load.Has(p) {
		sc.load &^= p
		ctx.Play(audio.Click)
		return
	}
	if !cur.On(cur.Boat()).Has(p) {
		ctx.Refuse(fmt.Sprintf("%s is on the %s bank and the boat is at the %s bank", sc.labels[i], !cur.Boat(), cur.Boat()))
		return
	}
	if err := cur.Board(sc.load | p); err != nil {
		ctx.Refuse("Not allowed: " + err.Error())
		return
	}
	sc.load |= p
	if sc.ab[i] == 0 {
		sc.seatVis[i] = sc.geo.seatX(sc.load.Rank(p), sc.load.Len())
	}
	ctx.Play(audio.Click)
}

// row sends the boat across with the people in it (a take-over during a
// replay). A crossing that breaks a rule is refused with the rule, and the
// wife at risk is marked.
func (sc *Scene) row(ctx *ui.Context) {
	cur := sc.Ses.Current()
	m := river.Move{Dir: river.Dir(cur.Boat() == river.Far), People: sc.load}
	seated := sc.Ses.Idle() && m.People != 0
	for i := 0; i < 2*sc.geo.n; i++ {
		if m.People.Has(sc.geo.person(i)) && sc.ab[i] < 1 {
			seated = false
		}
	}
	prev := sc.ready
	sc.ready = ready{on: seated, from: cur, move: m}
	if !sc.Move(ctx, m, sc.refusal) {
		sc.ready = prev
		return
	}
	sc.load = 0
}

// refusal words a crossing the rules refuse, and marks the wife it would
// leave at risk.
func (sc *Scene) refusal(err error) string {
	me, ok := errors.AsType[*river.MoveError](err)
	if !ok {
		return ui.Sentence(err.Error())
	}
	msg := "Not allowed: " + me.Rule
	if me.Wife != 0 {
		sc.riskWife, sc.riskMsg = sc.Cur.Index(me.Wife), msg
	}
	return msg
}

// Pointer handles clicks, taps and drags on people, the boat and the
// header.
func (sc *Scene) Pointer(ctx *ui.Context) {
	in := ctx.In
	if in.Pressed {
		sc.cursor.Shown = false
		sc.layoutFigures()
		sc.press = sc.personAt(in.X, in.Y, ctx.Reach())
		if sc.press < 0 && (rowButton.On(in.X, in.Y) || sc.onBoat(in.X, in.Y)) {
			sc.row(ctx)
		}
		return
	}
	if in.Released && sc.press >= 0 {
		i := sc.press
		sc.press = -1
		sc.layoutFigures()
		// A click, or a drag into the boat or out of it.
		inBoat := sc.load.Has(sc.geo.person(i))
		if sc.personAt(in.X, in.Y, ctx.Reach()) == i || sc.onBoat(in.X, in.Y) != inBoat {
			sc.toggle(ctx, i)
		}
		sc.cursor.At = i
	}
}

// boatNow is the boat's middle and the bank it rests at, when at rest.
func (sc *Scene) boatNow() float64 {
	return sc.geo.dock[sc.Ses.Shown().From.Boat().Side()]
}

// onBoat reports whether (x, y) is on the boat at rest.
func (sc *Scene) onBoat(x, y float64) bool {
	if sc.Ses.Shown().Moving {
		return false
	}
	bx := sc.boatNow()
	return x >= bx-sc.geo.boatLen/2 && x <= bx+sc.geo.boatLen/2 && y >= seatHeadY-14 && y <= riverart.WaterY+12
}

// personAt returns the person drawn under (x, y), or -1. People in front
// are found first, and people standing still before those on their way
// in or out of the boat, so a click is not taken by someone walking by.
// With reach > 0 (a finger) a tap beside everyone takes the nearest
// person within reach.
func (sc *Scene) personAt(x, y, reach float64) int {
	best, bestY, moving := -1, -1.0, true
	r := ui.NewReach(x, y, reach)
	for i := 0; i < 2*sc.geo.n; i++ {
		f := &sc.fig[i]
		top := f.head - riverart.HeadY - 2
		bottom := f.feet + 2
		if f.seated > 0.5 {
			bottom = f.head - riverart.HeadY + riverart.SeatedH
		}
		if !r.In(i, f.x-riverart.PersonW/2, top, f.x+riverart.PersonW/2, bottom) {
			continue
		}
		walking := sc.ab[i] > 0 && sc.ab[i] < 1
		if best < 0 || (moving && !walking) || (moving == walking && bottom > bestY) {
			best, bestY, moving = i, bottom, walking
		}
	}
	if best < 0 {
		return r.Nearest()
	}
	return best
}

// Phase is the phase of the crossing in flight, its stroke counted in
// the row phase (phRow + phases×stroke), or -1 at rest (frame.Phaser).
func (sc *Scene) Phase() int {
	f := sc.Ses.Shown()
	if !f.Moving {
		return -1
	}
	mo := sc.motionOf(f.From, f.Move)
	ph, u := mo.phaseAt(f.Ticks())
	if ph == phRow {
		ph += phases * int(u*float64(mo.strokes()))
	}
	return ph
}

// Sounds: the oarlocks creak as the boat leaves, each stroke splashes, the
// hull knocks against the jetty on arrival (frame.Phaser).
func (sc *Scene) Sounds(ctx *ui.Context, before, after int) {
	if sc.Ses.Frozen() {
		return
	}
	switch was, ph := before%phases, after%phases; {
	case ph == phRow && was == phBoard:
		ctx.Play(audio.Creak)
		ctx.Play(audio.Splash)
	case ph == phRow && was == phRow && after != before:
		ctx.Play(audio.Splash)
	case ph == phLand && was == phRow:
		ctx.Play(audio.Clunk)
	}
}

// WinText is the status line of the win at history entry pos; a game
// opened solved says nothing.
func (sc *Scene) WinText(pos int) string {
	moves := sc.Ses.MoveCount(pos)
	if moves == 0 {
		return ""
	}
	return score().WinLine(moves, sc.best)
}

// Optimal is the fewest crossings left from the position shown, or -1
// when there is no way to get everyone across from it. It is asked every
// frame; the distances from the start, searched once a game, answer it
// without a search (nor an allocation) after each crossing.
func (sc *Scene) Optimal() int {
	if sc.dist == nil {
		sc.dist, _ = river.NewDistances(sc.Start)
	}
	return sc.dist.Left(sc.Ses.At(sc.Ses.Pos()).State)
}

// sayRisk is the wife whose "!" shows while the last refusal's message
// does, or -1.
func (sc *Scene) sayRisk(ctx *ui.Context) int {
	if text, _ := ctx.Status.Text(); text != sc.riskMsg {
		return -1
	}
	return sc.riskWife
}

// paramTable is the river's parameters, declared once: the settings, the
// snapshot, the link and the header come from it.
func paramTable() *frame.Params[river.Params] {
	return &frame.Params[river.Params]{
		Static:  true, // a new game paints them again
		Default: river.DefaultParams(),
		Check:   river.Params.CheckFlags, // a boat for twice the couples at most, after each range
		List: []frame.Param[river.Params]{
			{Name: river.FlagCouples, Label: "Couples", X: 330, Min: 1, Max: MaxCouples, Step: []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod},
				Get: func(p river.Params) int { return p.Couples }, Set: func(p *river.Params, v int) { p.Couples = v }},
			{Name: river.FlagBoat, Label: "Boat", X: 520, Min: 1, Max: MaxBoat, Step: []ebiten.Key{ebiten.KeyK, ebiten.KeyL},
				MaxOf: func(p river.Params) int { return 2 * p.Couples },
				Get:   func(p river.Params) int { return p.Boat }, Set: func(p *river.Params, v int) { p.Boat = v }},
			{Name: "oneBack", Flag: river.FlagOneBack, Label: "one rows back", X: 650, Bool: true, Step: []ebiten.Key{ebiten.KeyO},
				Get: func(p river.Params) int { return frame.Bit(p.OneBack) }, Set: func(p *river.Params, v int) { p.OneBack = v == 1 }},
		},
	}
}
