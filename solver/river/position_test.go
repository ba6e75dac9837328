package river

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestPositionText(t *testing.T) {
	def := DefaultParams()
	start := mustStart(t, def)
	if got := start.String(); got != "H1,H2,H3,W1,W2,W3//near" {
		t.Fatalf("start %q", got)
	}
	moves, err := Solve(start)
	if err != nil {
		t.Fatal(err)
	}
	s := start
	for _, m := range moves {
		s, _ = s.Apply(m)
	}
	if got := s.String(); got != "/H1,H2,H3,W1,W2,W3/far" {
		t.Fatalf("goal %q", got)
	}
	// Every reachable position of a few puzzles reads back as itself.
	for _, p := range []Params{def, {Couples: 1, Boat: 1}, {Couples: 6, Boat: 3}, {Couples: 8, Boat: 4, OneBack: true}} {
		for _, r := range Reachable(mustStart(t, p)) {
			back, err := ParseState(p, r.String())
			if err != nil || back != r {
				t.Fatalf("%+v: ParseState(%q) = %v, %v", p, r.String(), back, err)
			}
		}
	}
}

func TestParseState(t *testing.T) {
	def := DefaultParams()
	tests := []struct {
		in      string
		p       Params
		far     string // the far bank when valid
		boat    Bank
		wantErr string // "" when valid
	}{
		{in: "H1,H2,H3,W1,W2,W3//near", p: def, far: "-", boat: Near},
		{in: "/H1,H2,H3,W1,W2,W3/far", p: def, far: "H1,H2,H3,W1,W2,W3", boat: Far},
		{in: " W3,H3,H2,W2 / H1,W1 / far ", p: def, far: "H1,W1", boat: Far},
		{in: "H2,H3,W2,W3/H1,W1/far", p: def, far: "H1,W1", boat: Far},
		{in: "-/H1,W1/near", p: Params{Couples: 1, Boat: 2}, far: "H1,W1", boat: Near},
		{in: "H1,W1,H2,W2/-/near", p: Params{Couples: 2, Boat: 2}, far: "-", boat: Near},
		{in: "H1,H2,H3,W1,W2,W3/near", p: def, wantErr: `position "H1,H2,H3,W1,W2,W3/near": want near bank/far bank/boat side, e.g. "H1,H2,H3,W1,W2,W3//near"`},
		{in: "", p: def, wantErr: `want near bank/far bank/boat side`},
		{in: "H1,H2,H3,W1,W2,W3//left", p: def, wantErr: `boat side "left": want near or far`},
		{in: "H1,H2,H3,W1,W2,W3//", p: def, wantErr: `boat side "": want near or far`},
		{in: "H1,H2,H3,W1,W2,X3//near", p: def, wantErr: `near bank: "X3" is not a person`},
		{in: "H1,H2,H3,W1,W2//near", p: def, wantErr: `W3 is on neither bank`},
		{in: "H1,H2,H3,W1,W2,W3/W3/near", p: def, wantErr: `W3 is on both banks`},
		{in: "H1,H2,H3,W1,W2,W3/H4/near", p: def, wantErr: `far bank: there is no H4 with 3 couples`},
		{in: "H1,H1,H2,H3,W1,W2,W3//near", p: def, wantErr: `near bank: H1 is named twice`},
		{in: "H2,H3,W1,W2,W3/H1/near", p: def, wantErr: `W1 is with H2 on the near bank while H1 is away`},
		{in: "H2,H3,W3/H1,W1,W2/far", p: def, wantErr: `W2 is with H1 on the far bank while H2 is away`},
		{in: "H1,W1//near", p: Params{Couples: 9, Boat: 2}, wantErr: `couples must be from 1 to 8, got 9`},
	}
	for _, tc := range tests {
		got, err := ParseState(tc.p, tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseState(%q) = %v, %v; want error containing %q", tc.in, got, err, tc.wantErr)
			}
			continue
		}
		want, nerr := NewState(tc.p, set(t, tc.far), tc.boat)
		if nerr != nil {
			t.Fatal(nerr)
		}
		if err != nil || got != want {
			t.Errorf("ParseState(%q) = %v, %v; want %v", tc.in, got, err, want)
		}
	}
}

func TestMoveErrorNamesWhoAndWhere(t *testing.T) {
	def := DefaultParams()
	tests := []struct {
		far       string
		boat      Bank
		move      string
		wife, man string
		where     Place
	}{
		{"-", Near, "> H1,W2", "W2", "H1", InBoat},
		{"-", Near, "> H2,H3", "W2", "H1", NearBank},
		{"W1,W2", Near, "> H1", "W2", "H1", FarBank},
		{"-", Near, "> H1,W1,H2", "-", "-", Nowhere},
	}
	for _, tc := range tests {
		s, err := NewState(def, set(t, tc.far), tc.boat)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := ParseMove(tc.move)
		_, err = s.Apply(m)
		var me *MoveError
		if !errors.As(err, &me) || me.Wife != set(t, tc.wife) || me.Man != set(t, tc.man) || me.Where != tc.where {
			t.Errorf("Apply(%q) from %s: %+v, want wife %s man %s at %v", tc.move, s, me, tc.wife, tc.man, tc.where)
		}
	}
}

