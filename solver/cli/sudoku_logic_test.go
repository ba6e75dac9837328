package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"puzzleworks/solver/sudoku"
)

// Puzzles of known levels for the logic commands.
const (
	sudokuEasy      = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	sudokuEasySol   = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	sudokuNotUnique = "1................................................................................"
)

// runSudokuLogic runs one of the logic commands and returns its exit status and
// outputs.
func runSudokuLogic(cmd command, args []string, stdin string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cmd(args, IO{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb})
	return code, out.String(), errb.String()
}

// sudokuLogicCase is one run of a logic command.
type sudokuLogicCase struct {
	name       string
	args       []string
	stdin      string
	wantCode   int
	wantOut    string // exact standard output, unless empty and wantLast is set
	wantLast   string // the last line of standard output
	wantStderr string // a part of standard error; "" for none
}

func runSudokuLogicCases(t *testing.T, cmd command, cases []sudokuLogicCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runSudokuLogic(cmd, tc.args, tc.stdin)
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.wantCode, errs)
			}
			if tc.wantLast != "" {
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				if last := lines[len(lines)-1]; last != tc.wantLast {
					t.Errorf("last line %q, want %q", last, tc.wantLast)
				}
			} else if out != tc.wantOut {
				t.Errorf("stdout %q, want %q", out, tc.wantOut)
			}
			switch {
			case tc.wantStderr == "" && errs != "":
				t.Errorf("stderr %q, want none", errs)
			case tc.wantStderr != "" && !strings.Contains(errs, tc.wantStderr):
				t.Errorf("stderr %q, want it to contain %q", errs, tc.wantStderr)
			}
		})
	}
}

var (
	sudokuPlaceRe  = regexp.MustCompile(`: (r\d+c\d+=[1-9A-G])$`)
	sudokuRemoveRe = regexp.MustCompile(`: remove (.*)$`)
)

// replaySudokuExplain checks the lines of -explain for one puzzle cell by cell:
// every placement is the solution's digit, every removal leaves it, and the
// last line is the grid the placements make.
func replaySudokuExplain(t *testing.T, puzzle, sol string, lines []string) {
	t.Helper()
	grid := []byte(puzzle)
	for _, line := range lines[:len(lines)-1] {
		if m := sudokuPlaceRe.FindStringSubmatch(line); m != nil {
			mv, err := sudoku.ParseMove(m[1])
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			i := mv.Row*9 + mv.Col
			if grid[i] != '.' || sol[i] != sudoku.DigitChar(mv.Digit) {
				t.Fatalf("%q: wrong placement", line)
			}
			grid[i] = sol[i]
			continue
		}
		m := sudokuRemoveRe.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("%q: neither a placement nor a removal", line)
		}
		for _, group := range strings.Split(m[1], "; ") {
			digit, cells, ok := strings.Cut(group, " from ")
			if !ok || len(digit) != 1 {
				t.Fatalf("%q: bad removal %q", line, group)
			}
			for _, c := range strings.Split(cells, ", ") {
				mv, err := sudoku.ParseMove(c + "=" + digit)
				if err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				if sol[mv.Row*9+mv.Col] == digit[0] {
					t.Fatalf("%q removes the solution's %s from %s", line, digit, c)
				}
			}
		}
	}
	if last := lines[len(lines)-1]; last != string(grid) || last != sol {
		t.Fatalf("last line %q; the steps make %q; the solution is %q", last, grid, sol)
	}
}

