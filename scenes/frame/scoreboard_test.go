package frame

import (
	"testing"

	"puzzleworks/scenes/ui"
)

// TestScoreboard: the win's line counts the moves to the entry it is
// given beside the best from the start; only the counters and the banner
// are the board's to draw, and the banner nothing before a win.
func TestScoreboard(t *testing.T) {
	counters, banner := Part{Kind: Head, Name: "counters"}, Part{Kind: Over, Name: "banner"}
	best, won := 3, false
	b := Scoreboard{
		Score:    ui.Score{One: "move", Many: "moves", Won: "Solved in ", BestLine: "!", OverLine: " (best %d)"},
		Counters: counters, Banner: banner,
		MovesAt: func(pos int) int { return pos * 2 },
		Fewest:  func() int { return 0 },
		Best:    func() int { return best },
		AtWin:   func() bool { return won },
	}
	if got := b.WinText(1); got != "Solved in 2 moves!" {
		t.Errorf("at best: %q", got)
	}
	if got := b.WinText(2); got != "Solved in 4 moves (best 3)" {
		t.Errorf("over: %q", got)
	}
	if b.DrawScore(nil, nil, Part{Kind: Main, Name: "board"}, 0) {
		t.Error("the board's part is not the scoreboard's")
	}
	if !b.DrawScore(nil, nil, banner, 0) {
		t.Error("the banner is the scoreboard's, drawn or not")
	}
}
