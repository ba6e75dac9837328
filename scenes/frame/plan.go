package frame

import (
	"errors"

	"puzzleworks/scenes/ui"
)

// PlanSolution plays moves, a solution from the logical position that
// err says could not be found when not nil, and says so on the status
// line: "Solving from here: 7 moves", in the puzzle's words for a move.
// It reports whether the replay was planned.
func (f *Frame[S, M]) PlanSolution(ctx *ui.Context, moves []M, err error, one, many string) bool {
	if err == nil {
		err = f.Ses.Plan(moves)
	}
	return planned(ctx, err, len(moves), one, many)
}

// planned says on the status line that a solution of n moves was planned,
// or why not (err), and reports whether it was.
func planned(ctx *ui.Context, err error, n int, one, many string) bool {
	if err != nil {
		ctx.Status.Say(ui.Error, err.Error())
		return false
	}
	ctx.Status.Say(ui.Info, "Solving from here: "+ui.Count(n, one, many))
	return true
}

// Refusal words a move the rules refuse, err, for the status line: "Not
// allowed: " and the rule an error of type E names (rule), else err
// itself.
func Refusal[E error](err error, rule func(E) string) string {
	if e, ok := errors.AsType[E](err); ok {
		return "Not allowed: " + rule(e)
	}
	return err.Error()
}
