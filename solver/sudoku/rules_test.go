package sudoku

import (
	"errors"
	"testing"
)

const inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

func TestApply(t *testing.T) {
	std := mustParse(t, inkala, false)
	x := mustParse(t, inkala, true)
	entry, err := std.Apply(Move{Row: 0, Col: 1, Digit: 1})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		s       State
		m       Move
		wantErr string
	}{
		{"given", std, Move{Row: 0, Col: 0, Digit: 5}, "r1c1 is a given"},
		{"clear given", std, Move{Row: 0, Col: 0}, "r1c1 is a given"},
		{"row", std, Move{Row: 0, Col: 1, Digit: 8}, "8 is already in row 1"},
		{"column", std, Move{Row: 3, Col: 0, Digit: 8}, "8 is already in column 1"},
		{"box 1", std, Move{Row: 1, Col: 0, Digit: 7}, "7 is already in box 1"},
		{"box 3", std, Move{Row: 0, Col: 8, Digit: 2}, "2 is already in box 3"},
		{"main diagonal", x, Move{Row: 1, Col: 1, Digit: 4}, "4 is already on the main diagonal"},
		{"main diagonal without X", std, Move{Row: 1, Col: 1, Digit: 4}, ""},
		{"anti-diagonal", x, Move{Row: 1, Col: 7, Digit: 4}, "4 is already on the anti-diagonal"},
		{"outside", std, Move{Row: 9, Col: 0, Digit: 1}, "r10c1 is outside the 9×9 grid"},
		{"negative", std, Move{Row: 0, Col: -1, Digit: 1}, "r1c0 is outside the 9×9 grid"},
		{"digit too big", std, Move{Row: 0, Col: 1, Digit: 10}, "digit 10 does not fit a 9×9 grid (use 1-9)"},
		{"digit negative", std, Move{Row: 0, Col: 1, Digit: -1}, "digit -1 does not fit a 9×9 grid (use 1-9)"},
		{"clear empty", std, Move{Row: 0, Col: 1}, "r1c2 is already empty"},
		{"same digit", entry, Move{Row: 0, Col: 1, Digit: 1}, "r1c2 already holds 1"},
		{"clear entry", entry, Move{Row: 0, Col: 1}, ""},
		{"replace entry", entry, Move{Row: 0, Col: 1, Digit: 2}, ""},
		{"replace entry with clash", entry, Move{Row: 0, Col: 1, Digit: 7}, "7 is already in column 2"},
		{"zero state", State{}, Move{Digit: 1}, "the grid is not set up"},
	}
	for _, tt := range tests {
		before := tt.s
		got, err := tt.s.Apply(tt.m)
		if tt.s != before {
			t.Fatalf("%s: Apply changed its receiver", tt.name)
		}
		if tt.wantErr != "" {
			var re *RuleError
			if !errors.As(err, &re) || err.Error() != tt.wantErr || re.Move != tt.m {
				t.Errorf("%s: error %v, want %q", tt.name, err, tt.wantErr)
			}
			if got != before {
				t.Errorf("%s: a refused move changed the state", tt.name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: unexpected error %v", tt.name, err)
			continue
		}
		i := tt.m.Row*9 + tt.m.Col
		if got.Cell(i) != tt.m.Digit || got.IsGiven(i) {
			t.Errorf("%s: cell holds %d (given %v), want entry %d", tt.name, got.Cell(i), got.IsGiven(i), tt.m.Digit)
		}
	}
}

func TestConflictsAndSolved(t *testing.T) {
	p := Params{Size: 4}
	tests := []struct {
		name   string
		x      bool
		cells  []int
		want   []int
		solved bool
	}{
		{"none", false, []int{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, nil, false},
		{"row", false, []int{1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []int{0, 3}, false},
		{"box", false, []int{2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []int{0, 5}, false},
		{"diagonal only with X", false, []int{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0}, nil, false},
		{"diagonal", true, []int{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0}, []int{0, 10}, false},
		{"three", false, []int{4, 4, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []int{0, 1, 4}, false},
		{"solved", false, []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}, nil, true},
		{"solved but not X", true, []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}, []int{0, 3, 5, 6, 9, 10, 12, 15}, false},
	}
	for _, tt := range tests {
		s, err := FromCells(Params{Size: p.Size, X: tt.x}, tt.cells, CellSet{})
		if err != nil {
			t.Fatal(err)
		}
		got := s.Conflicts().Cells()
		if len(got) != len(tt.want) {
			t.Errorf("%s: conflicts %v, want %v", tt.name, got, tt.want)
		} else {
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("%s: conflicts %v, want %v", tt.name, got, tt.want)
					break
				}
			}
		}
		if s.Solved() != tt.solved {
			t.Errorf("%s: Solved() = %v", tt.name, s.Solved())
		}
	}
	if (State{}).Solved() {
		t.Error("the zero State is solved")
	}
}

func TestCandidates(t *testing.T) {
	std := mustParse(t, inkala, false)
	x := mustParse(t, inkala, true)
	tests := []struct {
		name string
		s    State
		cell int
		want []int
	}{
		{"r1c2", std, 1, []int{1, 2, 4, 6}},
		{"given", std, 0, nil},
		{"r2c2", std, 10, []int{1, 2, 4}},
		{"r2c2 with X", x, 10, []int{2}},
	}
	for _, tt := range tests {
		got := tt.s.Candidates(tt.cell).Digits()
		if len(got) != len(tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
}

// TestLegalMovesMatchApply checks LegalMoves against Apply on every move
// of small grids, and that candidates are exactly the digits Apply accepts.
func TestLegalMovesMatchApply(t *testing.T) {
	grids := []struct {
		text    string
		x       bool
		entries []Move
	}{
		{"1.3.......4....2", false, []Move{{Row: 1, Col: 0, Digit: 4}}},
		{"1.3.......4....2", true, []Move{{Row: 1, Col: 0, Digit: 2}}},
		{"1...........2...............3.....4.", false, []Move{{Row: 5, Col: 5, Digit: 6}}},
	}
	for _, g := range grids {
		s := mustParse(t, g.text, g.x)
		for _, m := range g.entries {
			var err error
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		legal := map[Move]bool{}
		for _, m := range s.LegalMoves() {
			if legal[m] {
				t.Errorf("%s: %v listed twice", g.text, m)
			}
			legal[m] = true
		}
		n := s.Size()
		for r := -1; r <= n; r++ {
			for c := -1; c <= n; c++ {
				for d := -1; d <= n+1; d++ {
					m := Move{Row: r, Col: c, Digit: d}
					_, err := s.Apply(m)
					if (err == nil) != legal[m] {
						t.Errorf("%s: %v: Apply error %v, listed %v", g.text, m, err, legal[m])
					}
					if d >= 1 && r >= 0 && c >= 0 && r < n && c < n && s.At(r, c) == 0 {
						if s.Candidates(r*n+c).Has(d) != (err == nil) {
							t.Errorf("%s: %v: candidate %v, Apply error %v", g.text, m, s.Candidates(r*n+c).Has(d), err)
						}
					}
				}
			}
		}
	}
}

// fuzzState builds a legal state from bytes: the first picks the size and
// the X rule, the next ones fill cells, skipping digits that would clash;
// the high bit makes a cell a given.
func fuzzState(data []byte) (State, []byte) {
	if len(data) == 0 {
		s, _ := New(DefaultParams())
		return s, nil
	}
	sizes := []int{4, 6, 9, 16}
	p := Params{Size: sizes[data[0]&3], X: data[0]&4 != 0}
	s, _ := New(p)
	data = data[1:]
	n := p.Cells()
	for i := 0; i < n && len(data) > 0; i++ {
		b := data[0]
		data = data[1:]
		d := int(b&0x7F) % (p.Size + 1)
		if d == 0 || !s.Candidates(i).Has(d) {
			continue
		}
		s.cells[i] = uint8(d)
		if b&0x80 != 0 {
			s.given.Add(i)
		}
	}
	return s, data
}

func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 0x81, 0, 0, 0, 1, 1, 1, 2, 2, 2})
	f.Add([]byte{2, 0x88, 0, 0, 3, 9, 9, 9, 0, 0, 5, 4, 4, 4})
	f.Add([]byte{7, 0x90, 0x81, 0, 15, 15, 16, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		s, moves := fuzzState(data)
		if s.Conflicts() != (CellSet{}) {
			t.Fatalf("fuzzState built a clash: %v", s)
		}
		for len(moves) >= 3 {
			m := Move{Row: int(moves[0]%20) - 2, Col: int(moves[1]%20) - 2, Digit: int(moves[2]%20) - 2}
			moves = moves[3:]
			before := s
			next, err := s.Apply(m)
			if s != before {
				t.Fatal("Apply changed its receiver")
			}
			if err != nil {
				var re *RuleError
				if !errors.As(err, &re) || re.Reason == "" {
					t.Fatalf("%v: error %v is not a *RuleError", m, err)
				}
				continue
			}
			if next.Givens() != s.Givens() {
				t.Fatalf("%v changed the givens", m)
			}
			for i := 0; i < s.NumCells(); i++ {
				if s.IsGiven(i) && next.Cell(i) != s.Cell(i) {
					t.Fatalf("%v changed given %d", m, i)
				}
			}
			if next.Conflicts() != (CellSet{}) {
				t.Fatalf("%v made a clash", m)
			}
			again, err := ParseGrid(next.String(), next.Params().X)
			if err != nil || again.String() != next.String() {
				t.Fatalf("String of %v does not parse back: %v", next, err)
			}
			s = next
		}
		_ = s.LegalMoves()
		for i := 0; i < s.NumCells(); i++ {
			_ = s.Candidates(i)
		}
		// Plain backtracking is quick only on 4×4 grids.
		if s.Size() == 4 {
			n, err := Count(s, 2)
			if err != nil || n != bruteCount(s.Params(), s.Cells(), 2) {
				t.Fatalf("%v: Count %d (%v) disagrees with brute force", s, n, err)
			}
		}
	})
}
