// Package frame is what surrounds every puzzle's board: the game's history
// and timeline (a replay.Session), the control bar and its keys, the order
// of a tick, the shared actions (menu, restart, undo and redo, steps,
// play, speed, solve, seek, help, sound, full screen, record) with their
// status lines, the help card, the win's announcement, the layout of the
// screen, the static layer, and the fields every puzzle's snapshot shares.
// A puzzle scene embeds a Frame and plugs in what is its own as a Board;
// its parameters are declared once as Params.
//
// # What a puzzle supplies
//
// A Board (see its methods): its own keys and its pointer on the board,
// its solve, whether a position is solved, how it reads as text, the
// status line of its win, its parameters for the snapshot, and its
// picture as Parts: rectangles in the design's coordinates (the art's
// 1280×720), each a piece of the header, the board, a side panel or a
// banner over the board, which it paints (PaintPart: what never changes)
// and draws (DrawPart) when asked, in those coordinates. Optional hooks,
// found by type assertion once at Init: Poller (background work and
// announcements before the input of a tick), Modal (an overlay that takes
// all input), Escaper (Esc closes the puzzle's own selection or overlay
// before it leaves), Headed (the header's controls, read first), Mover
// (the history moved: drop a half-made move),
// Ticker (work around the session's tick: the sounds), Phaser (the sounds
// of a move's phases), Overlayer (a banner that shows now takes the
// presses on it), HeadKeyer (the header's controls at rest change) and
// Stiller (a piece such as a number pad, kept on the static layer until
// it changes). A player's move goes
// through Move.
//
// # What it gets
//
// Update (the whole tick), Draw (the whole frame), Do, Move, Idle, Won,
// SetSpeed, Tape, Session, Snapshot, ControlBar, and the fields Ses (the
// session), Bar, Help, HelpCard, Start, Texts, SavesPosition and Layout.
// The layout (Layout.Arrange) follows the screen: on the design's
// 1280×720 every part lands where the design has it; wider, the parts
// scale and the rules fill the spare room; on a phone upright the header's
// parts wrap in rows at a finger's size, the board takes the width, the
// side panels stack below it and the bar wraps; on a phone on its side the
// bar stands in a column. On the smallest screens the header's controls
// (the parts with Touch) fold behind a settings button into a sheet over
// the board, and the bar's less used buttons behind "more", when that
// gives the board its room. The pointer reaches the scene in the coordinates
// of the part under it. From Params: the settings' check and section, the
// link's flags, the header's controls and parts, and the parameters' keys.
//
// # Adding a puzzle
//
// A new puzzle writes solver/<puzzle> (its rules, parameters, position
// text and solver; pure Go), an art package sprites/<puzzle>art, and
// scenes/<puzzle>: a Scene that embeds Frame[Position, Move] and
// implements Board, its Params table (numbers, yes/no and texts read by
// the solver's parsers; Params.Entry gives the registry entry its
// settings' check), its Parts with PaintPart and DrawPart, a help.txt
// with its words (ui.ParseWords), and a registry entry (ui.Puzzle) added
// to scenes/puzzles. Pick, Memo, Launch and Held serve what many puzzles
// need; Hint, Maker, Bundled, GridStep, Cells, Tiles and Cast what the
// grids (Sudoku, the star grid) need. The README's "Adding a puzzle" gives the line
// counts of the smallest scene.
package frame

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
)

// Board is what a puzzle plugs into its Frame.
type Board[S any] interface {
	// Keys handles the puzzle's own keys of this tick and returns
	// ui.KeyAction(ctx.In) for the rest (ui.NoAction when it used them).
	Keys(ctx *ui.Context) ui.Action
	// Pointer handles presses, drags and releases on the board and the
	// header, after the bar has taken its own.
	Pointer(ctx *ui.Context)
	// Solve plans the solution from the logical position and plays it, or
	// says on the status line why there is none.
	Solve(ctx *ui.Context)
	// Solved reports whether a position is a win.
	Solved(s S) bool
	// Text is a position in the puzzle's position text.
	Text(s S) string
	// WinText is the status line that announces the win at history entry
	// pos ("" says nothing: a game opened solved).
	WinText(pos int) string
	// SnapshotParams are the parameters as the snapshot shows them.
	SnapshotParams() any
	// Parts are the pieces of the puzzle's picture the frame lays out;
	// the slice is the scene's and may change when its parameters do.
	Parts() []Part
	// PaintPart paints what never changes during a game in part i (the
	// background, the board's frame, the labels), clipped to it, with
	// ctx.View set to the part's place.
	PaintPart(dst *ebiten.Image, ctx *ui.Context, i int)
	// DrawPart draws part i as it is now, clipped to it, with ctx.View
	// set to the part's place and the pointer in its coordinates.
	DrawPart(dst *ebiten.Image, ctx *ui.Context, i int)
}

// Poller does background work and announcements at the start of a tick,
// before the input (a table or a search finished in the background).
type Poller interface{ Poll(ctx *ui.Context) }

