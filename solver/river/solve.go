package river

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
)

// ErrNoSolution is wrapped by the error of Solve and Count when the far bank
// cannot be reached from the given state.
var ErrNoSolution = errors.New("no solution")

// graph is the graph of positions of one puzzle. Only positions with both
// banks safe are nodes; a node is a position and a side of the boat.
type graph struct {
	p     Params
	pos   []Set   // the far bank of every safe position, ascending
	index []int32 // packed far bank -> index in pos, or -1 when unsafe
}

// pack squeezes a set of n couples into 2n bits, to index a table.
func pack(n int, s Set) int {
	return int(s.husbands()) | int(s.wives())<<n
}

// newGraph lists the safe positions of p. A bank is unsafe only when it
// holds a man and a wife without her husband, so a position is safe exactly
// when the couples are all together, or all men are near, or all men are
// far; listing those three families costs 3·2^n instead of 4^n.
func newGraph(p Params) graph {
	n := p.Couples
	h := Set(1)<<n - 1
	g := graph{p: p, index: make([]int32, 1<<(2*n))}
	seen := make([]bool, len(g.index))
	add := func(far Set) {
		if k := pack(n, far); !seen[k] {
			seen[k] = true
			g.pos = append(g.pos, far)
		}
	}
	for c := Set(0); c <= h; c++ {
		add(c | c<<wifeShift)
		add(c << wifeShift)
		add(h | c<<wifeShift)
	}
	// sort.Slice, not slices.Sort: the same order from code compiled once,
	// not for uint16 alone.
	sort.Slice(g.pos, func(i, j int) bool { return g.pos[i] < g.pos[j] })
	for i := range g.index {
		g.index[i] = -1
	}
	for i, far := range g.pos {
		g.index[pack(n, far)] = int32(i)
	}
	return g
}

// node returns the node of a position, or -1 when the position is unsafe.
func (g graph) node(far Set, boat Bank) int {
	i := g.index[pack(g.p.Couples, far)]
	if i < 0 {
		return -1
	}
	return 2*int(i) + boat.Side()
}

// next calls fn with the people in the boat of every legal move from node.
// Each move leads to another safe position, so it scans the safe positions
// that differ from the node's only on the boat's side, then checks the
// boat's load. Positions are sorted, so a superset of the far bank comes
// after it and a subset before it.
func (g graph) next(node int, fn func(people Set)) {
	far, boat := g.at(node)
	if boat == Near {
		for _, to := range g.pos[node/2+1:] {
			if to&far == far {
				g.load(to&^far, boat, fn)
			}
		}
		return
	}
	for _, to := range g.pos[:node/2] {
		if far&to == to {
			g.load(far&^to, boat, fn)
		}
	}
}

// load calls fn with people if they may cross together from bank boat.
func (g graph) load(people Set, boat Bank, fn func(people Set)) {
	n := people.Len()
	if n <= g.p.Boat && (!g.p.OneBack || boat == Near || n == 1) && safe(people) {
		fn(people)
	}
}

// at returns the position and boat side of a node.
func (g graph) at(node int) (Set, Bank) {
	return g.pos[node/2], node%2 == 1
}

// Solve returns a shortest list of crossings from s to everyone on the far
// bank; it is empty when s is already solved. When there is none, the
// error wraps ErrNoSolution and says how many states were explored.
func Solve(s State) ([]Move, error) {
	if err := s.p.Validate(); err != nil {
		return nil, err
	}
	if s.Solved() {
		return []Move{}, nil
	}
	g := newGraph(s.p)
	start := g.node(s.far, s.boat)
	if start < 0 {
		return nil, fmt.Errorf("the state %s is not a legal position", s)
	}
	goal := g.node(s.p.Everyone(), Far)
	parent := make([]int32, 2*len(g.pos))
	for i := range parent {
		parent[i] = -1
	}
	parent[start] = int32(start)
	queue := []int{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		far, boat := g.at(cur)
		g.next(cur, func(people Set) {
			nb := g.node(far^people, !boat)
			if parent[nb] < 0 {
				parent[nb] = int32(cur)
				queue = append(queue, nb)
			}
		})
		if parent[goal] >= 0 {
			return g.path(parent, start, goal), nil
		}
	}
	explored := 0
	for _, p := range parent {
		if p >= 0 {
			explored++
		}
	}
	return nil, noSolution(explored)
}

// noSolution is the error when every reachable state was explored.
func noSolution(explored int) error {
	return fmt.Errorf("%w: all %d reachable positions explored, none with everyone on the far bank", ErrNoSolution, explored)
}

// path follows the parent links back from goal to start into moves.
func (g graph) path(parent []int32, start, goal int) []Move {
	var moves []Move
	for cur := goal; cur != start; cur = int(parent[cur]) {
		prev := int(parent[cur])
		from, boat := g.at(prev)
		to, _ := g.at(cur)
		moves = append(moves, Move{Dir: Dir(boat == Far), People: from ^ to})
	}
	slices.Reverse(moves)
	return moves
}

// Count returns the number of different shortest solutions from s and
// their length. Two solutions differ when some crossing carries different
// people. The count is exact: every path of the breadth-first layers is
// counted once, with big integers.
func Count(s State) (*big.Int, int, error) {
	if err := s.p.Validate(); err != nil {
		return nil, 0, err
	}
	if s.Solved() {
		return big.NewInt(1), 0, nil
	}
	g := newGraph(s.p)
	start := g.node(s.far, s.boat)
	if start < 0 {
		return nil, 0, fmt.Errorf("the state %s is not a legal position", s)
	}
	goal := g.node(s.p.Everyone(), Far)
	depth := make([]int32, 2*len(g.pos))
	for i := range depth {
		depth[i] = -1
	}
	ways := make([]big.Int, len(depth))
	depth[start] = 0
	ways[start].SetInt64(1)
	explored := 1
	layer := []int{start}
	for d := int32(1); len(layer) > 0; d++ {
		var next []int
		for _, cur := range layer {
			far, boat := g.at(cur)
			g.next(cur, func(people Set) {
				nb := g.node(far^people, !boat)
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
		if depth[goal] == d {
			return new(big.Int).Set(&ways[goal]), int(d), nil
		}
		layer = next
	}
	return nil, 0, noSolution(explored)
}

// Reachable returns every state that can be reached from s, s first, in
// breadth-first order: what a scene shows to explain why there is no
// solution.
func Reachable(s State) []State {
	if s.p.Validate() != nil {
		return nil
	}
	g := newGraph(s.p)
	start := g.node(s.far, s.boat)
	if start < 0 {
		return nil
	}
	seen := make([]bool, 2*len(g.pos))
	seen[start] = true
	queue := []int{start}
	var states []State
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		far, boat := g.at(cur)
		states = append(states, State{p: s.p, far: far, boat: boat})
		g.next(cur, func(people Set) {
			if nb := g.node(far^people, !boat); !seen[nb] {
				seen[nb] = true
				queue = append(queue, nb)
			}
		})
	}
	return states
}
