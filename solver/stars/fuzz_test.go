package stars

import (
	"errors"
	"fmt"
	"testing"
)

func FuzzNew(f *testing.F) {
	f.Add(classic6, 1)
	f.Add(tenByTen, 2)
	f.Add("AABB/AA#B/CCDD/CCDD", 1)
	f.Add("AABB/CCBB/AADD/CCDD", 1)
	f.Add("ABCD/ABCD/ABCD/ABCD/", 1)
	f.Add("aaAA/aaAA/bbBB/bbBB", 1)
	f.Add("ééé/", 3)
	f.Fuzz(func(t *testing.T, regions string, k int) {
		p, err := New(regions, k)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a described InputError", err, err)
			}
			return
		}
		if (Params{N: p.N(), K: p.K()}).Validate() != nil {
			t.Fatalf("accepted invalid parameters N=%d K=%d", p.N(), p.K())
		}
		q, err := New(p.String(), k)
		if err != nil || q != p {
			t.Fatalf("New(%q) = %v: round trip of %q failed", p.String(), err, regions)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"star r2c3", "dot r16c16", "clear r1c1", "* r1c1", "star r0c1", "star r1c", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if m.Row < 0 || m.Row >= MaxN || m.Col < 0 || m.Col >= MaxN {
			t.Fatalf("ParseMove(%q) gave cell (%d, %d)", s, m.Row, m.Col)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("round trip of %q: %v, %v", s, back, err)
		}
	})
}

func FuzzNewState(f *testing.F) {
	f.Add("*x..../....../....../....../....../......")
	f.Add("*...../.*..../....../....../....../......")
	f.Add("....../..?.../....../....../....../......")
	p, err := New(classic6, 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, grid string) {
		s, err := NewState(p, grid)
		if err != nil {
			return
		}
		if msg := partialRules(s); msg != "" {
			t.Fatalf("NewState(%q) accepted a broken position: %s", grid, msg)
		}
		back, err := NewState(p, s.String())
		if err != nil || back != s {
			t.Fatalf("round trip of %q: %v", grid, err)
		}
	})
}

// FuzzApply applies arbitrary moves (three bytes each: kind, row, column,
// cells possibly off the grid) to arbitrary reachable positions, checking
// that states never change, refused moves say why, every position obeys the
// rules, and solving from the final position works or says why not.
func FuzzApply(f *testing.F) {
	f.Add(uint8(0), []byte{1, 0, 0, 1, 1, 1, 2, 0, 1, 3, 0, 0})
	f.Add(uint8(1), []byte{1, 0, 0, 1, 0, 2, 1, 0, 4, 1, 2, 1, 2, 5, 5})
	f.Add(uint8(1), []byte{1, 20, 3, 0, 0, 0, 9, 1, 1})
	puzzles := []Puzzle{mustPuzzle(f, classic6, 1), mustPuzzle(f, tenByTen, 2)}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		s := puzzles[int(which)%len(puzzles)].Start()
		for i := 0; i+2 < len(data) && i < 300; i += 3 {
			m := Move{MoveKind(data[i] % 5), int(int8(data[i+1])) % 20, int(int8(data[i+2])) % 20}
			before := s
			next, err := s.Apply(m)
			if s != before {
				t.Fatal("Apply changed the old state")
			}
			if err != nil {
				var re *RuleError
				if !errors.As(err, &re) || re.Msg == "" || next != s {
					t.Fatalf("Apply(%v): error %v (%T), state changed %v", m, err, err, next != s)
				}
				continue
			}
			if msg := partialRules(next); msg != "" {
				t.Fatalf("after %v: %s in %s", m, msg, next)
			}
			s = next
		}
		res, err := s.Solve(Options{Reverse: which&2 != 0})
		if err != nil {
			if !errors.Is(err, ErrNoSolution) {
				t.Fatalf("Solve from %s: %v", s, err)
			}
			return
		}
		at := s
		for _, m := range res.Moves {
			if at, err = at.Apply(m); err != nil {
				t.Fatalf("replay %v from %s: %v", m, s, err)
			}
		}
		if !at.Solved() {
			t.Fatalf("moves from %s do not solve it", s)
		}
	})
}

// partialRules checks a position without the package's own rule code: no
// two stars touch and no row, column or region holds more than k stars.
func partialRules(s State) string {
	p := s.Puzzle()
	n, k := p.N(), p.K()
	rows, cols, regs := make([]int, n), make([]int, n), make([]int, n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if s.Cell(r, c) != Star {
				continue
			}
			rows[r]++
			cols[c]++
			regs[p.Region(r, c)]++
			for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				if s.Cell(r+d[0], c+d[1]) == Star {
					return fmt.Sprintf("stars at r%dc%d and r%dc%d touch", r+1, c+1, r+d[0]+1, c+d[1]+1)
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		if rows[i] > k || cols[i] > k || regs[i] > k {
			return fmt.Sprintf("line or region %d over-full", i+1)
		}
	}
	return ""
}
