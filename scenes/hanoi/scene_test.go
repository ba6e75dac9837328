package hanoi

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig drives a crane scene by hand.
type rig struct {
	*scenetest.Rig
	sc *Scene
}

func newRig(t testing.TB, n, pegs int) *rig {
	t.Helper()
	art, err := hanoiart.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := New(ui.NewEnv(), art, hanoi.Params{N: n, Pegs: pegs})
	if err != nil {
		t.Fatal(err)
	}
	return &rig{Rig: scenetest.New(t, sc), sc: sc} // settles when the crane rests
}

func (r *rig) pile(p int) (float64, float64) { return r.sc.PileX(p), 450 }

// move clicks the piles of m: its source, then its target.
func (r *rig) move(m hanoi.Move) {
	r.Click(r.pile(m.From))
	r.Click(r.pile(m.To))
}

// solution3 is the solution of three stones on three piles.
func solution3() []hanoi.Move {
	start, _ := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	moves, _ := hanoi.Solve(start)
	return moves
}

func TestScriptedGameByMouse(t *testing.T) {
	r := newRig(t, 3, 3)
	for i, m := range solution3() {
		r.move(m)
		r.Settle()
		if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != i+1 {
			t.Fatalf("after move %d the counter shows %d", i+1, got)
		}
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v", r.sc.Shown())
	}
	if s := r.Status(); !strings.Contains(s, "Solved in 7 moves: the best possible") {
		t.Fatalf("status %q", s)
	}
}

func TestSounds(t *testing.T) {
	r := newRig(t, 1, 3)
	rec := r.Record()
	r.Click(r.pile(0))
	r.Click(r.pile(1))
	r.Tick()
	if !rec.Loops[audio.Motor] {
		t.Fatal("the motor is not running while the crane moves")
	}
	r.Settle()
	if rec.Loops[audio.Motor] {
		t.Fatal("the motor still runs at rest")
	}
	if got := rec.Count(audio.Clunk); got != 1 {
		t.Fatalf("%d clunks for one landing", got)
	}
	if got := rec.Count(audio.Chime); got != 1 {
		t.Fatalf("%d chimes for one win", got)
	}
	r.Click(r.pile(0)) // pile A is empty now
	if got := rec.Count(audio.Buzz); got != 1 {
		t.Fatalf("%d buzzes for one refused choice", got)
	}
}

func TestMovesQueueWhileTheCraneIsBusy(t *testing.T) {
	r := newRig(t, 3, 3)
	// Click all seven moves at once: none may be lost.
	for _, m := range solution3() {
		r.move(m)
	}
	if r.sc.Idle() {
		t.Fatal("the crane should still be busy")
	}
	r.Settle()
	if !r.sc.Won() {
		t.Fatalf("queued moves lost: %v", r.sc.Shown())
	}
}

func TestDragMovesAStone(t *testing.T) {
	r := newRig(t, 4, 3)
	ax, ay := r.pile(0)
	cx, cy := r.pile(2)
	r.Drag(ax, ay, cx, cy, 1)
	r.Settle()
	if got := r.sc.Shown().Top(2); got != 1 {
		t.Fatalf("pile C top is %d, want stone 1", got)
	}
}

func TestKeyboardPlay(t *testing.T) {
	r := newRig(t, 2, 3)
	for _, k := range []ebiten.Key{ebiten.Key1, ebiten.Key3, ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key2} {
		r.Key(k)
	}
	r.Settle()
	if !r.sc.Won() {
		t.Fatalf("keys 1-3 did not solve: %v", r.sc.Shown())
	}
	// Tab, Enter and the arrows: move stone 1 from B to C.
	r.Key(ebiten.KeyR)
	r.Key(ebiten.KeyEnter) // cursor is on pile C after the last key; nothing there
	if !strings.Contains(r.Status(), "empty") {
		t.Fatalf("status %q", r.Status())
	}
	r.Key(ebiten.KeyTab) // cursor from B to C
	r.Key(ebiten.KeyTab) // and round to A
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyArrowRight) // to B
	r.Key(ebiten.KeyArrowRight) // to C
	r.Key(ebiten.KeyEnter)
	r.Settle()
	if got := r.sc.Shown().Top(2); got != 1 {
		t.Fatalf("pile C top is %d, want 1 (%v)", got, r.sc.Shown())
	}
}

func TestIllegalMoveIsRefusedWithTheRule(t *testing.T) {
	r := newRig(t, 3, 3)
	r.Click(r.pile(0))
	r.Click(r.pile(1)) // stone 1 to B
	r.Settle()
	before := r.sc.Shown()
	r.Click(r.pile(0))
	r.Click(r.pile(1)) // stone 2 onto stone 1
	r.Settle()
	if r.sc.Shown() != before {
		t.Fatal("an illegal move changed the position")
	}
	if s := r.Status(); s != "Not allowed: stone 2 cannot rest on stone 1" {
		t.Fatalf("status %q", s)
	}
	r.Click(r.pile(2))
	if s := r.Status(); s != "Pile C is empty" {
		t.Fatalf("status %q", s)
	}
}

