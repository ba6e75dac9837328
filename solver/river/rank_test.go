package river

import "testing"

// TestRank checks a person's place among a set's people, in the order
// H1..Hn, W1..Wn.
func TestRank(t *testing.T) {
	order := []Set{Husband(1), Husband(2), Husband(3), Wife(1), Wife(2), Wife(3)}
	var all Set
	for _, p := range order {
		all |= p
	}
	for s := Set(0); s <= all; s++ {
		if s&^all != 0 {
			continue
		}
		for i, p := range order {
			want := 0
			for _, q := range order[:i] {
				if s.Has(q) {
					want++
				}
			}
			if got := s.Rank(p); got != want {
				t.Fatalf("%v.Rank(%v) = %d, want %d", s, p, got, want)
			}
		}
	}
}
