package cli

import (
	"bytes"
	"strings"
	"syscall"
	"testing"
)

const (
	inkalaPuzzle = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	inkalaSol    = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	norvigPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	norvigSol    = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	x4Puzzle     = "3.........42...."
	x4Sol        = "3124421313422431"
	six          = ".14................5.42.4..3....6..1"
	sixSol       = "314652265134642513153426421365536241"
	big          = "D5A.42.B...C....4.FB.......7D..3....8GE..5..42F..GE7...3.....69.5..4.F...9....7D2F..69....7..A3...C.G..D..3...B1.....A.42..16.....4....69C..E.D....6..8.E7.5....9..G.7..A.........D..3..F...9C.G........C..E7...B.69...E.D...4....GE..5..4.F.1.9.D....2..1..C.G."
	bigSol       = "D5A342FB169C8GE742FB169C8GE7D5A3169C8GE7D5A342FB8GE7D5A342FB169C5A342FB169C8GE7D2FB169C8GE7D5A3469C8GE7D5A342FB1GE7D5A342FB169C8A342FB169C8GE7D5FB169C8GE7D5A3429C8GE7D5A342FB16E7D5A342FB169C8G342FB169C8GE7D5AB169C8GE7D5A342FC8GE7D5A342FB1697D5A342FB169C8GE"
	clash        = "5.......5........................................................................"
	exhausted    = "12345678.........9..............................................................."
)

