// Package hanoi is the Towers of Hanoi scene: a gantry crane moves the
// stones, by the player's hand or replaying the solver's move list. The
// rules are those of solver/hanoi; this package only turns input into moves
// and positions into pictures.
package hanoi

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

// MaxStones is the most stones the scene offers.
const MaxStones = hanoi.MaxTableStones

// position is a game position plus the pile the crane waits above, so a
// move's animation knows where the crane starts.
type position struct {
	s     hanoi.State
	crane int
}

func apply(p position, m hanoi.Move) (position, error) {
	next, err := p.s.Apply(m)
	if err != nil {
		return p, err
	}
	return position{s: next, crane: m.To}, nil
}

// Solved reports whether p is a win.
func (sc *Scene) Solved(p position) bool { return p.s.Solved() }

// Text is p in the position text.
func (sc *Scene) Text(p position) string { return p.s.String() }

// Scene is the crane scene.
type Scene struct {
	frame.Frame[position, hanoi.Move]
	frame.Held[hanoi.Params]
	art    *hanoiart.Art
	geo    geometry
	stones [MaxStones + 1]*ebiten.Image
	// kept are the stones of this game and the crane's parts, copied onto
	// one sheet (atlas) so that a frame draws them in few calls.
	kept  []*ebiten.Image
	atlas ui.Atlas

	selected int        // source pile chosen by the player, or -1
	pick     frame.Pick // the keyboard's pile cursor and the pointer's press

	table   ui.Later[*hanoi.Table]  // the exact 4-pile table; Wanted: "solve from here" waits for it
	optimal frame.Memo[hanoi.State] // the optimal moves from a position, -1 if not known

	sp ui.Sprites // draws the art
}

// New makes the scene with the given size, drawn with art and env's shared
// icons; bad sizes are refused.
func New(env *ui.Env, art *hanoiart.Art, p hanoi.Params) (*Scene, error) {
	if err := paramTable().Validate(p); err != nil {
		return nil, fmt.Errorf("hanoi scene: %w", err)
	}
	sc := &Scene{sp: ui.Sprites{Res: hanoiart.Res}, art: art, Held: frame.Held[hanoi.Params]{Decl: paramTable()}, pick: frame.Pick{Digits: 4}}
	sc.Change = sc.resize
	sc.SetParts(titlePart, countPart, yardPart, bannerPart)
	sc.Init(sc, ui.NewBar(env).WithGraph(), ui.Help{X: 170, Y: 150, W: 940, H: 306, IntroTop: 60, IntroStep: 25, KeysTop: 126, KeyStep: 27, KeyWidth: 200}.WithText(helpText))
	sc.Texts.Solved = "Already solved: press R to start again"
	sc.reset(p)
	return sc, nil
}

// reset starts a new game of size p from its start.
func (sc *Scene) reset(p hanoi.Params) {
	start, _ := hanoi.Start(p)
	sc.resetAt(start)
}

// resetAt starts a new game from position start, which restart goes back to.
func (sc *Scene) resetAt(start hanoi.State) {
	p := start.Params()
	sc.Cur = p
	sc.geo = newGeometry(p.N, p.Pegs)
	sc.Reset(position{s: start}, apply, sc.duration)
	for k := 1; k <= p.N; k++ {
		sc.stones[k] = sc.art.Stone(k-1, int(sc.geo.stoneW[k]), int(sc.geo.stoneH))
	}
	a := sc.art
	sc.kept = append(append(sc.kept[:0], sc.stones[1:p.N+1]...),
		a.Shadow, a.Cable, a.Rail, a.Trolley, a.Wheel, a.Hoist, a.BeamEnd, a.BeamMid, a.JawLeft, a.JawRight)
	sc.selected = -1
	sc.optimal.Forget()
	sc.pick.Forget()
	sc.table.Reset()
	// The exact 4-pile table: at once for a few stones, in the background
	// for more, so the window never freezes.
	switch {
	case p.Pegs == 4 && p.N <= 8:
		sc.table.Set(hanoi.NewTable(p.N))
	case p.Pegs == 4:
		sc.table.Start(func() (*hanoi.Table, error) { return hanoi.NewTable(p.N) })
	}
}

