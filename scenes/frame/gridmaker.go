package frame

import (
	"context"

	"puzzleworks/audio"
	"puzzleworks/scenes/ui"
)

// Begin starts making a puzzle by work (Start) and says so with a click:
// "Making a new " and what, " puzzle…".
func (m *Maker[T]) Begin(ctx *ui.Context, what string, work func(c context.Context, seed uint64, yield func()) (T, error)) {
	m.Start(work)
	ctx.Status.Say(ui.Info, "Making a new "+what+" puzzle…")
	ctx.Play(audio.Click)
}

// Made is the puzzle made, once it is ready (ok); when none came, the
// status line says why, "The generator gave up: " and the error, with
// more after it (where else to look), and ok is false.
func (m *Maker[T]) Made(ctx *ui.Context, more string) (v T, ok bool) {
	v, err, ok := m.Poll()
	if ok && err != nil {
		ctx.Refuse("The generator gave up: " + err.Error() + more)
		return v, false
	}
	return v, ok
}
