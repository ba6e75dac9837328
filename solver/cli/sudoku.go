package cli

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"unicode"
	"unicode/utf8"

	"puzzleworks/solver/sudoku"
)

// sudokuArgs are the parsed arguments of `solve sudoku`.
type sudokuArgs struct {
	x        bool
	count    bool
	limit    int
	puzzles  []string
	limitSet bool
	size     int // -size when given, else 0
	from     *sudoku.State
	explain  bool // the logic solver's steps instead (sudoku_logic.go)
}

// sudokuFlags declares the flags of `solve sudoku` on a new flag set: the
// puzzle's flags (declared once in solver/sudoku) and -count, -limit.
func sudokuFlags(sio IO) (*flag.FlagSet, *sudokuArgs, *sudoku.Flags) {
	a := &sudokuArgs{}
	fs := newFlags("sudoku", sio)
	f := sudoku.DeclareFlags(fs)
	fs.BoolVar(&a.count, "count", false, "print the number of solutions of each puzzle, up to -limit")
	fs.IntVar(&a.limit, "limit", sudoku.DefaultLimit, fmt.Sprintf("with -count, stop counting at this many solutions (1 to %d)", maxLimit))
	fs.BoolVar(&a.explain, "explain", false, "print the steps a person takes, one a line, ending in the solution or \"needs guessing from here\"")
	return fs, a, f
}

// parseSudokuArgs reads the flags and the puzzles given as arguments.
func parseSudokuArgs(args []string) (sudokuArgs, error) {
	fs, a, f := sudokuFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return sudokuArgs{}, err
	}
	fs.Visit(func(f *flag.Flag) { a.limitSet = a.limitSet || f.Name == "limit" })
	p, err := f.Params()
	if err != nil {
		return sudokuArgs{}, err
	}
	a.x = p.X
	if f.Given("size") {
		a.size = p.Size
	}
	if s, ok, _ := f.From(); ok {
		if len(rest) > 0 {
			return sudokuArgs{}, fmt.Errorf("give the puzzle with -from or as an argument, not both")
		}
		a.from = &s
	}
	if a.limitSet && !a.count {
		return sudokuArgs{}, errors.New("-limit only applies with -count")
	}
	if a.limit < 1 || a.limit > maxLimit {
		return sudokuArgs{}, fmt.Errorf("-limit must be 1 to %d, got %d", maxLimit, a.limit)
	}
	a.puzzles = rest
	return *a, nil
}

// solveSudoku is `solve sudoku [-x] [-size N] [-count [-limit N]]
// [-from PUZZLE [-entries GRID] | PUZZLE...]`.
//
// Puzzles come as arguments, or with -from (and the player's -entries on
// it: the solution keeps them), or, when there is none, one a line on
// standard input (blank lines and lines starting with # are skipped). With
// -size, every puzzle must be of that size. Each puzzle
// gets one line on standard output, in order: its solution, or with -count
// its number of solutions up to -limit. A puzzle without a solution gets no
// line when solving (a 0 when counting) and a line on standard error, e.g.
// "sudoku: line 4: no solution: given 5 at r1c1 clashes with r1c9"; the
// others are still solved and the exit status is 1. Bad input gets a line
// on standard error naming where it is ("sudoku: line 3: want 81 cells, got
// 80", "sudoku: argument: column 17: unexpected character 'x'"), no line on
// standard output, and exit status 2 at the end.
func solveSudoku(args []string, sio IO) int {
	a, err := parseSudokuArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs, _, _ := sudokuFlags(sio)
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks solve sudoku [-x] [-size N] [-count [-limit N] | -explain] [-from PUZZLE [-entries GRID] | PUZZLE...]  (no PUZZLE: one a line on standard input)")
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "sudoku: %v", err)
	}
	if a.explain {
		return explainSudoku(args, sio) // it reads the arguments its own way
	}
	b := sudokuBatch{batch: batch{name: "sudoku", sio: sio}, args: a, sv: sudoku.NewSolver(), w: bufio.NewWriterSize(sio.Stdout, 64<<10)}
	switch {
	case a.from != nil:
		b.solveState(*a.from, "-from")
	case len(a.puzzles) > 0:
		for i, p := range a.puzzles {
			where := place{arg: i + 1}
			if len(a.puzzles) == 1 {
				where.arg = -1
			}
			// Spaces around an argument are trimmed as around a line.
			text := bytes.TrimRightFunc([]byte(p), unicode.IsSpace)
			trimmed := bytes.TrimLeftFunc(text, unicode.IsSpace)
			if !b.solve(trimmed, where, utf8.RuneCount(text[:len(text)-len(trimmed)])) {
				break
			}
		}
	default:
		b.readLines(maxLine, "one", func(text []byte, line, skipped int) bool {
			return b.solve(text, place{line: line}, skipped)
		})
	}
	if err := b.w.Flush(); err != nil && b.status == ExitSolved {
		// Standard output went away (`| head`): nothing left to say.
		return ExitSolved
	}
	return b.status
}

