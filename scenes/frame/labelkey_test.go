package frame

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Digits type 1 to 9 in any grid; letters type 10 and up only within n.
func TestLabelKey(t *testing.T) {
	tests := []struct {
		k    ebiten.Key
		n    int
		want int
	}{
		{ebiten.Key1, 4, 1},
		{ebiten.Key9, 4, 9},
		{ebiten.KeyNumpad5, 9, 5},
		{ebiten.Key0, 9, 0},
		{ebiten.KeyA, 9, 0},
		{ebiten.KeyA, 16, 10},
		{ebiten.KeyG, 16, 16},
		{ebiten.KeyH, 16, 0},
		{ebiten.KeyB, 11, 11},
		{ebiten.KeyC, 11, 0},
		{ebiten.KeySpace, 16, 0},
	}
	for _, tc := range tests {
		if got := LabelKey(tc.k, tc.n); got != tc.want {
			t.Errorf("LabelKey(%v, %d) = %d, want %d", tc.k, tc.n, got, tc.want)
		}
	}
}
