package coins

import (
	"math/big"
	"testing"
)

func TestCountKnown(t *testing.T) {
	tests := []struct {
		p    Params
		want string
	}{
		// {8/3}: 8 points × 2 directions for the first coin, then 2
		// ends to fill from for each of the next 5 coins, the last forced.
		{Params{8, 3}, "1024"},
		{Params{5, 2}, "80"},
		// {8/2}: two squares of 32 each, 3 moves each, C(6,3) = 20 orders.
		{Params{8, 2}, "20480"},
		{Params{32, 15}, "68719476736"},
	}
	for _, tt := range tests {
		s, _ := Start(tt.p)
		if got := Count(s).String(); got != tt.want {
			t.Errorf("Count(%v) = %s, want %s", tt.p, got, tt.want)
		}
	}
}

// TestCountBruteForce counts by enumerating every game one move at a time,
// for the stars of 5 to 9 points.
func TestCountBruteForce(t *testing.T) {
	for _, p := range smallParams(9) {
		s, _ := Start(p)
		want := enumerate(s)
		if got := Count(s); !got.IsInt64() || got.Int64() != want {
			t.Errorf("Count(%v) = %v, enumeration %d", p, got, want)
		}
	}
}

// enumerate counts winning sequences from s by playing every one out.
func enumerate(s State) int64 {
	if s.Solved() {
		return 1
	}
	var n int64
	for _, m := range s.LegalMoves() {
		next, _ := s.Apply(m)
		n += enumerate(next)
	}
	return n
}

// TestCountEveryPosition compares Count on every position of the stars up
// to 12 points with a count memoised over every reachable state, unpruned.
func TestCountEveryPosition(t *testing.T) {
	for _, p := range smallParams(12) {
		memo := make(map[uint32]*big.Int)
		for mask := range uint32(1) << p.N {
			s, err := FromMask(p, mask)
			if err != nil {
				continue
			}
			if got, want := Count(s), bruteCount(s, memo); got.Cmp(want) != 0 {
				t.Fatalf("Count(%v) = %v, brute force %v", s, got, want)
			}
		}
	}
}

// bruteCount counts winning sequences from s over all reachable states.
func bruteCount(s State, memo map[uint32]*big.Int) *big.Int {
	if v, ok := memo[s.Mask()]; ok {
		return v
	}
	n := new(big.Int)
	if s.Solved() {
		n.SetInt64(1)
	}
	for _, m := range s.LegalMoves() {
		next, _ := s.Apply(m)
		n.Add(n, bruteCount(next, memo))
	}
	memo[s.Mask()] = n
	return n
}

// TestCountFormula checks every star from the start against the closed
// form: a loop of m points is won in m·2^(m−1) ways (first coin: m points ×
// 2 directions; then each coin but the last fills either end of the one
// stretch), and the loops' moves interleave in multinomial ways.
func TestCountFormula(t *testing.T) {
	for _, p := range allParams() {
		g, m := p.Loops(), p.LoopLen()
		perLoop := new(big.Int).Lsh(big.NewInt(int64(m)), uint(m-1))
		want := new(big.Int).MulRange(1, int64(g*(m-1))) // (g(m−1))!
		loopFact := new(big.Int).MulRange(1, int64(m-1))
		for range g {
			want.Mul(want, perLoop)
			want.Quo(want, loopFact)
		}
		s, _ := Start(p)
		if got := Count(s); got.Cmp(want) != 0 {
			t.Errorf("Count(%v) = %v, formula %v", p, got, want)
		}
	}
}

func BenchmarkCount(b *testing.B) {
	for _, p := range []Params{{8, 3}, {32, 15}, {32, 8}, {30, 10}} {
		s, _ := Start(p)
		b.Run(p.String(), func(b *testing.B) {
			for b.Loop() {
				Count(s)
			}
		})
	}
}
