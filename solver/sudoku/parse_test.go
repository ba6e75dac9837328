package sudoku

import (
	"errors"
	"strings"
	"testing"
)

func TestParseGrid(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		wantSize int
		wantErr  string
	}{
		{"4x4", "1.3.......4....2", 4, ""},
		{"4x4 zeros", "1030000000400002", 4, ""},
		{"6x6", strings.Repeat(".", 36), 6, ""},
		{"9x9", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", 9, ""},
		{"16x16 letters", "ABCDEFGabcdefg12" + strings.Repeat(".", 240), 16, ""},
		{"80 cells", strings.Repeat(".", 80), 0, "want 81 cells, got 80"},
		{"82 cells", strings.Repeat(".", 82), 0, "want 81 cells, got 82"},
		{"15 cells", strings.Repeat(".", 15), 0, "want 16 cells, got 15"},
		{"empty", "", 0, "want 16, 36, 81 or 256 cells, got 0"},
		{"50 cells", strings.Repeat(".", 50), 0, "want 16, 36, 81 or 256 cells, got 50"},
		{"bad char", strings.Repeat(".", 16) + "x" + strings.Repeat(".", 64), 0, "column 17: unexpected character 'x'"},
		{"bad char wrong length", "..x", 0, "column 3: unexpected character 'x'"},
		{"space", "1.3. ...", 0, "column 5: unexpected character ' '"},
		{"unicode", "1.é.", 0, "column 3: unexpected character 'é'"},
		{"not utf8", "1.\xff.", 0, "column 3: unexpected character (a byte that is not UTF-8)"},
		{"digit too big 4x4", "1.5.............", 0, "column 3: unexpected character '5': a 4×4 grid uses 1-4"},
		{"letter in 9x9", "A" + strings.Repeat(".", 80), 0, "column 1: unexpected character 'A': a 9×9 grid uses 1-9"},
		{"H in 16x16", "H" + strings.Repeat(".", 255), 0, "column 1: unexpected character 'H'"},
	}
	for _, tt := range tests {
		s, err := ParseGrid(tt.text, false)
		if tt.wantErr != "" {
			var pe *ParseError
			if err == nil || err.Error() != tt.wantErr || !errors.As(err, &pe) {
				t.Errorf("%s: error %v, want %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || s.Size() != tt.wantSize {
			t.Errorf("%s: size %d, error %v; want size %d", tt.name, s.Size(), err, tt.wantSize)
			continue
		}
		// Every digit is a given; blanks print as '.', letters upper case.
		want := strings.ToUpper(strings.ReplaceAll(tt.text, "0", "."))
		if s.String() != want {
			t.Errorf("%s: String() = %q, want %q", tt.name, s.String(), want)
		}
		for i := 0; i < s.NumCells(); i++ {
			if s.IsGiven(i) != (s.Cell(i) != 0) {
				t.Errorf("%s: cell %d given %v, digit %d", tt.name, i, s.IsGiven(i), s.Cell(i))
			}
		}
	}
}

func TestParseGridX(t *testing.T) {
	s, err := ParseGrid(strings.Repeat(".", 81), true)
	if err != nil || !s.Params().X || s.Params().Size != 9 {
		t.Fatalf("got %v, %v", s.Params(), err)
	}
}

func TestFromCells(t *testing.T) {
	p := Params{Size: 4}
	cells := []int{1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 2}
	var g CellSet
	g.Add(0)
	s, err := FromCells(p, cells, g)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsGiven(0) || s.IsGiven(2) || s.Cell(2) != 3 || s.At(3, 3) != 2 || s.Filled() != 4 {
		t.Errorf("FromCells = %v, givens %v", s, s.Givens().Cells())
	}
	bad := []struct {
		name   string
		p      Params
		cells  []int
		givens []int
	}{
		{"size", Params{Size: 5}, make([]int, 25), nil},
		{"length", p, make([]int, 15), nil},
		{"digit", p, append([]int{5}, make([]int, 15)...), nil},
		{"negative", p, append([]int{-1}, make([]int, 15)...), nil},
		{"empty given", p, make([]int, 16), []int{3}},
		{"given outside", p, make([]int, 16), []int{200}},
	}
	for _, b := range bad {
		var gs CellSet
		for _, i := range b.givens {
			gs.Add(i)
		}
		if _, err := FromCells(b.p, b.cells, gs); err == nil {
			t.Errorf("%s: no error", b.name)
		}
	}
}

func TestStateAccessorsOutside(t *testing.T) {
	s := mustParse(t, "1.3.......4....2", false)
	for _, i := range []int{-1, 16, 300} {
		if s.Cell(i) != 0 || s.IsGiven(i) || s.Candidates(i) != 0 {
			t.Errorf("cell %d outside the grid is not empty", i)
		}
	}
	if s.At(-1, 0) != 0 || s.At(0, 4) != 0 || s.At(0, 0) != 1 {
		t.Error("At outside")
	}
}

func FuzzParseGrid(f *testing.F) {
	f.Add("1.3.......4....2", false)
	f.Add(strings.Repeat(".", 81), true)
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", false)
	f.Add("ABCDEFGabcdefg12"+strings.Repeat("0", 240), false)
	f.Add("..é\xff", false)
	f.Fuzz(func(t *testing.T, text string, x bool) {
		s, err := ParseGrid(text, x)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		// A parsed grid prints back to the same text, up to blanks and case.
		want := strings.ToUpper(strings.ReplaceAll(text, "0", "."))
		if s.String() != want {
			t.Fatalf("String() = %q, want %q", s.String(), want)
		}
		again, err := ParseGrid(s.String(), x)
		if err != nil || again != s {
			t.Fatalf("round trip: %v", err)
		}
		// SolveLine agrees with ParseGrid on what is valid, and on counts.
		sv := NewSolver()
		_, n, err := sv.SolveLine(nil, []byte(text), x, 2)
		var pe *ParseError
		if errors.As(err, &pe) {
			t.Fatalf("SolveLine refuses a grid ParseGrid accepts: %v", err)
		}
		// On classic 9×9 grids SolveLine runs the fast engine: the general
		// engine must count the same.
		if s.Size() <= 9 {
			var e general
			if want := e.run(s, 2, false, 0); n != want {
				t.Fatalf("SolveLine counts %d, the general engine %d", n, want)
			}
		}
	})
}