// Modal is an overlay that, while open, takes the tick's input instead of
// the bar, the keys and the board (Modal reports whether it did).
type Modal interface{ Modal(ctx *ui.Context) bool }

// Escaper closes the puzzle's own selection or overlay on Esc; it reports
// whether there was one (then the game stays in the scene).
type Escaper interface{ Escape() bool }

// Mover hears that the history moved (restart, undo, redo, a step, a
// seek, play or solve): a half-made move is dropped.
type Mover interface{ Moved() }

// Headed is a board whose header's controls (a Params table) the frame
// reads before the board's own keys and pointer: HeadInput reads this
// tick's step keys (pointer false) or a press on a control, in the
// coordinates of the part under it (pointer true), and reports whether
// they asked for something; then the board does not see them. Held gives
// it to a scene whose parameters are its settings.
type Headed interface {
	HeadInput(ctx *ui.Context, pointer bool) bool
}

// HeadKeyer is a board whose header controls, painted at rest on the
// static layer (Params.Static), may change within a game (a level lit as
// its puzzle comes): HeadKey sums up what they show (Params.Shows), and
// the layer is painted again when it changes.
type HeadKeyer interface{ HeadKey() uint64 }

// Stiller is a board with a piece that looks the same for many frames
// but not for a whole game, such as a number pad whose counts change at
// each placement and whose keys brighten under the pointer. The frame
// keeps the piece on the static layer, so a frame copies it with the
// rest instead of drawing it again (under a software renderer, drawing
// it is a tenth of a frame). When its key changes, the frame paints that
// box of the layer again.
//
// Still reports part i's piece as it looks now: its box in the part's
// coordinates and a key that sums up its picture, or ok false when the
// part has none. It may read the pointer, mapped into the part. The
// frame asks it every frame, before DrawPart, for every part drawn.
// PaintStill paints the piece as Still last saw it, reading no input and
// listing nothing. Where StillKept reports the layer holds the piece,
// DrawPart leaves it out but lists its buttons and text where ctx.Boxes
// asks; elsewhere (a piece that changes every frame or two) DrawPart
// draws it.
type Stiller interface {
	Still(ctx *ui.Context, i int) (box ui.Rect, key uint64, ok bool)
	PaintStill(dst *ebiten.Image, ctx *ui.Context, i int)
}

// Overlayer says whether an Over part shows now (a banner with buttons):
// while it does it takes the presses on it. Over parts of a board without
// it take none, and are always drawn (the scene draws nothing when there
// is nothing to show).
type Overlayer interface{ Showing(i int) bool }

// Ticker does what goes around the session's tick: BeforeTick notes what
// the sounds compare against, AfterTick plays them and announces the win.
// A board may have either alone (BeforeTicker, AfterTicker).
type Ticker interface {
	BeforeTicker
	AfterTicker
}

// BeforeTicker does what comes before the session's tick (Ticker).
type BeforeTicker interface{ BeforeTick() }

// AfterTicker does what comes after the session's tick (Ticker).
type AfterTicker interface{ AfterTick(ctx *ui.Context) }

// Phaser is a board whose moves run through phases (the crane lowers,
// grips, lifts), with sounds as one phase gives way to another: the frame
// notes Phase before the session's tick and, after it, hands Sounds the
// phase before and the phase after (before AfterTick).
type Phaser interface {
	// Phase is the phase of the move in flight, or the board's phase of
	// rest.
	Phase() int
	// Sounds plays what the change from phase before to after sounds.
	Sounds(ctx *ui.Context, before, after int)
}

// Texts are the status lines a puzzle words its own way.
type Texts struct {
	Restarted string // after R
	NoRedo    string // redo with nothing ahead
	// Solved, when set, is said on solve when the logical position is
	// solved already, instead of asking the board (TrySolve).
	Solved string
}

// AlreadySolved is the usual Texts.Solved.
const AlreadySolved = "Already solved: press R to start again"

// The status lines of most puzzles, used where Texts leaves one empty.
const (
	DefaultRestarted = "Restarted (undo brings the game back)"
	DefaultNoRedo    = "Nothing to redo: press S to solve from here"
)

// Frame is the part of a puzzle scene every puzzle shares. Embed it and
// call Init. Besides Ses and Start it has the fields of shell: Bar, Help,
// Texts, SavesPosition, HelpCard and Layout.
type Frame[S, M any] struct {
	Ses *replay.Session[S, M] // the game's history and timeline
	// Start is where restart goes back to.
	Start S

	shell
	board Board[S]
}

