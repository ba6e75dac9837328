package frame

import "math"

// Total is the length of a move whose phases (the crane's travel, its
// lowering and its grip; the boat's boarding, rowing and landing) last
// ticks, in ticks at 1×.
func Total(ticks []int) int {
	t := 0
	for _, d := range ticks {
		t += d
	}
	return t
}

// PhaseAt is the phase of a move whose phases last ticks, t ticks into it,
// and how far through that phase it is (0..1, not eased); past the end it
// is the last phase, done.
func PhaseAt(ticks []int, t float64) (int, float64) {
	for ph, d := range ticks {
		if d := float64(d); t < d || ph == len(ticks)-1 {
			return ph, math.Max(0, math.Min(1, t/math.Max(d, 1)))
		}
		t -= float64(d)
	}
	return 0, 1
}
