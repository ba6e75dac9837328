// Package pulley is the queen's escape: prisoners at the top of a tower
// come down in two baskets on a rope over a pulley wheel, by the player's
// hand or replaying the solver's shortest trips. The rules are those of
// solver/pulley; this package only turns input into trips and positions
// into pictures.
package pulley

import (
	"cmp"
	"errors"
	"fmt"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// position is a game position plus which basket is at the window: the
// baskets swap ends every trip.
type position struct {
	s      pulley.State
	leftUp bool
}

// trip is a move of the session: the solver's trip, and whether its riders
// were already aboard (loaded by hand) so the animation skips boarding.
type trip struct {
	m       pulley.Move
	boarded bool
}

func apply(p position, t trip) (position, error) {
	next, err := p.s.Apply(t.m)
	if err != nil {
		return p, err
	}
	return position{s: next, leftUp: !p.leftUp}, nil
}

// tween is an item's walk at rest, when it is loaded or unloaded by hand:
// from (x0, y0) to (x1, y1), by the door of a basket when routed. Where
// it goes, (x1, y1), says whether into a basket or out and at which level.
type tween struct {
	x0, y0, x1, y1 float64
	t, dur         int
	routed, left   bool // stepping over the rim of a basket, the left one or the right, by its door
}

// Scene is the tower scene.
type Scene struct {
	frame.Frame[position, trip]
	frame.Held[pulley.Params]
	art *pulleyart.Art

	n     int // items
	kinds [MaxItems]pulleyart.Kind
	tags  [MaxItems]string // "195 lb"

	load pulley.Set // aboard for the next trip: top items in the top basket, ground ones in the bottom

	cursor         frame.Cursor // the keyboard's item cursor
	press          int          // item under a press, or -1
	pressX, pressY float64      // where it was pressed
	dragging       bool

	dispX, dispY [MaxItems]float64 // where each item is drawn, feet
	layer        [MaxItems]int
	tagRow       [MaxItems]int  // the row of a rider's tag in a crowded basket
	seated       [MaxItems]bool // standing in its basket's slot, not hopping in or out
	order        [MaxItems]int  // the items tallest first: the order riders are drawn in
	tw           [MaxItems]tween

	strain, pull int // ticks left of a refused trip's strain on the rope and of the lever's pull

	noSolution frame.Notice // why the start has no solution, said at the first update

	restPos      int     // the history entry the baskets last rested at
	dragX, dragY float64 // where a dragged item is drawn

	dist []int // fewest trips from every position (by its top set), -1 for none

	sp ui.Sprites // draws the art
	// kept are the tower's moving pictures, copied onto one sheet (atlas)
	// so that a frame draws the tower in few calls.
	kept  []*ebiten.Image
	atlas ui.Atlas
}

// New makes the scene for parameters p, starting from from (nil for every
// item at the top). Parameters outside the scene's ranges are refused.
func New(env *ui.Env, art *pulleyart.Art, p pulley.Params, from *pulley.State) (*Scene, error) {
	if err := checkParams(p); err != nil {
		return nil, fmt.Errorf("pulley scene: %w", err)
	}
	sc := &Scene{sp: ui.Sprites{Res: pulleyart.Res}, art: art, press: -1, Held: frame.Held[pulley.Params]{Decl: paramTable()}}
	sc.kept = append(art.Figures[:len(art.Figures):len(art.Figures)],
		art.Wheel, art.RopeArc, art.Axle, art.Rope, art.LeverArm, art.BasketBack, art.BasketBail, art.BasketFront, art.Dust)
	sc.Decl.List[0].Face = sc.arrow // the preset's arrows are the art's
	sc.Change = sc.change
	sc.SetParts(titlePart, countPart, towerPart, tripPart, winPart)
	sc.Init(sc, ui.NewBar(env).WithGraph(), ui.Help{X: 150, Y: 90, W: 980, H: 420, IntroTop: 60, IntroStep: 25, KeysTop: 176, KeyStep: 30, KeyWidth: 180}.WithText(helpText))
	sc.Texts.Solved = "Already solved: everyone is on the ground. Press R to start again"
	sc.reset(p, from)
	return sc, nil
}

// checkParams checks p against the solver's rules and the scene's ranges.
func checkParams(p pulley.Params) error {
	if err := p.Validate(); err != nil {
		return err
	}
	_, err := outOfRange(p)
	return err
}

// outOfRange says what of p the scene does not show, though the solver
// takes it, and the flag that asked for it.
func outOfRange(p pulley.Params) (flag string, err error) {
	if len(p.Items) > MaxItems {
		return "-people and -objects", fmt.Errorf("the scene shows at most %d people and objects (the solver takes up to %d), got %d", MaxItems, pulley.MaxItems, len(p.Items))
	}
	if p.Limit < MinLimit || p.Limit > MaxLimit {
		return "-limit", fmt.Errorf("the scene's limit is %d to %d lb (the solver takes 0 to %d), got %d", MinLimit, MaxLimit, pulley.MaxWeight, p.Limit)
	}
	return "", nil
}

// reset starts a new game with parameters p, which the callers have
// checked, from position from (nil for the start, else a position of p's
// puzzle, which is played), which restart goes back to.
func (sc *Scene) reset(p pulley.Params, from *pulley.State) {
	if from == nil {
		pz, _ := pulley.New(p)
		st := pz.Start()
		from = &st
	}
	st := *from
	sc.Cur = p
	sc.Reset(position{s: st, leftUp: windowSide(st)}, apply, sc.duration)
	sc.n = len(p.Items)
	for i, it := range p.Items {
		sc.kinds[i] = pulleyart.KindOf(it.Name, it.Person, i)
		sc.tags[i] = fmt.Sprintf("%d lb", it.Weight)
		sc.order[i] = i
	}
	order := sc.order[:sc.n]
	sort.SliceStable(order, func(i, j int) bool {
		return cmp.Less(sc.kinds[order[j]].Height(), sc.kinds[order[i]].Height())
	})
	sc.load, sc.cursor.At, sc.press, sc.dragging = 0, 0, -1, false
	sc.strain, sc.pull, sc.restPos = 0, 0, 0
	sc.noSolution.Set(ui.Error, "")
	if _, err := pulley.Solve(st); err != nil {
		sc.noSolution.Set(ui.Error, ui.Sentence(err.Error()))
	}
	sc.dist = st.Puzzle().Distances() // once, so the counter costs nothing per frame
	sc.place(true)
}

// windowSide reports whether the left basket is at the window at position
// s. The rules need no side: both baskets hang empty after every trip, so
// a position names only where the items are. The baskets swap ends every
// trip and the game starts with the left one up, so a position shows the
// side it has when reached from the start in the fewest trips, as the
// solver's replay from the start shows it; a position the start cannot
// reach shows the left one.
func windowSide(s pulley.State) bool {
	d := s.Puzzle().Depths()[s.Top()]
	return d < 0 || d%2 == 0
}

func (sc *Scene) duration(p position, t trip) int { return planTrip(p, t).total() }

// Shown is the position shown (at rest) or being left (during a trip).
func (sc *Scene) Shown() pulley.State { return sc.Ses.Shown().From.s }

// Current is the logical position, after the trips already queued.
func (sc *Scene) Current() pulley.State { return sc.Ses.Current().s }

// Solve plans the shortest escape from the logical position, not solved
// (Texts.Solved), and plays it.
func (sc *Scene) Solve(ctx *ui.Context) {
	moves, err := pulley.Solve(sc.Ses.Current().s)
	if err != nil {
		ctx.Refuse(ui.Sentence(err.Error()))
		return
	}
	sc.PlanSolution(ctx, tripsOf(moves), nil, "trip", "trips") // then Moved empties the baskets
}

// tripsOf is the solver's trips as the session's: none boarded by hand.
func tripsOf(moves []pulley.Move) []trip {
	trips := make([]trip, len(moves))
	for i, m := range moves {
		trips[i] = trip{m: m}
	}
	return trips
}

// Poll says at the first update that the set has no solution.
func (sc *Scene) Poll(ctx *ui.Context) {
	sc.noSolution.Say(ctx)
}

// Moved empties the baskets' load when the history moves.
func (sc *Scene) Moved() { sc.load = 0 }

// Solved reports whether p is a win.
func (sc *Scene) Solved(p position) bool { return p.s.Solved() }

// Text is p in the position text.
func (sc *Scene) Text(p position) string { return p.s.String() }

// Keys handles the scene's own keys and returns a shared action otherwise.
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	in := ctx.In
	for _, k := range in.Keys {
		d, digit := ui.Digit(k)
		switch {
		case digit && d >= sc.n:
			sc.cursor.Shown = true
			ctx.Refuse(fmt.Sprintf("There is no item %d: there are %d", d+1, sc.n))
		case digit:
			sc.cursor.Shown, sc.cursor.At = true, d
		case k == ebiten.KeyTab:
			sc.cursor.Step(sc.n, in.Shift, nil)
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeyArrowUp || k == ebiten.KeyArrowDown:
			sc.cursor.Shown = true
			sc.toggle(ctx, sc.cursor.At)
		case k == ebiten.KeyT || k == ebiten.KeyL:
			sc.lever(ctx)
		case k == ebiten.KeyP: // the next preset; from none, the first
			sc.change(ctx, presets[(presetOf(sc.Cur)+1)%len(presets)].Params)
		default:
			continue
		}
		return ui.NoAction
	}
	return ui.KeyAction(in)
}

