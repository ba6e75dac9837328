package sudoku

import (
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// engines returns the ways a test can solve a grid: the public API (fast
// engine for classic 9×9) and the general engine forced.
func engines() map[string]func(s State, limit int) (int, []int) {
	return map[string]func(s State, limit int) (int, []int){
		"api": func(s State, limit int) (int, []int) {
			sv := NewSolver()
			n, _ := sv.Count(s, limit)
			if n == 0 {
				return 0, nil
			}
			sol, err := sv.Solve(s)
			if err != nil {
				return -1, nil
			}
			return n, sol.Cells()
		},
		"general": func(s State, limit int) (int, []int) {
			var e general
			n := e.run(s, limit, false, 0)
			out := make([]int, s.NumCells())
			for i := range out {
				out[i] = int(e.sol[i])
			}
			return n, out
		},
	}
}

func TestSolutions(t *testing.T) {
	for _, c := range loadCases(t, "solutions.txt") {
		s := mustParse(t, c.puzzle, c.x)
		want := mustParse(t, c.rest[0], c.x)
		if !validSolution(s.Params(), s.Cells(), want.Cells()) {
			t.Fatalf("line %d: the listed solution breaks the rules", c.line)
		}
		for name, solve := range engines() {
			n, sol := solve(s, 2)
			if n != 1 {
				t.Errorf("line %d %s: %d solutions, want 1", c.line, name, n)
				continue
			}
			if !validSolution(s.Params(), s.Cells(), sol) {
				t.Errorf("line %d %s: solution breaks the rules", c.line, name)
			}
			for i, d := range sol {
				if d != want.Cell(i) {
					t.Errorf("line %d %s: cell %d is %d, want %d", c.line, name, i, d, want.Cell(i))
					break
				}
			}
		}
	}
}

func TestSolveKeepsGivensAndMarksEntries(t *testing.T) {
	c := loadCases(t, "solutions.txt")[0]
	s := mustParse(t, c.puzzle, c.x)
	sol, err := Solve(s)
	if err != nil {
		t.Fatal(err)
	}
	if !sol.Solved() || sol.String() != c.rest[0] {
		t.Fatalf("Solve = %v, want %s", sol, c.rest[0])
	}
	if sol.Givens() != s.Givens() {
		t.Errorf("givens changed")
	}
	if sol.Puzzle() != s {
		t.Errorf("Puzzle() of the solution is not the puzzle")
	}
}

func TestCounts(t *testing.T) {
	for _, c := range loadCases(t, "counts.txt") {
		s := mustParse(t, c.puzzle, c.x)
		limit, err1 := strconv.Atoi(c.rest[0])
		want, err2 := strconv.Atoi(c.rest[1])
		if err1 != nil || err2 != nil {
			t.Fatalf("line %d: bad numbers", c.line)
		}
		for name, solve := range engines() {
			if n, _ := solve(s, limit); n != want {
				t.Errorf("line %d %s: count %d, want %d", c.line, name, n, want)
			}
		}
		if s.Size() <= 6 {
			if n := bruteCount(s.Params(), s.Cells(), limit); n != want {
				t.Errorf("line %d: brute force counts %d, want %d", c.line, n, want)
			}
		}
	}
}

func TestNoSolution(t *testing.T) {
	for _, c := range loadCases(t, "nosolution.txt") {
		s := mustParse(t, c.puzzle, c.x)
		reason := strings.Join(c.rest, " ")
		_, err := Solve(s)
		if !errors.Is(err, ErrNoSolution) {
			t.Errorf("line %d: Solve error %v, want ErrNoSolution", c.line, err)
			continue
		}
		if !strings.Contains(err.Error(), reason) {
			t.Errorf("line %d: error %q, want it to say %q", c.line, err, reason)
		}
		for name, solve := range engines() {
			if n, _ := solve(s, 2); n != 0 {
				t.Errorf("line %d %s: count %d, want 0", c.line, name, n)
			}
		}
		if s.Size() <= 6 {
			if n := bruteCount(s.Params(), s.Cells(), 2); n != 0 {
				t.Errorf("line %d: brute force finds %d solutions", c.line, n)
			}
		}
		if _, steps, err := Trace(s); !errors.Is(err, ErrNoSolution) {
			t.Errorf("line %d: Trace error %v (%d steps), want ErrNoSolution", c.line, err, len(steps))
		}
	}
}

// TestCountBruteForce4x4 checks Count against plain backtracking on many
// random 4×4 grids with few givens, with and without the X rule.
func TestCountBruteForce4x4(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	sv := NewSolver()
	for k := 0; k < 400; k++ {
		p := Params{Size: 4, X: k%2 == 1}
		cells := make([]int, 16)
		for g := r.IntN(7); g > 0; g-- {
			cells[r.IntN(16)] = 1 + r.IntN(4)
		}
		s, err := FromCells(p, cells, CellSet{})
		if err != nil {
			t.Fatal(err)
		}
		for _, limit := range []int{1, 2, 1000} {
			got, err := sv.Count(s, limit)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteCount(p, cells, limit); got != want {
				t.Fatalf("%v %v limit %d: Count %d, brute force %d", p, s, limit, got, want)
			}
		}
	}
}

// TestFastMatchesBruteForce9x9 checks the fast engine's counts on 9×9
// grids near a solution, where backtracking is quick.
func TestFastMatchesBruteForce9x9(t *testing.T) {
	c := loadCases(t, "solutions.txt")[0]
	sol := mustParse(t, c.rest[0], false)
	r := rand.New(rand.NewPCG(5, 9))
	sv := NewSolver()
	for k := 0; k < 200; k++ {
		cells := sol.Cells()
		for _, i := range r.Perm(81)[:20+r.IntN(25)] {
			cells[i] = 0
		}
		// Sometimes a wrong digit, so that some grids have no solution.
		if k%3 == 0 {
			cells[r.IntN(81)] = 1 + r.IntN(9)
		}
		s, _ := FromCells(DefaultParams(), cells, CellSet{})
		got, _ := sv.Count(s, 3)
		if want := bruteCount(s.Params(), cells, 3); got != want {
			t.Fatalf("%v: Count %d, brute force %d", s, got, want)
		}
	}
}

// TestSolveFromAnyState solves from states of play: givens plus correct
// and wrong entries.
func TestSolveFromAnyState(t *testing.T) {
	sv := NewSolver()
	for _, c := range loadCases(t, "solutions.txt") {
		s := mustParse(t, c.puzzle, c.x)
		want := mustParse(t, c.rest[0], c.x)
		n := s.Size()
		// Enter a third of the missing digits correctly.
		play := s
		k := 0
		for i := 0; i < s.NumCells(); i++ {
			if s.Cell(i) == 0 {
				k++
				if k%3 == 0 {
					next, err := play.Apply(Move{Row: i / n, Col: i % n, Digit: want.Cell(i)})
					if err != nil {
						t.Fatalf("line %d: %v", c.line, err)
					}
					play = next
				}
			}
		}
		got, err := sv.Solve(play)
		if err != nil || got.String() != want.String() {
			t.Fatalf("line %d: Solve from play = %v, %v", c.line, got, err)
		}
		moves, err := sv.SolveMoves(play)
		if err != nil {
			t.Fatal(err)
		}
		end := play
		for _, m := range moves {
			if end, err = end.Apply(m); err != nil {
				t.Fatalf("line %d: move %v: %v", c.line, m, err)
			}
		}
		if !end.Solved() || end.String() != want.String() {
			t.Fatalf("line %d: SolveMoves does not reach the solution", c.line)
		}
		// A wrong entry that does not clash: no solution, and Solve says so.
		for i := 0; i < s.NumCells(); i++ {
			if play.Cell(i) != 0 {
				continue
			}
			cand := play.Candidates(i)
			for _, d := range cand.Digits() {
				if d == want.Cell(i) {
					continue
				}
				wrong, err := play.Apply(Move{Row: i / n, Col: i % n, Digit: d})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := sv.Solve(wrong); !errors.Is(err, ErrNoSolution) {
					t.Fatalf("line %d: wrong entry %d at %d: Solve error %v", c.line, d, i, err)
				}
				break
			}
			break
		}
	}
}

func TestSolveLine(t *testing.T) {
	sv := NewSolver()
	tests := []struct {
		line      string
		x         bool
		limit     int
		wantOut   string
		wantCount int
		wantErr   string
	}{
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false, 2,
			"417369825632158947958724316825437169791586432346912758289643571573291684164875293", 1, ""},
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false, 0,
			"417369825632158947958724316825437169791586432346912758289643571573291684164875293", 1, ""},
		{"................", false, 5, "*", 5, ""},
		{"................", true, 1, "*", 1, ""},
		{".................................................................................", false, 2, "*", 2, ""},
		{strings.Repeat(".", 256), false, 1, "*", 1, ""},
		{"5.......5........................................................................", false, 2, "", 0, "no solution: given 5 at r1c1 clashes with r1c9"},
		{"12345678.........9...............................................................", false, 2, "", 0, "search exhausted: no solution"},
		{"..x..", false, 2, "", 0, "column 3: unexpected character 'x'"},
		{"................................................................................", false, 2, "", 0, "want 81 cells, got 80"},
		{".................................................................................x", false, 2, "", 0, "column 82: unexpected character 'x'"},
	}
	for _, tt := range tests {
		out, n, err := sv.SolveLine([]byte("prefix:"), []byte(tt.line), tt.x, tt.limit)
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("%q: error %v, want %q", tt.line, err, tt.wantErr)
			}
			continue
		}
		if err != nil || n != tt.wantCount || (tt.wantOut != "*" && string(out) != "prefix:"+tt.wantOut) {
			t.Errorf("%q: got %q, %d, %v; want %q, %d", tt.line, out, n, err, tt.wantOut, tt.wantCount)
		}
		if err == nil {
			sol := mustParse(t, string(out[len("prefix:"):]), tt.x)
			puz := mustParse(t, tt.line, tt.x)
			if !validSolution(puz.Params(), puz.Cells(), sol.Cells()) {
				t.Errorf("%q: solution breaks the rules", tt.line)
			}
		}
	}
}

