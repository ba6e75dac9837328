package sudoku

import (
	"errors"
	"flag"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestEnter(t *testing.T) {
	s := mustParse(t, inkala, false)
	tests := []struct {
		name string
		m    Move
		want string // error text, "" for accepted
	}{
		{"a digit", Move{Row: 0, Col: 1, Digit: 1}, ""},
		{"a clash is allowed", Move{Row: 0, Col: 1, Digit: 8}, ""},
		{"a given", Move{Row: 0, Col: 0, Digit: 1}, "r1c1 is a given"},
		{"clearing a given", Move{Row: 0, Col: 0}, "r1c1 is a given"},
		{"clearing an empty cell", Move{Row: 0, Col: 1}, "r1c2 is already empty"},
		{"outside", Move{Row: 9, Col: 0, Digit: 1}, "r10c1 is outside the 9×9 grid"},
		{"digit too large", Move{Row: 0, Col: 1, Digit: 10}, "digit 10 does not fit a 9×9 grid (use 1-9)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			next, err := s.Enter(tc.m)
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if next.At(tc.m.Row, tc.m.Col) != tc.m.Digit || next.IsGiven(tc.m.Row*9+tc.m.Col) {
					t.Fatalf("cell not written as an entry: %v", next)
				}
				return
			}
			var re *RuleError
			if !errors.As(err, &re) || err.Error() != tc.want {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
			if next != s {
				t.Fatal("a refused move changed the state")
			}
		})
	}
	// A clash shows, with the cell it clashes with.
	c, _ := s.Enter(Move{Row: 0, Col: 1, Digit: 8})
	why, ok := c.ClashWith(1)
	if !ok || why != "8 is also in row 1 (r1c1)" {
		t.Fatalf("ClashWith: %q %v", why, ok)
	}
	if !c.Conflicts().Has(0) || !c.Conflicts().Has(1) {
		t.Fatal("both clashing cells must be in Conflicts")
	}
	// Overwriting and clearing an entry.
	c, _ = c.Enter(Move{Row: 0, Col: 1, Digit: 1})
	if _, ok := c.ClashWith(1); ok || c.At(0, 1) != 1 {
		t.Fatal("overwriting did not take")
	}
	c, err := c.Enter(Move{Row: 0, Col: 1})
	if err != nil || c != s {
		t.Fatalf("clearing: %v", err)
	}
}

func TestMarks(t *testing.T) {
	s := mustParse(t, inkala, false)
	var mk Marks
	mk, err := mk.ToggleMark(s, 0, 1, 4)
	if err != nil || !mk[1].Has(4) {
		t.Fatalf("toggle on: %v", err)
	}
	mk2, err := mk.ToggleMark(s, 0, 1, 4)
	if err != nil || mk2[1] != 0 {
		t.Fatalf("toggle off: %v", err)
	}
	for _, tc := range []struct {
		row, col, d int
		want        string
	}{
		{0, 0, 1, "r1c1 is a given"},
		{0, 1, 0, "a mark is a digit 1-9, got 0"},
		{0, 1, 10, "a mark is a digit 1-9, got 10"},
		{-1, 1, 1, "r0c2 is outside the 9×9 grid"},
	} {
		if _, err := mk.ToggleMark(s, tc.row, tc.col, tc.d); err == nil || err.Error() != tc.want {
			t.Errorf("ToggleMark(%d, %d, %d): %v, want %q", tc.row, tc.col, tc.d, err, tc.want)
		}
	}
	e, _ := s.Enter(Move{Row: 0, Col: 1, Digit: 1})
	if _, err := mk.ToggleMark(e, 0, 1, 2); err == nil || err.Error() != "r1c2 holds 1: marks go in empty cells" {
		t.Errorf("mark in a filled cell: %v", err)
	}
	full, err := mk.FillMarks(s)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 81; i++ {
		if s.Cell(i) == 0 && full[i] != s.Candidates(i) {
			t.Fatalf("cell %d: marks %v, candidates %v", i, full[i], s.Candidates(i))
		}
	}
	if _, err := full.FillMarks(s); err == nil {
		t.Fatal("filling twice must say nothing changed")
	}
	// Text form round trip.
	text := full.String(81)
	back, err := ParseMarks(text, 9)
	if err != nil || back != full {
		t.Fatalf("ParseMarks(String) = %v, %v", back, err)
	}
	if got := (Marks{}).String(81); got != "" {
		t.Fatalf("no marks: %q", got)
	}
	if _, err := ParseMarks("1,x", 9); err == nil || !strings.Contains(err.Error(), "r1c2") {
		t.Fatalf("bad marks: %v", err)
	}
	if _, err := ParseMarks("A", 9); err == nil {
		t.Fatal("A is not a 9×9 digit")
	}
	if m, ok := full.ClearMarks(1); ok != true || m[1] != 0 {
		t.Fatal("ClearMarks")
	}
}

