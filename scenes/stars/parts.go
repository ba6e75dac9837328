package stars

import (
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
)

// role is what a part of the scene's picture shows.
type role uint8

// The roles of the parts.
const (
	rTitle  role = iota
	rParam       // one of the header's controls (headTable)
	rCount       // the counters
	rBoard       // the board with the chart
	rPanel       // beside the board: the stars to place, the search, the breaks, the options
	rTools       // upright: a hint, a new puzzle, the dots and the search order, under the board
	rHint        // upright: the hint's card, while it is shown
	rBanner      // the win
	rPaste       // the box for a region map, while it is open
)

// The parts in the design's coordinates. The header's controls come in
// groups narrow enough to wrap into three rows on a phone (the search
// order is in the panel, or among the tools); beside the
// board the panel is one part, as the design draws it. Upright, the board
// is cropped to its frame, and a row of tools comes under it instead of
// the panel (the hint's card comes too, while it is shown).
var (
	titlePart  = frame.Part{Kind: frame.Head, Name: "title", Rect: ui.R(14, 0, 110, frame.HeaderH), Optional: true}
	countPart  = frame.Part{Kind: frame.Head, Name: "counters", Rect: ui.R(1100, 0, ui.Width-1100, frame.HeaderH)}
	skyPart    = frame.Part{Kind: frame.Main, Name: "board", Rect: ui.R(0, frame.HeaderH, 670, ui.BarTop-frame.HeaderH)}
	panelPart  = frame.Part{Kind: frame.Side, Name: "panel", Rect: ui.R(670, frame.HeaderH, ui.Width-670, ui.BarTop-frame.HeaderH)}
	boardPart  = frame.Part{Kind: frame.Main, Name: "board", Rect: ui.R(boardX+2, boardY+2, chartSide+2*boardBorder-4, chartSide+2*boardBorder-4)}
	bannerPart = frame.Part{Kind: frame.Over, Name: "banner", Rect: ui.R(bannerX, bannerY, bannerW, bannerH), Passive: true}
	pastePart  = frame.Part{Kind: frame.Over, Name: "paste", Rect: ui.R(boxX, boxY, boxW, boxH)}
)

// The win's banner, over the top of the side panel.
const (
	bannerW = 460.0
	bannerH = 104.0
	bannerX = panelX + (panelW-bannerW)/2
	bannerY = panelY + 10
)

// partsKey is what the parts were made for.
type partsKey struct {
	upright bool    // a phone's layout (Layout.Compact)
	tall    bool    // a phone on its side: the tools in a column beside the board
	hintH   float64 // the height of the hint's card on a phone, 0 for none
}

// Parts are the header's groups, the board, the panel beside it (or the
// tools under it, upright), the win's banner and the paste box. Which way
// the screen is held comes from the frame's last layout: the first layout
// of a new shape uses the parts of the old one, the next the right ones.
// Over parts show as New tells the cast (Showing): the banner while the
// game is won, the paste box while open, the hint's card while shown.
func (sc *Scene) Parts() []frame.Part {
	key := partsKey{upright: sc.Layout.Compact, tall: sc.Layout.Compact && !sc.Layout.Portrait}
	if key.upright {
		key.hintH = sc.hint.NarrowH()
	}
	if parts, ok := sc.Cast.For(key); ok {
		return parts
	}
	sc.upright, sc.tools = key.upright, toolsFor(key.tall)
	c := &sc.Cast
	c.Begin()
	c.Add(titlePart, rTitle)
	for _, p := range sc.Decl.Parts(sc.headParts[:0]) {
		c.Add(p, rParam)
	}
	c.Add(countPart, rCount)
	if !key.upright {
		c.Add(skyPart, rBoard)
		c.Add(panelPart, rPanel)
	} else {
		c.Add(boardPart, rBoard)
		tools := sc.tools[0].Union(sc.tools[nTools-1]) // their row or column
		c.Add(frame.Part{Kind: frame.Side, Name: "tools", Rect: tools, Touch: toolH}, rTools)
		if key.hintH > 0 {
			c.Add(frame.Card("hint", ui.R(toolsX, hintY, toolsW, key.hintH), key.tall), rHint)
		}
	}
	c.Add(bannerPart, rBanner)
	c.Add(pastePart, rPaste)
	return c.Parts()
}
