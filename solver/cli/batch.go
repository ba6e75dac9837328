package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// batch is what every puzzle-per-line command shares: the exit status so
// far and the count of puzzles seen. The worst status wins.
type batch struct {
	name    string // the puzzle, prefixed to every message
	sio     IO
	status  int
	puzzles int
}

// fail writes a line on standard error and raises the exit status to code.
func (b *batch) fail(code int, format string, args ...any) {
	fmt.Fprintf(b.sio.Stderr, format+"\n", args...)
	if code > b.status {
		b.status = code
	}
}

// readLines hands every puzzle line of standard input to solve, with its
// line number and the number of characters trimmed before it (so columns
// in messages count from the line's real start). Blank lines and lines
// starting with # are skipped. solve returns false to stop (standard
// output is gone). what says what a puzzle is, for the messages.
func (b *batch) readLines(maxLine int, what string, solve func(text []byte, line, skipped int) bool) {
	if b.sio.Stdin == nil {
		b.fail(ExitBadInput, "%s: no puzzle: give %s as an argument or one a line on standard input", b.name, what)
		return
	}
	sc := bufio.NewScanner(b.sio.Stdin)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimRightFunc(sc.Bytes(), unicode.IsSpace)
		trimmed := bytes.TrimLeftFunc(line, unicode.IsSpace)
		if len(trimmed) == 0 || trimmed[0] == '#' {
			continue
		}
		b.puzzles++
		if !solve(trimmed, n, utf8.RuneCount(line[:len(line)-len(trimmed)])) {
			return
		}
	}
	switch err := sc.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		b.fail(ExitBadInput, "%s: line %d: longer than %d bytes", b.name, n+1, maxLine)
	case err != nil:
		b.fail(ExitBadInput, "%s: reading standard input: %v", b.name, err)
	case b.puzzles == 0:
		b.fail(ExitBadInput, "%s: no puzzle on standard input (give %s as an argument or one a line)", b.name, what)
	}
}
