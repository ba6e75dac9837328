package ui

import "testing"

func TestPlural(t *testing.T) {
	tests := []struct {
		n         int
		one, many string
		want      string
		wantCount string
	}{
		{0, "move", "moves", "moves", "0 moves"},
		{1, "move", "moves", "move", "1 move"},
		{2, "move", "moves", "moves", "2 moves"},
		{11, "move", "moves", "moves", "11 moves"},
		{21, "move", "moves", "moves", "21 moves"}, // English: only exactly one is singular
		{1, "crossing", "crossings", "crossing", "1 crossing"},
		{1, "cell", "cells", "cell", "1 cell"},
		{-1, "move", "moves", "move", "-1 move"},
	}
	for _, tc := range tests {
		if got := Plural(tc.n, tc.one, tc.many); got != tc.want {
			t.Errorf("Plural(%d, %q, %q) = %q, want %q", tc.n, tc.one, tc.many, got, tc.want)
		}
		if got := Count(tc.n, tc.one, tc.many); got != tc.wantCount {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", tc.n, tc.one, tc.many, got, tc.wantCount)
		}
	}
}

func TestPluralAllocatesNothing(t *testing.T) {
	n := 1
	allocs := testing.AllocsPerRun(100, func() {
		_ = Plural(n, "move", "moves")
		n = 3 - n
	})
	if allocs != 0 {
		t.Fatalf("Plural allocates %v times a call", allocs)
	}
}

func TestSentence(t *testing.T) {
	for in, want := range map[string]string{"the scene shows": "The scene shows", "émigré": "Émigré", "": "", "X": "X", "no solution": "No solution", "3 ways": "3 ways"} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
