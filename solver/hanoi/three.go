package hanoi

import "fmt"

// With 3 piles the distances have closed forms, so a graph too large to
// list (3^12 = 531,441 positions) can still be measured and walked: the
// fewest moves from any position to any other, and to the nearest of a
// set of positions that agree on their largest stones (the groups of the
// coarse Sierpinski triangle).

// Index is the number of position s among the pegs^n positions of its
// size: stone k's pile is the digit of weight pegs^(k-1), so the largest
// stones are the leading digits. FromIndex reads it back.
func (s State) Index() int {
	i := 0
	for k := s.n; k >= 1; k-- {
		i = i*s.pegs + int(s.on[k-1])
	}
	return i
}

// FromIndex is the position of p whose Index is i.
func FromIndex(p Params, i int) (State, error) {
	s, err := Start(p)
	if err != nil {
		return s, err
	}
	if i < 0 || i >= Positions(p) {
		return State{}, fmt.Errorf("hanoi: no position %d among the %d of %d stones on %d piles", i, Positions(p), p.N, p.Pegs)
	}
	for k := 0; k < p.N; k++ {
		s.on[k] = uint8(i % p.Pegs)
		i /= p.Pegs
	}
	return s, nil
}

// Positions is the number of positions of p, pegs^n (0 when it does not
// fit an int).
func Positions(p Params) int {
	n := 1
	for range p.N {
		if n > (1<<62)/max(1, p.Pegs) {
			return 0
		}
		n *= p.Pegs
	}
	return n
}

// ThreeMoves is the number of moves between the positions of n stones on
// 3 piles, a move and its reverse counted apart: 3^(n+1) − 3. Every
// position has the smallest stone's two moves, and all but the 3 with
// every stone on one pile one more between the tops of the other piles.
func ThreeMoves(n int) int { return 3*Positions(Params{N: n, Pegs: 3}) - 3 }

// ThreeFarthest is the most moves any position of n stones on 3 piles
// is from a position with every stone on one pile: 2^n − 1.
func ThreeFarthest(n int) uint64 { return 1<<uint(n) - 1 }

// SetDistance is the fewest moves, on 3 piles, from s to a position whose
// stones free+1..n stand where they stand in t, stones 1..free anywhere.
// With free 0 it is the distance from s to t.
//
// The largest stone out of place must cross, the smaller ones gathered
// on the third pile: either once, straight to its pile, or twice, by way
// of the third pile while the smaller tower crosses back (sometimes
// shorter when the stones below must end near where they began). A
// stone already in place never moves: moving it away and back costs more
// than any rearranging of the smaller stones.
func SetDistance(s, t State, free int) (uint64, error) {
	if err := checkThree(s, t, free); err != nil {
		return 0, err
	}
	return setDistance(&s, &t, s.n, free), nil
}

// checkThree refuses what the closed forms do not cover.
func checkThree(s, t State, free int) error {
	switch {
	case s.pegs != 3 || t.pegs != 3:
		return fmt.Errorf("hanoi: the closed forms need 3 piles, got %d and %d", s.pegs, t.pegs)
	case s.n != t.n:
		return fmt.Errorf("hanoi: positions of %d and %d stones", s.n, t.n)
	case free < 0 || free > s.n:
		return fmt.Errorf("hanoi: %d free stones of %d", free, s.n)
	case s.n > 62:
		return fmt.Errorf("hanoi: %d stones: the distances overflow", s.n)
	}
	return nil
}

// setDistance is SetDistance over stones free+1..k (those above k agree).
func setDistance(s, t *State, k, free int) uint64 {
	for k > free && s.on[k-1] == t.on[k-1] {
		k--
	}
	if k <= free {
		return 0
	}
	a, b := int(s.on[k-1]), int(t.on[k-1])
	c := 3 - a - b
	half := uint64(1) << uint(k-1) // the moves of a tower of k-1, plus one
	once := toTower(s, k-1, c) + 1 + towerToSet(t, c, k-1, free)
	twice := toTower(s, k-1, b) + 1 + (half - 1) + 1 + towerToSet(t, a, k-1, free)
	return min(once, twice)
}

// toTower is the fewest moves that gather stones 1..k of s on pile p.
func toTower(s *State, k, p int) uint64 {
	var moves uint64
	for j := k; j >= 1; j-- {
		if at := int(s.on[j-1]); at != p {
			moves += 1 << uint(j-1)
			p = 3 - at - p
		}
	}
	return moves
}

// towerToSet is the fewest moves from stones 1..k gathered on pile p to
// a position whose stones free+1..k stand as in t: the way back from
// there to the tower, the free stones gathered where they are needed.
func towerToSet(t *State, p, k, free int) uint64 {
	var moves uint64
	for j := k; j > free; j-- {
		if at := int(t.on[j-1]); at != p {
			moves += 1 << uint(j-1)
			p = 3 - at - p
		}
	}
	return moves
}

// PathToSet is a shortest way, on 3 piles, from s to a position whose
// stones free+1..n stand as in t (stones 1..free anywhere): at every step
// a legal move that brings SetDistance one nearer. Its end is the nearest
// position of that set. It returns nil for s already there.
func PathToSet(s, t State, free int) ([]Move, error) {
	d, err := SetDistance(s, t, free)
	if err != nil {
		return nil, err
	}
	if d > 1<<20 {
		return nil, fmt.Errorf("hanoi: a way of %d moves is too long to list", d)
	}
	moves := make([]Move, 0, d)
	var legal [6]Move
	for cur := s; d > 0; d-- {
		found := false
		for _, m := range cur.Legal(legal[:0]) {
			next, err := cur.Apply(m)
			if err != nil {
				return nil, err
			}
			if setDistance(&next, &t, next.n, free) == d-1 {
				moves, cur, found = append(moves, m), next, true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("hanoi: no move from %v nears the set (the closed form is wrong)", cur)
		}
	}
	return moves, nil
}

// PathTo is a shortest way, on 3 piles, from s to t.
func PathTo(s, t State) ([]Move, error) { return PathToSet(s, t, 0) }
