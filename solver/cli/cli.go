// Package cli is the command line of the solvers: it parses the flags and
// puzzle text of `puzzleworks solve <puzzle>`, runs the solver in
// solver/<puzzle> and prints the moves, one a line, in the notation of each
// puzzle (see the package documentation of solver/<puzzle>):
//
//	hanoi   "A B"                     the top stone of pile A goes to pile B
//	pulley  "down son up cannonball"  what rides down, what rides up ("-": empty)
//	river   "> H1,W1" / "< H1"        who crosses over / who comes back
//	sudoku  the solved grid, one line a puzzle
//	stars   the grid, '*' a star, '.' empty, rows split by '/'
//	coins   "p q"                     a coin put on point p slides to point q
//
// Every command returns its exit status instead of exiting:
//
//	0  solved (and -h, which prints the usage)
//	1  the puzzle has no solution, with a line on standard error saying why
//	2  bad input: a bad flag or puzzle, with one line naming what and where
//	3  the input cannot be read or the output cannot be written (a full
//	   disk), with one line saying so
//
// A closed pipe (`solve hanoi -n 40 | head`) ends the listing quietly.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"syscall"
)

// Exit statuses shared by every solve command.
const (
	ExitSolved     = 0
	ExitNoSolution = 1
	ExitBadInput   = 2
	// ExitIO is for input that cannot be read or output that cannot be
	// written.
	ExitIO = 3
)

// IO is where a command reads and writes.
type IO struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// command runs one puzzle's solve command with the arguments after its name.
type command func(args []string, sio IO) int

// commands lists the solve command of every puzzle, by name.
func commands() map[string]command {
	return map[string]command{
		"hanoi":  solveHanoi,
		"pulley": solvePulley,
		"river":  solveRiver,
		"sudoku": solveSudoku,
		"stars":  solveStars,
		"coins":  solveCoins,
	}
}

// Puzzles returns the names of the puzzles that have a solve command,
// sorted. It is a plain list, not read from the commands, so a program
// that only names the puzzles (the browser build) does not link every solver.
func Puzzles() []string {
	return []string{"coins", "hanoi", "pulley", "river", "stars", "sudoku"}
}

// Solve runs `solve <puzzle> args...` and returns the exit status.
//
// Reading and writing failures are handled here, for every command alike:
// standard output and input are watched, and the first error of each is
// kept. After the command, a write error other than a closed pipe, or a
// read error, gives ExitIO and one line on standard error; a closed pipe
// changes nothing and says nothing.
func Solve(puzzle string, args []string, sio IO) int {
	cmd, ok := commands()[puzzle]
	if !ok {
		return Fail(sio, ExitBadInput, "solve: unknown puzzle %q (want one of %s)", puzzle, strings.Join(Puzzles(), ", "))
	}
	return watch(puzzle, cmd, args, sio)
}

// Graded lists the puzzles with a logic solver: rate and generate take them.
func Graded() []string { return []string{"stars", "sudoku"} }

// Rate runs `rate <puzzle> args...`: the level of each puzzle on standard
// input, one a line. Input and output failures are handled as in Solve.
func Rate(puzzle string, args []string, sio IO) int {
	cmd, ok := map[string]command{"sudoku": rateSudoku, "stars": rateStars}[puzzle]
	if !ok {
		return Fail(sio, ExitBadInput, "rate: unknown puzzle %q (want one of %s)", puzzle, strings.Join(Graded(), ", "))
	}
	return watch(puzzle, cmd, args, sio)
}

// Generate runs `generate <puzzle> args...`: new puzzles with exactly one
// solution, one a line. Output failures are handled as in Solve.
func Generate(puzzle string, args []string, sio IO) int {
	cmd, ok := map[string]command{"sudoku": generateSudoku, "stars": generateStars}[puzzle]
	if !ok {
		return Fail(sio, ExitBadInput, "generate: unknown puzzle %q (want one of %s)", puzzle, strings.Join(Graded(), ", "))
	}
	return watch(puzzle, cmd, args, sio)
}

