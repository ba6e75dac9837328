package coins

import (
	"strings"
	"testing"
)

func TestValidate(t *testing.T) {
	tests := []struct {
		p       Params
		wantErr string // "" when valid
	}{
		{Params{8, 3}, ""},
		{Params{5, 2}, ""},
		{Params{32, 15}, ""},
		{Params{32, 2}, ""},
		{Params{9, 4}, ""},
		{Params{4, 1}, "n = 4 is out of range: want 5 ≤ n ≤ 32"},
		{Params{33, 3}, "n = 33 is out of range"},
		{Params{-1, 3}, "n = -1 is out of range"},
		{Params{8, 4}, "k = 4 is out of range for n = 8: want 2 ≤ k < n/2 (2..3)"},
		{Params{8, 1}, "k = 1 is out of range"},
		{Params{8, 0}, "k = 0 is out of range"},
		{Params{8, -3}, "k = -3 is out of range"},
		{Params{5, 3}, "(2..2)"},
	}
	for _, tt := range tests {
		err := tt.p.Validate()
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%v: unexpected error %v", tt.p, err)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%v: error %v, want it to contain %q", tt.p, err, tt.wantErr)
		}
	}
}

func TestLoops(t *testing.T) {
	tests := []struct {
		p                 Params
		loops, len, goal  int
		wantNoteFragments []string
	}{
		{Params{8, 3}, 1, 8, 7, nil},
		{Params{8, 2}, 2, 4, 6, []string{"2 separate loops of 4 points (0-2-4-6, 1-3-5-7)", "the goal is 6 coins, not 7"}},
		{Params{9, 3}, 3, 3, 6, []string{"(0-3-6, 1-4-7, 2-5-8)"}},
		{Params{30, 10}, 10, 3, 20, []string{"10 separate loops of 3 points"}},
		{Params{32, 15}, 1, 32, 31, nil},
	}
	for _, tt := range tests {
		if got := tt.p.Loops(); got != tt.loops {
			t.Errorf("%v.Loops() = %d, want %d", tt.p, got, tt.loops)
		}
		if got := tt.p.LoopLen(); got != tt.len {
			t.Errorf("%v.LoopLen() = %d, want %d", tt.p, got, tt.len)
		}
		if got := tt.p.Goal(); got != tt.goal {
			t.Errorf("%v.Goal() = %d, want %d", tt.p, got, tt.goal)
		}
		note := tt.p.LoopNote()
		if len(tt.wantNoteFragments) == 0 && note != "" {
			t.Errorf("%v.LoopNote() = %q, want empty", tt.p, note)
		}
		for _, f := range tt.wantNoteFragments {
			if !strings.Contains(note, f) {
				t.Errorf("%v.LoopNote() = %q, want it to contain %q", tt.p, note, f)
			}
		}
	}
}

// TestLoopStructure checks on every star that the loops cover each point
// once, that consecutive loop points are joined, and that Joined agrees
// with the definition.
func TestLoopStructure(t *testing.T) {
	for _, p := range allParams() {
		seen := make([]int, p.N)
		for l := range p.Loops() {
			pts := p.LoopPoints(l)
			for j, i := range pts {
				seen[i]++
				if p.LoopOf(i) != l {
					t.Errorf("%v: LoopOf(%d) = %d, want %d", p, i, p.LoopOf(i), l)
				}
				if next := pts[(j+1)%len(pts)]; !p.Joined(i, next) {
					t.Errorf("%v: loop points %d and %d are not joined", p, i, next)
				}
			}
		}
		for i, c := range seen {
			if c != 1 {
				t.Errorf("%v: point %d is on %d loops", p, i, c)
			}
		}
		for a := range p.N {
			for b := range p.N {
				want := (b-a+p.N)%p.N == p.K || (a-b+p.N)%p.N == p.K
				if got := p.Joined(a, b); got != want {
					t.Errorf("%v: Joined(%d, %d) = %v, want %v", p, a, b, got, want)
				}
			}
		}
	}
}

// allParams returns every valid star.
func allParams() []Params {
	var ps []Params
	for n := MinN; n <= MaxN; n++ {
		for k := MinK; 2*k < n; k++ {
			ps = append(ps, Params{n, k})
		}
	}
	return ps
}

// TestLoopText checks a loop's points as the card writes them.
func TestLoopText(t *testing.T) {
	for _, tt := range []struct {
		p    Params
		l    int
		want string
	}{
		{Params{N: 8, K: 3}, 0, "0-3-6-1-4-7-2-5"},
		{Params{N: 12, K: 4}, 1, "1-5-9"},
		{Params{N: 12, K: 4}, 4, ""},
	} {
		if got := tt.p.LoopText(tt.l); got != tt.want {
			t.Errorf("%v.LoopText(%d) = %q, want %q", tt.p, tt.l, got, tt.want)
		}
	}
}
