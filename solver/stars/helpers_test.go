package stars

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// breaksRules checks a solved grid ('*' a star, anything else empty, rows
// separated by '/') against the rules, written out afresh from the design
// rather than with the package's own code. It returns "" when every row,
// column and region holds exactly k stars and no two stars touch, else the
// first rule broken.
func breaksRules(p Puzzle, grid string) string {
	n, k := p.N(), p.K()
	rows := strings.Split(grid, "/")
	if len(rows) != n {
		return fmt.Sprintf("%d rows, want %d", len(rows), n)
	}
	star := func(r, c int) bool {
		return r >= 0 && r < n && c >= 0 && c < n && rows[r][c] == '*'
	}
	rowCount, colCount, regCount := make([]int, n), make([]int, n), make([]int, n)
	for r := 0; r < n; r++ {
		if len(rows[r]) != n {
			return fmt.Sprintf("row %d has %d cells", r+1, len(rows[r]))
		}
		for c := 0; c < n; c++ {
			if !star(r, c) {
				continue
			}
			rowCount[r]++
			colCount[c]++
			regCount[p.Region(r, c)]++
			for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				if star(r+d[0], c+d[1]) {
					return fmt.Sprintf("stars at r%dc%d and r%dc%d touch", r+1, c+1, r+d[0]+1, c+d[1]+1)
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		switch {
		case rowCount[i] != k:
			return fmt.Sprintf("row %d has %d stars", i+1, rowCount[i])
		case colCount[i] != k:
			return fmt.Sprintf("column %d has %d stars", i+1, colCount[i])
		case regCount[i] != k:
			return fmt.Sprintf("region %c has %d stars", p.RegionName(i), regCount[i])
		}
	}
	return ""
}

// loadSet reads a shipped puzzle set and its planted solutions.
func loadSet(tb testing.TB, n, k int) ([]Puzzle, []string) {
	tb.Helper()
	base := filepath.Join(testdataDir, setName(n, k))
	regions := readLines(tb, base+".txt")
	sols := readLines(tb, base+".solutions.txt")
	if len(regions) != len(sols) {
		tb.Fatalf("%s: %d puzzles but %d solutions", base, len(regions), len(sols))
	}
	puzzles := make([]Puzzle, len(regions))
	for i, line := range regions {
		p, err := New(line, k)
		if err != nil {
			tb.Fatalf("%s.txt line %d: %v", base, i+1, err)
		}
		puzzles[i] = p
	}
	return puzzles, sols
}

// readLines returns the lines of a file that are neither blank nor
// comments ('#').
func readLines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// mustPuzzle parses a region string or fails the test.
func mustPuzzle(tb testing.TB, regions string, k int) Puzzle {
	tb.Helper()
	p, err := New(regions, k)
	if err != nil {
		tb.Fatalf("New(%q, %d): %v", regions, k, err)
	}
	return p
}

// randomLayout grows n regions from random seeds, one random frontier cell
// at a time: any contiguous layout, solvable or not.
func randomLayout(rng *rand.Rand, n, k int) Puzzle {
	const free = -1
	var label [MaxN * MaxN]int
	for i := range label {
		label[i] = free
	}
	perm := rng.Perm(n * n)
	for g := 0; g < n; g++ {
		cell := perm[g]
		label[(cell/n)*MaxN+cell%n] = g
	}
	for {
		var frontier []int
		for cell := 0; cell < n*MaxN; cell++ {
			if cell%MaxN >= n || label[cell] != free {
				continue
			}
			for _, nb := range neighbours(n, cell) {
				if nb >= 0 && label[nb] != free {
					frontier = append(frontier, cell<<8|label[nb])
				}
			}
		}
		if len(frontier) == 0 {
			break
		}
		pick := frontier[rng.IntN(len(frontier))]
		label[pick>>8] = pick & 0xff
	}
	return named(n, k, func(r, c int) int { return label[r*MaxN+c] })
}
