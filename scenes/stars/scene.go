// Package stars is the star-grid scene: a chart of outlined, tinted regions
// on a walnut board under the night sky, where the player places stars and
// dots, and where the solver's search can be watched star by star. The
// rules are those of solver/stars; this package only turns input into
// moves and positions into pictures.
package stars

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
	"puzzleworks/sprites/starart"
)

// The scene's ranges (the solver takes 4×4 to 16×16 and k up to 4).
const (
	MinN = 5
	MaxN = 14
	MinK = 1
	MaxK = 3
)

// maxTrace is the longest search the replay shows step by step; a longer
// one is replayed as its solution's stars alone, and the status says so.
const maxTrace = 60000

// maxNodes bounds every search the scene runs, so a pasted map can never
// freeze the window.
const maxNodes = 2_000_000

// position is a game position and, within a replay of the search, the
// counters of the search up to it.
type position struct {
	s       stars.State
	search  bool  // reached by a step of the solver's search
	lastPut bool  // that step placed a star
	placed  int32 // placements of the search so far
	dead    int32 // dead ends so far: a star taken back after a placement
}

// move is one move of the history: the player's (with the neighbours'
// dots when auto is set) or one step of the solver's search.
type move struct {
	m      stars.Move
	auto   bool
	search bool
	hint   *stars.Deduction // a hint applied whole, as one move
}

// apply makes a move through the solver's rules.
func apply(p position, mv move) (position, error) {
	if mv.hint != nil {
		next, err := mv.hint.Apply(p.s)
		return position{s: next}, err
	}
	next, err := p.s.Apply(mv.m)
	if err != nil {
		return p, err
	}
	if mv.search {
		// A step of the search counts on from p's counters (0 off the search).
		q := position{s: next, search: true, lastPut: mv.m.Kind == stars.PlaceStar}
		q.placed, q.dead = p.placed, p.dead
		if q.lastPut {
			q.placed++
		} else if p.lastPut {
			q.dead++
		}
		return q, nil
	}
	if mv.auto && mv.m.Kind == stars.PlaceStar {
		next = next.DotAround(mv.m.Row, mv.m.Col)
	}
	return position{s: next}, nil
}

// duration is how many ticks (at 1×) a move takes to show.
func duration(_ position, mv move) int {
	switch {
	case mv.hint != nil:
		return 14
	case mv.search:
		return 6
	case mv.m.Kind == stars.PlaceStar:
		return 12
	case mv.m.Kind == stars.PlaceDot:
		return 5
	}
	return 7
}

// settings are the scene's settings: the puzzle in progress and the
// options (their section and link: paramTable).
type settings struct {
	K       int
	Regions string // the region map
	Marks   string // the marks of the game in progress, "" for none
	Reverse bool   // the search's order
	AutoDot bool   // dots around a star, put by themselves
}

// verdict is what the solver says of the puzzle from its empty grid.
type verdict struct {
	solutions int    // 0, 1 or 2 (two or more)
	reason    string // why there is none (after "no solution: "), or that the search gave up
}

// Scene is the star-grid scene.
type Scene struct {
	frame.Frame[position, move]
	art    *starart.Art
	board  *ebiten.Image
	bundle *bundle

	puzzle  stars.Puzzle
	geo     frame.Cells
	verdict verdict
	reverse bool
	autoDot bool

	// The search last planned: its time and size, measured once.
	searchText string

	// Input.
	cur       [2]int // keyboard cursor
	keyboard  bool
	press     frame.CellPress // a click or a drag of dots on the cells
	paste     frame.Paste
	rightDown func() bool // the right button went down this tick

	// Feedback.
	notice    frame.Notice // said on the next tick: that the new puzzle has no solution
	flash     flash
	lastShown int // the shown entry at the last tick, for sounds

	// Hints, and new puzzles made by the generator off the frame loop.
	hint     frame.Hint[stars.State, stars.Deduction]
	gen      frame.Maker[generation]
	genLevel stars.Level
	made     *generation // the last puzzle made, for its level in the labels

	// Caches, so a steady frame computes and allocates nothing.
	shortFor stars.State
	shorts   []stars.Shortage
	regions  [stars.MaxN]string // each region's letter, for the shortages' lines
	more     frame.More         // the shortages' lines, three at most
	labels   labels

	frame.Heading[head]            // the header's controls
	sp                  ui.Sprites // draws the art
	atlas               ui.Atlas   // the star, the dot and the glow on one sheet

	// The parts of the picture and what each shows; upright says the
	// frame's last layout was a phone's (Layout.Compact).
	frame.Cast[role, partsKey]
	headParts [3]frame.Part // the header's controls' parts, made anew with the others
	upright   bool
	tools     [nTools]ui.Rect // the tools on a phone, in a row or a column
}

