package pulley

import "testing"

// TestDistances checks the fewest trips to the goal of every position
// against its trips: zero on the goal, and otherwise one more than the
// nearest position a trip reaches; -1 where no trip leads nearer.
func TestDistances(t *testing.T) {
	for _, pr := range Presets() {
		pz, err := New(pr.Params)
		if err != nil {
			t.Fatal(err)
		}
		dist := pz.Distances()
		for top := range dist {
			s, err := pz.State(Set(top))
			if err != nil {
				continue
			}
			best := -1
			for _, m := range s.Moves() {
				next, err := s.Apply(m)
				if err != nil {
					t.Fatalf("%s: %v from %v: %v", pr.Name, m, s, err)
				}
				if d := dist[next.Top()]; d >= 0 && (best < 0 || d+1 < best) {
					best = d + 1
				}
			}
			if s.Solved() {
				best = 0
			}
			if dist[top] != best {
				t.Errorf("%s: %v is %d trips from the goal, want %d", pr.Name, s, dist[top], best)
			}
		}
	}
}

// TestDepths checks the fewest trips from the start: 0 at the start, and
// every trip from a reached position lands at most one deeper.
func TestDepths(t *testing.T) {
	pz, err := New(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	depth := pz.Depths()
	if d := depth[pz.Start().Top()]; d != 0 {
		t.Fatalf("the start is %d trips deep, want 0", d)
	}
	reached := 0
	for top, d := range depth {
		if d < 0 {
			continue
		}
		reached++
		s, _ := pz.State(Set(top))
		for _, m := range s.Moves() {
			next, _ := s.Apply(m)
			if n := depth[next.Top()]; n < 0 || n > d+1 {
				t.Errorf("%v (depth %d) leads by %v to %v of depth %d", s, d, m, next, n)
			}
		}
	}
	if want := len(Reachable(pz.Start())); reached != want {
		t.Errorf("%d positions reached, want %d", reached, want)
	}
}

// TestRank checks an item's place among a set's items against a count.
func TestRank(t *testing.T) {
	for s := Set(0); s < 1<<7; s++ {
		for i := -1; i <= 17; i++ {
			want := 0
			for b := 0; b < i; b++ {
				if s.Has(b) {
					want++
				}
			}
			if got := s.Rank(i); got != want {
				t.Fatalf("%b.Rank(%d) = %d, want %d", s, i, got, want)
			}
		}
	}
}