// shell is what of a Frame does not involve the puzzle's types. Frame's
// own methods are compiled once for every puzzle, into the browser's
// download each time; shell's once for all, so Frame's hand it what it
// needs of the session and the positions (timeline, positions) and keep
// only what needs S or M.
type shell struct {
	Bar  *ui.Bar // the control bar
	Help bool    // the help card is open

	// Texts word the shared status lines.
	Texts Texts
	// SavesPosition asks the game to save the settings after every move
	// along the history (puzzles whose settings keep the position).
	SavesPosition bool
	// HelpCard is the help card the frame draws while Help is open.
	HelpCard ui.Help

	// Layout is where the parts, the header, the bar and the status line
	// lie on the screen; Update and Draw arrange it for the screen's size.
	Layout Layout

	won    int // the history entry whose win was announced, plus one; 0 for none
	game   int // counts the games Reset began: a new game paints the static layer again
	static ui.Layer[staticKey]
	grab   int // the part a press began in, while the pointer is held; -1 for none
	// painted lists what the static layer holds (its text and buttons),
	// so a frame that lists its layout lists them too.
	painted ui.Boxes
	parts   []Part
	// Relaid counts the layouts that differ from the one before, so
	// the static layer is painted again when the parts change.
	relaid int
	// still is, for each part, its piece on the static layer (Stiller).
	still []stillPiece
	draws int // counts the frames drawn, for the still pieces

	plate  plate // the board
	poller Poller
	modal  Modal
	esc    Escaper
	mover  Mover
	before BeforeTicker
	after  AfterTicker
	phaser Phaser
	headed Headed
	over   Overlayer
	keyer  HeadKeyer
	stills Stiller
}

// stillPiece is a part's piece: as the board has it now (now), as the
// static layer should hold it this frame (want: none while the piece is
// drawn live) and as it holds it (held).
type stillPiece struct {
	now, want, held piece
	// changed is the frame the piece last changed in; till, the frame
	// until which it is drawn live, as it changes too often to keep (a
	// fast replay places a digit every frame or two, and painting the
	// layer again each time costs more than drawing the piece).
	changed, till int
}

// A piece that changes twice within churnGap frames is drawn live until
// it has not changed for liveFor frames.
const (
	churnGap = 4
	liveFor  = 30
)

// piece is a part's still piece: none when ok is false.
type piece struct {
	box image.Rectangle
	key uint64
	ok  bool
}

// plate is what a Board is without its positions' type.
type plate interface {
	Keys(ctx *ui.Context) ui.Action
	Pointer(ctx *ui.Context)
	Solve(ctx *ui.Context)
	WinText(pos int) string
	Parts() []Part
	PaintPart(dst *ebiten.Image, ctx *ui.Context, i int)
	DrawPart(dst *ebiten.Image, ctx *ui.Context, i int)
}

// timeline is what shell asks of the session (a *replay.Session).
type timeline interface {
	ui.Transport
	Tick()
	Idle() bool
	StepBack() bool
	StepForward() bool
	TogglePlay() bool
	Seek(i int)
	Slower()
	Faster()
	SpeedIndex() int
}

// positions is what shell asks of the Frame that needs its types.
type positions interface {
	// session is the session now: a scene may start a new one during a
	// tick (Reset).
	session() timeline
	// solvedAt reports whether history entry pos is solved.
	solvedAt(pos int) bool
	// restart goes back to Start.
	restart()
	TrySolve(ctx *ui.Context)
}

func (f *Frame[S, M]) solvedAt(pos int) bool { return f.board.Solved(f.Ses.At(pos).State) }

func (f *Frame[S, M]) restart() { f.Ses.Restart(f.Start) }

func (f *Frame[S, M]) session() timeline { return f.Ses }

// Init ties the frame to its board, its control bar (whose panel the
// scene paints in its static layer) and its help card; the session is
// made by Reset.
func (f *Frame[S, M]) Init(b Board[S], bar *ui.Bar, help ui.Help) {
	f.board = b
	f.shell.init(b, bar, help)
}

func (f *shell) init(b plate, bar *ui.Bar, help ui.Help) {
	f.plate = b
	f.poller, _ = b.(Poller)
	f.modal, _ = b.(Modal)
	f.esc, _ = b.(Escaper)
	f.mover, _ = b.(Mover)
	f.before, _ = b.(BeforeTicker)
	f.after, _ = b.(AfterTicker)
	f.phaser, _ = b.(Phaser)
	f.headed, _ = b.(Headed)
	f.over, _ = b.(Overlayer)
	f.keyer, _ = b.(HeadKeyer)
	f.stills, _ = b.(Stiller)
	f.Bar = bar
	f.Bar.StaticBackground = true
	f.HelpCard = help
	f.grab = -1
	if f.Texts.Restarted == "" {
		f.Texts.Restarted = DefaultRestarted
	}
	if f.Texts.NoRedo == "" {
		f.Texts.NoRedo = DefaultNoRedo
	}
}

// Reset starts a new history at start, which restart goes back to; the
// replay speed is kept.
func (f *Frame[S, M]) Reset(start S, apply func(S, M) (S, error), duration func(S, M) int) {
	speed := replay.DefaultSpeed
	if f.Ses != nil {
		speed = f.Ses.SpeedIndex()
	}
	f.Start = start
	f.won = 0
	f.game++
	f.Ses = replay.New(start, apply, duration)
	f.Ses.SetSpeedIndex(speed)
}