// flash is the brief show of a refused move: the cell tried and what it
// clashes with, or the mark that breaks the puzzle.
type flash struct {
	ticks int
	r, c  int
	clash stars.Clash // none when its Kind is 0
}

// flashTicks is how long a refused move stays marked (2 s).
const flashTicks = 120

// New makes the scene for the puzzle and options of st, which must be in
// the scene's range.
func New(env *ui.Env, st settings) (*Scene, error) {
	art, err := ui.LoadArt(env, "stars", func() (*starart.Art, error) { return starart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	board, err := ui.LoadArt(env, "stars-board", func() (*ebiten.Image, error) {
		return starart.Board(chartSide, boardBorder, env.Drafts)
	})
	if err != nil {
		return nil, err
	}
	b, err := ui.LoadArt(env, "stars-bundle", parseBundle)
	if err != nil {
		return nil, err
	}
	s, err := st.state()
	if err != nil {
		return nil, fmt.Errorf("stars scene: %w", err)
	}
	sc := &Scene{sp: ui.Sprites{Res: starart.Res}, art: art, board: board, bundle: b, reverse: st.Reverse, autoDot: st.AutoDot,
		paste: newPaste(), more: frame.More{Max: 3, Step: 22}, shorts: make([]stars.Shortage, 0, 3*stars.MaxN)}
	sc.Heading = frame.Heading[head]{Decl: sc.headTable(), Now: sc.headNow, Set: sc.setHead}
	sc.When(rBanner, sc.Won)
	sc.When(rPaste, func() bool { return sc.paste.Open })
	sc.When(rHint, func() bool { return sc.hint.On })
	sc.rightDown = func() bool { return inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) }
	sc.Init(sc, ui.NewBar(env), ui.Help{X: 150, Y: 90, W: 980, H: 476, Alpha: 0xf4, IntroTop: 58, IntroStep: 24, KeysTop: 146, KeyStep: 34, KeyWidth: 190}.WithText(helpText))
	sc.Texts = frame.Texts{
		Restarted: "Restarted (undo brings the marks back)",
		Solved:    frame.AlreadySolved,
		NoRedo:    "Nothing to redo: press S to watch the solver from here",
	}
	sc.SavesPosition = true
	sc.load(s)
	return sc, nil
}

// state is the position the settings describe.
func (st settings) state() (stars.State, error) {
	if st.K < MinK || st.K > MaxK {
		return stars.State{}, fmt.Errorf("k must be %d to %d, got %d", MinK, MaxK, st.K)
	}
	s, err := stars.ParseGame(st.Regions, st.K, st.Marks)
	if err != nil {
		return stars.State{}, err
	}
	return s, checkSize(s.Puzzle().N(), "")
}

// checkSize says when a grid of side n is out of the scene's range, with
// more after the solver's range.
func checkSize(n int, more string) error {
	if n < MinN || n > MaxN {
		return fmt.Errorf("the scene shows grids of %d×%d to %d×%d (the solver takes %d×%d to %d×%d%s), got %d×%d",
			MinN, MinN, MaxN, MaxN, stars.MinN, stars.MinN, stars.MaxN, stars.MaxN, more, n, n)
	}
	return nil
}

// load starts a new game at s (its puzzle, with its marks), which restart
// goes back to.
func (sc *Scene) load(s stars.State) {
	sc.puzzle = s.Puzzle()
	sc.Reset(position{s: s}, apply, duration)
	n := sc.puzzle.N()
	sc.geo = frame.Cells{X: chartX, Y: chartY, Side: chartSide, Cell: chartSide / float64(n), N: n}
	solutions, why := sc.puzzle.Judge(maxNodes)
	sc.verdict = verdict{solutions: solutions}
	if why != nil {
		sc.verdict.reason = strings.TrimPrefix(why.Error(), "no solution: ")
	}
	sc.searchText = ""
	sc.flash = flash{}
	sc.lastShown = 0
	for g := range n {
		sc.regions[g] = string(rune(sc.puzzle.RegionName(g)))
	}
	sc.cur = [2]int{0, 0}
	sc.press.Reset()
	sc.labels = makeLabels(sc)
	sc.notice = frame.Notice{}
	if sc.verdict.solutions == 0 {
		sc.notice.Set(ui.Error, "This map has no solution: "+sc.verdict.reason)
	}
}

// StarsLeft is the number of stars still to place in the shown position.
func (sc *Scene) StarsLeft() int {
	return sc.puzzle.N()*sc.puzzle.K() - sc.Ses.At(sc.Ses.Pos()).State.s.Stars()
}

// Solve plans the solver's search from the logical position (the player's
// stars and dots) and plays it, step by step.
func (sc *Scene) Solve(ctx *ui.Context) {
	cur := sc.Ses.Current().s
	if sc.verdict.solutions == 0 {
		ctx.Refuse("Nothing to play: this map has no solution (" + sc.verdict.reason + ")")
		return
	}
	opt := stars.Options{Reverse: sc.reverse, MaxNodes: maxNodes}
	// The time is measured once, without the trace's recording, which
	// follows only when there is a solution.
	t0 := time.Now()
	_, err := cur.Solve(opt)
	took := time.Since(t0)
	ms, traced, res := []stars.Move(nil), false, stars.Result{}
	if err == nil {
		ms, traced, res, err = cur.Watch(opt, maxTrace)
	}
	if err != nil {
		// Why there is none, naming the mark to blame when one is (a star
		// or a dot), which the grid marks.
		ctx.Play(audio.Buzz)
		if !errors.Is(err, stars.ErrNoSolution) {
			ctx.Status.Say(ui.Error, "The search gave up: "+err.Error())
		} else if m, ok := cur.Culprit(maxNodes); ok {
			ctx.Status.Say(ui.Error, fmt.Sprintf("No solution from here: the %s at %s rules out every solution", m.Kind, stars.CellName(m.Row, m.Col)))
			sc.flash = flash{ticks: flashTicks, r: m.Row, c: m.Col}
		} else {
			why := strings.TrimPrefix(err.Error(), "no solution: ")
			ctx.Status.Say(ui.Error, "No solution from here: "+why)
		}
		return
	}
	order := [...]string{"forward", "reverse"}[frame.Bit(sc.reverse)]
	sc.searchText = fmt.Sprintf("Searched in %s order: %s, %s", order, frame.SearchTime(took), ui.Count(res.Nodes, "node", "nodes"))
	moves := make([]move, len(ms))
	for i, m := range ms {
		moves[i] = move{m: m, search: true}
	}
	sc.flash = flash{}
	if err := sc.Ses.Plan(moves); err != nil {
		ctx.Status.Say(ui.Error, err.Error())
		return
	}
	if !traced {
		ctx.Status.Say(ui.Info, fmt.Sprintf("The search took %d steps, too many to replay: showing its solution", len(res.Trace)))
		return
	}
	ctx.Status.Say(ui.Info, fmt.Sprintf("Replaying the search from here: %s, %s order", ui.Count(len(moves), "step", "steps"), order))
}

// Escape closes the hint.
func (sc *Scene) Escape() bool { return sc.hint.Escape() }

// BeforeTick keeps the hint on the position shown.
func (sc *Scene) BeforeTick() { sc.hint.Keep(sc.Ses.Current().s) }

// AfterTick fades the flash and plays the sounds.
func (sc *Scene) AfterTick(ctx *ui.Context) {
	if sc.flash.ticks > 0 {
		sc.flash.ticks--
	}
	sc.sounds(ctx)
}

// Solved reports whether p is a win.
func (sc *Scene) Solved(p position) bool { return p.s.Solved() }

// Text is p in the position text.
func (sc *Scene) Text(p position) string { return p.s.String() }

// Keys handles the scene's own keys and returns a shared action otherwise.
// The arrows move the cell cursor here (Z and Y step through the history).
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	in := ctx.In
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			if sc.keyboard {
				sc.cur[0], sc.cur[1], _ = frame.GridStep(k, sc.puzzle.N(), sc.cur[0], sc.cur[1])
			}
			sc.keyboard = true
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.Key8, ebiten.KeyNumpadMultiply:
			sc.keyboard = true
			sc.mark(ctx, sc.Ses.Current().s.Toggle(stars.Star, sc.cur[0], sc.cur[1]), sc.cur[0], sc.cur[1])
		case ebiten.KeyX, ebiten.KeyD:
			sc.keyboard = true
			sc.mark(ctx, sc.Ses.Current().s.Toggle(stars.Dot, sc.cur[0], sc.cur[1]), sc.cur[0], sc.cur[1])
		case ebiten.KeyBackspace, ebiten.KeyDelete, ebiten.KeyC, ebiten.Key0:
			sc.keyboard = true
			sc.mark(ctx, stars.ClearCell, sc.cur[0], sc.cur[1])
		case ebiten.KeyA:
			sc.toggleAutoDot(ctx)
		case ebiten.KeyI:
			sc.showHint(ctx)
		case ebiten.KeyU:
			sc.newPuzzle(ctx, sc.labels.next)
		case ebiten.KeyO:
			sc.setReverse(ctx, !sc.reverse)
		case ebiten.KeyP, ebiten.KeyV:
			if k == ebiten.KeyV && !in.Ctrl {
				continue
			}
			sc.openPaste(ctx)
		case ebiten.KeyN, ebiten.KeyPageDown:
			sc.nextPuzzle(ctx, 1)
		case ebiten.KeyB, ebiten.KeyPageUp:
			sc.nextPuzzle(ctx, -1)
		case ebiten.KeyK:
			sc.setK(ctx, sc.puzzle.K()%MaxK+1)
		default:
			continue
		}
		return ui.NoAction
	}
	return ui.KeyAction(in)
}

