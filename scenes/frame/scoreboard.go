package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Scoreboard is a scene's count of moves beside the fewest possible, in
// Score's words: the header's counters, the win's banner and the win's
// status line. A scene that embeds it has its WinText; its DrawPart hands
// it the parts it draws (DrawScore).
type Scoreboard struct {
	Score ui.Score
	// Counters and Banner are the parts it draws.
	Counters, Banner Part
	// MovesAt is the moves made to reach history entry pos; Fewest the
	// fewest from the position shown and Best from where the game began
	// (−1: none, or not known yet); AtWin whether the position shown is a
	// win at rest.
	MovesAt      func(pos int) int
	Fewest, Best func() int
	AtWin        func() bool
}

// DrawScore draws part p when it is the counters or the banner (only on a
// win), for history entry pos, and reports whether it was either.
func (t *Scoreboard) DrawScore(dst *ebiten.Image, ctx *ui.Context, p Part, pos int) bool {
	switch p {
	case t.Counters:
		t.Score.DrawCounters(dst, ctx, t.MovesAt(pos), t.Fewest())
	case t.Banner:
		if t.AtWin() {
			t.Score.DrawWin(dst, ctx, p.Rect, true, t.MovesAt(pos), t.Best())
		}
	default:
		return false
	}
	return true
}

// WinText is the status line of the win at history entry pos, beside the
// fewest moves from where the game began.
func (t *Scoreboard) WinText(pos int) string { return t.Score.WinLine(t.MovesAt(pos), t.Best()) }
