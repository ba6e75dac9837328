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
	"sort"

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
	// Aspect is the picture's width over its height, kept when the panel
	// draws it (0: the positions fill whatever box they are given).
	Aspect float64
	// Sides, when set, says of each row of a layered picture (each layer
	// of the search) the side it is marked on: 0 left, 1 right, -1 none,
	// with SideNames the marks' words (the river: the boat's bank).
	Sides     []int8
	SideNames [2][2]string // the words of sides 0 and 1: [0] long, [1] short
	// Coarse, when set, is what the panel draws instead of every
	// position: groups of positions, one dot a group (3-pile Hanoi's
	// positions grouped by their largest stones).
	Coarse *Coarse

	index  map[string]int
	source any       // the typed graph, for PathIn
	space  Space     // the positions, when they are not listed
	total  [2]int    // the positions and the moves, when not listed
	start  int       // the start's id in space
	cum    []int     // positions found by the end of each layer (space)
	out    [][]int32 // each position's moves out, made when first needed
	counts []int     // positions in each layer, made when first drawn
	least  []int     // each layer's least distance to a goal
}

// Coarse is a picture of a graph too large to draw position by position:
// positions that share a key are one dot, placed where the key says, and
// two dots are joined when a move joins two of their positions.
type Coarse struct {
	// Nodes are the groups: Position is the group's text, Depth and
	// Distance are its positions' least, X and Y its place.
	Nodes []Node
	Edges [][2]int32 // one a pair of groups a move joins, each way
	Of    []int32    // the group of each position of the model
	Size  int        // the most positions a group holds
}

// Picture is how a puzzle whose positions have a natural picture is
// drawn (3-pile Hanoi's Sierpinski triangle).
type Picture[S any] struct {
	// Place places every position in the unit square (nil: rows by
	// distance from the start).
	Place Place[S]
	// Aspect is the picture's width over its height (0: any).
	Aspect float64
	// Group, when set, draws the graph coarser: positions with the same
	// key are one dot at (x, y) of the unit square.
	Group func(s S) (key int, x, y float64)
	// Label is the text of a group, given one of its positions.
	Label func(s S) string
	// Side, when set, marks the rows of a layered picture: 0 on the left,
	// 1 on the right, named by SideNames (the river's boat at the near
	// bank or the far one). A row whose positions disagree is unmarked.
	Side      func(s S) int
	SideNames [2][2]string // the words of sides 0 and 1: [0] long, [1] short
}

// TriangleAspect is the width over the height of an equilateral triangle
// standing on its base, 2/√3 (the float64 that 2 / math.Sqrt(3) gives).
const TriangleAspect = 2 / 1.7320508075688772

// Find returns the id of the position with text pos.
func (m *Model) Find(pos string) (int, bool) {
	if m.space != nil {
		return m.space.Find(pos)
	}
	id, ok := m.index[pos]
	return id, ok
}

// Space is a graph too large to list position by position that its
// puzzle measures by closed forms (3-pile Hanoi of 11 and 12 stones): the
// model draws its coarse picture and asks the space the rest. Ids are
// the space's own, 0..positions-1. Its methods must not touch a scene:
// Census runs off the frame loop.
type Space interface {
	// Find is the id of the position with text pos.
	Find(pos string) (int, bool)
	// Position is the text of position id.
	Position(id int) string
	// Group is the coarse picture's dot that position id is drawn in.
	Group(id int) int32
	// Nearest is the position of group grp fewest moves from position
	// from, or -1 when none can be reached.
	Nearest(from int, grp int32) int
	// Solution is the ids of a shortest way from the start to a goal,
	// start first (nil when there is none).
	Solution() []int
	// Census runs the breadth-first search from the start over every
	// position (long: off the frame loop; yield as for Explore).
	Census(yield func()) (*graph.Census, error)
}

// SpaceModel is what a model of a Space is made of.
type SpaceModel struct {
	Space     Space
	Coarse    *Coarse // the picture: Of is left nil, Space.Group says it
	Positions int     // reachable from the start
	Moves     int     // between them, a move and its reverse counted apart
	Start     int     // the start's id
	Goals     []int
	Shortest  int    // from the start, -1 for none
	Solutions string // the number of shortest solutions
	Farthest  int    // the largest distance to a goal
	Aspect    float64
}

// FromSpace makes the model of a graph known by its Space.
func FromSpace(sm SpaceModel) *Model {
	m := &Model{
		Aspect: sm.Aspect, Coarse: sm.Coarse, Goals: sm.Goals, Shortest: sm.Shortest,
		Solutions: sm.Solutions, Farthest: sm.Farthest,
		space: sm.Space, total: [2]int{sm.Positions, sm.Moves}, start: sm.Start,
	}
	for _, n := range sm.Coarse.Nodes {
		if n.Distance < 0 {
			m.DeadEnds++
		}
	}
	return m
}

