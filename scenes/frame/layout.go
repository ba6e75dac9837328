package frame

import (
	"puzzleworks/scenes/ui"
)

// PartKind says where the layout puts a part of a puzzle's picture.
type PartKind int

// The kinds of parts.
const (
	// Head is a piece of the header (the title, a parameter's control,
	// the counters): the pieces run along the top in one row, as in the
	// design, or in rows that wrap on a narrow screen.
	Head PartKind = iota
	// Main is the board: as large as the space left allows.
	Main
	// Side is a panel that keeps its place beside the board on a wide
	// screen and goes below it on a screen held upright.
	Side
	// Over is drawn over the board (the win's banner): where the design
	// has it while the board is shown at full size, else centred on the
	// board at the scale of the controls, so its text stays readable.
	Over
)

// Part is a piece of a puzzle's picture in the design coordinates (the
// 1280×720 of the art) the scene draws it in. The frame places each part
// on the screen with its own uniform scale, clips to it, and asks the
// scene to draw it (DrawPart) and to paint what in it never changes
// (PaintStatic).
type Part struct {
	Kind PartKind
	Name string
	Rect ui.Rect
	// Touch is the height of the part's smallest control (design
	// pixels): on a small screen the part is scaled up so that control is
	// a finger's size. 0 for none.
	Touch float64
	// Upright, when not empty, is the part's rectangle on a screen held
	// upright: a board that spans the design's width around its side
	// panels is cut down to the board alone there, and the panels stack
	// below it.
	Upright ui.Rect
	// Landscape parts are left out on a screen held upright, where the
	// room is the board's (a panel that repeats what the header says).
	Landscape bool
	// Passive parts drawn over the board take no presses even while they
	// show (a win's banner): the part beneath them takes them.
	Passive bool
	// Optional parts are left out on a screen so small that the board
	// would be crowded out: a header's title, a panel whose controls the
	// board also answers (the boat rows when tapped, the lever pulls).
	Optional bool
}

// rect is the part's rectangle in a layout upright or not.
func (p Part) rect(upright bool) ui.Rect {
	if upright && p.Upright.W > 0 && p.Upright.H > 0 {
		return p.Upright
	}
	return p.Rect
}

// Finger is the least side of a tap target on a small screen, CSS pixels.
const Finger = 44.0

// small reports whether a screen is a phone's: its shorter side under 600
// CSS pixels, where tap targets are sized for a finger.
func small(w, h float64) bool { return min(w, h) < 600 }

// Layout is where everything goes on one screen, CSS pixels.
type Layout struct {
	Screen   ui.Rect
	DPR      float64
	C        float64 // the scale of the controls and the text around the board
	Portrait bool    // the screen is upright: everything stacks
	// Compact is set upright and on a short screen on its side (a phone):
	// boards are cut to their Upright rectangles and Landscape parts
	// left out.
	Compact bool
	crowded bool // optional parts are left out
	// Folded is set on a screen too small for the header's controls and
	// the board both: the controls (the parameters) fold behind one
	// button (Fold), and show in a sheet over the board (Sheet) while
	// SheetOpen, which the frame sets.
	Folded    bool
	SheetOpen bool
	Fold      ui.Rect
	Sheet     ui.Rect
	floating  bool    // the status line floats over the board's foot
	area      ui.Rect // the room between the header and the bar
	Header    ui.Rect // the strip of the header's parts
	Bar       ui.Rect
	Status    ui.Rect // where the status line is centred
	Info      ui.Rect // spare room beside or below the board for the rules (may be empty)
	Board     ui.Rect // the union of the Main and Side parts' boxes
	Boxes     []ui.Rect
	Views     []ui.View
	Rects     []ui.Rect // each part's rectangle in its design coordinates, as laid out (Part.Upright or Rect)
	scales    []float64
}

