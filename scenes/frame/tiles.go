package frame

import "puzzleworks/scenes/ui"

// Tiles is a block of like tiles, buttons or keys (Sudoku's digits and
// its actions, the star grid's levels and its tools): N of them, W×H
// each, in rows of Cols from the corner X, Y, Gap apart both ways, in
// the design's coordinates.
type Tiles struct {
	X, Y, W, H, Gap float64
	Cols, N         int
}

// Rect is tile i's rectangle.
func (t Tiles) Rect(i int) ui.Rect {
	return ui.R(t.X+float64(i%t.Cols)*(t.W+t.Gap), t.Y+float64(i/t.Cols)*(t.H+t.Gap), t.W, t.H)
}

// At is the tile under the point x, y, or -1.
func (t Tiles) At(x, y float64) int {
	for i := 0; i < t.N; i++ {
		if t.Rect(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Bottom is the lowest edge of the tiles.
func (t Tiles) Bottom() float64 { return t.Rect(t.N - 1).Bottom() }
