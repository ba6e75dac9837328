// Package sudoku is the Sudoku scene: a grid on a sheet of paper, played by
// hand with a digit pad, pencil marks and the keyboard, or watched while the
// solver's search places digits and takes them back. The rules are those
// of solver/sudoku; this package only turns input into moves and positions
// into pictures.
package sudoku

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// maxTrace bounds the recorded search the scene replays; a longer search is
// shown as the solution filled in directly.
const maxTrace = 60000

// position is a grid and the player's pencil marks, which the history
// shares between its entries (sudoku.Noted).
type position = sudoku.Noted

// move is one step of the history: the player's or the search's.
type move = sudoku.Edit

// duration is how many ticks at 1× a move's animation takes.
func duration(_ position, m move) int {
	switch m.Kind {
	case sudoku.EditEnter:
		return 14
	case sudoku.EditErase:
		return 10
	case sudoku.EditMark:
		return 6
	case sudoku.EditFill, sudoku.EditHint:
		return 16
	case sudoku.EditPlace:
		if m.Guess {
			return 16
		}
		return 10
	case sudoku.EditRemove:
		return 6
	}
	return 0
}

// What the solver says of the puzzle's givens: how many solutions it
// has (sudoku.Solver.Judge).
const (
	none    = iota // no solution
	unique         // exactly one solution
	several        // more than one solution
)

// Scene is the Sudoku scene.
type Scene struct {
	frame.Frame[position, move]
	art    *sudokuart.Art
	coll   *sudoku.Collection
	sv     *sudoku.Solver
	params sudoku.Params
	level  sudoku.Grade
	pick   int // index of the puzzle among its kind and level, or -1 for one typed or given
	source string
	geo    layout

	verdict int          // none, unique or several
	why     string       // the reason when there is no solution
	notice  frame.Notice // the verdict, still to be said on the status line

	sel      int  // selected cell, or -1
	pencil   bool // digits from the pad and keys are pencil marks
	dragFrom int  // the pad digit being dragged, or 0

	field ui.Field // the text box for a typed puzzle

	tally frame.Tally // the history's placements and dead ends up to each entry

	wasPlaying bool
	lastSound  int // tick count of the last sound, to keep fast replays quiet
	ticks      int

	// Cached facts of the shown grid, redrawn only when it changes.
	factsFor  sudoku.State
	conflicts sudoku.CellSet
	left      int

	toFor     sudoku.State // the same for the grid a move in flight leads to
	toClashes sudoku.CellSet

	infoFor   int    // the selected cell infoClash is for, or -2
	infoClash string // why the selected cell clashes, or ""

	glyphs    frame.Glyphs // the grid's digits and marks, at the grid's scale
	padGlyphs frame.Glyphs // the pad's digits, at the pad's scale
	sp        ui.Sprites   // draws the desk

	// The parts of the picture and what each shows; upright says the
	// frame's last layout held the screen upright, and keys is the pad
	// of that layout.
	frame.Cast[role, partsKey]
	upright             bool // a phone's layout
	tall                bool // a phone on its side
	head                header
	keys                frame.Pad
	frame.Heading[head] // the header's sizes, X rule, levels and puzzle picker

	// Hints, and new puzzles made by the generator off the frame loop.
	hint frame.Hint[hintAt, sudoku.LogicStep]
	gen  frame.Maker[sudoku.State]
	made bool // the puzzle shown was made by the generator

	// allLive, set by tests, has the pad drawn every frame, not kept
	// on the static layer (Still).
	allLive bool

	card cardCache // the card's words (cardWords)
}

// cardCache holds the card's words and what they were made from.
type cardCache struct {
	key         cardKey
	ok          bool
	title, from string
}

// cardKey is what the card's words are made from.
type cardKey struct {
	params   sudoku.Params
	level    sudoku.Grade
	pick, of int
	made     bool
	verdict  int
	source   string
}

