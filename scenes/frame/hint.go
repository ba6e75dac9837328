package frame

import (
	"puzzleworks/audio"
	"puzzleworks/scenes/ui"
)

// Hint is a place-and-mark puzzle's hint on show (Sudoku, the star grid):
// the logical step St for one position A, and its explanation on a card
// beside the board (Card) and under it on a screen held upright
// (Narrow). The hint key shows it the first time and takes it as a move
// the second; a hint that no longer fits the position goes (Keep).
type Hint[A comparable, St any] struct {
	On     bool    // a hint is on show
	At     A       // the position the step is for
	Step   St      // the step, as the solver explains it
	Card   ui.Card // beside the board
	Narrow ui.Card // under the board, upright
}

// Begin is the hint key's first words, for a game at position at that
// is solved or not and has one solution or not (one names what needs
// it: "a puzzle", "a map"). A replay pauses, since the hint is for the
// position shown. When the hint on show is for at, Begin returns its
// step with again true: the key takes it (and the scene closes it).
// Otherwise ok says whether a new hint may be looked for; when not, the
// status line says why.
func (h *Hint[A, St]) Begin(ctx *ui.Context, ses Pauser, at A, solved, unique bool, one string) (step St, again, ok bool) {
	if ses.Playing() {
		ses.TogglePlay()
	}
	if h.On && h.At == at {
		return h.Step, true, false
	}
	switch {
	case solved:
		ctx.Status.Say(ui.Info, "Already solved: nothing to hint")
		return step, false, false
	case !unique:
		ctx.Refuse("No hints here: hints need " + one + " with exactly one solution")
		return step, false, false
	}
	return step, false, true
}

// Pauser is what a hint needs of the replay (replay.Session): to pause it.
type Pauser interface {
	Playing() bool
	TogglePlay() bool
}

// Show puts up step for position at, its card titled title over text and
// foot, w wide beside the board and narrow under it, with a click.
func (h *Hint[A, St]) Show(ctx *ui.Context, at A, step St, title, text, foot string, w, narrow float64) {
	h.On, h.At, h.Step = true, at, step
	h.Card.Set(ctx.Fonts, title, text, foot, w)
	h.Narrow.Set(ctx.Fonts, title, text, foot, narrow)
	ctx.Play(audio.Click)
}

// NarrowH is the height of the narrow card on show, 0 for none: a
// phone's parts are made again when it changes.
func (h *Hint[A, St]) NarrowH() float64 {
	if !h.On {
		return 0
	}
	return h.Narrow.Height()
}

// Close takes the hint away.
func (h *Hint[A, St]) Close() {
	h.On = false
	h.Card.Clear()
	h.Narrow.Clear()
}

// Keep closes the hint when the position is no longer the one it is for.
func (h *Hint[A, St]) Keep(at A) {
	if h.On && h.At != at {
		h.Close()
	}
}

// Escape closes the hint on show (Esc), and reports whether there was one.
func (h *Hint[A, St]) Escape() bool {
	if !h.On {
		return false
	}
	h.Close()
	return true
}

// Tap closes the hint when this tick's press lands on its card (a touch
// screen has no Esc), taking the press, and reports whether it did. On a
// phone (upright) the narrow card is a part of its own, and inPart says
// whether the pointer is in it; beside the board the card lies at x, y,
// w wide.
func (h *Hint[A, St]) Tap(ctx *ui.Context, upright, inPart bool, x, y, w float64) bool {
	in := ctx.In
	if !h.On || !in.Pressed {
		return false
	}
	if upright && !inPart || !upright && !in.In(x, y, w, h.Card.Height()) {
		return false
	}
	h.Close()
	in.Consume()
	return true
}