// Layout constants at chrome scale 1.
const (
	margin    = 8.0
	statusH   = 46.0  // the status line's row when it has one
	minInfoW  = 300.0 // the narrowest column the rules are shown in
	minInfoH  = 150.0 // the lowest strip the rules are shown in upright
	headGap   = 6.0
	shortH    = 560.0 // a screen on its side lower than this is a phone's
	rightHalf = 0.6   // a header part whose middle lies right of this share of the design's width keeps to the right edge
)

// Arrange lays out parts and the bar on a screen of the given CSS size and
// device pixel ratio, reusing l's slices. On the design's 1280×720 every
// part lands where the design has it, at scale 1.
func (l *Layout) Arrange(screen ui.Rect, dpr float64, parts []Part, bar *ui.Bar) {
	l.arrange(screen, dpr, parts, bar, squeeze{})
	if !l.Compact {
		return
	}
	// On a small screen the header, the bar and the status line can
	// crowd the board: upright it should take the screen's width. While
	// it is short of that, what the chrome may give up is tried (the
	// optional parts, the status line's own row, the header's controls
	// folded behind one button, the bar's less used buttons behind
	// "more"), and the first layout that gives the board its room kept,
	// else the one with the largest board.
	if l.roomy(parts) {
		return
	}
	best, bestW, bestFits := squeeze{}, l.boardW(parts), !l.spills(parts)
	for _, q := range squeezes {
		l.arrange(screen, dpr, parts, bar, q)
		w, fits := l.boardW(parts), !l.spills(parts)
		if (fits && !bestFits) || (fits == bestFits && w > bestW+0.5) {
			best, bestW, bestFits = q, w, fits
			if l.roomy(parts) {
				return
			}
		}
	}
	l.arrange(screen, dpr, parts, bar, best)
}

// roomy reports whether the board has its room: upright
// 90% of the screen's width, on its side half the screen's width or
// height, and no part spills off the screen.
func (l *Layout) roomy(parts []Part) bool {
	for i, p := range parts {
		if p.Kind != Main {
			continue
		}
		b := l.Boxes[i]
		if l.Portrait {
			return b.W >= 0.9*l.Screen.W-0.01 && !l.spills(parts)
		}
		return max(b.W/l.Screen.W, b.H/l.Screen.H) >= 0.5-1e-9 && !l.spills(parts)
	}
	return true
}

// spills reports whether a board's part leaves the screen or runs under
// the bar.
func (l *Layout) spills(parts []Part) bool {
	for i, p := range parts {
		if p.Kind != Main && p.Kind != Side {
			continue
		}
		b := l.Boxes[i]
		if b.W == 0 {
			continue
		}
		if b.X < l.Screen.X-0.5 || b.Y < l.Screen.Y-0.5 || b.Right() > l.Screen.Right()+0.5 || b.Bottom() > l.Screen.Bottom()+0.5 {
			return true
		}
		if in := b.Inset(0.5); in.X < l.Bar.Right() && l.Bar.X < in.Right() && in.Y < l.Bar.Bottom() && l.Bar.Y < in.Bottom() {
			return true
		}
	}
	return false
}

// squeezes are what a crowded small screen may give up for the board, in
// the order they are tried, the least felt first.
var squeezes = [...]squeeze{
	{crowd: true},
	{crowd: true, float: true},
	{crowd: true, fold: true},
	{crowd: true, short: true},
	{crowd: true, fold: true, short: true},
	{crowd: true, fold: true, across: true},
	{crowd: true, fold: true, short: true, across: true},
	{crowd: true, fold: true, short: true, float: true},
	{crowd: true, fold: true, short: true, across: true, float: true},
}

// squeeze says what a crowded small screen gives up for the board.
type squeeze struct {
	crowd bool // optional parts are left out
	fold  bool // the header's controls fold behind one button
	short bool // the bar folds its less used buttons behind "more"
	// across keeps the header across the top on a phone on its side,
	// where it would stand in a column (a folded header is one row).
	across bool
	float  bool // the status line floats over the board's foot
}