// Size is the number of positions and of moves (a move and its reverse
// counted apart).
func (m *Model) Size() (positions, moves int) {
	if m.space != nil {
		return m.total[0], m.total[1]
	}
	return len(m.Nodes), len(m.Edges)
}

// Positions is the number of positions.
func (m *Model) Positions() int {
	n, _ := m.Size()
	return n
}

// Space is the space the model was made from (FromSpace), or nil.
func (m *Model) Space() Space { return m.space }

// PositionOf is the text of position id.
func (m *Model) PositionOf(id int) string {
	if m.space != nil {
		return m.space.Position(id)
	}
	return m.Nodes[id].Position
}

// Counted reports whether the search's layers are known: always for a
// listed graph, after SetCensus for a Space's.
func (m *Model) Counted() bool { return m.space == nil || m.cum != nil }

// SetCensus takes the search over a Space's positions: its layers, for
// the search replay. Call it on the frame loop.
func (m *Model) SetCensus(c *graph.Census) {
	m.counts = c.Counts
	m.Layers = len(c.Counts)
	m.cum = make([]int, len(c.Counts))
	sum := 0
	for d, n := range c.Counts {
		sum += n
		m.cum[d] = sum
	}
}

// depthOf is the search's layer of the i-th position it finds.
func (m *Model) depthOf(i int) int {
	if m.space == nil {
		return m.Nodes[i].Depth
	}
	lo, hi := 0, len(m.cum) // the first layer whose end is past i
	for lo < hi {
		mid := (lo + hi) / 2
		if m.cum[mid] > i {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// foundBy is the positions the search has found by the end of layer d.
func (m *Model) foundBy(d int) int {
	if m.space == nil {
		return sort.Search(len(m.Nodes), func(i int) bool { return m.Nodes[i].Depth > d })
	}
	if len(m.cum) == 0 {
		return 0
	}
	return m.cum[max(0, min(d, len(m.cum)-1))]
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
	return BuildPicture(g, Picture[S]{Place: place})
}

// BuildPicture makes the model of g drawn as pic says. It copies what it
// needs of g and asks pic of each position; the rest needs no puzzle's
// types and is compiled once (fill, markSides, group).
func BuildPicture[S, M graph.Text](g *graph.Graph[S, M], pic Picture[S]) *Model {
	m := &Model{
		Aspect:    pic.Aspect,
		Nodes:     make([]Node, len(g.Nodes)),
		Edges:     make([][2]int32, len(g.Edges)),
		Goals:     g.Goals,
		Shortest:  g.Shortest(),
		Solutions: g.Solutions().String(),
	}
	for i, n := range g.Nodes {
		m.Nodes[i] = Node{Position: n.Position, Depth: n.Depth, Distance: n.Distance}
	}
	for i, e := range g.Edges {
		m.Edges[i] = [2]int32{int32(e.From), int32(e.To)}
	}
	m.fill()
	placed := pic.Place != nil
	if placed {
		for i, n := range g.Nodes {
			x, y, ok := pic.Place(n.State)
			if !ok {
				placed = false
				break
			}
			m.Nodes[i].X, m.Nodes[i].Y = x, y
		}
	}
	if !placed {
		m.layers()
		m.Aspect = 0
		if pic.Side != nil {
			side := make([]int, len(g.Nodes))
			for i, n := range g.Nodes {
				side[i] = pic.Side(n.State)
			}
			m.markSides(side, pic.SideNames)
		}
	}
	if pic.Group != nil {
		keys := make([]groupKey, len(g.Nodes))
		for i, n := range g.Nodes {
			k := &keys[i]
			k.key, k.x, k.y = pic.Group(n.State)
		}
		c, firsts := m.group(keys)
		if pic.Label != nil {
			for id, i := range firsts {
				c.Nodes[id].Position = pic.Label(g.Nodes[i].State)
			}
		}
		m.Coarse = c
	}
	return m
}

// fill works out, from the nodes and the moves copied in, the index of
// the positions, the layers, the farthest distance, the dead ends and
// whether some move cannot be undone.
func (m *Model) fill() {
	m.index = make(map[string]int, len(m.Nodes))
	for i, n := range m.Nodes {
		m.index[n.Position] = i
		m.Layers = max(m.Layers, n.Depth+1)
		m.Farthest = max(m.Farthest, n.Distance)
		if n.Distance < 0 {
			m.DeadEnds++
		}
	}
	back := make(map[[2]int32]bool, len(m.Edges))
	for _, e := range m.Edges {
		back[e] = true
	}
	for _, e := range m.Edges {
		if !back[[2]int32{e[1], e[0]}] {
			m.Directed = true
			break
		}
	}
}

// markSides marks each row (layer) with the side of its positions (side,
// by node), -1 when they disagree.
func (m *Model) markSides(side []int, names [2][2]string) {
	m.Sides = make([]int8, m.Layers)
	seen := make([]bool, m.Layers)
	for i, n := range m.Nodes {
		s := int8(side[i])
		if s != 0 && s != 1 {
			s = -1
		}
		switch {
		case !seen[n.Depth]:
			m.Sides[n.Depth], seen[n.Depth] = s, true
		case m.Sides[n.Depth] != s:
			m.Sides[n.Depth] = -1
		}
	}
	m.SideNames = names
}

// groupKey is what Picture.Group says of a position: its group's key and
// place.
type groupKey struct {
	key  int
	x, y float64
}

// group makes the coarse picture of m: one dot for each key of keys (by
// node), unlabelled; firsts are each group's first position, whose label
// names it.
func (m *Model) group(keys []groupKey) (c *Coarse, firsts []int) {
	c = &Coarse{Of: make([]int32, len(m.Nodes))}
	ids := map[int]int32{}
	var sizes []int
	for i, n := range m.Nodes {
		k := keys[i]
		id, ok := ids[k.key]
		if !ok {
			id = int32(len(c.Nodes))
			ids[k.key] = id
			firsts = append(firsts, i)
			c.Nodes = append(c.Nodes, Node{Depth: n.Depth, Distance: n.Distance, X: k.x, Y: k.y})
			sizes = append(sizes, 0)
		}
		c.Of[i] = id
		sizes[id]++
		gn := &c.Nodes[id]
		gn.Depth = min(gn.Depth, n.Depth)
		if n.Distance >= 0 && (gn.Distance < 0 || n.Distance < gn.Distance) {
			gn.Distance = n.Distance
		}
	}
	for _, s := range sizes {
		c.Size = max(c.Size, s)
	}
	seen := map[[2]int32]bool{}
	for _, e := range m.Edges {
		a, b := c.Of[e[0]], c.Of[e[1]]
		if a == b || seen[[2]int32{a, b}] {
			continue
		}
		seen[[2]int32{a, b}] = true
		c.Edges = append(c.Edges, [2]int32{a, b})
	}
	return c, firsts
}

// Nearest is the position of group grp (of m.Coarse) fewest moves from
// position from, or -1 when the moves from there reach none of them.
func (m *Model) Nearest(from int, grp int32) int {
	if m.space != nil {
		return m.space.Nearest(from, grp)
	}
	if m.Coarse == nil || from < 0 || from >= len(m.Nodes) {
		return -1
	}
	if m.out == nil {
		m.out = make([][]int32, len(m.Nodes))
		for _, e := range m.Edges {
			m.out[e[0]] = append(m.out[e[0]], e[1])
		}
	}
	seen := make([]bool, len(m.Nodes))
	queue := []int32{int32(from)}
	seen[from] = true
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		if m.Coarse.Of[id] == grp {
			return int(id)
		}
		for _, to := range m.out[id] {
			if !seen[to] {
				seen[to] = true
				queue = append(queue, to)
			}
		}
	}
	return -1
}

// SierpinskiDepth is the most stones whose every position the panel
// draws: 3^7 = 2,187 dots. With more, the positions are grouped by their
// largest SierpinskiDepth stones (SierpinskiGroup).
const SierpinskiDepth = 7

// SierpinskiGroup is the group of a position of n stones on 3 piles
// (pile of stone s given by pileOf) in the Sierpinski triangle drawn
// SierpinskiDepth stones deep: the piles of its largest stones, as a key
// and as the place of that smaller triangle.
func SierpinskiGroup(n int, pileOf func(stone int) int) (key int, x, y float64) {
	return SierpinskiGroupAt(n, SierpinskiDepth, pileOf)
}

// SierpinskiGroupAt is SierpinskiGroup for the triangle drawn depth
// stones deep. The key is the piles of the largest stones read as a
// number in base 3, the largest stone's the leading digit.
func SierpinskiGroupAt(n, depth int, pileOf func(stone int) int) (key int, x, y float64) {
	d := min(n, depth)
	small := n - d
	for s := n; s > small; s-- {
		key = key*3 + pileOf(s)
	}
	x, y = Sierpinski(d, func(s int) int { return pileOf(s + small) })
	return key, x, y
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
			sort.SliceStable(row, func(i, j int) bool { return cmp.Less(key[row[i]], key[row[j]]) })
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