// sudokuBatch solves the puzzles of one command and keeps the exit status.
type sudokuBatch struct {
	batch
	args sudokuArgs
	sv   *sudoku.Solver
	w    *bufio.Writer
	out  []byte
}

// maxLine bounds an input line; the largest grid has 256 cells.
const maxLine = 1 << 20

// maxLimit bounds -limit, so that a count ends: a hundred thousand
// solutions take about 0.03 s of CPU on an empty 9×9 grid, 1 s with -x and
// 1.4 s on an empty 16×16 grid (the general engine).
const maxLimit = 100_000

// place is where a puzzle comes from: a line of standard input, or an
// argument (-1 when it is the only one).
type place struct {
	line, arg int
}

// String names the place in messages: "line 3", "argument 2", "argument".
func (p place) String() string {
	switch {
	case p.line > 0:
		return fmt.Sprintf("line %d", p.line)
	case p.arg > 0:
		return fmt.Sprintf("argument %d", p.arg)
	}
	return "argument"
}

// column names a place and a column: "line 2, column 17" or
// "argument: column 17".
func (p place) column(c int) string {
	if p.line > 0 {
		return fmt.Sprintf("%v, column %d", p, c)
	}
	return fmt.Sprintf("%v: column %d", p, c)
}

// solve solves one puzzle and prints its line. skipped is the number of
// characters trimmed before the puzzle. It returns false when standard
// output is gone.
func (b *sudokuBatch) solve(text []byte, where place, skipped int) bool {
	limit := 1
	if b.args.count {
		limit = b.args.limit
	}
	if size := b.args.size; size > 0 && utf8.RuneCount(text) != size*size {
		if _, err := sudoku.ParseGrid(string(text), b.args.x); err != nil {
			var pe *sudoku.ParseError
			if errors.As(err, &pe) && pe.Column > 0 {
				b.fail(ExitBadInput, "sudoku: %s: %s", where.column(pe.Column+skipped), pe.Reason)
				return true
			}
		}
		b.fail(ExitBadInput, "sudoku: %s: want %d cells for -size %d, got %d", where, size*size, size, utf8.RuneCount(text))
		return true
	}
	var n int
	var err error
	b.out, n, err = b.sv.SolveLine(b.out[:0], text, b.args.x, limit)
	var pe *sudoku.ParseError
	switch {
	case errors.As(err, &pe):
		if pe.Column > 0 {
			b.fail(ExitBadInput, "sudoku: %s: %s%s", where.column(pe.Column+skipped), pe.Reason, sizesNote(text))
		} else {
			b.fail(ExitBadInput, "sudoku: %s: %s", where, pe.Reason)
		}
		return true
	case err != nil:
		b.fail(ExitNoSolution, "sudoku: %s: %v", where, err)
		if !b.args.count {
			return true
		}
	}
	if b.args.count {
		b.out = strconv.AppendInt(b.out[:0], int64(n), 10)
	}
	b.out = append(b.out, '\n')
	_, werr := b.w.Write(b.out)
	return werr == nil
}

// sizesNote is added to a bad character's message when the length of the
// text fits no grid either: "garbage" must not read as a near miss of a
// 16×16 grid (g and a are 16×16 digits, r is the first character that is
// no digit at all).
func sizesNote(text []byte) string {
	switch n := utf8.RuneCount(text); n {
	case 16, 36, 81, 256:
		return ""
	default:
		return fmt.Sprintf(" (and %d characters fit no grid: 16, 36, 81 or 256 for 4×4, 6×6, 9×9 or 16×16)", n)
	}
}

// solveState solves one grid given whole (-from with its entries, or the
// empty grid) and prints its line: the solution, which keeps the entries,
// or with -count the number of solutions.
func (b *sudokuBatch) solveState(s sudoku.State, what string) {
	b.puzzles++
	if b.args.count {
		n, err := b.sv.Count(s, b.args.limit)
		if err != nil {
			b.fail(ExitBadInput, "sudoku: %s: %v", what, err)
			return
		}
		if n == 0 {
			b.fail(ExitNoSolution, "sudoku: %s: %v", what, noSolution(b.sv, s))
		}
		b.out = strconv.AppendInt(b.out[:0], int64(n), 10)
		b.out = append(b.out, '\n')
		b.w.Write(b.out)
		return
	}
	sol, err := b.sv.Solve(s)
	if err != nil {
		b.fail(ExitNoSolution, "sudoku: %s: %v", what, noSolution(b.sv, s))
		return
	}
	b.out = append(sol.AppendText(b.out[:0]), '\n')
	b.w.Write(b.out)
}

// noSolution says why s has no solution, naming the first wrong entry when
// the entries are to blame.
func noSolution(sv *sudoku.Solver, s sudoku.State) error {
	if m, ok := sv.FirstWrong(s); ok {
		return fmt.Errorf("%w: the entry %v makes the puzzle unsolvable", sudoku.ErrNoSolution, m)
	}
	_, err := sv.Solve(s)
	return err
}
