package ui

import "context"

// Later is a value a scene makes off the frame loop when it takes long (a
// table of every position, built in the background) and uses once made:
// the value when Ready, the Job making it, and whether the player asked
// meanwhile for what needs it (Wanted), to be done when it comes.
type Later[T any] struct {
	Value  T    // the value, once Ready
	Ready  bool // the value is made
	Wanted bool // asked for while it was being made
	job    *Job[T]
}

// Reset drops the value, the wish and any work in flight.
func (l *Later[T]) Reset() {
	l.job.Cancel()
	*l = Later[T]{}
}

// Set makes v the value at once, unless err says it could not be made.
func (l *Later[T]) Set(v T, err error) {
	if err == nil {
		l.Value, l.Ready = v, true
	}
}

// Start makes the value with work in the background (StartJob).
func (l *Later[T]) Start(work func() (T, error)) {
	l.job = StartJob(func(context.Context, func()) (T, error) { return work() })
}

// Wait blocks until the work in flight, if any, is done, and takes its
// value, so a shot is the same picture however fast the machine is.
func (l *Later[T]) Wait() {
	if l.job != nil {
		l.Set(l.job.Wait())
		l.job = nil
	}
}

// Poll takes the value when the work in flight is done (once a tick). came
// reports that it came now; wanted that it was Wanted meanwhile, which it
// no longer is: the caller does it now.
func (l *Later[T]) Poll() (came, wanted bool) {
	v, err, ok := l.job.Poll()
	if !ok {
		return false, false
	}
	l.job = nil
	if l.Set(v, err); !l.Ready {
		return false, false
	}
	wanted, l.Wanted = l.Wanted, false
	return true, wanted
}
