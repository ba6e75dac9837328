package ui

import (
	"context"
	"time"
)

// Job is work done off the frame loop (a puzzle generated, a table built),
// so the window never freezes. The scene polls it once a tick.
//
// In the browser Go runs on one thread and a busy goroutine holds the page
// until it blocks: the work must call its yield function often (between
// attempts, every few milliseconds); yield then sleeps a moment so the page
// can draw. On the desktop yield costs nothing.
type Job[T any] struct {
	ch     chan jobResult[T]
	cancel context.CancelFunc
	done   bool
	res    jobResult[T]
}

type jobResult[T any] struct {
	v   T
	err error
}

// StartJob runs work in a goroutine. Its context is cancelled by Cancel.
func StartJob[T any](work func(ctx context.Context, yield func()) (T, error)) *Job[T] {
	ctx, cancel := context.WithCancel(context.Background())
	j := &Job[T]{ch: make(chan jobResult[T], 1), cancel: cancel}
	go func() {
		v, err := work(ctx, newYield())
		j.ch <- jobResult[T]{v, err}
	}()
	return j
}

// Poll returns the result once the work has finished; ok is false before.
func (j *Job[T]) Poll() (v T, err error, ok bool) {
	if j == nil {
		return v, nil, false
	}
	if !j.done {
		select {
		case r := <-j.ch:
			j.res, j.done = r, true
		default:
			return v, nil, false
		}
	}
	return j.res.v, j.res.err, true
}

// Wait blocks until the work has finished and returns its result (tests and
// shots use it).
func (j *Job[T]) Wait() (T, error) {
	if !j.done {
		j.res, j.done = <-j.ch, true
	}
	return j.res.v, j.res.err
}

// Cancel asks the work to stop; its result, if it still comes, is dropped by
// the scene that replaced the job.
func (j *Job[T]) Cancel() {
	if j != nil {
		j.cancel()
	}
}

// yieldEvery is how long work may run in the browser before it lets the
// page draw a frame.
const yieldEvery = 10 * time.Millisecond

// newYield returns the work's yield function: in the browser it sleeps a
// moment once yieldEvery has passed since it last did.
func newYield() func() {
	if !singleThreaded {
		return func() {}
	}
	last := time.Now()
	return func() {
		if time.Since(last) >= yieldEvery {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
