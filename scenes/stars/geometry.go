package stars

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// The board and the chart on it, logical pixels. The chart has the same
// side for every grid; the cells divide it.
const (
	chartSide   = 504
	boardBorder = 18
	boardX      = 110.0
	boardY      = 56.0
	chartX      = boardX + boardBorder
	chartY      = boardY + boardBorder
)

// The side panel beside the board.
const (
	panelX = 690.0
	panelY = chartY
	panelW = 560.0
	panelH = float64(chartSide)
)

// The header's controls: a label, then buttons, along the top strip, 36
// high and wide, a finger's size at the scale a phone gives the header,
// in groups that wrap into three rows on a phone upright.
const (
	ctlY      = 6.0
	ctlH      = 36.0
	ctlButton = 36.0
	sizeX     = 224.0 // "−"; the size and "+" follow
	sizeValW  = 54.0  // the room of the size between − and +
	kX        = 410.0 // "−"; k and "+" follow
	kValW     = 20.0
	puzzleX   = 520.0 // "‹"; the number and "›" follow
	puzzleW   = 52.0
	countR    = 1272.0 // the counters' right end
)

// Controls of the side panel.
const (
	autoX, autoY   = panelX + 24, panelY + 394
	autoW, autoH   = 330.0, 30.0
	pasteX, pasteY = panelX + 24, panelY + 440
	pasteW, pasteH = 250.0, 34.0
	orderW         = 90.0 // a search order's button
)

// The tools on a phone, in design coordinates in the sky right of the
// board (where the panel lies in the design: the two never show
// together): a row under the board upright, a column beside it on a phone
// on its side; and the hint's card. A tool is a finger's size at scale 1.
const (
	toolsX, toolsY = 700.0, 110.0
	toolsW, toolH  = 304.0, 44.0 // a phone 320 px wide has 304 for them
	toolColW       = 116.0       // the column of tools beside the board
	toolGap        = 4.0
	toolText       = 15.0 // the tools' labels
	hintY          = 340.0
)

// The panel's buttons: the search order beside its heading, the dots,
// the paste box and the hint.
var (
	hitForward = ui.R(panelX+panelW-24-2*orderW-4, panelY+124, orderW, 30)
	hitReverse = ui.R(panelX+panelW-24-orderW, panelY+124, orderW, 30)
	hitAuto    = ui.R(autoX, autoY, autoW, autoH)
	hitPaste   = ui.R(pasteX, pasteY, pasteW, pasteH)
	hitHint    = ui.R(pasteX+pasteW+12, pasteY, 130, pasteH)
)

// The tools on a phone: a hint, a new puzzle, the dots round a new
// star, the search order.
const (
	toolHint = iota
	toolNew
	toolAuto
	toolOrder
	nTools
)

// toolsFor places the tools: in a row under the board, or in a column
// beside it (tall).
func toolsFor(tall bool) (t [nTools]ui.Rect) {
	if !tall {
		frame.Row(t[:], toolsX, toolsY, toolH, toolGap, []float64{46, 92, 82, toolsW - 232})
		return t
	}
	for i := range t {
		t[i] = ui.R(toolsX, toolsY+float64(i)*(toolH+toolGap), toolColW, toolH)
	}
	return t
}

// levelTiles are the "New puzzle" buttons of the levels up to Expert,
// beside the heading.
var levelTiles = frame.Tiles{X: panelX + 150, Y: panelY + 348, W: 90, H: 30, Gap: 6, Cols: int(stars.Beyond), N: int(stars.Beyond)}

// labels are the texts of a puzzle that change only with the puzzle,
// made once so frames do not build strings, and the level U makes.
type labels struct {
	size   string // "10×10"
	number string // "3 / 4", or "pasted"
	title  string // "Medium · 2 stars in every row, column and region"
	// next is the level the U key makes: the shown puzzle's when bundled,
	// the one after a made puzzle's (the first possible after the last),
	// so repeated presses go up the scale.
	next stars.Level
}

// makeLabels makes the labels of the puzzle shown.
func makeLabels(sc *Scene) labels {
	n, k := sc.puzzle.N(), sc.puzzle.K()
	l := labels{size: fmt.Sprintf("%d×%d", n, n), number: "pasted", next: stars.Medium}
	level := "" // "medium", or "" when not known
	if i := sc.bundle.index(sc.puzzle); i >= 0 {
		e := sc.bundle.list[i]
		l.number = fmt.Sprintf("%d / %d", e.nth+1, len(sc.bundle.shelf.Members(e.group)))
		level, l.next = e.level.String(), e.level
	} else if sc.made != nil && sc.made.p == sc.puzzle {
		l.number, level, l.next = "new", sc.made.level.String(), sc.made.level+1
	}
	if l.next >= stars.Beyond {
		l.next = stars.Easy
	}
	for !l.next.Exists(k) {
		l.next++
	}
	l.title = fmt.Sprintf("%s in every row, column and region", starWord(k))
	if level != "" {
		l.title = fmt.Sprintf("%s · %s", strings.ToUpper(level[:1])+level[1:], l.title)
	}
	return l
}