// Update runs one tick in the order every puzzle shares: background work,
// then the bar, the puzzle's keys, the shared action, the pointer on the
// board, and last the session's tick with the sounds and the win.
func (f *Frame[S, M]) Update(ctx *ui.Context) error {
	f.update(ctx, f)
	return nil
}

func (f *shell) update(ctx *ui.Context, ps positions) {
	f.arrange(ctx)
	if f.poller != nil {
		f.poller.Poll(ctx)
	}
	if f.modal == nil || !f.routed(ctx, f.main(), f.modal.Modal) {
		act := f.Bar.Update(ctx.In, ps.session())
		if act == ui.NoAction && (f.headed == nil || !f.headed.HeadInput(ctx, false)) {
			act = f.plate.Keys(ctx)
		}
		f.do(ctx, act, ps)
		if act == ui.NoAction {
			f.pointer(ctx)
		}
	}
	if f.before != nil {
		f.before.BeforeTick()
	}
	phase := -1
	if f.phaser != nil {
		phase = f.phaser.Phase()
	}
	ps.session().Tick()
	if f.phaser != nil {
		f.phaser.Sounds(ctx, phase, f.phaser.Phase())
	}
	if f.after != nil {
		f.after.AfterTick(ctx)
	}
	f.announce(ctx, ps)
}

// announce says a win once, when the solved position comes to rest.
func (f *shell) announce(ctx *ui.Context, ps positions) {
	t := ps.session()
	if !t.Idle() {
		return
	}
	pos := t.Pos()
	if !ps.solvedAt(pos) {
		f.won = 0
		return
	}
	if f.won == pos+1 {
		return
	}
	f.won = pos + 1
	if msg := f.plate.WinText(pos); msg != "" {
		ctx.Status.Say(ui.Win, msg)
		ctx.Play(audio.Chime)
	}
}

// pointer closes the help card on a press, or hands the pointer to the
// part under it (the one a drag began in, while it is held), in that
// part's coordinates.
func (f *shell) pointer(ctx *ui.Context) {
	if f.Help && ctx.In.Pressed {
		f.Help = false
		ctx.In.Consume()
		return
	}
	in := ctx.In
	if f.fold(in) {
		return
	}
	part := f.grab
	if part < 0 || in.Pressed {
		part = f.Layout.PartAt(f.parts, in.X, in.Y, f.showing)
	}
	if in.Pressed {
		f.grab = part
	}
	if part < 0 && !f.Layout.sheetShown() {
		part = f.main()
	}
	if part >= 0 {
		f.routed(ctx, part, func(ctx *ui.Context) bool {
			if f.headed == nil || !f.headed.HeadInput(ctx, true) {
				f.plate.Pointer(ctx)
			}
			return true
		})
	}
	if !in.Down {
		f.grab = -1
	}
}

// fold answers a press on the settings button of a folded header (it
// opens or closes the sheet of the header's controls) or beside the open
// sheet (it closes the sheet), and reports whether it took the press.
func (f *shell) fold(in *ui.Input) bool {
	l := &f.Layout
	if !l.Folded || !in.Pressed || f.grab >= 0 {
		return false
	}
	if l.Fold.Contains(in.X, in.Y) || (l.SheetOpen && !l.Sheet.Contains(in.X, in.Y)) {
		f.SetSheet(!l.SheetOpen)
		in.Consume()
		return true
	}
	return false
}

// SetSheet opens or closes the sheet of the header's controls on a
// folded header, laying the screen out again.
func (f *shell) SetSheet(open bool) {
	if f.Layout.SheetOpen != open {
		f.Layout.SheetOpen = open
		f.parts = nil // lay out again
	}
}

// showing reports whether Over part i shows and takes presses.
func (f *shell) showing(i int) bool { return f.over != nil && f.over.Showing(i) }

// main is the index of the board's Main part (the first), or -1.
func (f *shell) main() int {
	for i, p := range f.parts {
		if p.Kind == Main {
			return i
		}
	}
	return -1
}

// routed runs do with ctx.View and the pointer in part i's coordinates
// (the pointer far away when it is not over the part), then puts both
// back.
func (f *shell) routed(ctx *ui.Context, i int, do func(ctx *ui.Context) bool) bool {
	if i < 0 || i >= len(f.Layout.Views) {
		return do(ctx)
	}
	in := ctx.In
	view, x, y := ctx.View, in.X, in.Y
	ctx.View = f.Layout.Views[i]
	in.X, in.Y = f.toPart(i, x, y)
	done := do(ctx)
	ctx.View = view
	in.X, in.Y = x, y
	return done
}

// drawnPointer is the pointer at (px, py) on the screen as part i is
// drawn with it: in the part's coordinates, or far away when it is over
// another part and no press began in this one.
func (f *shell) drawnPointer(i int, px, py float64) (float64, float64) {
	if !f.Layout.Boxes[i].Contains(px, py) && f.grab != i {
		return -1e6, -1e6
	}
	return f.toPart(i, px, py)
}