// mark makes a player's move on cell (r, c): a take-over during a replay.
// A refused star is shown where it clashes and named on the status line.
func (sc *Scene) mark(ctx *ui.Context, kind stars.MoveKind, r, c int) {
	cur := sc.Ses.Current().s
	if cur.Cell(r, c) == stars.Blank && kind == stars.ClearCell {
		return // nothing to clear: not worth a step of the history
	}
	mv := move{m: stars.Move{Kind: kind, Row: r, Col: c}, auto: sc.autoDot}
	refused := func(err error) string {
		return frame.Refusal(err, func(re *stars.RuleError) string {
			// The cell flashes, with the star it clashes with.
			sc.flash = flash{ticks: flashTicks, r: r, c: c}
			sc.flash.clash, _ = sc.Ses.Current().s.StarClash(r, c)
			return re.Msg
		})
	}
	if sc.Move(ctx, mv, refused) {
		ctx.Request = ui.Settings
	}
}

// Pointer handles clicks, taps and drags on the grid, the header and the
// side panel.
func (sc *Scene) Pointer(ctx *ui.Context) {
	in := ctx.In
	if sc.panelClick(ctx) {
		return
	}
	r, c, on := sc.geo.At(in.X, in.Y)
	if sc.rightDown != nil && sc.rightDown() && on {
		sc.keyboard = false
		sc.mark(ctx, sc.Ses.Current().s.Toggle(stars.Dot, r, c), r, c)
		return
	}
	if in.Pressed {
		sc.keyboard = false
		if on {
			sc.cur = [2]int{r, c}
		}
	}
	// A drag dots the blank cells it crosses; a click cycles a cell's
	// mark: empty → star → dot → empty.
	r, c, click := sc.press.Update(in, &sc.geo, func(r, c int) {
		if sc.Ses.Current().s.Cell(r, c) == stars.Blank {
			sc.mark(ctx, stars.PlaceDot, r, c)
		}
	})
	if click {
		sc.mark(ctx, cycle[sc.Ses.Current().s.Cell(r, c)], r, c)
	}
}

