package stars

import (
	"errors"
	"strings"
	"testing"
)

// tenByTen is a 10×10 layout (two stars) from the shipped set.
const tenByTen = "AAAABCCCCC/DDDABBCCCC/DDDAABCCCC/EEAAAFFCCC/EEFFFFFCCG/EEFFFFFGGG/EEEFFHHGGG/EEIHHHHGGG/EIIIIIIIII/IIIIJJJJII"

func TestApply(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	p2 := mustPuzzle(t, tenByTen, 2)
	tests := []struct {
		name  string
		p     Puzzle
		start string // position; "" for the empty grid
		move  Move
		want  string // position after, or "" when the move is refused
		err   string // exact rule message when refused
	}{
		{"star on empty", p, "", Move{PlaceStar, 1, 2}, "....../..*.../....../....../....../......", ""},
		{"dot on empty", p, "", Move{PlaceDot, 0, 0}, "x...../....../....../....../....../......", ""},
		{"star on dot", p, "x...../....../....../....../....../......", Move{PlaceStar, 0, 0}, "*...../....../....../....../....../......", ""},
		{"dot on star", p, "*...../....../....../....../....../......", Move{PlaceDot, 0, 0}, "x...../....../....../....../....../......", ""},
		{"clear star", p, "*...../....../....../....../....../......", Move{ClearCell, 0, 0}, "....../....../....../....../....../......", ""},
		{"clear dot", p, "x...../....../....../....../....../......", Move{ClearCell, 0, 0}, "....../....../....../....../....../......", ""},
		{"star on star changes nothing", p, "*...../....../....../....../....../......", Move{PlaceStar, 0, 0}, "*...../....../....../....../....../......", ""},
		{"dots never break a rule", p, "*...../....../....../....../....../......", Move{PlaceDot, 1, 1}, "*...../.x..../....../....../....../......", ""},
		{"touch diagonally", p, "....../..*.../....../....../....../......", Move{PlaceStar, 2, 3}, "", "star at r3c4 touches the star at r2c3"},
		{"touch sideways", p, "....../..*.../....../....../....../......", Move{PlaceStar, 1, 3}, "", "star at r2c4 touches the star at r2c3"},
		{"touch above", p, "....../..*.../....../....../....../......", Move{PlaceStar, 0, 2}, "", "star at r1c3 touches the star at r2c3"},
		{"row full", p, "....../..*.../....../....../....../......", Move{PlaceStar, 1, 5}, "", "row 2 already has 1 star"},
		{"column full", p, "....../..*.../....../....../....../......", Move{PlaceStar, 4, 2}, "", "column 3 already has 1 star"},
		{"region full", p, "....../....../.*..../....../....../......", Move{PlaceStar, 4, 0}, "", "region D already has 1 star"},
		{"region full, far corner", p, "....../....../....../....*./....../......", Move{PlaceStar, 5, 5}, "", "region F already has 1 star"},
		{"two stars per row", p2, "", Move{PlaceStar, 0, 0}, "*........./........../........../........../........../........../........../........../........../..........", ""},
		{"third star in a row", p2, "*.*......./........../........../........../........../........../........../........../........../..........", Move{PlaceStar, 0, 5}, "", "row 1 already has 2 stars"},
		{"off the grid", p, "", Move{PlaceStar, 6, 0}, "", "r7c1 is off the 6×6 grid"},
		{"negative cell", p, "", Move{PlaceDot, 0, -1}, "", "r1c0 is off the 6×6 grid"},
		{"unknown kind", p, "", Move{MoveKind(0), 0, 0}, "", "unknown move kind 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.p.Start()
			if tt.start != "" {
				var err error
				if s, err = NewState(tt.p, tt.start); err != nil {
					t.Fatal(err)
				}
			}
			before := s
			got, err := s.Apply(tt.move)
			if s != before {
				t.Fatal("Apply changed the old state")
			}
			if tt.err != "" {
				var re *RuleError
				if !errors.As(err, &re) || err.Error() != tt.err || re.Move != tt.move {
					t.Fatalf("Apply(%v) error = %v, want RuleError %q for the move", tt.move, err, tt.err)
				}
				if got != s {
					t.Fatal("a refused move must return the state unchanged")
				}
				return
			}
			if err != nil {
				t.Fatalf("Apply(%v): %v", tt.move, err)
			}
			if got.String() != tt.want {
				t.Fatalf("after %v: %s, want %s", tt.move, got, tt.want)
			}
		})
	}
}

