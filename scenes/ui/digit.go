package ui

import "github.com/hajimehoshi/ebiten/v2"

// Digit reads k as a digit key from 1 to 9, on the row or the number pad:
// it returns the digit less one (the first thing is 0) and whether k is
// one.
func Digit(k ebiten.Key) (int, bool) {
	switch {
	case k >= ebiten.Key1 && k <= ebiten.Key9:
		return int(k - ebiten.Key1), true
	case k >= ebiten.KeyNumpad1 && k <= ebiten.KeyNumpad9:
		return int(k - ebiten.KeyNumpad1), true
	}
	return 0, false
}