// duration is how long the crane takes to make move m from p, in ticks.
func (sc *Scene) duration(p position, m hanoi.Move) int { return sc.geo.plan(p.s, p.crane, m).total() }

// Shown is the position shown (at rest) or being left (during a move).
func (sc *Scene) Shown() hanoi.State { return sc.Ses.Shown().From.s }

// Current is the logical position, after the moves already queued.
func (sc *Scene) Current() hanoi.State { return sc.Ses.Current().s }

// PileX is the logical x of pile p's centre (for tests and tools).
func (sc *Scene) PileX(p int) float64 { return sc.geo.pileX[p] }

// StoneMid is the logical middle height of a stone at level (0 = bottom).
func (sc *Scene) StoneMid(level int) float64 { return sc.geo.stoneMid(level) }

// Wait blocks until background work (the 4-pile table) is done, so a shot
// is the same picture however fast the machine is.
func (sc *Scene) Wait() { sc.table.Wait() }

// Poll takes the 4-pile table when its background build is done, and
// solves if the player asked to meanwhile.
func (sc *Scene) Poll(ctx *ui.Context) {
	if came, wanted := sc.table.Poll(); came {
		sc.optimal.Forget()
		if wanted {
			sc.TrySolve(ctx)
		}
	}
}

// Solve plans the optimal solution from the logical position, not solved
// (Texts.Solved), and plays it.
func (sc *Scene) Solve(ctx *ui.Context) {
	cur := sc.Ses.Current()
	var moves []hanoi.Move
	var err error
	start, _ := hanoi.Start(sc.Cur)
	switch {
	case sc.Cur.Pegs == 3 || cur.s == start:
		moves, err = hanoi.Solve(cur.s)
	case sc.table.Ready:
		moves, err = sc.table.Value.Solve(cur.s)
	default:
		sc.table.Wanted = true
		ctx.Status.Say(ui.Info, "Working out the exact 4-pile solution…")
		return
	}
	sc.PlanSolution(ctx, moves, err, "move", "moves")
}

// Sounds plays the crane's sounds (frame.Phaser): the motor while the
// crane moves and a clunk on landing.
func (sc *Scene) Sounds(ctx *ui.Context, before, after int) {
	ctx.Loop(audio.Motor, after >= 0 && after != phClamp && after != phRelease && !sc.Ses.Frozen())
	if before == phLower && after != phLower {
		ctx.Play(audio.Clunk)
	}
}

// Moved drops a half-made move when the history moves.
func (sc *Scene) Moved() { sc.selected = -1 }

// Keys handles the piles' keys (frame.Pick) and returns a shared action
// otherwise.
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	return sc.pick.Keys(ctx, sc.Cur.Pegs, &sc.selected, sc)
}

// resize starts a new game of size p, if the crane handles it.
func (sc *Scene) resize(ctx *ui.Context, p hanoi.Params) {
	if p.N < 1 || p.N > MaxStones {
		ctx.Status.Say(ui.Error, fmt.Sprintf("The crane handles 1 to %d stones", MaxStones))
		return
	}
	if p == sc.Cur {
		return
	}
	sc.reset(p)
	ctx.Request = ui.Settings
	opt, _ := hanoi.Optimal(sc.Cur)
	ctx.Status.Say(ui.Info, fmt.Sprintf("New game: %s, %d piles, best possible %s", ui.Count(p.N, "stone", "stones"), p.Pegs, ui.Count(int(opt), "move", "moves")))
}

