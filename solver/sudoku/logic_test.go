package sudoku

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// logicParse parses a grid or fails the test.
func logicParse(t testing.TB, text string, x bool) State {
	t.Helper()
	s, err := ParseGrid(text, x)
	if err != nil {
		t.Fatalf("ParseGrid(%q): %v", text, err)
	}
	return s
}

// logicSolution returns the unique solution of s, or fails the test.
func logicSolution(t testing.TB, s State) State {
	t.Helper()
	sv := NewSolver()
	if n, err := sv.Count(s, 2); err != nil || n != 1 {
		t.Fatalf("%v: %d solutions (%v), want 1", s, n, err)
	}
	sol, err := sv.Solve(s)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// checkStep fails the test when st places a digit the solution does not
// have, removes the solution's digit, or does nothing new on l.
func checkStep(t testing.TB, l *Logic, st LogicStep, sol State) {
	t.Helper()
	n := l.n
	if len(st.Moves) == 0 && len(st.Remove) == 0 {
		t.Fatalf("step %q does nothing", st.Text)
	}
	if !strings.HasPrefix(st.Text, st.Technique.String()+": ") {
		t.Fatalf("step %q does not start with its technique %q", st.Text, st.Technique)
	}
	for _, m := range st.Moves {
		i := m.Row*n + m.Col
		if want := sol.Cell(i); m.Digit != want {
			t.Fatalf("step %q places %v but the solution has %c there\ngrid %v", st.Text, m, DigitChar(want), l.State())
		}
		if !strings.Contains(st.Text, m.String()) {
			t.Fatalf("step %q does not name its move %v", st.Text, m)
		}
	}
	for _, c := range st.Remove {
		i := c.Row*n + c.Col
		if sol.Cell(i) == c.Digit {
			t.Fatalf("step %q removes %v, the solution's digit\ngrid %v", st.Text, c, l.State())
		}
		if !l.cand[i].Has(c.Digit) {
			t.Fatalf("step %q removes %v, which is not a candidate", st.Text, c)
		}
		if !strings.Contains(st.Text, CellName(c.Row, c.Col)) {
			t.Fatalf("step %q does not name the cell of %v", st.Text, c)
		}
	}
	if len(st.Cells) == 0 {
		t.Fatalf("step %q has no pattern cells", st.Text)
	}
}

// explainChecked runs the logic solver on s, checking every step against
// the solution, and returns the techniques used and whether it finished.
func explainChecked(t testing.TB, s State) (used [Techniques]int, solved bool) {
	t.Helper()
	sol := logicSolution(t, s)
	l, err := NewLogic(s)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; ; steps++ {
		if steps > 4*MaxCells*MaxSize {
			t.Fatalf("%v: more steps than candidates", s)
		}
		st, ok := l.Next()
		if !ok {
			break
		}
		checkStep(t, l, st, sol)
		if err := l.Apply(st); err != nil {
			t.Fatalf("Apply(%q): %v", st.Text, err)
		}
		used[st.Technique]++
	}
	if _, broken := l.Broken(); broken {
		t.Fatalf("%v: the grid broke", s)
	}
	if l.Solved() && l.State().String() != sol.String() {
		t.Fatalf("%v: solved as %v, want %v", s, l.State(), sol)
	}
	return used, l.Solved()
}

// sharedPuzzles reads up to max puzzles of a file of the shared benchmark
// sets, or skips the test when the sets are not there.
func sharedPuzzles(t testing.TB, name string, max int) []string {
	t.Helper()
	f, err := os.Open(setPath(name))
	if err != nil {
		t.Skipf("shared sets not here: %v", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < max {
		if line := strings.TrimSpace(sc.Text()); len(line) == 81 {
			out = append(out, line)
		}
	}
	return out
}

func TestLogicSharedSets(t *testing.T) {
	for _, tc := range []struct {
		file string
		max  int
	}{
		{"magictour_top1465.txt", 60},
		{"forum_hardest_1106.txt", 20},
		{"17clue.txt", 60},
	} {
		t.Run(tc.file, func(t *testing.T) {
			max := tc.max
			if testing.Short() {
				max /= 4
			}
			var total [Techniques]int
			solved := 0
			puzzles := sharedPuzzles(t, tc.file, max)
			for _, p := range puzzles {
				used, ok := explainChecked(t, logicParse(t, p, false))
				for k, c := range used {
					total[k] += c
				}
				if ok {
					solved++
				}
			}
			t.Logf("%d of %d solved by logic; steps by technique:", solved, len(puzzles))
			for k, c := range total {
				if c > 0 {
					t.Logf("  %v: %d", Technique(k), c)
				}
			}
		})
	}
}
