package hanoi

import (
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
)

// Explore is the graph of every position from the game's start: with 3
// piles the Sierpinski triangle (from 11 stones, too many to list, the
// coarse triangle from the closed forms: Coarse), with 4 rows by distance
// from the start.
func (sc *Scene) Explore() func(yield func()) (*graphview.Model, error) {
	start, pegs := sc.Start.s, sc.Cur.Pegs
	return func(yield func()) (*graphview.Model, error) {
		if pegs == 3 && hanoi.Positions(start.Params()) > graph.DefaultLimit {
			// Too many to list: the coarse triangle from the closed forms.
			return Coarse(start, graphview.SierpinskiDepth)
		}
		var pic graphview.Picture[hanoi.State]
		if pegs == 3 {
			pic = Picture(start.N())
		}
		return graphview.ExplorePicture(start, hanoi.GraphRules(), pic, yield)
	}
}

// Picture is how n stones on 3 piles are drawn: the Sierpinski triangle,
// every position up to graphview.SierpinskiDepth stones, and above that
// the positions grouped by their largest stones.
func Picture(n int) graphview.Picture[hanoi.State] {
	pic := graphview.Picture[hanoi.State]{Place: Place, Aspect: graphview.TriangleAspect}
	if n > graphview.SierpinskiDepth {
		pic.Group = func(s hanoi.State) (int, float64, float64) { return graphview.SierpinskiGroup(s.N(), s.PileOf) }
		pic.Label = func(s hanoi.State) string { return s.GroupString(graphview.SierpinskiDepth) }
	}
	return pic
}

// Place is where a position of 3 piles lies in the Sierpinski triangle
// (graphview.Sierpinski).
func Place(s hanoi.State) (x, y float64, ok bool) {
	x, y = graphview.Sierpinski(s.N(), s.PileOf)
	return x, y, true
}

// Coarse is the model of every position of start's stones on 3 piles
// drawn as the Sierpinski triangle of their largest depth stones, a dot
// a group (hanoi.Space), made without listing the positions. Its ids are
// the positions' hanoi.State.Index.
func Coarse(start hanoi.State, depth int) (*graphview.Model, error) {
	sp, err := hanoi.NewSpace(start, depth)
	if err != nil {
		return nil, err
	}
	return graphview.FromGrouped(sp, graphview.TriangleAspect, func(g int) (float64, float64) {
		return graphview.SierpinskiKey(sp.Depth(), g)
	})
}

// GoTo plans the shortest way to the position chosen on the graph.
func (sc *Scene) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	if graphview.GoTo(ctx, m, sc.Current(), pos, sc.Ses.Plan, "move", "moves") {
		sc.selected = -1
	}
}