// boardW is the width of the Main part's box.
func (l *Layout) boardW(parts []Part) float64 {
	for i, p := range parts {
		if p.Kind == Main {
			return l.Boxes[i].W
		}
	}
	return 0
}

func (l *Layout) arrange(screen ui.Rect, dpr float64, parts []Part, bar *ui.Bar, q squeeze) {
	crowded := q.crowd
	l.crowded, l.Folded, l.floating = q.crowd, q.fold, q.float
	l.Fold, l.Sheet = ui.Rect{}, ui.Rect{}
	bar.Short = q.short
	if dpr <= 0 {
		dpr = 1
	}
	W, H := screen.W, screen.H
	c := ui.ChromeScale(W, H)
	l.Screen, l.DPR, l.C = screen, dpr, c
	l.Portrait = W < H*0.9
	designLike := !l.Portrait && W >= ui.Width*c-0.5
	// A short screen on its side: the bar stands in a column on the
	// right, so the board keeps the height.
	column := !l.Portrait && !designLike && H < shortH
	l.Compact = l.Portrait || column
	l.Info = ui.Rect{}
	n := len(parts)
	l.Boxes = grow(l.Boxes, n)
	l.Views = grow(l.Views, n)
	l.scales = grow(l.scales, n)
	l.Rects = grow(l.Rects, n)
	for i, p := range parts {
		l.Rects[i] = p.rect(l.Compact)
	}

	// The header.
	heads := 0
	for _, p := range parts {
		if p.Kind == Head {
			heads++
		}
	}
	var headH float64
	// The bar: along the bottom, or a column on the right.
	var barW, barH float64
	if column {
		barW = min(bar.ColumnWidth(H, c), W/2)
		barH = H
	} else {
		barW = W
		barH = bar.Height(W, c)
	}
	l.Bar = ui.R(screen.Right()-barW, screen.Bottom()-barH, barW, barH)
	bar.Place(l.Bar, c)
	left := W
	if column {
		left = W - barW
	}
	if designLike {
		// One row as in the design, the right-hand parts kept right.
		for i, p := range parts {
			if p.Kind != Head {
				continue
			}
			x := screen.X + p.Rect.X*c
			if p.Rect.X+p.Rect.W/2 > ui.Width*rightHalf {
				x = screen.Right() - (ui.Width-p.Rect.X)*c
			}
			l.Boxes[i] = ui.R(x, screen.Y+p.Rect.Y*c, p.Rect.W*c, p.Rect.H*c)
			l.scales[i] = c
			headH = max(headH, (p.Rect.Bottom())*c)
		}
	} else if heads > 0 {
		headH = l.flowHeads(parts, ui.R(screen.X, screen.Y, left, H), crowded)
	}
	l.Header = ui.R(screen.X, screen.Y, left, headH)

	// The board between.
	area := ui.R(screen.X, screen.Y+headH, left, H-headH-barH)
	if column {
		area.H = H - headH
		// The header in a column of its own on the left, when it fits:
		// the board keeps the screen's height.
		hw := 0.0
		for _, p := range parts {
			switch {
			case p.Kind != Head || (crowded && p.Optional):
			case l.folds(p):
				hw = max(hw, l.foldSide())
			case p.Touch > 0:
				hw = max(hw, p.Rect.W*l.headScale(p))
			default:
				hw = max(hw, p.Rect.W*l.headScale(p)*0.7) // words may shrink a little
			}
		}
		hw = min(hw+2*margin*c, 0.5*left)
		// A panel with controls must keep a finger's size beside it.
		sideW := 0.0
		for i, p := range parts {
			if p.Kind == Side && !p.Landscape && p.Touch > 0 {
				sideW = max(sideW, l.Rects[i].W*max(c, Finger/p.Touch))
			}
		}
		col := ui.R(screen.X, screen.Y, hw, H)
		if h := l.flowHeads(parts, col, crowded); !q.across && h <= H && l.fingerSized(parts) && sideW <= left-hw-2*margin*c {
			headH = h
			l.Header = ui.R(screen.X, screen.Y, hw, H)
			area = ui.R(screen.X+hw, screen.Y, left-hw, H)
		} else {
			l.flowHeads(parts, ui.R(screen.X, screen.Y, left, H), crowded)
		}
	}
	var union ui.Rect
	for _, p := range parts {
		if p.Kind == Main || p.Kind == Side {
			union = union.Union(p.Rect)
		}
	}
	switch {
	case designLike:
		// The status line floats over the board's foot, as in the design.
		l.Status = ui.R(area.X, area.Bottom()-statusH*c, W, statusH*c)
		l.landscape(parts, area, union)
	default:
		if q.float {
			l.Status = ui.R(area.X, area.Bottom()-statusH*c, area.W, statusH*c)
		} else {
			area.H -= statusH * c
			l.Status = ui.R(area.X, area.Bottom(), area.W, statusH*c)
		}
		switch {
		case l.Portrait:
			l.portrait(parts, area)
		case column:
			l.beside(parts, area.Inset(margin*c))
		default:
			l.landscape(parts, area.Inset(margin*c), union)
		}
		if q.float && l.Board.H > 0 {
			// Over the board's foot, with room above for a second line
			// below the header.
			l.Status.Y = max(area.Y+24*c, min(l.Status.Y, l.Board.Bottom()-statusH*c))
		}
	}
	l.area = area
	if l.Folded && l.SheetOpen {
		l.sheet(parts, area)
	}
	for i, p := range parts {
		if p.Kind == Head && l.Boxes[i].W > 0 {
			l.Views[i] = ui.Map(p.Rect, l.Boxes[i], dpr)
		}
	}
	l.over(parts)
}

