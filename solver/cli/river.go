package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"

	"puzzleworks/solver/river"
)

// riverArgs are the parsed arguments of `solve river`.
type riverArgs struct {
	params river.Params
	count  bool
}

// riverFlags declares the flags of `solve river` on a new flag set.
func riverFlags(sio IO) (*flag.FlagSet, *riverArgs) {
	a := &riverArgs{params: river.DefaultParams()}
	fs := newFlags("river", sio)
	fs.IntVar(&a.params.Couples, "couples", a.params.Couples, fmt.Sprintf("number of couples, 1..%d", river.MaxCouples))
	fs.IntVar(&a.params.Boat, "boat", a.params.Boat, "how many people the boat holds, 1..2*couples")
	fs.BoolVar(&a.params.OneBack, "one-back", false, "only one person may row back")
	fs.BoolVar(&a.count, "count", false, "print the number of shortest solutions instead of one")
	return fs, a
}

// parseRiverArgs reads the flags of `solve river`; it takes no other argument.
func parseRiverArgs(args []string) (riverArgs, error) {
	fs, a := riverFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return riverArgs{}, err
	}
	if len(rest) > 0 {
		return riverArgs{}, fmt.Errorf("unexpected argument %q: the puzzle is set by flags only", rest[0])
	}
	if err := a.params.Validate(); err != nil {
		return riverArgs{}, err
	}
	return *a, nil
}

// solveRiver prints a shortest crossing of the jealous husbands, one
// crossing a line, or with -count the number of shortest crossings.
func solveRiver(args []string, sio IO) int {
	a, err := parseRiverArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs, _ := riverFlags(sio)
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks solve river [-couples N] [-boat K] [-one-back] [-count]")
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "river: %v", err)
	}
	start, err := river.Start(a.params)
	if err != nil {
		return Fail(sio, ExitBadInput, "river: %v", err)
	}
	if a.count {
		count, _, err := river.Count(start)
		if err != nil {
			return riverFailure(sio, err, true)
		}
		fmt.Fprintln(sio.Stdout, count)
		return ExitSolved
	}
	moves, err := river.Solve(start)
	if err != nil {
		return riverFailure(sio, err, false)
	}
	w := bufio.NewWriter(sio.Stdout)
	for _, m := range moves {
		fmt.Fprintln(w, m)
	}
	if err := w.Flush(); err != nil {
		return Fail(sio, ExitNoSolution, "river: writing the moves: %v", err)
	}
	return ExitSolved
}

// riverFailure reports a solver error; with -count an impossible puzzle
// also prints 0 solutions, so scripts can read a number either way.
func riverFailure(sio IO, err error, count bool) int {
	if errors.Is(err, river.ErrNoSolution) {
		if count {
			fmt.Fprintln(sio.Stdout, 0)
		}
		return Fail(sio, ExitNoSolution, "river: %v", err)
	}
	return Fail(sio, ExitBadInput, "river: %v", err)
}
