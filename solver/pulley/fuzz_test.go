package pulley

import (
	"errors"
	"testing"
)

func FuzzParseItems(f *testing.F) {
	for _, s := range []string{"queen=195,daughter=105,son=90", "cannonball=75", "", "-", "=1", "a=0", "a==1", "a=1,,", "ü=7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := ParseItems(s, true)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for _, it := range items {
			if err := it.validate(); err != nil || !it.Person {
				t.Fatalf("ParseItems(%q) accepted %+v: %v", s, it, err)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"down son up cannonball", "down queen up daughter,cannonball", "down - up -", "down son", "down son,son up -", "down x up y z"} {
		f.Add(s)
	}
	pz := mustNew(f, DefaultParams())
	f.Fuzz(func(t *testing.T, s string) {
		m, err := pz.ParseMove(s)
		if err != nil {
			return
		}
		again, err := pz.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v, but its String %q parses to %v, %v", s, m, m.String(), again, err)
		}
	})
}

// FuzzApply plays arbitrary trips, legal or not, on arbitrary puzzles from
// arbitrary positions: every accepted trip keeps every item somewhere and
// obeys the rules, and every refused one is a *MoveError that changes
// nothing.
func FuzzApply(f *testing.F) {
	f.Add([]byte{195, 105, 90, 75}, uint8(7), uint8(15), uint16(15), []byte{8, 0, 4, 8})
	f.Add([]byte{10, 20, 30}, uint8(1), uint8(0), uint16(0), []byte{1, 2, 3, 4, 5, 6})
	f.Fuzz(func(t *testing.T, weights []byte, people, limit uint8, top uint16, trips []byte) {
		if len(weights) == 0 || len(weights) > 6 {
			return
		}
		var p Params
		for i, w := range weights {
			p.Items = append(p.Items, Item{Name: string(rune('a' + i)), Weight: int(w) + 1, Person: people&(1<<i) != 0 || i == 0})
		}
		p.Limit = int(limit)
		pz := mustNew(t, p)
		s, err := pz.State(Set(top) & pz.All())
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(trips); i += 2 {
			m := pz.Move(Set(trips[i]), Set(trips[i+1]))
			next, err := s.Apply(m)
			if err != nil {
				var me *MoveError
				if !errors.As(err, &me) || me.Rule == "" || next != s {
					t.Fatalf("Apply(%v) from %s: %v, %s", m, s, err, next)
				}
				continue
			}
			wd, wu := pz.Weight(m.Down()), pz.Weight(m.Up())
			person := (m.Down()|m.Up())&pz.People() != 0
			if m.Down()&^s.Top() != 0 || m.Up()&s.Top() != 0 || wd <= wu || (person && wd-wu > p.Limit) || next.Top()&^pz.All() != 0 {
				t.Fatalf("Apply(%v) from %s accepted a trip against the rules: %s", m, s, next)
			}
			s = next
		}
		if moves, err := Solve(s); err == nil {
			replay(t, s, moves)
		} else if !errors.Is(err, ErrNoSolution) {
			t.Fatalf("Solve from %s: %v", s, err)
		}
	})
}

// TestWithItems: the people or the objects replaced, the people first,
// and the list given left as it was.
func TestWithItems(t *testing.T) {
	d := DefaultParams()
	for _, tc := range []struct {
		items  string
		person bool
		want   string
	}{
		{"a=1,b=2", true, "a=1,b=2|cannonball=75"},
		{"w=10", false, "queen=195,daughter=105,son=90|w=10"},
		{"-", false, "queen=195,daughter=105,son=90|-"},
	} {
		its, err := ParseItems(tc.items, tc.person)
		if err != nil {
			t.Fatal(err)
		}
		got := d.WithItems(its, tc.person)
		if s := FormatItems(got, true) + "|" + FormatItems(got, false); s != tc.want {
			t.Errorf("%s (person %v): %s, want %s", tc.items, tc.person, s, tc.want)
		}
		if n := len(got); n > 0 && got[0].Person != (FormatItems(got, true) != "-") {
			t.Errorf("%s: the people do not come first", tc.items)
		}
	}
	if FormatItems(d.Items, true) != "queen=195,daughter=105,son=90" || len(d.Items) != 4 {
		t.Errorf("the list given changed: %v", d.Items)
	}
}
