package stars

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is what a move does to a cell.
type MoveKind uint8

// The three player moves.
const (
	PlaceStar MoveKind = iota + 1 // put a star in the cell
	PlaceDot                      // mark the cell as empty
	ClearCell                     // remove the star or dot from the cell
)

// String returns the word used in the move notation.
func (k MoveKind) String() string {
	switch k {
	case PlaceStar:
		return "star"
	case PlaceDot:
		return "dot"
	case ClearCell:
		return "clear"
	}
	return fmt.Sprintf("MoveKind(%d)", uint8(k))
}

// Move is one player move on one cell. Row and Col are 0-based; the text
// form is 1-based: "star r2c3", "dot r2c3", "clear r2c3".
type Move struct {
	Kind     MoveKind
	Row, Col int
}

// String returns the move in the notation ParseMove reads.
func (m Move) String() string {
	return m.Kind.String() + " " + cellName(m.Row, m.Col)
}

// cellName returns the 1-based name of cell (r, c), e.g. "r2c3".
func cellName(r, c int) string {
	return "r" + strconv.Itoa(r+1) + "c" + strconv.Itoa(c+1)
}

// ParseMove reads a move written as "star r2c3", "dot r2c3" or
// "clear r2c3" (1-based row and column; '*', '.' and '-' are accepted for
// the three words). It checks the notation only: whether the cell is on the
// grid and the move legal is for State.Apply to say.
func ParseMove(s string) (Move, error) {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return Move{}, fmt.Errorf("move %q: want a kind and a cell, like \"star r2c3\"", s)
	}
	var m Move
	switch strings.ToLower(fields[0]) {
	case "star", "*":
		m.Kind = PlaceStar
	case "dot", ".":
		m.Kind = PlaceDot
	case "clear", "-":
		m.Kind = ClearCell
	default:
		return Move{}, fmt.Errorf("move %q: unknown kind %q, want star, dot or clear", s, fields[0])
	}
	r, c, err := parseCell(fields[1])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	m.Row, m.Col = r, c
	return m, nil
}

// parseCell reads a 1-based cell name like "r2c3" and returns 0-based
// coordinates.
func parseCell(s string) (int, int, error) {
	t := strings.ToLower(s)
	rest, ok := strings.CutPrefix(t, "r")
	if !ok {
		return 0, 0, fmt.Errorf("cell %q: want r<row>c<column>, like r2c3", s)
	}
	rs, cs, ok := strings.Cut(rest, "c")
	if !ok {
		return 0, 0, fmt.Errorf("cell %q: want r<row>c<column>, like r2c3", s)
	}
	r, err := parseIndex(rs)
	if err != nil {
		return 0, 0, fmt.Errorf("cell %q: row %w", s, err)
	}
	c, err := parseIndex(cs)
	if err != nil {
		return 0, 0, fmt.Errorf("cell %q: column %w", s, err)
	}
	return r - 1, c - 1, nil
}

// parseIndex reads a 1-based row or column number of at most two digits.
func parseIndex(s string) (int, error) {
	if s == "" || len(s) > 2 {
		return 0, fmt.Errorf("%q: want a number from 1 to %d", s, MaxN)
	}
	v := 0
	for _, ch := range []byte(s) {
		if ch < '0' || ch > '9' {
			return 0, fmt.Errorf("%q: want a number from 1 to %d", s, MaxN)
		}
		v = v*10 + int(ch-'0')
	}
	if v < 1 || v > MaxN {
		return 0, fmt.Errorf("%q: want a number from 1 to %d", s, MaxN)
	}
	return v, nil
}
