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

func TestCells(t *testing.T) {
	// A 4×4 grid of cells 10 wide from (20, 30).
	g := Cells{X: 20, Y: 30, Side: 40, Cell: 10, N: 4}
	if x, y := g.XY(1, 2); x != 40 || y != 40 {
		t.Errorf("XY(1, 2) = %v, %v", x, y)
	}
	if x, y := g.Centre(3, 0); x != 25 || y != 65 {
		t.Errorf("Centre(3, 0) = %v, %v", x, y)
	}
	for _, tc := range []struct {
		x, y   float64
		r, c   int
		inside bool
	}{
		{20, 30, 0, 0, true}, {59.9, 69.9, 3, 3, true}, {45, 31, 0, 2, true},
		{19.9, 35, 0, 0, false}, {60, 35, 0, 0, false}, {25, 70, 0, 0, false},
	} {
		if r, c, ok := g.At(tc.x, tc.y); r != tc.r || c != tc.c || ok != tc.inside {
			t.Errorf("At(%v, %v) = %d, %d, %v", tc.x, tc.y, r, c, ok)
		}
	}
}
