package cli

import (
	"bufio"
	"fmt"

	"puzzleworks/solver/hanoi"
)

// solveHanoi is `solve hanoi -n N -pegs P [-count]`: one move a line, "A B",
// streamed in constant memory.
func solveHanoi(args []string, sio IO) int {
	fs := newFlags("hanoi", sio)
	n := fs.Int("n", hanoi.Default.N, "number of stones (1..63 with 3 pegs, 1..16 with 4)")
	pegs := fs.Int("pegs", hanoi.Default.Pegs, "number of piles: 3 or 4")
	count := fs.Bool("count", false, "print the number of optimal solutions instead")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return ExitBadInput
	}
	if len(rest) > 0 {
		return Fail(sio, ExitBadInput, "hanoi: unexpected argument %q (hanoi takes only flags)", rest[0])
	}
	p := hanoi.Params{N: *n, Pegs: *pegs}
	if err := p.Validate(); err != nil {
		return Fail(sio, ExitBadInput, "hanoi: -%v", err)
	}
	start, _ := hanoi.Start(p)
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
	w := bufio.NewWriterSize(sio.Stdout, 64<<10)
	var line [4]byte
	line[1], line[3] = ' ', '\n'
	for m := range hanoi.Moves(p) {
		line[0] = 'A' + byte(m.From)
		line[2] = 'A' + byte(m.To)
		if _, err := w.Write(line[:]); err != nil {
			// A closed pipe (`| head`) ends the listing quietly.
			return ExitSolved
		}
	}
	if err := w.Flush(); err != nil {
		return ExitSolved
	}
	return ExitSolved
}
