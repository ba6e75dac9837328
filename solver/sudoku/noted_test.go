package sudoku

import (
	"errors"
	"testing"
)

func TestNoted(t *testing.T) {
	g, err := ParseGrid("1..4.41.2..3.32.", false) // 4×4: r1c2, r1c3 empty
	if err != nil {
		t.Fatal(err)
	}
	p := NewNoted(g, nil)
	if p.HasMarks() || p.Marks() != (Marks{}) {
		t.Fatal("a new position has marks")
	}
	// Marks in r1c2 and r1c3, then 2 written in r1c2: its marks go from r1c3.
	p, err = p.ToggleMark(0, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	p, err = p.ToggleMark(0, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !p.HasMarks() || !p.Marks()[1].Has(2) || !p.Marks()[2].Has(2) {
		t.Fatalf("marks %v %v", p.Marks()[1], p.Marks()[2])
	}
	entered, err := p.Enter(Move{Row: 0, Col: 1, Digit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if entered.Grid.Cell(1) != 2 || entered.Marks()[2].Has(2) {
		t.Fatalf("after entering 2 in r1c2: cell %d, r1c3 marks %v", entered.Grid.Cell(1), entered.Marks()[2])
	}
	if !p.Marks()[2].Has(2) {
		t.Fatal("Enter changed the marks of the position before it")
	}
	// Erase takes an empty cell's marks first, then there is nothing to erase.
	erased, err := p.Erase(0, 2)
	if err != nil || erased.Marks()[2] != 0 {
		t.Fatalf("erase marks: %v, %v", erased.Marks()[2], err)
	}
	if _, err := erased.Erase(0, 2); err == nil {
		t.Fatal("erasing an empty cell without marks: no error")
	}
	// Erase a digit; a given cannot be erased.
	if back, err := entered.Erase(0, 1); err != nil || back.Grid.Cell(1) != 0 {
		t.Fatalf("erase the digit: %v, %v", back.Grid.Cell(1), err)
	}
	if _, err := entered.Erase(0, 0); err == nil {
		t.Fatal("erasing a given: no error")
	}
	// The search's moves leave the marks as they are.
	placed, err := p.Apply(Move{Row: 0, Col: 1, Digit: 2})
	if err != nil || placed.Marks() != p.Marks() || placed.Grid.Cell(1) != 2 {
		t.Fatalf("apply: %v", err)
	}
	filled, err := NewNoted(g, nil).FillMarks()
	if err != nil || filled.Marks()[1] != g.Candidates(1) {
		t.Fatalf("fill: %v, %v", filled.Marks()[1], err)
	}
	if _, err := filled.FillMarks(); err == nil {
		t.Fatal("filling again: no error")
	}
	if st, ok, err := Hint(g, Marks{}); err != nil || !ok {
		t.Fatalf("hint: %v %v", ok, err)
	} else if h, err := NewNoted(g, nil).Hint(st); err != nil || h.Grid == g && len(st.Moves) > 0 {
		t.Fatalf("taking the hint: %v", err)
	}
}

func TestJudge(t *testing.T) {
	sv := NewSolver()
	for _, tc := range []struct {
		grid string
		want int
		why  bool
	}{
		{"1..4.41.2..3.32.", 1, false},
		{"................", 2, false},
		{"11..............", 0, true},
	} {
		g, err := ParseGrid(tc.grid, false)
		if err != nil {
			t.Fatal(err)
		}
		n, why := sv.Judge(g)
		if n != tc.want || (why != nil) != tc.why {
			t.Errorf("Judge(%s) = %d, %v; want %d solutions", tc.grid, n, why, tc.want)
		}
	}
}

func TestWatch(t *testing.T) {
	sv := NewSolver()
	g, err := ParseGrid("1..4.41.2..3.32.", false)
	if err != nil {
		t.Fatal(err)
	}
	steps, traced, err := sv.Watch(g, 1000)
	if err != nil || !traced {
		t.Fatalf("traced %v, %v", traced, err)
	}
	if end, err := Replay(g, steps); err != nil || !end.Solved() {
		t.Fatalf("the trace does not solve it: %v", err)
	}
	empty := g.NumCells() - g.Filled()
	steps, traced, err = sv.Watch(g, 1)
	if err != nil || traced || len(steps) != empty {
		t.Fatalf("one step at most: %d steps for %d empty cells, traced %v, %v", len(steps), empty, traced, err)
	}
	for _, st := range steps {
		if p, ok := st.(Place); !ok || p.Guess {
			t.Fatalf("a step filled in directly: %v", st)
		}
	}
	if end, err := Replay(g, steps); err != nil || !end.Solved() {
		t.Fatalf("the solution filled in does not solve it: %v", err)
	}
	bad, _ := ParseGrid("11..............", false)
	if _, _, err := sv.Watch(bad, 1000); !errors.Is(err, ErrNoSolution) {
		t.Fatalf("no solution: %v", err)
	}
}
