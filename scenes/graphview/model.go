// Package graphview shows the graph of every position a move puzzle can
// reach (solver/graph) beside its scene: each position a dot placed so the
// structure shows, coloured by its distance to the goal, the moves as
// lines, the current position lit, the game's path and the planned
// solution traced, and the breadth-first search that proves the shortest
// solution replayed layer by layer. The game owns one Panel; a puzzle's
// scene hands it a Model (see Build) and plans the moves to a chosen
// position.
package graphview

import (
	"cmp"
	"math"
	"slices"

	"puzzleworks/solver/graph"
)

// Node is one position of a Model.
type Node struct {
	Position string  // the position text
	Depth    int     // fewest moves from the start: the search's layer
	Distance int     // fewest moves to a goal, -1 when none can be reached
	X, Y     float64 // where it is drawn, in the unit square
}

// Model is a puzzle's graph as the panel draws it.
type Model struct {
	Nodes     []Node     // Nodes[0] is the start; in the search's order
	Edges     [][2]int32 // one a move; a move and its reverse are two
	Goals     []int
	Shortest  int    // the shortest solution's length, -1 for none
	Solutions string // the number of shortest solutions
	Directed  bool   // some move cannot be undone by another (arrows)
	Layers    int    // the search's layers: the deepest Depth + 1
	Farthest  int    // the largest Distance
	DeadEnds  int    // positions from which no goal can be reached

	index  map[string]int
	source any // the typed graph, for PathIn
}

// Find returns the id of the position with text pos.
func (m *Model) Find(pos string) (int, bool) {
	id, ok := m.index[pos]
	return id, ok
}

// Place says where a position is drawn in the unit square, for puzzles
// whose positions have a natural picture (Hanoi's Sierpinski triangle);
// ok false leaves the position to the layers.
type Place[S any] func(s S) (x, y float64, ok bool)

// Build makes the model of g. place, when not nil, places every position;
// otherwise the positions are laid out in rows by their distance from the
// start, each row ordered after the rows above, so the moves mostly run
// downwards.
func Build[S, M graph.Text](g *graph.Graph[S, M], place Place[S]) *Model {
	m := &Model{
		Nodes:     make([]Node, len(g.Nodes)),
		Edges:     make([][2]int32, len(g.Edges)),
		Goals:     g.Goals,
		Shortest:  g.Shortest(),
		Solutions: g.Solutions().String(),
		index:     make(map[string]int, len(g.Nodes)),
	}
	for i, n := range g.Nodes {
		m.Nodes[i] = Node{Position: n.Position, Depth: n.Depth, Distance: n.Distance}
		m.index[n.Position] = i
		m.Layers = max(m.Layers, n.Depth+1)
		m.Farthest = max(m.Farthest, n.Distance)
		if n.Distance < 0 {
			m.DeadEnds++
		}
	}
	back := make(map[[2]int32]bool, len(g.Edges))
	for i, e := range g.Edges {
		m.Edges[i] = [2]int32{int32(e.From), int32(e.To)}
		back[m.Edges[i]] = true
	}
	for _, e := range m.Edges {
		if !back[[2]int32{e[1], e[0]}] {
			m.Directed = true
			break
		}
	}
	placed := place != nil
	if placed {
		for i, n := range g.Nodes {
			x, y, ok := place(n.State)
			if !ok {
				placed = false
				break
			}
			m.Nodes[i].X, m.Nodes[i].Y = x, y
		}
	}
	if !placed {
		m.layers()
	}
	return m
}

// layers places the positions in rows by depth. A row's order follows the
// mean place of each position's neighbours in the row above, which keeps
// the lines between rows short and mostly uncrossed.
func (m *Model) layers() {
	rows := make([][]int, m.Layers)
	for i, n := range m.Nodes {
		rows[n.Depth] = append(rows[n.Depth], i)
	}
	parents := make([][]int32, len(m.Nodes))
	for _, e := range m.Edges {
		if m.Nodes[e[0]].Depth+1 == m.Nodes[e[1]].Depth {
			parents[e[1]] = append(parents[e[1]], e[0])
		}
	}
	key := make([]float64, len(m.Nodes))
	for d, row := range rows {
		if d > 0 {
			for _, id := range row {
				sum := 0.0
				for _, p := range parents[id] {
					sum += m.Nodes[p].X
				}
				key[id] = sum / float64(max(1, len(parents[id])))
			}
			slices.SortStableFunc(row, func(a, b int) int { return cmp.Compare(key[a], key[b]) })
		}
		for j, id := range row {
			m.Nodes[id].X = (float64(j) + 0.5) / float64(len(row))
			m.Nodes[id].Y = 0.5
			if m.Layers > 1 {
				m.Nodes[id].Y = float64(d) / float64(m.Layers-1)
			}
		}
	}
}

// Sierpinski places n stones on 3 piles, pile of stone s given by pileOf,
// in the triangle whose corners are the three positions with every stone
// on one pile: A at the top, B at the bottom right, C at the bottom left.
// The largest stone chooses one of three half-size triangles, the next
// one of three within it, and so on: the 3^n positions draw the Sierpinski
// triangle, and the moves of the smallest stone its smallest triangles.
func Sierpinski(n int, pileOf func(stone int) int) (x, y float64) {
	corners := [3][2]float64{{0.5, 0}, {1, 1}, {0, 1}}
	total := math.Ldexp(1, n) - 1
	for s := 1; s <= n; s++ {
		w := math.Ldexp(1, s-1) / total
		c := corners[pileOf(s)]
		x += c[0] * w
		y += c[1] * w
	}
	return x, y
}
