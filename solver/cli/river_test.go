package cli

import (
	"bytes"
	"strings"
	"testing"

	"puzzleworks/solver/river"
)

func TestSolveRiver(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantOut    string // exact standard output; "*" for any
		wantLines  int    // number of output lines when wantOut is "*"
		wantCode   int
		wantStderr string // substring of standard error; "" for none at all
	}{
		{name: "classic", args: nil, wantOut: "*", wantLines: 11, wantCode: ExitSolved},
		{name: "one couple", args: []string{"-couples", "1"}, wantOut: "> H1,W1\n", wantCode: ExitSolved},
		{name: "four couples boat three", args: []string{"-couples=4", "-boat=3"}, wantOut: "*", wantLines: 9, wantCode: ExitSolved},
		{name: "five couples boat three", args: []string{"-boat", "3", "-couples", "5"}, wantOut: "*", wantLines: 11, wantCode: ExitSolved},
		{name: "eight couples boat sixteen", args: []string{"-couples", "8", "-boat", "16"}, wantOut: "> H1,W1,H2,W2,H3,W3,H4,W4,H5,W5,H6,W6,H7,W7,H8,W8\n", wantCode: ExitSolved},
		{name: "count classic", args: []string{"-count"}, wantOut: "486\n", wantCode: ExitSolved},
		{name: "count two couples", args: []string{"-couples", "2", "-count"}, wantOut: "8\n", wantCode: ExitSolved},
		{name: "one back impossible", args: []string{"-one-back"}, wantCode: ExitNoSolution,
			wantStderr: "river: no solution: all 20 reachable positions explored, none with everyone on the far bank"},
		{name: "one back count", args: []string{"-one-back", "-count"}, wantOut: "0\n", wantCode: ExitNoSolution, wantStderr: "all 20 reachable positions explored"},
		{name: "four couples boat two", args: []string{"-couples", "4"}, wantCode: ExitNoSolution, wantStderr: "river: no solution: all 44 reachable positions explored"},
		{name: "six couples boat three", args: []string{"-couples", "6", "-boat", "3"}, wantCode: ExitNoSolution, wantStderr: "none with everyone on the far bank"},
		{name: "too many couples", args: []string{"-couples", "9"}, wantCode: ExitBadInput, wantStderr: "river: -couples must be from 1 to 8, got 9"},
		{name: "no couples", args: []string{"-couples", "0"}, wantCode: ExitBadInput, wantStderr: "river: -couples must be from 1 to 8, got 0"},
		{name: "boat too big", args: []string{"-boat", "7"}, wantCode: ExitBadInput, wantStderr: "river: -boat must be from 1 to 6 (twice the couples), got 7"},
		{name: "from mid-game", args: []string{"-from", "H2,H3,W2,W3/H1,W1/far"}, wantOut: "*", wantLines: 10, wantCode: ExitSolved},
		{name: "from the goal", args: []string{"-from=/H1,H2,H3,W1,W2,W3/far"}, wantOut: "", wantCode: ExitSolved},
		{name: "from with more couples", args: []string{"-couples", "5", "-boat", "3", "-from", "H1,H2,H3,H4,H5,W4,W5/W1,W2,W3/far"}, wantOut: "*", wantLines: 10, wantCode: ExitSolved},
		{name: "from count", args: []string{"-count", "-from", "H2,H3,W2,W3/H1,W1/far"}, wantOut: "*", wantLines: 1, wantCode: ExitSolved},
		{name: "from illegal", args: []string{"-from", "H2,H3,W1,W2,W3/H1/near"}, wantCode: ExitBadInput,
			wantStderr: `river: -from: position "H2,H3,W1,W2,W3/H1/near": W1 is with H2 on the near bank while H1 is away`},
		{name: "from someone missing", args: []string{"-from", "H1,H2,H3,W1,W2//near"}, wantCode: ExitBadInput, wantStderr: "W3 is on neither bank"},
		{name: "from bad boat", args: []string{"-from", "H1,H2,H3,W1,W2,W3//west"}, wantCode: ExitBadInput, wantStderr: `boat side "west": want near or far`},
		{name: "from stuck", args: []string{"-from", "H1,H2,H3,W1,W2,W3//far"}, wantCode: ExitNoSolution, wantStderr: "all 1 reachable positions explored"},
		{name: "from one back", args: []string{"-one-back", "-from", "H2,H3,W2,W3/H1,W1/far"}, wantCode: ExitNoSolution, wantStderr: "no solution: all"},
		{name: "boat not a number", args: []string{"-boat", "two"}, wantCode: ExitBadInput, wantStderr: `river: invalid value "two" for flag -boat`},
		{name: "unknown flag", args: []string{"-boats", "2"}, wantCode: ExitBadInput, wantStderr: "river: flag provided but not defined: -boats"},
		{name: "stray argument", args: []string{"3"}, wantCode: ExitBadInput, wantStderr: `river: unexpected argument "3"`},
		{name: "help", args: []string{"-h"}, wantCode: ExitSolved, wantStderr: "usage: puzzleworks solve river"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := Solve("river", tc.args, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.wantCode, errOut.String())
			}
			if tc.wantOut == "*" {
				if n := strings.Count(out.String(), "\n"); n != tc.wantLines {
					t.Fatalf("%d lines, want %d:\n%s", n, tc.wantLines, out.String())
				}
			} else if out.String() != tc.wantOut {
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

// TestSolveRiverReplays parses the printed moves back and plays them.
func TestSolveRiverReplays(t *testing.T) {
	for _, args := range [][]string{nil, {"-couples", "5", "-boat", "3"}, {"-couples", "7", "-boat", "4"}, {"-couples", "3", "-boat", "3", "-one-back"},
		{"-from", "H3,W3/H1,H2,W1,W2/near"}, {"-couples", "4", "-boat", "3", "-from", "H4,W4/H1,H2,H3,W1,W2,W3/far"}} {
		var out, errOut bytes.Buffer
		if code := Solve("river", args, IO{Stdout: &out, Stderr: &errOut}); code != ExitSolved {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		a, err := parseRiverArgs(args)
		if err != nil {
			t.Fatal(err)
		}
		s, err := a.start()
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			m, err := river.ParseMove(line)
			if err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("%v: %q: %v", args, line, err)
			}
		}
		if !s.Solved() {
			t.Fatalf("%v: the printed moves end at %s", args, s)
		}
	}
}

func FuzzRiverArgs(f *testing.F) {
	f.Add("-couples", "3", "-boat", "2")
	f.Add("-couples=8", "-one-back", "-count", "x")
	f.Add("--boat", "-1", "--", "-h")
	f.Add("-from", "H1,W1//near", "-couples", "1")
	f.Fuzz(func(t *testing.T, a, b, c, d string) {
		got, err := parseRiverArgs([]string{a, b, c, d})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if verr := got.params.Validate(); verr != nil {
			t.Fatalf("parseRiverArgs accepted invalid %+v: %v", got.params, verr)
		}
		if _, err := got.start(); err != nil && err.Error() == "" {
			t.Fatal("empty error message for -from")
		}
	})
}
