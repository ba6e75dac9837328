// Package graph builds the graph of every position a move puzzle's rules
// reach from a start: one node a position, one edge a legal move, each
// position's distance to the nearest goal, and the number of shortest
// solutions. One breadth-first search serves every puzzle (hanoi, pulley,
// river, coins): a puzzle hands in its own rules (legal moves, apply,
// solved) from solver/<puzzle>, so no rule is written twice.
//
// The nodes are numbered in the order the search from the start finds
// them, so the layers of that search (Node.Depth) are runs of ids: a scene
// replays the search that proves the shortest solution by showing the
// nodes in id order, layer by layer.
package graph

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
)

// Text is a position or a move that can be written in the puzzle's
// notation.
type Text interface{ String() string }

// Rules are a puzzle's rules as the search needs them. Position text is
// the key of a position, so it must be canonical (one text a position).
type Rules[S, M Text] struct {
	Moves func(S) []M           // the legal moves from a position
	Apply func(S, M) (S, error) // a move's result, or the rule it breaks
	Goal  func(S) bool          // the puzzle is solved
}

// Node is one position.
type Node[S Text] struct {
	State    S
	Position string // the position text
	Depth    int    // fewest moves from the start
	Distance int    // fewest moves to a goal, -1 when no goal can be reached
}

// Edge is one legal move, from node From to node To.
type Edge[M Text] struct {
	From, To int
	Move     M
}

// Graph is every position reachable from a start and the moves between
// them.
type Graph[S, M Text] struct {
	Nodes []Node[S] // Nodes[0] is the start; ids in breadth-first order
	Edges []Edge[M] // grouped by From, in id order
	Goals []int     // the ids of the solved positions, ascending

	first []int // Edges[first[i]:first[i+1]] leave node i
}

// DefaultLimit is the most positions Build takes unless told otherwise.
const DefaultLimit = 100_000

// TooLargeError says that the positions reachable outnumber the limit.
type TooLargeError struct{ Limit int }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("more than %d positions are reachable", e.Limit)
}

// ErrRules is wrapped by the error of Build when a puzzle's own rules
// disagree with themselves: a move they list as legal is refused.
var ErrRules = errors.New("a legal move was refused")

// Build searches every position reachable from start, breadth first, and
// returns their graph, or a *TooLargeError when there are more than limit
// (limit <= 0 means DefaultLimit).
func Build[S, M Text](start S, r Rules[S, M], limit int) (*Graph[S, M], error) {
	return BuildYielding(start, r, limit, nil)
}

// BuildYielding is Build calling yield (when not nil) every thousand
// positions, so a long search in a browser, where Go has one thread,
// lets the page draw.
func BuildYielding[S, M Text](start S, r Rules[S, M], limit int, yield func()) (*Graph[S, M], error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	g := &Graph[S, M]{}
	ids := map[string]int{}
	add := func(s S, depth int) (int, error) {
		key := s.String()
		if id, ok := ids[key]; ok {
			return id, nil
		}
		if len(g.Nodes) == limit {
			return 0, &TooLargeError{Limit: limit}
		}
		id := len(g.Nodes)
		ids[key] = id
		g.Nodes = append(g.Nodes, Node[S]{State: s, Position: key, Depth: depth, Distance: -1})
		return id, nil
	}
	if _, err := add(start, 0); err != nil {
		return nil, err
	}
	// The nodes slice is the queue: ids are handed out in the order found.
	for cur := 0; cur < len(g.Nodes); cur++ {
		if yield != nil && cur%1000 == 999 {
			yield()
		}
		g.first = append(g.first, len(g.Edges))
		s := g.Nodes[cur].State
		if r.Goal(s) {
			g.Goals = append(g.Goals, cur)
		}
		for _, m := range r.Moves(s) {
			next, err := r.Apply(s, m)
			if err != nil {
				return nil, fmt.Errorf("%w: %v from %v: %v", ErrRules, m, s, err)
			}
			to, err := add(next, g.Nodes[cur].Depth+1)
			if err != nil {
				return nil, err
			}
			g.Edges = append(g.Edges, Edge[M]{From: cur, To: to, Move: m})
		}
	}
	g.first = append(g.first, len(g.Edges))
	g.distances()
	return g, nil
}