// toPart maps a point of the screen (CSS pixels) into part i's design
// coordinates.
func (f *shell) toPart(i int, x, y float64) (float64, float64) {
	b, p, s := f.Layout.Boxes[i], f.Layout.Rects[i], f.Layout.scales[i]
	if s == 0 {
		return x, y
	}
	return p.X + (x-b.X)/s, p.Y + (y-b.Y)/s
}

// arrange lays the parts out for the screen of ctx, again only when the
// screen or the parts changed.
func (f *shell) arrange(ctx *ui.Context) {
	parts := f.plate.Parts()
	scr := ctx.ScreenRect()
	dpr := ctx.CSS.Scale
	if dpr == 0 {
		dpr = 1
	}
	if f.Layout.Screen == scr && f.Layout.DPR == dpr && samePartRects(f.parts, parts) && len(f.Layout.Boxes) == len(parts) {
		f.parts = parts
		return
	}
	f.parts = parts
	f.Layout.Arrange(scr, dpr, parts, f.Bar)
	f.relaid++
}

func samePartRects(a, b []Part) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Do carries out a shared action.
func (f *Frame[S, M]) Do(ctx *ui.Context, act ui.Action) { f.do(ctx, act, f) }

func (f *shell) do(ctx *ui.Context, act ui.Action, ps positions) {
	s := ps.session()
	switch act {
	case ui.NoAction:
		return
	case ui.ActMenu:
		switch {
		case f.Help:
			f.Help = false
		case f.Layout.sheetShown():
			f.SetSheet(false)
		case f.Bar.Close():
		case f.esc != nil && f.esc.Escape():
		default:
			ctx.Request = ui.ToMenu
		}
		return
	case ui.ActHelp:
		f.Help = !f.Help
		return
	case ui.ActMute:
		ctx.Request = ui.ToggleMute
		return
	case ui.ActFullscreen:
		ctx.Request = ui.ToggleFullscreen
		return
	case ui.ActRecord:
		ctx.Request = ui.Record
		return
	case ui.ActSlower, ui.ActFaster:
		if act == ui.ActSlower {
			s.Slower()
		} else {
			s.Faster()
		}
		ctx.Prefs.Speed = s.SpeedIndex()
		ctx.Request = ui.Settings
		return
	case ui.ActRestart:
		ps.restart()
		ctx.Status.Say(ui.Info, f.Texts.Restarted)
	case ui.ActUndo, ui.ActStepBack:
		if !s.StepBack() {
			ctx.Status.Say(ui.Info, "Nothing to undo")
		}
	case ui.ActRedo, ui.ActStepForward:
		if !s.StepForward() {
			ctx.Status.Say(ui.Info, f.Texts.NoRedo)
		}
	case ui.ActPlay:
		if !s.TogglePlay() {
			ps.TrySolve(ctx)
		}
	case ui.ActSolve:
		ps.TrySolve(ctx)
	case ui.ActSeek:
		s.Seek(f.Bar.SeekTo)
	default:
		return // answered by the game (the graph)
	}
	// Everything that reaches here moved along the history.
	if f.mover != nil {
		f.mover.Moved()
	}
	if f.SavesPosition && act != ui.ActPlay && act != ui.ActSolve && act != ui.ActSeek {
		ctx.Request = ui.Settings
	}
}

// TrySolve solves from the logical position: with Texts.Solved set and
// that position solved it says so, else the board plans the solution.
func (f *Frame[S, M]) TrySolve(ctx *ui.Context) {
	f.shell.trySolve(ctx, f.Texts.Solved != "" && f.board.Solved(f.Ses.Current()))
}

// trySolve says Texts.Solved when solved, else has the board plan the
// solution.
func (f *shell) trySolve(ctx *ui.Context, solved bool) {
	if solved {
		ctx.Status.Say(ui.Info, f.Texts.Solved)
		return
	}
	f.plate.Solve(ctx)
}

// staticKey says what the static layer was painted for.
type staticKey struct {
	css    ui.View
	screen ui.Rect
	game   int
	relaid int
	art    int // finished art has replaced drafts since (ui.Context.Art)
	// help is whether the help card is open: the rules in the spare room
	// are painted on the layer only while it is closed. Their lines cost
	// a phone at CPU ×4 two milliseconds a frame drawn anew.
	help bool
	head uint64 // what the header's controls show (HeadKeyer)
}

// Opaque reports that Draw covers the whole screen (ui.Opaque): it
// begins by copying the static layer, which is filled with Ground.
func (f *shell) Opaque() bool { return true }

// Draw draws the scene: what never changes, from the static layer
// (painted once for the screen, the layout and the game: far cheaper than
// drawing it every frame; the rules in the spare room are on it), then
// each part as it is now, clipped to its box, then the chrome: the status
// line, the bar and the help card.
func (f *Frame[S, M]) Draw(dst *ebiten.Image, ctx *ui.Context) { f.draw(dst, ctx, f) }

