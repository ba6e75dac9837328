package coins

import (
	"fmt"
	"math/bits"
	"strings"
)

// Why a position is won or lost: a move fills a point that has an empty
// neighbour. Follow the lines around a loop and the empty points form
// stretches of neighbouring points. Filling a point of a stretch leaves its
// empty neighbour in the same stretch, so a stretch never vanishes: each
// keeps at least one empty point to the end. And a stretch of any length can
// be filled down to one point, from one end. So a loop can be finished iff
// its empty points form one stretch (or the loop is empty), and a position
// can be won iff that holds on every loop.

// stretches returns the number of stretches of empty points on a loop of m
// points whose coins are lm (loop order). An empty loop is one stretch.
func stretches(lm uint32, m int) int {
	full := fullMask(m)
	e := ^lm & full
	if e == full {
		return 1
	}
	prev := (e<<1 | e>>(m-1)) & full // bit j: point j−1 of the loop is empty
	return bits.OnesCount32(e &^ prev)
}

// MaxCoins returns the most coins the star can hold at the end of a game
// played on from s: N minus one empty point for every stretch of empty
// points on every loop. It equals Params.Goal exactly when s can be won.
func (s State) MaxCoins() int {
	p := s.params
	if p.Validate() != nil {
		return 0
	}
	c := p.N
	for l := range p.Loops() {
		c -= stretches(s.loopMask(l), p.LoopLen())
	}
	return c
}

// EmptyRuns returns the number of stretches of empty points along the
// lines, over every loop: each keeps one point empty to the end, so
// MaxCoins is N − EmptyRuns. The position can be won iff it equals Loops.
func (s State) EmptyRuns() int {
	p := s.params
	if p.Validate() != nil {
		return 0
	}
	r := 0
	for l := range p.Loops() {
		r += stretches(s.loopMask(l), p.LoopLen())
	}
	return r
}

// Winnable returns nil when s can still be won, else an error wrapping
// ErrNoSolution that says why. A State not made by this package's
// constructors (the zero State) has no valid star and gets a plain error.
func (s State) Winnable() error {
	p := s.params
	if err := p.Validate(); err != nil {
		return fmt.Errorf("invalid star %v: %w", p, err)
	}
	m := p.LoopLen()
	for l := range p.Loops() {
		lm := s.loopMask(l)
		if stretches(lm, m) == 1 {
			continue
		}
		where := "following the lines"
		if p.Loops() > 1 {
			where += " of loop " + joinPoints(p.LoopPoints(l), "-")
		}
		parts := emptyStretches(p.LoopPoints(l), lm)
		return fmt.Errorf("%w: %s, the empty points form %d separate stretches (%s); "+
			"every stretch keeps at least one empty point to the end, so at most %d coins can be placed, not %d",
			ErrNoSolution, where, len(parts), strings.Join(parts, " and "), s.MaxCoins(), p.Goal())
	}
	return nil
}

// emptyStretches writes each stretch of empty points of a loop (points in
// loop order, coins lm) as its points joined by "-", e.g. "1-4".
func emptyStretches(pts []int, lm uint32) []string {
	m := len(pts)
	empty := func(j int) bool { return lm&(1<<((j+m)%m)) == 0 }
	var parts []string
	for j := range m {
		if !empty(j) || empty(j-1) {
			continue
		}
		var run []int
		for t := j; empty(t) && len(run) < m; t++ {
			run = append(run, pts[t%m])
		}
		parts = append(parts, joinPoints(run, "-"))
	}
	return parts
}

// Solve returns the moves that win from s, loop by loop, by Schuh's
// strategy: every coin slides to the point the previous coin started from,
// so the coins fill each stretch of empty points from one end, walking
// backwards along the lines. Every winning game has Goal − Coins moves, so
// this is also a shortest one. A solved s needs no moves. A position that
// cannot be won returns an error wrapping ErrNoSolution that says why.
func Solve(s State) ([]Move, error) {
	if err := s.Winnable(); err != nil {
		return nil, err
	}
	p := s.params
	m := p.LoopLen()
	moves := make([]Move, 0, p.Goal()-s.Coins())
	for l := range p.Loops() {
		pts := p.LoopPoints(l)
		lm := s.loopMask(l)
		empties := m - bits.OnesCount32(lm)
		first := 0 // loop index of the first point of the stretch
		if lm == 0 {
			// An empty loop: the first coin goes anywhere; the rest of
			// the loop is then one stretch starting next to it.
			moves = append(moves, Move{From: pts[1], To: pts[0]})
			first, empties = 1, m-1
		} else {
			for lm&(1<<first) == 0 || lm&(1<<((first+1)%m)) != 0 {
				first = (first + 1) % m
			}
			first = (first + 1) % m
		}
		for t := range empties - 1 {
			moves = append(moves, Move{From: pts[(first+t+1)%m], To: pts[(first+t)%m]})
		}
	}
	return moves, nil
}
