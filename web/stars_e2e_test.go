//go:build !js

package web

import (
	"strings"
	"testing"

	"puzzleworks/scenes"
	"puzzleworks/sprites/starart"
)

// The middle of cell r3c3 of a 6×6 star grid (scenes/stars/geometry.go:
// the chart starts at 128, 74 and is 504 wide).
const starsCellX, starsCellY = 128 + 2.5*84, 74 + 2.5*84

// TestBrowserStars plays the star grid in headless Chromium: a star by a
// real click (and its gold where it landed), the search replayed to the
// win, a shared map with marks, and a map with no solution.
func TestBrowserStars(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	const empty = "....../....../....../....../....../......"

	t.Run("a star by a click", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=stars", false)
		if s := p.state(); s.Scene != "stars" || s.Position != empty {
			t.Fatalf("opened %+v, want the empty 6×6 grid", s)
		}
		p.recordInput()
		p.click(starsCellX, starsCellY)
		s := p.waitState("a star on r3c3", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position != "....../....../..*.../....../....../......" {
			t.Fatalf("after the click: %+v", s)
		}
		img := p.screenshot()
		gold := starart.StarColor()
		on := countNear(img, p.canvasBox(), 1280, starsCellX-15, starsCellY-15, starsCellX+15, starsCellY+15, gold, 50)
		off := countNear(img, p.canvasBox(), 1280, starsCellX+84-15, starsCellY-15, starsCellX+84+15, starsCellY+15, gold, 50)
		t.Logf("gold pixels: %d on r3c3, %d on r3c4", on, off)
		if on < 40 || off > 5 {
			t.Errorf("the star is not seen on r3c3 alone: %d gold pixels there, %d beside it", on, off)
		}
		p.checkConsole()
	})

	t.Run("a hint, then a new puzzle", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=stars", false)
		start := p.state().Position
		p.press("i") // shows the step: nothing moves yet
		if s := p.state(); s.Moves != 0 {
			t.Fatalf("the first hint press made a move: %+v", s)
		}
		p.press("i")
		s := p.waitState("the hint applied", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position == start {
			t.Errorf("the hint changed nothing: %+v", s)
		}
		regions := func(s scenes.Snapshot) string {
			params, _ := s.Params.(map[string]any)
			r, _ := params["regions"].(string)
			return r
		}
		before := regions(s)
		p.press("u") // a new puzzle, made in the background
		s = p.waitState("a new puzzle", func(s scenes.Snapshot) bool { return regions(s) != before && s.Moves == 0 })
		if !strings.Contains(s.Status, "New ") || !strings.Contains(s.Status, "one solution") {
			t.Errorf("after the new puzzle: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=stars&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		if s.Position != "....*./.*..../...*../.....*/..*.../*....." {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("shared map with marks", func(t *testing.T) {
		const ten = "AAAABCCCCC/DDDABBCCCC/DDDAABCCCC/EEAAAFFCCC/EEFFFFFCCG/EEFFFFFGGG/EEEFFHHGGG/EEIHHHHGGG/EIIIIIIIII/IIIIJJJJII"
		const marks = "*x......../........../........../........../........../........../........../........../........../.........."
		p, _ := openPage(t, browser, base+"?play=stars&k=2&from="+ten+"&marks="+marks+"&replay&speed=16", false)
		s := p.waitState("won from the shared marks", func(s scenes.Snapshot) bool { return s.Won })
		if !strings.HasPrefix(s.Position, "*x..*") {
			t.Errorf("the replay did not keep the shared marks: %s", s.Position)
		}
		p.checkConsole()
	})

	t.Run("no solution", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=stars&from=ABCCC/DDCCC/DDDDD/DDDDD/EEEEE", false)
		s := p.waitState("told there is no solution", func(s scenes.Snapshot) bool { return strings.Contains(s.Status, "no solution") })
		if !strings.Contains(s.Status, "region B") {
			t.Errorf("status %q does not name the region", s.Status)
		}
		p.checkConsole()
	})
}
