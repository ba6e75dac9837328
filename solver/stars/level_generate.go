package stars

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"
)

// climbSteps, times the side, bounds the layout changes GenerateLevel
// tries on one puzzle before it starts again from a fresh one.
const climbSteps = 8

// GenerateLevel makes a random puzzle of side n with k stars per unit that
// has exactly one solution and exactly the level asked (see Level), and
// returns it with its solution. It makes a puzzle as Generate does, then
// reshapes region borders, one cell at a time, keeping the solution and
// its uniqueness, while the puzzle comes closer to the level; after
// 8n changes it starts again, at most maxTries times, and then
// gives up with an error. The same rng state gives the same puzzle.
//
// Not every level exists at every size: no puzzle with k of 2 or more is
// Easy (an error at once), and small grids are seldom Beyond (see the
// benchmarks for what is quick).
func GenerateLevel(rng *rand.Rand, n, k int, level Level, maxTries int) (Puzzle, State, error) {
	if err := (Params{N: n, K: k}).Validate(); err != nil {
		return Puzzle{}, State{}, fmt.Errorf("generate: %w", err)
	}
	if rng == nil {
		return Puzzle{}, State{}, fmt.Errorf("generate: no random source")
	}
	if level < Easy || level > Beyond {
		return Puzzle{}, State{}, fmt.Errorf("generate: %v is not a level", level)
	}
	if !level.Exists(k) {
		return Puzzle{}, State{}, fmt.Errorf("generate: no puzzle with k=%d is easy: the first step always needs a medium technique (the easy ones start only from a unit with as many cells as stars)", k)
	}
	cells := make([]int, 0, n*n)
	for try := 0; try < maxTries; try++ {
		sol, ok := randomSolution(rng, n, k)
		if !ok {
			continue
		}
		p, ok := carveRegions(rng, n, k, &sol)
		if !ok {
			continue
		}
		if p, ok = refine(rng, p, &sol); !ok {
			continue
		}
		cost, stuck := levelCost(p, level)
		for step := 0; step < climbSteps*n && cost > 0; step++ {
			// Cells where the logic got stuck first, then the others:
			// reshaping the borders there is likelier to help.
			cells = cells[:0]
			for _, first := range [2]bool{true, false} {
				from := len(cells)
				for r := 0; r < n; r++ {
					for c := 0; c < n; c++ {
						if sol[r]>>c&1 == 0 && (stuck[r]>>c&1 == 1) == first {
							cells = append(cells, r*MaxN+c)
						}
					}
				}
				tail := cells[from:]
				rng.Shuffle(len(tail), func(i, j int) { tail[i], tail[j] = tail[j], tail[i] })
			}
			q := p
			if !moveOne(rng, &q, cells) {
				break
			}
			if q, ok = refine(rng, q, &sol); !ok {
				continue
			}
			// Sideways moves are taken too: a walk over puzzles of the
			// same cost finds the way out of a plateau.
			if c, st := levelCost(q, level); c <= cost {
				p, cost, stuck = q, c, st
			}
		}
		if cost == 0 {
			return p, State{p: p, star: sol}, nil
		}
	}
	return Puzzle{}, State{}, fmt.Errorf("generate: no %d×%d %s puzzle with k=%d and a unique solution in %d tries", n, n, level, k, maxTries)
}

// GenerateWithin makes a puzzle of level l as GenerateLevel does, one try
// at a time, at most tries tries and, after the first, for no longer than
// limit: work off the main loop, which stops when c is done and calls
// yield between the tries. Its error names the bound that ended it.
func GenerateWithin(c context.Context, rng *rand.Rand, n, k int, l Level, tries int, limit time.Duration, yield func()) (Puzzle, error) {
	var last error
	deadline := time.Now().Add(limit)
	for try := 0; try < tries; try++ {
		if err := c.Err(); err != nil {
			return Puzzle{}, err
		}
		if try > 0 && time.Now().After(deadline) {
			return Puzzle{}, fmt.Errorf("no %d×%d %s puzzle with %s per unit in %v (%d tries); try another level or size", n, n, l, nouns(k, "star"), limit, try)
		}
		p, _, err := GenerateLevel(rng, n, k, l, 1)
		if err == nil {
			return p, nil
		}
		last = err
		yield()
	}
	return Puzzle{}, fmt.Errorf("no %d×%d %s puzzle with %s per unit in %d tries (%v)", n, n, l, nouns(k, "star"), tries, last)
}

// levelCost says how far p (with one solution) is from level want: 0 at
// that level; when it is too hard, 1 + the cells the techniques up to want
// leave open (returned too); when it is too easy, 1 + how many levels too
// easy.
func levelCost(p Puzzle, want Level) (int, grid) {
	ex := p.Start().explain(min(want, Expert))
	var open grid
	switch {
	case !ex.Solved && want == Beyond:
		return 0, open
	case !ex.Solved:
		b := newBoard(ex.End)
		open = b.open()
		return 1 + open.count(), open
	case ex.Level == want:
		return 0, open
	}
	return 1 + int(want-ex.Level), open
}