// ready reports whether the baskets may be loaded now; otherwise it says
// why, and during a replay it takes over: the replay stops when the
// baskets land.
func (sc *Scene) ready(ctx *ui.Context) bool {
	s := sc.Ses
	switch {
	case s.Idle():
		return true
	case !s.Playing() && !s.Frozen():
		ctx.Refuse("Wait: the baskets are moving")
		return false
	case s.Playing():
		s.Pause()
	}
	if s.Frozen() {
		s.StepForward()
	}
	if s.Idle() {
		ctx.Status.Say(ui.Info, "You took over: the rest of the replay goes when you make a trip")
		return true
	}
	ctx.Status.Say(ui.Info, "You took over: the replay stops when the baskets land; then load them")
	return false
}

// toggle puts item i into the basket at its level, or takes it out, and
// tells the weights of the two baskets as loaded.
func (sc *Scene) toggle(ctx *ui.Context, i int) {
	if i < 0 || i >= sc.n || !sc.ready(ctx) {
		return
	}
	sc.load ^= 1 << i
	ctx.Play(audio.Click)
	cur := sc.Ses.Current().s
	down, up := cur.Puzzle().Weight(sc.load&cur.Top()), cur.Puzzle().Weight(sc.load&cur.Ground())
	ctx.Status.Say(ui.Info, fmt.Sprintf("Top basket %d lb, bottom basket %d lb: pull the lever (T) to make the trip", down, up))
}