// New makes the scene, showing the collection's puzzle number pick of
// parameters p and level l.
func New(env *ui.Env, art *sudokuart.Art, coll *sudoku.Collection, p sudoku.Params, l sudoku.Grade,
	pick int) (*Scene, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("sudoku scene: %w", err)
	}
	sc := &Scene{art: art, coll: coll, sv: sudoku.NewSolver(), sel: -1, sp: ui.Sprites{Res: sudokuart.Res},
		glyphs: frame.Glyphs{Label: sudoku.DigitString, N: sudoku.MaxSize}, padGlyphs: frame.Glyphs{Label: sudoku.DigitString, N: sudoku.MaxSize},
		field: ui.Field{Typing: ui.Typing{Max: maxBox, Chars: ebiten.AppendInputChars, Clip: ui.SystemClipboard()}}}
	sc.Heading = frame.Heading[head]{Decl: sc.headTable(), Now: sc.headNow, Set: sc.setHead}
	sc.When(rBanner, sc.Won)
	sc.When(rHint, func() bool { return sc.hint.On })
	sc.When(rBox, sc.field.InUse)
	sc.Init(sc, ui.NewBar(env), ui.Help{X: 150, Y: 90, W: 980, H: 440, Alpha: 0xf2, IntroTop: 60, IntroStep: 25, KeysTop: 126, KeyStep: 32, KeyWidth: 196}.WithText(helpText))
	sc.Texts.Restarted = "Restarted: the givens alone (undo brings the game back)"
	sc.Texts.Solved = frame.AlreadySolved
	sc.SavesPosition = true
	sc.head = headRow()
	if err := sc.openPick(p, l, pick); err != nil {
		return nil, err
	}
	return sc, nil
}

// openPick opens puzzle number pick (wrapping round) of p and level l from
// the collection, or the nearest level that has puzzles.
func (sc *Scene) openPick(p sudoku.Params, l sudoku.Grade, pick int) error {
	l = sc.coll.Nearest(p, l)
	list := sc.coll.Of(p, l)
	if len(list) == 0 {
		return fmt.Errorf("sudoku scene: the collection has no %v puzzle", p)
	}
	pick = ((pick % len(list)) + len(list)) % len(list)
	e := sc.coll.All[list[pick]]
	sc.level, sc.pick, sc.source = l, pick, e.Source
	sc.resetAt(position{Grid: e.Grid})
	return nil
}

// openState opens a puzzle given whole (-from, the text box, the saved
// game): its givens are the puzzle, and the game resumes at at. With one
// solution its level is the logic solver's rating of the givens.
func (sc *Scene) openState(at position, source string) {
	sc.pick, sc.source = -1, source
	sc.resetAt(at)
	if sc.verdict != unique {
		return
	}
	if g, _, err := sc.sv.RateLogic(sc.Start.Grid); err == nil {
		sc.level = g
	}
}

// resetAt starts a new game at position at; restart goes back to its givens.
func (sc *Scene) resetAt(at position) {
	sc.params = at.Grid.Params()
	sc.geo = newLayout(sc.params.Size)
	sc.keys = sc.keysFor(sc.upright, sc.tall)
	sc.Reset(at, position.Do, duration) // the moves of solver/sudoku
	sc.Start = position{Grid: at.Grid.Puzzle()}
	sc.sel, sc.dragFrom = -1, 0
	sc.made = false
	sc.hint.Close()
	sc.wasPlaying = false
	sc.factsFor = sudoku.State{}
	sc.judge()
	sc.recount()
}

// judge asks the solver about the puzzle's givens and keeps its word, when
// there is no one solution, for the status line at the next tick.
func (sc *Scene) judge() {
	n, why := sc.sv.Judge(sc.Start.Grid)
	sc.verdict, sc.why = n, ""
	if why != nil {
		sc.why = why.Error()
	}
	tone := ui.Info
	if sc.verdict == none {
		tone = ui.Error
	}
	sc.notice.Set(tone, sc.verdictText())
}

// verdictText is the solver's word on the puzzle, for the status line.
func (sc *Scene) verdictText() string {
	switch sc.verdict {
	case none:
		return "This puzzle has no solution (" + sc.why + ")"
	case several:
		return "This puzzle has more than one solution: S replays the search for one"
	}
	return ""
}

