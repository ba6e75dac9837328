package cli

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"syscall"
	"testing"
)

// Puzzles from the shipped sets in testdata/stars, with their solutions.
const (
	stars6    = "AAABBB/CCABBB/DDAEBB/DDEEBB/DEEEEE/DEEEFF"
	stars6Sol = "..*.../*...../....*./.*..../...*../.....*"
	stars6b   = "AAAABB/AABBBB/AABCCD/CCCCED/CCEEED/CFEEEE"
	stars6bSo = "*...../...*../.....*/..*.../....*./.*...."
	stars10   = "AAAABCCCCC/DDDABBCCCC/DDDAABCCCC/EEAAAFFCCC/EEFFFFFCCG/EEFFFFFGGG/EEEFFHHGGG/EEIHHHHGGG/EIIIIIIIII/IIIIJJJJII"
	stars10S  = "*...*...../..*.....*./*....*..../...*...*../.*.......*/...*..*.../.*......*./....*.*.../..*......*/.....*.*.."
	// Rows as regions: two solutions.
	starsTwo    = "AAAA/BBBB/CCCC/DDDD"
	starsTwoSol = ".*../...*/*.../..*."
	// No solution: two one-cell regions side by side; and one only the
	// search can refute.
	starsTouch = "ABCC/DDCC/DDDD/DDDD"
	starsNone  = "AABBB/ACCCB/DCCCC/DDDDC/DEEDC"
	// The defaults solved with no puzzle given (stars.Default).
)