// lever makes the trip loaded in the baskets, or refuses it with the rule
// it breaks and a strain of the rope.
func (sc *Scene) lever(ctx *ui.Context) {
	if !sc.ready(ctx) {
		return
	}
	cur := sc.Ses.Current().s
	m := cur.Puzzle().Move(sc.load&cur.Top(), sc.load&cur.Ground())
	wasAt := sc.Ses.Pos() < sc.Ses.Last()
	if err := sc.Ses.Do(trip{m: m, boarded: true}); err != nil {
		msg := err.Error()
		if me, ok := errors.AsType[*pulley.MoveError](err); ok {
			msg = "Refused: " + me.Rule
		}
		ctx.Refuse(msg)
		ctx.Play(audio.Creak)
		sc.strain = strainTicks
		return
	}
	sc.pull = pullTicks
	sc.load = 0
	if wasAt {
		ctx.Status.Say(ui.Info, "A new trip: the rest of the history is dropped")
	}
}

// Ticks of the refusal's strain and of the lever's pull.
const (
	strainTicks = 30
	pullTicks   = 24
)

// change starts the game the header's controls and keys ask for: another
// preset of the items, or another limit within the scene's range.
func (sc *Scene) change(ctx *ui.Context, p pulley.Params) {
	if p.Limit < MinLimit || p.Limit > MaxLimit {
		ctx.Refuse(fmt.Sprintf("The limit is %d to %d lb here (the solver takes 0 to %d)", MinLimit, MaxLimit, pulley.MaxWeight))
		return
	}
	sc.reset(p, nil) // a preset, or the items in play with a limit in range
	ctx.Request = ui.Settings
	if why := sc.noSolution.Take(); why != "" {
		ctx.Refuse(why)
		return
	}
	ctx.Status.Say(ui.Info, fmt.Sprintf("New game: limit %d lb, the fewest trips %d", p.Limit, sc.Optimal()))
}

