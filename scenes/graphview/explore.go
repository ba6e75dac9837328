package graphview

import (
	"fmt"

	"puzzleworks/scenes/ui"

	"puzzleworks/scenes/replay"
	"puzzleworks/solver/graph"
)

// Explore builds the graph of every position reachable from start under
// rules, and its model placed by place (nil for rows by distance from the
// start). It touches nothing but its arguments, so it can run off the
// frame loop; yield (nil for none) is called now and then, for a browser.
// The model keeps the typed graph for PathIn.
func Explore[S, M graph.Text](start S, rules graph.Rules[S, M], place Place[S], yield func()) (*Model, error) {
	return ExplorePicture(start, rules, Picture[S]{Place: place}, yield)
}

// ExplorePicture is Explore with the model drawn as pic says.
func ExplorePicture[S, M graph.Text](start S, rules graph.Rules[S, M], pic Picture[S], yield func()) (*Model, error) {
	g, err := graph.BuildYielding(start, rules, 0, yield)
	if err != nil {
		return nil, fmt.Errorf("from %v: %w", start, err)
	}
	m := BuildPicture(g, pic)
	m.source = g
	return m, nil
}

// PathIn returns the moves of a shortest way from the position with text
// from to the one with text to, in a model made by Explore with the same
// types, or of a Space whose Path(from, to string) ([]M, error) walks it.
func PathIn[S, M graph.Text](m *Model, from, to string) ([]M, error) {
	if m.space != nil {
		// A Space walks its own ways, by the closed forms.
		sp, ok := m.space.(interface {
			Path(from, to string) ([]M, error)
		})
		if !ok {
			return nil, fmt.Errorf("the graph shown is not this puzzle's")
		}
		if _, ok := m.Find(from); !ok {
			return nil, fmt.Errorf("the position on the board, %s, is not in the graph", from)
		}
		return sp.Path(from, to)
	}
	g, ok := m.source.(*graph.Graph[S, M])
	if !ok {
		return nil, fmt.Errorf("the graph shown is not this puzzle's")
	}
	a, ok := m.Find(from)
	if !ok {
		return nil, fmt.Errorf("the position on the board, %s, is not in the graph", from)
	}
	b, ok := m.Find(to)
	if !ok {
		return nil, fmt.Errorf("%s is not in the graph", to)
	}
	moves, ok := g.Path(a, b)
	if !ok {
		return nil, fmt.Errorf("%s cannot be reached from %s: the moves that lead there cannot be undone", to, from)
	}
	return moves, nil
}

// TrailOf appends the positions of a session's history to past (from the
// start to the position shown) and to plan (the rest: what a replay or the
// moves queued will show next), as text.
func TrailOf[S, M any](ses *replay.Session[S, M], past, plan []string, text func(S) string) ([]string, []string) {
	for i := 0; i <= ses.Pos(); i++ {
		past = append(past, text(ses.At(i).State))
	}
	for i := ses.Pos() + 1; i <= ses.Last(); i++ {
		plan = append(plan, text(ses.At(i).State))
	}
	return past, plan
}

// Reacher is a scene that can say whether the position it opened at (a
// shared position, -from) can be reached from its puzzle's start.
type Reacher interface {
	// Reachable returns nil when it can, or when the search would be too
	// large to tell, and otherwise an error that says so.
	Reachable() error
}

// CheckReach is Reacher's work: an error when target cannot be reached
// from start under rules (nil when it can, or the search is too large).
func CheckReach[S, M graph.Text](start S, target S, rules graph.Rules[S, M]) error {
	found, explored, err := graph.Reaches(start, target.String(), rules, 0)
	if err != nil || found {
		return nil
	}
	return fmt.Errorf("no game reaches it: the %d positions reachable from the start do not include it", explored)
}

// GoTo is a scene's GoTo: it finds the shortest way from the position
// from to pos in m, hands its moves to plan (the scene's session), and
// says on the status line what it did, counting moves as one and many
// ("crossing", "crossings"). It reports whether the way was planned.
func GoTo[S, M graph.Text](ctx *ui.Context, m *Model, from S, pos string, plan func([]M) error, one, many string) bool {
	moves, err := PathIn[S, M](m, from.String(), pos)
	if err == nil {
		err = plan(moves)
	}
	if err != nil {
		ctx.Status.Say(ui.Error, err.Error())
		return false
	}
	ctx.Status.Say(ui.Info, "Going to "+pos+": "+ui.Count(len(moves), one, many))
	return true
}
