package cli

import (
	"bufio"
	"fmt"
	"slices"

	"puzzleworks/solver/hanoi"
)

// solveHanoi is `solve hanoi -n N -pegs P [-from POSITION] [-count]`: one
// move a line, "A B", streamed in constant memory with 3 piles.
func solveHanoi(args []string, sio IO) int {
	fs := newFlags("hanoi", sio)
	flags := hanoi.DeclareFlags(fs)
	count := fs.Bool("count", false, "print the number of optimal solutions instead")
	ga := graphFlags(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagFailed(sio, "hanoi", err)
	}
	if len(rest) > 0 {
		return Fail(sio, ExitBadInput, "hanoi: unexpected argument %q (hanoi takes only flags)", rest[0])
	}
	p, err := flags.Params()
	if err != nil {
		return Fail(sio, ExitBadInput, "hanoi: %v", err)
	}
	start, _ := hanoi.Start(p)
	from, fromGiven, _ := flags.From()
	if fromGiven {
		start = from
	}
	if ga.wanted() {
		if *count {
			return Fail(sio, ExitBadInput, "hanoi: -graph and -count: choose one")
		}
		return writeGraph(sio, "hanoi", start, hanoi.GraphRules(), ga)
	}
	if *count {
		if p.Pegs == 4 && p.N > hanoi.MaxTableStones {
			return Fail(sio, ExitBadInput, "hanoi: -count with 4 pegs needs an exact search: n must be 1..%d, got %d", hanoi.MaxTableStones, p.N)
		}
		c, err := hanoi.CountOptimal(start)
		if err != nil {
			return Fail(sio, ExitBadInput, "hanoi: %v", err)
		}
		fmt.Fprintln(sio.Stdout, c)
		return ExitSolved
	}
	moves := hanoi.Moves(p)
	if fromGiven {
		switch {
		case p.Pegs == 3:
			moves, _ = hanoi.MovesFrom(start)
		case p.N > hanoi.MaxTableStones:
			return Fail(sio, ExitBadInput, "hanoi: -from with 4 piles needs an exact search: at most %d stones, got %d", hanoi.MaxTableStones, p.N)
		default:
			list, err := hanoi.Solve(start)
			if err != nil {
				return Fail(sio, ExitBadInput, "hanoi: %v", err)
			}
			moves = slices.Values(list)
		}
	}
	w := bufio.NewWriterSize(sio.Stdout, 64<<10)
	var line [4]byte
	line[1], line[3] = ' ', '\n'
	for m := range moves {
		line[0] = 'A' + byte(m.From)
		line[2] = 'A' + byte(m.To)
		if _, err := w.Write(line[:]); err != nil {
			// Solve reports the failure (or nothing for `| head`).
			return ExitSolved
		}
	}
	w.Flush() // an error is Solve's to report
	return ExitSolved
}