// presets are the sets of items the header offers.
var presets = pulley.Presets()

// presetOf is the index among presets of p's items, or -1.
func presetOf(p pulley.Params) int {
	for i := len(presets) - 1; i >= 0; i-- {
		if presets[i].Params.SameItems(p) {
			return i
		}
	}
	return -1
}

// presetName is the name of p's preset, or "Custom set".
func presetName(p pulley.Params) string {
	if i := presetOf(p); i >= 0 {
		return presets[i].Name
	}
	return "Custom set"
}

// itemAt is the item drawn under logical point (x, y), or -1; with
// reach > 0 (a finger) a tap beside every item takes the nearest within
// reach.
func (sc *Scene) itemAt(x, y, reach float64) int {
	best := -1
	r := ui.NewReach(x, y, reach)
	for i := 0; i < sc.n; i++ {
		h := sc.kinds[i].Height()
		if r.In(i, sc.dispX[i]-18, sc.dispY[i]-h-22, sc.dispX[i]+18, sc.dispY[i]+4) {
			best = i // later items are drawn on top
		}
	}
	if best < 0 {
		return r.Nearest()
	}
	return best
}

// basketAt reports which basket is under (x, y): 0 the top one, 1 the
// bottom one, -1 none.
func (sc *Scene) basketAt(x, y float64) int {
	f := sc.Ses.Shown()
	for k, left := range [2]bool{f.From.leftUp, !f.From.leftUp} {
		bx, ring := pulleyart.RopeX(left), [2]float64{pulleyart.RingTop, pulleyart.RingBottom}[k]
		if x >= bx-pulleyart.BasketW/2-8 && x <= bx+pulleyart.BasketW/2+8 && y >= ring-30 && y <= ring+pulleyart.BasketFloor+6 {
			return k
		}
	}
	return -1
}

// Where the lever and the panel's button are.
const (
	panelX = 904.0
	panelY = 54.0
	panelW = 300.0
	panelH = 162.0
	btnX   = panelX + 16
	btnY   = panelY + panelH - 56
	btnW   = panelW - 32
	btnH   = 44.0
)

func onLever(x, y float64) bool {
	return (x >= pulleyart.LeverX-30 && x <= pulleyart.LeverX+40 && y >= pulleyart.LeverY-80 && y <= pulleyart.GroundY) ||
		(x >= btnX && x <= btnX+btnW && y >= btnY && y <= btnY+btnH)
}

