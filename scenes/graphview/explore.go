package graphview

import (
	"errors"
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
			return nil, notThisPuzzle()
		}
		if _, err := m.onBoard(from); err != nil {
			return nil, err
		}
		return sp.Path(from, to)
	}
	g, ok := m.source.(*graph.Graph[S, M])
	if !ok {
		return nil, notThisPuzzle()
	}
	a, b, err := m.ends(from, to)
	if err != nil {
		return nil, err
	}
	moves, ok := g.Path(a, b)
	if !ok {
		return nil, fmt.Errorf("%s cannot be reached from %s: the moves that lead there cannot be undone", to, from)
	}
	return moves, nil
}

// notThisPuzzle says that a model's graph is another puzzle's.
func notThisPuzzle() error { return errors.New("the graph shown is not this puzzle's") }

// ends are the ids of the positions from and to, or an error that names
// the one not in the graph.
func (m *Model) ends(from, to string) (a, b int, err error) {
	if a, err = m.onBoard(from); err != nil {
		return 0, 0, err
	}
	b, ok := m.Find(to)
	if !ok {
		return 0, 0, fmt.Errorf("%s is not in the graph", to)
	}
	return a, b, nil
}

// onBoard is the id of the position on the board, from, or an error that
// says it is not in the graph.
func (m *Model) onBoard(from string) (int, error) {
	a, ok := m.Find(from)
	if !ok {
		return 0, fmt.Errorf("the position on the board, %s, is not in the graph", from)
	}
	return a, nil
}

// TrailOf appends the positions of a session's history to past (from the
// start to the position shown) and to plan (the rest: what a replay or the
// moves queued will show next), as text.
func TrailOf[S, M any](ses *replay.Session[S, M], past, plan []string, text func(S) string) ([]string, []string) {
	return trail(ses.Pos(), ses.Last(), past, plan, func(i int) string { return text(ses.At(i).State) })
}

// trail appends the texts of entries 0..pos to past and pos+1..last to
// plan, where at(i) is entry i's.
func trail(pos, last int, past, plan []string, at func(i int) string) ([]string, []string) {
	for i := 0; i <= pos; i++ {
		past = append(past, at(i))
	}
	for i := pos + 1; i <= last; i++ {
		plan = append(plan, at(i))
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
