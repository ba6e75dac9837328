package sudoku

import (
	"fmt"
	"unicode/utf8"
)

// ParseError says what is wrong with a grid's text and, when it is one
// character, where.
type ParseError struct {
	Column int    // 1-based position of the bad character in runes; 0 when not about one character
	Reason string // what is wrong, e.g. "want 81 cells, got 80"
}

// Error returns "column 17: unexpected character 'x'" or just the reason.
func (e *ParseError) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("column %d: %s", e.Column, e.Reason)
	}
	return e.Reason
}

// ParseGrid reads a grid in the one-line format: row-major, digits for
// givens, '.' or '0' for blanks; 16×16 grids write 10-16 as A-G (or a-g).
// The size follows from the length (16, 36, 81 or 256 cells). Every digit
// becomes a given. Givens may clash: the solvers report it as no solution.
// Errors are *ParseError.
func ParseGrid(text string, x bool) (State, error) {
	n := utf8.RuneCountInString(text)
	size, sizeOK := sizeForCells(n)
	col := 0
	for i := 0; i < len(text); {
		col++
		r, w := utf8.DecodeRuneInString(text[i:])
		i += w
		d, ok := 0, false
		if r < utf8.RuneSelf {
			d, ok = ParseDigit(byte(r))
		}
		if !ok {
			return State{}, &ParseError{Column: col, Reason: fmt.Sprintf("unexpected character %s", quoteRune(r, w))}
		}
		if sizeOK && d > size {
			return State{}, &ParseError{Column: col, Reason: fmt.Sprintf("unexpected character %q: a %d×%d grid uses %c-%c", r, size, size, DigitChar(1), DigitChar(size))}
		}
	}
	if !sizeOK {
		return State{}, &ParseError{Reason: lengthReason(n)}
	}
	s := State{size: uint8(size), x: x}
	i := 0
	for k := 0; k < len(text); k++ {
		d, _ := ParseDigit(text[k])
		s.cells[i] = uint8(d)
		if d != 0 {
			s.given.Add(i)
		}
		i++
	}
	return s, nil
}

// quoteRune quotes a character for a message; w is its width in bytes, so
// that a byte that is not UTF-8 is shown as such.
func quoteRune(r rune, w int) string {
	if r == utf8.RuneError && w == 1 {
		return "(a byte that is not UTF-8)"
	}
	return fmt.Sprintf("%q", r)
}

// lengthReason explains a grid text of n characters: the nearest size when
// it is close, else every size.
func lengthReason(n int) string {
	best, dist := 0, -1
	for _, c := range []int{16, 36, 81, 256} {
		d := c - n
		if d < 0 {
			d = -d
		}
		if dist < 0 || d < dist {
			best, dist = c, d
		}
	}
	if dist*4 <= best {
		return fmt.Sprintf("want %d cells, got %d", best, n)
	}
	return fmt.Sprintf("want 16, 36, 81 or 256 cells, got %d", n)
}