// Pointer handles clicks, taps and drags.
func (sc *Scene) Pointer(ctx *ui.Context) {
	in := ctx.In
	if in.Pressed {
		sc.cursor.Shown = false
		if onLever(in.X, in.Y) {
			sc.lever(ctx)
			return
		}
		if i := sc.itemAt(in.X, in.Y, ctx.Reach()); i >= 0 {
			sc.press, sc.pressX, sc.pressY, sc.dragging = i, in.X, in.Y, false
			sc.cursor.At = i
		}
	}
	if sc.press >= 0 {
		sc.dragX, sc.dragY = in.X, in.Y+10
	}
	// A press that moves off at rest picks the item up.
	if dx, dy := in.X-sc.pressX, in.Y-sc.pressY; sc.press >= 0 && in.Down && dx*dx+dy*dy > 64 && sc.Ses.Idle() {
		sc.dragging = true
	}
	if in.Released && sc.press >= 0 {
		i, dragged := sc.press, sc.dragging
		sc.press, sc.dragging = -1, false
		// A click loads or unloads; dropped on the basket at its level
		// an item boards, off the baskets it steps out.
		top := sc.Ses.Current().s.Top().Has(i)
		switch b := sc.basketAt(in.X, in.Y); {
		case !dragged:
			sc.toggle(ctx, i)
		case b >= 0 && (b == 0) != top: // the basket at the other end
			where, basket := "on the ground", "bottom"
			if top {
				where, basket = "at the top", "top"
			}
			name := sc.Cur.Items[i].Name
			ctx.Refuse(fmt.Sprintf("The %s is %s: only the %s basket is in reach", name, where, basket))
		case sc.load.Has(i) != (b >= 0):
			sc.toggle(ctx, i)
		}
	}
}

// Phase is the phase of the trip in flight, or phRest (frame.Phaser).
func (sc *Scene) Phase() int {
	f := sc.Ses.Shown()
	if !f.Moving {
		return phRest
	}
	pl := planTrip(f.From, f.Move)
	ph, _ := frame.PhaseAt(pl.ticks[:], f.Ticks())
	return ph
}

// Sounds: the rope creaks as a ride starts and runs, the basket thuds
// down (frame.Phaser).
func (sc *Scene) Sounds(ctx *ui.Context, before, after int) {
	ctx.Loop(audio.Motor, after == phRide && !sc.Ses.Frozen())
	if after == phRide && before != phRide {
		ctx.Play(audio.Creak)
	}
	if before == phRide && after > phRide { // landed: not back at rest (phRest)
		ctx.Play(audio.Clunk)
	}
}

// AfterTick keeps the at-rest state in step with the session, after the
// sounds (Sounds): when an undo brings the baskets back up with riders
// that had boarded by hand, they stay aboard; the items walk to where
// they belong.
func (sc *Scene) AfterTick(*ui.Context) {
	if sc.Ses.Idle() {
		if pos := sc.Ses.Pos(); pos != sc.restPos {
			sc.load = 0
			if pos < sc.restPos && pos+1 <= sc.Ses.Last() {
				if e := sc.Ses.At(pos + 1); e.Kind == replay.Moved && e.Move.boarded {
					sc.load = e.Move.m.Down() | e.Move.m.Up()
				}
			}
			sc.restPos = pos
		}
	}
	sc.strain, sc.pull = max(0, sc.strain-1), max(0, sc.pull-1)
	sc.place(false)
}

// WinText is the status line of the win at history entry pos.
func (sc *Scene) WinText(pos int) string {
	return score().WinLine(sc.Ses.MoveCount(pos), sc.startBest())
}

// startBest is the fewest trips from where the game began, or -1.
func (sc *Scene) startBest() int { return sc.dist[sc.Start.s.Top()] }

// Optimal is the fewest trips from the position shown, or -1 when the
// people cannot all come down from it.
func (sc *Scene) Optimal() int {
	return sc.dist[sc.Ses.At(sc.Ses.Pos()).State.s.Top()]
}
