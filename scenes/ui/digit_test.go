package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestDigit(t *testing.T) {
	for k, want := range map[ebiten.Key]int{ebiten.Key1: 0, ebiten.Key9: 8, ebiten.KeyNumpad1: 0, ebiten.KeyNumpad5: 4, ebiten.Key0: -1, ebiten.KeyNumpad0: -1, ebiten.KeyA: -1} {
		d, ok := Digit(k)
		if ok != (want >= 0) || (ok && d != want) {
			t.Errorf("Digit(%v) = %d, %v; want %d", k, d, ok, want)
		}
	}
}
