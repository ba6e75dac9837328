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
	crowded bool    // optional parts are left out
	Header  ui.Rect // the strip of the header's parts
	Bar     ui.Rect
	Status  ui.Rect // where the status line is centred
	Info    ui.Rect // spare room beside or below the board for the rules (may be empty)
	Board   ui.Rect // the union of the Main and Side parts' boxes
	Boxes   []ui.Rect
	Views   []ui.View
	Rects   []ui.Rect // each part's rectangle in its design coordinates, as laid out (Part.Upright or Rect)
	scales  []float64
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
	l.arrange(screen, dpr, parts, bar, false)
	if !l.Compact {
		return
	}
	// On a small screen the header and the status line can crowd the
	// board: upright it should take the screen's width. Then the optional
	// header parts go and the status line floats over the board's foot,
	// when that gives the board more room.
	want := 0.6 * min(l.Screen.W, l.Screen.H)
	if l.Portrait {
		want = 0.9 * l.Screen.W
	}
	before := l.boardW(parts)
	if before >= want-0.01 {
		return
	}
	l.arrange(screen, dpr, parts, bar, true)
	if l.boardW(parts) <= before {
		l.arrange(screen, dpr, parts, bar, false)
	}
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

func (l *Layout) arrange(screen ui.Rect, dpr float64, parts []Part, bar *ui.Bar, crowded bool) {
	l.crowded = crowded
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
		if h := l.flowHeads(parts, col, crowded); h <= H && l.fingerSized(parts) && sideW <= left-hw-2*margin*c {
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
		if crowded {
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
		if crowded && l.Board.H > 0 {
			// Over the board's foot, with room above for a second line
			// below the header.
			l.Status.Y = max(area.Y+24*c, min(l.Status.Y, l.Board.Bottom()-statusH*c))
		}
	}
	for i, p := range parts {
		if p.Kind == Head && l.Boxes[i].W > 0 {
			l.Views[i] = ui.Map(p.Rect, l.Boxes[i], dpr)
		}
	}
	l.over(parts)
}

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
// the height they take.
func (l *Layout) flowHeads(parts []Part, box ui.Rect, crowded bool) float64 {
	c := l.C
	avail := box.W - 2*margin*c
	x, y, rowH := 0.0, 0.0, 0.0
	for i, p := range parts {
		if p.Kind != Head {
			continue
		}
		if crowded && p.Optional {
			l.Boxes[i], l.scales[i] = ui.Rect{}, 0
			continue
		}
		s := min(l.headScale(p), avail/p.Rect.W)
		w, h := p.Rect.W*s, p.Rect.H*s
		if x > 0 && x+w > avail {
			y += rowH + headGap*c
			x, rowH = 0, 0
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
