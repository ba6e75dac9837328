package sudoku

import (
	"math"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"

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

// Header controls, along the top strip: 36 high, a finger's size at the
// scale a phone gives the header, in groups that wrap into three rows on
// a phone upright (headUpright) or stand in a column on one held on its
// side (headColumn).
const (
	ctlY     = 6.0
	ctlH     = 36.0
	sizeX    = 200.0 // the "4" button; "6", "9", "16" follow
	sizeW    = 36.0  // a size's button and the X rule's
	xX       = 364.0 // the X rule's toggle
	levelX   = 414.0 // the first level button
	levelGap = 3.0
	prevX    = 830.0 // the previous-puzzle button; the number and "next" follow
	navW     = 36.0
	navNum   = 56.0 // the room of the number between ‹ and ›
	countR   = 1270.0
)

var sizes = [...]int{4, 6, 9, 16}

// levelW are the widths of the level buttons.
var levelW = [sudoku.Grades]float64{46, 68, 46, 60, 64}

// header is where the header's controls lie, in design coordinates: in
// the design's row, or in narrow blocks for a phone. The parts of the
// sizes, the levels and the puzzle's number are round their controls.
type header struct {
	size           [len(sizes) + 1]ui.Rect // the sizes, then the X rule
	level          [sudoku.Grades]ui.Rect
	nav            [2]ui.Rect // the previous and the next puzzle
	countX, countY float64    // the counters' right end and top
	countLines     bool       // the counters in two lines (a phone upright)
	levels         frame.Look // how the levels are drawn: their words' size and top
	countPart      frame.Part // the counters
}

// headRow is the design's header: one row along the top.
func headRow() header {
	h := header{countX: countR, countY: 13, levels: frame.Look{Text: ctlText, TextDY: ctlDY}}
	h.countPart = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(1100, 0, ui.Width-1100, frame.HeaderH)}
	for i := range sizes {
		h.size[i] = ui.R(sizeX+float64(i)*(sizeW+4), ctlY, sizeW, ctlH)
	}
	h.size[len(sizes)] = ui.R(xX, ctlY, sizeW, ctlH)
	frame.Row(h.level[:], levelX, ctlY, ctlH, levelGap, levelW[:])
	h.navAt(prevX, ctlY)
	return h
}

// navAt puts the previous-puzzle button at x, y, and the next after the
// number's room.
func (h *header) navAt(x, y float64) {
	h.nav = [2]ui.Rect{ui.R(x, y, navW, ctlH), ui.R(x+navW+navNum, y, navW, ctlH)}
}

// headPart is the header part name round the controls rs, 4 wider on
// either side.
func headPart(name string, rs []ui.Rect) frame.Part {
	u := rs[0]
	for _, r := range rs[1:] {
		u = u.Union(r)
	}
	return frame.Part{Kind: frame.Head, Name: name, Rect: ui.R(u.X-4, u.Y, u.W+8, u.H), Touch: ctlH}
}

// levelNarrowW are the widths of the level buttons on a phone upright,
// where the five go in a row under the sizes at a finger's size: their
// text is levelNarrowText.
var levelNarrowW = [sudoku.Grades]float64{40, 60, 40, 52, 58}

const levelNarrowText = 14.0

// levelSlimW and levelSlimText are the levels on a phone narrower still
// (320 px: the row 248 wide, 304 px at a finger's size).
var levelSlimW = [sudoku.Grades]float64{36, 56, 36, 47, 53}

const levelSlimText = 13.0

// The header on a phone upright lies below the design's screen, where
// nothing else is drawn: the sizes and X as in the design, the levels
// in a narrower row, the puzzle's number with the counters beside it in
// two lines.
const uprightY = 1000.0

// headUpright is the header of a phone upright: rows that wrap at its
// width, every button a finger's size on a screen 360 px wide, or 320
// (slim).
func headUpright(slim bool) header {
	h := headRow()
	widths, text := levelNarrowW, levelNarrowText
	if slim {
		widths, text = levelSlimW, levelSlimText
	}
	frame.Row(h.level[:], 4, uprightY+ctlY, ctlH, levelGap, widths[:])
	h.levels = frame.Look{Text: text, TextDY: ctlDY + (ctlText-text)/2}
	h.navAt(4, uprightY+100+ctlY)
	// The counters at scale 1 beside the number (44 high as its buttons
	// are on a phone).
	y := uprightY + 200
	h.countX, h.countY, h.countLines = countNarrowW-4, y+3, true
	h.countPart.Rect = ui.R(0, y, countNarrowW, frame.Finger)
	return h
}

