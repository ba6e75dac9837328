package pulley

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestParseItems(t *testing.T) {
	tests := []struct {
		in      string
		want    []Item
		wantErr string
	}{
		{in: "queen=195,daughter=105", want: []Item{{"queen", 195, true}, {"daughter", 105, true}}},
		{in: " a = 1 , b_2=100000 ", want: []Item{{"a", 1, true}, {"b_2", 100000, true}}},
		{in: "", want: nil},
		{in: "-", want: nil},
		{in: "son:90", wantErr: `item 1 "son:90": want name=weight`},
		{in: "queen=195,=105", wantErr: `item 2 "=105" has no name`},
		{in: "son=x", wantErr: `son: the weight "x" is not a whole number of pounds from 1 to 100000`},
		{in: "son=0", wantErr: `son: the weight "0" is not a whole number of pounds from 1 to 100000`},
		{in: "son=-5", wantErr: `son: the weight "-5" is not a whole number of pounds from 1 to 100000`},
		{in: "son=+5", wantErr: `son: the weight "+5" is not a whole number of pounds from 1 to 100000`},
		{in: "son=90.5", wantErr: `son: the weight "90.5" is not a whole number of pounds from 1 to 100000`},
		{in: "son=100001", wantErr: `son: the weight "100001" is not a whole number of pounds from 1 to 100000`},
		{in: "son=99999999999999999999", wantErr: `son: the weight "99999999999999999999" is not a whole number of pounds from 1 to 100000`},
		{in: "son=", wantErr: `son: the weight "" is not a whole number of pounds from 1 to 100000`},
		{in: "a=1,,b=2", wantErr: `item 2 "": want name=weight`},
		{in: "my son=90", wantErr: `item 1: the name "my son": use letters, digits, - and _, starting with a letter or a digit`},
		{in: "-x=90", wantErr: `item 1: the name "-x": use letters, digits, - and _, starting with a letter or a digit`},
		{in: "a=b=1", wantErr: `a: the weight "b=1" is not a whole number of pounds from 1 to 100000`},
	}
	for _, tc := range tests {
		got, err := ParseItems(tc.in, true)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("ParseItems(%q) = %v, %v; want error %q", tc.in, got, err, tc.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseItems(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestParamsValidate(t *testing.T) {
	many := make([]Item, MaxItems+1)
	for i := range many {
		many[i] = Item{Name: fmt.Sprint("p", i), Weight: 10, Person: true}
	}
	tests := []struct {
		name string
		p    Params
		want string // "" when valid
	}{
		{"classic", DefaultParams(), ""},
		{"most items", Params{Items: many[:MaxItems]}, ""},
		{"too many", Params{Items: many}, "at most 12 people and objects together, got 13"},
		{"no person", Params{Items: []Item{{"ball", 10, false}}}, "at least one person is needed: the goal is to bring the people down"},
		{"nothing", Params{}, "at least one person is needed: the goal is to bring the people down"},
		{"twice", Params{Items: []Item{{"son", 90, true}, {"son", 75, false}}}, `the name "son" is used twice`},
		{"no name", Params{Items: []Item{{"son", 90, true}, {"", 75, false}}}, "item 2 has no name"},
		{"bad name", Params{Items: []Item{{"a,b", 90, true}}}, `the name "a,b": use letters, digits, - and _, starting with a letter or a digit`},
		{"dash", Params{Items: []Item{{"-", 90, true}}}, `the name "-": use letters, digits, - and _, starting with a letter or a digit`},
		{"light", Params{Items: []Item{{"son", 0, true}}}, "son: the weight must be from 1 to 100000 lb, got 0"},
		{"heavy", Params{Items: []Item{{"son", 100001, true}}}, "son: the weight must be from 1 to 100000 lb, got 100001"},
		{"negative limit", Params{Items: []Item{{"son", 90, true}}, Limit: -1}, "the limit must be from 0 to 100000 lb, got -1"},
	}
	for _, tc := range tests {
		err := tc.p.Validate()
		if (tc.want == "" && err != nil) || (tc.want != "" && fmt.Sprint(err) != tc.want) {
			t.Errorf("%s: Validate() = %v, want %q", tc.name, err, tc.want)
		}
		if _, nerr := New(tc.p); (nerr == nil) != (err == nil) {
			t.Errorf("%s: New error %v disagrees with Validate %v", tc.name, nerr, err)
		}
	}
}

func TestParseMove(t *testing.T) {
	pz := mustNew(t, DefaultParams())
	set := func(names ...string) Set {
		var s Set
		for _, n := range names {
			i, ok := pz.Index(n)
			if !ok {
				t.Fatalf("no %s", n)
			}
			s |= 1 << i
		}
		return s
	}
	tests := []struct {
		in       string
		down, up Set
		str      string
		wantErr  string
	}{
		{in: "down son up cannonball", down: set("son"), up: set("cannonball"), str: "down son up cannonball"},
		{in: "  down queen   up cannonball,daughter ", down: set("queen"), up: set("daughter", "cannonball"), str: "down queen up daughter,cannonball"},
		{in: "down cannonball up -", down: set("cannonball"), str: "down cannonball up -"},
		{in: "down - up -", str: "down - up -"},
		{in: "down son", wantErr: `move "down son": want "down ITEMS up ITEMS", e.g. "down son up cannonball" (- for an empty basket)`},
		{in: "up son down -", wantErr: `move "up son down -": want "down ITEMS up ITEMS", e.g. "down son up cannonball" (- for an empty basket)`},
		{in: "down son up queen, daughter", wantErr: `move "down son up queen, daughter": want "down ITEMS up ITEMS", e.g. "down son up cannonball" (- for an empty basket)`},
		{in: "down king up -", wantErr: `move "down king up -": there is no "king" here (there are queen, daughter, son, cannonball)`},
		{in: "down son,son up -", wantErr: `move "down son,son up -": the son is named twice`},
		{in: "down son, up -", wantErr: `move "down son, up -": there is no "" here (there are queen, daughter, son, cannonball)`},
		{in: "down son up son", wantErr: `move "down son up son": the son cannot ride in both baskets`},
	}
	for _, tc := range tests {
		m, err := pz.ParseMove(tc.in)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("ParseMove(%q) = %v, %v; want error %q", tc.in, m, err, tc.wantErr)
			}
			continue
		}
		if err != nil || m.Down() != tc.down || m.Up() != tc.up || m.String() != tc.str {
			t.Errorf("ParseMove(%q) = %q, %v; want %q", tc.in, m, err, tc.str)
		}
	}
}

func TestApplyRules(t *testing.T) {
	pz := mustNew(t, DefaultParams())
	tests := []struct {
		name string
		top  string // items at the top
		move string
		want string // the broken rule, "" when legal
	}{
		{"cannonball falls alone", "queen,daughter,son,cannonball", "down cannonball up -", ""},
		{"son against cannonball", "queen,daughter,son", "down son up cannonball", ""},
		{"equal weights", "queen,cannonball", "down queen up daughter,son", "the bottom basket is as heavy or heavier: nothing would go down (top 195 lb, bottom 195 lb)"},
		{"queen against daughter and ball", "queen", "down queen up daughter,cannonball", ""},
		{"not at the top", "queen,daughter,cannonball", "down son up -", "the son is not at the top"},
		{"not on the ground", "queen,daughter,son", "down son up queen", "the queen is not on the ground"},
		{"not heavier", "queen,son,cannonball", "down son up daughter", "the bottom basket is as heavy or heavier: nothing would go down (top 90 lb, bottom 105 lb)"},
		{"cannonball already down", "queen,daughter,son", "down cannonball up -", "the cannonball is not at the top"},
		{"too fast", "queen,daughter,son,cannonball", "down son up -", "too fast: the top basket is 90 lb heavier and the son rides; at most 15 with a person aboard"},
		{"too fast up", "queen,daughter", "down queen up son", "too fast: the top basket is 105 lb heavier and the queen and the son ride; at most 15 with a person aboard"},
		{"empty descent", "queen,daughter,son", "down - up cannonball", "the top basket is empty: nothing would go down"},
		{"nothing at all", "queen", "down - up -", "the top basket is empty: nothing would go down"},
		{"too fast with three", "queen,daughter,son,cannonball", "down queen,daughter,son up -", "too fast: the top basket is 390 lb heavier and the queen, the daughter and the son ride; at most 15 with a person aboard"},
		{"too fast, person rides up", "daughter,cannonball", "down daughter,cannonball up son", "too fast: the top basket is 90 lb heavier and the daughter and the son ride; at most 15 with a person aboard"},
		{"the issue's example", "daughter,cannonball", "down daughter up -", "too fast: the top basket is 105 lb heavier and the daughter rides; at most 15 with a person aboard"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			top, err := pz.ParseSet(tc.top)
			if err != nil {
				t.Fatal(err)
			}
			s, err := pz.State(top)
			if err != nil {
				t.Fatal(err)
			}
			m, err := pz.ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			before := s
			next, err := s.Apply(m)
			if s != before {
				t.Fatal("Apply changed its receiver")
			}
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Apply(%q) from %s: %v", m, s, err)
				}
				if next.Top() != s.Top()&^m.Down()|m.Up() {
					t.Fatalf("Apply(%q) from %s = %s", m, s, next)
				}
				return
			}
			var me *MoveError
			if !errors.As(err, &me) || me.Rule != tc.want || err.Error() != tc.want || me.Move != m {
				t.Fatalf("Apply(%q) from %s: error %v, want %q", m, s, err, tc.want)
			}
			if next != s {
				t.Fatalf("a refused trip returned %s, want the state unchanged", next)
			}
		})
	}
}

