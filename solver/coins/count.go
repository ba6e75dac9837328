package coins

import (
	"math/big"
	"math/bits"
)

// Count returns the number of winning move sequences from s (1 for a solved
// s, 0 when s cannot be won). Sequences that differ in any move, even only in
// the start point of a coin, count as different.
//
// It counts over states with memoisation, one loop at a time. Only states
// that can still be won are visited (see Winnable), and a loop of m points
// has just m·(m−1)+1 of them: one stretch of empty points, or none placed.
// Moves on different loops do not interact, so a winning sequence is an
// interleaving of winning sequences of the loops, and the total is the
// product of the loops' counts times the multinomial number of ways to
// interleave their moves. So every star up to MaxN points is counted in
// well under a millisecond and no size limit is needed. Counting over every
// reachable state instead (2^N − 1 of them on a single loop, measured at
// about 90 bytes and 5 µs each) would need 1.5 GB and over a minute at
// N = 24, and could not reach N = 32.
func Count(s State) *big.Int {
	total := big.NewInt(1)
	if s.Winnable() != nil {
		return total.SetInt64(0)
	}
	p := s.params
	m := p.LoopLen()
	placed := 0 // moves still to play on the loops counted so far
	var c big.Int
	for l := range p.Loops() {
		lm := s.loopMask(l)
		memo := make(map[uint32]*big.Int)
		total.Mul(total, countLoop(lm, m, memo))
		left := m - 1 - bits.OnesCount32(lm)
		placed += left
		total.Mul(total, c.Binomial(int64(placed), int64(left)))
	}
	return total
}

// countLoop returns the number of move sequences that leave one empty point
// on a loop of m points whose coins are lm (loop order), given that its
// empty points form one stretch. memo holds the counts found so far, by lm.
func countLoop(lm uint32, m int, memo map[uint32]*big.Int) *big.Int {
	if v, ok := memo[lm]; ok {
		return v
	}
	n := new(big.Int)
	if bits.OnesCount32(lm) == m-1 {
		n.SetInt64(1)
	}
	for q := range m {
		if lm&(1<<q) != 0 {
			continue
		}
		next := lm | 1<<q
		if stretches(next, m) != 1 {
			continue // the loop could no longer be finished
		}
		for _, from := range [2]int{(q + 1) % m, (q + m - 1) % m} {
			if lm&(1<<from) == 0 {
				n.Add(n, countLoop(next, m, memo))
			}
		}
	}
	memo[lm] = n
	return n
}
