package pulley

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
)

// ErrNoSolution is wrapped by the error of Solve and Count when the people
// cannot all reach the ground from the given state.
var ErrNoSolution = errors.New("no solution")

// search holds what the breadth-first search needs of a puzzle: the weight
// of every set of items, so a trip is checked in a few operations.
type search struct {
	pz     *Puzzle
	weight []int
}

// newSearch tabulates the weights of the 2^n sets of items of pz.
func newSearch(pz *Puzzle) search {
	sr := search{pz: pz, weight: make([]int, int(pz.all)+1)}
	for s := 1; s < len(sr.weight); s++ {
		low := lowest(Set(s))
		sr.weight[s] = sr.weight[s&^(1<<low)] + pz.items[low].Weight
	}
	return sr
}

// next calls fn with every legal trip from the position top: each non-empty
// load of the top basket with each load of the bottom one that is lighter,
// and close enough in weight when a person rides.
func (sr search) next(top Set, fn func(down, up Set)) {
	ground := sr.pz.all &^ top
	for down := top; down != 0; down = (down - 1) & top {
		wd := sr.weight[down]
		up := ground
		for {
			diff := wd - sr.weight[up]
			if diff > 0 && (diff <= sr.pz.limit || (down|up)&sr.pz.people == 0) {
				fn(down, up)
			}
			if up == 0 {
				break
			}
			up = (up - 1) & ground
		}
	}
}

// Solve returns a shortest list of trips from s to every person on the
// ground; it is empty when s is already solved. When there is none, the
// error wraps ErrNoSolution and says how many states were explored.
func Solve(s State) ([]Move, error) {
	if s.pz == nil {
		return nil, errors.New("the state belongs to no puzzle")
	}
	if s.Solved() {
		return []Move{}, nil
	}
	sr := newSearch(s.pz)
	parent := make([]int32, int(s.pz.all)+1)
	for i := range parent {
		parent[i] = -1
	}
	parent[s.top] = int32(s.top)
	queue := []Set{s.top}
	explored := 1
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		goal := Set(0)
		found := false
		sr.next(cur, func(down, up Set) {
			nb := cur&^down | up
			if parent[nb] >= 0 || found {
				return
			}
			parent[nb] = int32(cur)
			explored++
			queue = append(queue, nb)
			if nb&s.pz.people == 0 {
				goal, found = nb, true
			}
		})
		if found {
			return s.path(parent, goal), nil
		}
	}
	return nil, noSolution(explored)
}

// noSolution is the error when every reachable state was explored.
func noSolution(explored int) error {
	return fmt.Errorf("%w: all %d reachable states were explored and none has every person on the ground", ErrNoSolution, explored)
}

// path follows the parent links back from goal to s into trips.
func (s State) path(parent []int32, goal Set) []Move {
	var moves []Move
	for cur := goal; cur != s.top; {
		prev := Set(parent[cur])
		moves = append(moves, s.pz.Move(prev&^cur, cur&^prev))
		cur = prev
	}
	slices.Reverse(moves)
	return moves
}

// Count returns the number of different shortest solutions from s and
// their length. Two solutions differ when some trip carries different
// items. The count is exact: every path of the breadth-first layers is
// counted once, with big integers.
func Count(s State) (*big.Int, int, error) {
	if s.pz == nil {
		return nil, 0, errors.New("the state belongs to no puzzle")
	}
	if s.Solved() {
		return big.NewInt(1), 0, nil
	}
	sr := newSearch(s.pz)
	depth := make([]int32, int(s.pz.all)+1)
	for i := range depth {
		depth[i] = -1
	}
	ways := make([]big.Int, len(depth))
	depth[s.top] = 0
	ways[s.top].SetInt64(1)
	explored := 1
	layer := []Set{s.top}
	for d := int32(1); len(layer) > 0; d++ {
		var next []Set
		for _, cur := range layer {
			sr.next(cur, func(down, up Set) {
				nb := cur&^down | up
				switch depth[nb] {
				case -1:
					depth[nb] = d
					explored++
					next = append(next, nb)
					ways[nb].Set(&ways[cur])
				case d:
					ways[nb].Add(&ways[nb], &ways[cur])
				}
			})
		}
		total := new(big.Int)
		for _, st := range next {
			if st&s.pz.people == 0 {
				total.Add(total, &ways[st])
			}
		}
		if total.Sign() > 0 {
			return total, int(d), nil
		}
		layer = next
	}
	return nil, 0, noSolution(explored)
}

// Reachable returns every state that can be reached from s, s first, in
// breadth-first order: what a scene shows to explain why there is no
// solution.
func Reachable(s State) []State {
	if s.pz == nil {
		return nil
	}
	sr := newSearch(s.pz)
	seen := make([]bool, int(s.pz.all)+1)
	seen[s.top] = true
	queue := []Set{s.top}
	var states []State
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		states = append(states, State{pz: s.pz, top: cur})
		sr.next(cur, func(down, up Set) {
			if nb := cur&^down | up; !seen[nb] {
				seen[nb] = true
				queue = append(queue, nb)
			}
		})
	}
	return states
}
