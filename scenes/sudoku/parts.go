package sudoku

import (
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
)

// role is what a part of the scene's picture shows.
type role uint8

// The roles of the parts.
const (
	rTitle  role = iota
	rSize        // the sizes and the X rule
	rLevel       // the levels
	rNav         // the previous and next puzzle
	rCount       // the counters
	rGrid        // the paper with the grid
	rPanel       // beside the grid: the card, the pad, the cell's line, the text box
	rKeys        // upright: the pad and its actions under the grid
	rHint        // upright: the hint's card, while it is shown
	rBox         // upright: the text box, while it is in use
	rBanner      // the win, over the grid
)

// The parts in the design's coordinates. The header's controls come in
// groups narrow enough to wrap into three rows on a phone 360 wide; beside the
// grid the desk is one panel, as the design draws it. Upright, the paper
// is cropped close round the grid, the keys come under it in one narrow
// block, and the card and the text box give the grid their room (the box
// comes back while it is in use, the hint's card while it is shown).
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(14, 0, 96, frame.HeaderH)}
	sizePart   = frame.Part{Kind: frame.Head, Name: "size", Rect: ui.R(sizeX-4, ctlY, xX+xW+4-(sizeX-4), ctlH), Touch: ctlH}
	levelPart  = frame.Part{Kind: frame.Head, Name: "level", Rect: ui.R(levelX-4, ctlY, 328, ctlH), Touch: ctlH}
	navPart    = frame.Part{Kind: frame.Head, Name: "puzzle", Rect: ui.R(prevX-2, ctlY, 2*navW+navNum+4, ctlH), Touch: ctlH}
	countPart  = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(1100, 0, ui.Width-1100, frame.HeaderH)}
	gridPart   = frame.Part{Kind: frame.Main, Name: "grid", Rect: ui.R(0, frame.HeaderH, 620, ui.BarTop-frame.HeaderH)}
	panelPart  = frame.Part{Kind: frame.Side, Name: "panel", Rect: ui.R(620, frame.HeaderH, ui.Width-620, ui.BarTop-frame.HeaderH)}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(bannerX, bannerY, bannerW, bannerH)}
)

// paperRim is the paper shown round the grid on a screen held upright.
const paperRim = 8.0

// The win's banner, over the middle of the grid.
const (
	bannerW = 420.0
	bannerH = 112.0
	bannerX = boardX0 + boardSpan/2 - bannerW/2
	bannerY = boardY0 + boardSpan/2 - bannerH/2
)

// partsKey is what the parts were made for.
type partsKey struct {
	upright   bool
	n         int
	hint, box bool
	hintH     float64
}

// Parts are the header's groups, the grid, the panel beside it (or the
// keys under it, upright) and the win's banner. Which way the screen is
// held comes from the frame's last layout: the first layout of a new
// shape uses the parts of the old one, and the next uses the right ones.
func (sc *Scene) Parts() []frame.Part {
	up := sc.Layout.Portrait
	key := partsKey{upright: up, n: sc.params.Size}
	if up {
		key.hint = sc.hint.on
		key.box = sc.boxInUse()
		if key.hint {
			key.hintH = sc.hint.narrow.Height()
		}
	}
	if sc.parts != nil && key == sc.partsFor {
		return sc.parts
	}
	sc.partsFor = key
	sc.upright = up
	sc.keys = sc.keysFor(up)
	// The frame keeps the slice it was given last to compare with: the
	// new parts go into the other of two slices.
	sc.buf ^= 1
	sc.parts, sc.roles = sc.partBufs[sc.buf][:0], sc.roles[:0]
	add := func(p frame.Part, r role) {
		sc.parts = append(sc.parts, p)
		sc.roles = append(sc.roles, r)
	}
	add(titlePart, rTitle)
	add(sizePart, rSize)
	add(levelPart, rLevel)
	add(navPart, rNav)
	add(countPart, rCount)
	if !up {
		add(gridPart, rGrid)
		add(panelPart, rPanel)
	} else {
		// The paper a little round the grid.
		g := &sc.geo
		add(frame.Part{Kind: frame.Main, Name: "grid", Rect: ui.R(g.x0-paperRim, g.y0-paperRim, g.side+2*paperRim, g.side+2*paperRim)}, rGrid)
		k := &sc.keys
		add(frame.Part{Kind: frame.Side, Name: "keys", Rect: ui.R(narrowX, narrowY, narrowW, k.bottom()-narrowY)}, rKeys)
		if key.hint {
			add(frame.Part{Kind: frame.Side, Name: "hint", Rect: ui.R(narrowX, narrowHintY, narrowW, key.hintH)}, rHint)
		}
		if key.box {
			add(frame.Part{Kind: frame.Side, Name: "box", Rect: ui.R(narrowX, narrowBoxY, narrowW, narrowBoxH)}, rBox)
		}
	}
	add(bannerPart, rBanner)
	sc.partBufs[sc.buf] = sc.parts
	return sc.parts
}

// boxInUse reports whether the text box has the focus, text or an error.
func (sc *Scene) boxInUse() bool { return sc.boxFocus || len(sc.boxText) > 0 || sc.boxErr != "" }

// box is the text box of the layout in use.
func (sc *Scene) box() textBox {
	if sc.upright {
		return narrowBox
	}
	return wideBox
}

// keysFor is the pad and actions of the layout, upright or not.
func (sc *Scene) keysFor(upright bool) keypad {
	if upright {
		return narrowKeys(sc.params.Size)
	}
	return sc.geo.keys()
}

// part is the index of the first part of role r, or -1.
func (sc *Scene) part(r role) int {
	for i, x := range sc.roles {
		if x == r {
			return i
		}
	}
	return -1
}

// pointIn re-expresses the pointer, given in the coordinates of the part
// the frame handed it to (ctx.View), in the design coordinates of part i.
func (sc *Scene) pointIn(ctx *ui.Context, i int) (float64, float64) {
	in := ctx.In
	if i < 0 || i >= len(sc.Layout.Views) {
		return in.X, in.Y
	}
	px, py := ctx.View.Pt(in.X, in.Y)
	return sc.Layout.Views[i].ToLogical(float64(px), float64(py))
}

// beneath re-expresses a pointer the frame handed to a part drawn over
// the others (the banner, a box) in the coordinates of the part beneath
// it: the frame hands it to such a part whether the scene shows it or
// not. It reports whether the pointer was over such a part.
func (sc *Scene) beneath(ctx *ui.Context) bool {
	l := &sc.Layout
	over := false
	for i, p := range sc.parts {
		if p.Kind == frame.Over && i < len(l.Views) && ctx.View == l.Views[i] {
			over = true
			break
		}
	}
	if !over {
		return false
	}
	in := ctx.In
	px, py := ctx.View.Pt(in.X, in.Y)
	dpr := max(l.DPR, 1e-9)
	x, y := float64(px)/dpr, float64(py)/dpr
	for _, k := range [...]frame.PartKind{frame.Head, frame.Side, frame.Main} {
		for i, p := range sc.parts {
			if p.Kind == k && i < len(l.Boxes) && l.Boxes[i].Contains(x, y) {
				in.X, in.Y = l.Views[i].ToLogical(float64(px), float64(py))
				ctx.View = l.Views[i]
				return true
			}
		}
	}
	return true
}