// folds reports whether a header part folds behind the settings button:
// one with controls, on a folded layout.
func (l *Layout) folds(p Part) bool { return l.Folded && p.Kind == Head && p.Touch > 0 }

// sheetShown reports whether the sheet of the folded header's controls
// shows over the board.
func (l *Layout) sheetShown() bool { return l.Folded && l.SheetOpen }

// foldSide is the side of the settings button, CSS pixels.
func (l *Layout) foldSide() float64 { return max(Finger, 36*l.C) }

// sheet lays the folded header controls out in rows in a sheet at the
// top of area, over the board.
func (l *Layout) sheet(parts []Part, area ui.Rect) {
	c := l.C
	top := sheetTitleH * c
	// As wide as the header, so its controls keep the header's sizes.
	box := ui.R(area.X, area.Y+margin*c+top, area.W, area.H)
	l.Sheet = ui.R(area.X, area.Y, area.W, l.flow(parts, box, l.folds, 0)+2*margin*c+top)
}

// sheetTitleH is the height of the sheet's title at chrome scale 1.
const sheetTitleH = 28.0

// landscape keeps the design's arrangement of the board and its side
// panels, scaled to fit the area; spare width on the right shows the rules.
func (l *Layout) landscape(parts []Part, area, union ui.Rect) {
	box, s := area.Fit(union.W, union.H, 0)
	if spare := area.W - box.W; spare >= minInfoW*l.C {
		// The board to the left, the rules beside it.
		box.X = area.X
		l.Info = ui.R(box.Right()+margin*l.C, area.Y+margin*l.C, area.Right()-box.Right()-2*margin*l.C, area.H-2*margin*l.C)
	}
	l.Board = box
	for i, p := range parts {
		if p.Kind != Main && p.Kind != Side {
			continue
		}
		l.Boxes[i] = ui.R(box.X+(p.Rect.X-union.X)*s, box.Y+(p.Rect.Y-union.Y)*s, p.Rect.W*s, p.Rect.H*s)
		l.scales[i] = s
		l.Views[i] = ui.Map(p.Rect, l.Boxes[i], l.DPR)
		if p.Kind == Side {
			// A panel lies on the board: the board's box is the union.
			continue
		}
	}
}

