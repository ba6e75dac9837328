package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"

	"puzzleworks/solver/pulley"
)

// pulleyArgs are the parsed arguments of `solve pulley`.
type pulleyArgs struct {
	params  pulley.Params
	from    string // the -from position text, when given
	hasFrom bool
	count   bool
	graph   graphArgs
}

// pulleyFlags declares the flags of `solve pulley` on fs: the puzzle's own,
// declared once in solver/pulley, and -count.
func pulleyFlags(fs *flag.FlagSet) (*pulley.Flags, *bool, graphArgs) {
	return pulley.DeclareFlags(fs), fs.Bool("count", false, "print the number of shortest solutions instead of one"), graphFlags(fs)
}

// parsePulleyArgs reads the flags of `solve pulley`; it takes no other argument.
func parsePulleyArgs(args []string) (pulleyArgs, error) {
	fs := newFlags("pulley", IO{Stderr: io.Discard})
	fs.Usage = func() {}
	flags, count, ga := pulleyFlags(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return pulleyArgs{}, err
	}
	if len(rest) > 0 {
		return pulleyArgs{}, fmt.Errorf("unexpected argument %q: the puzzle is set by flags only", rest[0])
	}
	p, err := flags.Params()
	if err != nil {
		return pulleyArgs{}, err
	}
	a := pulleyArgs{params: p, count: *count, graph: ga}
	if flags.Given("from") {
		a.hasFrom = true
		a.from = fs.Lookup("from").Value.String()
	}
	return a, nil
}

// start returns the position to solve from: -from, or every item at the top.
func (a pulleyArgs) start() (pulley.State, error) {
	pz, err := pulley.New(a.params)
	if err != nil {
		return pulley.State{}, err
	}
	if !a.hasFrom {
		return pz.Start(), nil
	}
	s, err := pz.ParseState(a.from)
	if err != nil {
		return pulley.State{}, fmt.Errorf("-from: %w", err)
	}
	return s, nil
}

// solvePulley prints a shortest escape from the tower, one trip a line, or
// with -count the number of shortest escapes, from the start or -from.
func solvePulley(args []string, sio IO) int {
	a, err := parsePulleyArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs := newFlags("pulley", sio)
		pulleyFlags(fs)
		fs.Usage()
	}
	if err != nil {
		return flagFailed(sio, "pulley", err)
	}
	start, err := a.start()
	if err != nil {
		return Fail(sio, ExitBadInput, "pulley: %v", err)
	}
	if a.graph.wanted() {
		if a.count {
			return Fail(sio, ExitBadInput, "pulley: -graph and -count: choose one")
		}
		return writeGraph(sio, "pulley", start, pulley.GraphRules(), a.graph)
	}
	if a.count {
		count, _, err := pulley.Count(start)
		if err != nil {
			return pulleyFailure(sio, err, true)
		}
		fmt.Fprintln(sio.Stdout, count)
		return ExitSolved
	}
	moves, err := pulley.Solve(start)
	if err != nil {
		return pulleyFailure(sio, err, false)
	}
	w := bufio.NewWriter(sio.Stdout)
	for _, m := range moves {
		fmt.Fprintln(w, m)
	}
	w.Flush() // an error is Solve's to report
	return ExitSolved
}

// pulleyFailure reports a solver error; with -count an impossible puzzle
// also prints 0 solutions, so scripts can read a number either way.
func pulleyFailure(sio IO, err error, count bool) int {
	if errors.Is(err, pulley.ErrNoSolution) {
		if count {
			fmt.Fprintln(sio.Stdout, 0)
		}
		return Fail(sio, ExitNoSolution, "pulley: %v", err)
	}
	return Fail(sio, ExitBadInput, "pulley: %v", err)
}
