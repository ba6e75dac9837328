package pulley

import (
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
)

// Explore is the graph of every position from the game's start, in rows
// by trips made. A trip cannot always be undone (a heavier load cannot
// ride up), so the moves are arrows.
func (sc *Scene) Explore() func(yield func()) (*graphview.Model, error) {
	start := sc.Start.s
	return func(yield func()) (*graphview.Model, error) {
		return graphview.Explore(start, pulley.GraphRules(), nil, yield)
	}
}

// GoTo plans the shortest way to the position chosen on the graph.
func (sc *Scene) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	plan := func(moves []pulley.Move) error { return sc.Ses.Plan(tripsOf(moves)) }
	graphview.GoTo(ctx, m, sc.Current(), pos, plan, "trip", "trips")
}

// Reachable says whether the game's start (a shared position) can be
// reached from everyone at the top.
func (sc *Scene) Reachable() error {
	return graphview.CheckReach(sc.Start.s.Puzzle().Start(), sc.Start.s, pulley.GraphRules())
}