// recount rebuilds the counters of placements and dead ends along the
// history; it runs when the history changes, never per frame.
func (sc *Scene) recount() {
	frame.Recount(&sc.tally, sc.Ses, func(m move) bool { return m.Kind == sudoku.EditPlace || m.Kind == sudoku.EditEnter }, func(m move) bool { return m.Kind == sudoku.EditRemove })
}

// Solve plans the solver's search from the logical position and plays it.
func (sc *Scene) Solve(ctx *ui.Context) {
	cur := sc.Ses.Current().Grid
	if sc.verdict == none {
		ctx.Refuse("Nothing to play: " + sc.verdictText())
		return
	}
	if m, ok := sc.sv.FirstWrong(cur); ok {
		ctx.Refuse(fmt.Sprintf("No solution from here: %s makes the puzzle unsolvable (select it and erase)", m))
		sc.sel = m.Row*sc.params.Size + m.Col
		return
	}
	if i, ok := cur.Conflicts().First(); ok {
		why, _ := cur.ClashWith(i)
		ctx.Refuse(fmt.Sprintf("No solution from here: %s clashes (%s)", sudoku.CellName(i/sc.params.Size, i%sc.params.Size), why))
		sc.sel = i
		return
	}
	count, _ := sc.sv.Count(cur, 2)
	steps, traced, err := sc.sv.Watch(cur, maxTrace)
	if err != nil {
		ctx.Refuse("No solution from here: " + err.Error())
		return
	}
	moves := sudoku.EditsOf(steps)
	note := ""
	if !traced {
		note = fmt.Sprintf(" (the search takes more than %d steps: filling the solution in)", maxTrace)
	}
	if err := sc.Ses.Plan(moves); err != nil {
		ctx.Status.Say(ui.Error, err.Error())
		return
	}
	sc.recount()
	msg := "Solving from here: " + ui.Count(len(moves), "step", "steps") + note
	if count > 1 {
		msg = "More than one solution from here: replaying the search for one (" + ui.Count(len(moves), "step", "steps") + ")"
	}
	if len(moves) > skipAfter {
		msg += "; K or End skips to the end"
	}
	ctx.Status.Say(ui.Info, msg)
}

// skipAfter is how many steps ahead make "skip to the end" worth offering,
// and skipKeep how many it leaves to play.
const (
	skipAfter = 120
	skipKeep  = 40
)

// skip jumps the replay to its last steps and plays them.
func (sc *Scene) skip(ctx *ui.Context) {
	s := sc.Ses
	if s.Last()-s.Pos() <= skipAfter || !(s.Playing() || s.Frozen() || s.Target() < s.Last()) {
		ctx.Status.Say(ui.Info, "Nothing long to skip: skipping works during a long replay")
		return
	}
	s.Seek(s.Last() - skipKeep)
	s.Play()
	ctx.Status.Say(ui.Info, fmt.Sprintf("Skipped to the last %d steps", skipKeep))
}

// Escape leaves the box's focus, or closes the hint.
func (sc *Scene) Escape() bool {
	if sc.field.Focus {
		sc.field.Focus = false
		return true
	}
	return sc.hint.Escape()
}

// Moved counts the history's placements again (a restart adds an entry).
func (sc *Scene) Moved() { sc.recount() }

// BeforeTick keeps the hint on the position shown.
func (sc *Scene) BeforeTick() {
	cur := sc.Ses.Current()
	sc.hint.Keep(hintAt{cur.Grid, cur.Marks()})
}

// Phase is the entry shown, which the sounds compare (frame.Phaser).
func (sc *Scene) Phase() int { return sc.Ses.Pos() }

// AfterTick keeps where a finished replay stands.
func (sc *Scene) AfterTick(ctx *ui.Context) {
	if sc.wasPlaying && !sc.Ses.Playing() {
		ctx.Request = ui.Settings // the replay ended: keep where it stands
	}
	sc.wasPlaying = sc.Ses.Playing()
}

// Solved reports whether p is a win.
func (sc *Scene) Solved(p position) bool { return p.Grid.Solved() }

// Text is p in the position text.
func (sc *Scene) Text(p position) string { return p.Grid.String() }

