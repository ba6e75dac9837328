package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestSolveCoins(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantOut    string
		wantCode   int
		wantErrSub string // "" means standard error must be empty
	}{
		{"classic", nil, "3 0\n6 3\n1 6\n4 1\n7 4\n2 7\n5 2\n", ExitSolved, ""},
		{"explicit flags", []string{"-n", "8", "-k", "3"}, "3 0\n6 3\n1 6\n4 1\n7 4\n2 7\n5 2\n", ExitSolved, ""},
		{"pentagram", []string{"-n=5", "-k=2"}, "2 0\n4 2\n1 4\n3 1\n", ExitSolved, ""},
		{"count classic", []string{"-count"}, "1024\n", ExitSolved, ""},
		{"count big", []string{"-count", "-n", "32", "-k", "8"}, "", ExitSolved, "8 separate loops"},
		{"from a position", []string{"-from", "0,3"}, "1 6\n4 1\n7 4\n2 7\n5 2\n", ExitSolved, ""},
		{"flags after the list", []string{"-from", " 0, 3 ", "-count"}, "32\n", ExitSolved, ""},
		{"from none", []string{"-from", "-"}, "3 0\n6 3\n1 6\n4 1\n7 4\n2 7\n5 2\n", ExitSolved, ""},
		{"older name -coins", []string{"-coins", "0,3"}, "1 6\n4 1\n7 4\n2 7\n5 2\n", ExitSolved, ""},
		{"other star from a position", []string{"-n", "12", "-k", "5", "-from", "0,5"}, "3 10\n8 3\n1 8\n6 1\n11 6\n4 11\n9 4\n2 9\n7 2\n", ExitSolved, ""},
		{"dead end", []string{"-from", "1,3,4,5,6,7"}, "", ExitNoSolution, "coins: no solution: following the lines, the empty points form 2 separate stretches"},
		{"already solved", []string{"-from", "0,1,2,3,4,5,6"}, "", ExitSolved, ""},
		{"two loops", []string{"-n", "8", "-k", "2"}, "2 0\n4 2\n6 4\n3 1\n5 3\n7 5\n", ExitSolved,
			"coins: note: the star {8/2} falls into 2 separate loops of 4 points (0-2-4-6, 1-3-5-7); " +
				"the last coin on a loop needs an empty point to start from, so each loop keeps one point empty: the goal is 6 coins, not 7"},
		{"two loops count", []string{"-n", "8", "-k", "2", "-count"}, "20480\n", ExitSolved, "the goal is 6 coins, not 7"},
		{"cannot be won", []string{"-from", "0,1"}, "", ExitNoSolution,
			"coins: no solution: following the lines, the empty points form 2 separate stretches (3-6 and 4-7-2-5); " +
				"every stretch keeps at least one empty point to the end, so at most 6 coins can be placed, not 7"},
		{"cannot be won count", []string{"-from", "0,1", "-count"}, "0\n", ExitNoSolution, "coins: no solution: following the lines"},
		{"n too small", []string{"-n", "4"}, "", ExitBadInput, "coins: n = 4 is out of range: want 5 ≤ n ≤ 32"},
		{"n too large", []string{"-n", "64", "-count"}, "", ExitBadInput, "coins: n = 64 is out of range: want 5 ≤ n ≤ 32"},
		{"k too large", []string{"-k", "4"}, "", ExitBadInput, "coins: k = 4 is out of range for n = 8: want 2 ≤ k < n/2 (2..3)"},
		{"k not a number", []string{"-k", "x"}, "", ExitBadInput, `coins: invalid value "x" for flag -k`},
		{"unknown flag", []string{"-pegs", "4"}, "", ExitBadInput, "coins: flag provided but not defined: -pegs"},
		{"positional", []string{"8"}, "", ExitBadInput, `coins: unexpected argument "8"`},
		{"bad point", []string{"-from", "0,9"}, "", ExitBadInput, `coins: -from "0,9": point 9 is not on the star {8/3} (points 0..7)`},
		{"bad list", []string{"-from", "0,,3"}, "", ExitBadInput, `coins: -from "0,,3": item 2 of the list is empty`},
		{"full loop", []string{"-n", "8", "-k", "2", "-from", "0,2,4,6"}, "", ExitBadInput, "every point of loop 0-2-4-6 holds a coin"},
		{"help", []string{"-h"}, "", ExitSolved, "-count"},
		// The usage states the goal that the exit status follows.
		{"help says the goal", []string{"-h"}, "", ExitSolved, "usage: puzzleworks solve coins [-n N] [-k K] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]\nThe goal is n − gcd(n, k) coins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := Solve("coins", tt.args, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
			if code != tt.wantCode {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.wantCode, errOut.String())
			}
			if tt.wantOut != "" || tt.wantCode != ExitSolved || tt.name == "already solved" {
				if out.String() != tt.wantOut {
					t.Errorf("stdout = %q, want %q", out.String(), tt.wantOut)
				}
			}
			if tt.wantErrSub == "" && errOut.Len() != 0 {
				t.Errorf("stderr = %q, want empty", errOut.String())
			}
			if !strings.Contains(errOut.String(), tt.wantErrSub) {
				t.Errorf("stderr = %q, want it to contain %q", errOut.String(), tt.wantErrSub)
			}
			if tt.wantCode != ExitSolved && strings.Count(errOut.String(), "\n") != 1 {
				t.Errorf("stderr = %q, want one line", errOut.String())
			}
		})
	}
}

// TestSolveCoinsBigCount checks a count far beyond 64 bits against its
// closed form: 8 loops of 4 points, 32 ways
// each, and 24!/(3!)^8 orders of the moves.
func TestSolveCoinsBigCount(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Solve("coins", []string{"-n", "32", "-k", "8", "-count"}, IO{Stdout: &out, Stderr: &errOut})
	// 24!/6^8 = 369398958888960000, times 32^8 = 2^40.
	const want = "406158450586760114035752960000\n"
	if code != ExitSolved || out.String() != want {
		t.Errorf("exit %d, stdout %q; want %q", code, out.String(), want)
	}
}
