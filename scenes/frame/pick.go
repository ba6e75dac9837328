package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Picker is a scene whose move is made by choosing two places in turn, a
// source and then a target (a pile, then another): Choose is a choice of
// place p by click, tap, drag or key, which the scene checks and words.
type Picker interface {
	Choose(ctx *ui.Context, p int)
}

// Pick is the keyboard's cursor and the pointer's press of a Picker's
// board: the keys and the pointer turned into choices of places. The
// scene keeps its choice (the source chosen, or -1) and passes it in.
type Pick struct {
	Cursor   int  // the place the keyboard's cursor is on
	Keyboard bool // the cursor shows: the last choice was made by key
	Digits   int  // the digit keys 1 to Digits choose the places 0 to Digits−1
	press    int  // the place under the pointer's press, plus one (0: none)
}

// Then is a choice of place p while the source *sel is chosen: the source
// again puts the choice down (ok false); another place is the move from
// the source to p, and the choice is put down too.
func (pk *Pick) Then(p int, sel *int) (from int, ok bool) {
	from, *sel = *sel, -1
	return from, p != from
}

// Forget forgets a press of the pointer (a new game under it).
func (pk *Pick) Forget() { pk.press = 0 }

// Keys reads this tick's keys for a board of n places whose chosen source
// is *sel: a digit chooses its place, Tab moves the cursor on, Enter and
// ↑ ↓ choose the cursor's place, ← → move the cursor while a source is
// chosen and Esc puts it down. It returns the shared action of the first
// key that is none of these.
func (pk *Pick) Keys(ctx *ui.Context, n int, sel *int, c Picker) ui.Action {
	in := ctx.In
	for _, k := range in.Keys {
		d, digit := ui.Digit(k)
		switch {
		case digit && d < pk.Digits:
			c.Choose(ctx, d)
		case k == ebiten.KeyTab:
			pk.Keyboard = true
			pk.Cursor = (pk.Cursor + 1) % n
		case k == ebiten.KeyEnter || k == ebiten.KeyArrowUp || k == ebiten.KeyArrowDown:
			pk.Keyboard = true
			c.Choose(ctx, pk.Cursor)
		case (k == ebiten.KeyArrowLeft || k == ebiten.KeyArrowRight) && *sel >= 0:
			// While a source is chosen the arrows pick where it goes.
			pk.Keyboard = true
			d := 1
			if k == ebiten.KeyArrowLeft {
				d = n - 1
			}
			pk.Cursor = (pk.Cursor + d) % n
		case k == ebiten.KeyEscape && *sel >= 0:
			*sel = -1
		default:
			continue
		}
		return ui.NoAction
	}
	return ui.KeyAction(in)
}

// Pointer reads the pointer over place p (−1 for none) on a board whose
// chosen source is *sel: a press chooses p, or off every place puts the
// choice down; a release on another place than the press, when the
// press's place is the source chosen, chooses it too (a drag from one
// place to another is a move).
func (pk *Pick) Pointer(ctx *ui.Context, p int, sel *int, c Picker) {
	in := ctx.In
	if in.Pressed {
		pk.Keyboard = false
		pk.press = p + 1
		if p >= 0 {
			c.Choose(ctx, p)
		} else {
			*sel = -1
		}
	}
	if in.Released {
		if from := pk.press - 1; from >= 0 && p >= 0 && p != from && *sel == from {
			c.Choose(ctx, p)
		}
		pk.press = 0
	}
}
