// Package puzzles is the registry: the one list of every puzzle the game
// can open, in menu order. Adding a puzzle is writing solver/<puzzle> and
// scenes/<puzzle> and adding one line here.
package puzzles

import (
	"puzzleworks/scenes/coins"
	"puzzleworks/scenes/hanoi"
	"puzzleworks/scenes/pulley"
	"puzzleworks/scenes/river"
	"puzzleworks/scenes/stars"
	"puzzleworks/scenes/sudoku"
	"puzzleworks/scenes/ui"
)

// All returns every puzzle's entry, in menu order.
func All() []ui.Puzzle {
	return []ui.Puzzle{
		hanoi.Puzzle(),
		pulley.Puzzle(),
		river.Puzzle(),
		sudoku.Puzzle(),
		stars.Puzzle(),
		coins.Puzzle(),
	}
}
