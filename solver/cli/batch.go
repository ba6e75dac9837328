package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
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
// starting with # are skipped, and so is a UTF-8 byte-order mark at the
// start of the input. A line longer than maxLine bytes gets a message and
// the batch goes on with the next. solve returns false to stop (standard
// output is gone). what says what a puzzle is, for the messages.
func (b *batch) readLines(maxLine int, what string, solve func(text []byte, line, skipped int) bool) {
	if b.sio.Stdin == nil {
		b.fail(ExitBadInput, "%s: no puzzle: give %s as an argument or one a line on standard input", b.name, what)
		return
	}
	rd := bufio.NewReaderSize(b.sio.Stdin, 64<<10)
	var buf []byte
	seen := 0 // puzzle lines and lines too long
	for n := 1; ; n++ {
		raw, tooLong, err := nextLine(rd, buf[:0], maxLine)
		if err == io.EOF {
			break
		}
		if err != nil {
			b.fail(ExitBadInput, "%s: reading standard input: %v", b.name, err)
			return
		}
		buf = raw
		if tooLong {
			seen++
			b.fail(ExitBadInput, "%s: line %d: longer than %d bytes", b.name, n, maxLine)
			continue
		}
		if n == 1 {
			raw = bytes.TrimPrefix(raw, []byte(byteOrderMark))
		}
		line := bytes.TrimRightFunc(raw, unicode.IsSpace)
		trimmed := bytes.TrimLeftFunc(line, unicode.IsSpace)
		if len(trimmed) == 0 || trimmed[0] == '#' {
			continue
		}
		seen++
		b.puzzles++
		if !solve(trimmed, n, utf8.RuneCount(line[:len(line)-len(trimmed)])) {
			return
		}
	}
	if seen == 0 {
		b.fail(ExitBadInput, "%s: no puzzle on standard input (give %s as an argument or one a line)", b.name, what)
	}
}

// byteOrderMark is the UTF-8 byte-order mark some editors put first.
const byteOrderMark = "\uFEFF"

// nextLine reads one line into buf and returns it without its newline. A
// line longer than max bytes is read to its end and dropped: tooLong is
// true and the line empty, so one huge line costs no more than max bytes of
// memory. The error is io.EOF only when nothing is left; a last line
// without a newline is returned as any other.
func nextLine(rd *bufio.Reader, buf []byte, max int) (line []byte, tooLong bool, err error) {
	read := false
	for {
		chunk, err := rd.ReadSlice('\n')
		read = read || len(chunk) > 0
		if !tooLong {
			if len(buf)+len(bytes.TrimSuffix(chunk, []byte("\n"))) > max {
				tooLong, buf = true, buf[:0]
			} else {
				buf = append(buf, chunk...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && read:
			return buf, tooLong, nil
		case err != nil:
			return buf, tooLong, err
		}
		return bytes.TrimSuffix(buf, []byte("\n")), tooLong, nil
	}
}