func TestSolveStars(t *testing.T) {
	tests := []cliCase{
		{name: "argument", args: []string{stars6}, wantOut: stars6Sol + "\n"},
		{name: "k=2", args: []string{"-k", "2", stars10}, wantOut: stars10S + "\n"},
		{name: "flag after argument", args: []string{stars10, "-k=2"}, wantOut: stars10S + "\n"},
		{name: "reverse finds the same", args: []string{"-reverse", "-k", "2", stars10}, wantOut: stars10S + "\n"},
		{name: "two arguments", args: []string{stars6, stars6b}, wantOut: stars6Sol + "\n" + stars6bSo + "\n"},
		{name: "first of two solutions", args: []string{starsTwo}, wantOut: starsTwoSol + "\n"},
		{name: "batch", stdin: "# two puzzles\n" + stars6 + "\n\n   \n" + stars6b + "\n", wantOut: stars6Sol + "\n" + stars6bSo + "\n"},
		{name: "batch CRLF and no final newline", stdin: stars6 + "\r\n" + stars6b, wantOut: stars6Sol + "\n" + stars6bSo + "\n"},
		{name: "batch spaces around", stdin: " \t" + stars6 + "  \n", wantOut: stars6Sol + "\n"},
		{name: "stats", args: []string{"-stats", stars6}, wantOut: stars6Sol + "\n", wantStderr: "stars: argument: 1 search node\n", wantLines: 1},
		{name: "stats for many", args: []string{"-stats", "-count", starsNone}, wantOut: "0\n", wantCode: ExitNoSolution, wantStderr: "stars: argument: 3 search nodes\n", wantLines: 2},
		{name: "no solution, found at the start", args: []string{starsTouch}, wantCode: ExitNoSolution,
			wantStderr: "stars: argument: no solution: region B cannot get its 1 star: too few open cells that do not touch\n", wantLines: 1},
		{name: "no solution, search exhausted", args: []string{starsNone}, wantCode: ExitNoSolution,
			wantStderr: "stars: argument: no solution: search exhausted after 3 nodes: no placement satisfies every row, column and region\n", wantLines: 1},
		{name: "batch no solution keeps the others", stdin: stars6 + "\n# comment\n" + starsNone + "\n" + stars6b + "\n",
			wantOut: stars6Sol + "\n" + stars6bSo + "\n", wantCode: ExitNoSolution,
			wantStderr: "stars: line 3: no solution: search exhausted", wantLines: 1},
		{name: "ragged row", args: []string{"AABBCC/AABBCC/AABBC/DDEEFF/DDEEFF/DDEEFF"}, wantCode: ExitBadInput,
			wantStderr: "stars: argument: row 3 has 5 cells, want 6\n", wantLines: 1},
		{name: "ragged row in batch", stdin: stars6 + "\n" + "AABBCC/AABBCC/AABBC/DDEEFF/DDEEFF/DDEEFF\n" + stars6b + "\n",
			wantOut: stars6Sol + "\n" + stars6bSo + "\n", wantCode: ExitBadInput,
			wantStderr: "stars: line 2: row 3 has 5 cells, want 6\n", wantLines: 1},
		{name: "unknown character after spaces", stdin: "  AABB/AA#B/CCDD/CCDD\n", wantCode: ExitBadInput,
			wantStderr: "stars: line 1, column 10: row 2, column 3: '#' is not a region letter (use A-Z or a-z)\n", wantLines: 1},
		{name: "wrong number of rows", args: []string{"AABB/AABB/CCDD"}, wantCode: ExitBadInput,
			wantStderr: "stars: argument: 3 rows, want 4 (the grid is 4×4, from the length of row 1)\n", wantLines: 1},
		{name: "too few regions", args: []string{"AABB/AABB/CCBB/CCBB"}, wantCode: ExitBadInput,
			wantStderr: "stars: argument: 3 regions (ABC), want exactly 4 for a 4×4 grid\n", wantLines: 1},
		{name: "letter used twice", args: []string{"AABB/CCBB/AADD/CCDD"}, wantCode: ExitBadInput,
			wantStderr: "stars: argument: region A is in 2 separate pieces (another piece starts at r3c1): each letter must name one connected area\n", wantLines: 1},
		{name: "k too large for the grid", args: []string{"-k", "2", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: argument: k=2 is impossible on a 6×6 grid: 2 non-touching stars in every row and column need a grid of at least 8×8\n", wantLines: 1},
		{name: "k out of range", args: []string{"-k", "5", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -k 5 is out of range, want 1 to 4\n", wantLines: 1},
		{name: "second argument bad", args: []string{stars6, "AAA"}, wantOut: stars6Sol + "\n", wantCode: ExitBadInput,
			wantStderr: "stars: argument 2: row 1 has 3 cells, want 4 to 16", wantLines: 1},
		{name: "bad input beats no solution", stdin: starsNone + "\nAB\n", wantCode: ExitBadInput,
			wantStderr: "stars: line 2: row 1 has 2 cells", wantLines: 2},
		{name: "count unique", args: []string{"-count", "-k", "2", stars10}, wantOut: "1\n"},
		{name: "count stops at 2", args: []string{"-count", starsTwo}, wantOut: "2\n"},
		{name: "count limit", args: []string{"-count", "-limit", "1", starsTwo}, wantOut: "1\n"},
		{name: "count all", args: []string{"-count", "-limit=100", starsTwo}, wantOut: "2\n"},
		{name: "count reverse", args: []string{"-count", "-reverse", "-limit=100", starsTwo}, wantOut: "2\n"},
		{name: "count batch", args: []string{"-count"}, stdin: stars6 + "\n" + starsTwo + "\n", wantOut: "1\n2\n"},
		{name: "count no solution prints 0", args: []string{"-count"}, stdin: starsNone + "\n" + stars6 + "\n",
			wantOut: "0\n1\n", wantCode: ExitNoSolution, wantStderr: "stars: line 1: no solution: search exhausted", wantLines: 1},
		{name: "limit zero", args: []string{"-count", "-limit", "0", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -limit must be at least 1, got 0\n", wantLines: 1},
		{name: "limit without count", args: []string{"-limit", "3", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -limit only applies with -count\n", wantLines: 1},
		{name: "k not a number", args: []string{"-k", "two", stars6}, wantCode: ExitBadInput,
			wantStderr: `stars: invalid value "two" for flag -k`, wantLines: 1},
		{name: "unknown flag", args: []string{"-x", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: flag provided but not defined: -x\n", wantLines: 1},
		{name: "empty input", stdin: "", wantCode: ExitBadInput, wantStderr: "stars: no puzzle on standard input", wantLines: 1},
		{name: "only comments", stdin: "# nothing\n\n", wantCode: ExitBadInput, wantStderr: "stars: no puzzle on standard input", wantLines: 1},
		{name: "-from", args: []string{"-from", stars6}, wantOut: stars6Sol + "\n"},
		{name: "-from k=2", args: []string{"-from=" + stars10, "-k=2"}, wantOut: stars10S + "\n"},
		{name: "-from reverse count", args: []string{"-from=" + stars10, "-k=2", "-reverse", "-count"}, wantOut: "1\n"},
		{name: "-from and an argument", args: []string{"-from", stars6, stars6b}, wantCode: ExitBadInput,
			wantStderr: "stars: give the puzzle with -from or as an argument, not both", wantLines: 1},
		{name: "-from malformed", args: []string{"-from", "AABB/AA#B/CCDD/CCDD"}, wantCode: ExitBadInput,
			wantStderr: "stars: -from: row 2, column 3: '#' is not a region letter (use A-Z or a-z)\n", wantLines: 1},
		{name: "-from unsolvable", args: []string{"-from", starsNone}, wantCode: ExitNoSolution,
			wantStderr: "stars: -from: no solution: search exhausted after 3 nodes", wantLines: 1},
		{name: "-marks keeps the stars", args: []string{"-from", starsTwo, "-marks", "..*./..../..../...."}, wantOut: "..*./*.../...*/.*..\n"},
		{name: "-marks with dots", args: []string{"-from", starsTwo, "-marks", ".x../..../..../...."}, wantOut: "..*./*.../...*/.*..\n"},
		{name: "-marks breaking the puzzle", args: []string{"-from", stars6, "-marks", "*...../....../....../....../....../......"}, wantCode: ExitNoSolution,
			wantStderr: "stars: -from: no solution", wantLines: 1},
		{name: "-marks breaking a rule", args: []string{"-from", stars6, "-marks", "**..../....../....../....../....../......"}, wantCode: ExitBadInput,
			wantStderr: "stars: -marks: star at r1c2 touches the star at r1c1\n", wantLines: 1},
		{name: "-marks malformed", args: []string{"-from", stars6, "-marks", "*?..../....../....../....../....../......"}, wantCode: ExitBadInput,
			wantStderr: "stars: -marks: row 1, column 2: '?' is not a cell mark", wantLines: 1},
		{name: "-marks without -from", args: []string{"-marks", "*...", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -marks needs -from", wantLines: 1},
		{name: "line too long", stdin: strings.Repeat("A", 1<<17), wantCode: ExitBadInput, wantStderr: "stars: line 1: longer than", wantLines: 1},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks solve stars"},
	}
	runCases(t, "stars", tests)
}

// TestSolveStarsShippedSets solves the shipped sets as a batch, straight
// from their files, and compares with the planted solutions.
func TestSolveStarsShippedSets(t *testing.T) {
	for _, set := range []struct{ name, k string }{{"6x6-k1", "1"}, {"8x8-k1", "1"}, {"10x10-k2", "2"}, {"14x14-k3", "3"}} {
		t.Run(set.name, func(t *testing.T) {
			f, err := os.Open("../../testdata/stars/" + set.name + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var out, errOut bytes.Buffer
			if code := Solve("stars", []string{"-k", set.k}, IO{Stdin: f, Stdout: &out, Stderr: &errOut}); code != ExitSolved {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			want := starsLines(t, "../../testdata/stars/"+set.name+".solutions.txt")
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("got %d lines differing from the %d planted solutions", len(got), len(want))
			}
		})
	}
}

// starsLines returns the non-comment lines of a file.
func starsLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	return lines
}

// starsClosedPipe fails every write, like standard output closed early.
type starsClosedPipe struct{}

func (starsClosedPipe) Write(p []byte) (int, error) { return 0, syscall.EPIPE }

func TestSolveStarsClosedOutput(t *testing.T) {
	var errOut bytes.Buffer
	stdin := strings.Repeat(stars6+"\n", 5000)
	code := Solve("stars", nil, IO{Stdin: strings.NewReader(stdin), Stdout: starsClosedPipe{}, Stderr: &errOut})
	if code != ExitSolved || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q; want a quiet stop", code, errOut.String())
	}
}

func TestSolveStarsNoStdin(t *testing.T) {
	var errOut bytes.Buffer
	code := Solve("stars", nil, IO{Stdout: &bytes.Buffer{}, Stderr: &errOut})
	if code != ExitBadInput || !strings.HasPrefix(errOut.String(), "stars: no puzzle") {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
}