func (f *shell) draw(dst *ebiten.Image, ctx *ui.Context, ps positions) {
	f.arrange(ctx)
	l := &f.Layout
	var head uint64
	if f.keyer != nil {
		head = f.keyer.HeadKey()
	}
	in := ctx.In
	px, py := in.X, in.Y
	f.wantStill(ctx, px, py)
	full := image.Rect(0, 0, dst.Bounds().Dx(), dst.Bounds().Dy())
	paint := func(layer *ebiten.Image) { f.paintStatic(layer, ctx, full) }
	if f.static.Ensure(dst, staticKey{ctx.CSS, l.Screen, f.game, f.relaid, ctx.Art, f.Help, head}, paint) {
		for i := range f.still {
			f.still[i].held = f.still[i].want
		}
	} else {
		for i := range f.still {
			if st := &f.still[i]; st.want != st.held {
				// The old box too, should the piece have moved.
				f.static.PaintIn(st.want.box.Union(st.held.box), paint)
				st.held = st.want
			}
		}
	}
	f.static.Copy(dst)
	sheet := l.sheetShown()
	for i, p := range f.parts {
		if p.Kind != Over && !(sheet && l.folds(p)) {
			f.drawPart(dst, ctx, i, l.Boxes[i], px, py)
		}
	}
	for i, p := range f.parts {
		if p.Kind == Over && !sheet && (f.over == nil || f.over.Showing(i)) {
			f.drawPart(dst, ctx, i, l.Boxes[i], px, py)
		}
	}
	in.X, in.Y = px, py
	ctx.View = ctx.CSS
	if l.Folded {
		f.drawFold(dst, ctx, px, py)
	}
	if ctx.Boxes != nil {
		ctx.Boxes.List = append(ctx.Boxes.List, f.painted.List...)
		for i, p := range f.parts {
			if p.Kind == Main {
				ctx.Boxes.AddRect(ui.KindBoard, p.Name, l.Boxes[i])
			}
		}
	}
	f.drawChrome(dst, ctx, ps.session())
}

// drawPart draws part i clipped to box, the pointer at (px, py) on the
// screen mapped into it.
func (f *shell) drawPart(dst *ebiten.Image, ctx *ui.Context, i int, box ui.Rect, px, py float64) {
	l := &f.Layout
	sub, ok := clip(dst, box, l.DPR)
	if !ok {
		return
	}
	ctx.View = l.Views[i]
	in := ctx.In
	in.X, in.Y = f.drawnPointer(i, px, py)
	if ctx.Boxes != nil {
		ctx.Boxes.Quiet, ctx.Boxes.Clip = f.parts[i].Kind == Main, box
	}
	f.plate.DrawPart(sub, ctx, i)
	if ctx.Boxes != nil {
		ctx.Boxes.Quiet, ctx.Boxes.Clip = false, ui.Rect{}
	}
}

// paintStatic paints the static layer: the ground of the screen, each
// part's unchanging picture clipped to its box with its still piece over
// it (Stiller), the rules in the spare room while the help card is
// closed, and the bar's panel. full is the whole layer; when layer is a
// part of it (Layer.PaintIn), that part is painted again and nothing is
// listed, the list of the whole still standing.
func (f *shell) paintStatic(layer *ebiten.Image, ctx *ui.Context, full image.Rectangle) {
	l := &f.Layout
	// The layer's pixels are the screen's, from 0, 0.
	in := layer.Bounds()
	all := in == full
	layer.Fill(groundFill)
	view, boxes, rec := ctx.View, ctx.Boxes, ctx.Fonts.Rec
	defer func() { ctx.View, ctx.Boxes, ctx.Fonts.Rec, f.painted.Quiet = view, boxes, rec, false }()
	if all {
		f.painted.List, f.painted.DPR = f.painted.List[:0], l.DPR
		ctx.Boxes, ctx.Fonts.Rec = &f.painted, &f.painted
	} else {
		ctx.Boxes, ctx.Fonts.Rec = nil, nil
	}
	v := ctx.CSS
	if v.Scale == 0 {
		v = ui.Identity
	}
	ctx.Paint.Rect(layer, v, l.Header.X, l.Header.Y, l.Header.W, l.Header.H, HeaderFill)
	for i, p := range f.parts {
		r := pixels(l.Boxes[i], l.DPR).Intersect(in)
		if r.Empty() || l.folds(p) {
			continue // the sheet's controls are drawn over the board while it shows
		}
		sub := layer.SubImage(r).(*ebiten.Image)
		ctx.View = l.Views[i]
		f.painted.Quiet, f.painted.Clip = f.parts[i].Kind == Main, l.Boxes[i]
		f.plate.PaintPart(sub, ctx, i)
		if f.StillKept(i) {
			// Listed live, by DrawPart, as it changes.
			lb, lr := ctx.Boxes, ctx.Fonts.Rec
			ctx.Boxes, ctx.Fonts.Rec = nil, nil
			f.stills.PaintStill(sub, ctx, i)
			ctx.Boxes, ctx.Fonts.Rec = lb, lr
		}
	}
	f.painted.Quiet, f.painted.Clip = false, ui.Rect{}
	ctx.View = view
	if l.Info.W > 0 && l.Info.H > 0 && !f.Help && pixels(l.Info, l.DPR).Overlaps(in) {
		f.HelpCard.DrawIn(layer, ctx, l.Info, l.C, false)
	}
	f.Bar.DrawBackground(layer, ctx)
}

