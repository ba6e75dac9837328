package frame

import "testing"

func TestPhases(t *testing.T) {
	ticks := []int{10, 0, 20}
	if got := Total(ticks); got != 30 {
		t.Fatalf("Total = %d, want 30", got)
	}
	for _, c := range []struct {
		t     float64
		phase int
		u     float64
	}{{0, 0, 0}, {5, 0, 0.5}, {10, 2, 0}, {20, 2, 0.5}, {30, 2, 1}, {99, 2, 1}} {
		if ph, u := PhaseAt(ticks, c.t); ph != c.phase || u != c.u {
			t.Errorf("PhaseAt(%v) = %d, %v; want %d, %v", c.t, ph, u, c.phase, c.u)
		}
	}
}
