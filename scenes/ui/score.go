package ui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Score words the moves made beside the fewest possible, in a puzzle's
// words: the header's counters, the win's banner and the win's status
// line. Its words are constants, so drawing it allocates nothing.
type Score struct {
	One, Many string // a move: "move", "moves"

	// The counters, right of the header: Count and the moves, then Fewest
	// and the fewest from the position shown, or None where there is no
	// way on (or it is not known yet), in NoneColor when it is set.
	Size                float64
	Count, Fewest, None string
	NoneColor           color.RGBA

	// The banner: Title over the moves and the words after them, one and
	// many, as they were the fewest (AtBest), more (Over, then the fewest
	// and ").  R plays again.") or the fewest is not known (Unsure, else
	// AtBest).
	Title                string
	AtBest, Over, Unsure [2]string

	// The status line: Won and the moves, then BestLine, OverLine (a
	// format of the fewest) or UnsureLine (else BestLine).
	Won, BestLine, OverLine, UnsureLine string
}

// DrawCounters draws the counters right of the header: moves, and the
// fewest from the position shown (−1 for none).
func (s Score) DrawCounters(dst *ebiten.Image, ctx *Context, moves, fewest int) {
	st := Style{Size: s.Size, Color: Paper, Align: Right}
	if fewest >= 0 {
		ctx.Fonts.Pieces(dst, ctx.View, Width-20, 11, st, T(s.Count), N(moves), T(s.Fewest), N(fewest))
		return
	}
	if s.NoneColor != (color.RGBA{}) {
		st.Color = s.NoneColor
	}
	ctx.Fonts.Pieces(dst, ctx.View, Width-20, 11, st, T(s.Count), N(moves), T(s.None))
}

// DrawWin draws the win's banner in r, when won: the moves made and the
// fewest possible from the start (−1 when not known).
func (s Score) DrawWin(dst *ebiten.Image, ctx *Context, r Rect, won bool, moves, best int) {
	if !won {
		return
	}
	x, y, w, h := r.X, r.Y, r.W, r.H
	Banner(dst, ctx, x, y, w, h, s.Title)
	st := Style{Size: 18, Color: Paper, Align: Center}
	f, cx := ctx.Fonts, x+w/2
	switch {
	case best < 0 && s.Unsure[0] != "":
		f.Pieces(dst, ctx.View, cx, y+68, st, N(moves), T(Plural(moves, s.Unsure[0], s.Unsure[1])))
	case best < 0 || moves <= best:
		f.Pieces(dst, ctx.View, cx, y+68, st, N(moves), T(Plural(moves, s.AtBest[0], s.AtBest[1])))
	default:
		f.Pieces(dst, ctx.View, cx, y+68, st, N(moves), T(Plural(moves, s.Over[0], s.Over[1])), N(best), T(").  R plays again."))
	}
}

// WinLine is the status line of a win in moves, the fewest possible
// from the start being best (−1 when not known).
func (s Score) WinLine(moves, best int) string {
	won := s.Won + Count(moves, s.One, s.Many)
	switch {
	case best < 0 && s.UnsureLine != "":
		return won + s.UnsureLine
	case best >= 0 && moves > best:
		return won + fmt.Sprintf(s.OverLine, best)
	}
	return won + s.BestLine
}
