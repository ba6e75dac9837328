package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"unicode/utf8"

	"puzzleworks/solver/sudoku"
)

// The logic commands of Sudoku: `solve sudoku -explain`, `rate sudoku` and
// `generate sudoku`. Levels are sudoku.Grade: easy, medium, hard, expert,
// beyond.

// sudokuGridFlags are the grid flags shared by explain and rate: -x and -size.
type sudokuGridFlags struct {
	x    bool
	size int // 0 when not given: any size
}

// sudokuLogicBatch runs one logic command over its puzzles.
type sudokuLogicBatch struct {
	batch
	grid sudokuGridFlags
	sv   *sudoku.Solver
	w    *bufio.Writer
}

// parse reads one puzzle line, reporting bad input as solveSudoku does:
// "sudoku: line 3: want 81 cells, got 80". ok is false when it is bad.
func (b *sudokuLogicBatch) parse(text []byte, where place, skipped int) (sudoku.State, bool) {
	s, err := sudoku.ParseGrid(string(text), b.grid.x)
	var pe *sudoku.ParseError
	switch {
	case errors.As(err, &pe) && pe.Column > 0:
		b.fail(ExitBadInput, "sudoku: %s: %s", where.column(pe.Column+skipped), pe.Reason)
		return s, false
	case err != nil:
		b.fail(ExitBadInput, "sudoku: %s: %v", where, err)
		return s, false
	case b.grid.size > 0 && s.Size() != b.grid.size:
		b.fail(ExitBadInput, "sudoku: %s: want %d cells for -size %d, got %d", where, b.grid.size*b.grid.size, b.grid.size, utf8.RuneCount(text))
		return s, false
	}
	return s, true
}

// each hands every puzzle to do: the arguments, else the lines of
// standard input. do returns false when standard output is gone.
func (b *sudokuLogicBatch) each(args []string, do func(text []byte, where place, skipped int) bool) {
	if len(args) == 0 {
		b.readLines(maxLine, "one", func(text []byte, line, skipped int) bool {
			return do(text, place{line: line}, skipped)
		})
		return
	}
	for i, a := range args {
		where := place{arg: i + 1}
		if len(args) == 1 {
			where.arg = -1
		}
		b.puzzles++
		if !do([]byte(a), where, 0) {
			return
		}
	}
}

// finish flushes standard output and returns the exit status.
func (b *sudokuLogicBatch) finish() int {
	if err := b.w.Flush(); err != nil && b.status == ExitSolved {
		return ExitSolved // standard output went away (`| head`)
	}
	return b.status
}

// setSudokuUsage makes -h print "usage: puzzleworks <line>" and the flags.
func setSudokuUsage(fs *flag.FlagSet, line string) {
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: puzzleworks "+line)
		fs.PrintDefaults()
	}
}

// explainSudoku is `solve sudoku -explain [-x] [-size N] [-from PUZZLE
// [-entries GRID] | PUZZLE...]`: the steps a person takes, one a line,
// each naming its technique, cells and digits and ending in its effect
// ("r3c7=5", or "remove 7 from r5c7, r5c8"), then the solution, or
// "needs guessing from here: " and the grid so far. Puzzles come as
// arguments, with -from (and -entries: the player's digits are kept and
// explained from), or one a line on standard input; a blank line separates
// the puzzles. A puzzle without a solution gets a line on standard error
// and exit status 1; bad input a line naming where and exit status 2; the
// other puzzles are still explained.
func explainSudoku(args []string, sio IO) int {
	const usage = "solve sudoku -explain [-x] [-size N] [-from PUZZLE [-entries GRID] | PUZZLE...]  (no PUZZLE: one a line on standard input)"
	fs := newFlags("sudoku", sio)
	setSudokuUsage(fs, usage)
	f := sudoku.DeclareFlags(fs)
	fs.Bool("explain", true, "print the steps a person takes, one a line")
	count := fs.Bool("count", false, "(not with -explain)")
	fs.Int("limit", sudoku.DefaultLimit, "(not with -explain)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagFailed(sio, "sudoku", err)
	}
	if *count || f.Given("limit") {
		return Fail(sio, ExitBadInput, "sudoku: -explain prints steps: it does not go with -count or -limit")
	}
	p, err := f.Params()
	if err != nil {
		return Fail(sio, ExitBadInput, "sudoku: %v", err)
	}
	b := &sudokuLogicBatch{batch: batch{name: "sudoku", sio: sio}, sv: sudoku.NewSolver(), w: bufio.NewWriterSize(sio.Stdout, 64<<10)}
	b.grid.x = p.X
	if f.Given("size") {
		b.grid.size = p.Size
	}
	first := true
	explain := func(s sudoku.State, where fmt.Stringer) bool {
		if !first {
			b.w.WriteByte('\n')
		}
		first = false
		n, err := b.sv.Count(s, 2)
		if err != nil || n == 0 {
			b.fail(ExitNoSolution, "sudoku: %s: %v", where, noSolution(b.sv, s))
			return true
		}
		steps, end, solved, err := sudoku.Explain(s)
		if err != nil {
			b.fail(ExitNoSolution, "sudoku: %s: %v", where, err)
			return true
		}
		for _, st := range steps {
			b.w.WriteString(st.Text)
			b.w.WriteByte('\n')
		}
		switch {
		case solved:
			b.w.WriteString(end.String())
		case n > 1:
			b.w.WriteString("needs guessing from here (the puzzle has more than one solution): " + end.String())
		default:
			b.w.WriteString("needs guessing from here: " + end.String())
		}
		_, werr := b.w.WriteString("\n")
		return werr == nil
	}
	if s, ok, err := f.From(); err != nil {
		return Fail(sio, ExitBadInput, "sudoku: %v", err)
	} else if ok {
		if len(rest) > 0 {
			return Fail(sio, ExitBadInput, "sudoku: give the puzzle with -from or as an argument, not both")
		}
		b.puzzles++
		explain(s, sudokuPlaceName("-from"))
		return b.finish()
	}
	b.each(rest, func(text []byte, where place, skipped int) bool {
		s, ok := b.parse(text, where, skipped)
		return !ok || explain(s, where)
	})
	return b.finish()
}

