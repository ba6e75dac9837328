package cli

import (
	"bytes"
	"strings"
	"testing"

	"puzzleworks/solver/pulley"
)

func TestSolvePulley(t *testing.T) {
	classic := strings.Join([]string{
		"down cannonball up -",
		"down son up cannonball",
		"down cannonball up -",
		"down daughter up son",
		"down son up cannonball",
		"down cannonball up -",
		"down queen up daughter,cannonball",
		"down cannonball up -",
		"down daughter up son",
		"down son up cannonball",
	}, "\n") + "\n"
	tests := []struct {
		name       string
		args       []string
		wantOut    string
		wantCode   int
		wantStderr string // substring of standard error; "" for none at all
	}{
		{name: "classic", wantOut: classic, wantCode: ExitSolved},
		{name: "classic spelled out", args: []string{"-people", "queen=195,daughter=105,son=90", "-objects=cannonball=75", "-limit", "15"}, wantOut: classic, wantCode: ExitSolved},
		{name: "count", args: []string{"-count"}, wantOut: "8\n", wantCode: ExitSolved},
		{name: "generous tolerance", args: []string{"-limit", "200"}, wantOut: "down daughter,son up -\ndown queen up -\n", wantCode: ExitSolved},
		{name: "one person", args: []string{"-people", "cat=10", "-objects", ""}, wantOut: "down cat up -\n", wantCode: ExitSolved},
		{name: "objects dash", args: []string{"-people", "cat=10", "-objects", "-", "-count"}, wantOut: "1\n", wantCode: ExitSolved},
		{name: "tight tolerance", args: []string{"-limit", "10"}, wantCode: ExitNoSolution,
			wantStderr: "pulley: no solution: all 2 reachable states were explored and none has every person on the ground"},
		{name: "tight count", args: []string{"-limit", "10", "-count"}, wantOut: "0\n", wantCode: ExitNoSolution, wantStderr: "all 2 reachable states"},
		{name: "no cannonball", args: []string{"-objects", ""}, wantCode: ExitNoSolution, wantStderr: "pulley: no solution: all 1 reachable states"},
		{name: "bad weight", args: []string{"-people", "queen=195,daughter=x"}, wantCode: ExitBadInput,
			wantStderr: `pulley: -people: daughter: the weight "x" is not a whole number of pounds from 1 to 100000`},
		{name: "zero weight", args: []string{"-objects", "ball=0"}, wantCode: ExitBadInput, wantStderr: `pulley: -objects: ball: the weight "0"`},
		{name: "negative weight", args: []string{"-people", "son=-90"}, wantCode: ExitBadInput, wantStderr: `pulley: -people: son: the weight "-90"`},
		{name: "duplicate", args: []string{"-objects", "son=75"}, wantCode: ExitBadInput, wantStderr: `pulley: -objects: the name "son" is already a person's in -people`},
		{name: "duplicate across the flags", args: []string{"-people", "a=10", "-objects", "a=20"}, wantCode: ExitBadInput, wantStderr: `pulley: -objects: the name "a" is already`},
		{name: "duplicate person", args: []string{"-people", "a=10,a=20"}, wantCode: ExitBadInput, wantStderr: `pulley: -people: the name "a" is used twice`},
		{name: "duplicate object", args: []string{"-objects", "b=10,b=20"}, wantCode: ExitBadInput, wantStderr: `pulley: -objects: the name "b" is used twice`},
		{name: "no equals", args: []string{"-people", "queen:195"}, wantCode: ExitBadInput, wantStderr: `pulley: -people: item 1 "queen:195": want name=weight`},
		{name: "empty name", args: []string{"-people", "queen=195,=105"}, wantCode: ExitBadInput, wantStderr: `pulley: -people: item 2 "=105" has no name`},
		{name: "no people", args: []string{"-people", ""}, wantCode: ExitBadInput, wantStderr: "pulley: -people: at least one person is needed"},
		{name: "too many", args: []string{"-people", "a=1,b=2,c=3,d=4,e=5,f=6,g=7", "-objects", "h=1,i=2,j=3,k=4,l=5,m=6"}, wantCode: ExitBadInput,
			wantStderr: "pulley: -people and -objects: at most 12 people and objects together, got 13"},
		{name: "negative limit", args: []string{"-limit", "-1"}, wantCode: ExitBadInput, wantStderr: "pulley: -limit: the limit must be from 0 to 100000 lb, got -1"},
		{name: "limit not a number", args: []string{"-limit", "ten"}, wantCode: ExitBadInput, wantStderr: `pulley: invalid value "ten" for flag -limit`},
		{name: "unknown flag", args: []string{"-tolerance", "15"}, wantCode: ExitBadInput, wantStderr: "pulley: flag provided but not defined: -tolerance"},
		{name: "stray argument", args: []string{"queen"}, wantCode: ExitBadInput, wantStderr: `pulley: unexpected argument "queen"`},
		{name: "from the middle", args: []string{"-from", "queen,cannonball/daughter,son"}, wantOut: "down cannonball up -\ndown queen up daughter,cannonball\ndown cannonball up -\ndown daughter up son\ndown son up cannonball\n", wantCode: ExitSolved},
		{name: "from any order", args: []string{"-from", "cannonball , queen/son,daughter", "-count"}, wantOut: "2\n", wantCode: ExitSolved},
		{name: "from solved", args: []string{"-from", "cannonball/queen,daughter,son"}, wantOut: "", wantCode: ExitSolved},
		{name: "from custom", args: []string{"-people", "a=60,b=50", "-objects", "brick=20", "-limit", "30", "-from", "b/a,brick"}, wantOut: "down b up brick\n", wantCode: ExitSolved},
		{name: "from stuck", args: []string{"-limit", "10", "-from", "queen,daughter,son/cannonball"}, wantCode: ExitNoSolution,
			wantStderr: "pulley: no solution: all 1 reachable states were explored"},
		{name: "from bad name", args: []string{"-from", "queen,king/daughter,son,cannonball"}, wantCode: ExitBadInput,
			wantStderr: `pulley: -from: position "queen,king/daughter,son,cannonball": at the top: there is no "king" here`},
		{name: "from missing", args: []string{"-from", "queen/daughter,son"}, wantCode: ExitBadInput,
			wantStderr: `pulley: -from: position "queen/daughter,son": the cannonball is missing`},
		{name: "from no slash", args: []string{"-from", "queen,daughter,son,cannonball"}, wantCode: ExitBadInput,
			wantStderr: `want the items at the top, "/", the items on the ground`},
		{name: "help", args: []string{"-help"}, wantCode: ExitSolved, wantStderr: "usage: puzzleworks solve pulley"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := Solve("pulley", tc.args, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.wantCode, errOut.String())
			}
			if out.String() != tc.wantOut {
				t.Fatalf("stdout %q, want %q", out.String(), tc.wantOut)
			}
			if tc.wantStderr == "" && errOut.Len() > 0 || !strings.Contains(errOut.String(), tc.wantStderr) {
				t.Fatalf("stderr %q, want it to contain %q", errOut.String(), tc.wantStderr)
			}
			if tc.wantCode != ExitSolved && strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("stderr %q, want exactly one line", errOut.String())
			}
		})
	}
}

