//go:build !js

package web

import (
	"encoding/json"
	"image"
	"image/color"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"puzzleworks/scenes"
	"puzzleworks/sprites/hanoiart"
)

// Pile centres and a height inside the piles, on the logical canvas, for
// three piles (scenes/hanoi/geometry.go); the control bar's Undo button.
const (
	pileAX, pileBX, pileY = 320.0, 640.0, 450.0
	undoX, undoY          = 148.0, 686.0
)

// TestBrowser plays the game in headless Chromium: the page, a Hanoi move by
// mouse clicks on the canvas, the same by finger, a replay to the win, and
// settings that survive a reload.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute or two; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	game := base + "?play=hanoi&n=3"
	const start, moved = "3,2,1//", "3,2/1/"

	t.Run("page", func(t *testing.T) {
		p, first := openPage(t, browser, game, false)
		t.Logf("time to first frame: %v from navigation start", first)
		if got := eval[string](p, `document.title`); got != "Puzzleworks" {
			t.Errorf("title %q", got)
		}
		if !eval[bool](p, `document.getElementById("loading").classList.contains("done")`) {
			t.Errorf("the loading indicator is still shown after the game is ready")
		}
		if b := p.canvasBox(); b != (box{0, 0, 1280, 720}) {
			t.Errorf("the canvas is at %+v, want the whole 1280×720 viewport", b)
		}
		if !eval[bool](p, `document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth`) {
			t.Errorf("the page is larger than the window: it has scrollbars")
		}
		icon, err := run(p, stepTimeout, chromedp.Evaluate[string](
			`fetch(document.querySelector("link[rel=icon]").href).then(r => r.ok ? r.headers.get("Content-Type") : "HTTP " + r.status)`,
			chromedp.EvalAwaitPromise))
		if err != nil || icon != "image/svg+xml" {
			t.Errorf("favicon: %q, %v", icon, err)
		}
		if s := p.state(); s.Scene != "hanoi" || s.Position != start {
			t.Errorf("the game starts with %+v, want hanoi at %s", s, start)
		}
		// Sound waits for the first gesture (headless Chromium may allow it
		// at once); the keys below are one.
		t.Logf("audio before any gesture: %v", eval[[]string](p, `window.puzzleworks.audio()`))
		// The keys the game uses, and the usual scrolling keys, leave the page still.
		p.press(kb.PageDown + kb.End + kb.ArrowDown + " " + kb.Tab)
		audio := p.waitAudio("running")
		t.Logf("audio after the keys: %v", audio)
		if y := eval[float64](p, `window.scrollY + document.scrollingElement.scrollTop`); y != 0 {
			t.Errorf("the keys scrolled the page by %v pixels", y)
		}
		if !eval[bool](p, `document.activeElement === document.querySelector("canvas")`) {
			t.Errorf("the canvas lost the keyboard focus to %s", eval[string](p, `document.activeElement.tagName`))
		}
		p.checkConsole()
	})

	t.Run("wasm is served compressed", func(t *testing.T) {
		req, err := http.NewRequest(http.MethodHead, base+WasmFile, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Accept-Encoding", "gzip, deflate, br")
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if ct, ce := resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"); ct != "application/wasm" || ce != "gzip" {
			t.Errorf("%s served as %q, encoding %q", WasmFile, ct, ce)
		}
	})

	t.Run("mouse", func(t *testing.T) {
		p, _ := openPage(t, browser, game, false)
		s := p.waitState("at rest", func(s scenes.Snapshot) bool { return s.Idle })
		if s.Position != start {
			t.Fatalf("position %s at the start, want %s", s.Position, start)
		}
		smallestOn(t, p, p.screenshot(), pileAX, pileBX)
		p.recordInput()

		// Take the focus away: the click must bring it back to the canvas.
		if !eval[bool](p, `document.activeElement.blur(), document.activeElement !== document.querySelector("canvas")`) {
			t.Fatalf("the canvas kept the focus")
		}
		p.click(pileAX, pileY)
		if !eval[bool](p, `document.activeElement === document.querySelector("canvas")`) {
			t.Errorf("a click on the canvas did not give it the focus")
		}
		p.click(pileBX, pileY)
		craneMoved := false
		s = p.waitState("moved to "+moved, func(s scenes.Snapshot) bool {
			craneMoved = craneMoved || !s.Idle
			return s.Idle && s.Position == moved
		})
		if s.Moves != 1 {
			t.Errorf("%d moves counted, want 1", s.Moves)
		}
		if !craneMoved {
			t.Errorf("the stone moved but the crane was never seen moving")
		}
		smallestOn(t, p, p.screenshot(), pileBX, pileAX)
		p.checkConsole()
	})

	t.Run("touch", func(t *testing.T) {
		p, _ := openPage(t, browser, game, true)
		p.waitState("at rest", func(s scenes.Snapshot) bool { return s.Idle })
		p.recordInput()
		p.tap(pileAX, pileY)
		p.tap(pileBX, pileY)
		p.waitState("moved by finger to "+moved, func(s scenes.Snapshot) bool {
			return s.Idle && s.Position == moved
		})
		// The control bar works with fingers too: Undo.
		p.tap(undoX, undoY)
		p.waitState("undone by the bar's Undo button", func(s scenes.Snapshot) bool {
			return s.Idle && s.Moves == 0 && s.Position == start
		})
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, game, false)
		p.recordInput()
		p.press("s")
		p.waitState("playing the solution", func(s scenes.Snapshot) bool { return s.Playing || s.Won })
		p.press("====") // 1× to 16×
		s := p.waitState("won", func(s scenes.Snapshot) bool { return s.Won })
		const msg = "Solved in 7 moves: the best possible!"
		if s.Moves != 7 || s.Status != msg || s.Position != "/3,2,1/" {
			t.Errorf("at the end: %+v; want 7 moves, all stones on B and %q", s, msg)
		}
		// The message is on screen, on its green banner above the bar.
		img := p.screenshot()
		win := color.RGBA{0x1d, 0x6b, 0x3f, 0xff}
		if n := countNear(img, p.canvasBox(), 1280, 560, 610, 720, 640, win, 24); n < 500 {
			t.Errorf("only %d pixels of the win banner's green under the message", n)
		}
		p.checkConsole()
	})

	t.Run("settings survive a reload", func(t *testing.T) {
		p, _ := openPage(t, browser, game, false)
		if s := p.state(); s.Muted {
			t.Fatalf("muted before any key: %+v", s)
		}
		p.recordInput()
		p.press("m.") // mute; one more stone
		p.waitState("muted with 4 stones", func(s scenes.Snapshot) bool { return s.Muted && stones(s) == 4 })
		var saved struct {
			Muted   bool `json:"muted"`
			Puzzles struct {
				Hanoi struct {
					Stones int `json:"n"`
				} `json:"hanoi"`
			} `json:"puzzles"`
		}
		if err := json.Unmarshal([]byte(eval[string](p, `localStorage.getItem("puzzleworks.settings")`)), &saved); err != nil || !saved.Muted || saved.Puzzles.Hanoi.Stones != 4 {
			t.Errorf("localStorage holds %+v (%v), want muted and 4 stones", saved, err)
		}

		// The address follows the game: it now names 4 stones, so a reload
		// keeps them; the sound stays off.
		if q := eval[string](p, `location.search`); !strings.Contains(q, "n=4") || !strings.Contains(q, "from=4,3,2,1//") {
			t.Errorf("the address did not follow the game: %q", q)
		}
		if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		p.waitReady()
		if s := p.state(); !s.Muted || stones(s) != 4 {
			t.Errorf("after a reload: %+v; want muted, and 4 stones", s)
		}
		// From the menu the puzzle opens with the saved 4 stones.
		if err := chromedp.Do(p.ctx, chromedp.Navigate(base)); err != nil {
			t.Fatal(err)
		}
		p.waitReady()
		if s := p.state(); s.Scene != "menu" || !s.Muted {
			t.Errorf("at the menu after a reload: %+v; want muted", s)
		}
		p.press("1") // the first puzzle of the menu: Hanoi
		p.waitState("Hanoi with the saved 4 stones", func(s scenes.Snapshot) bool {
			return s.Scene == "hanoi" && s.Muted && stones(s) == 4
		})
		p.checkConsole()
	})
}