// sudokuPlaceName is a fixed name for a place in messages.
type sudokuPlaceName string

func (s sudokuPlaceName) String() string { return string(s) }

// rateSudoku is `rate sudoku [-x] [-size N] [-technique] [PUZZLE...]`: the
// level of each puzzle, one a line (easy, medium, hard, expert or beyond:
// see sudoku.Grade), with -technique followed by the hardest technique it
// needs. Puzzles come as arguments or one a line on standard input (blank
// lines and # comments skipped). A bad line gets a line on standard error
// naming it ("sudoku: line 3: want 81 cells, got 80") and no level, and
// the batch goes on: exit status 2 at the end; a puzzle without exactly
// one solution has no level: a line on standard error and exit status 1.
func rateSudoku(args []string, sio IO) int {
	const usage = "rate sudoku [-x] [-size N] [-technique] [PUZZLE...]  (no PUZZLE: one a line on standard input)"
	fs := newFlags("sudoku", sio)
	fs.Init("rate sudoku", flag.ContinueOnError)
	setSudokuUsage(fs, usage)
	b := &sudokuLogicBatch{batch: batch{name: "sudoku", sio: sio}, sv: sudoku.NewSolver(), w: bufio.NewWriterSize(sio.Stdout, 64<<10)}
	fs.BoolVar(&b.grid.x, "x", false, "X rule: both main diagonals hold every digit once too")
	fs.IntVar(&b.grid.size, "size", 0, "side of the grid: 4, 6, 9 or 16 (default: any, from each line's length)")
	technique := fs.Bool("technique", false, "print the hardest technique after the level")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagFailed(sio, "sudoku", err)
	}
	if b.grid.size != 0 {
		if err := (sudoku.Params{Size: b.grid.size}).Validate(); err != nil {
			return Fail(sio, ExitBadInput, "sudoku: -%v", err)
		}
	}
	var line []byte
	b.each(rest, func(text []byte, where place, skipped int) bool {
		s, ok := b.parse(text, where, skipped)
		if !ok {
			return true
		}
		g, t, err := b.sv.RateLogic(s)
		switch {
		case errors.Is(err, sudoku.ErrNotUnique):
			b.fail(ExitNoSolution, "sudoku: %s: more than one solution: no level", where)
			return true
		case err != nil:
			b.fail(ExitNoSolution, "sudoku: %s: %v", where, err)
			return true
		}
		line = append(line[:0], g.String()...)
		if *technique {
			name := "none"
			if t >= 0 {
				name = t.String()
			}
			line = append(append(line, ' '), name...)
		}
		_, werr := b.w.Write(append(line, '\n'))
		return werr == nil
	})
	return b.finish()
}

// generateSudoku is `generate sudoku [-size 9] [-x] [-level L] [-count N]
// [-seed S]`: N new puzzles, one a line in the puzzle format, each with
// exactly one solution and exactly level L (easy, medium, hard, expert or
// beyond). The same seed gives the same puzzles; without -seed each run
// differs. A level that the size hardly has (a 4×4 puzzle beyond singles)
// is exit status 1 with a line on standard error, after the puzzles made.
func generateSudoku(args []string, sio IO) int {
	const usage = "generate sudoku [-size 9] [-x] [-level L] [-count N] [-seed S]"
	fs := newFlags("sudoku", sio)
	fs.Init("generate sudoku", flag.ContinueOnError)
	setSudokuUsage(fs, usage)
	size := fs.Int("size", 9, "side of the grid: 4, 6 (boxes of 2×3), 9 or 16")
	x := fs.Bool("x", false, "X rule: both main diagonals hold every digit once too")
	level := fs.String("level", "medium", "easy, medium, hard, expert or beyond")
	count := fs.Int("count", 1, "how many puzzles")
	seed := fs.Uint64("seed", 0, "seed of the puzzles: the same seed gives the same puzzles (default: a new one each run)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagFailed(sio, "sudoku", err)
	}
	if len(rest) > 0 {
		return Fail(sio, ExitBadInput, "sudoku: generate takes no argument, got %q", rest[0])
	}
	p := sudoku.Params{Size: *size, X: *x}
	if err := p.Validate(); err != nil {
		return Fail(sio, ExitBadInput, "sudoku: -%v", err)
	}
	g, err := sudoku.ParseGrade(*level)
	if err != nil {
		return Fail(sio, ExitBadInput, "sudoku: -%v", err)
	}
	if *count < 1 {
		return Fail(sio, ExitBadInput, "sudoku: -count must be at least 1, got %d", *count)
	}
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		*seed = rand.Uint64()
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	sv := sudoku.NewSolver()
	w := bufio.NewWriter(sio.Stdout)
	for k := 0; k < *count; k++ {
		s, err := sv.GenerateGrade(p, g, rng)
		if err != nil {
			w.Flush()
			return Fail(sio, ExitNoSolution, "sudoku: %v", err)
		}
		if _, err := w.WriteString(s.String() + "\n"); err != nil {
			return ExitSolved
		}
		if *count > 1 {
			// Each line as it comes: a long run shows progress.
			if err := w.Flush(); err != nil {
				return ExitSolved
			}
		}
	}
	w.Flush()
	return ExitSolved
}
