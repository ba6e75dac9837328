package hanoi

import (
	"fmt"

	"puzzleworks/scenes/graphview"
	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
)

// Coarse is the model of every position of start's stones on 3 piles
// drawn as the Sierpinski triangle of their largest depth stones (a dot a
// group of 3^(n−depth) positions), made without listing the positions:
// solver/hanoi's closed forms measure every distance and walk every way.
// Its ids are the positions' hanoi.State.Index.
func Coarse(start hanoi.State, depth int) (*graphview.Model, error) {
	p := start.Params()
	if p.Pegs != 3 {
		return nil, fmt.Errorf("the coarse triangle needs 3 piles, got %d", p.Pegs)
	}
	size := hanoi.Positions(p)
	if size == 0 || size > 1<<24 {
		return nil, fmt.Errorf("%d stones: too many positions even to count", p.N)
	}
	depth = max(1, min(depth, p.N))
	goal, err := hanoi.Goal(p)
	if err != nil {
		return nil, err
	}
	sp := &space{p: p, start: start, goal: goal, free: p.N - depth, unit: 1}
	for range sp.free {
		sp.unit *= 3
	}
	c, err := sp.picture(depth)
	if err != nil {
		return nil, err
	}
	shortest, err := hanoi.Remaining(start)
	if err != nil {
		return nil, err
	}
	count, err := hanoi.CountOptimal(start)
	if err != nil {
		return nil, err
	}
	return graphview.FromSpace(graphview.SpaceModel{
		Space: sp, Coarse: c, Positions: size, Moves: hanoi.ThreeMoves(p.N),
		Start: start.Index(), Goals: []int{goal.Index()},
		Shortest: int(shortest), Solutions: count.String(),
		Farthest: int(hanoi.ThreeFarthest(p.N)), Aspect: graphview.TriangleAspect,
	}), nil
}

// space is the positions of n stones on 3 piles as graphview.Space: an
// id is a position's Index, and its group the piles of its largest
// stones (the Index's leading digits).
type space struct {
	p           hanoi.Params
	start, goal hanoi.State
	free        int // the smaller stones, anywhere in a group
	unit        int // 3^free: the positions of a group
}

// Find is the id of the position with text pos.
func (sp *space) Find(pos string) (int, bool) {
	s, err := hanoi.ParsePosition(pos)
	if err != nil || s.Params() != sp.p {
		return 0, false
	}
	return s.Index(), true
}

// state is the position of id.
func (sp *space) state(id int) (hanoi.State, error) { return hanoi.FromIndex(sp.p, id) }

// Position is the text of position id.
func (sp *space) Position(id int) string {
	s, err := sp.state(id)
	if err != nil {
		return err.Error()
	}
	return s.String()
}

// Group is the dot of position id: the piles of its largest stones.
func (sp *space) Group(id int) int32 { return int32(id / sp.unit) }

// Nearest is the position of group grp fewest moves from position from.
func (sp *space) Nearest(from int, grp int32) int {
	s, err := sp.state(from)
	if err != nil {
		return -1
	}
	t, err := sp.state(int(grp) * sp.unit)
	if err != nil {
		return -1
	}
	moves, err := hanoi.PathToSet(s, t, sp.free)
	if err != nil {
		return -1
	}
	for _, m := range moves {
		if s, err = s.Apply(m); err != nil {
			return -1
		}
	}
	return s.Index()
}

// Path is a shortest way from the position with text from to the one
// with text to (graphview.PathIn).
func (sp *space) Path(from, to string) ([]hanoi.Move, error) {
	a, err := hanoi.ParsePosition(from)
	if err != nil {
		return nil, err
	}
	b, err := hanoi.ParsePosition(to)
	if err != nil {
		return nil, err
	}
	return hanoi.PathTo(a, b)
}

// Solution is the ids of the shortest way from the start to the goal.
func (sp *space) Solution() []int {
	moves, err := hanoi.PathTo(sp.start, sp.goal)
	if err != nil {
		return nil
	}
	ids := make([]int, 0, len(moves)+1)
	s := sp.start
	ids = append(ids, s.Index())
	for _, m := range moves {
		if s, err = s.Apply(m); err != nil {
			return nil
		}
		ids = append(ids, s.Index())
	}
	return ids
}

// Census runs the breadth-first search from the start over every
// position, by the rules, four bytes a position.
func (sp *space) Census(yield func()) (*graph.Census, error) {
	return graph.Count(sp.start, hanoi.GraphRules(), hanoi.State.Index, sp.state, hanoi.Positions(sp.p), yield)
}

// picture is the coarse triangle: a dot for each arrangement of the
// largest depth stones, placed as graphview.SierpinskiGroupAt places it,
// its depth and distance the closed forms' from the start and the goal;
// two dots are joined when a legal move joins two of their positions.
// Such a move moves a large stone, so every smaller stone stands on the
// third pile: trying the rules' moves with the free stones gathered on
// each pile in turn finds every one.
func (sp *space) picture(depth int) (*graphview.Coarse, error) {
	groups := hanoi.Positions(hanoi.Params{N: depth, Pegs: 3})
	c := &graphview.Coarse{Nodes: make([]graphview.Node, groups), Size: sp.unit}
	var legal [6]hanoi.Move
	for g := range groups {
		t, err := sp.state(g * sp.unit)
		if err != nil {
			return nil, err
		}
		from, err := hanoi.SetDistance(sp.start, t, sp.free)
		if err != nil {
			return nil, err
		}
		to, err := hanoi.SetDistance(sp.goal, t, sp.free)
		if err != nil {
			return nil, err
		}
		_, x, y := graphview.SierpinskiGroupAt(sp.p.N, depth, t.PileOf)
		c.Nodes[g] = graphview.Node{Position: groupLabel(t, depth), Depth: int(from), Distance: int(to), X: x, Y: y}
		for pile := range 3 {
			if sp.free == 0 && pile > 0 {
				break // no smaller stones to gather
			}
			// The free stones all on pile: each index digit is pile.
			s, err := sp.state(g*sp.unit + pile*(sp.unit-1)/2)
			if err != nil {
				return nil, err
			}
			for _, m := range s.Legal(legal[:0]) {
				next, err := s.Apply(m)
				if err != nil {
					return nil, err
				}
				if h := sp.Group(next.Index()); int(h) != g {
					c.Edges = append(c.Edges, [2]int32{int32(g), h})
				}
			}
		}
	}
	return c, nil
}