// headScale is a header part's scale before it is fitted to a width: the
// controls' scale, or a finger's size on a phone.
func (l *Layout) headScale(p Part) float64 {
	s := l.C
	if small(l.Screen.W, l.Screen.H) && p.Touch > 0 {
		s = max(s, Finger/p.Touch)
	}
	return s
}

// flowHeads lays the header's parts out in rows that wrap inside box,
// each at headScale or smaller when it is wider than the box, and returns
// the height they take. On a folded layout the settings button keeps the
// first row's right end and the controls are left out (sheet places
// them).
func (l *Layout) flowHeads(parts []Part, box ui.Rect, crowded bool) float64 {
	reserve := 0.0
	if l.Folded {
		side := l.foldSide()
		reserve = side + headGap*l.C
		l.Fold = ui.R(box.X+box.W-margin*l.C-side, box.Y+(HeaderH*l.C-side)/2, side, side)
		l.Fold.Y = max(box.Y, l.Fold.Y)
	}
	keep := func(p Part) bool { return !(crowded && p.Optional) && !l.folds(p) }
	for i, p := range parts {
		if p.Kind == Head && !keep(p) {
			l.Boxes[i], l.scales[i] = ui.Rect{}, 0
		}
	}
	h := l.flow(parts, box, keep, reserve)
	if l.Folded {
		h = max(h, l.Fold.Bottom()-box.Y)
	}
	return h
}

// flow lays the header parts that keep out in rows that wrap inside
// box (the first row reserve shorter at its right), and returns the
// height they take.
func (l *Layout) flow(parts []Part, box ui.Rect, keep func(Part) bool, reserve float64) float64 {
	c := l.C
	avail := box.W - 2*margin*c
	x, y, rowH := 0.0, 0.0, 0.0
	room := avail - reserve
	for i, p := range parts {
		if p.Kind != Head {
			continue
		}
		if !keep(p) {
			continue
		}
		s := min(l.headScale(p), room/p.Rect.W)
		w, h := p.Rect.W*s, p.Rect.H*s
		if x == 0 && y == 0 && reserve > 0 && s < 0.65*min(l.headScale(p), avail/p.Rect.W) {
			// Below the button rather than squeezed beside it.
			y, room = reserve, avail
			s = min(l.headScale(p), room/p.Rect.W)
			w, h = p.Rect.W*s, p.Rect.H*s
		}
		if x > 0 && x+w > room {
			y += rowH + headGap*c
			x, rowH, room = 0, 0, avail
			s = min(l.headScale(p), room/p.Rect.W)
			w, h = p.Rect.W*s, p.Rect.H*s
		}
		l.Boxes[i] = ui.R(box.X+margin*c+x, box.Y+y, w, h)
		l.scales[i] = s
		x += w + headGap*c
		rowH = max(rowH, h)
	}
	return y + rowH
}

// fingerSized reports whether every header part with controls got its
// finger's scale.
func (l *Layout) fingerSized(parts []Part) bool {
	for i, p := range parts {
		if p.Kind == Head && p.Touch > 0 && l.Boxes[i].W > 0 && l.scales[i] < l.headScale(p)-1e-9 {
			return false
		}
	}
	return true
}

