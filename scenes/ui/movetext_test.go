package ui

import "testing"

func TestSentence(t *testing.T) {
	for in, want := range map[string]string{"": "", "no solution": "No solution", "No": "No", "élan": "Élan", "3 ways": "3 ways"} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
