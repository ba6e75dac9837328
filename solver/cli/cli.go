// Package cli is the command line of the solvers: it parses the flags and
// puzzle text of `puzzleworks solve <puzzle>`, runs the solver in
// solver/<puzzle> and prints the moves in the notation of the design.
//
// Every command returns its exit status instead of exiting: 0 when solved,
// 1 when the puzzle has no solution (with a line on standard error saying
// why), 2 for bad input (with a line naming what is wrong and where).
package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// Exit statuses shared by every solve command.
const (
	ExitSolved     = 0
	ExitNoSolution = 1
	ExitBadInput   = 2
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
func Solve(puzzle string, args []string, sio IO) int {
	cmd, ok := commands()[puzzle]
	if !ok {
		return Fail(sio, ExitBadInput, "solve: unknown puzzle %q (want one of %s)", puzzle, strings.Join(Puzzles(), ", "))
	}
	return cmd(args, sio)
}

// Fail writes one line to standard error and returns code.
func Fail(sio IO, code int, format string, args ...any) int {
	fmt.Fprintf(sio.Stderr, format+"\n", args...)
	return code
}

// newFlags returns a flag set for `solve <name>` whose errors and usage go to
// standard error and never exit the process.
func newFlags(name string, sio IO) *flag.FlagSet {
	fs := flag.NewFlagSet("solve "+name, flag.ContinueOnError)
	fs.SetOutput(sio.Stderr)
	return fs
}

// parseFlags parses args with fs, allowing flags and positional arguments in
// any order (`solve sudoku -x PUZZLE` and `solve sudoku PUZZLE -x` both work).
// It returns the positional arguments in order.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
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