func TestUndoRedoRestart(t *testing.T) {
	r := newRig(t, 3, 3)
	r.Click(r.pile(0))
	r.Click(r.pile(1))
	r.Settle()
	moved := r.sc.Shown()
	start, _ := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	scenetest.CheckUndoRedoRestart(r.Rig, r.sc.Shown, start, moved)
}

func TestReplayTakeOverAndSolve(t *testing.T) {
	r := newRig(t, 4, 3)
	r.Key(ebiten.KeyS)
	if !r.sc.Ses.Playing() {
		t.Fatal("S did not start the replay")
	}
	r.Ticks(300)
	// Take over: a manual move replaces the rest of the list.
	cur := r.sc.Current()
	var m hanoi.Move
	for _, c := range cur.Legal(nil) {
		m = c
		break
	}
	r.move(m)
	r.CheckTakenOver(r.sc.Ses)
	// Solve from here reaches the goal in the optimal number of moves.
	want := r.sc.Optimal()
	before := r.sc.Ses.Len()
	r.Key(ebiten.KeyS)
	if got := r.sc.Ses.Len() - before; got != want {
		t.Fatalf("solve from here planned %d moves, optimal is %d", got, want)
	}
	for i := 0; i < 4; i++ {
		r.Key(ebiten.KeyEqual) // faster
	}
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("the replay did not win")
	}
}

func TestFourPilesSolveFromAnyPosition(t *testing.T) {
	r := newRig(t, 10, 4)
	r.sc.Wait()
	r.Click(r.pile(0))
	r.Click(r.pile(3))
	r.Click(r.pile(0))
	r.Click(r.pile(2))
	r.Settle()
	opt := r.sc.Optimal()
	if opt < 0 {
		t.Fatal("optimal unknown after the table was built")
	}
	r.CheckSolveWins(r.sc.Ses, opt, r.sc.Won)
}

func TestSizeControls(t *testing.T) {
	r := newRig(t, 6, 3)
	x, y, _, _, _ := r.sc.Decl.Box("n", 1) // "+"
	r.Click(x+5, y+5)
	if r.sc.Params().N != 7 || !hasValue(r.sc.Settings(), "n", 7) {
		t.Fatalf("stones %d, settings %+v, request %v", r.sc.Params().N, r.sc.Settings(), r.Ctx.Request)
	}
	x, y, _, _, _ = r.sc.Decl.Box("pegs", 1) // "4"
	r.Click(x+5, y+5)
	if r.sc.Params().Pegs != 4 {
		t.Fatal("piles not changed")
	}
	for i := 0; i < 20; i++ {
		r.Key(ebiten.KeyPeriod)
	}
	if r.sc.Params().N != MaxStones {
		t.Fatalf("stones %d, want the maximum %d", r.sc.Params().N, MaxStones)
	}
	if !strings.Contains(r.Status(), "1 to 12 stones") {
		t.Fatalf("status %q", r.Status())
	}
}

// TestMonkey throws thousands of random clicks, drags and keys at the scene.
// It must never panic, and every frame must show a legal move between two
// legal positions.
func TestMonkey(t *testing.T) {
	r := newRig(t, 5, 3)
	rng := rand.New(rand.NewPCG(3, 5))
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.KeySpace, ebiten.KeyArrowLeft,
		ebiten.KeyArrowRight, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyR, ebiten.KeyS, ebiten.KeyEqual, ebiten.KeyMinus,
		ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyArrowUp, ebiten.KeyEscape, ebiten.KeyH, ebiten.KeyP, ebiten.KeyComma, ebiten.KeyPeriod}
	for range scenetest.Events() {
		switch rng.IntN(4) {
		case 0, 1:
			r.RandomClick(rng)
		case 2:
			r.RandomDrag(rng)
		case 3:
			r.Key(keys[rng.IntN(len(keys))])
		}
		if r.sc.Params().N > 7 { // keep the game small so it moves along
			r.Key(ebiten.KeyComma)
		}
		r.Ticks(rng.IntN(40))
		checkFrame(t, r.sc)
	}
}

// checkFrame checks the invariants of what would be drawn now.
func checkFrame(t *testing.T, sc *Scene) {
	t.Helper()
	// The move in flight is legal, and the history is a chain of legal
	// moves: replaying it through the rules gives the positions it holds.
	scenetest.CheckChain(t, sc.Ses, apply, "move", func(p position) any { return p.s })
}