func TestApplyForeignMoves(t *testing.T) {
	pz := mustNew(t, DefaultParams())
	other := mustNew(t, DefaultParams())
	s := pz.Start()
	tests := []struct {
		m    Move
		want string
	}{
		{other.Move(8, 0), "the move belongs to another puzzle"},
		{pz.Move(1<<5, 0), "there is no item number 5: there are 4 items"},
		{pz.Move(1, 1), "the queen cannot ride in both baskets"},
		{Move{down: 8}, ""}, // a move without a puzzle is read in the state's
	}
	for _, tc := range tests {
		_, err := s.Apply(tc.m)
		if (tc.want == "" && err != nil) || (tc.want != "" && fmt.Sprint(err) != tc.want) {
			t.Errorf("Apply(%v) error %v, want %q", tc.m, err, tc.want)
		}
	}
	if _, err := pz.State(1 << 4); fmt.Sprint(err) != "there is no item number 4: there are 4 items" {
		t.Errorf("State(1<<4) error %v", err)
	}
	if got := (Move{down: 8}).String(); got != "down #3 up -" {
		t.Errorf("a move without a puzzle prints %q", got)
	}
}

// TestMovesMatchApply checks the fast trip generator against trying every
// load of the baskets through Apply, from every position.
func TestMovesMatchApply(t *testing.T) {
	for _, p := range []Params{DefaultParams(), withLimit(0), withLimit(60), items(t, "a=60,b=50", "brick=20,bolt=15,nut=5", 10)} {
		pz := mustNew(t, p)
		for top := Set(0); top <= pz.All(); top++ {
			s, err := pz.State(top)
			if err != nil {
				t.Fatal(err)
			}
			var want []Move
			for _, m := range allTrips(s) {
				if _, err := s.Apply(m); err == nil {
					want = append(want, m)
				}
			}
			got := s.Moves()
			less := func(a, b Move) int { return int(a.down)<<16 | int(a.up) - (int(b.down)<<16 | int(b.up)) }
			slices.SortFunc(got, less)
			slices.SortFunc(want, less)
			if !slices.Equal(got, want) {
				t.Fatalf("from %s: Moves %v, Apply allows %v", s, got, want)
			}
		}
	}
}

func TestNilPuzzle(t *testing.T) {
	var pz *Puzzle
	if pz.Start() != (State{}) || pz.Items() != nil || pz.All() != 0 || pz.People() != 0 || pz.Limit() != 0 || pz.Weight(3) != 0 {
		t.Fatal("a nil puzzle should be empty")
	}
	if _, err := pz.ParseMove("down a up -"); err == nil {
		t.Fatal("ParseMove on a nil puzzle gave no error")
	}
	if _, err := pz.State(0); err == nil {
		t.Fatal("State on a nil puzzle gave no error")
	}
}
