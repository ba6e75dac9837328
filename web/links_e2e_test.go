//go:build !js

package web

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserBrokenLinks opens share links that were cut short or edited
// by hand: each opens the named puzzle (or the menu) with the reason on
// screen and in the status, the address is rewritten to what is shown,
// and the page throws nothing.
func TestBrowserBrokenLinks(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes minutes; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	long := strings.Repeat("5", 10000)
	tests := []struct {
		query  string
		scene  string
		status []string // in the status, in order
		gone   string   // no longer in the address
	}{
		{"?play=hanoi&n=99", "hanoi", []string{`n = "99": the scene shows 1..12 stones`, "showing 6"}, "n=99"},
		{"?play=nosuch", "menu", []string{`play = "nosuch": no such puzzle; showing the menu`}, "nosuch"},
		{"?n=3&pegs=4", "menu", []string{"no puzzle named", `left out "n", "pegs"`}, "pegs"},
		{"?play=pulley&nosuchflag=1", "pulley", []string{`nosuchflag = "1": The Queen's Escape has no parameter`}, "nosuchflag"},
		{"?play=pulley&limit=90&from=queen/", "pulley", []string{`limit = "90"`, `from = "queen/"`}, "limit=90"},
		{"?play=river&couples=9&boat=2", "river", []string{`couples = "9"`, "showing 3"}, "couples=9"},
		{"?play=river&from=H1,W1//near", "river", []string{`from = "H1,W1//near"`, "showing the start"}, "from=H1,W1//near"},
		{"?play=river&from=H1,H2,H3,W1,W2,W3//far", "river", []string{"no game reaches it", "showing the start"}, "//far"},
		{"?play=sudoku&from=53..7....6..195....98....6.8.", "sudoku", []string{`from = "53..7....6..195....98....6.8."`, "cells, got 29"}, "6.8.&"},
		{"?play=sudoku&from=" + long, "sudoku", []string{`from = "` + long[:39] + `…"`, "got 10000"}, long[:100]},
		{"?play=stars&k=9&n=7", "stars", []string{`k = "9": the scene shows 1 to 3 stars`, `n = "7": Star Grid has no parameter "n"`}, "k=9"},
		{"?play=stars&k=abc", "stars", []string{`k = "abc": want a whole number`}, "k=abc"},
		{"?play=coins&n=99&k=3", "coins", []string{`n = "99"`}, "n=99"},
		{"?play=coins&n=9&from=0,3,0", "coins", []string{`from = "0,3,0": on the star {9/3}: point 0 is listed twice; showing the start`}, "from=0,3,0&"},
		{"?play=hanoi&speed=3&replay", "hanoi", []string{`speed = "3"`}, "speed"},
	}
	for _, tc := range tests {
		name := tc.query
		if len(name) > 50 {
			name = name[:50]
		}
		t.Run(name, func(t *testing.T) {
			p, _ := openPage(t, browser, base+tc.query, false)
			s := p.state()
			if s.Scene != tc.scene {
				t.Errorf("opened %q, want %q", s.Scene, tc.scene)
			}
			if n := len([]rune(s.Status)); n > 300 {
				t.Errorf("status of %d characters", n)
			}
			at := s.Status
			for _, w := range tc.status {
				i := strings.Index(at, w)
				if i < 0 {
					t.Errorf("status %q lacks %q", s.Status, w)
					break
				}
				at = at[i+len(w):]
			}
			// The address follows what is shown within a frame or two.
			deadline := time.Now().Add(10 * time.Second)
			var q string
			for {
				q = eval[string](p, `location.search`)
				if !strings.Contains(q+"&", tc.gone) || time.Now().After(deadline) {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			if strings.Contains(q+"&", tc.gone) {
				t.Errorf("the address still holds %q: %s", tc.gone, q)
			}
			if tc.scene == "menu" && q != "" {
				t.Errorf("at the menu the address is %q", q)
			}
			p.screenshot()
			// The notice stays until the player acts, then goes.
			p.press("h")
			if s := p.state(); s.Status != "" && strings.Contains(s.Status, tc.status[0]) {
				t.Errorf("after a key the status is still %q", s.Status)
			}
			p.checkConsole()
		})
	}
}

// crashingGame is an Ebitengine program that panics after a few frames,
// as a bug in the game would.
const crashingGame = `package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ ticks int }

func (g *game) Update() error {
	g.ticks++
	if g.ticks == 30 {
		panic("a test's bug")
	}
	return nil
}
func (g *game) Draw(screen *ebiten.Image)  { screen.Fill(color.RGBA{0x0b, 0x0e, 0x15, 0xff}) }
func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}
`

// TestBrowserPageOutlivesTheGame runs a game that panics: the page shows
// the message and a button back to the menu, and resizing the page or
// moving over it afterwards throws nothing into the ended program.
func TestBrowserPageOutlivesTheGame(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "src", "crash.go")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte(crashingGame), 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(dir, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := BuildWasm(ctx, filepath.Join(site, WasmFile), src, BuildOptions{}); err != nil {
		t.Fatal(err)
	}
	js, err := WasmExecPath(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{WasmExecJS: data, IndexFile: indexHTML, FaviconFile: faviconSVG} {
		if err := os.WriteFile(filepath.Join(site, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Load(site)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- s.Serve(sctx, ln) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})

	p := &page{tb: t}
	p.ctx, p.close = chromedp.NewContext(browser, chromedp.WithNewBrowserContext(), chromedp.WithListener(p.listen))
	t.Cleanup(p.close)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(800, 600), chromedp.Navigate("http://"+ln.Addr().String()+"/?play=x")); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(readyTimeout)
	for eval[bool](p, `window.puzzleworks.exited === undefined`) {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		time.Sleep(100 * time.Millisecond)
	}
	msg := eval[string](p, `document.getElementById("msg").textContent`)
	if !strings.Contains(msg, "exit status 2") || !strings.Contains(msg, "a test's bug") {
		t.Errorf("the page says %q", msg)
	}
	if !eval[bool](p, `getComputedStyle(document.getElementById("home")).display !== "none"`) {
		t.Error("no button back to the menu")
	}
	// The hooks the game set are gone: a resize and pointer moves reach no
	// ended program.
	for _, w := range []int64{640, 390, 1024} {
		if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(w, 700)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	mouseClick(p, 100, 100)
	time.Sleep(300 * time.Millisecond)
	if st := eval[string](p, `JSON.stringify(window.puzzleworks.state())`); !strings.Contains(st, `"exited":2`) {
		t.Errorf("state() after the end: %s", st)
	}
	p.checkConsole()
	// The button opens the menu: the address loses its query.
	home := eval[box](p, `(() => { const r = document.getElementById("home").getBoundingClientRect();
		return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`)
	if home.W < 44 || home.H < 44 {
		t.Errorf("the button is %vx%v, too small for a finger", home.W, home.H)
	}
	mouseClick(p, home.X+home.W/2, home.Y+home.H/2)
	deadline = time.Now().Add(stepTimeout)
	for eval[string](p, `location.search`) != "" {
		if time.Now().After(deadline) {
			t.Fatal("the button did not open the menu's address")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// mouseClick is a real left click at a point of the page (CSS pixels), for
// a page with no game to wait for.
func mouseClick(p *page, x, y float64) {
	p.tb.Helper()
	ev := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y}
	dispatch(p, "moving", input.DispatchMouseEvent, ev)
	ev.Button, ev.ClickCount = input.MouseButtonLeft, 1
	ev.Type = input.DispatchMouseEventTypeMousePressed
	dispatch(p, "pressing", input.DispatchMouseEvent, ev)
	ev.Type = input.DispatchMouseEventTypeMouseReleased
	dispatch(p, "releasing", input.DispatchMouseEvent, ev)
}
