package hanoi

import (
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
)

// Explore is the graph of every position from the game's start: with 3
// piles the Sierpinski triangle, with 4 rows by distance from the start.
func (sc *Scene) Explore() func(yield func()) (*graphview.Model, error) {
	start, pegs := sc.Start.s, sc.Cur.Pegs
	return func(yield func()) (*graphview.Model, error) {
		var place graphview.Place[hanoi.State]
		if pegs == 3 {
			place = Place
		}
		return graphview.Explore(start, hanoi.GraphRules(), place, yield)
	}
}

// Place is where a position of 3 piles lies in the Sierpinski triangle
// (graphview.Sierpinski).
func Place(s hanoi.State) (x, y float64, ok bool) {
	x, y = graphview.Sierpinski(s.N(), s.PileOf)
	return x, y, true
}

// GoTo plans the shortest way to the position chosen on the graph.
func (sc *Scene) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	if graphview.GoTo(ctx, m, sc.Current(), pos, sc.Ses.Plan, "move", "moves") {
		sc.selected = -1
	}
}
