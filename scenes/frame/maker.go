package frame

import (
	"context"
	"errors"
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
