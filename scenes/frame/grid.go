package frame

import "github.com/hajimehoshi/ebiten/v2"

// GridStep is the cell an arrow key k moves a cursor to from row r,
// column c of an n×n grid, wrapping round at the edges; ok is false for
// a key that is no arrow.
func GridStep(k ebiten.Key, n, r, c int) (int, int, bool) {
	switch k {
	case ebiten.KeyArrowLeft:
		c = (c + n - 1) % n
	case ebiten.KeyArrowRight:
		c = (c + 1) % n
	case ebiten.KeyArrowUp:
		r = (r + n - 1) % n
	case ebiten.KeyArrowDown:
		r = (r + 1) % n
	default:
		return r, c, false
	}
	return r, c, true
}