// watch runs cmd with standard input and output watched for failures.
func watch(puzzle string, cmd command, args []string, sio IO) int {
	if sio.Stderr == nil {
		sio.Stderr = io.Discard
	}
	if sio.Stdout == nil {
		sio.Stdout = io.Discard
	}
	out := &watchedWriter{w: sio.Stdout}
	sio.Stdout = out
	var in *watchedReader
	if sio.Stdin != nil {
		in = &watchedReader{r: sio.Stdin}
		sio.Stdin = in
	}
	code := cmd(args, sio)
	if in != nil && in.err != nil {
		// A command that stopped on the error has already said so (that
		// is its status 2 or more); only a silent one needs the line.
		if code < ExitBadInput {
			Fail(sio, ExitIO, "%s: cannot read standard input: %v", puzzle, in.err)
		}
		code = max(code, ExitIO)
	}
	if out.err != nil && !closedPipe(out.err) {
		return Fail(sio, ExitIO, "%s: cannot write standard output: %v", puzzle, out.err)
	}
	return code
}

// watchedWriter passes writes on until the first error, which it keeps and
// returns for every later write, so a command stops at the first failure.
type watchedWriter struct {
	w   io.Writer
	err error
}

func (w *watchedWriter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	w.err = err
	return n, err
}

// watchedReader passes reads on and keeps the first error other than the
// end of the input.
type watchedReader struct {
	r   io.Reader
	err error
}

func (r *watchedReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err != nil && err != io.EOF && r.err == nil {
		r.err = err
	}
	return n, err
}

// closedPipe tells whether err means the reader of standard output has
// gone (`| head`): the listing then ends without a word.
func closedPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrClosedPipe)
}

// Fail writes one line to standard error and returns code.
func Fail(sio IO, code int, format string, args ...any) int {
	fmt.Fprintf(sio.Stderr, format+"\n", args...)
	return code
}

// synopsis is the usage line of `solve <name>` after its name, and notes
// printed under it.
func synopsis(name string) (line, notes string) {
	switch name {
	case "hanoi":
		return "[-n N] [-pegs 3|4] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]", ""
	case "pulley":
		return "[-people name=lb,...] [-objects name=lb,...] [-limit LB] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]", ""
	case "river":
		return "[-couples N] [-boat K] [-one-back] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]", ""
	case "coins":
		return "[-n N] [-k K] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]",
			"The goal is n − gcd(n, k) coins: n − 1 when the star is one loop (the\n" +
				"classic {8/3}: 7 coins); a star whose step shares a factor g with n falls\n" +
				"into g loops, each keeps one point empty, and the goal is n − g (a note on\n" +
				"standard error says so). Reaching it is solved (exit status 0).\n"
	case "sudoku":
		return "[-x] [-size N] [-count [-limit N] | -explain] [-from PUZZLE [-entries GRID] | PUZZLE...]  (no PUZZLE: one a line on standard input)", ""
	case "stars":
		return "[-k K] [-reverse] [-stats] [-count [-limit N] | -explain] [-from REGIONS [-marks MARKS]] [REGIONS...]  (no REGIONS: one a line on standard input)", ""
	}
	return "[flags]", ""
}

// newFlags returns a flag set for `solve <name>` that never exits the
// process. Its usage, printed to standard error on -h, is the same for every
// puzzle: "usage: puzzleworks solve <name> ...", notes, then the flags.
func newFlags(name string, sio IO) *flag.FlagSet {
	fs := flag.NewFlagSet("solve "+name, flag.ContinueOnError)
	fs.SetOutput(sio.Stderr)
	fs.Usage = func() { printUsage(fs.Output(), fs, name) }
	return fs
}

// printUsage writes the usage of `solve <name>` to w.
func printUsage(w io.Writer, fs *flag.FlagSet, name string) {
	line, notes := synopsis(name)
	fmt.Fprintf(w, "usage: puzzleworks solve %s %s\n", name, line)
	if notes != "" {
		fmt.Fprint(w, notes)
	}
	out := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(out)
}

// parseFlags parses args with fs, allowing flags and positional arguments in
// any order (`solve sudoku -x PUZZLE` and `solve sudoku PUZZLE -x` both work).
// It returns the positional arguments in order. The flag package prints
// nothing: on -h the usage is printed to the flag set's output and
// flag.ErrHelp returned; any other error is returned for the caller's one
// line (see flagFailed).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	out := fs.Output()
	fs.SetOutput(io.Discard)
	defer fs.SetOutput(out)
	usage := fs.Usage
	fs.Usage = func() {}
	defer func() { fs.Usage = usage }()
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(out)
				usage()
			}
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		if args[0] == "--" {
			return append(positional, args[1:]...), nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// flagFailed turns an error of parseFlags into the exit status: 0 after -h
// (the usage is printed), else 2 with one line naming the flag.
func flagFailed(sio IO, name string, err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return ExitSolved
	}
	return Fail(sio, ExitBadInput, "%s: %v", name, err)
}
