package bridge

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// toyChecker knows one puzzle, "toy": -n 1..9, -replay, and -from, a
// number below n.
var toyChecker = Checker{
	Known: func(p string) bool { return p == "toy" },
	Check: func(p string, flags []string) error {
		n, from := 3, -1
		for _, f := range flags {
			k, v, _ := strings.Cut(strings.TrimPrefix(f, "-"), "=")
			switch k {
			case "n":
				x, err := strconv.Atoi(v)
				if err != nil || x < 1 || x > 9 {
					return fmt.Errorf("-n: want 1 to 9, got %s", v)
				}
				n = x
			case "from":
				x, err := strconv.Atoi(v)
				if err != nil {
					return errors.New("position " + strconv.Quote(v) + " is not a number")
				}
				from = x
			case "replay":
			default:
				return fmt.Errorf("no parameter %s", k)
			}
		}
		if from >= n {
			return fmt.Errorf("position %d is off the board of %d", from, n)
		}
		return nil
	},
}

func TestRecover(t *testing.T) {
	tests := []struct {
		query  string
		puzzle string
		flags  []string
		bad    []string // the names of the problems, in order
	}{
		{"", "", nil, nil},
		{"?play=toy&n=5", "toy", []string{"-n=5"}, nil},
		{"?play=toy&n=99", "toy", nil, []string{"n"}},
		{"?play=toy&n=99&n=4&replay", "toy", []string{"-n=4", "-replay"}, []string{"n"}},
		// The position is read on the parameters, wherever it stands.
		{"?play=toy&from=7&n=8", "toy", []string{"-n=8", "-from=7"}, nil},
		{"?play=toy&from=7", "toy", nil, []string{"from"}},
		{"?play=toy&from=x&nosuch=1", "toy", nil, []string{"from", "nosuch"}},
		// A value read on one given later is tried again after it.
		{"?play=toy&from=8&n=99&n=9&replay", "toy", []string{"-n=9", "-replay", "-from=8"}, []string{"n"}},
		{"?play=nosuch&n=3", "", nil, []string{"play", ""}},
		{"?n=3", "", nil, []string{"play", ""}},
		{"?play=", "", nil, []string{"play"}},
		{"?play=toy&--=1", "toy", nil, []string{""}},
		{"?play=toy&a%20b=1", "toy", nil, []string{"a b"}},
	}
	for _, tc := range tests {
		puzzle, flags, problems := Recover(ArgsFromQuery(tc.query), toyChecker)
		var names []string
		for _, p := range problems {
			names = append(names, p.Name)
		}
		if puzzle != tc.puzzle || !slices.Equal(flags, tc.flags) || !slices.Equal(names, tc.bad) {
			t.Errorf("Recover(%q) = %q, %q, problems %q; want %q, %q, %q", tc.query, puzzle, flags, names, tc.puzzle, tc.flags, tc.bad)
		}
	}
}

func TestRecoverManyFlags(t *testing.T) {
	q := "?play=toy" + strings.Repeat("&n=2", 1000)
	_, flags, problems := Recover(ArgsFromQuery(q), toyChecker)
	if len(flags) != maxFlags || len(problems) != 1 || !strings.Contains(problems[0].Reason, "976 more") {
		t.Errorf("1000 flags: kept %d, problems %v", len(flags), problems)
	}
}

func TestProblemLine(t *testing.T) {
	long := strings.Repeat("1", 10000)
	shown := func(name string) (string, bool) { return map[string]string{"n": "3"}[name], name == "n" }
	tests := []struct {
		p    Problem
		want string
	}{
		{Problem{Name: "n", Value: "99", HasValue: true, Reason: "want 1 to 9"}, `n = "99": want 1 to 9; showing 3`},
		{Problem{Name: "n", Reason: "needs a value"}, `n: needs a value; showing 3`},
		{Problem{Name: "from", Value: "x\ny", HasValue: true, Reason: "no position; showing the start"}, `from = "x\ny": no position; showing the start`},
		{Problem{Reason: "the menu takes no parameters"}, "the menu takes no parameters"},
		{Problem{Name: "from", Value: long, HasValue: true, Reason: "position " + long + " is too long"},
			`from = "` + strings.Repeat("1", 39) + `…": position ` + strings.Repeat("1", 39) + `… is too long`},
	}
	for _, tc := range tests {
		if got := tc.p.Line(shown); got != tc.want {
			t.Errorf("Line(%+v)\n got %q\nwant %q", tc.p, got, tc.want)
		}
	}
}

func FuzzRecover(f *testing.F) {
	f.Add("?play=toy&n=3&from=2")
	f.Add("?play=toy&%zz=&&=x&play&from=" + strings.Repeat("9", 100))
	f.Add("?n=1&n=2")
	f.Fuzz(func(t *testing.T, q string) {
		puzzle, flags, problems := Recover(ArgsFromQuery(q), toyChecker)
		if puzzle != "" && puzzle != "toy" {
			t.Fatalf("Recover(%q) opens %q", q, puzzle)
		}
		if puzzle == "" && len(flags) > 0 {
			t.Fatalf("Recover(%q): flags %q for the menu", q, flags)
		}
		if err := toyChecker.Check(puzzle, flags); puzzle != "" && err != nil {
			t.Fatalf("Recover(%q) = %q, which does not open: %v", q, flags, err)
		}
		for _, p := range problems {
			if l := p.Line(nil); utf8.RuneCountInString(l) > maxLine {
				t.Fatalf("Recover(%q): a line of %d characters", q, utf8.RuneCountInString(l))
			}
		}
	})
}

func TestTrimName(t *testing.T) {
	tests := []struct{ reason, name, value, want string }{
		{"-n: the scene shows 1..12 stones", "n", "99", "the scene shows 1..12 stones"},
		{"-couples 9: the scene shows 1 to 6 couples", "couples", "9", "the scene shows 1 to 6 couples"},
		{`-from "0,3,0" on the star {9/3}: point 0 is listed twice`, "from", "0,3,0", "on the star {9/3}: point 0 is listed twice"},
		{"-pegs must be 3 or 4, got 5", "pegs", "5", "pegs must be 3 or 4, got 5"},
		{"-people and -objects: at most 6", "people", "a=1", "people and -objects: at most 6"},
		{"n = 99 is out of range", "n", "99", "n = 99 is out of range"},
	}
	for _, tc := range tests {
		if got := TrimName(tc.reason, tc.name, tc.value); got != tc.want {
			t.Errorf("TrimName(%q, %q, %q) = %q, want %q", tc.reason, tc.name, tc.value, got, tc.want)
		}
	}
}
