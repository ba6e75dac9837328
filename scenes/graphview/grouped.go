package graphview

// Grouped is a Space that also knows its coarse picture by closed forms
// (3-pile Hanoi's hanoi.Space): its groups, each one's least depth and
// distance, the moves between them, and the graph's numbers, all without
// listing the positions.
type Grouped interface {
	Space
	// Size is the number of positions and of moves, a move and its
	// reverse counted apart.
	Size() (positions, moves int)
	// Ends is the start's id and the goals'.
	Ends() (start int, goals []int)
	// Shortest is the fewest moves from the start to a goal and the
	// number of ways that take that few, in decimal.
	Shortest() (moves int, solutions string, err error)
	// Farthest is the largest distance to a goal.
	Farthest() int
	// Groups is the number of groups and the most positions one holds.
	Groups() (groups, size int)
	// GroupNode is group g's text, its positions' least depth and least
	// distance to a goal.
	GroupNode(g int) (text string, depth, distance int, err error)
	// Joined appends to dst the other groups a move from group g
	// reaches, each once.
	Joined(g int, dst []int32) ([]int32, error)
}

// FromGrouped makes the model of sp, its group g drawn at place(g) in the
// unit square, the picture aspect times as wide as it is high.
func FromGrouped(sp Grouped, aspect float64, place func(g int) (x, y float64)) (*Model, error) {
	groups, size := sp.Groups()
	c := &Coarse{Nodes: make([]Node, groups), Size: size}
	var err error
	var to []int32
	for g := range groups {
		n := &c.Nodes[g]
		if n.Position, n.Depth, n.Distance, err = sp.GroupNode(g); err != nil {
			return nil, err
		}
		n.X, n.Y = place(g)
		if to, err = sp.Joined(g, to[:0]); err != nil {
			return nil, err
		}
		for _, h := range to {
			c.Edges = append(c.Edges, [2]int32{int32(g), h})
		}
	}
	shortest, solutions, err := sp.Shortest()
	if err != nil {
		return nil, err
	}
	positions, moves := sp.Size()
	start, goals := sp.Ends()
	return FromSpace(SpaceModel{
		Space: sp, Coarse: c, Positions: positions, Moves: moves, Start: start, Goals: goals,
		Shortest: shortest, Solutions: solutions, Farthest: sp.Farthest(), Aspect: aspect,
	}), nil
}

// SierpinskiKey places a group of the Sierpinski triangle drawn depth
// stones deep by its key (SierpinskiGroupAt): the piles of its largest
// stones in base 3, the largest stone's the leading digit.
func SierpinskiKey(depth, key int) (x, y float64) {
	return Sierpinski(depth, func(s int) int {
		k := key
		for range s - 1 {
			k /= 3
		}
		return k % 3
	})
}
