package sudoku

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// singlesOnly fills s with naked and hidden singles alone and reports
// whether that solves it. It is written apart from the logic solver, on
// the plain grid, so that the easy grade is checked independently.
func singlesOnly(s State) bool {
	p := s.Params()
	n := p.Size
	cells := s.Cells()
	var units [][]int
	for k := 0; k < n; k++ {
		var row, col, box []int
		for j := 0; j < n; j++ {
			row = append(row, k*n+j)
			col = append(col, j*n+k)
		}
		for i := 0; i < n*n; i++ {
			if p.Box(i/n, i%n) == k {
				box = append(box, i)
			}
		}
		units = append(units, row, col, box)
	}
	if p.X {
		var d1, d2 []int
		for k := 0; k < n; k++ {
			d1, d2 = append(d1, k*n+k), append(d2, k*n+n-1-k)
		}
		units = append(units, d1, d2)
	}
	fits := func(i, d int) bool {
		if cells[i] != 0 {
			return false
		}
		for j := range cells {
			if j != i && cells[j] == d && p.Sees(i, j) {
				return false
			}
		}
		return true
	}
	for {
		progress := false
		for i := range cells {
			var only, count int
			for d := 1; d <= n; d++ {
				if fits(i, d) {
					only, count = d, count+1
				}
			}
			if count == 1 {
				cells[i], progress = only, true
			}
		}
		for _, u := range units {
			for d := 1; d <= n; d++ {
				at, count := -1, 0
				for _, i := range u {
					if fits(i, d) {
						at, count = i, count+1
					}
				}
				if count == 1 {
					cells[at], progress = d, true
				}
			}
		}
		if !progress {
			break
		}
	}
	for _, d := range cells {
		if d == 0 {
			return false
		}
	}
	return true
}

// Puzzles of known grades (by the thresholds in Grade's documentation).
const (
	easyPuzzle   = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.." // singles
	mediumPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" // Norvig's "hard" one: locked candidates
	beyondPuzzle = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.." // Arto Inkala's
)

func TestGradeNames(t *testing.T) {
	for g := GradeEasy; g < Grades; g++ {
		back, err := ParseGrade(strings.ToUpper(g.String()))
		if err != nil || back != g {
			t.Errorf("ParseGrade(%q) = %v, %v", g, back, err)
		}
	}
	if _, err := ParseGrade("fiendish"); err == nil || !strings.Contains(err.Error(), "easy, medium, hard, expert or beyond") {
		t.Errorf("ParseGrade(fiendish): %v", err)
	}
	for tc := Technique(0); tc < Techniques; tc++ {
		if strings.HasPrefix(tc.String(), "technique(") {
			t.Errorf("technique %d has no name", tc)
		}
	}
	want := map[Technique]Grade{FullHouse: GradeEasy, HiddenSingle: GradeEasy, Pointing: GradeMedium, HiddenPair: GradeMedium,
		NakedTriple: GradeHard, Jellyfish: GradeHard, SimpleColouring: GradeHard, XChain: GradeExpert, AIC: GradeExpert, WrongEntry: GradeBeyond}
	for tc, g := range want {
		if tc.Grade() != g {
			t.Errorf("%v.Grade() = %v, want %v", tc, tc.Grade(), g)
		}
	}
}

func TestRateLogic(t *testing.T) {
	tests := []struct {
		name    string
		puzzle  string
		x       bool
		want    Grade
		wantErr error
	}{
		{"easy", easyPuzzle, false, GradeEasy, nil},
		{"medium", mediumPuzzle, false, GradeMedium, nil},
		{"beyond", beyondPuzzle, false, GradeBeyond, nil},
		{"not unique", "1" + strings.Repeat(".", 80), false, 0, ErrNotUnique},
		{"no solution", "11" + strings.Repeat(".", 79), false, 0, ErrNoSolution},
		{"solved", "812753649943682175675491283154237896369845721287169534521974368438526917796318452", false, GradeEasy, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := logicParse(t, tc.puzzle, tc.x)
			g, _, err := RateLogic(s)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil || g != tc.want {
				t.Fatalf("RateLogic = %v, %v; want %v", g, err, tc.want)
			}
			if singles := singlesOnly(s); singles != (g == GradeEasy) {
				t.Errorf("singles alone solve it: %v, but the grade is %v", singles, g)
			}
		})
	}
}

