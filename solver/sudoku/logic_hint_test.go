package sudoku

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// playHints presses Hint and applies it until the grid is solved or no
// hint comes, and returns the final grid and marks.
func playHints(t *testing.T, s State, mk Marks) (State, Marks) {
	t.Helper()
	sv := NewSolver()
	for presses := 0; ; presses++ {
		if presses > 2*MaxCells*MaxSize {
			t.Fatalf("hints go round in circles at %v", s)
		}
		st, ok, err := sv.Hint(s, mk)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return s, mk
		}
		if st.Text == "" || len(st.Cells) == 0 {
			t.Fatalf("hint without text or cells: %+v", st)
		}
		if s, mk, err = ApplyHint(s, mk, st); err != nil {
			t.Fatalf("ApplyHint(%q): %v", st.Text, err)
		}
	}
}

func TestHintSolvesByLogic(t *testing.T) {
	sv := NewSolver()
	for _, p := range []Params{{Size: 9}, {Size: 6, X: true}} {
		for _, g := range []Grade{GradeEasy, GradeHard, GradeExpert} {
			s, err := sv.GenerateGrade(p, g, rand.New(rand.NewPCG(11, 0)))
			if err != nil {
				t.Fatal(err)
			}
			end, _ := playHints(t, s, Marks{})
			if !end.Solved() {
				t.Errorf("%v %v: hints stopped at %v", p, g, end)
			}
		}
	}
}

func TestHintWrongEntry(t *testing.T) {
	puzzle := logicParse(t, easyPuzzle, false)
	sol := logicSolution(t, puzzle)
	n := 9
	tests := []struct {
		name  string
		cells map[string]int // entries
		want  string         // a part of the hint
		cell  string
	}{
		{"clash", map[string]int{"r1c1": 3}, "r1c1 should not be 3: 3 is also in row 1 (r1c3)", "r1c1"},
		{"dead end", map[string]int{"r1c1": 5}, "r1c1 should not be 5: with it, naked and hidden singles lead to a dead end", "r1c1"},
		{"first of two, row-major", map[string]int{"r9c9": 1, "r2c2": 1}, "r2c2 should not be 1", "r2c2"},
		{"right entries are fine", map[string]int{"r1c1": 4}, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := puzzle
			for name, d := range tc.cells {
				i := mustCell(t, name, n)
				var err error
				if s, err = s.Enter(Move{Row: i / n, Col: i % n, Digit: d}); err != nil {
					t.Fatal(err)
				}
			}
			st, ok, err := Hint(s, Marks{})
			if err != nil || !ok {
				t.Fatalf("Hint: %v, %v", ok, err)
			}
			if tc.want == "" {
				if st.Technique == WrongEntry {
					t.Fatalf("a right entry called wrong: %s", st.Text)
				}
				return
			}
			if st.Technique != WrongEntry || !strings.Contains(st.Text, tc.want) {
				t.Fatalf("hint %q, want a wrong entry saying %q", st.Text, tc.want)
			}
			i := mustCell(t, tc.cell, n)
			if len(st.Moves) != 1 || st.Moves[0] != (Move{Row: i / n, Col: i % n}) || !strings.HasSuffix(st.Text, ": "+tc.cell+"=.") {
				t.Fatalf("hint %q moves %v, want %s cleared", st.Text, st.Moves, tc.cell)
			}
			after, _, err := ApplyHint(s, Marks{}, st)
			if err != nil || after.Cell(i) != 0 {
				t.Fatalf("ApplyHint: %v, cell %d", err, after.Cell(i))
			}
		})
	}
	// The solution's digit is named when no clash or dead end shows it.
	st, ok := wrongEntry(puzzle, sol)
	if ok {
		t.Fatalf("wrong entry in the bare puzzle: %s", st.Text)
	}
}

// mustCell reads "r3c7" as a cell index of a grid of side n.
func mustCell(t *testing.T, name string, n int) int {
	t.Helper()
	m, err := ParseMove(name + "=.")
	if err != nil {
		t.Fatal(err)
	}
	return m.Row*n + m.Col
}

func TestHintMarks(t *testing.T) {
	puzzle := logicParse(t, mediumPuzzle, false)
	sol := logicSolution(t, puzzle)
	// Marks that leave out the solution's digit are ignored, and the hints
	// still finish the puzzle.
	var mk Marks
	for i := 0; i < 81; i++ {
		if puzzle.Cell(i) == 0 {
			mk[i] = puzzle.Candidates(i) &^ (1 << (sol.Cell(i) - 1))
		}
	}
	end, _ := playHints(t, puzzle, mk)
	if end.String() != sol.String() {
		t.Fatalf("hints with wrong marks ended at %v", end)
	}
	// Marks that narrow the candidates rightly are used: a cell marked with
	// its digit alone is a naked single at once.
	var one Marks
	i := strings.IndexByte(mediumPuzzle, '.')
	one[i] = 1 << (sol.Cell(i) - 1)
	st, ok, err := Hint(puzzle, one)
	if err != nil || !ok || st.Technique != NakedSingle || st.Moves[0].Row*9+st.Moves[0].Col != i {
		t.Fatalf("hint %q, %v, %v; want the naked single in cell %d", st.Text, ok, err, i)
	}
}

func TestHintErrors(t *testing.T) {
	if _, _, err := Hint(State{}, Marks{}); err == nil {
		t.Error("zero state: no error")
	}
	if _, _, err := Hint(logicParse(t, "1"+strings.Repeat(".", 80), false), Marks{}); !errors.Is(err, ErrNotUnique) {
		t.Errorf("not unique: %v", err)
	}
	if _, _, err := Hint(logicParse(t, "11"+strings.Repeat(".", 79), false), Marks{}); !errors.Is(err, ErrNoSolution) {
		t.Errorf("no solution: %v", err)
	}
	if _, ok, err := Hint(logicParse(t, beyondPuzzle, false), Marks{}); ok || err != nil {
		t.Errorf("beyond at once: %v, %v; want no hint", ok, err)
	}
}

// FuzzExplain runs the logic solver on random grids: a random full grid
// with random cells emptied (the puzzle may have many solutions; the full
// grid is one of them, so no step may contradict it).
func FuzzExplain(f *testing.F) {
	f.Add(uint64(1), uint8(2), false, uint8(128))
	f.Add(uint64(2), uint8(2), true, uint8(200))
	f.Add(uint64(3), uint8(0), false, uint8(60))
	f.Add(uint64(4), uint8(1), true, uint8(150))
	f.Add(uint64(5), uint8(3), false, uint8(90))
	f.Fuzz(func(t *testing.T, seed uint64, size uint8, x bool, empty uint8) {
		p := Params{Size: []int{4, 6, 9, 16}[size%4], X: x}
		rng := rand.New(rand.NewPCG(seed, 0))
		sv := NewSolver()
		full, err := sv.Generate(p, rng, p.Cells())
		if err != nil {
			t.Fatal(err)
		}
		s := full
		for i := 0; i < p.Cells(); i++ {
			if rng.IntN(256) < int(empty) {
				s.cells[i] = 0
				s.given.Remove(i)
			}
		}
		l, err := NewLogic(s)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; ; steps++ {
			if steps > MaxCells*MaxSize {
				t.Fatal("more steps than candidates")
			}
			st, ok := l.Next()
			if !ok {
				break
			}
			checkStep(t, l, st, full)
			if err := l.Apply(st); err != nil {
				t.Fatal(err)
			}
		}
		if _, broken := l.Broken(); broken {
			t.Fatal("broken")
		}
	})
}
