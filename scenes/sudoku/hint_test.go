package sudoku

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/solver/sudoku"
)

// TestHintsSolveAPuzzle plays a collection puzzle by hints alone: the first
// press shows a step and changes nothing, the second takes it as one move
// that undo takes back, and every digit a hint writes is the solution's.
func TestHintsSolveAPuzzle(t *testing.T) {
	for _, p := range []sudoku.Params{{Size: 9}, {Size: 6, X: true}} {
		t.Run(p.String(), func(t *testing.T) {
			r := newRig(t, p, sudoku.GradeEasy, 0)
			sol, err := r.sc.sv.Solve(r.sc.Shown())
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; !r.sc.Won(); i++ {
				if i > 400 {
					t.Fatal("400 hints did not solve an easy puzzle")
				}
				before, marks := r.sc.Current(), r.sc.Marks()
				r.Key(ebiten.KeyI)
				if !r.sc.hint.On || r.sc.hint.Card.Empty() {
					t.Fatalf("hint %d: nothing shown (status %q)", i, r.Status())
				}
				if r.sc.Current() != before || r.sc.Marks() != marks {
					t.Fatalf("hint %d: the first press changed the grid", i)
				}
				moves := r.sc.Ses.MoveCount(r.sc.Ses.Pos())
				r.Key(ebiten.KeyI)
				r.Settle()
				if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != moves+1 {
					t.Fatalf("hint %d: %d moves after taking it, want %d", i, got, moves+1)
				}
				now := r.sc.Current()
				for c := 0; c < p.Cells(); c++ {
					if d := now.Cell(c); d != 0 && d != sol.Cell(c) {
						t.Fatalf("hint %d wrote %d in cell %d; the solution has %d", i, d, c, sol.Cell(c))
					}
				}
				if i == 0 {
					r.Key(ebiten.KeyZ)
					r.Settle()
					if r.sc.Current() != before || r.sc.Marks() != marks {
						t.Fatal("undo did not take the hint back")
					}
					r.Key(ebiten.KeyY)
					r.Settle()
				}
			}
		})
	}
}

// TestHintNamesAWrongEntry: a wrong digit is the hint, named with its cell,
// and taking the hint clears it.
func TestHintNamesAWrongEntry(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	r.cell(1)
	r.pad(4) // r1c2 should be 1
	r.Settle()
	r.Key(ebiten.KeyI)
	st := r.sc.hint.Step
	if !r.sc.hint.On || st.Technique != sudoku.WrongEntry || !strings.Contains(st.Text, "r1c2") {
		t.Fatalf("hint after a wrong entry: %v %q", st.Technique, st.Text)
	}
	r.Key(ebiten.KeyI)
	r.Settle()
	if r.sc.Current().Cell(1) != 0 {
		t.Fatal("taking the hint kept the wrong entry")
	}
	// Escape closes a hint before it leaves the scene.
	r.CheckEscapeCloses(ebiten.KeyI, func() bool { return r.sc.hint.On })
}

// TestNewPuzzleByLevel makes puzzles in the background at the chosen level:
// each opens with one solution and exactly that grade.
func TestNewPuzzleByLevel(t *testing.T) {
	r := newRig(t, sudoku.DefaultParams(), sudoku.GradeEasy, 0)
	for _, g := range []sudoku.Grade{sudoku.GradeHard, sudoku.GradeEasy} {
		r.sc.level = g
		r.action(actNew)
		// A quick puzzle may already be open by the click's release.
		if !r.sc.gen.Busy() && !strings.Contains(r.Status(), "New "+g.String()) {
			t.Fatalf("%v: no puzzle being made (status %q)", g, r.Status())
		}
		r.sc.Wait()
		r.Tick()
		s := r.sc.Shown()
		if got, _, err := sudoku.RateLogic(s); err != nil || got != g {
			t.Fatalf("asked for %v, got %v (%v): %v", g, got, err, s)
		}
		if !r.sc.made || r.sc.navLabel() != "new" || !strings.Contains(r.Status(), "New "+g.String()+" puzzle") {
			t.Errorf("%v: made %v, status %q", g, r.sc.made, r.Status())
		}
	}
}

// TestNewPuzzleRefusesWhatCannotBeMade: a level a size never reaches, or
// one that takes minutes, is refused at once with the reason.
func TestNewPuzzleRefusesWhatCannotBeMade(t *testing.T) {
	tests := []struct {
		p    sudoku.Params
		g    sudoku.Grade
		want string
	}{
		{sudoku.Params{Size: 4}, sudoku.GradeHard, "singles always solve a 4×4 grid"},
		{sudoku.Params{Size: 16}, sudoku.GradeBeyond, "takes minutes"},
	}
	for _, tc := range tests {
		r := newRig(t, tc.p, sudoku.GradeEasy, 0)
		r.sc.level = tc.g
		r.Key(ebiten.KeyU)
		if r.sc.gen.Busy() || !strings.Contains(r.Status(), tc.want) {
			t.Errorf("%v %v: making %v, status %q", tc.p, tc.g, r.sc.gen.Busy(), r.Status())
		}
	}
}
