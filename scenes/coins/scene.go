// Package coins is the seven-coins scene: coins dropped on the points of a
// star engraved in a slate board and slid along its lines, by the player's
// hand or replaying the solver's moves. The rules are those of
// solver/coins; this package only turns input into moves and positions
// into pictures.
package coins

import (
	"encoding/json"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
	"puzzleworks/sprites/coinart"
)

// Scene is the seven-coins scene.
type Scene struct {
	frame.Frame[coins.State, coins.Move]
	art *coinart.Art
	frame.Held[coins.Params]
	geo   geometry
	board coinart.Board // the board engraved for params

	selected int          // start point chosen by the player, or -1
	aim      int          // which of the start's free ends the keyboard aims at
	cursor   frame.Cursor // the keyboard's cursor: a point
	pressAt  int          // point under a press, for dragging, or -1
	dragging bool         // the pointer moved off the pressed point while down
	oneClick bool         // the chosen start has one free line: releasing on it places the coin

	stuckAt int // history entry where being stuck was announced, or -1

	sp ui.Sprites // draws the pictures
	// kept are the coin and its shadow, copied onto one sheet (atlas) so
	// that a frame draws all the coins in few calls.
	kept    []*ebiten.Image
	atlas   ui.Atlas
	card    []cardItem // the card's lines for params, laid out once
	cardFor coins.Params
}

// New makes the scene from the saved settings and what the flags asked
// for (either may be nil).
func New(env *ui.Env, saved json.RawMessage, l ui.Launch) (*Scene, error) {
	a, err := ui.LoadArt(env, "coins", func() (*coinart.Art, error) { return coinart.New(env.Drafts) })
	if err != nil {
		return nil, fmt.Errorf("coins scene: %w", err)
	}
	p, start, err := resolve(saved, l)
	if err != nil {
		return nil, err
	}
	sc := &Scene{art: a, sp: ui.Sprites{Res: coinart.Res}, kept: []*ebiten.Image{a.Shadow, a.Coin},
		Held: frame.Held[coins.Params]{Decl: paramTable()}}
	sc.Change = sc.resize
	sc.SetParts(titlePart, countPart, starPart, dishPart, cardPart, bannerPart)
	sc.Init(sc, ui.NewBar(env).WithGraph(), ui.Help{X: 150, Y: 120, W: 980, H: 370, IntroTop: 60, IntroStep: 25, KeysTop: 150, KeyStep: 30, KeyWidth: 205}.WithText(helpText))
	sc.reset(p, start)
	return sc, nil
}

// reset starts a new game on the star p from position start.
func (sc *Scene) reset(p coins.Params, start coins.State) {
	sc.board.Engrave(sc.art, p.N, p.K)
	sc.Cur = p
	sc.geo = newGeometry(p)
	sc.Reset(start, coins.State.Apply, sc.duration)
	sc.selected, sc.pressAt, sc.dragging, sc.stuckAt = -1, -1, false, -1
	sc.cursor.At = min(sc.cursor.At, p.N-1)
}

// duration is the length of a move in ticks at 1×: every line of a star
// has the same length.
func (sc *Scene) duration(coins.State, coins.Move) int { return dropTicks + sc.geo.glide + settleTicks }

// Shown is the position shown (at rest) or being left (during a move).
func (sc *Scene) Shown() coins.State { return sc.Ses.Shown().From }

// Current is the logical position: the one a manual move or "solve from
// here" starts from. That is after the moves already queued, or, during a
// replay, where the move in flight comes to rest (the session's Base).
func (sc *Scene) Current() coins.State { return sc.Ses.At(sc.Ses.Base()).State }

// Escape puts a chosen start point down.
func (sc *Scene) Escape() bool {
	chosen := sc.selected >= 0
	sc.selected = -1
	return chosen
}

// Moved drops a half-made move when the history moves.
func (sc *Scene) Moved() { sc.selected = -1 }

// Solved reports whether s is a win.
func (sc *Scene) Solved(s coins.State) bool { return s.Solved() }