// cycle is the move a click makes on a cell by what it holds.
var cycle = [...]stars.MoveKind{
	stars.Blank: stars.PlaceStar, stars.Star: stars.PlaceDot, stars.Dot: stars.ClearCell,
}

// toggleAutoDot turns the automatic dots around a new star on or off.
func (sc *Scene) toggleAutoDot(ctx *ui.Context) {
	ui.Toggle(ctx, &sc.autoDot, "A new star dots its neighbours (one move: undo takes both back)", "A new star leaves its neighbours as they are")
	ctx.Request = ui.Settings
}

// setReverse chooses the order of the search the replay shows.
func (sc *Scene) setReverse(ctx *ui.Context, rev bool) {
	if rev == sc.reverse {
		return
	}
	sc.searchText = ""
	ui.Toggle(ctx, &sc.reverse, "The solver searches in reverse order: last row first (S to watch)",
		"The solver searches in forward order: first row first (S to watch)")
	ctx.Request = ui.Settings
}

// open starts a new game on puzzle p with no marks and says what it is.
func (sc *Scene) open(ctx *ui.Context, p stars.Puzzle) {
	sc.load(p.Start())
	sc.notice = frame.Notice{} // said here, in full
	ctx.Request = ui.Settings
	ctx.Play(audio.Click)
	n, k := p.N(), p.K()
	switch sc.verdict.solutions {
	case 0:
		ctx.Status.Say(ui.Error, fmt.Sprintf("This %d×%d map has no solution with %s per unit: %s", n, n, starWord(k), sc.verdict.reason))
	case 1:
		ctx.Status.Say(ui.Info, fmt.Sprintf("New puzzle: %d×%d, %s in every row, column and region", n, n, starWord(k)))
	case 2:
		ctx.Status.Say(ui.Info, fmt.Sprintf("This %d×%d map has more than one solution: the solver shows the first it finds", n, n))
	default:
		ctx.Status.Say(ui.Error, "This map is too hard to judge: "+sc.verdict.reason)
	}
}

