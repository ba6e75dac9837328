package ui

import (
	"strconv"
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

// Plural returns one when n is 1 and many otherwise ("0 moves", "1 move",
// "2 moves"). It returns one of the strings it is given, so a frame that
// draws ui.N(n) followed by ui.T(ui.Plural(n, …)) allocates nothing.
func Plural(n int, one, many string) string {
	if n == 1 || n == -1 {
		return one
	}
	return many
}

// Count writes n and the noun that agrees with it: Count(1, "move",
// "moves") is "1 move". It builds a new string: use it for messages, and
// Plural with number pieces in what is drawn every frame.
func Count(n int, one, many string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many)
}

// Cut shortens s to at most n characters, the last of them an ellipsis,
// so a value of any length fits a line.
func Cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i, count := 0, 0
	for j := range s {
		if count == n-1 {
			i = j
			break
		}
		count++
	}
	return s[:i] + "…"
}
