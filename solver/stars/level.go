package stars

import (
	"errors"
	"fmt"
	"strings"
)

// Level is how hard a star grid is for a person: the level of the hardest
// step the logic solver needs, easiest steps first. The thresholds:
//
//   - Easy: a star's neighbours are empty, a unit with its k stars has no
//     other, a unit with as many open cells as stars to place fills them
//     (Neighbours, UnitDone, LastCells): the "singles" of star grids.
//   - Medium: one unit at a time: every way to place one row's, column's or
//     region's stars agrees on a cell (Placements), or a region confined to
//     one row or column, or a row or column confined to one region
//     (Confinement of one line).
//   - Hard: several units at once: regions confined to a band of two or
//     more lines, or the reverse (Confinement of two lines or more), and
//     2x2 block counting over two neighbouring rows or columns (Blocks).
//   - Expert: a one-step lookahead: a star here would leave some unit
//     without room (Lookahead).
//   - Beyond: the techniques above get stuck; the puzzle needs guessing.
type Level int

// The levels, easiest first.
const (
	Easy Level = iota
	Medium
	Hard
	Expert
	Beyond
	Levels // the number of levels
)

var levelNames = [Levels]string{"easy", "medium", "hard", "expert", "beyond"}

// String returns the level's name: "easy", "medium", "hard", "expert" or
// "beyond".
func (l Level) String() string {
	if l < 0 || l >= Levels {
		return fmt.Sprintf("level(%d)", int(l))
	}
	return levelNames[l]
}

// Exists reports whether a puzzle with k stars per unit can be of level
// l: none with k of 2 or more is Easy, since two cells of a region touch
// and a line has n ≥ 4k cells, so no unit starts with as few open cells
// as stars and no first step is easy.
func (l Level) Exists(k int) bool { return l != Easy || k == 1 }

// ParseLevel reads a level's name, in any case.
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("level %q: want easy, medium, hard, expert or beyond", s)
}

// ErrNotUnique is wrapped by the error of Rate for a puzzle with more than
// one solution: its level is not defined.
var ErrNotUnique = errors.New("more than one solution")

// rateNodes bounds the exact search Rate runs to check the solution count.
const rateNodes = 2_000_000

// Rate returns the level of p: the hardest step the logic solver needs to
// solve it from the empty grid, or Beyond when it gets stuck. A puzzle
// without exactly one solution is an error (wrapping ErrNoSolution or
// ErrNotUnique, or ErrGaveUp when the count takes too long).
func Rate(p Puzzle) (Level, error) {
	if p.n == 0 {
		return 0, errors.New("rate: no puzzle: the grid has no cells")
	}
	count, _, err := p.Start().Count(2, Options{MaxNodes: rateNodes})
	switch {
	case err != nil:
		return 0, fmt.Errorf("rate: %w", err)
	case count == 0:
		if _, err := p.Start().Solve(Options{MaxNodes: rateNodes}); err != nil {
			return 0, fmt.Errorf("rate: %w", err)
		}
		return 0, fmt.Errorf("rate: %w", ErrNoSolution)
	case count > 1:
		return 0, fmt.Errorf("rate: %w: the level of a puzzle is that of its only solution", ErrNotUnique)
	}
	return p.Start().Explain().Level, nil
}
