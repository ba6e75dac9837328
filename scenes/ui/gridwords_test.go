package ui

import "testing"

func TestSentence(t *testing.T) {
	for in, want := range map[string]string{"the scene shows": "The scene shows", "émigré": "Émigré", "": "", "X": "X"} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