// Keys handles the scene's own keys and returns a shared action otherwise.
func (sc *Scene) Keys(ctx *ui.Context) ui.Action {
	in := ctx.In
	if sc.field.Focus {
		sc.typing(ctx)
		if in.Key(ebiten.KeyEscape) {
			return ui.ActMenu
		}
		return ui.NoAction
	}
	n := sc.params.Size
	for _, k := range in.Keys {
		if k == ebiten.KeyV && in.Ctrl {
			// Ctrl+V anywhere pastes a puzzle into the text box.
			sc.field.Focus, sc.field.Text, sc.field.Err = true, sc.field.Text[:0], ""
			sc.typing(ctx)
			return ui.NoAction
		}
		if d := frame.LabelKey(k, n); d > 0 {
			if d > n {
				ctx.Refuse(fmt.Sprintf("A %d×%d grid takes the digits %c to %c", n, n, sudoku.DigitChar(1), sudoku.DigitChar(n)))
				return ui.NoAction
			}
			sc.digit(ctx, d)
			return ui.NoAction
		}
		switch k {
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			sc.moveCursor(k)
		case ebiten.KeyBackspace, ebiten.KeyDelete, ebiten.Key0, ebiten.KeyNumpad0:
			sc.edit(ctx, sudoku.EditErase, 0)
		case ebiten.KeyP:
			sc.togglePencil(ctx)
		case ebiten.KeyN:
			sc.do1(ctx, move{Kind: sudoku.EditFill})
		case ebiten.KeyK, ebiten.KeyEnd:
			sc.skip(ctx)
		case ebiten.KeyComma:
			return ui.ActStepBack
		case ebiten.KeyEscape:
			if sc.sel < 0 {
				continue
			}
			sc.sel = -1
		case ebiten.KeyT:
			sc.field.Focus = true
		case ebiten.KeyI:
			sc.showHint(ctx)
		case ebiten.KeyU:
			sc.newPuzzle(ctx)
		case ebiten.KeyV:
			next := sizes[(slices.Index(sizes[:], n)+1)%len(sizes)]
			sc.changeParams(ctx, sudoku.Params{Size: next, X: sc.params.X}, sc.level, 0)
		case ebiten.KeyX:
			sc.changeParams(ctx, sudoku.Params{Size: n, X: !sc.params.X}, sc.level, 0)
		case ebiten.KeyL:
			sc.changeParams(ctx, sc.params, (sc.level+1)%sudoku.Grades, 0)
		case ebiten.KeyJ:
			sc.changeParams(ctx, sc.params, sc.level, sc.pick+1)
		default:
			continue
		}
		return ui.NoAction
	}
	if in.Key(ebiten.KeyPeriod) {
		return ui.ActStepForward
	}
	return ui.KeyAction(in)
}

// moveCursor moves the selected cell with an arrow key, wrapping round.
func (sc *Scene) moveCursor(k ebiten.Key) {
	n := sc.params.Size
	if sc.sel < 0 {
		sc.sel = 0
		return
	}
	r, c, _ := frame.GridStep(k, n, sc.sel/n, sc.sel%n)
	sc.sel = r*n + c
}

// digit writes d in the selected cell, or its pencil mark while the
// pencil is on (Shift the other way round).
func (sc *Scene) digit(ctx *ui.Context, d int) {
	kind := sudoku.EditEnter
	if sc.pencil != ctx.In.Shift {
		kind = sudoku.EditMark
	}
	sc.edit(ctx, kind, d)
}

// edit makes a move of kind on the selected cell: digit d written or
// marked, or the cell erased.
func (sc *Scene) edit(ctx *ui.Context, kind sudoku.EditKind, d int) {
	if sc.sel < 0 {
		ctx.Refuse("Choose a cell first: click it, or move to it with the arrow keys")
		return
	}
	n := sc.params.Size
	sc.do1(ctx, move{Kind: kind, Row: sc.sel / n, Col: sc.sel % n, Digit: d})
}

// togglePencil turns the pencil on or off.
func (sc *Scene) togglePencil(ctx *ui.Context) {
	ui.Toggle(ctx, &sc.pencil, "Pencil on: digits are marks (Shift+digit writes a digit)", "Pencil off: digits are entries (Shift+digit writes a mark)")
}

