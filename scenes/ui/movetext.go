package ui

import (
	"unicode"
	"unicode/utf8"
)

// Sentence starts a message, such as a solver's error, with a capital
// letter for the status line ("no solution: …" says "No solution: …").
func Sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