func FuzzParseMarks(f *testing.F) {
	f.Add("1,,23", 9)
	f.Add("ABG", 16)
	f.Add(",,,,", 4)
	f.Fuzz(func(t *testing.T, text string, n int) {
		if n < 1 || n > MaxSize {
			return
		}
		mk, err := ParseMarks(text, n)
		if err != nil {
			return
		}
		back, err := ParseMarks(mk.String(n*n), n)
		if err != nil || back != mk {
			t.Fatalf("round trip of %q: %v, %v", text, back, err)
		}
	})
}

func TestFirstWrong(t *testing.T) {
	sv := NewSolver()
	s := mustParse(t, inkala, false)
	sol := mustParse(t, inkalaSol, false)
	// Right entries, then a wrong one, then another right one.
	g, _ := s.Enter(Move{Row: 0, Col: 1, Digit: sol.At(0, 1)})
	wrong := sol.At(0, 2)%9 + 1
	for wrong == sol.At(0, 2) || s.Candidates(2)&(1<<(wrong-1)) == 0 {
		wrong = wrong%9 + 1
	}
	g, _ = g.Enter(Move{Row: 0, Col: 2, Digit: wrong})
	g, _ = g.Enter(Move{Row: 8, Col: 8, Digit: sol.At(8, 8)})
	m, ok := sv.FirstWrong(g)
	if !ok || m != (Move{Row: 0, Col: 2, Digit: wrong}) {
		t.Fatalf("FirstWrong = %v, %v; want r1c3=%d", m, ok, wrong)
	}
	if _, ok := sv.FirstWrong(s); ok {
		t.Fatal("a solvable grid has no wrong entry")
	}
	bad := mustParse(t, "5.......5"+strings.Repeat(".", 72), false)
	if _, ok := sv.FirstWrong(bad); ok {
		t.Fatal("when the givens clash, no entry is to blame")
	}
}

func TestWithEntries(t *testing.T) {
	p := mustParse(t, inkala, false)
	e := mustParse(t, "."+"1"+strings.Repeat(".", 79), false)
	s, err := WithEntries(p, e)
	if err != nil || s.At(0, 1) != 1 || s.IsGiven(1) || !s.IsGiven(0) {
		t.Fatalf("WithEntries: %v %v", s, err)
	}
	if s.Puzzle() != p || s.Entries().String() != e.String() {
		t.Fatal("Puzzle and Entries must split it back")
	}
	// Repeating a given is fine, changing it is not.
	same := mustParse(t, "8"+strings.Repeat(".", 80), false)
	if _, err := WithEntries(p, same); err != nil {
		t.Fatal(err)
	}
	other := mustParse(t, "7"+strings.Repeat(".", 80), false)
	if _, err := WithEntries(p, other); err == nil || err.Error() != "r1c1 is a given (8), not 7" {
		t.Fatalf("changed given: %v", err)
	}
	if _, err := WithEntries(p, mustParse(t, strings.Repeat(".", 16), false)); err == nil {
		t.Fatal("sizes differ")
	}
}

