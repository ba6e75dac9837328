package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// LabelKey is the label a key types in a grid whose cells hold the labels
// 1 to n, or 0: 1 to 9 on the main keys and the keypad (whatever n, so a
// scene can say a label is out of range), then A, B … for 10 and up while
// they are within n (A to G in a 16×16 Sudoku).
func LabelKey(k ebiten.Key, n int) int {
	if d, ok := ui.Digit(k); ok {
		return d + 1
	}
	if k >= ebiten.KeyA && k <= ebiten.KeyZ && int(k-ebiten.KeyA)+10 <= n {
		return int(k-ebiten.KeyA) + 10
	}
	return 0
}