// Out returns the moves that leave node id.
func (g *Graph[S, M]) Out(id int) []Edge[M] { return g.Edges[g.first[id]:g.first[id+1]] }

// The searches over a graph's moves below need only its numbers, so they
// are compiled once rather than for every puzzle's S and M: the methods
// hand them the moves' ends (ends) and keep what needs the types.

// ends are the nodes the moves lead to, in the order of Edges.
func (g *Graph[S, M]) ends() []int {
	to := make([]int, len(g.Edges))
	for i := range g.Edges {
		to[i] = g.Edges[i].To
	}
	return to
}

// distances sets each node's distance to the nearest goal by a search
// backwards from every goal at once.
func (g *Graph[S, M]) distances() {
	d := distances(len(g.Nodes), g.first, g.ends(), g.Goals)
	for i := range g.Nodes {
		g.Nodes[i].Distance = d[i]
	}
}

// distances returns the distance of each of n nodes to the nearest goal
// (-1 when none can be reached), with the moves out of node i leading to
// to[first[i]:first[i+1]].
func distances(n int, first, to, goals []int) []int {
	// The moves into each node, as lists of their sources.
	into := make([]int, n+1)
	for _, t := range to {
		into[t+1]++
	}
	for i := 1; i < len(into); i++ {
		into[i] += into[i-1]
	}
	from := make([]int, len(to))
	fill := append([]int(nil), into[:n]...)
	for src := range n {
		for _, t := range to[first[src]:first[src+1]] {
			from[fill[t]] = src
			fill[t]++
		}
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]int, 0, n)
	for _, id := range goals {
		dist[id] = 0
		queue = append(queue, id)
	}
	for i := 0; i < len(queue); i++ {
		cur := queue[i]
		for _, src := range from[into[cur]:into[cur+1]] {
			if dist[src] < 0 {
				dist[src] = dist[cur] + 1
				queue = append(queue, src)
			}
		}
	}
	return dist
}

// Shortest is the length of the shortest solution from the start, or -1
// when no goal can be reached.
func (g *Graph[S, M]) Shortest() int { return g.Nodes[0].Distance }

// Solutions counts the shortest solutions from the start: the move lists
// of the shortest length that end on a goal (0 when there is none).
func (g *Graph[S, M]) Solutions() *big.Int {
	dist := make([]int, len(g.Nodes))
	for i := range g.Nodes {
		dist[i] = g.Nodes[i].Distance
	}
	return solutions(g.first, g.ends(), dist)
}

// solutions counts the shortest ways from node 0 to a goal, with the
// nodes' distances to a goal dist and the moves as for distances.
func solutions(first, to, dist []int) *big.Int {
	d := dist[0]
	if d < 0 {
		return new(big.Int)
	}
	// ways[i] counts the shortest ways from node i to a goal; nodes
	// are taken by increasing distance, so a move's end is counted first.
	byDist := make([][]int, d+1)
	for i, n := range dist {
		if n >= 0 && n <= d {
			byDist[n] = append(byDist[n], i)
		}
	}
	ways := make([]*big.Int, len(dist))
	for _, id := range byDist[0] {
		ways[id] = big.NewInt(1)
	}
	for k := 1; k <= d; k++ {
		for _, id := range byDist[k] {
			w := new(big.Int)
			for _, t := range to[first[id]:first[id+1]] {
				if dist[t] == k-1 {
					w.Add(w, ways[t])
				}
			}
			ways[id] = w
		}
	}
	return ways[0]
}

// Path returns the moves of a shortest way from node from to node to, or
// nil and false when to cannot be reached from from (or they are the same
// node: nil and true).
func (g *Graph[S, M]) Path(from, to int) ([]M, bool) {
	edges, ok := path(len(g.Nodes), g.first, g.ends(), from, to)
	if len(edges) == 0 {
		return nil, ok
	}
	moves := make([]M, len(edges))
	for i, e := range edges {
		moves[i] = g.Edges[e].Move
	}
	return moves, true
}