// Choose is a click, tap or key on pile p: first the source, then the
// target (frame.Picker).
func (sc *Scene) Choose(ctx *ui.Context, p int) {
	if p < 0 || p >= sc.Cur.Pegs {
		ctx.Refuse(fmt.Sprintf("There is no pile %s with %d piles", hanoi.PileName(p), sc.Cur.Pegs))
		return
	}
	sc.pick.Cursor = p
	cur := sc.Ses.Current().s
	if sc.selected < 0 {
		if cur.Top(p) == 0 {
			ctx.Refuse(fmt.Sprintf("Pile %s is empty", hanoi.PileName(p)))
			return
		}
		sc.selected = p
		ctx.Play(audio.Click)
		return
	}
	// A second choice of the same pile puts it down; another is a move,
	// handed to the session (a take-over during a replay).
	if from, ok := sc.pick.Then(p, &sc.selected); ok {
		sc.Move(ctx, hanoi.Move{From: from, To: p}, func(err error) string {
			return frame.Refusal(err, func(e *hanoi.RuleError) string { return e.Rule })
		})
	}
}

// Pointer handles clicks, taps and drags on the piles.
func (sc *Scene) Pointer(ctx *ui.Context) {
	sc.pick.Pointer(ctx, sc.geo.pileAt(ctx.In.X, ctx.In.Y), &sc.selected, sc)
}

// Phase is the crane's phase of the move in flight, or -1 at rest.
func (sc *Scene) Phase() int {
	f := sc.Ses.Shown()
	if !f.Moving {
		return -1
	}
	mo := sc.geo.plan(f.From.s, f.From.crane, f.Move)
	return sc.geo.at(&mo, f.Ticks()).phase
}

// shownEntry is the history entry the picture shows. The session counts a
// move done when the crane is back up, but the player sees it done when
// the stone is set down and the jaws open, so from then on the header
// counts it (and the clunk has already sounded).
func (sc *Scene) shownEntry() int {
	pos := sc.Ses.Pos()
	if sc.Phase() >= phRelease {
		return pos + 1
	}
	return pos
}

// Moves is the move counter of the header: the moves made to reach the
// position the picture shows.
func (sc *Scene) Moves() int { return sc.Ses.MoveCount(sc.shownEntry()) }

// WinText is the status line of the win at history entry pos, beside the
// fewest moves from where the game began.
func (sc *Scene) WinText(pos int) string {
	return score().WinLine(sc.Ses.MoveCount(pos), sc.best(sc.Start.s))
}

// Optimal is the number of moves of an optimal solution from the position
// shown, or -1 while the 4-pile table is being built.
func (sc *Scene) Optimal() int { return sc.optimal.Of(sc.Ses.At(sc.shownEntry()).State.s, sc.best) }

// best is the fewest moves from s to the goal, or -1 while it is not
// known: a 4-pile position away from the start needs the exact table.
func (sc *Scene) best(s hanoi.State) int {
	start, _ := hanoi.Start(sc.Cur)
	var n uint64
	var err error
	switch {
	case s == start:
		n, err = hanoi.Optimal(sc.Cur)
	case sc.Cur.Pegs == 3:
		n, err = hanoi.Remaining(s)
	case sc.table.Ready:
		n, err = sc.table.Value.Distance(s)
	default:
		return -1
	}
	if err != nil {
		return -1
	}
	return int(n)
}

// paramTable is the crane's parameters, declared once: the settings, the
// flags' ranges, the snapshot, the link and the header come from it.
func paramTable() *frame.Params[hanoi.Params] {
	return &frame.Params[hanoi.Params]{
		Static:  true, // a new game paints them again
		Default: hanoi.DefaultParams(),
		Legacy:  map[string]string{"hanoiStones": "n", "hanoiPegs": "pegs"},
		List: []frame.Param[hanoi.Params]{
			{Name: "n", Label: "Stones", X: 360, Min: 1, Max: MaxStones, Step: []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod},
				Get: func(p hanoi.Params) int { return p.N }, Set: func(p *hanoi.Params, v int) { p.N = v }},
			{Name: "pegs", Label: "Piles", X: 560, Choices: []int{3, 4}, Step: []ebiten.Key{ebiten.KeyP},
				Get: func(p hanoi.Params) int { return p.Pegs }, Set: func(p *hanoi.Params, v int) { p.Pegs = v }},
		},
	}
}