// wantStill asks the board how each part's still piece looks now, the
// pointer at (px, py) on the screen mapped into the part as DrawPart
// has it.
func (f *shell) wantStill(ctx *ui.Context, px, py float64) {
	if f.stills == nil {
		return
	}
	l := &f.Layout
	if len(f.still) != len(f.parts) {
		f.still = make([]stillPiece, len(f.parts))
	}
	f.draws++
	in := ctx.In
	view := ctx.View
	for i, p := range f.parts {
		st := &f.still[i]
		last := st.now
		st.now, st.want = piece{}, piece{}
		if l.folds(p) {
			continue
		}
		ctx.View = l.Views[i]
		in.X, in.Y = f.drawnPointer(i, px, py)
		r, key, ok := f.stills.Still(ctx, i)
		if !ok {
			continue
		}
		x0, y0 := ctx.View.Pt(r.X, r.Y)
		x1, y1 := ctx.View.Pt(r.Right(), r.Bottom())
		pr := image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))), int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))))
		st.now = piece{box: pr.Intersect(pixels(l.Boxes[i], l.DPR)), key: key, ok: true}
		if last.ok && st.now != last {
			if f.draws-st.changed <= churnGap {
				st.till = f.draws + liveFor
			}
			st.changed = f.draws
		}
		if f.draws >= st.till {
			st.want = st.now
		}
	}
	in.X, in.Y = px, py
	ctx.View = view
}

// StillKept reports whether the static layer holds part i's still piece
// this frame (Stiller): then DrawPart leaves it out. A piece that changes
// every frame or two is drawn live instead, by DrawPart, until it stays
// still again.
func (f *shell) StillKept(i int) bool { return i >= 0 && i < len(f.still) && f.still[i].want.ok }

// The colours of the screen's ground (around the board, under the
// header) and of the header's strip.
var (
	Ground     = color.RGBA{0x0b, 0x0e, 0x15, 0xff}
	HeaderFill = color.RGBA{0x14, 0x1a, 0x27, 0xff}
)

// groundFill is Ground as Fill takes it, made once: turning a colour
// into an interface allocates, and a part of the static layer is filled
// again whenever a still piece changes.
var groundFill color.Color = Ground

// clip is the part of dst under box (CSS pixels), or false when that is
// empty.
func clip(dst *ebiten.Image, box ui.Rect, dpr float64) (*ebiten.Image, bool) {
	b := dst.Bounds()
	r := pixels(box, dpr).Add(b.Min).Intersect(b)
	if r.Empty() {
		return nil, false
	}
	return dst.SubImage(r).(*ebiten.Image), true
}

// pixels is the rectangle of device pixels box (CSS pixels) covers on a
// screen whose top left is 0, 0.
func pixels(box ui.Rect, dpr float64) image.Rectangle {
	return image.Rect(int(box.X*dpr+0.5), int(box.Y*dpr+0.5), int(box.Right()*dpr+0.5), int(box.Bottom()*dpr+0.5))
}

// TookOver is said when a player's move takes over from a replay.
const TookOver = "You took over: the rest of the replay is dropped"

// Move hands a player's move to the session. A move the rules refuse is
// said on the status line, worded by refused (the rule it breaks), with a
// buzz; a move made while a replay plays takes over from it and says so.
// It reports whether the move was made.
func (f *Frame[S, M]) Move(ctx *ui.Context, m M, refused func(error) string) bool {
	wasPlaying := f.Ses.Playing()
	return moved(ctx, f.Ses.Do(m), wasPlaying, refused)
}

// moved says on the status line what became of a player's move: refused
// for err, worded by refused, or taking over from the replay that was
// playing. It reports whether the move was made.
func moved(ctx *ui.Context, err error, wasPlaying bool, refused func(error) string) bool {
	if err != nil {
		ctx.Refuse(refused(err))
		return false
	}
	if wasPlaying {
		ctx.Status.Say(ui.Info, TookOver)
	}
	return true
}

// drawChrome draws what lies over every board: the status line, the
// control bar and, when open, the help card (the design's card where it
// fits at the controls' scale, else the words laid out on the screen).
func (f *shell) drawChrome(dst *ebiten.Image, ctx *ui.Context, t ui.Transport) {
	l := &f.Layout
	if !f.Bar.Open() {
		ctx.Status.Draw(dst, ctx, l.Status, l.C) // the bar's panel would cover it
	}
	f.Bar.Draw(dst, ctx, t, ctx.Prefs.Muted)
	if !f.Help {
		return
	}
	if !l.Portrait && l.Screen.W >= ui.Width*l.C-0.5 && l.Screen.H >= ui.Height*l.C-0.5 {
		// The design's card, centred at the controls' scale.
		w, h := ui.Width*l.C, ui.Height*l.C
		ctx.View = ui.Map(ui.R(0, 0, ui.Width, ui.Height), ui.R(l.Screen.X+(l.Screen.W-w)/2, l.Screen.Y+(l.Screen.H-h)/2, w, h), l.DPR)
		f.HelpCard.Draw(dst, ctx)
		ctx.View = ctx.CSS
		return
	}
	m := 8 * l.C
	f.HelpCard.DrawIn(dst, ctx, ui.R(l.Screen.X+m, l.Screen.Y+m, l.Screen.W-2*m, l.Bar.Y-l.Screen.Y-2*m), l.C, true)
}