// refusal words a move the rules refuse: the rule it breaks.
func refusal(err error) string {
	return frame.Refusal(err, func(e *sudoku.RuleError) string { return e.Reason })
}

// do1 hands a player's move to the session (a take-over during a replay).
func (sc *Scene) do1(ctx *ui.Context, m move) {
	wasPlaying := sc.Ses.Playing()
	if !sc.Move(ctx, m, refusal) {
		return
	}
	sc.recount()
	ctx.Request = ui.Settings
	if m.Kind == sudoku.EditEnter && !wasPlaying {
		if why, ok := sc.Ses.Current().Grid.ClashWith(m.Row*sc.params.Size + m.Col); ok {
			ctx.Status.Say(ui.Error, "Clash: "+why)
		}
	}
}

// changeParams opens puzzle pick of p and level l from the collection.
func (sc *Scene) changeParams(ctx *ui.Context, p sudoku.Params, l sudoku.Grade, pick int) {
	if err := sc.openPick(p, l, pick); err != nil {
		ctx.Refuse(err.Error())
		return
	}
	msg := fmt.Sprintf("New puzzle: %v, %v, number %d of %d", sc.params, sc.level, sc.pick+1, sc.kindLen())
	if sc.level != l {
		msg += fmt.Sprintf(" (no %v puzzle of this kind: the nearest level)", l)
	}
	sc.opened(ctx, msg)
}

// opened says on the status line what opened, msg, or the solver's word
// when the puzzle has not one solution, with a click, and keeps the game.
func (sc *Scene) opened(ctx *ui.Context, msg string) {
	ctx.Request = ui.Settings
	ctx.Play(audio.Click)
	if v := sc.verdictText(); v != "" {
		msg = v
	}
	ctx.Status.Say(ui.Info, msg)
}

// Pointer handles clicks, taps and drags.
func (sc *Scene) Pointer(ctx *ui.Context) {
	in := ctx.In
	if in.Released && sc.dragFrom > 0 {
		// A digit dragged from the pad onto a cell is written there; the
		// pointer is in the pad's coordinates, the drag's part.
		d := sc.dragFrom
		sc.dragFrom = 0
		if i := sc.geo.cellAt(sc.PointIn(ctx, sc.Index(rGrid))); i >= 0 {
			sc.sel = i
			sc.digit(ctx, d)
		}
		return
	}
	if !in.Pressed {
		return
	}
	if sc.hint.Tap(ctx, sc.upright, sc.InPart(ctx, sc.Index(rHint)), panelX, sc.geo.cardY(), boxW) {
		return
	}
	sc.field.Focus = in.InRect(sc.box().Rect)
	if sc.field.Focus {
		return
	}
	if i := sc.geo.cellAt(in.X, in.Y); i >= 0 {
		sc.sel = i
		ctx.Play(audio.Click)
		return
	}
	if d := sc.keys.Keys.At(in.X, in.Y) + 1; d > 0 {
		if sc.sel < 0 {
			sc.dragFrom = d // no cell chosen: perhaps a drag onto one
			return
		}
		sc.digit(ctx, d)
		return
	}
	switch sc.keys.Acts.At(in.X, in.Y) {
	case actErase:
		sc.edit(ctx, sudoku.EditErase, 0)
	case actPencil:
		sc.togglePencil(ctx)
	case actMarks:
		sc.do1(ctx, move{Kind: sudoku.EditFill})
	case actSkip:
		sc.skip(ctx)
	case actHint:
		sc.showHint(ctx)
	case actNew:
		sc.newPuzzle(ctx)
	}
}

// head is what the header's controls show and set: the size, the X rule
// (0 or 1), the level lit (-1 for none: a puzzle typed or given), whether
// a level was pressed (which opens its first puzzle, lit or not) and the
// puzzle's number among its kind (-1 for one typed or given).
type head struct {
	size, x, level, pick int
	asked                bool
}