// head is what the header's controls show and set: the grid's size, the
// stars per unit, and a step through the bundled puzzles of the kind.
type head struct{ n, k, nth int }

// headNow is the header's values for the puzzle shown.
func (sc *Scene) headNow() head { return head{n: sc.puzzle.N(), k: sc.puzzle.K()} }

// setHead opens the puzzle a press or a key on the header asks for: one
// size smaller or larger, another k, the previous or next of the kind.
func (sc *Scene) setHead(ctx *ui.Context, h head) {
	cur := sc.headNow()
	switch {
	case h.n != cur.n:
		sc.resize(ctx, h.n-cur.n)
	case h.k != cur.k:
		sc.setK(ctx, h.k)
	case h.nth != 0:
		sc.nextPuzzle(ctx, h.nth)
	}
}

// headTable is the header's controls, declared once: each a label and a
// stepper whose value the puzzle shown gives; they step past the ends,
// where the scene says what the bundle holds.
func (sc *Scene) headTable() *frame.Params[head] {
	return &frame.Params[head]{
		Look:  &frame.Look{Y: ctlY, H: ctlH, Button: ctlButton, Text: 17, TextDY: 8, LabelGap: 6, LabelY: ctlY + 9},
		Still: func() bool { return sc.paste.Open },
		// At rest on the static layer: a frame draws only the control under
		// the pointer (HeadKey repaints the layer when the values change).
		Static: true,
		List: []frame.Param[head]{
			{Name: "size", Label: "Size", X: sizeX, Free: true, ValueW: sizeValW, ValueSize: 18, ValueDY: 7,
				Show: func(head) string { return sc.labels.size }, Step: []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod},
				Part: ui.R(sizeX-42, ctlY, 42+2*ctlButton+sizeValW+4, ctlH),
				Get:  func(h head) int { return h.n }, Set: func(h *head, v int) { h.n = v }},
			{Name: "k", Label: "Stars", X: kX, Free: true, ValueW: kValW, ValueSize: 18, ValueDY: 7,
				Show: func(h head) string { return strconv.Itoa(h.k) }, // 1 to 3: no allocation
				Part: ui.R(kX-48, ctlY, 48+2*ctlButton+kValW+4, ctlH),
				Get:  func(h head) int { return h.k }, Set: func(h *head, v int) { h.k = v }},
			{Name: "puzzle", X: puzzleX, Free: true, Less: "‹", More: "›", ValueW: puzzleW, ValueSize: 15, ValueDY: 10,
				Show: func(head) string { return sc.labels.number },
				Part: ui.R(puzzleX-4, ctlY, 2*ctlButton+puzzleW+8, ctlH),
				Get:  func(h head) int { return h.nth }, Set: func(h *head, v int) { h.nth = v }},
		},
	}
}

// panelClick handles a press on the side panel's controls, or on the
// tools and the hint's card under the board.
func (sc *Scene) panelClick(ctx *ui.Context) bool {
	in := ctx.In
	if sc.hint.Tap(ctx, sc.upright, sc.InPart(ctx, sc.Index(rHint)), panelX+12, panelY+12, panelW-24) {
		return true
	}
	if !in.Pressed {
		return false
	}
	switch {
	case sc.upright && in.InRect(sc.tools[toolHint]):
		sc.showHint(ctx)
	case sc.upright && in.InRect(sc.tools[toolNew]):
		sc.newPuzzle(ctx, sc.labels.next)
	case sc.upright && in.InRect(sc.tools[toolAuto]):
		sc.toggleAutoDot(ctx)
	case sc.upright && in.InRect(sc.tools[toolOrder]):
		sc.setReverse(ctx, !sc.reverse)
	case sc.upright:
		return false
	case in.InRect(hitForward):
		sc.setReverse(ctx, false)
	case in.InRect(hitReverse):
		sc.setReverse(ctx, true)
	case in.InRect(hitAuto):
		sc.toggleAutoDot(ctx)
	case in.InRect(hitPaste):
		sc.openPaste(ctx)
	case in.InRect(hitHint):
		sc.showHint(ctx)
	case levelTiles.At(in.X, in.Y) >= 0:
		sc.newPuzzle(ctx, stars.Level(levelTiles.At(in.X, in.Y)))
	default:
		return false
	}
	in.Consume()
	return true
}