// Idle reports whether nothing moves and nothing waits to move (a replay
// paused mid-move counts as idle).
func (f *Frame[S, M]) Idle() bool { return f.Ses.Idle() || f.Ses.Frozen() }

// Won reports whether the position shown is solved and at rest.
func (f *Frame[S, M]) Won() bool { return f.Ses.Idle() && f.solvedAt(f.Ses.Pos()) }

// SetSpeed sets the replay speed by its index (0 is 0.25×, 6 is 16×).
func (f *Frame[S, M]) SetSpeed(i int) { f.Ses.SetSpeedIndex(i) }

// Tape is the history the recorder replays.
func (f *Frame[S, M]) Tape() ui.Tape { return f.Ses }

// Session exposes the replay for tests and tools.
func (f *Frame[S, M]) Session() *replay.Session[S, M] { return f.Ses }

// Snapshot is the puzzle's part of the game's snapshot: its parameters,
// the position shown, the moves made to reach it, and the shared flags.
func (f *Frame[S, M]) Snapshot() ui.SceneState {
	pos := f.Ses.Pos()
	return ui.SceneState{
		Params:   f.board.SnapshotParams(),
		Position: f.board.Text(f.Ses.At(pos).State),
		Moves:    f.Ses.MoveCount(pos),
		Playing:  f.Ses.Playing(),
		Idle:     f.Idle(),
		Won:      f.Won(),
	}
}

// ControlBar is the scene's control bar (the game answers its graph
// button).
func (f *shell) ControlBar() *ui.Bar { return f.Bar }

// BoardBox is where the board and its side panels lie on the screen, CSS
// pixels, as last laid out (the game puts the graph of positions beside
// it when there is room).
func (f *shell) BoardBox() ui.Rect { return f.Layout.Board }

// The sheet's colours: the veil over the board, the panel and its rim.
var (
	sheetVeil = color.RGBA{0x00, 0x00, 0x00, 0x99}
	sheetRim  = color.RGBA{0x3a, 0x44, 0x5c, 0xff}
)

// drawFold draws the settings button of a folded header and, while it
// is open, the sheet of the header's controls over a veiled board, the
// pointer at (px, py) on the screen.
func (f *shell) drawFold(dst *ebiten.Image, ctx *ui.Context, px, py float64) {
	l := &f.Layout
	v, p, c := ctx.CSS, ctx.Paint, l.C
	if v.Scale == 0 {
		v = ui.Identity
	}
	b := l.Fold
	fill := ui.ControlFill
	switch {
	case l.SheetOpen:
		fill = ui.ControlOn
	case b.Contains(px, py) && !ctx.In.Touch:
		fill = ui.ControlHover
	}
	p.Rect(dst, v, b.X, b.Y, b.W, b.H, fill)
	// Three sliders: the parameters.
	for k, knob := range [3]float64{0.65, 0.3, 0.5} {
		y := b.Y + b.H*(0.3+0.2*float64(k))
		x0, w := b.X+b.W*0.22, b.W*0.56
		p.Rect(dst, v, x0, y-1.5*c, w, 3*c, ui.Paper)
		p.Disc(dst, v, x0+w*knob, y, 4.5*c, ui.Paper)
	}
	if ctx.Boxes != nil {
		ctx.Boxes.AddRect(ui.KindButton, "settings", b)
	}
	if !l.SheetOpen {
		return
	}
	p.Rect(dst, v, l.area.X, l.area.Y, l.area.W, l.area.H, sheetVeil)
	s := l.Sheet
	p.Rect(dst, v, s.X, s.Y, s.W, s.H, HeaderFill)
	p.Rect(dst, v, s.X, s.Bottom()-c, s.W, c, sheetRim)
	ctx.Fonts.Draw(dst, v, "Puzzle settings", s.X+margin*c, s.Y+6*c, ui.Style{Size: 15 * c, Color: ui.Muted})
	for i, part := range f.parts {
		if !l.folds(part) {
			continue
		}
		if sub, ok := clip(dst, l.Boxes[i], l.DPR); ok {
			ctx.View = l.Views[i]
			if ctx.Boxes != nil {
				ctx.Boxes.Clip = l.Boxes[i]
			}
			f.plate.PaintPart(sub, ctx, i)
			if ctx.Boxes != nil {
				ctx.Boxes.Clip = ui.Rect{}
			}
		}
		f.drawPart(dst, ctx, i, l.Boxes[i], px, py)
	}
	ctx.In.X, ctx.In.Y = px, py
	ctx.View = ctx.CSS
}