// Text is s in the position text.
func (sc *Scene) Text(s coins.State) string { return s.String() }

// Stuck reports whether the shown position, at rest, has no move left
// and is not solved.
func (sc *Scene) Stuck() bool { return sc.Ses.Idle() && sc.Ses.Shown().From.Stuck() }

// PointXY is the logical place of point i (for tests and tools).
func (sc *Scene) PointXY(i int) (float64, float64) { return sc.geo.pts[i][0], sc.geo.pts[i][1] }

// Args are the flags that reopen exactly what is shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Ses.At(sc.Ses.Pos()).State.String()) }

// Solve plans the shortest win from the logical position and plays it, or
// says why there is none.
func (sc *Scene) Solve(ctx *ui.Context) {
	cur := sc.Current()
	if cur.Solved() {
		ctx.Status.Say(ui.Info, frame.AlreadySolved)
		return
	}
	moves, err := coins.Solve(cur)
	if err != nil {
		ctx.Refuse(sc.noWin(cur))
		return
	}
	if sc.PlanSolution(ctx, moves, nil, "move", "moves") {
		sc.selected = -1
	}
}

// noWin says, in a line that fits the status, why s cannot be won.
func (sc *Scene) noWin(s coins.State) string {
	if s.Stuck() {
		msg := fmt.Sprintf("No win from here: stuck with %d coins", s.Coins())
		if back := sc.backToWin(); back > 0 {
			msg += "; undo " + ui.Count(back, "move", "moves") + " to a position that still wins"
		}
		return msg
	}
	return fmt.Sprintf("No win from here: the empty points form %d runs along the lines, each keeps one empty, so at most %d coins fit (goal %d)",
		s.EmptyRuns(), s.MaxCoins(), sc.Cur.Goal())
}

// backToWin is how many moves back from the logical position the history
// holds a position that can still be won, or 0 when there is none.
func (sc *Scene) backToWin() int {
	back := 0
	for i := sc.Ses.Target(); i > 0; i-- {
		e := sc.Ses.At(i)
		if e.Kind != replay.Moved {
			break
		}
		back++
		if sc.Ses.At(i-1).State.Winnable() == nil {
			return back
		}
	}
	return 0
}

// Keys handles the scene's own keys and returns a shared action otherwise.
// The arrows belong to the cursor here (Z and Y step back and forward).
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	in := ctx.In
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowUp:
			sc.arrow(ctx, k == ebiten.KeyArrowRight || k == ebiten.KeyArrowDown)
		case ebiten.KeyTab:
			sc.arrow(ctx, !in.Shift)
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			sc.enter(ctx)
		default:
			continue
		}
		return ui.NoAction
	}
	return ui.KeyAction(in)
}

// arrow moves the keyboard cursor round the circle (next is clockwise),
// or, with a start chosen, switches between its free lines.
func (sc *Scene) arrow(ctx *ui.Context, next bool) {
	if !sc.cursor.Shown {
		sc.cursor.Shown = true // the first key shows the cursor where it is
		if sc.selected < 0 {
			return
		}
	}
	if sc.selected >= 0 {
		ends, n := sc.Current().FreeEnds(sc.selected)
		if n < 2 {
			ctx.Status.Say(ui.Info, fmt.Sprintf("Point %d has one free line, to point %d: Enter places the coin", sc.selected, ends[0]))
			return
		}
		sc.aim = 1 - sc.aim
		ctx.Play(audio.Click)
		return
	}
	sc.cursor.Step(sc.Cur.N, !next, nil)
}

// enter picks the cursor's point as the start, or places the coin along
// the aimed line.
func (sc *Scene) enter(ctx *ui.Context) {
	sc.cursor.Shown = true
	if sc.selected < 0 {
		sc.pick(ctx, sc.cursor.At, false)
		return
	}
	ends, n := sc.Current().FreeEnds(sc.selected)
	if n == 0 {
		sc.selected = -1
		return
	}
	sc.move(ctx, coins.Move{From: sc.selected, To: ends[min(sc.aim, n-1)]})
}