// headNow is the header's values for the puzzle shown.
func (sc *Scene) headNow() head {
	h := head{size: sc.params.Size, x: frame.Bit(sc.params.X), level: -1, pick: sc.pick}
	if sc.pick >= 0 || sc.made {
		h.level = int(sc.level)
	}
	return h
}

// setHead opens the puzzle a press on the header asks for: of another
// size, with the X rule turned, the first of a level, or the previous or
// next of the kind.
func (sc *Scene) setHead(ctx *ui.Context, h head) {
	switch {
	case h.size != sc.params.Size || h.x != sc.headNow().x:
		sc.changeParams(ctx, sudoku.Params{Size: h.size, X: h.x == 1}, sc.level, 0)
	case h.asked:
		sc.changeParams(ctx, sc.params, sudoku.Grade(h.level), 0)
	case h.pick != sc.pick:
		sc.changeParams(ctx, sc.params, sc.level, h.pick)
	}
}

// headTable is the header's sizes, X rule, levels and puzzle picker,
// declared once: drawn and pressed from it, where the layout in use
// (sc.head) puts them; the snapshot's size and X rule come from it too.
func (sc *Scene) headTable() *frame.Params[head] {
	levels := make([]int, sudoku.Grades)
	for l := range levels {
		levels[l] = l
	}
	return &frame.Params[head]{
		Look: &frame.Look{Y: ctlY, H: ctlH, Button: sizeW, Text: ctlText, TextDY: ctlDY},
		// At rest on the static layer: a frame draws only the control under
		// the pointer (HeadKey repaints the layer when the values change).
		Static: true,
		Place: func(name string, i int) (ui.Rect, bool) {
			switch name {
			case "size":
				return sc.head.size[i], true
			case "x":
				return sc.head.size[len(sizes)], true
			case "puzzle":
				return sc.head.nav[i], true
			}
			return sc.head.level[i], true
		},
		List: []frame.Param[head]{
			{Name: "size", Choices: sizes[:], Names: sizeLabels[:],
				Get: func(h head) int { return h.size }, Set: func(h *head, v int) { h.size = v }},
			{Name: "x", Bool: true, Names: []string{"X"},
				Get: func(h head) int { return h.x }, Set: func(h *head, v int) { h.x = v }},
			{Name: "level", Choices: levels, Names: levelLabels[:], Look: &sc.head.levels, HeadOnly: true,
				Get: func(h head) int { return h.level }, Set: func(h *head, v int) { h.level, h.asked = v, true }},
			{Name: "puzzle", Free: true, Less: "‹", More: "›", Plain: true, ValueSize: ctlText, ValueDY: ctlDY, HeadOnly: true,
				Of: func(head) int { return sc.kindLen() }, Show: func(head) string { return sc.navLabel() },
				Get: func(h head) int { return h.pick }, Set: func(h *head, v int) { h.pick = v }},
		},
	}
}

// Sounds plays a sound for each move that lands (the entry shown went
// from before to after), but not more than one every few ticks, so a
// fast replay ticks rather than roars (frame.Phaser).
func (sc *Scene) Sounds(ctx *ui.Context, before, after int) {
	if after == before || sc.ticks-sc.lastSound < 5 {
		return
	}
	e := sc.Ses.At(after)
	if after < before || e.Kind != replay.Moved {
		ctx.Play(audio.Click)
		sc.lastSound = sc.ticks
		return
	}
	switch e.Move.Kind {
	case sudoku.EditEnter:
		if e.State.Grid.Conflicts().Has(e.Move.Row*sc.params.Size + e.Move.Col) {
			ctx.Play(audio.Clunk)
		} else {
			ctx.Play(audio.Clink)
		}
	case sudoku.EditPlace:
		ctx.Play(audio.Clink)
	case sudoku.EditRemove, sudoku.EditErase:
		ctx.Play(audio.Creak)
	default:
		ctx.Play(audio.Click)
	}
	sc.lastSound = sc.ticks
}

// WinText is the status line of the win at history entry pos.
func (sc *Scene) WinText(pos int) string {
	return "Solved in " + ui.Count(sc.Ses.MoveCount(pos), "move", "moves") + ": every row, column and box holds each digit once"
}
