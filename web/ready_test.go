//go:build !js

package web

import (
	"os"
	"testing"
	"time"
)

// ReadyEnv, when set, runs TestReadyAt: the time from navigation to the
// game's first frame, at the menu and in a puzzle, best of five.
const ReadyEnv = "PUZZLEWORKS_READYAT"

func TestReadyAt(t *testing.T) {
	if os.Getenv(ReadyEnv) == "" {
		t.Skip("set " + ReadyEnv + "=1 to measure the time to the first frame")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	for _, tc := range []struct{ name, query string }{
		{"menu", ""},
		{"hanoi", "?play=hanoi&n=3"},
	} {
		best := time.Hour
		for range 5 {
			p, first := openPage(t, browser, base+tc.query, false)
			p.close() // a tab left running slows the next
			best = min(best, first)
		}
		t.Logf("%s: first frame %v after navigation start (best of 5)", tc.name, best)
	}
}