// path returns the moves (their numbers) of a shortest way from node from
// to node to among n nodes, the moves as for distances.
func path(n int, first, ends []int, from, to int) ([]int, bool) {
	if from == to {
		return nil, true
	}
	via := make([]int, n) // the move that reached each node, +1
	queue := []int{from}
	via[from] = -1
	for i := 0; i < len(queue) && via[to] == 0; i++ {
		cur := queue[i]
		for j := first[cur]; j < first[cur+1]; j++ {
			if t := ends[j]; via[t] == 0 {
				via[t] = j + 1
				queue = append(queue, t)
			}
		}
	}
	if via[to] == 0 {
		return nil, false
	}
	var moves []int
	for at := to; at != from; {
		j := via[at] - 1
		moves = append(moves, j)
		// The move's source: the node whose moves hold j.
		at = sort.Search(n, func(i int) bool { return first[i+1] > j })
	}
	slices.Reverse(moves)
	return moves, true
}

// Reaches reports whether the position with text target can be reached
// from start, searching breadth first; explored counts the positions
// searched. Past limit positions (<= 0: DefaultLimit) it stops with a
// *TooLargeError: the answer is not known.
func Reaches[S, M Text](start S, target string, r Rules[S, M], limit int) (found bool, explored int, err error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	seen := map[string]bool{start.String(): true}
	queue := []S{start}
	for i := 0; i < len(queue); i++ {
		s := queue[i]
		if s.String() == target {
			return true, i + 1, nil
		}
		for _, m := range r.Moves(s) {
			next, err := r.Apply(s, m)
			if err != nil {
				return false, i + 1, fmt.Errorf("%w: %v from %v: %v", ErrRules, m, s, err)
			}
			if key := next.String(); !seen[key] {
				if len(seen) == limit {
					return false, len(seen), &TooLargeError{Limit: limit}
				}
				seen[key] = true
				queue = append(queue, next)
			}
		}
	}
	return false, len(queue), nil
}

// Census is the breadth-first search from a start over a graph too large
// to list: each position's layer, kept compactly by the position's index,
// and the numbers of the whole.
type Census struct {
	Depth  []int32 // by index: fewest moves from the start, -1 when not reached
	Counts []int   // the positions in each layer
	Found  int     // the positions reached
	Moves  int     // the legal moves out of them
	Goals  int     // the solved positions among them
}

// Count searches, breadth first, every position reachable from start,
// keeping four bytes a position of an index space of size positions:
// index numbers a position 0..size-1 and state reads it back. It calls
// yield (when not nil) every thousand positions, for a browser.
func Count[S, M Text](start S, r Rules[S, M], index func(S) int, state func(int) (S, error), size int, yield func()) (*Census, error) {
	c := &Census{Depth: make([]int32, size)}
	for i := range c.Depth {
		c.Depth[i] = -1
	}
	at := func(s S) (int, error) {
		i := index(s)
		if i < 0 || i >= size {
			return 0, fmt.Errorf("position %v has index %d, outside 0..%d", s, i, size-1)
		}
		return i, nil
	}
	first, err := at(start)
	if err != nil {
		return nil, err
	}
	queue := make([]int32, 1, 1024)
	queue[0] = int32(first)
	c.Depth[first] = 0
	for q := 0; q < len(queue); q++ {
		if yield != nil && q%1000 == 999 {
			yield()
		}
		id := int(queue[q])
		s, err := state(id)
		if err != nil {
			return nil, err
		}
		d := c.Depth[id]
		if int(d) == len(c.Counts) {
			c.Counts = append(c.Counts, 0)
		}
		c.Counts[d]++
		if r.Goal(s) {
			c.Goals++
		}
		for _, m := range r.Moves(s) {
			next, err := r.Apply(s, m)
			if err != nil {
				return nil, fmt.Errorf("%w: %v from %v: %v", ErrRules, m, s, err)
			}
			c.Moves++
			to, err := at(next)
			if err != nil {
				return nil, err
			}
			if c.Depth[to] < 0 {
				c.Depth[to] = d + 1
				queue = append(queue, int32(to))
			}
		}
	}
	c.Found = len(queue)
	return c, nil
}
