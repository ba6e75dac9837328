package coins

import (
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
)

// Explore is the graph of every position from the game's start, in rows
// by coins placed (each move places one); positions from which the goal
// cannot be reached are the dead ends, drawn in their own colour.
func (sc *Scene) Explore() func(yield func()) (*graphview.Model, error) {
	start := sc.Start
	return func(yield func()) (*graphview.Model, error) {
		return graphview.Explore(start, coins.GraphRules(), nil, yield)
	}
}

// GoTo plans the shortest way to the position chosen on the graph.
func (sc *Scene) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	graphview.GoTo(ctx, m, sc.Current(), pos, sc.Ses.Plan, "move", "moves")
}

// Reachable says whether the game's start (a shared position) can be
// reached from the empty star.
func (sc *Scene) Reachable() error {
	start, err := coins.Start(sc.Cur)
	if err != nil {
		return err
	}
	return graphview.CheckReach(start, sc.Start, coins.GraphRules())
}
