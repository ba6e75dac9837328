package hanoi

import _ "embed"

// helpText is the puzzle's words: the menu card, the rules and the keys
// (ui.ParseWords).
//
//go:embed help.txt
var helpText string
