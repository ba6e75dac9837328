package river

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// set parses a list of people or stops the test.
func set(t testing.TB, s string) Set {
	t.Helper()
	g, err := ParseSet(s)
	if err != nil {
		t.Fatalf("ParseSet(%q): %v", s, err)
	}
	return g
}

func TestParamsValidate(t *testing.T) {
	tests := []struct {
		p    Params
		want string // "" when valid
	}{
		{DefaultParams(), ""},
		{Params{Couples: 8, Boat: 16}, ""},
		{Params{Couples: 1, Boat: 1, OneBack: true}, ""},
		{Params{Couples: 0, Boat: 2}, "couples must be from 1 to 8, got 0"},
		{Params{Couples: 9, Boat: 2}, "couples must be from 1 to 8, got 9"},
		{Params{Couples: 3, Boat: 0}, "boat must be from 1 to 6 (twice the couples), got 0"},
		{Params{Couples: 3, Boat: 7}, "boat must be from 1 to 6 (twice the couples), got 7"},
	}
	for _, tc := range tests {
		err := tc.p.Validate()
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && got != tc.want) {
			t.Errorf("%+v.Validate() = %v, want %q", tc.p, err, tc.want)
		}
		if _, serr := Start(tc.p); (serr == nil) != (err == nil) {
			t.Errorf("Start(%+v) error %v disagrees with Validate %v", tc.p, serr, err)
		}
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in      string
		want    Move
		str     string // String of the result
		wantErr string // "" when valid
	}{
		{in: "> H1,W1", want: Move{Over, Husband(1) | Wife(1)}, str: "> H1,W1"},
		{in: "< H1", want: Move{Back, Husband(1)}, str: "< H1"},
		{in: "  >W2, H3 ,W3 ", want: Move{Over, Wife(2) | Husband(3) | Wife(3)}, str: "> W2,H3,W3"},
		{in: "< W8,H8", want: Move{Back, Husband(8) | Wife(8)}, str: "< H8,W8"},
		{in: "", wantErr: `move "": want > or < then the people in the boat, e.g. "> H1,W1"`},
		{in: "H1", wantErr: `move "H1": want > or < then the people in the boat, e.g. "> H1,W1"`},
		{in: ">", wantErr: `move ">": name who is in the boat, e.g. "> H1,W1"`},
		{in: "> -", wantErr: `move "> -": name who is in the boat, e.g. "> H1,W1"`},
		{in: "> H1,H1", wantErr: `move "> H1,H1": H1 is named twice`},
		{in: "> H9", wantErr: `move "> H9": "H9" is not a person: want H1..H8 or W1..W8`},
		{in: "> H0", wantErr: `move "> H0": "H0" is not a person: want H1..H8 or W1..W8`},
		{in: "> H01", wantErr: `move "> H01": "H01" is not a person: want H1..H8 or W1..W8`},
		{in: "> h1", wantErr: `move "> h1": "h1" is not a person: want H1..H8 or W1..W8`},
		{in: "> H1,", wantErr: `move "> H1,": "" is not a person: want H1..H8 or W1..W8`},
		{in: "> H+1", wantErr: `move "> H+1": "H+1" is not a person: want H1..H8 or W1..W8`},
	}
	for _, tc := range tests {
		got, err := ParseMove(tc.in)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("ParseMove(%q) = %v, %v; want error %q", tc.in, got, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want || got.String() != tc.str {
			t.Errorf("ParseMove(%q) = %v (%q), %v; want %v (%q)", tc.in, got, got, err, tc.want, tc.str)
		}
	}
}

