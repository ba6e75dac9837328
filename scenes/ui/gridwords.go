package ui

import (
	"strings"
	"unicode/utf8"
)

// Sentence is s with its first letter a capital, so a message of a
// solver's (which starts small, to follow a colon) stands on a status
// line of its own.
func Sentence(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[n:]
}
