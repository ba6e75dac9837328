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
	from   string // -from, "" for the start
	count  bool
	graph  graphArgs
}

// riverFlags declares the flags of `solve river` on a new flag set: the
// puzzle's own (declared in solver/river), -from and -count.
func riverFlags(sio IO) (*flag.FlagSet, func() (riverArgs, error)) {
	fs := newFlags("river", sio)
	params := river.Flags(fs)
	from := river.FromFlag(fs)
	count := fs.Bool("count", false, "print the number of shortest solutions instead of one")
	ga := graphFlags(fs)
	return fs, func() (riverArgs, error) {
		p, err := params()
		if err != nil {
			return riverArgs{}, err
		}
		return riverArgs{params: p, from: *from, count: *count, graph: ga}, nil
	}
}

// parseRiverArgs reads the flags of `solve river`; it takes no other argument.
func parseRiverArgs(args []string) (riverArgs, error) {
	fs, get := riverFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return riverArgs{}, err
	}
	if len(rest) > 0 {
		return riverArgs{}, fmt.Errorf("unexpected argument %q: the puzzle is set by flags only", rest[0])
	}
	return get()
}

// start is the position to solve from: -from, or the start of the puzzle.
func (a riverArgs) start() (river.State, error) {
	if s, ok, err := river.FromText(a.params, a.from); ok || err != nil {
		return s, err
	}
	return river.Start(a.params)
}

// solveRiver prints a shortest crossing of the jealous husbands, one
// crossing a line, or with -count the number of shortest crossings.
func solveRiver(args []string, sio IO) int {
	a, err := parseRiverArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs, _ := riverFlags(sio)
		fs.Usage()
	}
	if err != nil {
		return flagFailed(sio, "river", err)
	}
	start, err := a.start()
	if err != nil {
		return Fail(sio, ExitBadInput, "river: %v", err)
	}
	if a.graph.wanted() {
		if a.count {
			return Fail(sio, ExitBadInput, "river: -graph and -count: choose one")
		}
		return writeGraph(sio, "river", start, river.GraphRules(), a.graph)
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
	w.Flush() // an error is Solve's to report
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
