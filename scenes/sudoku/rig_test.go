package sudoku

import (
	"sync"
	"testing"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig drives a sudoku scene by hand.
type rig struct {
	*scenetest.Rig
	sc *Scene
}

// testArt is drawn once per test binary: the desk is large.
var testArt = sync.OnceValues(func() (*sudokuart.Art, error) { return sudokuart.New(nil) })

// newRig opens puzzle pick of p and level l from the collection.
func newRig(t testing.TB, p sudoku.Params, l sudoku.Grade, pick int) *rig {
	t.Helper()
	coll, err := sudoku.LoadCollection()
	if err != nil {
		t.Fatal(err)
	}
	art, err := testArt()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := New(ui.NewEnv(), art, coll, p, l, pick)
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
	r.sc.openState(position{Grid: s}, "test")
	return r
}

// wrap drives sc, its typed text and clipboard the test's.
func wrap(t testing.TB, sc *Scene) *rig {
	t.Helper()
	r := &rig{Rig: scenetest.New(t, sc), sc: sc}
	sc.field.Chars = r.Chars
	sc.field.Clip = ui.Clipboard{}
	// Settle: until nothing moves; a search replay can be long.
	r.MaxTicks = 10 * scenetest.MaxSettleTicks
	return r
}

// cell clicks cell i.
func (r *rig) cell(i int) { r.Click(r.sc.CellCentre(i)) }

// pad clicks the pad's tile of digit d.
func (r *rig) pad(d int) { r.Click(r.sc.TileCentre(d)) }

// action clicks one of the pad's actions.
func (r *rig) action(a int) {
	t := r.sc.geo.pad.Acts.Rect(a)
	r.Click(t.X+actionW/2, t.Y+actionH/2)
}

// Test puzzles: Arto Inkala's "hardest" 9×9 and its solution.
const (
	inkala    = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	inkalaSol = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
)

// in maps a design point of the part of role ro to where it lies on the
// screen.
func (r *rig) in(ro role) func(x, y float64) (float64, float64) {
	return scenetest.PartAt(r.T, &r.sc.Layout, r.sc.Index(ro))
}

// CellsLeft is the number of empty cells in the position shown.
func (sc *Scene) CellsLeft() int {
	g := sc.Shown()
	return g.NumCells() - g.Filled()
}

// Selected is the selected cell, or -1.
func (sc *Scene) Selected() int { return sc.sel }

// TileCentre is the logical centre of the pad's tile of digit d.
func (sc *Scene) TileCentre(d int) (float64, float64) { return sc.keys.KeyCentre(d) }

// Params are the grid's parameters.
func (sc *Scene) Params() sudoku.Params { return sc.params }

// Shown is the position shown (at rest) or being left (during a move).
func (sc *Scene) Shown() sudoku.State { return sc.Ses.Shown().From.Grid }

// Current is the logical position, after the moves already queued.
func (sc *Scene) Current() sudoku.State { return sc.Ses.Current().Grid }

// Marks are the pencil marks of the position shown.
func (sc *Scene) Marks() sudoku.Marks { return sc.Ses.Shown().From.Marks() }

// CellCentre is the logical centre of cell i.
func (sc *Scene) CellCentre(i int) (float64, float64) {
	x, y := sc.geo.cellXY(i)
	return x + sc.geo.Cell/2, y + sc.geo.Cell/2
}

// Counters are the placements and dead ends of the history up to the
// position shown.
func (sc *Scene) Counters() (placements, deadEnds int) { return sc.tally.At(sc.Ses.Pos()) }
