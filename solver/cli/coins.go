package cli

import (
	"bufio"
	"fmt"

	"puzzleworks/solver/coins"
)

// solveCoins runs `solve coins [-n 8] [-k 3] [-from POSITION] [-count]`: it
// prints the moves that win the star {n/k} from the start, or from the
// position whose coins are POSITION, one "p q" a line; with -count, the
// number of winning move sequences instead. A star that falls into several
// loops has the goal n − loops; a note on standard error says so.
func solveCoins(args []string, sio IO) int {
	fs := newFlags("coins", sio)
	params := coins.Flags(fs)
	from := coins.FromFlag(fs)
	fs.StringVar(from, "coins", "", "the same as -from (the older name)")
	count := fs.Bool("count", false, "print the number of winning move sequences instead of one")
	ga := graphFlags(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagFailed(sio, "coins", err)
	}
	if len(rest) > 0 {
		return Fail(sio, ExitBadInput, "coins: unexpected argument %q: coins takes only the flags -n, -k, -from, -count and -graph", rest[0])
	}
	p, err := params()
	if err != nil {
		return Fail(sio, ExitBadInput, "coins: %v", err)
	}
	s, err := coins.ParsePosition(p, *from)
	if err != nil {
		return Fail(sio, ExitBadInput, "coins: -from %q: %v", *from, err)
	}
	if note := p.LoopNote(); note != "" {
		fmt.Fprintf(sio.Stderr, "coins: note: %s\n", note)
	}
	if ga.wanted() {
		if *count {
			return Fail(sio, ExitBadInput, "coins: -graph and -count: choose one")
		}
		return writeGraph(sio, "coins", s, coins.GraphRules(), ga)
	}
	if *count {
		return printCoinsCount(s, sio)
	}
	moves, err := coins.Solve(s)
	if err != nil {
		return Fail(sio, ExitNoSolution, "coins: %v", err)
	}
	w := bufio.NewWriter(sio.Stdout)
	for _, m := range moves {
		fmt.Fprintln(w, m)
	}
	w.Flush() // an error is Solve's to report
	return ExitSolved
}

// printCoinsCount prints the number of winning sequences from s; when there
// are none it also says why on standard error and returns ExitNoSolution.
func printCoinsCount(s coins.State, sio IO) int {
	fmt.Fprintln(sio.Stdout, coins.Count(s))
	if err := s.Winnable(); err != nil {
		return Fail(sio, ExitNoSolution, "coins: %v", err)
	}
	return ExitSolved
}
