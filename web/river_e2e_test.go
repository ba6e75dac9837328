//go:build !js

package web

import (
	"strings"
	"testing"

	"puzzleworks/scenes"
	"puzzleworks/sprites/riverart"
)

// Places on the river scene with three couples (scenes/river/geometry.go):
// a point on H1's and W1's bodies on the near bank and the Row button.
const (
	riverH1X, riverW1X, riverPersonY = 70.0, 100.0, 440.0
	riverRowX, riverRowY             = 640.0, 577.0
)

// TestBrowserRiver plays the jealous husbands in headless Chromium: a
// crossing by real clicks (and its colours on the far bank), a replay to the
// win, an impossible set that says so at once, and a shared position.
func TestBrowserRiver(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)

	t.Run("a crossing by clicks", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=river", false)
		if s := p.state(); s.Scene != "river" || s.Position != "H1,H2,H3,W1,W2,W3//near" {
			t.Fatalf("opened %+v, want river at the start", s)
		}
		p.recordInput()
		p.click(riverH1X, riverPersonY)
		p.click(riverW1X, riverPersonY)
		p.click(riverRowX, riverRowY)
		s := p.waitState("across with H1 and W1", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position != "H2,H3,W2,W3/H1,W1/far" {
			t.Fatalf("after the crossing: %+v", s)
		}
		// Couple 1's red now stands on the far bank, and no longer on the near.
		img := p.screenshot()
		b := p.canvasBox()
		red := riverart.CoupleColor(1)
		far := countNear(img, b, 1280, 960, 400, 1010, 460, red, 40)
		near := countNear(img, b, 1280, 55, 400, 115, 460, red, 40)
		t.Logf("couple 1's red: %d pixels on the far bank, %d on the near", far, near)
		if far < 50 || near > 10 {
			t.Errorf("couple 1 is not seen on the far bank alone: %d pixels there, %d on the near bank", far, near)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=river&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		if s.Moves != 11 || s.Position != "/H1,H2,H3,W1,W2,W3/far" {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("impossible set", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=river&one-back", false)
		s := p.waitState("saying there is no solution", func(s scenes.Snapshot) bool { return s.Status != "" })
		if !strings.HasPrefix(s.Status, "No solution: all 20 reachable positions explored") {
			t.Errorf("status %q", s.Status)
		}
		p.checkConsole()
	})

	t.Run("shared position", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=river&couples=4&boat=3&from=H2,H3,H4,W2,W3,W4/H1,W1/far", false)
		s := p.waitState("at the shared position", func(s scenes.Snapshot) bool { return s.Idle })
		if s.Scene != "river" || s.Position != "H2,H3,H4,W2,W3,W4/H1,W1/far" {
			t.Fatalf("opened %+v", s)
		}
		p.checkConsole()
	})
}