// resize starts a new game on the star p, if the scene offers it; a step
// too long for the points is shortened.
func (sc *Scene) resize(ctx *ui.Context, p coins.Params) {
	if p.N < MinPoints || p.N > MaxPoints {
		ctx.Refuse(fmt.Sprintf("The board has room for %d to %d points", MinPoints, MaxPoints))
		return
	}
	p.K = max(min(p.K, p.MaxK()), coins.MinK) // the step must stay below half the points
	if p == sc.Cur {
		return
	}
	start, _ := coins.Start(p)
	sc.reset(p, start)
	ctx.Request = ui.Settings
	ctx.Play(audio.Click)
	if p.Loops() > 1 {
		ctx.Status.Say(ui.Info, fmt.Sprintf("New game on %v: %d separate loops, each keeps one point empty, so the goal is %d coins, not %d",
			p, p.Loops(), p.Goal(), p.N-1))
		return
	}
	ctx.Status.Say(ui.Info, fmt.Sprintf("New game on the star %v: place %d coins", p, p.Goal()))
}

// pick is a click, tap or Enter on point i with no start chosen: it
// chooses i as the start, or, when i has a single free line and the
// pointer chose it, places the coin at once.
func (sc *Scene) pick(ctx *ui.Context, i int, pointer bool) {
	cur := sc.Current()
	if err := cur.CheckStart(i); err != nil {
		ctx.Refuse(refusal(err))
		return
	}
	sc.cursor.At = i
	_, n := cur.FreeEnds(i)
	sc.selected, sc.aim = i, 0
	// With one free line the release of this press places the coin,
	// unless the pointer is dragged away first.
	sc.oneClick = n == 1 && pointer
	ctx.Play(audio.Click)
}

// choose is a click or tap on point i: the start first, then the far end.
func (sc *Scene) choose(ctx *ui.Context, i int) {
	switch {
	case sc.selected < 0:
		sc.pick(ctx, i, true)
	case i == sc.selected:
		sc.selected = -1 // a second click on the start puts the choice down
	default:
		sc.move(ctx, coins.Move{From: sc.selected, To: i})
	}
}

// refusal words a move or choice the rules refuse: the rule it breaks.
func refusal(err error) string {
	return frame.Refusal(err, func(e *coins.RuleError) string { return e.Rule })
}

// move hands a manual move to the session (a take-over during a replay).
func (sc *Scene) move(ctx *ui.Context, m coins.Move) {
	sc.selected = -1
	wasPlaying := sc.Ses.Playing()
	before := sc.Current().Winnable() == nil
	if !sc.Move(ctx, m, refusal) {
		return
	}
	sc.cursor.At = m.To
	if cur := sc.Current(); !wasPlaying && before && cur.Winnable() != nil && !cur.Stuck() {
		ctx.Status.Say(ui.Info, fmt.Sprintf("That move cannot win any more: at most %d coins fit now (undo with Z)", cur.MaxCoins()))
	}
}

// Pointer handles clicks, taps and drags on the points.
func (sc *Scene) Pointer(ctx *ui.Context) {
	in := ctx.In
	if sc.bannerClick(ctx) {
		return
	}
	p := sc.geo.pointAt(in.X, in.Y, ctx.Reach())
	if in.Pressed {
		sc.cursor.Shown = false
		sc.pressAt, sc.dragging, sc.oneClick = p, false, false
		if p >= 0 {
			sc.choose(ctx, p)
		} else {
			sc.selected = -1
		}
	}
	if in.Down && sc.pressAt >= 0 && p != sc.pressAt {
		sc.dragging = true
	}
	if in.Released {
		if sc.oneClick && !sc.dragging && sc.selected >= 0 && sc.selected == sc.pressAt {
			if ends, n := sc.Current().FreeEnds(sc.selected); n == 1 {
				sc.move(ctx, coins.Move{From: sc.selected, To: ends[0]})
			}
		} else if sc.pressAt >= 0 && sc.selected == sc.pressAt && sc.dragging {
			// A drag from the start along a line: dropped on a point, or
			// more than half way along one of its free lines.
			if p >= 0 && p != sc.pressAt {
				sc.choose(ctx, p)
			} else if to, t := sc.dragAim(in.X, in.Y); to >= 0 && t > 0.5 {
				sc.move(ctx, coins.Move{From: sc.selected, To: to})
			}
		}
		sc.pressAt, sc.dragging, sc.oneClick = -1, false, false
	}
}

