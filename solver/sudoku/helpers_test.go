package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dataCase is one line of a file in testdata/sudoku.
type dataCase struct {
	line   int
	x      bool
	puzzle string
	rest   []string // the fields after the puzzle
}

// loadCases reads a testdata file: "variant puzzle fields...", # comments.
func loadCases(t testing.TB, name string) []dataCase {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "sudoku", name))
	if err != nil {
		t.Fatalf("open testdata: %v", err)
	}
	defer f.Close()
	var out []dataCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fs := strings.Fields(text)
		if len(fs) < 3 || (fs[0] != "std" && fs[0] != "x") {
			t.Fatalf("%s:%d: malformed line", name, n)
		}
		out = append(out, dataCase{line: n, x: fs[0] == "x", puzzle: fs[1], rest: fs[2:]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no cases", name)
	}
	return out
}

// mustParse parses a grid or fails the test.
func mustParse(t testing.TB, text string, x bool) State {
	t.Helper()
	s, err := ParseGrid(text, x)
	if err != nil {
		t.Fatalf("ParseGrid(%q): %v", text, err)
	}
	return s
}

// sameUnit reports whether two cells share a unit. It is written apart
// from the package's rules so that tests check them independently.
func sameUnit(p Params, i, j int) bool {
	n := p.Size
	ri, ci, rj, cj := i/n, i%n, j/n, j%n
	br, bc := 2, 2
	switch n {
	case 6:
		bc = 3
	case 9:
		br, bc = 3, 3
	case 16:
		br, bc = 4, 4
	}
	switch {
	case ri == rj, ci == cj, ri/br == rj/br && ci/bc == cj/bc:
		return true
	case p.X && ri == ci && rj == cj, p.X && ri+ci == n-1 && rj+cj == n-1:
		return true
	}
	return false
}

// validSolution reports whether sol is a complete grid that keeps every
// digit of puzzle and breaks no rule.
func validSolution(p Params, puzzle, sol []int) bool {
	n := p.Cells()
	if len(puzzle) != n || len(sol) != n {
		return false
	}
	for i := 0; i < n; i++ {
		if sol[i] < 1 || sol[i] > p.Size || (puzzle[i] != 0 && puzzle[i] != sol[i]) {
			return false
		}
		for j := i + 1; j < n; j++ {
			if sol[i] == sol[j] && sameUnit(p, i, j) {
				return false
			}
		}
	}
	return true
}

// bruteCount counts solutions by plain backtracking, cell by cell, up to
// limit: no propagation, no cleverness, so it can check the solvers.
func bruteCount(p Params, cells []int, limit int) int {
	g := append([]int(nil), cells...)
	n := p.Cells()
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if g[i] != 0 && g[i] == g[j] && sameUnit(p, i, j) {
				return 0
			}
		}
	}
	count := 0
	var rec func(i int) bool
	rec = func(i int) bool {
		for i < n && g[i] != 0 {
			i++
		}
		if i == n {
			count++
			return count >= limit
		}
		for d := 1; d <= p.Size; d++ {
			ok := true
			for j := 0; j < n && ok; j++ {
				ok = g[j] != d || !sameUnit(p, i, j)
			}
			if ok {
				g[i] = d
				if rec(i + 1) {
					return true
				}
				g[i] = 0
			}
		}
		return false
	}
	rec(0)
	return count
}