// TestBrowserAddress opens shared addresses: a position with its
// parameters, and a replay; and checks the address follows a move.
func TestBrowserAddress(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)

	t.Run("shared position", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=hanoi&n=4&pegs=4&from=4/3/2,1/", false)
		s := p.waitState("at the shared position", func(s scenes.Snapshot) bool { return s.Idle })
		if s.Scene != "hanoi" || s.Position != "4/3/2,1/" || stones(s) != 4 {
			t.Fatalf("opened %+v, want hanoi at 4/3/2,1/ with 4 piles", s)
		}
		// A move by keys, C to D, and the address follows.
		p.press("34")
		s = p.waitState("moved C to D", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position != "4/3/2/1" {
			t.Errorf("after C D: %s", s.Position)
		}
		deadline := time.Now().Add(10 * time.Second)
		for !strings.Contains(eval[string](p, `location.search`), "from=4/3/2/1") && time.Now().Before(deadline) {
			time.Sleep(100 * time.Millisecond)
		}
		if q := eval[string](p, `location.search`); q != "?play=hanoi&n=4&pegs=4&from=4/3/2/1" {
			t.Errorf("address %q", q)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=hanoi&n=4&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		if s.Moves != 15 || s.Position != "/4,3,2,1/" {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})
}

// smallestOn checks from the screenshot's pixels that the smallest stone
// (ruby red) stands on the pile at x on and on no pile at x off.
func smallestOn(t *testing.T, p *page, img image.Image, on, off float64) {
	t.Helper()
	b := p.canvasBox()
	ruby := hanoiart.StoneColor(0) // stone 1 is drawn with colour 0
	count := func(x float64) int {
		// A narrow strip up the middle of the pile, from the crane's
		// carrying height to the platform.
		return countNear(img, b, 1280, x-10, 300, x+10, 600, ruby, 40)
	}
	nOn, nOff := count(on), count(off)
	t.Logf("ruby pixels: %d at x=%v, %d at x=%v", nOn, on, nOff, off)
	if nOn < 100 || nOff > 10 {
		t.Errorf("the smallest stone is not seen on the pile at x=%v alone: %d pixels of its colour there, %d at x=%v", on, nOn, nOff, off)
	}
}

func stones(s scenes.Snapshot) int {
	p, _ := s.Params.(map[string]any)
	n, _ := p["n"].(float64)
	return int(n)
}
