package hanoi

import (
	"errors"
	"fmt"
	"strings"
)

// Limits on the parameters.
const (
	MaxStones      = 63 // 2^63 − 1 moves still fit a uint64
	MaxStones4Pegs = 16 // Frame–Stewart's recursion for 4 piles, streamed
	MaxTableStones = 12 // exact search from any position with 4 piles (4^12 states)
)

// Piles are numbered from 0; their names are letters.
const (
	PileA = 0 // where the stones start
	PileB = 1 // where they must go
)

// ErrNoSolution is never returned for a legal position (every position of
// Hanoi can be solved) but is part of the shared solver shape.
var ErrNoSolution = errors.New("hanoi: no solution")

// Params are the size of the puzzle.
type Params struct {
	N    int // stones, 1..MaxStones (3 piles) or 1..MaxStones4Pegs (4 piles)
	Pegs int // piles, 3 or 4
}

// DefaultParams is the classic set-up of the game: 6 stones, 3 piles.
func DefaultParams() Params { return Params{N: 6, Pegs: 3} }

// Validate reports a parameter out of range, naming it.
func (p Params) Validate() error {
	if p.Pegs != 3 && p.Pegs != 4 {
		return fmt.Errorf("pegs must be 3 or 4, got %d", p.Pegs)
	}
	if max := MaxStonesFor(p.Pegs); p.N < 1 || p.N > max {
		return fmt.Errorf("n must be 1..%d with %d pegs, got %d", max, p.Pegs, p.N)
	}
	return nil
}

// MaxStonesFor is the most stones the solver takes on pegs piles (3 or
// 4): MaxStones, or MaxStones4Pegs.
func MaxStonesFor(pegs int) int {
	if pegs == 4 {
		return MaxStones4Pegs
	}
	return MaxStones
}

// PileName is the letter of pile i (A, B, C, D).
func PileName(i int) string {
	if i < 0 || i > 25 {
		return "?"
	}
	return string(rune('A' + i))
}

// RuleError is a move refused by the rules; Rule says which, in a player's words.
type RuleError struct {
	Rule string
}

// Error returns the rule the move breaks.
func (e *RuleError) Error() string { return e.Rule }

func ruleErr(format string, args ...any) error {
	return &RuleError{Rule: fmt.Sprintf(format, args...)}
}

// Move takes the top stone of pile From to pile To.
type Move struct {
	From, To int
}

// String is the command-line notation: "A B".
func (m Move) String() string {
	return PileName(m.From) + " " + PileName(m.To)
}

// ParseMove reads "A B" (case-insensitive, any spacing).
func ParseMove(s string) (Move, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return Move{}, fmt.Errorf("move %q: want two piles such as \"A B\"", s)
	}
	from, err := parsePile(f[0])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	to, err := parsePile(f[1])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	return Move{From: from, To: to}, nil
}

func parsePile(s string) (int, error) {
	if len(s) != 1 {
		return 0, fmt.Errorf("pile %q: want a letter A-D", s)
	}
	c := s[0] | 0x20 // lower case
	if c < 'a' || c > 'd' {
		return 0, fmt.Errorf("pile %q: want a letter A-D", s)
	}
	return int(c - 'a'), nil
}