// beside fits the board in the area's left and stacks its side panels in
// a column on its right (a phone on its side).
func (l *Layout) beside(parts []Part, area ui.Rect) {
	c := l.C
	colW, colH := 0.0, 0.0
	for i, p := range parts {
		if p.Kind == Side && l.shown(p) {
			s := l.sideScale(p, l.Rects[i], area.W)
			colW = max(colW, l.Rects[i].W*s)
			colH += l.Rects[i].H*s + margin*c
		}
	}
	// Panels go below the board instead when that leaves it larger.
	var mainR ui.Rect
	for i, p := range parts {
		if p.Kind == Main {
			mainR = l.Rects[i]
			break
		}
	}
	if mainR.W > 0 && colW > 0 {
		sideBy := min((area.W-colW-margin*c)/mainR.W, area.H/mainR.H)
		stackH := 0.0
		for i, p := range parts {
			if p.Kind == Side && l.shown(p) {
				stackH += l.Rects[i].H*l.sideScale(p, l.Rects[i], area.W) + margin*c
			}
		}
		below := min(area.W/mainR.W, (area.H-stackH)/mainR.H)
		if below > sideBy || colW > area.W-margin*c {
			l.portrait(parts, area)
			return
		}
	}
	squeeze := 1.0
	if colH > area.H && colH > 0 {
		squeeze = max(0.5, area.H/colH)
	}
	room := area
	if colW > 0 {
		room.W -= colW*squeeze + margin*c
	}
	y := area.Y + max(0, (area.H-colH*squeeze)/2)
	var board ui.Rect
	for i, p := range parts {
		r := l.Rects[i]
		switch {
		case p.Kind == Main:
			box, s := room.Fit(r.W, r.H, 0)
			l.Boxes[i], l.scales[i] = box, s
		case p.Kind == Side && l.shown(p):
			s := l.sideScale(p, r, area.W) * l.squeezed(p, squeeze)
			l.Boxes[i] = ui.R(room.Right()+margin*c, y, r.W*s, r.H*s)
			l.scales[i] = s
			y += r.H*s + margin*c
		case p.Kind == Side:
			l.Boxes[i], l.scales[i] = ui.Rect{}, 0
			continue
		default:
			continue
		}
		l.Views[i] = ui.Map(r, l.Boxes[i], l.DPR)
		board = board.Union(l.Boxes[i])
	}
	l.Board = board
}

// portrait stacks the board at the screen's width and the side panels
// below it; spare height below shows the rules.
func (l *Layout) portrait(parts []Part, area ui.Rect) {
	c := l.C
	w := area.W - 2*margin*c
	// The side panels at the controls' scale, or narrower to fit.
	sides := 0.0
	for i, p := range parts {
		if p.Kind == Side && l.shown(p) {
			sides += l.Rects[i].H*l.sideScale(p, l.Rects[i], w) + margin*c
		}
	}
	mains := 0.0
	for i, p := range parts {
		if r := l.Rects[i]; p.Kind == Main {
			mains += r.H / r.W
		}
	}
	// The board as wide as the screen, unless that leaves the panels no
	// room; then as large as the height allows.
	room := area.H - sides - 2*margin*c
	bw := w
	if mains > 0 && mains*bw > room {
		bw = max(room/mains, 1)
	}
	squeeze := 1.0
	if total := mains*bw + sides + 2*margin*c; total > area.H && sides > 0 {
		squeeze = max(0.5, (area.H-mains*bw-2*margin*c)/sides)
	}
	y := area.Y + margin*c
	var board ui.Rect
	for i, p := range parts {
		var s float64
		r := l.Rects[i]
		if !l.shown(p) {
			l.Boxes[i], l.scales[i] = ui.Rect{}, 0
			continue
		}
		switch p.Kind {
		case Main:
			s = bw / r.W
		case Side:
			s = l.sideScale(p, r, w) * l.squeezed(p, squeeze)
		default:
			continue
		}
		pw, ph := r.W*s, r.H*s
		l.Boxes[i] = ui.R(area.X+(area.W-pw)/2, y, pw, ph)
		l.scales[i] = s
		l.Views[i] = ui.Map(r, l.Boxes[i], l.DPR)
		board = board.Union(l.Boxes[i])
		y += ph + margin*c
	}
	l.Board = board
	if spare := area.Bottom() - y; spare >= minInfoH*c {
		l.Info = ui.R(area.X+margin*c, y, area.W-2*margin*c, spare-margin*c)
	} else if spare > 0 {
		// Centre the stack in the little room left.
		for i, p := range parts {
			if p.Kind == Main || p.Kind == Side {
				l.Boxes[i].Y += spare / 2
				l.Views[i] = ui.Map(l.Rects[i], l.Boxes[i], l.DPR)
			}
		}
		l.Board.Y += spare / 2
	}
}

