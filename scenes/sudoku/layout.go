package sudoku

import (
	"math"

	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// The board: a square of boardSpan logical pixels on the paper sheet.
const (
	boardX0   = 56.0
	boardY0   = 62.0
	boardSpan = 528.0
)

// The right-hand panel: the card, the pad, its actions and the text box.
const (
	panelX  = 648.0
	padY    = 176.0
	boxX    = 648.0
	boxW    = 596.0
	boxH    = 34.0
	boxY    = 500.0
	actionH = sudokuart.WideTileH
	actionW = sudokuart.WideTileW
	actGap  = 6.0
)

// Header controls, along the top strip.
const (
	ctlY     = 8.0
	ctlH     = 28.0
	sizeX    = 200.0 // the "4" button; "6", "9", "16" follow
	sizeW    = 34.0
	xX       = 356.0 // the X rule's toggle
	levelX   = 452.0 // the first level button
	levelGap = 4.0
	prevX    = 812.0 // the previous-puzzle button; the number and "next" follow
	navW     = 28.0
)

var sizes = [...]int{4, 6, 9, 16}

// levelW are the widths of the level buttons.
var levelW = [sudoku.Grades]float64{54, 74, 54, 68, 66}

// levelX0 returns the x of level button l.
func levelX0(l sudoku.Grade) float64 {
	x := levelX
	for k := sudoku.Grade(0); k < l; k++ {
		x += levelW[k] + levelGap
	}
	return x
}

// Actions of the pad's lower row.
const (
	actErase = iota
	actPencil
	actMarks
	actSkip
	actHint // the second row: a hint, a new puzzle from the generator
	actNew
	actions
)

// actionsPerRow is how many actions a row of the pad holds.
const actionsPerRow = 4

// layout is where the cells and the pad's tiles are for one size of grid.
type layout struct {
	n        int
	cell     float64 // side of a cell
	x0, y0   float64 // the grid's top-left corner
	side     float64
	padCols  int
	tile     float64 // side of a pad tile
	tileGap  float64
	actionsY float64
}

func newLayout(n int) layout {
	l := layout{n: n}
	l.cell = math.Floor(boardSpan / float64(n))
	l.side = l.cell * float64(n)
	l.x0 = boardX0 + math.Floor((boardSpan-l.side)/2)
	l.y0 = boardY0 + math.Floor((boardSpan-l.side)/2)
	switch n {
	case 4:
		l.padCols, l.tile = 4, 72
	case 6:
		l.padCols, l.tile = 6, 72
	case 9:
		l.padCols, l.tile = 9, 58
	default:
		l.padCols, l.tile = 8, 64
	}
	l.tileGap = 8
	rows := (n + l.padCols - 1) / l.padCols
	l.actionsY = padY + float64(rows)*(l.tile+l.tileGap) + 12
	return l
}

// cellAt returns the cell under a logical point, or -1.
func (l *layout) cellAt(x, y float64) int {
	if x < l.x0 || y < l.y0 || x >= l.x0+l.side || y >= l.y0+l.side {
		return -1
	}
	c := int((x - l.x0) / l.cell)
	r := int((y - l.y0) / l.cell)
	if r < 0 || c < 0 || r >= l.n || c >= l.n {
		return -1
	}
	return r*l.n + c
}

// cellXY returns the top-left corner of cell i.
func (l *layout) cellXY(i int) (float64, float64) {
	return l.x0 + float64(i%l.n)*l.cell, l.y0 + float64(i/l.n)*l.cell
}

// tileXY returns the top-left corner of the pad tile of digit d (1..n).
func (l *layout) tileXY(d int) (float64, float64) {
	k := d - 1
	return panelX + float64(k%l.padCols)*(l.tile+l.tileGap), padY + float64(k/l.padCols)*(l.tile+l.tileGap)
}

// padAt returns the digit of the pad tile under a point, or 0.
func (l *layout) padAt(x, y float64) int {
	for d := 1; d <= l.n; d++ {
		tx, ty := l.tileXY(d)
		if x >= tx && x < tx+l.tile && y >= ty && y < ty+l.tile {
			return d
		}
	}
	return 0
}

// actionXY returns the top-left corner of action a's tile.
func (l *layout) actionXY(a int) (float64, float64) {
	col, row := a%actionsPerRow, a/actionsPerRow
	return panelX + float64(col)*(actionW+actGap), l.actionsY + float64(row)*(actionH+actGap)
}

// actionAt returns the action under a point, or -1.
func (l *layout) actionAt(x, y float64) int {
	for a := 0; a < actions; a++ {
		ax, ay := l.actionXY(a)
		if x >= ax && x < ax+actionW && y >= ay && y < ay+actionH {
			return a
		}
	}
	return -1
}

// inBox reports whether a point is in the text box.
func inBox(x, y float64) bool {
	return x >= boxX && x < boxX+boxW && y >= boxY && y < boxY+boxH
}
