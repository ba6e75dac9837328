package stars

import (
	"errors"
	"strings"
	"testing"
)

// classic6 is a 6×6, one-star layout used across the tests.
const classic6 = "AABBBB/AABCCB/DDDCCB/DEEEFF/DDEEFF/DDDEEF"

func TestNew(t *testing.T) {
	p, err := New("  "+classic6+"\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	if p.N() != 6 || p.K() != 1 {
		t.Fatalf("N, K = %d, %d, want 6, 1", p.N(), p.K())
	}
	if got := p.String(); got != classic6 {
		t.Fatalf("String() = %q, want %q", got, classic6)
	}
	tests := []struct {
		r, c int
		want byte
	}{{0, 0, 'A'}, {0, 5, 'B'}, {1, 3, 'C'}, {3, 1, 'E'}, {5, 5, 'F'}, {2, 0, 'D'}}
	for _, tt := range tests {
		if got := p.RegionName(p.Region(tt.r, tt.c)); got != tt.want {
			t.Errorf("region of (%d, %d) = %c, want %c", tt.r, tt.c, got, tt.want)
		}
	}
	if p.Region(-1, 0) != -1 || p.Region(0, 6) != -1 || p.RegionName(6) != 0 || p.RegionName(-1) != 0 {
		t.Error("off-grid cells and region indices must give -1 and 0")
	}
	// Lower-case letters are names too, distinct from upper case.
	if _, err := New("aaAA/aaAA/bbBB/bbBB", 1); err != nil {
		t.Errorf("mixed case layout: %v", err)
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name    string
		regions string
		k       int
		want    string // exact message
		row     int
		col     int
		offset  int
	}{
		{"empty", "  ", 1, "empty region string: want rows of region letters separated by '/'", 0, 0, 0},
		{"ragged row", "AABBCC/AABBCC/AABBC/DDEEFF/DDEEFF/DDEEFF", 1, "row 3 has 5 cells, want 6", 3, 0, 0},
		{"short row names the row only", "aabb/aabb/ccd/ccdd", 1, "row 3 has 3 cells, want 4", 3, 0, 0},
		{"one cell", "A", 1, "row 1 has 1 cell, want 4 to 16 (the grid is N×N with N from 4 to 16)", 1, 0, 0},
		{"one row", "AABB", 1, "1 row, want 4 (the grid is 4×4, from the length of row 1)", 0, 0, 0},
		{"one region", "AAAA/AAAA/AAAA/AAAA", 1, "1 region (A), want exactly 4 for a 4×4 grid", 0, 0, 0},
		{"too many rows", "AABB/AABB/CCDD/CCDD/CCDD", 1, "5 rows, want 4 (the grid is 4×4, from the length of row 1)", 0, 0, 0},
		{"too few rows", "AABB/AABB/CCDD", 1, "3 rows, want 4 (the grid is 4×4, from the length of row 1)", 0, 0, 0},
		{"too small", "AAB/AAB/CCB", 1, "row 1 has 3 cells, want 4 to 16 (the grid is N×N with N from 4 to 16)", 1, 0, 0},
		{"too big", strings.Repeat("A", 17), 1, "row 1 has 17 cells, want 4 to 16 (the grid is N×N with N from 4 to 16)", 1, 0, 0},
		{"unknown character", "AABB/AA#B/CCDD/CCDD", 1, "row 2, column 3: '#' is not a region letter (use A-Z or a-z)", 2, 3, 8},
		{"digit", "AABB/AABB/CC1D/CCDD", 1, "row 3, column 3: '1' is not a region letter (use A-Z or a-z)", 3, 3, 13},
		{"non-ASCII", "AABB/AAéB/CCDD/CCDD", 1, "row 2, column 3: 'é' is not a region letter (use A-Z or a-z)", 2, 3, 8},
		{"offset after spaces", "  AABB/AA#B/CCDD/CCDD", 1, "row 2, column 3: '#' is not a region letter (use A-Z or a-z)", 2, 3, 10},
		{"too few regions", "AABB/AABB/CCBB/CCBB", 1, "3 regions (ABC), want exactly 4 for a 4×4 grid", 0, 0, 0},
		{"too many regions", "AABB/AABB/CCDD/CCDE", 1, "5 regions (ABCDE), want exactly 4 for a 4×4 grid", 0, 0, 0},
		{"split region", "AABB/CCBB/AADD/CCDD", 1, "region A is in 2 separate pieces (another piece starts at r3c1): each letter must name one connected area", 0, 0, 0},
		{"diagonal is not connected", "ABCC/BACC/DDDD/DDDD", 1, "region A is in 2 separate pieces (another piece starts at r2c2): each letter must name one connected area", 0, 0, 0},
		{"k zero", classic6, 0, "k=0 is out of range, want 1 to 4", 0, 0, 0},
		{"k five", classic6, 5, "k=5 is out of range, want 1 to 4", 0, 0, 0},
		{"k too large", classic6, 2, "k=2 is impossible on a 6×6 grid: 2 non-touching stars in every row and column need a grid of at least 8×8", 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.regions, tt.k)
			if err == nil {
				t.Fatalf("New(%q, %d) = nil error, want %q", tt.regions, tt.k, tt.want)
			}
			if err.Error() != tt.want {
				t.Fatalf("error = %q\nwant    %q", err, tt.want)
			}
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %T is not an *InputError", err)
			}
			if ie.Row != tt.row || ie.Col != tt.col || ie.Offset != tt.offset {
				t.Fatalf("row, col, offset = %d, %d, %d, want %d, %d, %d", ie.Row, ie.Col, ie.Offset, tt.row, tt.col, tt.offset)
			}
		})
	}
}

