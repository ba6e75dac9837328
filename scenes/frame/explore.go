package frame

import "puzzleworks/scenes/graphview"

// Trail is the game's way through the graph of its positions (the graph
// view's Puzzle): the positions of the history to the one shown, appended
// to past, and those of the rest of the planned moves, to plan, in the
// puzzle's position text.
func (f *Frame[S, M]) Trail(past, plan []string) ([]string, []string) {
	return graphview.TrailOf(f.Ses, past, plan, f.board.Text)
}