// dragAim returns the free end of the chosen start whose line the pointer
// is nearest, and how far along it the pointer is; -1 when none.
func (sc *Scene) dragAim(x, y float64) (int, float64) {
	if sc.selected < 0 {
		return -1, 0
	}
	ends, n := sc.Current().FreeEnds(sc.selected)
	best, bestD, bestT := -1, 60.0, 0.0
	for _, e := range ends[:n] {
		if t, d := sc.geo.project(sc.selected, e, x, y); d < bestD {
			best, bestD, bestT = e, d, t
		}
	}
	return best, bestT
}

// Phase is the phase of the move in flight, or -1 at rest (frame.Phaser).
func (sc *Scene) Phase() int {
	f := sc.Ses.Shown()
	if !f.Moving {
		return -1
	}
	return sc.geo.at(f.Move, f.Ticks()).phase
}

// Sounds plays a tick when a coin lands on its start point and a clink
// when it settles at the far end (frame.Phaser).
func (sc *Scene) Sounds(ctx *ui.Context, before, after int) {
	switch {
	case before == phDrop && after == phGlide:
		ctx.Play(audio.Click)
	case before >= phGlide && (after == -1 || after == phDrop) && sc.Ses.Pos() > 0 && sc.wentForward():
		ctx.Play(audio.Clink)
	}
}

// wentForward reports whether the last step of the animation arrived at
// its entry moving forward (a move played, not undone).
func (sc *Scene) wentForward() bool {
	f := sc.Ses.Shown()
	return f.Moving || sc.Ses.At(sc.Ses.Pos()).Kind == replay.Moved
}

// AfterTick announces being stuck, once, when the coins rest (after the
// sounds: Sounds; the frame announces a win).
func (sc *Scene) AfterTick(ctx *ui.Context) {
	if !sc.Ses.Idle() {
		return
	}
	if s, pos := sc.Shown(), sc.Ses.Pos(); !s.Stuck() {
		sc.stuckAt = -1
	} else if sc.stuckAt != pos {
		sc.stuckAt = pos
		ctx.Refuse(fmt.Sprintf("Stuck with %d coins: no empty point has an empty neighbour on a line", s.Coins()))
	}
}

// WinText is the status line of a win on this star.
func (sc *Scene) WinText(int) string {
	p := sc.Cur
	if p.Loops() > 1 {
		return fmt.Sprintf("Solved: %d coins placed, one point left empty on each of the %d loops", p.Goal(), p.Loops())
	}
	return fmt.Sprintf("Solved: all %d coins placed!", p.Goal())
}

// paramTable is the star's parameters, declared once: the settings, the
// snapshot, the link and the header come from it.
func paramTable() *frame.Params[coins.Params] {
	return &frame.Params[coins.Params]{
		Static:  true, // a new game paints them again
		Default: coins.DefaultParams(),
		Check:   checkScene,
		List: []frame.Param[coins.Params]{
			{Name: "n", Label: "Points", X: 330, Min: MinPoints, Max: MaxPoints, Step: []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod},
				Get: func(p coins.Params) int { return p.N }, Set: func(p *coins.Params, v int) { p.N = v }},
			{Name: "k", Label: "Step", X: 530, Min: coins.MinK, Max: (MaxPoints - 1) / 2, Wrap: true, Step: []ebiten.Key{ebiten.KeyK},
				MaxOf: func(p coins.Params) int { return (p.N - 1) / 2 },
				Get:   func(p coins.Params) int { return p.K }, Set: func(p *coins.Params, v int) { p.K = v }},
		},
	}
}
