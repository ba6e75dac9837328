package ui

import "testing"

func TestScoreWinLine(t *testing.T) {
	s := Score{One: "move", Many: "moves", Won: "Solved in ", BestLine: ": the best possible!", OverLine: " (the best possible is %d)", UnsureLine: "!"}
	tests := []struct {
		moves, best int
		want        string
	}{
		{7, 7, "Solved in 7 moves: the best possible!"},
		{1, 1, "Solved in 1 move: the best possible!"},
		{9, 7, "Solved in 9 moves (the best possible is 7)"},
		{9, -1, "Solved in 9 moves!"},
	}
	for _, tc := range tests {
		if got := s.WinLine(tc.moves, tc.best); got != tc.want {
			t.Errorf("%d of %d: %q, want %q", tc.moves, tc.best, got, tc.want)
		}
	}
	s.UnsureLine = "" // without its own words, the fewest unknown reads as the fewest
	if got := s.WinLine(9, -1); got != "Solved in 9 moves: the best possible!" {
		t.Errorf("unsure without words: %q", got)
	}
}
