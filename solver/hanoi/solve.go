package hanoi

import (
	"fmt"
	"iter"
	"math/big"
)

// Optimal is the length of the optimal solution from the start: 2^n − 1 with
// 3 piles, Frame–Stewart's number with 4.
func Optimal(p Params) (uint64, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	if p.Pegs == 3 {
		return 1<<uint(p.N) - 1, nil
	}
	n, _ := frameStewart(p.N)
	return n, nil
}

// frameStewart returns FS(n), the fewest moves for n stones on 4 piles, and
// the best number k of small stones to park on a spare pile first.
func frameStewart(n int) (moves uint64, split int) {
	var fs [MaxStones4Pegs + 1]uint64
	var best [MaxStones4Pegs + 1]int
	for m := 1; m <= n; m++ {
		fs[m] = 1<<uint(m) - 1
		best[m] = 0
		for k := 1; k < m; k++ {
			if c := 2*fs[k] + 1<<uint(m-k) - 1; c < fs[m] {
				fs[m], best[m] = c, k
			}
		}
	}
	return fs[n], best[n]
}

// Moves streams the optimal solution from the start, one move at a time, in
// constant memory: with 3 piles for any n up to 63, with 4 up to 16.
func Moves(p Params) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if p.Validate() != nil {
			return
		}
		if p.Pegs == 3 {
			streamThree(p.N, yield)
			return
		}
		fourPegs(p.N, PileA, PileB, 2, 3, yield)
	}
}

// streamThree yields the 2^n − 1 moves from A to B iteratively: move m moves
// stone ctz(m)+1, and the piles follow from m's bits alone.
func streamThree(n int, yield func(Move) bool) {
	// The bit formula moves the tower from logical pile 0 to 2 when n is odd
	// and to 1 when n is even; map logical piles so the tower lands on B.
	phys := [3]int{PileA, 2, PileB}
	if n%2 == 0 {
		phys = [3]int{PileA, PileB, 2}
	}
	last := uint64(1)<<uint(n) - 1
	for m := uint64(1); m <= last && m != 0; m++ {
		from := (m & (m - 1)) % 3
		to := ((m | (m - 1)) + 1) % 3
		if !yield(Move{From: phys[from], To: phys[to]}) {
			return
		}
		if m == last {
			return
		}
	}
}

// threePegs yields the moves of a tower of n stones from one pile to another.
func threePegs(n, from, to, spare int, yield func(Move) bool) bool {
	if n == 0 {
		return true
	}
	return threePegs(n-1, from, spare, to, yield) &&
		yield(Move{From: from, To: to}) &&
		threePegs(n-1, spare, to, from, yield)
}

// fourPegs yields Frame–Stewart's moves of a tower of n stones.
func fourPegs(n, from, to, s1, s2 int, yield func(Move) bool) bool {
	if n == 0 {
		return true
	}
	_, k := frameStewart(n)
	return fourPegs(k, from, s1, to, s2, yield) &&
		threePegs(n-k, from, to, s2, yield) &&
		fourPegs(k, s1, to, from, s2, yield)
}

// Remaining is the number of moves of an optimal solution from s. With 4
// piles away from the start it needs the exact table (n ≤ 12), built here;
// callers that ask often should keep a Table.
func Remaining(s State) (uint64, error) {
	if s.pegs == 3 {
		return remainingThree(s), nil
	}
	if start, _ := Start(s.Params()); s == start {
		return Optimal(s.Params())
	}
	t, err := NewTable(s.n)
	if err != nil {
		return 0, err
	}
	return t.Distance(s)
}

// remainingThree counts the unique optimal solution from any position: the
// largest stone not yet on its target must cross once, after the smaller
// ones have gathered on the third pile.
func remainingThree(s State) uint64 {
	var moves uint64
	target := PileB
	for k := s.n; k >= 1; k-- {
		if int(s.on[k-1]) == target {
			continue
		}
		moves += 1 << uint(k-1)
		target = 3 - int(s.on[k-1]) - target
	}
	return moves
}

// Solve returns an optimal move list from any legal position.
func Solve(s State) ([]Move, error) {
	if s.n == 0 {
		return nil, fmt.Errorf("hanoi: empty position")
	}
	if s.pegs == 3 {
		if s.n > 24 {
			return nil, fmt.Errorf("hanoi: %d stones make too long a list; use Moves to stream them", s.n)
		}
		var moves []Move
		cur := s
		solveThree(&cur, s.n, PileB, func(m Move) bool { moves = append(moves, m); return true })
		return moves, nil
	}
	if start, _ := Start(s.Params()); s == start && s.n <= 20 {
		var moves []Move
		for m := range Moves(s.Params()) {
			moves = append(moves, m)
		}
		return moves, nil
	}
	t, err := NewTable(s.n)
	if err != nil {
		return nil, err
	}
	return t.Solve(s)
}

// solveThree moves stones 1..k of cur onto target optimally, yielding each
// move and keeping cur up to date.
func solveThree(cur *State, k, target int, yield func(Move) bool) bool {
	if k == 0 {
		return true
	}
	at := int(cur.on[k-1])
	if at == target {
		return solveThree(cur, k-1, target, yield)
	}
	other := 3 - at - target
	if !solveThree(cur, k-1, other, yield) {
		return false
	}
	cur.on[k-1] = uint8(target)
	if !yield(Move{From: at, To: target}) {
		return false
	}
	// Stones 1..k-1 now form a tower on other: move it whole.
	for i := 0; i < k-1; i++ {
		cur.on[i] = uint8(target)
	}
	return threePegs(k-1, other, target, at, yield)
}

// CountOptimal is the number of distinct optimal solutions from s: 1 with 3
// piles (the optimal solution is unique); with 4 piles it is counted exactly
// over the table, so n ≤ 12.
func CountOptimal(s State) (*big.Int, error) {
	if s.pegs == 3 {
		return big.NewInt(1), nil
	}
	t, err := NewTable(s.n)
	if err != nil {
		return nil, err
	}
	return t.Count(s)
}

// MovesFrom streams an optimal solution from any legal position with 3
// piles, in constant memory, for any number of stones.
func MovesFrom(s State) (iter.Seq[Move], error) {
	if s.pegs != 3 {
		return nil, fmt.Errorf("hanoi: streaming from a position needs 3 piles; with 4 use Solve")
	}
	return func(yield func(Move) bool) {
		cur := s
		solveThree(&cur, s.n, PileB, yield)
	}, nil
}
