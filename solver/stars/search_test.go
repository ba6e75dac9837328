package stars

import (
	"strings"
	"testing"
)

// TestMaxApart checks the table-driven maxApart on every 16-bit mask
// against the textbook recurrence for a path: the best of skipping a cell
// or taking it and skipping its neighbour.
func TestMaxApart(t *testing.T) {
	for m := 0; m < 1<<16; m++ {
		skip, take := 0, 0 // best so far without / with the previous cell taken
		for i := 0; i < 16; i++ {
			if m>>i&1 == 1 {
				skip, take = max(skip, take), skip+1
			} else {
				skip, take = max(skip, take), 0
			}
		}
		want := max(skip, take)
		if got := maxApart(uint16(m)); got != want {
			t.Fatalf("maxApart(%016b) = %d, want %d", m, got, want)
		}
		for need := 1; need <= 4; need++ {
			if got := tooFewApart(uint16(m), need); got != (want < need) {
				t.Fatalf("tooFewApart(%016b, %d) = %v, want %v", m, need, got, want < need)
			}
		}
	}
}

func TestRotate(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	s, err := NewState(p, "*...../....*./....../....../....../......")
	if err != nil {
		t.Fatal(err)
	}
	turned := s
	turned.p = p.rotated()
	turned.star = rotate(s.star, 6)
	if got, want := turned.String(), "....../....../....../....../.*..../.....*"; got != want {
		t.Fatalf("turned %s, want %s", got, want)
	}
	if got, want := p.rotated().String(), "FEEDDD/FFEEDD/FFEEED/BCCDDD/BCCBAA/BBBBAA"; got != want {
		t.Fatalf("turned layout %s, want %s", got, want)
	}
	if rotate(rotate(s.star, 6), 6) != s.star || p.rotated().rotated() != p {
		t.Fatal("turning twice is not the identity")
	}
}

// TestLargeRegion solves a 12×12 layout whose region A has 133 cells, more
// than a signed byte can count: the only solution puts the stars of the
// one-cell regions where they are and A's star in the corner.
func TestLargeRegion(t *testing.T) {
	cols := []int{0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9} // the one-cell region of each row
	rows := make([]string, 12)
	want := make([]string, 12)
	for r := range rows {
		row, sol := []byte("AAAAAAAAAAAA"), []byte("............")
		if r < len(cols) {
			row[cols[r]], sol[cols[r]] = byte('B'+r), '*'
		} else {
			sol[11] = '*'
		}
		rows[r], want[r] = string(row), string(sol)
	}
	p := mustPuzzle(t, strings.Join(rows, "/"), 1)
	for _, opt := range []Options{{}, {Reverse: true}} {
		if n, _, err := p.Start().Count(2, opt); err != nil || n != 1 {
			t.Fatalf("Count(%+v) = %d, %v; want 1 solution", opt, n, err)
		}
		res := checkSolve(t, p.Start(), opt)
		if got := strings.ReplaceAll(res.Solution.String(), "x", "."); got != strings.Join(want, "/") {
			t.Fatalf("Solve(%+v) = %s, want %s", opt, got, strings.Join(want, "/"))
		}
	}
}
