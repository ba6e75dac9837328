package scenetest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
)

// Settling bounds: see Rig.Settle.
const (
	// MaxSettleTicks is how long Settle waits for Idle at the most.
	MaxSettleTicks = 200000
	// Offscreen is where the pointer of a new rig rests: over nothing.
	Offscreen = -100
)

// Rig is a scene with everything a tick needs, driven by hand: the input
// a test fills in, the context built from it each tick, the prefs, the
// status line, the fonts, the painter and the sounds. A scene's tests wrap
// it with their own scene type and helpers:
//
//	type rig struct {
//		*scenetest.Rig
//		sc *Scene
//	}
//
// The fields may be read and set between ticks; Tick rebuilds Ctx from
// them.
type Rig struct {
	T     testing.TB
	Scene ui.Scene
	In    ui.Input
	Ctx   ui.Context // the context of the last tick or capture
	Prefs ui.Prefs
	Stat  ui.Status
	Fonts *ui.Fonts
	Paint *ui.Painter
	Sound ui.Sounds // nil: silent; see Record

	// Idle reports whether the scene is at rest, for Settle; nil means
	// always at rest.
	Idle func() bool
	// Rest is how many ticks Settle runs once Idle reports rest (people
	// stepping out of a basket, say); New sets 1.
	Rest int
	// MaxTicks bounds the ticks Settle waits for Idle; New sets
	// MaxSettleTicks.
	MaxTicks int
	// Typed holds the characters the scene's next read of typed text
	// gets (see Chars).
	Typed []rune
	// Screen is the screen the scene lays itself out for, CSS pixels
	// (zero: the design's 1280×720).
	Screen ui.Rect
}

// New returns a rig for sc with the default prefs, the pointer off the
// screen and no sound; Idle is the scene's own when it has one (a frame's
// scene: at rest when its replay is or is frozen). It fails tb if the fonts cannot be loaded.
func New(tb testing.TB, sc ui.Scene) *Rig {
	tb.Helper()
	fonts, err := ui.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	r := &Rig{T: tb, Scene: sc, Prefs: ui.DefaultPrefs(), Fonts: fonts, Paint: ui.NewPainter(), Rest: 1, MaxTicks: MaxSettleTicks}
	r.In.X, r.In.Y = Offscreen, Offscreen
	if s, ok := sc.(interface{ Idle() bool }); ok {
		r.Idle = s.Idle // a frame's scene: at rest when its replay is
	}
	return r
}

// Context is the context a tick or a frame of the scene sees now.
func (r *Rig) Context() ui.Context {
	return ui.Context{In: &r.In, View: ui.Identity, CSS: ui.Identity, Screen: r.Screen, Fonts: r.Fonts, Prefs: &r.Prefs, Status: &r.Stat, Paint: r.Paint, Sound: r.Sound}
}

// Tick runs one update with the input as it is, then ages the status line
// and clears the input's edges (pressed, released, keys). An error from
// the scene fails the test.
func (r *Rig) Tick() {
	r.Ctx = r.Context()
	if err := r.Scene.Update(&r.Ctx); err != nil {
		r.T.Fatal(err)
	}
	r.Stat.Tick()
	r.In.Pressed, r.In.Released = false, false
	r.In.Keys = r.In.Keys[:0]
}

// Ticks runs n ticks.
func (r *Rig) Ticks(n int) {
	for i := 0; i < n; i++ {
		r.Tick()
	}
}

// TickUntil ticks until done reports true, checking it before each tick,
// for at most limit ticks. It reports whether done came true.
func (r *Rig) TickUntil(done func() bool, limit int) bool {
	for i := 0; i < limit; i++ {
		if done() {
			return true
		}
		r.Tick()
	}
	return done()
}

// Settle ticks until Idle reports rest (or MaxTicks ticks have gone by),
// then Rest ticks more.
func (r *Rig) Settle() {
	if r.Idle != nil {
		r.TickUntil(r.Idle, r.MaxTicks)
	}
	r.Ticks(r.Rest)
}

