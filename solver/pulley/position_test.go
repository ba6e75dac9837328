package pulley

import (
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
)

func TestPositionText(t *testing.T) {
	pz := mustNew(t, DefaultParams())
	tests := []struct {
		in      string
		top     string // the items at the top, as ParseSet reads them; "-" for none
		str     string // how String writes it back
		wantErr string
	}{
		{in: "queen,daughter,son,cannonball/", top: "queen,daughter,son,cannonball", str: "queen,daughter,son,cannonball/"},
		{in: "cannonball/queen,daughter,son", top: "cannonball", str: "cannonball/queen,daughter,son"},
		{in: " son , queen /cannonball,daughter", top: "queen,son", str: "queen,son/daughter,cannonball"},
		{in: "-/queen,daughter,son,cannonball", top: "-", str: "/queen,daughter,son,cannonball"},
		{in: "/cannonball,son,daughter,queen", top: "-", str: "/queen,daughter,son,cannonball"},
		{in: "queen,daughter,son,cannonball", wantErr: `position "queen,daughter,son,cannonball": want the items at the top, "/", the items on the ground, e.g. "queen,daughter,son,cannonball/"`},
		{in: "queen/daughter/son,cannonball", wantErr: `want the items at the top, "/", the items on the ground`},
		{in: "queen,king/daughter,son,cannonball", wantErr: `position "queen,king/daughter,son,cannonball": at the top: there is no "king" here (there are queen, daughter, son, cannonball)`},
		{in: "queen/daughter,son,,cannonball", wantErr: `position "queen/daughter,son,,cannonball": on the ground: an empty name (a comma too many?)`},
		{in: "queen,queen/daughter,son,cannonball", wantErr: `at the top: the queen is named twice`},
		{in: "queen,son/daughter,son,cannonball", wantErr: `position "queen,son/daughter,son,cannonball": the son is both at the top and on the ground`},
		{in: "queen/daughter,cannonball", wantErr: `position "queen/daughter,cannonball": the son is missing: name every item once, at the top or on the ground`},
		{in: "Queen,daughter,son,cannonball/", wantErr: `there is no "Queen" here`},
		{in: "", wantErr: `position "": want the items`},
	}
	for _, tc := range tests {
		s, err := pz.ParseState(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseState(%q) = %v, %v; want error %q", tc.in, s, err, tc.wantErr)
			}
			continue
		}
		top, perr := pz.ParseSet(tc.top)
		if perr != nil {
			t.Fatal(perr)
		}
		if err != nil || s.Top() != top || s.String() != tc.str {
			t.Errorf("ParseState(%q) = %q, %v; want %q", tc.in, s, err, tc.str)
		}
	}
	// The start and a goal from DESIGN's table.
	if got := pz.Start().String(); got != "queen,daughter,son,cannonball/" {
		t.Errorf("start %q", got)
	}
	goal, _ := pz.State(8)
	if got := goal.String(); got != "cannonball/queen,daughter,son" || !goal.Solved() {
		t.Errorf("goal %q", got)
	}
	var nilPz *Puzzle
	if _, err := nilPz.ParseState("/"); err == nil {
		t.Error("ParseState on a nil puzzle gave no error")
	}
}

// TestPositionRoundTrip writes and reads back every position of a puzzle.
func TestPositionRoundTrip(t *testing.T) {
	pz := mustNew(t, items(t, "a=60,b=50", "brick=20,bolt=15,nut=5", 10))
	for top := Set(0); top <= pz.All(); top++ {
		s, _ := pz.State(top)
		back, err := pz.ParseState(s.String())
		if err != nil || back != s {
			t.Fatalf("%q reads back as %v, %v", s.String(), back, err)
		}
	}
}

func FuzzParseState(f *testing.F) {
	for _, s := range []string{"queen,daughter,son,cannonball/", "cannonball/queen,daughter,son", "-/queen,daughter,son,cannonball", "/", "a/b/c", "queen,queen/", " son ,queen/daughter , cannonball"} {
		f.Add(s)
	}
	pz := mustNew(f, DefaultParams())
	f.Fuzz(func(t *testing.T, text string) {
		s, err := pz.ParseState(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "position ") {
				t.Fatalf("error %q does not name the position", err)
			}
			return
		}
		if s.Top()&^pz.All() != 0 {
			t.Fatalf("ParseState(%q) has unknown items: %v", text, s.Top())
		}
		back, err := pz.ParseState(s.String())
		if err != nil || back != s {
			t.Fatalf("ParseState(%q) = %q, which reads back as %v, %v", text, s.String(), back, err)
		}
	})
}

func TestFlags(t *testing.T) {
	tests := []struct {
		args    []string
		want    Params
		from    string // the position text wanted from -from, "" for none
		wantErr string
	}{
		{args: nil, want: DefaultParams()},
		{args: []string{"-limit", "30"}, want: withLimit(30)},
		{args: []string{"-people", "a=60,b=50", "-objects", "-", "-limit", "10"}, want: Params{Items: []Item{{"a", 60, true}, {"b", 50, true}}, Limit: 10}},
		{args: []string{"-from", "cannonball/queen,daughter,son"}, want: DefaultParams(), from: "cannonball/queen,daughter,son"},
		{args: []string{"-people", "x"}, wantErr: `-people: item 1 "x": want name=weight`},
		{args: []string{"-objects", "ball=0"}, wantErr: `-objects: ball: the weight "0"`},
		{args: []string{"-limit", "-1"}, wantErr: "-limit: the limit must be from 0 to 100000 lb, got -1"},
		{args: []string{"-people", ""}, wantErr: "at least one person is needed"},
		{args: []string{"-from", "queen/"}, wantErr: `-from: position "queen/": the daughter is missing`},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fl := DeclareFlags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		p, err := fl.Params()
		var s State
		var given bool
		if err == nil {
			pz := mustNew(t, p)
			s, given, err = fl.From(pz)
		}
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%v: error %v, want %q", tc.args, err, tc.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(p.Items, tc.want.Items) || p.Limit != tc.want.Limit {
			t.Errorf("%v: %+v, %v; want %+v", tc.args, p, err, tc.want)
		}
		if given != (tc.from != "") || (given && s.String() != tc.from) {
			t.Errorf("%v: -from gave %q (%v), want %q", tc.args, s.String(), given, tc.from)
		}
		// Args reopen the same parameters.
		fs2 := flag.NewFlagSet("t", flag.ContinueOnError)
		fl2 := DeclareFlags(fs2)
		if err := fs2.Parse(p.Args()); err != nil {
			t.Fatal(err)
		}
		if p2, err := fl2.Params(); err != nil || !slices.Equal(p2.Items, p.Items) || p2.Limit != p.Limit {
			t.Errorf("%v: Args %v reopen %+v, %v", tc.args, p.Args(), p2, err)
		}
	}
}