// generateCases are the sizes and the grades each reaches quickly (a 4×4
// puzzle always falls to singles; 6×6 ones seldom need more than the hard
// techniques).
var generateCases = []struct {
	p      Params
	grades []Grade
}{
	{Params{Size: 4}, []Grade{GradeEasy}},
	{Params{Size: 4, X: true}, []Grade{GradeEasy}},
	{Params{Size: 6}, []Grade{GradeEasy, GradeHard}},
	{Params{Size: 9}, []Grade{GradeEasy, GradeMedium, GradeHard, GradeExpert, GradeBeyond}},
	{Params{Size: 9, X: true}, []Grade{GradeEasy, GradeMedium, GradeHard, GradeExpert, GradeBeyond}},
	{Params{Size: 16}, []Grade{GradeEasy}},
}

func TestGenerateGrade(t *testing.T) {
	sv := NewSolver()
	for _, tc := range generateCases {
		for _, g := range tc.grades {
			if testing.Short() && tc.p.Size == 16 {
				continue
			}
			t.Run(tc.p.String()+" "+g.String(), func(t *testing.T) {
				s, err := sv.GenerateGrade(tc.p, g, rand.New(rand.NewPCG(7, 0)))
				if err != nil {
					t.Fatal(err)
				}
				if s.Params() != tc.p || s.Filled() != s.Givens().Len() {
					t.Fatalf("%v: params %v, %d filled, %d givens", s, s.Params(), s.Filled(), s.Givens().Len())
				}
				if n, err := sv.Count(s, 2); err != nil || n != 1 {
					t.Fatalf("%v: %d solutions (%v)", s, n, err)
				}
				got, _, err := sv.RateLogic(s)
				if err != nil || got != g {
					t.Fatalf("%v: grade %v (%v), want %v", s, got, err, g)
				}
				if singles := singlesOnly(s); singles != (g == GradeEasy) {
					t.Errorf("%v: singles alone solve it: %v, but the grade is %v", s, singles, g)
				}
				_, solved := explainChecked(t, s)
				if solved != (g != GradeBeyond) {
					t.Errorf("%v: logic solves it: %v, grade %v", s, solved, g)
				}
				again, err := sv.GenerateGrade(tc.p, g, rand.New(rand.NewPCG(7, 0)))
				if err != nil || again != s {
					t.Errorf("the same seed gave %v, then %v", s, again)
				}
			})
		}
	}
}

func TestGenerateGradeRefuses(t *testing.T) {
	sv := NewSolver()
	rng := rand.New(rand.NewPCG(1, 0))
	if _, err := sv.GenerateGrade(Params{Size: 5}, GradeEasy, rng); err == nil {
		t.Error("size 5: no error")
	}
	if _, err := sv.GenerateGrade(Params{Size: 9}, Grades, rng); err == nil {
		t.Error("no such grade: no error")
	}
	if _, err := sv.GenerateGrade(Params{Size: 4}, GradeBeyond, rng); !errors.Is(err, ErrNoPuzzle) {
		t.Errorf("4×4 beyond: %v, want ErrNoPuzzle", err)
	}
}

// TestLogicGenerated checks every step on generated puzzles of every size
// and the X variant: it runs in a clone, without the shared sets.
func TestLogicGenerated(t *testing.T) {
	sv := NewSolver()
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range []Params{{Size: 4}, {Size: 6}, {Size: 6, X: true}, {Size: 9}, {Size: 9, X: true}, {Size: 16}, {Size: 16, X: true}} {
		// Minimal puzzles, down to where the solution would not be
		// unique; for 16×16 only while the hard techniques solve them,
		// as proving uniqueness of a minimal 16×16 puzzle is slow.
		count, g := 12, GradeBeyond
		if p.Size == 16 {
			count, g = 2, GradeHard
		}
		for k := 0; k < count; k++ {
			full, err := sv.Generate(p, rng, p.Cells())
			if err != nil {
				t.Fatal(err)
			}
			s := sv.thin(&Logic{quiet: true}, full, g, rng)
			explainChecked(t, s)
		}
	}
}

// BenchmarkGenerate measures 9×9 puzzles a second at each level.
func BenchmarkGenerate(b *testing.B) {
	for g := GradeEasy; g < Grades; g++ {
		b.Run("level="+g.String(), func(b *testing.B) {
			sv := NewSolver()
			rng := rand.New(rand.NewPCG(1, 0))
			for b.Loop() {
				if _, err := sv.GenerateGrade(Params{Size: 9}, g, rng); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