func TestExplainSudoku(t *testing.T) {
	code, out, errs := runSudokuLogic(explainSudoku, []string{"-explain", sudokuEasy}, "")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	replaySudokuExplain(t, sudokuEasy, sudokuEasySol, lines)
	if !strings.Contains(out, "single: ") {
		t.Errorf("no single in %q", out)
	}

	// Two puzzles on standard input: a blank line between them.
	code, out, _ = runSudokuLogic(explainSudoku, []string{"-explain"}, sudokuEasy+"\n"+norvigPuzzle+"\n")
	parts := strings.Split(strings.TrimSuffix(out, "\n"), "\n\n")
	if code != 0 || len(parts) != 2 {
		t.Fatalf("exit %d, %d puzzles in %q", code, len(parts), out)
	}
	replaySudokuExplain(t, norvigPuzzle, norvigSol, strings.Split(parts[1], "\n"))

	runSudokuLogicCases(t, explainSudoku, []sudokuLogicCase{
		{name: "beyond", args: []string{"-explain", inkalaPuzzle}, wantLast: "needs guessing from here: " + inkalaPuzzle},
		{name: "not unique", args: []string{"-explain", sudokuNotUnique}, wantLast: "needs guessing from here (the puzzle has more than one solution): " + sudokuNotUnique},
		{name: "4x4 X", args: []string{"-explain", "-x", x4Puzzle}, wantLast: x4Sol},
		{name: "6x6", args: []string{"-explain", six}, wantLast: sixSol},
		{name: "no solution", args: []string{"-explain", clash}, wantCode: ExitNoSolution,
			wantStderr: "sudoku: argument: no solution: given 5 at r1c1 clashes with r1c9"},
		{name: "bad line, the batch goes on", args: []string{"-explain"}, stdin: sudokuEasy[:80] + "\n" + six + "\n", wantCode: ExitBadInput,
			wantLast: sixSol, wantStderr: "sudoku: line 1: want 81 cells, got 80"},
		{name: "-size refuses another size", args: []string{"-explain", "-size", "4", sudokuEasy}, wantCode: ExitBadInput,
			wantStderr: "sudoku: argument: want 16 cells for -size 4, got 81"},
		{name: "from with a wrong entry", args: []string{"-explain", "-from", sudokuEasy, "-entries", "5" + strings.Repeat(".", 80)}, wantCode: ExitNoSolution,
			wantStderr: "the entry r1c1=5 makes the puzzle unsolvable"},
		{name: "from with a right entry", args: []string{"-explain", "-from", sudokuEasy, "-entries", "4" + strings.Repeat(".", 80)}, wantLast: sudokuEasySol},
		{name: "not with -count", args: []string{"-explain", "-count", sudokuEasy}, wantCode: ExitBadInput, wantStderr: "does not go with -count"},
		{name: "bad flag", args: []string{"-explain", "-q"}, wantCode: ExitBadInput, wantStderr: "sudoku: flag provided but not defined: -q"},
		{name: "help", args: []string{"-explain", "-h"}, wantStderr: "usage: puzzleworks solve sudoku -explain"},
	})
}

func TestRateSudoku(t *testing.T) {
	runSudokuLogicCases(t, rateSudoku, []sudokuLogicCase{
		{name: "levels", stdin: "# three\n" + sudokuEasy + "\n\n" + norvigPuzzle + "\n" + inkalaPuzzle + "\n", wantOut: "easy\nmedium\nbeyond\n"},
		{name: "arguments", args: []string{sudokuEasy, "-x=false", six}, wantOut: "easy\neasy\n"},
		{name: "technique", args: []string{"-technique"}, stdin: norvigPuzzle + "\n", wantOut: "medium pointing\n"},
		{name: "bad lines, the batch goes on", stdin: sudokuEasy + "\n" + sudokuEasy[:80] + "\nx" + sudokuEasy[1:] + "\n" + norvigPuzzle + "\n",
			wantCode: ExitBadInput, wantOut: "easy\nmedium\n", wantStderr: "sudoku: line 2: want 81 cells, got 80\nsudoku: line 3, column 1: unexpected character 'x'\n"},
		{name: "not unique", stdin: sudokuNotUnique + "\n" + sudokuEasy + "\n", wantCode: ExitNoSolution, wantOut: "easy\n",
			wantStderr: "sudoku: line 1: more than one solution: no level"},
		{name: "no solution", stdin: clash + "\n", wantCode: ExitNoSolution, wantStderr: "sudoku: line 1: no solution: given 5 at r1c1 clashes with r1c9"},
		{name: "X", args: []string{"-x"}, stdin: inkalaPuzzle + "\n", wantCode: ExitNoSolution, wantStderr: "sudoku: line 1: no solution: given 1 at r6c4 clashes with r7c3"},
		{name: "bad size", args: []string{"-size", "5"}, stdin: sudokuEasy + "\n", wantCode: ExitBadInput, wantStderr: "sudoku: -size must be 4, 6, 9 or 16, got 5"},
		{name: "no input", stdin: "", wantCode: ExitBadInput, wantStderr: "sudoku: no puzzle on standard input"},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks rate sudoku"},
	})
}