// TestSolvePulleyReplays parses the printed trips back and plays them.
func TestSolvePulleyReplays(t *testing.T) {
	for _, args := range [][]string{nil, {"-limit", "30"}, {"-people", "a=60,b=50", "-objects", "brick=20,bolt=15", "-limit", "25"}} {
		var out, errOut bytes.Buffer
		if code := Solve("pulley", args, IO{Stdout: &out, Stderr: &errOut}); code != ExitSolved {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		a, err := parsePulleyArgs(args)
		if err != nil {
			t.Fatal(err)
		}
		pz, err := pulley.New(a.params)
		if err != nil {
			t.Fatal(err)
		}
		s := pz.Start()
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			m, err := pz.ParseMove(line)
			if err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("%v: %q: %v", args, line, err)
			}
		}
		if !s.Solved() {
			t.Fatalf("%v: the printed trips end at %s", args, s)
		}
	}
}

func FuzzPulleyArgs(f *testing.F) {
	f.Add("-people", "queen=195,daughter=105", "-objects", "ball=75")
	f.Add("-limit", "-3", "-people", "=1")
	f.Add("-objects", "son=1", "-count", "x")
	f.Fuzz(func(t *testing.T, a, b, c, d string) {
		got, err := parsePulleyArgs([]string{a, b, c, d})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if verr := got.params.Validate(); verr != nil {
			t.Fatalf("parsePulleyArgs accepted invalid %+v: %v", got.params, verr)
		}
	})
}