// Press moves the pointer to (x, y) and presses it there: one tick.
func (r *Rig) Press(x, y float64) {
	r.In.X, r.In.Y = x, y
	r.In.Down, r.In.Pressed = true, true
	r.Tick()
}

// MoveTo moves the pointer, held or not, to (x, y): one tick.
func (r *Rig) MoveTo(x, y float64) {
	r.In.X, r.In.Y = x, y
	r.Tick()
}

// Release lets the pointer go where it is: one tick.
func (r *Rig) Release() {
	r.In.Down, r.In.Released = false, true
	r.Tick()
}

// Click presses and releases the mouse at (x, y): two ticks.
func (r *Rig) Click(x, y float64) {
	r.In.Touch = false
	r.Press(x, y)
	r.Release()
}

// Tap touches (x, y) with a finger and lifts it: two ticks. The pointer
// stays a finger (In.Touch, no hover) until the next Click.
func (r *Rig) Tap(x, y float64) {
	r.In.Touch = true
	r.Press(x, y)
	r.Release()
}

// Drag presses at (x0, y0), moves to (x1, y1) in steps even steps (at
// least one), and releases there: steps+2 ticks.
func (r *Rig) Drag(x0, y0, x1, y1 float64, steps int) {
	steps = max(steps, 1)
	r.Press(x0, y0)
	for s := 1; s < steps; s++ {
		f := float64(s) / float64(steps)
		r.MoveTo(x0+(x1-x0)*f, y0+(y1-y0)*f)
	}
	r.MoveTo(x1, y1)
	r.Release()
}

// Key presses k for one tick.
func (r *Rig) Key(k ebiten.Key) {
	r.In.Keys = append(r.In.Keys, k)
	r.Tick()
}

// ShiftKey presses k with Shift held for one tick.
func (r *Rig) ShiftKey(k ebiten.Key) {
	r.In.Shift = true
	r.Key(k)
	r.In.Shift = false
}

// CtrlKey presses k with Ctrl held for one tick.
func (r *Rig) CtrlKey(k ebiten.Key) {
	r.In.Ctrl = true
	r.Key(k)
	r.In.Ctrl = false
}

// Chars appends the characters typed since the last call to dst and
// forgets them: a scene's hook for typed text, pointed here by the test.
func (r *Rig) Chars(dst []rune) []rune {
	dst = append(dst, r.Typed...)
	r.Typed = r.Typed[:0]
	return dst
}

// Type makes s what the scene's next read of typed text gets (in place of
// anything typed and not read yet) and ticks once.
func (r *Rig) Type(s string) {
	r.Typed = append(r.Typed[:0], []rune(s)...)
	r.Tick()
}

// Status is the status line's text as shown now ("" once it has faded).
func (r *Rig) Status() string {
	s, _ := r.Stat.Text()
	return s
}

// Picture ticks once on a screen of w×h CSS pixels and draws the scene
// into a picture of that size.
func (r *Rig) Picture(l *Loop, w, h int) *image.RGBA {
	r.Screen = ui.R(0, 0, float64(w), float64(h))
	pic := image.NewRGBA(image.Rect(0, 0, w, h))
	l.Do(func(*ebiten.Image) {
		r.Tick()
		img := ebiten.NewImage(w, h)
		r.Draw(img)
		img.ReadPixels(pic.Pix)
		img.Deallocate()
	})
	return pic
}

// Boxes draws a frame of the scene on its screen with the layout listed,
// and returns the boxes drawn (CSS pixels).
func (r *Rig) Boxes(l *Loop) []ui.Box {
	ctx := r.Context()
	scr := ctx.ScreenRect()
	boxes := &ui.Boxes{DPR: 1}
	l.Do(func(*ebiten.Image) {
		dst := ebiten.NewImage(int(scr.W), int(scr.H))
		defer dst.Deallocate()
		r.Ctx = r.Context()
		r.Ctx.Boxes = boxes
		r.Fonts.Rec = boxes
		r.Scene.Draw(dst, &r.Ctx)
		r.Fonts.Rec = nil
	})
	return boxes.List
}