// starWord is "1 star" or "k stars".
func starWord(k int) string { return ui.Count(k, "star", "stars") }

// nextPuzzle opens the next (d = 1) or previous bundled puzzle of the same
// size and k; a pasted map goes to the first of its group, if any.
func (sc *Scene) nextPuzzle(ctx *ui.Context, d int) {
	b := sc.bundle
	i := b.index(sc.puzzle)
	if i < 0 { // the first of its group, or of the bundle's first group
		sc.open(ctx, b.first(max(0, b.shelf.Kind(size{sc.puzzle.N(), sc.puzzle.K()}))))
		return
	}
	g := b.shelf.Members(b.list[i].group)
	nth := (b.list[i].nth + d + len(g)) % len(g)
	sc.open(ctx, b.list[g[nth]].p)
}

// resize opens the first bundled puzzle one size smaller (d = -1) or
// larger with the same k.
func (sc *Scene) resize(ctx *ui.Context, d int) {
	k, n := sc.puzzle.K(), sc.puzzle.N()
	lo, hi := MinN, n-1 // the sizes that way
	if d > 0 {
		lo, hi = n+1, MaxN
	}
	if !sc.openNearest(ctx, n, k, lo, hi) {
		small, large := sc.bundle.nearest(MinN, k, MinN, MaxN), sc.bundle.nearest(MaxN, k, MinN, MaxN)
		ctx.Refuse(fmt.Sprintf("The bundled puzzles with %s per unit are %d×%d to %d×%d (paste a map for others)", starWord(k), small, small, large, large))
	}
}

