package frame

import (
	"context"
	"errors"
	"puzzleworks/audio"
	"time"

	"puzzleworks/scenes/ui"
)

// Maker makes new puzzles off the frame loop, one at a time (the
// generators of Sudoku and the star grid): each from a seed one more
// than the last, the first from the clock, so two made in a row differ.
type Maker[T any] struct {
	job  *ui.Job[T]
	seed uint64
}

// Busy reports whether a puzzle is being made.
func (m *Maker[T]) Busy() bool { return m.job != nil }

// Start makes a puzzle by work, from the next seed, off the frame loop,
// cancelling one being made. work must touch nothing of the scene; it
// calls yield now and then, for a browser.
func (m *Maker[T]) Start(work func(c context.Context, seed uint64, yield func()) (T, error)) {
	if m.seed == 0 {
		m.seed = uint64(time.Now().UnixNano())
	}
	m.job.Cancel()
	m.seed++
	seed := m.seed
	m.job = ui.StartJob(func(c context.Context, yield func()) (T, error) { return work(c, seed, yield) })
}

// Poll returns the puzzle made, or why none came, once the work is done
// (ok); a puzzle cancelled is dropped quietly (ok false).
func (m *Maker[T]) Poll() (v T, err error, ok bool) {
	if v, err, ok = m.job.Poll(); !ok {
		return v, nil, false
	}
	m.job = nil
	if errors.Is(err, context.Canceled) {
		return v, nil, false
	}
	return v, err, true
}

// Wait blocks until a puzzle being made is ready (shots and tests).
func (m *Maker[T]) Wait() {
	if m.job != nil {
		m.job.Wait()
	}
}

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
