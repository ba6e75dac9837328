package coins

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Move puts a coin on point From and slides it along a line to point To,
// where it stays. From is left empty.
type Move struct {
	From int
	To   int
}

// String returns the move in the command-line notation "p q".
func (m Move) String() string {
	return strconv.Itoa(m.From) + " " + strconv.Itoa(m.To)
}

// ParseMove reads a move in the notation "p q": two point numbers
// 0..MaxN−1 separated by spaces. Whether the points exist on a given star
// and the move is legal is checked by State.Apply.
func ParseMove(text string) (Move, error) {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return Move{}, fmt.Errorf("move %q: want two points \"p q\", got %d fields", text, len(fields))
	}
	from, err := parsePoint(fields[0])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: start point: %w", text, err)
	}
	to, err := parsePoint(fields[1])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: end point: %w", text, err)
	}
	return Move{From: from, To: to}, nil
}

// parsePoint reads one point number 0..MaxN−1 in decimal.
func parsePoint(s string) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("%q is not a point number", s)
	}
	if v >= MaxN {
		return 0, fmt.Errorf("point %d is too large: no star has more than %d points (0..%d)", v, MaxN, MaxN-1)
	}
	return v, nil
}

// RuleError is the error State.Apply returns for an illegal move. Its text
// names the broken rule in words for the player's status line.
type RuleError struct {
	Move Move
	Rule string
}

// Error returns the broken rule, e.g. "point 6 already holds a coin".
func (e *RuleError) Error() string {
	return e.Rule
}

// ErrNoSolution is wrapped by the errors of Solve and Count when a position
// can no longer be won.
var ErrNoSolution = errors.New("no solution")
