package frame

import (
	"testing"

	"puzzleworks/scenes/ui"
)

func TestTiles(t *testing.T) {
	// Five tiles 10×20, three a row, 4 apart, from (100, 50).
	ts := Tiles{X: 100, Y: 50, W: 10, H: 20, Gap: 4, Cols: 3, N: 5}
	if got, want := ts.Rect(4), ui.R(114, 74, 10, 20); got != want {
		t.Errorf("Rect(4) = %v, want %v", got, want)
	}
	for _, tc := range []struct {
		x, y float64
		want int
	}{
		{100, 50, 0}, {109.9, 69.9, 0}, {110, 50, -1}, {128, 55, 2}, {128, 80, -1}, {115, 93, 4}, {99, 50, -1},
	} {
		if got := ts.At(tc.x, tc.y); got != tc.want {
			t.Errorf("At(%v, %v) = %d, want %d", tc.x, tc.y, got, tc.want)
		}
	}
	if got := ts.Bottom(); got != 94 {
		t.Errorf("Bottom() = %v, want 94", got)
	}
}