func TestGenerateSudoku(t *testing.T) {
	sv := sudoku.NewSolver()
	for _, tc := range []struct {
		args  []string
		x     bool
		size  int
		level sudoku.Grade
	}{
		{[]string{"-seed", "5", "-count", "3", "-level", "hard"}, false, 9, sudoku.GradeHard},
		{[]string{"-seed", "5", "-level", "expert"}, false, 9, sudoku.GradeExpert},
		{[]string{"-seed", "5", "-level", "beyond", "-x"}, true, 9, sudoku.GradeBeyond},
		{[]string{"-seed", "5", "-size", "6", "-x", "-level", "medium", "-count", "2"}, true, 6, sudoku.GradeMedium},
		{[]string{"-seed", "5", "-size", "4", "-level", "EASY"}, false, 4, sudoku.GradeEasy},
		{[]string{"-seed", "5"}, false, 9, sudoku.GradeMedium},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := runSudokuLogic(generateSudoku, tc.args, "")
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			want := 1
			for k, a := range tc.args {
				if a == "-count" {
					want = int(tc.args[k+1][0] - '0')
				}
			}
			if len(lines) != want {
				t.Fatalf("%d lines, want %d: %q", len(lines), want, out)
			}
			for _, line := range lines {
				s, err := sudoku.ParseGrid(line, tc.x)
				if err != nil || s.Size() != tc.size {
					t.Fatalf("%q: %v, size %d", line, err, s.Size())
				}
				if n, err := sv.Count(s, 2); err != nil || n != 1 {
					t.Fatalf("%q: %d solutions", line, n)
				}
				if g, _, err := sv.RateLogic(s); err != nil || g != tc.level {
					t.Fatalf("%q: level %v (%v), want %v", line, g, err, tc.level)
				}
			}
			if _, again, _ := runSudokuLogic(generateSudoku, tc.args, ""); again != out {
				t.Errorf("the same seed gave %q, then %q", out, again)
			}
		})
	}
	_, a, _ := runSudokuLogic(generateSudoku, []string{"-seed", "1", "-level", "easy"}, "")
	_, b, _ := runSudokuLogic(generateSudoku, []string{"-seed", "2", "-level", "easy"}, "")
	if a == b {
		t.Errorf("seeds 1 and 2 gave the same puzzle %q", a)
	}
	runSudokuLogicCases(t, generateSudoku, []sudokuLogicCase{
		{name: "bad level", args: []string{"-level", "fiendish"}, wantCode: ExitBadInput, wantStderr: `sudoku: -level must be easy, medium, hard, expert or beyond, got "fiendish"`},
		{name: "bad size", args: []string{"-size", "5"}, wantCode: ExitBadInput, wantStderr: "sudoku: -size must be 4, 6, 9 or 16, got 5"},
		{name: "bad count", args: []string{"-count", "0"}, wantCode: ExitBadInput, wantStderr: "sudoku: -count must be at least 1, got 0"},
		{name: "argument", args: []string{sudokuEasy}, wantCode: ExitBadInput, wantStderr: "sudoku: generate takes no argument"},
		{name: "bad seed", args: []string{"-seed", "-1"}, wantCode: ExitBadInput, wantStderr: "sudoku: invalid value"},
		{name: "level out of reach", args: []string{"-size", "4", "-level", "hard", "-seed", "1"}, wantCode: ExitNoSolution, wantStderr: "no 4×4 puzzle is hard in 400 tries"},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks generate sudoku"},
	})
}
