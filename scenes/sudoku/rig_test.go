package sudoku

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig is a scene with everything a tick needs, driven by hand.
type rig struct {
	t     testing.TB
	sc    *Scene
	in    ui.Input
	ctx   ui.Context
	prefs ui.Prefs
	stat  ui.Status
	fonts *ui.Fonts
	paint *ui.Painter
	sound ui.Sounds
	typed []rune // characters the next tick types
}

// testArt is drawn once per test binary: the desk is large.
var testArt = func() func(testing.TB) *sudokuart.Art {
	var art *sudokuart.Art
	return func(t testing.TB) *sudokuart.Art {
		if art == nil {
			a, err := sudokuart.New()
			if err != nil {
				t.Fatal(err)
			}
			art = a
		}
		return art
	}
}()

// newRig opens puzzle pick of p and level l from the collection.
func newRig(t testing.TB, p sudoku.Params, l sudoku.Grade, pick int) *rig {
	t.Helper()
	coll, err := loadCollection()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := New(ui.NewEnv(), testArt(t), coll, p, l, pick)
	if err != nil {
		t.Fatal(err)
	}
	return wrap(t, sc)
}

// newRigFrom opens a puzzle given as text.
func newRigFrom(t testing.TB, text string, x bool) *rig {
	t.Helper()
	r := newRig(t, sudoku.DefaultParams(), sudoku.GradeMedium, 0)
	s, err := sudoku.ParseGrid(text, x)
	if err != nil {
		t.Fatal(err)
	}
	r.sc.openState(position{g: s}, "test")
	return r
}

func wrap(t testing.TB, sc *Scene) *rig {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, sc: sc, prefs: ui.DefaultPrefs(), fonts: fonts, paint: ui.NewPainter()}
	sc.chars = func(dst []rune) []rune {
		dst = append(dst, r.typed...)
		r.typed = r.typed[:0]
		return dst
	}
	sc.clip = ui.Clipboard{}
	r.in.X, r.in.Y = -100, -100
	return r
}

func (r *rig) context() ui.Context {
	return ui.Context{In: &r.in, View: ui.Identity, Fonts: r.fonts, Prefs: &r.prefs, Status: &r.stat, Paint: r.paint, Sound: r.sound}
}

// tick runs one update with the input as it is, then clears the edges.
func (r *rig) tick() {
	r.ctx = r.context()
	if err := r.sc.Update(&r.ctx); err != nil {
		r.t.Fatal(err)
	}
	r.stat.Tick()
	r.in.Pressed, r.in.Released = false, false
	r.in.Keys = r.in.Keys[:0]
}

// click presses and releases the mouse at x, y.
func (r *rig) click(x, y float64) {
	r.in.X, r.in.Y = x, y
	r.in.Down, r.in.Pressed = true, true
	r.tick()
	r.in.Down, r.in.Released = false, true
	r.tick()
}

func (r *rig) key(k ebiten.Key) {
	r.in.Keys = append(r.in.Keys, k)
	r.tick()
}

// shiftKey presses k with Shift held.
func (r *rig) shiftKey(k ebiten.Key) {
	r.in.Shift = true
	r.key(k)
	r.in.Shift = false
}

// settle ticks until nothing moves.
func (r *rig) settle() {
	for i := 0; i < 2000000 && !(r.sc.Ses.Idle() || r.sc.Ses.Frozen()); i++ {
		r.tick()
	}
	r.tick()
}

func (r *rig) status() string { s, _ := r.stat.Text(); return s }

// cell clicks cell i.
func (r *rig) cell(i int) { r.click(r.sc.CellCentre(i)) }

// pad clicks the pad's tile of digit d.
func (r *rig) pad(d int) { r.click(r.sc.TileCentre(d)) }

// action clicks one of the pad's actions.
func (r *rig) action(a int) {
	x, y := r.sc.geo.actionXY(a)
	r.click(x+actionW/2, y+actionH/2)
}

// recorder keeps what the scene asked to play.
type recorder struct {
	played []audio.Sound
}

func (r *recorder) Play(s audio.Sound)        { r.played = append(r.played, s) }
func (r *recorder) SetLoop(audio.Sound, bool) {}

func (r *recorder) count(s audio.Sound) int {
	n := 0
	for _, p := range r.played {
		if p == s {
			n++
		}
	}
	return n
}

// Test puzzles: Arto Inkala's "hardest" 9×9 and its solution.
const (
	inkala    = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	inkalaSol = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
)
