package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"puzzleworks/solver/stars"
)

// explain prints the logic solver's steps for one position (solve stars
// -explain): one step a line, "technique: explanation [moves]" where the
// moves are the step's conclusions in the move notation ("star r2c3", "dot
// r2c4"), then the solution as `solve` prints it, or "needs guessing from
// here: " and the grid so far ('*' a star, 'x' empty, '.' unknown: the
// -marks notation, to go on from). Puzzles of a batch are separated by a
// blank line. A position with no solution gets a line on standard error
// and no output, as without -explain. It returns false when standard
// output is gone.
func (b *starsBatch) explain(s stars.State, where string) bool {
	if _, err := s.Solve(stars.Options{}); err != nil {
		b.fail(ExitNoSolution, "stars: %s: %v", where, err)
		return true
	}
	ex := s.Explain()
	if b.explained > 0 {
		b.w.WriteByte('\n')
	}
	b.explained++
	for _, d := range ex.Steps {
		b.w.WriteString(starsStepLine(d))
		b.w.WriteByte('\n')
	}
	if ex.Solved {
		b.w.WriteString(starsGrid(ex.End))
	} else {
		b.w.WriteString("needs guessing from here: " + ex.End.String())
	}
	if b.args.stats {
		fmt.Fprintf(b.sio.Stderr, "stars: %s: %s, level %s\n", where, starsNouns(len(ex.Steps), "step"), ex.Level)
	}
	_, err := b.w.WriteString("\n")
	return err == nil
}

// starsStepLine writes a step as -explain prints it.
func starsStepLine(d stars.Deduction) string {
	moves := d.Moves()
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	return d.String() + " [" + strings.Join(names, ", ") + "]"
}

// starsNouns writes "1 step" or "n steps".
func starsNouns(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// rateStars is `rate stars [-k K] [REGIONS...]`: the level of each puzzle
// (easy, medium, hard, expert or beyond; see stars.Level), one a line, for
// the region strings given as arguments or, with none, one a line on
// standard input (blank lines and # comments skipped). A bad line gets a
// line on standard error naming it ("stars: line 3, column 15: ...") and
// the batch goes on; the exit status is then 2. A puzzle without exactly
// one solution has no level: a line on standard error, none on standard
// output, and exit status 1 (2 wins over 1).
//
// It handles its own output errors: a closed pipe ends it quietly, another
// write error is a line on standard error and status 3.
func rateStars(args []string, sio IO) int {
	fs := flag.NewFlagSet("rate stars", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	k := fs.Int("k", 1, fmt.Sprintf("stars in every row, column and region (%d to %d)", stars.MinK, stars.MaxK))
	puzzles, err := parseFlags(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks rate stars [-k K] [REGIONS...]  (no REGIONS: one a line on standard input)")
		fmt.Fprintln(sio.Stderr, "Prints the level of each puzzle, one a line: easy, medium, hard, expert or beyond.")
		fs.SetOutput(sio.Stderr)
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "stars: %v", err)
	}
	if *k < stars.MinK || *k > stars.MaxK {
		return Fail(sio, ExitBadInput, "stars: -k %d is out of range, want %d to %d", *k, stars.MinK, stars.MaxK)
	}
	b := &batch{name: "stars", sio: sio}
	w := bufio.NewWriter(sio.Stdout)
	rate := func(text, where, sep string, skipped int) bool {
		p, ok := b.parse(text, *k, where, sep, skipped)
		if !ok {
			return true
		}
		level, err := stars.Rate(p)
		if err != nil {
			b.fail(ExitNoSolution, "stars: %s: %v", where, strings.TrimPrefix(err.Error(), "rate: "))
			return true
		}
		_, err = w.WriteString(level.String() + "\n")
		return err == nil
	}
	if len(puzzles) > 0 {
		for i, text := range puzzles {
			where := "argument"
			if len(puzzles) > 1 {
				where = fmt.Sprintf("argument %d", i+1)
			}
			if !rate(text, where, ": ", 0) {
				break
			}
		}
	} else {
		b.readLines(starsMaxLine, "a region string", func(text []byte, line, skipped int) bool {
			return rate(string(text), fmt.Sprintf("line %d", line), ", ", skipped)
		})
	}
	return starsWriteStatus(sio, w, b.status)
}

// starsWriteStatus flushes w and returns status; a failure to write is
// reported by the command's caller (see watch in cli.go), which watches
// standard output.
func starsWriteStatus(_ IO, w *bufio.Writer, status int) int {
	if err := w.Flush(); err != nil && !closedPipe(err) {
		return max(status, ExitIO)
	}
	return status
}

// generateStars is `generate stars [-n N] [-k K] [-level L] [-count N]
// [-seed S]`: new puzzles, one region string a line, each with exactly one
// solution and, with -level, exactly that level. The same flags give the
// same puzzles. A level no puzzle of that size reaches in the tries
// allowed (no puzzle with k ≥ 2 is easy) is exit status 1 with a line
// saying so, after the puzzles made so far.
func generateStars(args []string, sio IO) int {
	fs := flag.NewFlagSet("generate stars", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	n := fs.Int("n", 8, "grid side (5 to 14 is quick; 4 to 16 allowed)")
	k := fs.Int("k", 1, fmt.Sprintf("stars in every row, column and region (%d to %d; the side must be at least 4k)", stars.MinK, stars.MaxK))
	levelName := fs.String("level", "", "easy, medium, hard, expert or beyond (default: any level)")
	count := fs.Int("count", 1, "how many puzzles")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same puzzles")
	rest, err := parseFlags(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks generate stars [-n N] [-k K] [-level L] [-count N] [-seed S]")
		fmt.Fprintln(sio.Stderr, "Prints new puzzles, one region string a line, each with exactly one solution.")
		fs.SetOutput(sio.Stderr)
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "stars: %v", err)
	}
	if len(rest) > 0 {
		return Fail(sio, ExitBadInput, "stars: unexpected argument %q: generate takes only the flags -n, -k, -level, -count and -seed", rest[0])
	}
	if err := (stars.Params{N: *n, K: *k}).Validate(); err != nil {
		return Fail(sio, ExitBadInput, "stars: -n %d -k %d: %v", *n, *k, err)
	}
	if *count < 1 {
		return Fail(sio, ExitBadInput, "stars: -count must be at least 1, got %d", *count)
	}
	level := stars.Level(-1)
	if fs.Lookup("level").Value.String() != "" {
		if level, err = stars.ParseLevel(*levelName); err != nil {
			return Fail(sio, ExitBadInput, "stars: -level: %v", err)
		}
	}
	rng := rand.New(rand.NewPCG(*seed, uint64(*n)<<8|uint64(*k)))
	w := bufio.NewWriter(sio.Stdout)
	for i := 0; i < *count; i++ {
		var p stars.Puzzle
		if level < 0 {
			p, _, err = stars.Generate(rng, *n, *k, starsGenerateTries)
		} else {
			p, _, err = stars.GenerateLevel(rng, *n, *k, level, starsGenerateTries)
		}
		if err != nil {
			status := starsWriteStatus(sio, w, ExitNoSolution)
			if status == ExitNoSolution {
				Fail(sio, status, "stars: puzzle %d: %v", i+1, err)
			}
			return status
		}
		if _, err := w.WriteString(p.String() + "\n"); err != nil {
			break
		}
	}
	return starsWriteStatus(sio, w, ExitSolved)
}

// starsGenerateTries bounds the fresh starts of one generated puzzle.
const starsGenerateTries = 1000
