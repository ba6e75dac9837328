package frame

import (
	"testing"
	"time"

	"puzzleworks/scenes/replay"
)

// A search's steps as letters: 'p' places, 'b' takes back, 'e' is any
// other move.
func searchSession(t *testing.T, moves string) *replay.Session[int, byte] {
	t.Helper()
	s := replay.New(0, func(p int, m byte) (int, error) { return p + 1, nil }, func(int, byte) int { return 0 })
	for i := 0; i < len(moves); i++ {
		if moves[i] == 'r' {
			s.Restart(0)
			continue
		}
		if err := s.Do(moves[i]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// A run of steps back is one dead end; a restart counts from zero.
func TestTally(t *testing.T) {
	places := func(m byte) bool { return m == 'p' }
	backs := func(m byte) bool { return m == 'b' }
	tests := []struct {
		moves       string
		place, dead []int
	}{
		{"", []int{0}, []int{0}},
		{"ppbbpb", []int{0, 1, 2, 2, 2, 3, 3}, []int{0, 0, 0, 1, 1, 1, 2}},
		{"pbebp", []int{0, 1, 1, 1, 1, 2}, []int{0, 0, 1, 1, 2, 2}},
		{"ppbrp", []int{0, 1, 2, 2, 0, 1}, []int{0, 0, 0, 1, 0, 0}},
	}
	for _, tc := range tests {
		var tl Tally
		Recount(&tl, searchSession(t, tc.moves), places, backs)
		if tl.Len() != len(tc.place) {
			t.Fatalf("%q: %d entries counted, want %d", tc.moves, tl.Len(), len(tc.place))
		}
		for i := range tc.place {
			if p, d := tl.At(i); p != tc.place[i] || d != tc.dead[i] {
				t.Errorf("%q entry %d: %d placements, %d dead ends; want %d, %d", tc.moves, i, p, d, tc.place[i], tc.dead[i])
			}
		}
		if p, d := tl.At(len(tc.place)); p != 0 || d != 0 {
			t.Errorf("%q: beyond the history %d, %d", tc.moves, p, d)
		}
	}
}

// The step shown is the one that led to the entry shown, while the replay
// is not at rest at its end, and only when it is a search's step.
func TestSearchStep(t *testing.T) {
	s := searchSession(t, "pep")
	is := func(m byte) bool { return m != 'e' }
	tests := []struct {
		seek int
		want byte
		ok   bool
	}{
		{0, 0, false},
		{1, 'p', true},
		{2, 'e', false},
		{3, 0, false}, // at rest at the end
	}
	for _, tc := range tests {
		s.Seek(tc.seek)
		for !s.Idle() {
			s.Tick()
		}
		m, ok := SearchStep(s, s.Shown(), is)
		if ok != tc.ok || ok && m != tc.want {
			t.Errorf("at %d: %q, %v; want %q, %v", tc.seek, m, ok, tc.want, tc.ok)
		}
	}
}

// A search's time is written in µs, ms or s.
func TestSearchTime(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{12 * time.Microsecond, "12 µs"},
		{3450 * time.Microsecond, "3.45 ms"},
		{1200 * time.Millisecond, "1.20 s"},
	}
	for _, tc := range tests {
		if got := SearchTime(tc.d); got != tc.want {
			t.Errorf("SearchTime(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}