func TestSolveSudoku(t *testing.T) {
	tests := []cliCase{
		{name: "argument", args: []string{inkalaPuzzle}, wantOut: inkalaSol + "\n"},
		{name: "two arguments", args: []string{inkalaPuzzle, norvigPuzzle}, wantOut: inkalaSol + "\n" + norvigSol + "\n"},
		{name: "zeros for blanks", args: []string{strings.ReplaceAll(norvigPuzzle, ".", "0")}, wantOut: norvigSol + "\n"},
		{name: "4x4 X", args: []string{"-x", x4Puzzle}, wantOut: x4Sol + "\n"},
		{name: "flag after argument", args: []string{x4Puzzle, "-x"}, wantOut: x4Sol + "\n"},
		{name: "6x6", args: []string{six}, wantOut: sixSol + "\n"},
		{name: "16x16 lower case in, upper case out", args: []string{strings.ToLower(big)}, wantOut: bigSol + "\n"},
		{name: "batch", stdin: "# two puzzles\n" + inkalaPuzzle + "\n\n   \n" + norvigPuzzle + "\n", wantOut: inkalaSol + "\n" + norvigSol + "\n"},
		{name: "batch CRLF and no final newline", stdin: inkalaPuzzle + "\r\n" + norvigPuzzle, wantOut: inkalaSol + "\n" + norvigSol + "\n"},
		{name: "batch spaces around", stdin: "  " + inkalaPuzzle + " \t\n", wantOut: inkalaSol + "\n"},
		{name: "batch mixed sizes", stdin: x4Puzzle + "\n" + six + "\n" + big + "\n", args: []string{"-x=false"}, wantOutLines: 3, wantCode: 0},
		{name: "batch no solution keeps the others", stdin: inkalaPuzzle + "\n# comment\n\n" + clash + "\n" + norvigPuzzle + "\n",
			wantOut: inkalaSol + "\n" + norvigSol + "\n", wantCode: ExitNoSolution,
			wantStderr: "sudoku: line 4: no solution: given 5 at r1c1 clashes with r1c9", wantLines: 1},
		{name: "search exhausted", args: []string{exhausted}, wantCode: ExitNoSolution,
			wantStderr: "sudoku: argument: search exhausted: no solution", wantLines: 1},
		{name: "X clash", args: []string{"-x", inkalaPuzzle}, wantCode: ExitNoSolution,
			wantStderr: "sudoku: argument: no solution: given 1 at r6c4 clashes with r7c3", wantLines: 1},
		{name: "bad length in batch", stdin: inkalaPuzzle + "\n" + norvigPuzzle + "\n" + inkalaPuzzle[:80] + "\n" + norvigPuzzle + "\n",
			wantOut: inkalaSol + "\n" + norvigSol + "\n" + norvigSol + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 3: want 81 cells, got 80", wantLines: 1},
		{name: "bad character in batch", stdin: inkalaPuzzle + "\n" + inkalaPuzzle[:16] + "x" + inkalaPuzzle[17:] + "\n",
			wantOut: inkalaSol + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 2, column 17: unexpected character 'x'", wantLines: 1},
		{name: "bad character after spaces", stdin: "  " + inkalaPuzzle[:16] + "x" + inkalaPuzzle[17:] + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 1, column 19: unexpected character 'x'", wantLines: 1},
		{name: "bad input beats no solution", stdin: clash + "\n" + "12" + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 2: want 16, 36, 81 or 256 cells, got 2", wantLines: 2},
		{name: "bad argument", args: []string{inkalaPuzzle[:16] + "x" + inkalaPuzzle[17:]}, wantCode: ExitBadInput,
			wantStderr: "sudoku: argument: column 17: unexpected character 'x'", wantLines: 1},
		{name: "second argument bad", args: []string{inkalaPuzzle, inkalaPuzzle[:80]}, wantOut: inkalaSol + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: argument 2: want 81 cells, got 80", wantLines: 1},
		{name: "digit too large for 4x4", args: []string{"5..............."}, wantCode: ExitBadInput,
			wantStderr: "sudoku: argument: column 1: unexpected character '5': a 4×4 grid uses 1-4", wantLines: 1},
		{name: "count unique", args: []string{"-count", inkalaPuzzle}, wantOut: "1\n"},
		{name: "count empty grid stops at 2", args: []string{"-count", strings.Repeat(".", 81)}, wantOut: "2\n"},
		{name: "count empty 4x4", args: []string{"-count", "-limit", "1000", strings.Repeat(".", 16)}, wantOut: "288\n"},
		{name: "count limit", args: []string{"-count", "-limit=5", strings.Repeat(".", 16)}, wantOut: "5\n"},
		{name: "count batch", args: []string{"-count"}, stdin: inkalaPuzzle + "\n" + strings.Repeat(".", 81) + "\n", wantOut: "1\n2\n"},
		{name: "count no solution prints 0", args: []string{"-count"}, stdin: clash + "\n" + inkalaPuzzle + "\n",
			wantOut: "0\n1\n", wantCode: ExitNoSolution, wantStderr: "sudoku: line 1: no solution: given 5 at r1c1", wantLines: 1},
		{name: "limit zero", args: []string{"-count", "-limit", "0", inkalaPuzzle}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -limit must be 1 to 100000, got 0", wantLines: 1},
		{name: "limit without count", args: []string{"-limit", "3", inkalaPuzzle}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -limit only applies with -count", wantLines: 1},
		{name: "limit not a number", args: []string{"-count", "-limit", "two"}, wantCode: ExitBadInput,
			wantStderr: `sudoku: invalid value "two" for flag -limit`, wantLines: 1},
		{name: "unknown flag", args: []string{"-y", inkalaPuzzle}, wantCode: ExitBadInput,
			wantStderr: "sudoku: flag provided but not defined: -y", wantLines: 1},
		{name: "empty input", stdin: "", wantCode: ExitBadInput, wantStderr: "sudoku: no puzzle on standard input", wantLines: 1},
		{name: "only comments", stdin: "# nothing\n\n", wantCode: ExitBadInput, wantStderr: "sudoku: no puzzle on standard input", wantLines: 1},
		{name: "line too long", stdin: strings.Repeat(".", 2<<20), wantCode: ExitBadInput, wantStderr: "sudoku: line 1: longer than", wantLines: 1},
		{name: "line too long, the batch goes on", stdin: inkalaPuzzle + "\n" + strings.Repeat(".", 3<<20) + "\n" + norvigPuzzle + "\n",
			wantOut: inkalaSol + "\n" + norvigSol + "\n", wantCode: ExitBadInput, wantStderr: "sudoku: line 2: longer than 1048576 bytes", wantLines: 1},
		{name: "line too long, last and unended", stdin: norvigPuzzle + "\n" + strings.Repeat(".", 3<<20),
			wantOut: norvigSol + "\n", wantCode: ExitBadInput, wantStderr: "sudoku: line 2: longer than", wantLines: 1},
		{name: "byte-order mark", stdin: "\uFEFF" + inkalaPuzzle + "\n" + norvigPuzzle + "\n", wantOut: inkalaSol + "\n" + norvigSol + "\n"},
		{name: "byte-order mark, columns count after it", stdin: "\uFEFF" + inkalaPuzzle[:16] + "x" + inkalaPuzzle[17:] + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 1, column 17: unexpected character 'x'", wantLines: 1},
		{name: "argument with spaces around", args: []string{" " + inkalaPuzzle + " "}, wantOut: inkalaSol + "\n"},
		{name: "argument with a space, bad character", args: []string{" " + inkalaPuzzle[:16] + "x" + inkalaPuzzle[17:] + "\t"}, wantCode: ExitBadInput,
			wantStderr: "sudoku: argument: column 18: unexpected character 'x'", wantLines: 1},
		{name: "garbage says what sizes were tried", args: []string{"garbage"}, wantCode: ExitBadInput,
			wantStderr: "sudoku: argument: column 3: unexpected character 'r' (and 7 characters fit no grid: 16, 36, 81 or 256 for 4×4, 6×6, 9×9 or 16×16)", wantLines: 1},
		{name: "bad character in a line of a grid's length", stdin: "..r" + strings.Repeat(".", 13) + "\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 1, column 3: unexpected character 'r'\n", wantLines: 1},
		{name: "limit too large", args: []string{"-count", "-limit", "9223372036854775807", "1234341221434321"}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -limit must be 1 to 100000, got 9223372036854775807", wantLines: 1},
		{name: "limit at the bound", args: []string{"-count", "-limit", "100000", "1234341221434321"}, wantOut: "1\n"},
		{name: "usage says the bound", args: []string{"-h"}, wantStderr: "1 to 100000"},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks solve sudoku"},
		{name: "from", args: []string{"-from", inkalaPuzzle}, wantOut: inkalaSol + "\n"},
		{name: "from 4x4 X", args: []string{"-x", "-from", x4Puzzle}, wantOut: x4Sol + "\n"},
		{name: "from 16x16", args: []string{"-from=" + big}, wantOut: bigSol + "\n"},
		{name: "from with entries keeps them", args: []string{"-from", inkalaPuzzle, "-entries", "." + inkalaSol[1:2] + strings.Repeat(".", 79)}, wantOut: inkalaSol + "\n"},
		{name: "from with a wrong entry", args: []string{"-from", inkalaPuzzle, "-entries", ".9" + strings.Repeat(".", 79)}, wantCode: ExitNoSolution,
			wantStderr: "sudoku: -from: no solution: the entry r1c2=9 makes the puzzle unsolvable", wantLines: 1},
		{name: "from entry on a given", args: []string{"-from", inkalaPuzzle, "-entries", "7" + strings.Repeat(".", 80)}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -entries: r1c1 is a given (8), not 7", wantLines: 1},
		{name: "from no solution", args: []string{"-from", clash}, wantCode: ExitNoSolution,
			wantStderr: "sudoku: -from: no solution: given 5 at r1c1 clashes with r1c9", wantLines: 1},
		{name: "from count", args: []string{"-count", "-from", strings.Repeat(".", 16)}, wantOut: "2\n"},
		{name: "from bad", args: []string{"-from", inkalaPuzzle[:80]}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -from: want 81 cells, got 80", wantLines: 1},
		{name: "from and an argument", args: []string{"-from", inkalaPuzzle, norvigPuzzle}, wantCode: ExitBadInput,
			wantStderr: "not both", wantLines: 1},
		{name: "from and size disagree", args: []string{"-from", inkalaPuzzle, "-size", "4"}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -from has 81 cells, a 9×9 grid, but -size is 4", wantLines: 1},
		{name: "entries without from", args: []string{"-entries", inkalaPuzzle, inkalaPuzzle}, wantCode: ExitBadInput,
			wantStderr: "-entries needs -from", wantLines: 1},
		{name: "bad size", args: []string{"-size", "8", inkalaPuzzle}, wantCode: ExitBadInput,
			wantStderr: "sudoku: -size must be 4, 6, 9 or 16, got 8", wantLines: 1},
		{name: "size checks each puzzle", args: []string{"-size", "9"}, stdin: inkalaPuzzle + "\n" + x4Puzzle + "\n",
			wantOut: inkalaSol + "\n", wantCode: ExitBadInput, wantStderr: "sudoku: line 2: want 81 cells for -size 9, got 16", wantLines: 1},
		{name: "size with comments only", args: []string{"-size=6"}, stdin: "# none\n", wantCode: ExitBadInput, wantStderr: "sudoku: no puzzle on standard input", wantLines: 1},
		{name: "size with a bad line still fails", args: []string{"-size=9"}, stdin: "12\n", wantCode: ExitBadInput,
			wantStderr: "sudoku: line 1: want 81 cells for -size 9, got 2", wantLines: 1},
	}
	runCases(t, "sudoku", tests)
}

// TestSolveSudokuBatchSolutionsAreValid solves the project's test puzzles
// in one batch and checks each answer against its puzzle.
func TestSolveSudokuBatchSolutionsAreValid(t *testing.T) {
	puzzles := []string{inkalaPuzzle, norvigPuzzle, six, big}
	var out, errOut bytes.Buffer
	code := Solve("sudoku", nil, IO{Stdin: strings.NewReader(strings.Join(puzzles, "\n")), Stdout: &out, Stderr: &errOut})
	if code != ExitSolved {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(puzzles) {
		t.Fatalf("%d lines, want %d", len(lines), len(puzzles))
	}
	for i, p := range puzzles {
		for k := range p {
			if p[k] != '.' && p[k] != lines[i][k] {
				t.Errorf("puzzle %d: cell %d changed from %c to %c", i+1, k, p[k], lines[i][k])
			}
		}
	}
}

// failWriter fails every write as a closed pipe does.
type failWriter struct{}

func (failWriter) Write(p []byte) (int, error) { return 0, syscall.EPIPE }

func TestSolveSudokuClosedOutput(t *testing.T) {
	var errOut bytes.Buffer
	stdin := strings.Repeat(inkalaPuzzle+"\n", 2000)
	code := Solve("sudoku", nil, IO{Stdin: strings.NewReader(stdin), Stdout: failWriter{}, Stderr: &errOut})
	if code != ExitSolved || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q; want a quiet stop", code, errOut.String())
	}
}
