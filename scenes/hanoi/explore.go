package hanoi

import (
	"strconv"
	"strings"

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
		pic.Label = func(s hanoi.State) string { return groupLabel(s, graphview.SierpinskiDepth) }
	}
	return pic
}

// groupLabel is the text of a group of the coarse triangle: the piles of
// its largest stones, as in the position text, and the stones left free.
func groupLabel(s hanoi.State, depth int) string {
	n := s.N()
	small := n - depth
	var b strings.Builder
	for p := range 3 {
		if p > 0 {
			b.WriteByte('/')
		}
		first := true
		for st := n; st > small; st-- {
			if s.PileOf(st) == p {
				if !first {
					b.WriteByte(',')
				}
				first = false
				b.WriteString(strconv.Itoa(st))
			}
		}
	}
	b.WriteString(" with stones 1–")
	b.WriteString(strconv.Itoa(small))
	b.WriteString(" anywhere")
	return b.String()
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
