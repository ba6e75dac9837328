package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"puzzleworks/solver/stars"
)

// starsArgs are the parsed arguments of `solve stars`.
type starsArgs struct {
	k        int
	count    bool
	limit    int
	reverse  bool
	stats    bool
	explain  bool // print the logic solver's steps (stars_logic.go)
	puzzles  []string
	limitSet bool
	from     *stars.State // -from (with -marks): one puzzle from a position
}

// starsFlags declares the flags of `solve stars` on a new flag set: the
// puzzle's own (-k, -reverse, -from, -marks, declared in solver/stars) and
// the command's.
func starsFlags(sio IO) (*flag.FlagSet, *stars.Flags, *starsArgs) {
	a := &starsArgs{}
	fs := newFlags("stars", sio)
	f := stars.DeclareFlags(fs)
	fs.BoolVar(&a.count, "count", false, "print the number of solutions of each puzzle, up to -limit")
	fs.IntVar(&a.limit, "limit", 2, "with -count, stop counting at this many solutions")
	fs.BoolVar(&a.stats, "stats", false, "report the search nodes of each puzzle on standard error (with -explain: the steps and the level)")
	fs.BoolVar(&a.explain, "explain", false, "print the steps a person would take, one a line, then the solution or \"needs guessing from here\" and the grid so far")
	return fs, f, a
}

// parseStarsArgs reads the flags and the puzzles given as arguments.
func parseStarsArgs(args []string) (starsArgs, error) {
	fs, f, a := starsFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return starsArgs{}, err
	}
	a.limitSet = f.Given("limit")
	a.k, a.reverse = f.K(), f.Reverse()
	switch {
	case f.CheckK() != nil:
		return starsArgs{}, f.CheckK()
	case a.limitSet && !a.count:
		return starsArgs{}, errors.New("-limit only applies with -count")
	case a.explain && a.count:
		return starsArgs{}, errors.New("-explain and -count do not go together: explain a puzzle or count its solutions")
	case a.explain && a.reverse:
		return starsArgs{}, errors.New("-reverse is a search order and -explain uses no search: give one or the other")
	case a.limit < 1:
		return starsArgs{}, fmt.Errorf("-limit must be at least 1, got %d", a.limit)
	case f.Given("from") && len(rest) > 0:
		return starsArgs{}, fmt.Errorf("give the puzzle with -from or as an argument, not both (got -from and %q)", rest[0])
	}
	s, ok, err := f.From()
	if err != nil {
		return starsArgs{}, &fromError{err}
	}
	if ok {
		a.from = &s
	}
	a.puzzles = rest
	return *a, nil
}

// fromError is a bad -from or -marks: bad input, reported as it is.
type fromError struct{ error }

func (e *fromError) Unwrap() error { return e.error }

// solveStars is `solve stars [-k K] [-reverse] [-stats] [-count [-limit N]
// | -explain] [-from REGIONS [-marks MARKS]] [REGIONS...]`. With -explain
// each puzzle gets the logic solver's steps instead (see explain).
//
// A puzzle is its region string: rows separated by '/', one letter a cell
// naming its region. Puzzles come as arguments, with -from, or, when there
// is none, one a line on standard input (blank lines and lines starting
// with # are skipped). -marks starts the
// -from puzzle from the player's stars and dots: the solution keeps them.
// Each puzzle gets one line on standard output, in order: the solved grid
// ('*' a star, '.' empty, rows separated by '/'), or with -count its
// number of solutions up to -limit. A puzzle without a solution gets no
// line when solving (a 0 when counting) and a line on standard error
// saying why; the others are still solved and the exit status is 1. Bad
// input gets a line on standard error naming where it is, in the input and
// in the grid ("stars: line 3: row 3 has 5 cells, want 6", "stars:
// argument: column 9: row 2, column 3: '#' is not a region letter (use A-Z
// or a-z)"), no line on standard output, and exit status 2 at the end.
func solveStars(args []string, sio IO) int {
	a, err := parseStarsArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs, _, _ := starsFlags(sio)
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks solve stars [-k K] [-reverse] [-stats] [-count [-limit N] | -explain] [-from REGIONS [-marks MARKS]] [REGIONS...]  (no REGIONS: one a line on standard input)")
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "stars: %v", err)
	}
	b := starsBatch{batch: batch{name: "stars", sio: sio}, args: a, w: bufio.NewWriterSize(sio.Stdout, 64<<10)}
	switch {
	case a.from != nil:
		b.solveState(*a.from, "-from")
	case len(a.puzzles) > 0:
		for i, p := range a.puzzles {
			where := "argument"
			if len(a.puzzles) > 1 {
				where = fmt.Sprintf("argument %d", i+1)
			}
			if !b.solve(p, where, ": ", 0) {
				break
			}
		}
	default:
		b.readLines(starsMaxLine, "a region string", func(text []byte, line, skipped int) bool {
			return b.solve(string(text), fmt.Sprintf("line %d", line), ", ", skipped)
		})
	}
	if err := b.w.Flush(); err != nil && b.status == ExitSolved {
		// Standard output went away (`| head`): nothing left to say.
		return ExitSolved
	}
	return b.status
}

