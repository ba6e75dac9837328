package sudoku

import (
	"fmt"
	"strconv"
	"strings"
)

// Move is a player's move: put Digit in the cell at Row, Col (0-based), or
// clear the cell when Digit is 0.
type Move struct {
	Row, Col int
	Digit    int // 1..size, or 0 to clear the cell
}

// String returns the move in the command-line notation: "r3c7=5" puts 5 in
// row 3, column 7 (counted from 1); "r3c7=." clears it. Digits 10-16 are
// written A-G.
func (m Move) String() string {
	return CellName(m.Row, m.Col) + "=" + string(DigitChar(m.Digit))
}

// ParseMove reads a move written as String writes it: "r3c7=5", "r3c7=."
// or "r3c7=0" (clear), "r12c16=G" (either case). Whether the move fits a
// grid is for Apply to say.
func ParseMove(text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	cell, digit, ok := strings.Cut(t, "=")
	if !ok {
		return Move{}, fmt.Errorf("move %q: want the form r3c7=5 or r3c7=.", text)
	}
	rest, ok := strings.CutPrefix(cell, "r")
	if !ok {
		return Move{}, fmt.Errorf("move %q: the cell must start with r, as in r3c7", text)
	}
	rs, cs, ok := strings.Cut(rest, "c")
	if !ok {
		return Move{}, fmt.Errorf("move %q: the cell needs a column, as in r3c7", text)
	}
	row, err := parseIndex(rs)
	if err != nil {
		return Move{}, fmt.Errorf("move %q: row: %w", text, err)
	}
	col, err := parseIndex(cs)
	if err != nil {
		return Move{}, fmt.Errorf("move %q: column: %w", text, err)
	}
	if len(digit) != 1 {
		return Move{}, fmt.Errorf("move %q: want one digit after =, or . to clear", text)
	}
	d, ok := ParseDigit(digit[0])
	if !ok {
		return Move{}, fmt.Errorf("move %q: unexpected digit %q", text, digit)
	}
	return Move{Row: row - 1, Col: col - 1, Digit: d}, nil
}

// parseIndex reads a row or column number 1..MaxSize.
func parseIndex(s string) (int, error) {
	if s == "" || len(s) > 2 {
		return 0, fmt.Errorf("want a number from 1 to %d, got %q", MaxSize, s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxSize || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("want a number from 1 to %d, got %q", MaxSize, s)
	}
	return n, nil
}
