package sudoku

import (
	"testing"

	"puzzleworks/solver/sudoku"
)

// TestCollection checks the bundled puzzles: each has exactly one
// solution, every kind the header offers has puzzles, and each is marked
// with the grade the logic solver gives it.
func TestCollection(t *testing.T) {
	c, err := sudoku.LoadCollection()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.All) < 250 {
		t.Fatalf("%d puzzles, want a few hundred", len(c.All))
	}
	sv := sudoku.NewSolver()
	for i, e := range c.All {
		if n, err := sv.Count(e.Grid, 2); n != 1 || err != nil {
			t.Fatalf("puzzle %d (%v %v): %d solutions, %v", i+1, e.Grid.Params(), e.Grade, n, err)
		}
	}
	for _, n := range sizes {
		for _, x := range []bool{false, true} {
			p := sudoku.Params{Size: n, X: x}
			has := c.Has(p)
			if has == [sudoku.Grades]bool{} {
				t.Errorf("no %v puzzles", p)
			}
		}
	}
	// Each puzzle's level is the logic solver's grade, and the 9×9 puzzles
	// span every grade.
	var nine [sudoku.Grades]int
	for i, e := range c.All {
		g, _, err := sv.RateLogic(e.Grid)
		if err != nil || g != e.Grade {
			t.Errorf("puzzle %d (%v) is marked %v; the logic solver grades it %v, %v",
				i+1, e.Grid.Params(), e.Grade, g, err)
		}
		if e.Grid.Params() == (sudoku.Params{Size: 9}) {
			nine[g]++
		}
	}
	for g, n := range nine {
		if n < 3 {
			t.Errorf("%d %v 9×9 puzzles, want a few of each grade", n, sudoku.Grade(g))
		}
	}
}
