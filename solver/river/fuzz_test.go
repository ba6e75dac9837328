package river

import (
	"errors"
	"testing"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"> H1,W1", "< H1", ">W8,H8", "> -", "", "<", "> H1,,W1", "> H9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if m.People == 0 {
			t.Fatalf("ParseMove(%q) accepted an empty boat", s)
		}
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v, but its String %q parses to %v, %v", s, m, m.String(), again, err)
		}
	})
}

// FuzzApply plays arbitrary moves, legal or not, from the start of
// arbitrary puzzles and checks that every accepted move leads to a legal
// state and every refused one is a *MoveError that changes nothing.
func FuzzApply(f *testing.F) {
	f.Add(uint8(3), uint8(2), false, []byte{0x11, 0x01, 0x22})
	f.Add(uint8(3), uint8(2), true, []byte{0x06, 0x04, 0x03})
	f.Add(uint8(8), uint8(16), false, []byte{0xff, 0xff, 0x00, 0x01})
	f.Fuzz(func(t *testing.T, n, k uint8, oneBack bool, moves []byte) {
		p := Params{Couples: int(n%MaxCouples) + 1, OneBack: oneBack}
		p.Boat = int(k)%(2*p.Couples) + 1
		s := mustStart(t, p)
		for i := 0; i+1 < len(moves); i += 2 {
			m := Move{Dir: Dir(moves[i]&0x80 != 0), People: Set(moves[i]&0x7f)<<8 | Set(moves[i+1])}
			next, err := s.Apply(m)
			if err != nil {
				var me *MoveError
				if !errors.As(err, &me) || me.Rule == "" || next != s {
					t.Fatalf("Apply(%v) from %s: %v, %s", m, s, err, next)
				}
				continue
			}
			if _, err := NewState(p, next.On(Far), next.Boat()); err != nil {
				t.Fatalf("Apply(%v) from %s gave an illegal state: %v", m, s, err)
			}
			s = next
		}
		if p.Couples > 5 {
			return // solving every input of the biggest puzzles would slow the fuzzer down
		}
		if moves, err := Solve(s); err == nil {
			replay(t, s, moves)
		} else if !errors.Is(err, ErrNoSolution) {
			t.Fatalf("Solve from %s: %v", s, err)
		}
	})
}
