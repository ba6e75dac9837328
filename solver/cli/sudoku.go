package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"puzzleworks/solver/sudoku"
)

// sudokuArgs are the parsed arguments of `solve sudoku`.
type sudokuArgs struct {
	x        bool
	count    bool
	limit    int
	puzzles  []string
	limitSet bool
}

// sudokuFlags declares the flags of `solve sudoku` on a new flag set.
func sudokuFlags(sio IO) (*flag.FlagSet, *sudokuArgs) {
	a := &sudokuArgs{}
	fs := newFlags("sudoku", sio)
	fs.BoolVar(&a.x, "x", false, "X rule: both main diagonals hold every digit once too")
	fs.BoolVar(&a.count, "count", false, "print the number of solutions of each puzzle, up to -limit")
	fs.IntVar(&a.limit, "limit", sudoku.DefaultLimit, "with -count, stop counting at this many solutions")
	return fs, a
}

// parseSudokuArgs reads the flags and the puzzles given as arguments.
func parseSudokuArgs(args []string) (sudokuArgs, error) {
	fs, a := sudokuFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return sudokuArgs{}, err
	}
	fs.Visit(func(f *flag.Flag) { a.limitSet = a.limitSet || f.Name == "limit" })
	if a.limitSet && !a.count {
		return sudokuArgs{}, errors.New("-limit only applies with -count")
	}
	if a.limit < 1 {
		return sudokuArgs{}, fmt.Errorf("-limit must be at least 1, got %d", a.limit)
	}
	a.puzzles = rest
	return *a, nil
}

// solveSudoku is `solve sudoku [-x] [-count [-limit N]] [PUZZLE...]`.
//
// Puzzles come as arguments or, when there is none, one a line on standard
// input (blank lines and lines starting with # are skipped). Each puzzle
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
		fs, _ := sudokuFlags(sio)
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks solve sudoku [-x] [-count [-limit N]] [PUZZLE...]  (no PUZZLE: one a line on standard input)")
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "sudoku: %v", err)
	}
	b := sudokuBatch{batch: batch{name: "sudoku", sio: sio}, args: a, sv: sudoku.NewSolver(), w: bufio.NewWriterSize(sio.Stdout, 64<<10)}
	if len(a.puzzles) > 0 {
		for i, p := range a.puzzles {
			where := place{arg: i + 1}
			if len(a.puzzles) == 1 {
				where.arg = -1
			}
			if !b.solve([]byte(p), where, 0) {
				break
			}
		}
	} else {
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
	var n int
	var err error
	b.out, n, err = b.sv.SolveLine(b.out[:0], text, b.args.x, limit)
	var pe *sudoku.ParseError
	switch {
	case errors.As(err, &pe):
		if pe.Column > 0 {
			b.fail(ExitBadInput, "sudoku: %s: %s", where.column(pe.Column+skipped), pe.Reason)
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
