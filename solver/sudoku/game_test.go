package sudoku

import (
	"strings"
	"testing"
)

// TestParseGame: a saved game's three texts make one state with its
// marks, and a wrong one is named.
func TestParseGame(t *testing.T) {
	const puzzle = "1..." + "..3." + ".4.." + "...2"
	for _, tc := range []struct {
		name, puzzle, entries, marks string
		want                         string // the grid, or the error's start
		has                          bool
	}{
		{name: "givens", puzzle: puzzle, want: puzzle},
		{name: "entries", puzzle: puzzle, entries: ".2..", want: "12.." + "..3." + ".4.." + "...2"},
		{name: "bad puzzle", puzzle: "1..", want: "puzzle: "},
		{name: "bad entries", puzzle: puzzle, entries: "2...", want: "entries: "},
		{name: "bad marks", puzzle: puzzle, marks: "#", want: ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.entries) > 0 && len(tc.entries) < 16 {
				tc.entries += strings.Repeat(".", 16-len(tc.entries))
			}
			s, _, has, err := ParseGame(tc.puzzle, tc.entries, tc.marks, false)
			switch {
			case strings.HasPrefix(tc.name, "bad"):
				if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
					t.Fatalf("error %v, want one starting %q", err, tc.want)
				}
			case err != nil || s.String() != tc.want || has != tc.has:
				t.Fatalf("%s, marks %v, %v; want %s", s, has, err, tc.want)
			}
		})
	}
	g, _ := ParseGrid(puzzle, false)
	want, err := (Marks{}).ToggleMark(g, 0, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	s, mk, has, err := ParseGame(puzzle, "", want.String(16), false)
	if err != nil || !has || mk != want || s.String() != puzzle {
		t.Fatalf("marks: %s, %v, %v", s, has, err)
	}
}