func TestBoard(t *testing.T) {
	s := mustStart(t, DefaultParams())
	tests := []struct {
		people, want string
	}{
		{"H1,W1", ""},
		{"W1,H2", ""}, // stepping in is allowed; Apply refuses the crossing
		{"H1,W1,H2", "the boat holds 2, not 3"},
		{"H4", "there is no H4: there are 3 couples"},
	}
	for _, tc := range tests {
		err := s.Board(set(t, tc.people))
		if fmt.Sprint(err) != tc.want && !(tc.want == "" && err == nil) {
			t.Errorf("Board(%s) = %v, want %q", tc.people, err, tc.want)
		}
	}
	far, _ := NewState(DefaultParams(), set(t, "W1,W2"), Far)
	if err := far.Board(set(t, "W3")); fmt.Sprint(err) != "W3 is not on the far bank" {
		t.Errorf("Board(W3) on the far bank: %v", err)
	}
}

func TestFlags(t *testing.T) {
	tests := []struct {
		args    []string
		want    Params
		wantErr string
	}{
		{nil, DefaultParams(), ""},
		{[]string{"-couples", "5", "-boat=3", "-one-back"}, Params{Couples: 5, Boat: 3, OneBack: true}, ""},
		{[]string{"-couples", "9"}, Params{}, "-couples must be from 1 to 8, got 9"},
		{[]string{"-couples", "1", "-boat", "3"}, Params{}, "-boat must be from 1 to 2 (twice the couples), got 3"},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("river", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		get := Flags(fs)
		from := FromFlag(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		got, err := get()
		if fmt.Sprint(err) != tc.wantErr && !(tc.wantErr == "" && err == nil) || (err == nil && got != tc.want) {
			t.Errorf("%v: %+v, %v; want %+v, %q", tc.args, got, err, tc.want, tc.wantErr)
		}
		if *from != "" {
			t.Errorf("-from defaults to %q", *from)
		}
	}
}

// TestImpossibleSets are the sets the issue names: no solution, and the
// reason counts every reachable position.
func TestImpossibleSets(t *testing.T) {
	for _, tc := range []struct {
		p         Params
		reachable int
	}{
		{Params{Couples: 3, Boat: 2, OneBack: true}, 20},
		{Params{Couples: 4, Boat: 2}, 44},
		{Params{Couples: 6, Boat: 3}, len(Reachable(mustStart(t, Params{Couples: 6, Boat: 3})))},
		{Params{Couples: 1, Boat: 1}, 3},
	} {
		_, err := Remaining(mustStart(t, tc.p))
		want := fmt.Sprintf("no solution: all %d reachable positions explored", tc.reachable)
		if !errors.Is(err, ErrNoSolution) || !strings.Contains(err.Error(), want) {
			t.Errorf("%+v: %v, want %q", tc.p, err, want)
		}
	}
	if n, err := Remaining(mustStart(t, DefaultParams())); n != 11 || err != nil {
		t.Errorf("classic: %d, %v; want 11", n, err)
	}
}

func FuzzParseState(f *testing.F) {
	for _, s := range []string{"H1,H2,H3,W1,W2,W3//near", "/H1,H2,H3,W1,W2,W3/far", "H1,W1/H2,W2,H3,W3/far", "//", "-/-/near", "H1,W1/H1/far"} {
		f.Add(uint8(3), s)
	}
	f.Fuzz(func(t *testing.T, n uint8, text string) {
		p := Params{Couples: int(n%MaxCouples) + 1, Boat: 2}
		s, err := ParseState(p, text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if _, err := NewState(p, s.On(Far), s.Boat()); err != nil {
			t.Fatalf("ParseState(%q) accepted an illegal position: %v", text, err)
		}
		again, err := ParseState(p, s.String())
		if err != nil || again != s {
			t.Fatalf("ParseState(%q) = %v, but its String %q reads back as %v, %v", text, s, s.String(), again, err)
		}
	})
}

// TestFromText: no text gives no position; a position is parsed, and what
// is wrong with one is said after "-from: ".
func TestFromText(t *testing.T) {
	def := DefaultParams()
	if s, ok, err := FromText(def, ""); ok || err != nil || s != (State{}) {
		t.Errorf(`FromText(""): %v, %v, %v`, s, ok, err)
	}
	want, _ := NewState(def, set(t, "H1,W1"), Far)
	if s, ok, err := FromText(def, "H2,H3,W2,W3/H1,W1/far"); !ok || err != nil || s != want {
		t.Errorf("FromText: %v, %v, %v; want %v", s, ok, err, want)
	}
	if _, ok, err := FromText(def, "H1//near"); !ok || err == nil || !strings.HasPrefix(err.Error(), `-from: position "H1//near": `) {
		t.Errorf("FromText of a bad position: %v, %v", ok, err)
	}
}