func TestNewState(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	tests := []struct {
		name, grid string
		err        string // exact; "" for success
	}{
		{"empty grid", "....../....../....../....../....../......", ""},
		{"marks", "*x..../....../....../....../....../......", ""},
		{"upper-case dot", "*X..../....../....../....../....../......", ""},
		{"too few rows", "....../......", "position has 2 rows, want 6"},
		{"ragged", "....../...../....../....../....../......", "row 2 has 5 cells, want 6"},
		{"too long", "....../......./....../....../....../......", "row 2 has 7 cells, want 6"},
		{"bad mark", "....../..?.../....../....../....../......", "row 2, column 3: '?' is not a cell mark (use * for a star, x for a dot, . for blank)"},
		{"touching", "*...../.*..../....../....../....../......", "star at r2c2 touches the star at r1c1"},
		{"row excess", "*.*.../....../....../....../....../......", "row 1 already has 1 star"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewState(p, tt.grid)
			if tt.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				if want := strings.ReplaceAll(tt.grid, "X", "x"); s.String() != want {
					t.Fatalf("String() = %s, want %s", s, want)
				}
				return
			}
			if err == nil || err.Error() != tt.err {
				t.Fatalf("error = %v, want %q", err, tt.err)
			}
		})
	}
}

func TestCellAndCounts(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	s, err := NewState(p, "*x..../....../....../....../....../......")
	if err != nil {
		t.Fatal(err)
	}
	if s.Cell(0, 0) != Star || s.Cell(0, 1) != Dot || s.Cell(0, 2) != Blank || s.Cell(9, 9) != Blank {
		t.Error("Cell reports the wrong contents")
	}
	if s.Stars() != 1 || s.Puzzle() != p {
		t.Error("Stars or Puzzle wrong")
	}
}

// TestLegalMoves checks LegalMoves against Apply on every cell and kind:
// a move is listed exactly when it changes the position without error.
func TestLegalMoves(t *testing.T) {
	p := mustPuzzle(t, tenByTen, 2)
	s := p.Start()
	for _, m := range []Move{{PlaceStar, 0, 0}, {PlaceDot, 0, 1}, {PlaceStar, 2, 3}, {PlaceStar, 5, 5}} {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	listed := map[Move]bool{}
	for _, m := range s.LegalMoves() {
		if listed[m] {
			t.Fatalf("%v listed twice", m)
		}
		listed[m] = true
	}
	for r := 0; r < p.N(); r++ {
		for c := 0; c < p.N(); c++ {
			for _, kind := range []MoveKind{PlaceStar, PlaceDot, ClearCell} {
				m := Move{kind, r, c}
				next, err := s.Apply(m)
				legal := err == nil && next != s
				if legal != listed[m] {
					t.Errorf("%v: Apply says legal=%v (err %v), LegalMoves says %v", m, legal, err, listed[m])
				}
			}
		}
	}
}

func TestSolved(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	res, err := p.Start().Solve(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Solution.Solved() {
		t.Fatal("solution not Solved()")
	}
	// One star short is not solved; a dot added changes nothing.
	m := res.Moves[len(res.Moves)-1]
	short, _ := res.Solution.Apply(Move{ClearCell, m.Row, m.Col})
	if short.Solved() {
		t.Error("a grid one star short counts as solved")
	}
	for r := 0; r < p.N(); r++ {
		for c := 0; c < p.N(); c++ {
			if res.Solution.Cell(r, c) == Blank {
				dotted, _ := res.Solution.Apply(Move{PlaceDot, r, c})
				if !dotted.Solved() {
					t.Fatal("a dot on an empty cell unsolved the grid")
				}
				return
			}
		}
	}
}
