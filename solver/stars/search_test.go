package stars

import "testing"

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