// Record makes the scene's sounds go to a new recorder and returns it.
func (r *Rig) Record() *Sounds {
	s := &Sounds{}
	r.Sound = s
	return s
}

// Draw draws the scene into s with the context of the last tick, as the
// game draws after an update.
func (r *Rig) Draw(s *ebiten.Image) {
	r.Scene.Draw(s, &r.Ctx)
}

// Frame runs one tick and draws one frame into s.
func (r *Rig) Frame(s *ebiten.Image) {
	r.Tick()
	r.Draw(s)
}

// Capture draws the scene with a fresh context into the loop's real screen
// and reads the pixels back.
func (r *Rig) Capture(l *Loop) *image.RGBA {
	r.Ctx = r.Context()
	return l.Capture(r.Draw)
}

// Replay is the part of a scene's replay session that a looping replay
// drives; *replay.Session has it.
type Replay interface {
	Playing() bool
	Seek(pos int)
	Play() bool
}

// ReplayFrame runs one tick and draws one frame into s, first starting the
// replay ses over from the start when it has stopped, so a measurement
// always sees the scene at work.
func (r *Rig) ReplayFrame(ses Replay, s *ebiten.Image) {
	if !ses.Playing() {
		ses.Seek(0)
		ses.Play()
	}
	r.Frame(s)
}

// OnLoop runs f on the loop's thread and returns what it made: rigs
// the frame benchmarks use are made there, as they may run single-threaded.
func OnLoop[T any](l *Loop, f func() T) T {
	var v T
	l.Do(func(*ebiten.Image) { v = f() })
	return v
}

// Replaying makes a rig with open on the loop's thread, as OnLoop, and
// starts the solution's replay (S): the scene the frame benchmarks draw.
// Like Current, it skips tb when there is no display.
func Replaying[R interface{ Key(ebiten.Key) }](tb testing.TB, open func() R) (*Loop, R) {
	tb.Helper()
	l := Current(tb)
	r := OnLoop(l, open)
	r.Key(ebiten.KeyS)
	return l, r
}

// CheckUndoRedoRestart checks the history keys every scene shares. From
// moved, a position one move on from start, Z must go back to start, Y
// forward to moved again, R restart at start, and Z undo the restart;
// shown is the position the scene shows.
func CheckUndoRedoRestart[S comparable](r *Rig, shown func() S, start, moved S) {
	r.T.Helper()
	for _, step := range []struct {
		key    ebiten.Key
		settle bool
		want   S
		what   string
	}{
		{ebiten.KeyZ, true, start, "undo did not go back"},
		{ebiten.KeyY, true, moved, "redo did not go forward"},
		{ebiten.KeyR, false, start, "restart did not go to the start"},
		{ebiten.KeyZ, true, moved, "restart could not be undone"},
	} {
		r.Key(step.key)
		if step.settle {
			r.Settle()
		}
		if got := shown(); got != step.want {
			r.T.Fatalf("%s: at %v, want %v", step.what, got, step.want)
		}
	}
}

// Speeds is a replay whose speed can be set (a replay.Session).
type Speeds interface {
	Replay
	SetSpeedIndex(i int)
}

// CheckReplayAllocs is a scene's TestFrameAllocs: it plays the replay ses
// through once at 16× until won reports the win, so every text it shows
// has its glyphs cached, then fails tb when the replay's frames at 8×
// allocate (Loop.NoFrameAllocs).
func (r *Rig) CheckReplayAllocs(l *Loop, ses Speeds, won func() bool) {
	r.T.Helper()
	ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool { r.Frame(s); return won() })
	ses.SetSpeedIndex(5)
	l.NoFrameAllocs(r.T, func() { ses.Seek(0); ses.Play() }, r.Frame, 10, 30)
}

// OnScreen lays the scene out for a screen of w×h CSS pixels (a device
// pixel ratio of 1), the pointer then given on that screen: two ticks, as
// the first layout of a new shape keeps the parts of the old one.
func (r *Rig) OnScreen(w, h float64) {
	r.Screen = ui.R(0, 0, w, h)
	r.Tick()
	r.Tick()
}

