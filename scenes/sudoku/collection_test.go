package sudoku

import (
	"testing"

	"puzzleworks/solver/sudoku"
)

// TestCollection checks the bundled puzzles: each has exactly one
// solution, every kind the header offers has puzzles, and the hard and
// expert 9×9 puzzles really need guesses.
func TestCollection(t *testing.T) {
	c, err := loadCollection()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.all) < 250 {
		t.Fatalf("%d puzzles, want a few hundred", len(c.all))
	}
	sv := sudoku.NewSolver()
	for i, e := range c.all {
		s, _ := sudoku.ParseGrid(e.grid, e.p.X)
		if n, err := sv.Count(s, 2); n != 1 || err != nil {
			t.Fatalf("puzzle %d (%v %v): %d solutions, %v", i+1, e.p, e.level, n, err)
		}
	}
	for _, n := range sizes {
		for _, x := range []bool{false, true} {
			p := sudoku.Params{Size: n, X: x}
			has := c.levels(p)
			if has == [sudoku.Levels]bool{} {
				t.Errorf("no %v puzzles", p)
			}
		}
	}
	for _, l := range []sudoku.Level{sudoku.Hard, sudoku.Expert} {
		list := c.kind(sudoku.Params{Size: 9}, l)
		if len(list) < 20 {
			t.Fatalf("%d %v 9×9 puzzles", len(list), l)
		}
		s, _ := sudoku.ParseGrid(c.all[list[0]].grid, false)
		if r, err := sv.Rate(s); err != nil || r.Level != l {
			t.Errorf("the first %v 9×9 puzzle rates %+v, %v", l, r, err)
		}
	}
}
