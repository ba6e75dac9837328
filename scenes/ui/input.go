package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's input in logical coordinates: the pointer (mouse or
// first touch) and the keys that went down. Scenes read only this, so tests
// drive them by filling it in.
type Input struct {
	X, Y     float64 // pointer position
	Down     bool    // primary button or finger held
	Pressed  bool    // went down this tick
	Released bool    // went up this tick
	Touch    bool    // the pointer is a finger (no hover)
	Keys     []ebiten.Key
	Ctrl     bool
	Shift    bool
	Wheel    float64

	touchIDs []ebiten.TouchID
	touch    ebiten.TouchID
	touching bool
}

// Key reports whether k went down (or auto-repeated) this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Hover is the place under the pointer, as at finds it (−1 for none); a
// finger hovers over nothing.
func (in *Input) Hover(at func(x, y float64) int) int {
	if in.Touch {
		return -1
	}
	return at(in.X, in.Y)
}

// Consume marks the pointer press as handled, so later widgets ignore it.
func (in *Input) Consume() {
	in.Pressed = false
	in.Released = false
}

// Clear empties the input (the tests' and a scene switch's fresh start).
func (in *Input) Clear() {
	in.Pressed, in.Released, in.Down = false, false, false
	in.Keys = in.Keys[:0]
	in.Wheel = 0
}

// repeating are the keys that repeat while held.
var repeating = [...]ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyZ, ebiten.KeyY}

// Gather reads this tick's input from Ebitengine, mapping the pointer
// through v. It does not allocate once its slices have grown.
func (in *Input) Gather(v View) {
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	for _, k := range repeating {
		// Held keys repeat after a third of a second, 15 times a second.
		if d := inpututil.KeyPressDuration(k); d > 20 && d%4 == 0 {
			in.Keys = append(in.Keys, k)
		}
	}
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	_, wy := ebiten.Wheel()
	in.Wheel = wy

	// A finger, when there is one, is the pointer.
	in.touchIDs = inpututil.AppendJustPressedTouchIDs(in.touchIDs[:0])
	if !in.touching && len(in.touchIDs) > 0 {
		in.touch, in.touching = in.touchIDs[0], true
		x, y := ebiten.TouchPosition(in.touch)
		in.X, in.Y = v.ToLogical(float64(x), float64(y))
		in.Pressed, in.Released, in.Down, in.Touch = true, false, true, true
		return
	}
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touch) {
			in.touching = false
			in.Pressed, in.Released, in.Down = false, true, false
			return
		}
		x, y := ebiten.TouchPosition(in.touch)
		in.X, in.Y = v.ToLogical(float64(x), float64(y))
		in.Pressed, in.Released, in.Down = false, false, true
		return
	}
	in.Touch = false
	x, y := ebiten.CursorPosition()
	in.X, in.Y = v.ToLogical(float64(x), float64(y))
	in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
}

// In reports whether the pointer is inside the logical rectangle.
func (in *Input) In(x, y, w, h float64) bool {
	return in.X >= x && in.X < x+w && in.Y >= y && in.Y < y+h
}

// InRect reports whether the pointer is inside the logical rectangle r
// (a button of a panel, a tile of a pad).
func (in *Input) InRect(r Rect) bool { return in.In(r.X, r.Y, r.W, r.H) }
