//go:build !js

package web

import (
	"net/url"
	"strings"
	"testing"

	"puzzleworks/scenes"
)

// Where the cannonball stands on the ledge and the lever, on the logical
// canvas (scenes/pulley/geometry.go, sprites/pulleyart).
const (
	ballX, ballY   = 254.0, 290.0
	leverX, leverY = 660.0, 500.0
)

// TestBrowserPulley plays the queen's escape in headless Chromium: a trip
// made by real clicks on the canvas, a replay to the win at 16×, a custom
// set from the address with -from, and an unsolvable set said at once.
func TestBrowserPulley(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute or two; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)

	t.Run("click", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=pulley", false)
		s := p.waitState("at rest", func(s scenes.Snapshot) bool { return s.Idle })
		if s.Scene != "pulley" || s.Position != "queen,daughter,son,cannonball/" {
			t.Fatalf("the game starts with %+v", s)
		}
		p.recordInput()
		p.click(ballX, ballY)
		p.click(leverX, leverY)
		moved := false
		s = p.waitState("the cannonball down", func(s scenes.Snapshot) bool {
			moved = moved || !s.Idle
			return s.Idle && s.Position == "queen,daughter,son/cannonball"
		})
		if s.Moves != 1 || !moved {
			t.Errorf("%d trips counted, seen moving %v", s.Moves, moved)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=pulley&replay&speed=16", false)
		s := p.waitState("won", func(s scenes.Snapshot) bool { return s.Won })
		if s.Position != "cannonball/queen,daughter,son" || s.Moves != 10 {
			t.Errorf("won at %s in %d trips, want 10", s.Position, s.Moves)
		}
		p.checkConsole()
	})

	t.Run("custom from", func(t *testing.T) {
		q := url.Values{"play": {"pulley"}, "people": {"a=60,b=50"}, "objects": {"brick=20"}, "limit": {"30"}, "from": {"b/a,brick"}}
		p, _ := openPage(t, browser, base+"?"+q.Encode()+"&replay&speed=16", false)
		s := p.waitState("won", func(s scenes.Snapshot) bool { return s.Won })
		if s.Position != "brick/a,b" || s.Moves != 1 {
			t.Errorf("won at %s in %d trips", s.Position, s.Moves)
		}
	})

	t.Run("unsolvable", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=pulley&limit=10", false)
		s := p.waitState("the reason said", func(s scenes.Snapshot) bool { return s.Status != "" })
		if !strings.Contains(s.Status, "No solution: all 2 reachable states were explored") {
			t.Errorf("status %q", s.Status)
		}
	})
}
