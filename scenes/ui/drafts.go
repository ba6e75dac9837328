package ui

import (
	"image"

	"puzzleworks/sprites"
)

// finisher paints the art's drafts finished off the frame loop, a batch
// at a time, and hands each finished picture back to the game's thread.
type finisher struct {
	done    chan finished // the batch's pictures as they are finished
	left    int           // pictures of the batch not yet applied
	version int           // counts the ticks in which art was finished
}

// finished is one draft painted finished (or, when mid, its better
// draft), or why it could not be.
type finished struct {
	draft sprites.Draft
	img   *image.RGBA
	mid   bool
	err   error
}

// FinishArt runs once a tick on the game's thread: it shows the pictures
// finished since the last tick in place of their drafts, and starts
// painting the drafts staged since then. It returns the first picture that
// failed (the draft stays on screen).
func (e *Env) FinishArt() error {
	f := &e.finish
	var first error
	applied := false
	for f.left > 0 {
		select {
		case r := <-f.done:
			f.left--
			if r.err != nil {
				if first == nil {
					first = r.err
				}
				continue
			}
			if r.mid {
				r.draft.ApplyMid(r.img)
			} else {
				r.draft.Apply(r.img)
			}
			applied = true
			continue
		default:
		}
		break
	}
	if applied {
		f.version++
	}
	if f.left > 0 {
		return first
	}
	todo := e.Drafts.Take()
	if len(todo) == 0 {
		return first
	}
	paint := func(done chan<- finished, dr sprites.Draft, yield func()) {
		img, err := dr.Finish(yield)
		done <- finished{draft: dr, img: img, err: err}
	}
	if singleThreaded || e.Sliced {
		// One picture after another, smallest first, each yielding to the
		// page every few milliseconds; the better drafts first, so the
		// whole scene sharpens in a moment before the slow finish.
		var mids []sprites.Draft
		for _, dr := range todo {
			if dr.Mid > 0 {
				mids = append(mids, dr)
			}
		}
		done := make(chan finished, len(mids)+len(todo))
		f.done, f.left = done, len(mids)+len(todo)
		go func() {
			yield := newYield()
			for _, dr := range mids {
				img, err := dr.Refine(yield)
				done <- finished{draft: dr, img: img, mid: true, err: err}
			}
			for _, dr := range todo {
				paint(done, dr, yield)
			}
		}()
		return first
	}
	done := make(chan finished, len(todo))
	f.done, f.left = done, len(todo)
	for _, dr := range todo {
		go paint(done, dr, nil)
	}
	return first
}

// ArtVersion changes whenever finished art has replaced drafts: what keeps
// a picture drawn from the art (a static layer, a menu card) draws it
// again.
func (e *Env) ArtVersion() int { return e.finish.version }

// ArtPending reports whether drafts are still waiting to be finished.
func (e *Env) ArtPending() bool { return e.finish.left > 0 || e.Drafts.Len() > 0 }
