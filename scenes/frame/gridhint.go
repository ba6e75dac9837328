package frame

import "puzzleworks/scenes/ui"

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