// sideScale is the scale of a side panel r stacked in width w: the
// controls' scale, larger on a small screen when its controls need it to
// be a finger's size, never wider than w.
func (l *Layout) sideScale(p Part, r ui.Rect, w float64) float64 {
	s := l.C
	if small(l.Screen.W, l.Screen.H) && p.Touch > 0 {
		s = max(s, Finger/p.Touch)
	}
	return min(s, w/r.W)
}

// shown reports whether a board's panel is shown on a compact screen: not
// one for wide screens only, nor an optional one when the board is
// crowded.
func (l *Layout) shown(p Part) bool { return !p.Landscape && !(l.crowded && p.Optional) }

// squeezed is the squeeze a side panel takes when the panels do not fit:
// none for one whose controls must stay a finger's size.
func (l *Layout) squeezed(p Part, squeeze float64) float64 {
	if small(l.Screen.W, l.Screen.H) && p.Touch > 0 {
		return 1
	}
	return squeeze
}

// over places the parts drawn over the board.
func (l *Layout) over(parts []Part) {
	main := -1
	for i, p := range parts {
		if p.Kind == Main {
			main = i
			break
		}
	}
	for i, p := range parts {
		if p.Kind != Over {
			continue
		}
		r := l.Rects[i]
		if main >= 0 && l.scales[main] >= l.C*0.99 {
			// The board at full size: where the design has it.
			l.Views[i] = l.Views[main]
			mp := l.Rects[main]
			s := l.scales[main]
			mb := l.Boxes[main]
			l.Boxes[i] = ui.R(mb.X+(r.X-mp.X)*s, mb.Y+(r.Y-mp.Y)*s, r.W*s, r.H*s)
			l.scales[i] = s
			continue
		}
		on := l.Board
		if main >= 0 {
			on = l.Boxes[main]
		}
		// Centred on the board, readable, inside the screen.
		s := min(l.C, (l.Screen.W-2*margin*l.C)/r.W)
		w, h := r.W*s, r.H*s
		x := on.X + (on.W-w)/2
		y := on.Y + (on.H-h)/2
		x = max(l.Screen.X+margin*l.C, min(x, l.Screen.Right()-margin*l.C-w))
		y = max(l.Screen.Y, min(y, l.Bar.Y-h))
		l.Boxes[i] = ui.R(x, y, w, h)
		l.scales[i] = s
		l.Views[i] = ui.Map(r, l.Boxes[i], l.DPR)
	}
}

// ToScreen maps a point of part i's design coordinates to the screen, CSS
// pixels (tests tap there).
func (l *Layout) ToScreen(i int, x, y float64) (float64, float64) {
	b, r, s := l.Boxes[i], l.Rects[i], l.scales[i]
	return b.X + (x-r.X)*s, b.Y + (y-r.Y)*s
}

// Scale is the scale part i is drawn at.
func (l *Layout) Scale(i int) float64 { return l.scales[i] }

// PartAt is the part whose box holds the point (CSS pixels), or -1: a
// part drawn over the board while showing says it is, then the header,
// the panels, the board they lie on.
func (l *Layout) PartAt(parts []Part, x, y float64, showing func(int) bool) int {
	if l.sheetShown() {
		// The open sheet's controls, and nothing beneath it.
		for i, p := range parts {
			if l.folds(p) && l.Boxes[i].Contains(x, y) {
				return i
			}
		}
		return -1
	}
	for _, k := range [...]PartKind{Over, Head, Side, Main} {
		for i, p := range parts {
			if k == Over && (p.Kind != Over || p.Passive || showing == nil || !showing(i)) {
				continue
			}
			if p.Kind == k && i < len(l.Boxes) && l.Boxes[i].Contains(x, y) {
				return i
			}
		}
	}
	return -1
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