// CheckTexts fails the test for every text of the picture l would draw
// now that is under 12 px high or leaves the screen; what names the case.
func (r *Rig) CheckTexts(l *Loop, what string) {
	r.T.Helper()
	if what != "" {
		what += ": "
	}
	w, h := r.Screen.W, r.Screen.H
	for _, b := range r.Boxes(l) {
		if b.Kind == ui.KindText && (b.H < 12 || b.X < 0 || b.Y < 0 || b.X+b.W > w || b.Y+b.H > h) {
			r.T.Errorf("%stext %q at %v: too small or off the screen", what, b.Name, b)
		}
	}
}

// TouchDrag presses by touch at (x0, y0), moves to (x1, y1) and lets go
// there.
func (r *Rig) TouchDrag(x0, y0, x1, y1 float64) {
	r.In.Touch = true
	r.Drag(x0, y0, x1, y1, 1)
}

// PartAt maps a design point of part i of l to where it lies on the
// screen; it fails tb when there is no such part (i < 0).
func PartAt(tb testing.TB, l *frame.Layout, i int) func(x, y float64) (float64, float64) {
	tb.Helper()
	if i < 0 {
		tb.Fatalf("no such part")
	}
	return func(x, y float64) (float64, float64) { return l.ToScreen(i, x, y) }
}

// CheckPhone fails the test for every box of the picture l would draw now
// that leaves the screen, every text under 12 px high and every button
// under a finger's 44×44 px; what names the case.
func (r *Rig) CheckPhone(l *Loop, what string) {
	r.T.Helper()
	for _, b := range r.Boxes(l) {
		if b.X < -0.5 || b.Y < -0.5 || b.X+b.W > r.Screen.W+0.5 || b.Y+b.H > r.Screen.H+0.5 {
			r.T.Errorf("%s: %s %q at %v leaves the screen", what, b.Kind, b.Name, b)
		}
		switch {
		case b.Kind == ui.KindText && b.H < 12-0.01:
			r.T.Errorf("%s: text %q is %.1f px high", what, b.Name, b.H)
		case b.Kind == ui.KindButton && (b.W < 44-0.51 || b.H < 44-0.51):
			r.T.Errorf("%s: button %q is %.1f×%.1f px", what, b.Name, b.W, b.H)
		}
	}
}

// CheckSolveWins presses S, checks that it plans want moves (the fewest
// from the position shown) on the history ses, then that the replay, at
// 16×, ends in the win won reports.
func (r *Rig) CheckSolveWins(ses interface {
	Speeds
	Len() int
}, want int, won func() bool) {
	r.T.Helper()
	before := ses.Len()
	r.Key(ebiten.KeyS)
	if got := ses.Len() - before; got != want {
		r.T.Fatalf("solve from here planned %d moves, the fewest is %d", got, want)
	}
	ses.SetSpeedIndex(6)
	r.Settle()
	if !won() {
		r.T.Fatal("the replay did not win")
	}
}

// CheckEscapeCloses opens an overlay with key and checks that Esc closes
// it (open reports it open) and does not leave the scene.
func (r *Rig) CheckEscapeCloses(key ebiten.Key, open func() bool) {
	r.T.Helper()
	r.Key(key)
	r.Key(ebiten.KeyEscape)
	if open() || r.Ctx.Request != 0 {
		r.T.Fatalf("escape: open %v, request %v", open(), r.Ctx.Request)
	}
}

// CheckTakenOver checks, right after a move by hand during a replay of
// the history ses, that the replay stopped, and once the move lands, that
// the rest of its list was dropped.
func (r *Rig) CheckTakenOver(ses interface {
	Playing() bool
	Pos() int
	Last() int
}) {
	r.T.Helper()
	if ses.Playing() {
		r.T.Fatal("still playing after a move by hand")
	}
	r.Settle()
	if ses.Pos() != ses.Last() {
		r.T.Fatal("the rest of the replay was not dropped")
	}
}
