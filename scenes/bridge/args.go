package bridge

import (
	"net/url"
	"strings"
)

// ArgsFromQuery turns a page's URL query into the game's command-line
// arguments: `?play=hanoi&n=3&pegs=4` gives `play hanoi -n=3 -pegs=4`, so the
// page is parsed and checked by the same code as the command line. Keys keep
// their order; a key without a value becomes a bare flag (`?x` gives `-x`).
// An empty query gives no arguments: the game starts at the menu. Parameters
// without `play` are kept, so the game says a puzzle must be named instead of
// silently ignoring them.
func ArgsFromQuery(query string) []string {
	query = strings.TrimPrefix(query, "?")
	var puzzle string
	hasPlay := false
	var flags []string
	for part := range strings.SplitSeq(query, "&") {
		if part == "" {
			continue
		}
		k, v, hasValue := strings.Cut(part, "=")
		k, v = unescape(k), unescape(v)
		if k == "" {
			continue
		}
		if k == "play" && !hasPlay {
			hasPlay, puzzle = true, v
			continue
		}
		if hasValue {
			flags = append(flags, "-"+k+"="+v)
		} else {
			flags = append(flags, "-"+k)
		}
	}
	if !hasPlay && len(flags) == 0 {
		return nil
	}
	args := []string{"play"}
	if puzzle != "" {
		args = append(args, puzzle)
	}
	return append(args, flags...)
}

// unescape decodes %XX and '+'; a malformed escape is kept as written, and
// the game's own checks then report the odd value.
func unescape(s string) string {
	u, err := url.QueryUnescape(s)
	if err != nil {
		return s
	}
	return u
}
