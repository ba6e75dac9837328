package coins

import (
	"errors"
	"testing"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"3 0", " 31  7", "0", "a b", "-1 2", "32 0", "1 2 3", "+1 2", "007 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		if m.From < 0 || m.From >= MaxN || m.To < 0 || m.To >= MaxN {
			t.Fatalf("ParseMove(%q) = %v: point out of range", text, m)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v, but ParseMove(%q) = %v, %v", text, m, m.String(), back, err)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	f.Add(uint8(8), uint8(3), "0,3,6")
	f.Add(uint8(8), uint8(2), "0,2,4,6")
	f.Add(uint8(5), uint8(2), " ,1")
	f.Add(uint8(32), uint8(15), "31,0")
	f.Add(uint8(8), uint8(3), "-")
	f.Add(uint8(8), uint8(3), "1,-")
	f.Fuzz(func(t *testing.T, n, k uint8, text string) {
		p := fuzzParams(n, k)
		s, err := ParsePosition(p, text)
		if err != nil {
			return
		}
		back, err := ParsePosition(p, s.String())
		if err != nil || back != s {
			t.Fatalf("ParsePosition(%q) = %v, but its text %q parses to %v, %v", text, s.Describe(), s.String(), back, err)
		}
		if _, err := FromMask(p, s.Mask()); err != nil {
			t.Fatalf("ParsePosition(%q) = %v, an illegal position: %v", text, s, err)
		}
	})
}

// FuzzApply applies arbitrary moves to arbitrary legal positions and checks
// the rules' invariants, then solves and counts from where it ends.
func FuzzApply(f *testing.F) {
	f.Add(uint8(8), uint8(3), uint32(0), []byte{3, 0, 6, 3, 4, 1})
	f.Add(uint8(8), uint8(2), uint32(5), []byte{2, 4, 255, 9, 1, 1})
	f.Add(uint8(32), uint8(8), uint32(0xdeadbeef), []byte{0, 8, 16, 24})
	f.Fuzz(func(t *testing.T, n, k uint8, mask uint32, moves []byte) {
		p := fuzzParams(n, k)
		if p.N < 32 {
			mask &= fullMask(p.N)
		}
		s, err := FromMask(p, mask)
		if err != nil {
			mask &^= fullMask(p.Loops()) // point l is on loop l: one empty point per loop
			if s, err = FromMask(p, mask); err != nil {
				t.Fatalf("FromMask(%v, %#x): %v", p, mask, err)
			}
		}
		for i := 0; i+1 < len(moves); i += 2 {
			// −1..N: every point and one off each end.
			m := Move{From: int(moves[i])%(p.N+2) - 1, To: int(moves[i+1])%(p.N+2) - 1}
			before := s
			next, err := s.Apply(m)
			if s != before {
				t.Fatalf("Apply(%v) changed the old state", m)
			}
			if err != nil {
				var re *RuleError
				if !errors.As(err, &re) || re.Rule == "" || next != s {
					t.Fatalf("%v: Apply(%v) = %v, %#v", s, m, next, err)
				}
				continue
			}
			if next.Coins() != s.Coins()+1 || !next.Has(m.To) || next.Has(m.From) || next.Mask()&s.Mask() != s.Mask() {
				t.Fatalf("%v: Apply(%v) = %v", s, m, next)
			}
			if _, err := FromMask(p, next.Mask()); err != nil {
				t.Fatalf("%v: Apply(%v) = %v, illegal: %v", s, m, next, err)
			}
			if next.MaxCoins() > s.MaxCoins() {
				t.Fatalf("%v: Apply(%v) raised MaxCoins from %d to %d", s, m, s.MaxCoins(), next.MaxCoins())
			}
			s = next
		}
		sol, err := Solve(s)
		count := Count(s)
		if err != nil {
			if !errors.Is(err, ErrNoSolution) || count.Sign() != 0 || s.MaxCoins() >= p.Goal() {
				t.Fatalf("%v: Solve: %v, Count %v, MaxCoins %d", s, err, count, s.MaxCoins())
			}
			return
		}
		if count.Sign() <= 0 {
			t.Fatalf("%v: solved by %v but Count = %v", s, sol, count)
		}
		checkSolution(t, s, sol)
	})
}

// fuzzParams maps two bytes onto a valid star.
func fuzzParams(n, k uint8) Params {
	p := Params{N: MinN + int(n)%(MaxN-MinN+1)}
	p.K = MinK + int(k)%(p.MaxK()-MinK+1)
	return p
}