// starsBatch solves the puzzles of one command and keeps the exit status.
type starsBatch struct {
	batch
	args      starsArgs
	w         *bufio.Writer
	explained int // puzzles explained so far (-explain)
}

// starsMaxLine bounds an input line; a 16×16 grid takes 271 characters.
const starsMaxLine = 1 << 16

// solve solves one puzzle and prints its line. where names the puzzle in
// messages ("line 3", "argument"), sep goes between it and a column, and
// skipped is the number of characters trimmed before the puzzle. It
// returns false when standard output is gone.
func (b *starsBatch) solve(text, where, sep string, skipped int) bool {
	p, ok := b.parse(text, b.args.k, where, sep, skipped)
	if !ok {
		return true
	}
	return b.solveState(p.Start(), where)
}

// parse reads one region string with k stars per unit; a bad one gets a
// line on standard error naming where it is, in the input ("line 3, column
// 15") and in the grid, and ok is false.
func (b *batch) parse(text string, k int, where, sep string, skipped int) (p stars.Puzzle, ok bool) {
	p, err := stars.New(text, k)
	if err != nil {
		var ie *stars.InputError
		if errors.As(err, &ie) && ie.Offset > 0 {
			b.fail(ExitBadInput, "stars: %s%scolumn %d: %v", where, sep, ie.Offset+skipped, err)
		} else {
			b.fail(ExitBadInput, "stars: %s: %v", where, err)
		}
		return p, false
	}
	return p, true
}

// solveState solves or counts from one position and prints its line; it
// returns false when standard output is gone.
func (b *starsBatch) solveState(s stars.State, where string) bool {
	if b.args.explain {
		return b.explain(s, where)
	}
	opt := stars.Options{Reverse: b.args.reverse}
	var line string
	var nodes int
	var err error
	if b.args.count {
		var count int
		count, nodes, err = s.Count(b.args.limit, opt)
		line = fmt.Sprint(count)
		if err == nil && count == 0 {
			_, err = s.Solve(opt) // for the reason
		}
	} else {
		var res stars.Result
		res, err = s.Solve(opt)
		nodes, line = res.Nodes, starsGrid(res.Solution)
	}
	if b.args.stats {
		plural := "s"
		if nodes == 1 {
			plural = ""
		}
		fmt.Fprintf(b.sio.Stderr, "stars: %s: %d search node%s\n", where, nodes, plural)
	}
	if err != nil {
		b.fail(ExitNoSolution, "stars: %s: %v", where, err)
		if !b.args.count {
			return true
		}
	}
	_, werr := b.w.WriteString(line + "\n")
	return werr == nil
}

// starsGrid prints a solution as `solve` does: '*' a star and '.' every
// other cell, the player's dots included.
func starsGrid(s stars.State) string {
	return strings.ReplaceAll(s.String(), "x", ".")
}
