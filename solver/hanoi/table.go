package hanoi

import (
	"fmt"
	"math/big"
)

// Table holds the exact distance to the goal of every position with 4 piles
// and n stones (4^n positions, one byte each), found by a breadth-first
// search back from the goal. It answers "optimal from here" for any position.
type Table struct {
	n    int
	dist []uint8 // by code; unreached never happens: every position is connected
}

// NewTable searches every position of n stones on 4 piles (n ≤ MaxTableStones).
func NewTable(n int) (*Table, error) {
	if n < 1 || n > MaxTableStones {
		return nil, fmt.Errorf("hanoi: exact search with 4 pegs is limited to 1..%d stones, got %d", MaxTableStones, n)
	}
	size := 1 << uint(2*n)
	t := &Table{n: n, dist: make([]uint8, size)}
	const unseen = 0xff
	for i := range t.dist {
		t.dist[i] = unseen
	}
	goal := uint32(0)
	for i := 0; i < n; i++ {
		goal |= PileB << uint(2*i)
	}
	// Layer by layer, keeping only the frontier: a queue of every position
	// would take 4 bytes each (67 MB for 12 stones); the widest of the 82
	// layers holds 1.2 M positions.
	t.dist[goal] = 0
	frontier, next := []uint32{goal}, []uint32(nil)
	var nb [12]uint32
	for d := uint8(1); len(frontier) > 0; d++ {
		next = next[:0]
		for _, c := range frontier {
			for _, x := range t.neighbours(c, nb[:0]) {
				if t.dist[x] == unseen {
					t.dist[x] = d
					next = append(next, x)
				}
			}
		}
		frontier, next = next, frontier
	}
	return t, nil
}

// neighbours appends the codes one legal move away from c.
func (t *Table) neighbours(c uint32, dst []uint32) []uint32 {
	tops := [4]int{-1, -1, -1, -1}
	for i := t.n - 1; i >= 0; i-- {
		tops[(c>>uint(2*i))&3] = i
	}
	for from := 0; from < 4; from++ {
		s := tops[from]
		if s < 0 {
			continue
		}
		for to := 0; to < 4; to++ {
			if to == from || (tops[to] >= 0 && tops[to] < s) {
				continue
			}
			shift := uint(2 * s)
			dst = append(dst, c&^(3<<shift)|uint32(to)<<shift)
		}
	}
	return dst
}

func (t *Table) code(s State) (uint32, error) {
	if s.pegs != 4 || s.n != t.n {
		return 0, fmt.Errorf("hanoi: table is for %d stones on 4 piles, position has %d on %d", t.n, s.n, s.pegs)
	}
	var c uint32
	for i := 0; i < s.n; i++ {
		c |= uint32(s.on[i]) << uint(2*i)
	}
	return c, nil
}

// Distance is the number of moves of an optimal solution from s.
func (t *Table) Distance(s State) (uint64, error) {
	c, err := t.code(s)
	if err != nil {
		return 0, err
	}
	return uint64(t.dist[c]), nil
}

// Solve returns an optimal move list from s, always taking the first legal
// move (in the order of State.Legal) that brings the goal one move nearer.
func (t *Table) Solve(s State) ([]Move, error) {
	c, err := t.code(s)
	if err != nil {
		return nil, err
	}
	var moves []Move
	var legal []Move
	for t.dist[c] > 0 {
		legal = s.Legal(legal[:0])
		found := false
		for _, m := range legal {
			next, _ := s.Apply(m)
			nc, _ := t.code(next)
			if t.dist[nc] == t.dist[c]-1 {
				moves = append(moves, m)
				s, c, found = next, nc, true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("hanoi: table inconsistent at %v", s)
		}
	}
	return moves, nil
}

// Count is the number of distinct optimal solutions from s.
func (t *Table) Count(s State) (*big.Int, error) {
	c, err := t.code(s)
	if err != nil {
		return nil, err
	}
	memo := map[uint32]*big.Int{}
	var count func(c uint32) *big.Int
	count = func(c uint32) *big.Int {
		if t.dist[c] == 0 {
			return big.NewInt(1)
		}
		if v, ok := memo[c]; ok {
			return v
		}
		total := new(big.Int)
		var nb [12]uint32
		for _, x := range t.neighbours(c, nb[:0]) {
			if t.dist[x] == t.dist[c]-1 {
				total.Add(total, count(x))
			}
		}
		memo[c] = total
		return total
	}
	return count(c), nil
}