// setK opens the first bundled puzzle with k stars, of the same size if
// there is one, else of the nearest size; a k the grid cannot hold says so.
func (sc *Scene) setK(ctx *ui.Context, k int) {
	if k < MinK || k > MaxK {
		ctx.Refuse(fmt.Sprintf("The scene shows %d to %d stars per unit (the solver takes up to %d)", MinK, MaxK, stars.MaxK))
		return
	}
	if k != sc.puzzle.K() && !sc.openNearest(ctx, sc.puzzle.N(), k, MinN, MaxN) {
		ctx.Status.Say(ui.Error, fmt.Sprintf("No bundled puzzle has %s per unit", starWord(k)))
	}
}

// openNearest opens the first bundled puzzle with k stars whose size is
// nearest n within lo..hi, and reports whether there is one.
func (sc *Scene) openNearest(ctx *ui.Context, n, k, lo, hi int) bool {
	n = sc.bundle.nearest(n, k, lo, hi)
	if n >= 0 {
		sc.open(ctx, sc.bundle.first(sc.bundle.shelf.Kind(size{n, k})))
	}
	return n >= 0
}

// sounds plays one sound when the shown position reaches a new entry:
// the kind of mark made, or taken back by the search.
func (sc *Scene) sounds(ctx *ui.Context) {
	pos := sc.Ses.Pos()
	if pos == sc.lastShown {
		return
	}
	forward := pos > sc.lastShown
	sc.lastShown = pos
	e := sc.Ses.At(pos)
	switch {
	case !forward || e.Kind != replay.Moved || e.Move.m.Kind == stars.PlaceDot: // back, a restart, a dot
		ctx.Play(audio.Click)
	case e.Move.search && e.Move.m.Kind == stars.ClearCell:
		ctx.Play(audio.Creak)
	case e.Move.m.Kind == stars.PlaceStar:
		ctx.Play(audio.Clink)
	default:
		ctx.Play(audio.Clunk)
	}
}

// WinText is the status line of the win at history entry pos: the
// solver's search, or the player's game.
func (sc *Scene) WinText(pos int) string {
	if e := sc.Ses.At(pos).State; e.search {
		return "The solver found it: " + ui.Count(int(e.placed), "placement", "placements") + ", " + ui.Count(int(e.dead), "dead end", "dead ends")
	}
	return "Solved in " + ui.Count(sc.Ses.MoveCount(pos), "move", "moves") + ": every row, column and region holds " + starWord(sc.puzzle.K())
}

// shortages returns the units of the shown position that cannot get their
// stars any more, computed once per position.
func (sc *Scene) shortages(s stars.State) []stars.Shortage {
	if sc.shortFor == s {
		return sc.shorts
	}
	sc.shortFor = s
	sc.shorts = s.Shortages(sc.shorts[:0])
	return sc.shorts
}

// drawShortage draws what unit sh lacks: "Row 3 needs 2 stars, room for 1".
func (sc *Scene) drawShortage(dst *ebiten.Image, v ui.View, f *ui.Fonts, x, y float64, sh stars.Shortage, st ui.Style) {
	unit := [2]ui.Piece{ui.T("Region "), ui.T(sc.regions[sh.Index])}
	switch sh.Kind {
	case stars.Row:
		unit = [2]ui.Piece{ui.T("Row "), ui.N(sh.Index + 1)}
	case stars.Column:
		unit = [2]ui.Piece{ui.T("Column "), ui.N(sh.Index + 1)}
	}
	word := ui.T(ui.Plural(sh.Need, " star", " stars"))
	if sh.Room == 0 {
		f.Pieces(dst, v, x, y, st, unit[0], unit[1], ui.T(" needs "), ui.N(sh.Need), word, ui.T(" but has no room"))
		return
	}
	f.Pieces(dst, v, x, y, st, unit[0], unit[1], ui.T(" needs "), ui.N(sh.Need), word, ui.T(", room for "), ui.N(sh.Room))
}
