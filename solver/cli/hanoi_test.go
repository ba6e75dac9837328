package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestSolveHanoi(t *testing.T) {
	tests := []struct {
		args       []string
		wantCode   int
		wantLines  int
		wantOut    string
		wantStderr string
	}{
		{args: nil, wantCode: 0, wantLines: 63},
		{args: []string{"-n", "3"}, wantCode: 0, wantOut: "A B\nA C\nB C\nA B\nC A\nC B\nA B\n"},
		{args: []string{"-n", "1"}, wantCode: 0, wantOut: "A B\n"},
		{args: []string{"-n", "12", "-pegs", "4"}, wantCode: 0, wantLines: 81},
		{args: []string{"-n", "5", "-count"}, wantCode: 0, wantOut: "1\n"},
		{args: []string{"-n", "3", "-pegs", "4", "-count"}, wantCode: 0},
		{args: []string{"-n", "0"}, wantCode: 2, wantStderr: "hanoi: -n must be 1..63 with 3 pegs, got 0"},
		{args: []string{"-n", "64"}, wantCode: 2, wantStderr: "-n must be 1..63"},
		{args: []string{"-n", "17", "-pegs", "4"}, wantCode: 2, wantStderr: "-n must be 1..16 with 4 pegs, got 17"},
		{args: []string{"-pegs", "5"}, wantCode: 2, wantStderr: "hanoi: -pegs must be 3 or 4, got 5"},
		{args: []string{"-n", "13", "-pegs", "4", "-count"}, wantCode: 2, wantStderr: "n must be 1..12"},
		{args: []string{"-n", "x"}, wantCode: 2, wantStderr: "hanoi: invalid value \"x\" for flag -n: parse error\n"},
		{args: []string{"-h"}, wantCode: 0, wantStderr: "usage: puzzleworks solve hanoi [-n N] [-pegs 3|4] [-from POSITION] [-count | -graph json|dot [-graph-limit N]]\n"},
		{args: []string{"-bogus"}, wantCode: 2, wantStderr: "flag provided but not defined"},
		{args: []string{"extra"}, wantCode: 2, wantStderr: `unexpected argument "extra"`},
		{args: []string{"-from", "3,2,1//"}, wantCode: 0, wantOut: "A B\nA C\nB C\nA B\nC A\nC B\nA B\n"},
		{args: []string{"-from", "3//2,1"}, wantCode: 0, wantOut: "A B\nC A\nC B\nA B\n"},
		{args: []string{"-from", "/3,2,1/"}, wantCode: 0, wantOut: ""},
		{args: []string{"-from", "3//2,1", "-count"}, wantCode: 0, wantOut: "1\n"},
		{args: []string{"-from", "4,3/2//1"}, wantCode: 0, wantLines: 7},
		{args: []string{"-from", "1,2//"}, wantCode: 2, wantStderr: "hanoi: -from: position \"1,2//\", pile A: stone 2 cannot rest on stone 1"},
		{args: []string{"-from", "3,2,1//", "-n", "4"}, wantCode: 2, wantStderr: "-from has 3 stones but -n is 4"},
		{args: []string{"-from", "3,2,1//", "-pegs", "4"}, wantCode: 2, wantStderr: "-from has 3 piles but -pegs is 4"},
		{args: []string{"-from", "13,12,11,10,9,8,7,6,5,4,3,2/1//"}, wantCode: 2, wantStderr: "at most 12 stones"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := Solve("hanoi", tc.args, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
		if code != tc.wantCode {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.wantCode, errb.String())
		}
		if tc.wantOut != "" && out.String() != tc.wantOut {
			t.Errorf("%v: stdout %q, want %q", tc.args, out.String(), tc.wantOut)
		}
		if tc.wantLines > 0 && strings.Count(out.String(), "\n") != tc.wantLines {
			t.Errorf("%v: %d lines, want %d", tc.args, strings.Count(out.String(), "\n"), tc.wantLines)
		}
		if tc.wantCode == 2 && strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line", tc.args, errb.String())
		}
		if !strings.Contains(errb.String(), tc.wantStderr) {
			t.Errorf("%v: stderr %q, want it to contain %q", tc.args, errb.String(), tc.wantStderr)
		}
		if tc.wantCode == 0 && tc.wantStderr == "" && errb.Len() != 0 {
			t.Errorf("%v: unexpected stderr %q", tc.args, errb.String())
		}
	}
}

func TestSolveUnknownPuzzle(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Solve("chess", nil, IO{Stdout: &out, Stderr: &errb}); code != ExitBadInput {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(errb.String(), `unknown puzzle "chess"`) {
		t.Fatalf("stderr %q", errb.String())
	}
}

func TestPuzzlesListsEveryCommand(t *testing.T) {
	names := Puzzles()
	if len(names) != len(commands()) {
		t.Fatalf("Puzzles() has %d names, there are %d commands", len(names), len(commands()))
	}
	for i, n := range names {
		if _, ok := commands()[n]; !ok {
			t.Errorf("Puzzles() names %q, which has no command", n)
		}
		if i > 0 && names[i-1] >= n {
			t.Errorf("Puzzles() not sorted at %q", n)
		}
	}
}