func TestSolveLineDoesNotAllocate(t *testing.T) {
	sv := NewSolver()
	line := []byte("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	buf := make([]byte, 0, 128)
	allocs := testing.AllocsPerRun(20, func() {
		if _, n, err := sv.SolveLine(buf[:0], line, false, 2); n != 1 || err != nil {
			t.Fatal(n, err)
		}
	})
	if allocs != 0 {
		t.Errorf("SolveLine allocates %v times a puzzle, want 0", allocs)
	}
}

func TestZeroStateIsAnError(t *testing.T) {
	var s State
	if _, err := Solve(s); err == nil {
		t.Error("Solve of the zero State: no error")
	}
	if _, err := Count(s, 2); err == nil {
		t.Error("Count of the zero State: no error")
	}
	if _, _, err := Trace(s); err == nil {
		t.Error("Trace of the zero State: no error")
	}
	if _, err := SolveMoves(s); err == nil {
		t.Error("SolveMoves of the zero State: no error")
	}
}

// TestEnginesAgreeOnSharedSets solves the first puzzles of each benchmark
// set (when present) with both engines: one solution each, the same one,
// and a valid one.
func TestEnginesAgreeOnSharedSets(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	sets := []string{"17clue.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"}
	sv := NewSolver()
	var e general
	for _, name := range sets {
		data, err := os.ReadFile(setPath(name))
		if err != nil {
			t.Skipf("benchmark sets not present: %v", err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		for _, l := range lines[:min(len(lines), 150)] {
			s := mustParse(t, strings.TrimSpace(l), false)
			out, n, err := sv.SolveLine(nil, []byte(l), false, 2)
			if n != 1 || err != nil {
				t.Fatalf("%s: fast engine: %d solutions, %v", l, n, err)
			}
			if e.run(s, 2, false, 0) != 1 {
				t.Fatalf("%s: general engine: not one solution", l)
			}
			sol := mustParse(t, string(out), false)
			if !validSolution(s.Params(), s.Cells(), sol.Cells()) {
				t.Fatalf("%s: invalid solution %s", l, out)
			}
			for i := 0; i < 81; i++ {
				if int(e.sol[i]) != sol.Cell(i) {
					t.Fatalf("%s: the engines disagree", l)
				}
			}
		}
	}
}

// FuzzEngines builds a legal 9×9 grid from the input (digits that would
// clash are skipped) and checks that the fast and the general engines
// count the same solutions and that the fast engine's first one is valid.
func FuzzEngines(f *testing.F) {
	f.Add([]byte(inkala))
	f.Add([]byte{1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 5, 6})
	f.Add([]byte("12345678.........9"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := New(DefaultParams())
		for i := 0; i < 81 && i < len(data); i++ {
			d := int(data[i]) % 10
			if data[i] >= '0' && data[i] <= '9' {
				d = int(data[i] - '0')
			}
			if d != 0 && s.Candidates(i).Has(d) {
				s.cells[i] = uint8(d)
				s.given.Add(i)
			}
		}
		sv := NewSolver()
		n, _ := sv.Count(s, 3)
		var e general
		if want := e.run(s, 3, false, 0); n != want {
			t.Fatalf("%v: fast engine counts %d, general engine %d", s, n, want)
		}
		if n > 0 {
			sol, err := sv.Solve(s)
			if err != nil || !validSolution(s.Params(), s.Cells(), sol.Cells()) {
				t.Fatalf("%v: bad solution %v, %v", s, sol, err)
			}
		}
	})
}
