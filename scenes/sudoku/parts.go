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
// groups (see header); beside the grid the desk is one panel, as the
// design draws it. On a phone the paper is cropped close round the grid
// and the keys come under it (upright) or beside it (on its side) in one
// block of finger-sized tiles; the card and the text box give the grid
// their room (the box comes back while it is in use, the hint's card while
// it is shown: under the keys upright, over the grid on its side).
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(14, 0, 96, frame.HeaderH), Optional: true}
	gridPart   = frame.Part{Kind: frame.Main, Name: "grid", Rect: ui.R(0, frame.HeaderH, 620, ui.BarTop-frame.HeaderH)}
	panelPart  = frame.Part{Kind: frame.Side, Name: "panel", Rect: ui.R(620, frame.HeaderH, ui.Width-620, ui.BarTop-frame.HeaderH)}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(bannerX, bannerY, bannerW, bannerH), Passive: true}
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
	compact bool // a phone's layout (Layout.Compact)
	tall    bool // a phone on its side: the keys and the header in columns
	slim    bool // a phone upright under 340 px wide: the levels slimmer
	n       int
	box     bool
	hintH   float64 // the height of the hint's card on a phone, 0 for none
}

// Parts are the header's groups, the grid, the panel beside it (or the
// keys under or beside it, on a phone) and the win's banner. The shape of
// the screen comes from the frame's last layout: the first layout of a
// new shape uses the parts of the old one, and the next uses the right
// ones. Over parts show as New tells the cast (Showing): the banner
// while the game is won, the hint's card and the text box while in use.
func (sc *Scene) Parts() []frame.Part {
	l := &sc.Layout
	key := partsKey{compact: l.Compact, tall: l.Compact && !l.Portrait, n: sc.params.Size}
	key.slim = key.compact && !key.tall && l.Screen.W < 340
	if key.compact {
		key.box, key.hintH = sc.field.InUse(), sc.hint.NarrowH()
	}
	if parts, ok := sc.Cast.For(key); ok {
		return parts
	}
	sc.upright, sc.tall = key.compact, key.tall
	switch {
	case key.tall:
		sc.head = headColumn()
	case key.compact:
		sc.head = headUpright(key.slim)
	default:
		sc.head = headRow()
	}
	sc.keys = sc.keysFor(sc.upright, sc.tall)
	c := &sc.Cast
	c.Begin()
	c.Add(titlePart, rTitle)
	c.Add(headPart("size", sc.head.size[:]), rSize)
	c.Add(headPart("level", sc.head.level[:]), rLevel)
	c.Add(headPart("puzzle", sc.head.nav[:]), rNav)
	c.Add(sc.head.countPart, rCount)
	if !key.compact {
		c.Add(gridPart, rGrid)
		c.Add(panelPart, rPanel)
	} else {
		// The paper a little round the grid.
		g := &sc.geo
		c.Add(frame.Part{Kind: frame.Main, Name: "grid", Rect: ui.R(g.X-paperRim, g.Y-paperRim, g.Side+2*paperRim, g.Side+2*paperRim)}, rGrid)
		k := &sc.keys
		c.Add(frame.Part{Kind: frame.Side, Name: "keys", Rect: ui.R(narrowX, narrowY, k.W, k.Bottom()-narrowY), Touch: padTile}, rKeys)
		if key.hintH > 0 {
			c.Add(frame.Card("hint", ui.R(narrowX, narrowHintY, narrowW, key.hintH), key.tall), rHint)
		}
		if key.box {
			c.Add(frame.Card("box", ui.R(narrowX, narrowBoxY, narrowW, narrowBoxH), key.tall), rBox)
		}
	}
	c.Add(bannerPart, rBanner)
	return c.Parts()
}

// box is the text box of the layout in use.
func (sc *Scene) box() textBox {
	if sc.upright {
		return narrowBox
	}
	return wideBox
}

// keysFor is the pad and actions of the layout: the design's, or a
// phone's (tall: beside the grid).
func (sc *Scene) keysFor(compact, tall bool) frame.Pad {
	if compact {
		return compactKeys(sc.params, tall)
	}
	return sc.geo.pad
}
