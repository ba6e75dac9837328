package river

import (
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
)

// Explore is the graph of every position from the game's start, in rows
// by crossings made: every crossing moves the boat, so the rows alternate
// between the boat at the near bank and at the far one, marked by a boat
// on the left of the rows at the near bank and on the right of the rows at
// the far one.
func (sc *Scene) Explore() func(yield func()) (*graphview.Model, error) {
	start := sc.Start
	return func(yield func()) (*graphview.Model, error) {
		pic := graphview.Picture[river.State]{
			Side:      func(s river.State) int { return s.Boat().Side() },
			SideNames: [2][2]string{{"boat near", "boat far"}, {"near", "far"}},
		}
		return graphview.ExplorePicture(start, river.GraphRules(), pic, yield)
	}
}

// GoTo plans the shortest way to the position chosen on the graph.
func (sc *Scene) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	graphview.GoTo(ctx, m, sc.Current(), pos, sc.Ses.Plan, "crossing", "crossings")
}

// Reachable says whether the game's start (a shared position) can be
// reached from the puzzle's start.
func (sc *Scene) Reachable() error {
	start, err := river.Start(sc.Cur)
	if err != nil {
		return err
	}
	return graphview.CheckReach(start, sc.Start, river.GraphRules())
}
