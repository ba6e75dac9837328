//go:build !js

package web

import (
	"encoding/json"
	"strings"
	"testing"

	"puzzleworks/scenes"
	"puzzleworks/sprites/coinart"
)

// TestBrowserCoins plays the seven coins in headless Chromium: a move by
// real clicks (and the coin's silver at its new point), a replay to the
// win, another star with a shared position, and a dead end said at once.
func TestBrowserCoins(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)

	t.Run("a move by clicks", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=coins", false)
		if s := p.state(); s.Scene != "coins" || s.Position != "-" {
			t.Fatalf("opened %+v, want coins with no coin placed", s)
		}
		// The silver of a coin's face, counted around point 0.
		x0, y0 := coinart.Point(8, 0)
		silver := func() int {
			return countNear(p.screenshot(), p.canvasBox(), 1280, x0-16, y0-16, x0+16, y0+16, coinart.CoinColor(), 30)
		}
		before := silver()
		p.recordInput()
		p.click(coinart.Point(8, 3)) // point 3 has two free lines: it becomes the start
		p.click(coinart.Point(8, 0)) // and the coin slides to point 0
		s := p.waitState("a coin on point 0", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position != "0" {
			t.Fatalf("after 3→0: %+v (input %s)", s, p.inputLog())
		}
		after := silver()
		t.Logf("silver around point 0: %d pixels before, %d after", before, after)
		if before > 20 || after < 200 {
			t.Errorf("the coin is not seen at point 0: %d silver pixels before the move, %d after", before, after)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=coins&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		if s.Moves != 7 || s.Position != "0,1,2,3,4,6,7" || !strings.HasPrefix(s.Status, "Solved: all 7 coins placed") {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("another star from a shared position", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=coins&n=10&k=4&from=0,4&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		params, _ := json.Marshal(s.Params)
		// {10/4} is two pentagons: each keeps one point empty, 8 coins win.
		if string(params) != `{"k":4,"n":10}` || s.Moves != 6 || strings.Count(s.Position, ",") != 7 {
			t.Errorf("after the replay from 0,4 on {10/4}: %+v, params %s", s, params)
		}
		p.checkConsole()
	})

	t.Run("dead end", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=coins&from=1,3,4,5,6,7", false)
		s := p.waitState("saying it is stuck", func(s scenes.Snapshot) bool { return s.Status != "" })
		if s.Status != "Stuck with 6 coins: no empty point has an empty neighbour on a line" {
			t.Errorf("status %q", s.Status)
		}
		p.checkConsole()
	})
}