func TestParamsValidate(t *testing.T) {
	tests := []struct {
		p    Params
		want string // "" for valid
	}{
		{Params{4, 1}, ""},
		{Params{16, 4}, ""},
		{Params{8, 2}, ""},
		{Params{7, 2}, "k=2 is impossible on a 7×7 grid"},
		{Params{11, 3}, "k=3 is impossible on a 11×11 grid"},
		{Params{15, 4}, "k=4 is impossible on a 15×15 grid"},
		{Params{3, 1}, "grid side N=3 is out of range, want 4 to 16"},
		{Params{17, 1}, "grid side N=17 is out of range, want 4 to 16"},
		{Params{10, -1}, "k=-1 is out of range, want 1 to 4"},
	}
	for _, tt := range tests {
		err := tt.p.Validate()
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%+v: %v", tt.p, err)
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
			t.Errorf("%+v: error %v, want prefix %q", tt.p, err, tt.want)
		}
	}
}

// TestMinSide checks the size rule of Params.Validate by search: with every
// region a whole row, a grid has a solution exactly when N ≥ minSide(k).
func TestMinSide(t *testing.T) {
	for k := MinK; k <= MaxK; k++ {
		for n := MinN; n <= MaxN; n++ {
			p := rowRegions(n, k)
			count, _, err := p.Start().Count(1, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := count == 1, n >= minSide(k); got != want {
				t.Errorf("k=%d N=%d: arrangement exists = %v, minSide says %v", k, n, got, want)
			}
		}
	}
}

// rowRegions returns the layout whose regions are the rows, bypassing the
// size check of New so that impossible sizes can be searched too.
func rowRegions(n, k int) Puzzle {
	p := Puzzle{n: n, k: k}
	for r := 0; r < n; r++ {
		p.names[r] = byte('A' + r)
		for c := 0; c < n; c++ {
			p.region[r*MaxN+c] = uint8(r)
		}
	}
	return p
}

func TestZeroPuzzle(t *testing.T) {
	var p Puzzle
	s := p.Start()
	if _, err := s.Apply(Move{PlaceStar, 0, 0}); err == nil {
		t.Error("Apply on the zero puzzle must fail")
	}
	if s.Solved() {
		t.Error("the zero puzzle is not solved")
	}
	if _, err := s.Solve(Options{}); err == nil {
		t.Error("Solve on the zero puzzle must fail")
	}
	if _, _, err := s.Count(2, Options{}); err == nil {
		t.Error("Count on the zero puzzle must fail")
	}
	if _, err := NewState(p, ""); err == nil {
		t.Error("NewState on the zero puzzle must fail")
	}
	if len(s.LegalMoves()) != 0 || s.String() != "" || p.String() != "" {
		t.Error("the zero puzzle has no cells")
	}
}