func TestFlags(t *testing.T) {
	four := "3.........42...."
	tests := []struct {
		args    []string
		want    string // the state, or the error
		size    int
		x, from bool
	}{
		{nil, "", 9, false, false},
		{[]string{"-size", "16", "-x"}, "", 16, true, false},
		{[]string{"-size", "5"}, "-size must be 4, 6, 9 or 16, got 5", 0, false, false},
		{[]string{"-from", four}, four, 4, false, true},
		{[]string{"-from", four, "-x"}, four, 4, true, true},
		{[]string{"-from", four, "-entries", ".1.............."}, "31........42....", 4, false, true},
		{[]string{"-from", four, "-size", "9"}, "-from has 16 cells, a 4×4 grid, but -size is 9", 0, false, false},
		{[]string{"-from", "12"}, "-from: want 16, 36, 81 or 256 cells, got 2", 0, false, false},
		{[]string{"-from", four, "-entries", "5..............."}, "-entries: column 1: unexpected character '5': a 4×4 grid uses 1-4", 0, false, false},
		{[]string{"-from", four, "-entries", "4..............."}, "-entries: r1c1 is a given (3), not 4", 0, false, false},
		{[]string{"-entries", four}, "-entries needs -from (the puzzle they are written on)", 0, false, false},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := DeclareFlags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		p, err := f.Params()
		if tc.size == 0 {
			if err == nil || err.Error() != tc.want {
				t.Errorf("%q: error %v, want %q", tc.args, err, tc.want)
			}
			continue
		}
		if err != nil || p.Size != tc.size || p.X != tc.x {
			t.Errorf("%q: %v %v", tc.args, p, err)
			continue
		}
		s, ok, err := f.From()
		if ok != tc.from || err != nil || (ok && s.String() != tc.want) {
			t.Errorf("%q: From = %v %v %v", tc.args, s, ok, err)
		}
		if ok {
			// The flags a state gives reopen it.
			fs2 := flag.NewFlagSet("t", flag.ContinueOnError)
			f2 := DeclareFlags(fs2)
			if err := fs2.Parse(s.StateArgs()); err != nil {
				t.Fatal(err)
			}
			back, _, err := f2.From()
			if err != nil || back != s {
				t.Errorf("%q: StateArgs %q reopen %v, %v", tc.args, s.StateArgs(), back, err)
			}
		}
	}
}

func TestGenerateIsUnique(t *testing.T) {
	sv := NewSolver()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range []Params{{Size: 4}, {Size: 6}, {Size: 6, X: true}, {Size: 9}, {Size: 9, X: true}} {
		for k := 0; k < 3; k++ {
			s, err := sv.Generate(p, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := sv.Count(s, 2); n != 1 {
				t.Fatalf("%v: %d solutions: %v", p, n, s)
			}
			if s.Params() != p || s.Filled() == 0 || s.Givens().Len() != s.Filled() {
				t.Fatalf("%v: bad puzzle %v", p, s)
			}
			// Minimal up to the symmetric pairs: no given pair can go.
			if _, err := sv.Rate(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	// minGivens keeps givens, which makes easier puzzles.
	s, _ := sv.Generate(Params{Size: 9}, rng, 40)
	if s.Filled() < 40 {
		t.Fatalf("%d givens, want at least 40", s.Filled())
	}
	if r, _ := sv.Rate(s); r.Level != Easy {
		t.Fatalf("40 givens rated %v", r.Level)
	}
}

func TestRate(t *testing.T) {
	sv := NewSolver()
	r, err := sv.Rate(mustParse(t, inkala, false))
	if err != nil || r.Level < Hard || r.DeadEnds == 0 {
		t.Fatalf("Inkala's puzzle rated %+v, %v", r, err)
	}
	if _, err := sv.Rate(mustParse(t, strings.Repeat(".", 81), false)); err == nil {
		t.Fatal("an empty grid has many solutions")
	}
	for l := Easy; l < Levels; l++ {
		back, err := ParseLevel(strings.ToUpper(l.String()))
		if err != nil || back != l {
			t.Fatalf("level %v: %v %v", l, back, err)
		}
	}
	if _, err := ParseLevel("fiendish"); err == nil {
		t.Fatal("unknown level accepted")
	}
}

// inkalaSol is the solution of inkala.
const inkalaSol = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
