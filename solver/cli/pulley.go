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
	params pulley.Params
	count  bool
}

// pulleyFlags declares the flags of `solve pulley` on a new flag set; the
// item lists are read as text and parsed afterwards, to name the item at fault.
func pulleyFlags(sio IO) (fs *flag.FlagSet, people, objects *string, limit *int, count *bool) {
	fs = newFlags("pulley", sio)
	people = fs.String("people", "queen=195,daughter=105,son=90", "the people, name=weight in pounds, comma-separated")
	objects = fs.String("objects", "cannonball=75", "the objects, which may fall alone, name=weight; - or empty for none")
	limit = fs.Int("limit", 15, "the largest difference of weight, in pounds, when a person rides")
	count = fs.Bool("count", false, "print the number of shortest solutions instead of one")
	return fs, people, objects, limit, count
}

// parsePulleyArgs reads the flags of `solve pulley`; it takes no other argument.
func parsePulleyArgs(args []string) (pulleyArgs, error) {
	fs, people, objects, limit, count := pulleyFlags(IO{Stderr: io.Discard})
	fs.Usage = func() {}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return pulleyArgs{}, err
	}
	if len(rest) > 0 {
		return pulleyArgs{}, fmt.Errorf("unexpected argument %q: the puzzle is set by flags only", rest[0])
	}
	ps, err := pulley.ParseItems(*people, true)
	if err != nil {
		return pulleyArgs{}, fmt.Errorf("-people: %w", err)
	}
	objs, err := pulley.ParseItems(*objects, false)
	if err != nil {
		return pulleyArgs{}, fmt.Errorf("-objects: %w", err)
	}
	a := pulleyArgs{params: pulley.Params{Items: append(ps, objs...), Limit: *limit}, count: *count}
	if err := a.params.Validate(); err != nil {
		return pulleyArgs{}, err
	}
	return a, nil
}

// solvePulley prints a shortest escape from the tower, one trip a line, or
// with -count the number of shortest escapes.
func solvePulley(args []string, sio IO) int {
	a, err := parsePulleyArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fs, _, _, _, _ := pulleyFlags(sio)
		fmt.Fprintln(sio.Stderr, "usage: puzzleworks solve pulley [-people name=lb,...] [-objects name=lb,...] [-limit LB] [-count]")
		fs.PrintDefaults()
		return ExitSolved
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "pulley: %v", err)
	}
	pz, err := pulley.New(a.params)
	if err != nil {
		return Fail(sio, ExitBadInput, "pulley: %v", err)
	}
	if a.count {
		count, _, err := pulley.Count(pz.Start())
		if err != nil {
			return pulleyFailure(sio, err, true)
		}
		fmt.Fprintln(sio.Stdout, count)
		return ExitSolved
	}
	moves, err := pulley.Solve(pz.Start())
	if err != nil {
		return pulleyFailure(sio, err, false)
	}
	w := bufio.NewWriter(sio.Stdout)
	for _, m := range moves {
		fmt.Fprintln(w, m)
	}
	if err := w.Flush(); err != nil {
		return Fail(sio, ExitNoSolution, "pulley: writing the trips: %v", err)
	}
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