// TestGoToOnTheGraph: a position chosen on the graph is reached by the
// shortest way, replayed by the crane, and undone like any move.
func TestGoToOnTheGraph(t *testing.T) {
	r := newRig(t, 3, 3)
	m, err := r.sc.Explore()(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Nodes) != 27 || m.Shortest != 7 {
		t.Fatalf("%d positions, shortest %d", len(m.Nodes), m.Shortest)
	}
	ctx := r.Context()
	r.sc.GoTo(&ctx, m, "1//3,2")
	if s := r.Status(); s != "Going to 1//3,2: 6 moves" {
		t.Errorf("status %q", s)
	}
	r.Settle()
	if got := r.sc.Shown().String(); got != "1//3,2" {
		t.Fatalf("went to %s", got)
	}
	past, plan := r.sc.Trail(nil, nil)
	if len(past) != 7 || past[0] != "3,2,1//" || past[6] != "1//3,2" || len(plan) != 0 {
		t.Errorf("trail %q then %q", past, plan)
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if got, n := r.sc.Shown().String(), r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != "1/2/3" || n != 5 {
		t.Errorf("undo: at %s after %d moves", got, n)
	}
}

// hasValue reports whether settings hold the parameter name at v.
func hasValue(settings any, name string, v int) bool {
	vals, ok := settings.(frame.Values)
	got, has := vals.Get(name)
	return ok && has && got == v
}

// TestFrameAllocs fails if the ticks and frames of a replay allocate in
// steady state, once the whole replay (and its win) has been drawn, so
// every text it shows has its glyphs cached.
func TestFrameAllocs(t *testing.T) {
	l, r := scenetest.Replaying(t, func() *rig { return newRig(t, 3, 3) })
	r.CheckReplayAllocs(l, r.sc.Ses, r.sc.Won)
}

// TestResizeKeepsTheGame turns and resizes the screen during a replay:
// the replay goes on from its place at its speed, the help card stays
// open, and it ends in the win.
func TestResizeKeepsTheGame(t *testing.T) {
	r := newRig(t, 4, 3)
	r.Key(ebiten.KeyEqual) // 2×
	r.Key(ebiten.KeyS)
	r.Ticks(90)
	if !r.sc.Ses.Playing() {
		t.Fatal("the replay does not play")
	}
	speed := r.sc.Ses.SpeedIndex()
	r.Key(ebiten.KeyH)
	last := r.sc.Ses.Pos()
	for _, s := range []ui.Rect{ui.R(0, 0, 390, 844), ui.R(0, 0, 844, 390), ui.R(0, 0, 2560, 1080), ui.R(0, 0, 320, 480), ui.R(0, 0, 1280, 720)} {
		r.Screen = s
		r.Ticks(25)
		if got := r.sc.Layout.Screen; got != s {
			t.Fatalf("laid out for %v after a resize to %v", got, s)
		}
		if pos := r.sc.Ses.Pos(); pos < last {
			t.Fatalf("at %v the replay went back from %d to %d", s, last, pos)
		}
		last = r.sc.Ses.Pos()
		if !r.sc.Ses.Playing() && !r.sc.Won() {
			t.Fatalf("at %v the replay stopped at %d", s, last)
		}
		if r.sc.Ses.SpeedIndex() != speed {
			t.Fatalf("at %v the speed is %d, want %d", s, r.sc.Ses.SpeedIndex(), speed)
		}
		if !r.sc.Help {
			t.Fatalf("at %v the help card closed", s)
		}
	}
	r.Key(ebiten.KeyH)
	r.Settle()
	if !r.sc.Won() {
		t.Fatalf("the replay ended at %v, not won", r.sc.Shown())
	}
}

// TestTapsOnAPhone plays a game by taps alone on a phone's screen held
// upright: the piles where the layout put them.
func TestTapsOnAPhone(t *testing.T) {
	r := newRig(t, 3, 3)
	r.Screen = ui.R(0, 0, 390, 844)
	r.In.Touch = true
	r.Tick()
	yard := -1
	for i, p := range r.sc.Parts() {
		if p.Name == "yard" {
			yard = i
		}
	}
	at := func(p int) (float64, float64) {
		x, y := r.pile(p)
		return r.sc.Layout.ToScreen(yard, x, y)
	}
	start, _ := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	moves, _ := hanoi.Solve(start)
	for _, m := range moves {
		r.Tap(at(m.From))
		r.Tap(at(m.To))
		r.Settle()
	}
	if !r.sc.Won() {
		t.Fatalf("taps on a phone did not win: %v", r.sc.Shown())
	}
	// The bar's buttons are a finger's size and answer a tap: undo.
	b := r.sc.Bar.Button(ui.ActUndo)
	if b.W < 44 || b.H < 44 {
		t.Errorf("undo's target is %v", b)
	}
	r.Tap(b.X+b.W/2, b.Y+b.H/2)
	r.Settle()
	if r.sc.Won() {
		t.Errorf("a tap on undo did not undo")
	}
}