// countNarrowW is the width of the counters in two lines.
const countNarrowW = 108.0

// The header's column lies below the design's screen, where nothing else
// is drawn: the sizes and X in two rows, the levels in three, the
// puzzle's number, the counters.
const (
	colY   = 800.0
	colGap = 3.0
)

// headColumn is the header in narrow blocks, for a column beside the grid
// on a phone on its side.
func headColumn() header {
	h := headRow()
	step := ctlH + colGap
	for i := range h.size {
		h.size[i] = ui.R(4+float64(i%3)*step, colY+float64(i/3)*step, sizeW, ctlH)
	}
	// Two levels a row, in three rows.
	y := colY + 200
	for r := 0; r < 3; r++ {
		frame.Row(h.level[2*r:], 4, y+float64(r)*step, ctlH, colGap, levelW[2*r:min(2*r+2, len(levelW))])
	}
	h.navAt(4, colY+400)
	h.countX, h.countY = 172, colY+504
	h.countPart.Rect = ui.R(0, colY+500, 176, 26)
	return h
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

// layout is where the cells are for one size of grid, and the pad's keys
// and actions as the design has them beside the grid.
type layout struct {
	frame.Cells // the grid
	pad         frame.Pad
}

func newLayout(n int) layout {
	var l layout
	l.N = n
	l.Cell = math.Floor(boardSpan / float64(n))
	l.Side = l.Cell * float64(n)
	l.X = boardX0 + math.Floor((boardSpan-l.Side)/2)
	l.Y = boardY0 + math.Floor((boardSpan-l.Side)/2)
	cols, tile := 8, 64.0 // a row of a pad's keys, and a key's side
	switch n {
	case 4:
		cols, tile = 4, 72
	case 6:
		cols, tile = 6, 72
	case 9:
		cols, tile = 9, 58
	}
	keys := frame.Tiles{X: panelX, Y: padY, W: tile, H: tile, Gap: 8, Cols: cols, N: n}
	// The actions 12 below the keys' gap.
	acts := frame.Tiles{X: panelX, Y: keys.Bottom() + 8 + 12, W: actionW, H: actionH, Gap: actGap,
		Cols: actionsPerRow, N: actions}
	l.pad = frame.Pad{Keys: keys, Acts: acts, Label: 16}
	return l
}

// cellAt returns the cell under a logical point, or -1.
func (l *layout) cellAt(x, y float64) int {
	if r, c, ok := l.At(x, y); ok {
		return r*l.N + c
	}
	return -1
}

// cellXY returns the top-left corner of cell i.
func (l *layout) cellXY(i int) (float64, float64) { return l.XY(i/l.N, i%l.N) }

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

// compactKeys is the pad of a grid of parameters p on a phone, its tiles
// a finger's size at scale 1: upright, under the grid, the digits in a
// block as wide as a box (two, three or four columns) with the actions in
// two columns beside it, padW wide in all, so a phone 320 px wide keeps
// them a finger's size; tall, in a column beside the grid, the actions in
// three columns under the digits (two rows, so the column fits a phone on
// its side 320 px high).
func compactKeys(p sudoku.Params, tall bool) frame.Pad {
	k := frame.NarrowPad(narrowX, narrowY, padW, padTile, 4, p.Size, p.BoxCols(), actions, tall)
	k.Label, k.Short = 14, true
	if tall {
		k.Label = 12
	}
	return k
}

// padW is the width of the pad and its actions under the grid: a phone
// 320 px wide has 304 for them.
const padW = 304.0

// padTile is the side of a pad's tile on a phone (design pixels at scale
// 1, where it is a finger's size).
const padTile = 44.0

// textBox is where the box for a typed puzzle lies, how many of its
// characters show and what it says while empty.
type textBox struct {
	ui.Rect
	visible int
	prompt  string
}

// The text box of the design, and the narrow one under the grid.
var (
	wideBox = textBox{ui.R(boxX, boxY, boxW, boxH), 62,
		"Click here (or press T) to type a puzzle; Enter opens it"}
	narrowBox = textBox{ui.R(narrowX, narrowBoxY+24, narrowW, boxH), 36, "Type a puzzle; Enter opens it"}
)
