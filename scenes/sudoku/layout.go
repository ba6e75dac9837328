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

// Header controls, along the top strip: 32 high, so on a phone the
// header grows by no more than a finger needs, and in groups that wrap
// into three rows 344 pixels wide.
const (
	ctlY     = 6.0
	ctlH     = 32.0
	sizeX    = 200.0 // the "4" button; "6", "9", "16" follow
	sizeW    = 30.0
	xX       = 336.0 // the X rule's toggle
	xW       = 30.0
	levelX   = 414.0 // the first level button
	levelGap = 3.0
	prevX    = 830.0 // the previous-puzzle button; the number and "next" follow
	navW     = 28.0
	navNum   = 52.0 // the room of the number between ‹ and ›
	countR   = 1270.0
)

var sizes = [...]int{4, 6, 9, 16}

// levelW are the widths of the level buttons.
var levelW = [sudoku.Grades]float64{51, 73, 50, 63, 71}

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

// layout is where the cells and the pad's tiles are for one size of grid,
// as the design has them beside the grid.
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

// keys returns the design's pad and actions beside the grid.
func (l *layout) keys() keypad {
	return keypad{
		n: l.n, x0: panelX, y0: padY, cols: l.padCols, tile: l.tile, gap: l.tileGap,
		ax: panelX, ay: l.actionsY, aw: actionW, ah: actionH, agap: actGap, acols: actionsPerRow,
		label: 16,
	}
}

// actionXY returns the top-left corner of action a's tile in the design.
func (l *layout) actionXY(a int) (float64, float64) {
	k := l.keys()
	return k.actionXY(a)
}

// keypad is where the digit tiles and the actions lie: beside the grid
// in the design, or in one narrow block under it on a screen held
// upright.
type keypad struct {
	n              int
	x0, y0         float64 // the first tile's corner
	cols           int
	tile, gap      float64
	ax, ay, aw, ah float64 // the first action's corner, an action's size
	agap           float64
	acols          int
	label          float64 // the actions' text size
	short          bool    // the actions' short labels
}

// The narrow parts under the grid on a screen held upright, in design
// coordinates on the desk where the wide panel lies (the two never show
// together): the keys, and the hint card and the text box while they are
// in use.
const (
	narrowX     = 650.0
	narrowY     = 190.0
	narrowW     = 374.0
	narrowHintY = 320.0
	narrowBoxY  = 560.0
	narrowBoxH  = 84.0
)

// narrowKeys is the pad of an n×n grid for a screen held upright: the
// digits in one row (two for 16), the actions in one row under them,
// narrow enough to read at the width of a phone.
func narrowKeys(n int) keypad {
	const gap = 3.0
	cols := min(n, 9)
	if n == 16 {
		cols = 8
	}
	tile := min(38, math.Floor((narrowW-float64(cols-1)*gap)/float64(cols)))
	used := float64(cols)*tile + float64(cols-1)*gap
	rows := (n + cols - 1) / cols
	k := keypad{n: n, x0: narrowX + math.Floor((narrowW-used)/2), y0: narrowY, cols: cols, tile: tile, gap: gap,
		acols: actions, agap: gap, ah: 34, label: 14, short: true}
	k.aw = (narrowW - float64(actions-1)*gap) / actions
	k.ax = narrowX
	k.ay = narrowY + float64(rows)*(tile+gap)
	return k
}

// bottom is the lowest edge of the actions.
func (k *keypad) bottom() float64 {
	_, y := k.actionXY(actions - 1)
	return y + k.ah
}

// textBox is where the box for a typed puzzle lies and how many of its
// characters show.
type textBox struct {
	x, y, w float64
	visible int
}

// The text box of the design, and the narrow one under the grid.
var (
	wideBox   = textBox{boxX, boxY, boxW, 62}
	narrowBox = textBox{narrowX, narrowBoxY + 24, narrowW, 36}
)

// in reports whether a point is in the box.
func (b *textBox) in(x, y float64) bool {
	return x >= b.x && x < b.x+b.w && y >= b.y && y < b.y+boxH
}

// tileXY returns the top-left corner of the pad tile of digit d (1..n).
func (k *keypad) tileXY(d int) (float64, float64) {
	i := d - 1
	return k.x0 + float64(i%k.cols)*(k.tile+k.gap), k.y0 + float64(i/k.cols)*(k.tile+k.gap)
}

// padAt returns the digit of the pad tile under a point, or 0.
func (k *keypad) padAt(x, y float64) int {
	for d := 1; d <= k.n; d++ {
		tx, ty := k.tileXY(d)
		if x >= tx && x < tx+k.tile && y >= ty && y < ty+k.tile {
			return d
		}
	}
	return 0
}

// actionXY returns the top-left corner of action a's tile.
func (k *keypad) actionXY(a int) (float64, float64) {
	col, row := a%k.acols, a/k.acols
	return k.ax + float64(col)*(k.aw+k.agap), k.ay + float64(row)*(k.ah+k.agap)
}

// actionAt returns the action under a point, or -1.
func (k *keypad) actionAt(x, y float64) int {
	for a := 0; a < actions; a++ {
		ax, ay := k.actionXY(a)
		if x >= ax && x < ax+k.aw && y >= ay && y < ay+k.ah {
			return a
		}
	}
	return -1
}