func TestApplyRules(t *testing.T) {
	def := DefaultParams()
	one := Params{Couples: 3, Boat: 3, OneBack: true}
	tests := []struct {
		name string
		p    Params
		far  string
		boat Bank
		move string
		want string // the broken rule, "" when legal
	}{
		{"couple crosses", def, "-", Near, "> H1,W1", ""},
		{"two wives cross", def, "-", Near, "> W1,W2", ""},
		{"wife rows back", def, "W1,W2", Far, "< W1", ""},
		{"boat far", def, "W1,W2", Far, "> W3", "the boat is on the far bank"},
		{"boat near", def, "-", Near, "< H1", "the boat is on the near bank"},
		{"not on bank", def, "W1,W2", Far, "< H3", "H3 is not on the far bank"},
		{"not on near bank", def, "W1,W2", Near, "> W1", "W1 is not on the near bank"},
		{"too many", def, "-", Near, "> H1,W1,H2", "the boat holds 2, not 3"},
		{"no such couple", def, "-", Near, "> H4", "there is no H4: there are 3 couples"},
		{"in the boat", def, "-", Near, "> H1,W2", "W2 would be with H1 in the boat while H2 is away"},
		{"near bank", def, "-", Near, "> H2,H3", "W2 would be with H1 on the near bank while H2 is away"},
		{"arrive near", def, "H1,W1,H2,W2", Far, "< W1", "W1 would be with H3 on the near bank while H1 is away"},
		{"arrive far", def, "W1,W2", Near, "> H1", "W2 would be with H1 on the far bank while H2 is away"},
		{"leave far", def, "H1,W1,H2,W2", Far, "< H1", "W1 would be with H2 on the far bank while H1 is away"},
		{"one back", one, "H1,W1", Far, "< H1,W1", "only one person may row back"},
		{"one back alone", one, "H1,W1", Far, "< H1", ""},
		{"one back goes over in three", one, "-", Near, "> W1,W2,W3", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewState(tc.p, set(t, tc.far), tc.boat)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			before := s
			next, err := s.Apply(m)
			if s != before {
				t.Fatalf("Apply changed its receiver")
			}
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Apply(%q) from %s: %v", m, s, err)
				}
				if next.Boat() == s.Boat() || next.On(Far) != s.On(Far)^m.People {
					t.Fatalf("Apply(%q) from %s = %s", m, s, next)
				}
				return
			}
			var me *MoveError
			if !errors.As(err, &me) || me.Rule != tc.want || err.Error() != tc.want || me.Move != m {
				t.Fatalf("Apply(%q) from %s: error %v, want %q", m, s, err, tc.want)
			}
			if next != s {
				t.Fatalf("a refused move returned %s, want the state unchanged", next)
			}
		})
	}
}

func TestApplyEmptyBoat(t *testing.T) {
	s := mustStart(t, DefaultParams())
	for _, m := range []Move{{Over, 0}, {Back, 0}} {
		if _, err := s.Apply(m); fmt.Sprint(err) != "nobody rows: the boat cannot cross empty" {
			t.Errorf("Apply(%v) error %v", m, err)
		}
	}
}

func TestNewStateErrors(t *testing.T) {
	tests := []struct {
		far  string
		p    Params
		want string
	}{
		{"H1", DefaultParams(), "W1 is with H2 on the near bank while H1 is away"},
		{"H1,W1,W2", DefaultParams(), "W2 is with H1 on the far bank while H2 is away"},
		{"W2", DefaultParams(), ""},
		{"H4", DefaultParams(), "H4: there are only 3 couples"},
		{"-", Params{Couples: 0, Boat: 1}, "couples must be from 1 to 8, got 0"},
	}
	for _, tc := range tests {
		_, err := NewState(tc.p, set(t, tc.far), Near)
		if (tc.want == "" && err != nil) || (tc.want != "" && fmt.Sprint(err) != tc.want) {
			t.Errorf("NewState(%q) error %v, want %q", tc.far, err, tc.want)
		}
	}
}

func TestSafePositions(t *testing.T) {
	for n := 1; n <= 6; n++ {
		p := Params{Couples: n, Boat: 1}
		g := newGraph(p)
		var want []Set
		all := p.Everyone()
		for far := Set(0); far <= all; far++ {
			if far&^all == 0 && safe(far) && safe(all&^far) {
				want = append(want, far)
			}
		}
		if !slices.Equal(g.pos, want) {
			t.Fatalf("n=%d: %d safe positions, want %d", n, len(g.pos), len(want))
		}
	}
}

// TestMovesMatchApply checks the fast move generator against trying every
// group of people in both directions through Apply.
func TestMovesMatchApply(t *testing.T) {
	for _, p := range []Params{DefaultParams(), {Couples: 3, Boat: 2, OneBack: true}, {Couples: 4, Boat: 5}, {Couples: 4, Boat: 4, OneBack: true}} {
		for _, s := range Reachable(mustStart(t, p)) {
			var want []Move
			for g := Set(1); g <= p.Everyone(); g++ {
				for _, d := range []Dir{Over, Back} {
					if _, err := s.Apply(Move{d, g}); err == nil {
						want = append(want, Move{d, g})
					}
				}
			}
			got := s.Moves()
			less := func(a, b Move) int { return int(a.People) - int(b.People) }
			slices.SortFunc(got, less)
			slices.SortFunc(want, less)
			if !slices.Equal(got, want) {
				t.Fatalf("%+v from %s: Moves %v, Apply allows %v", p, s, got, want)
			}
		}
	}
}
