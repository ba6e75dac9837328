//go:build !js

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"puzzleworks/scenes"
)

// chromiumPath is Debian's Chromium; the test uses no downloaded browser.
const chromiumPath = "/usr/bin/chromium"

// Software WebGL is slow: every wait is generous, the whole test is not.
const (
	readyTimeout = 90 * time.Second
	stepTimeout  = 60 * time.Second
)

// The canvas the scenes draw on, in logical pixels (ui.Width × ui.Height).
const logicalW, logicalH = 1280.0, 720.0

// serveSite builds the game for the browser once and serves it on a free
// loopback port until the test ends; it returns the base URL.
func serveSite(tb testing.TB) (string, *Site) {
	tb.Helper()
	return serveSiteWith(tb, BuildOptions{})
}

// serveSiteWith is serveSite with the build made as opts say.
func serveSiteWith(tb testing.TB, opts BuildOptions) (string, *Site) {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	start := time.Now()
	site, err := BuildSite(ctx, opts)
	if err != nil {
		cancel()
		tb.Fatal(err)
	}
	tb.Logf("built the site in %v", time.Since(start).Round(time.Millisecond))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		cancel()
		tb.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- site.Serve(ctx, ln) }()
	tb.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			tb.Errorf("server: %v", err)
		}
	})
	return "http://" + ln.Addr().String() + "/", site
}

// startBrowser starts headless Chromium for the test, or skips the test
// when it is not installed. The returned context is the browser's; each
// page opens its own tab in a fresh browser context (its own storage).
func startBrowser(tb testing.TB) context.Context {
	tb.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		tb.Skipf("no browser: %s is missing (install Debian's chromium; .ci/test does)", chromiumPath)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath),
		chromedp.UserDataDir(tb.TempDir()),
		chromedp.NoSandbox, // CI runs as root
		chromedp.WindowSize(1280, 720),
		// WebGL without a GPU.
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		// No network but loopback: stop Chromium calling home.
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		// Keep drawing frames in a tab nobody looks at.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
	)
	// PUZZLEWORKS_JS_FLAGS passes flags to V8, for experiments such as
	// --no-wasm-lazy-compilation (compile the whole game before it starts,
	// off the page's thread, as V8 did before it compiled lazily).
	if f := os.Getenv(JSFlagsEnv); f != "" {
		opts = append(opts, chromedp.Flag("js-flags", f))
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	tb.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
	})
	if err := chromedp.Do(bctx); err != nil {
		tb.Fatalf("starting %s: %v", chromiumPath, err)
	}
	return bctx
}

// JSFlagsEnv names the environment variable whose value, when set, is
// passed to V8 as its flags (Chromium's --js-flags) in every browser test
// and benchmark.
const JSFlagsEnv = "PUZZLEWORKS_JS_FLAGS"

// page is one tab showing the game.
type page struct {
	tb    testing.TB
	ctx   context.Context
	close context.CancelFunc // closes the tab and its browser context

	mu       sync.Mutex
	problems []string            // console errors, uncaught exceptions, failed loads
	notes    []string            // console warnings, logged for the record
	profiles []*profiler.Profile // console.profile's profiles, as they end
	trace    []jsonv2.Value      // Chrome's trace events, while it traces
	traced   chan struct{}       // closed when a trace has been delivered whole
}

// newPage opens a new tab in a browser context of its own (its own
// storage), closed when the test ends.
func newPage(tb testing.TB, browser context.Context) *page {
	return newTab(tb, browser, chromedp.WithNewBrowserContext())
}

// newTab opens a new tab, closed when the test ends; without options it is
// in the browser's own profile, whose storage and caches every such tab
// shares and keeps from one visit to the next, as a player's browser does
// (a browser context of a tab's own, as newPage makes, is a private
// window's: it keeps no compiled code).
func newTab(tb testing.TB, browser context.Context, opts ...chromedp.ContextOption) *page {
	p := &page{tb: tb, traced: make(chan struct{})}
	p.ctx, p.close = chromedp.NewContext(browser, append(opts, chromedp.WithListener(p.listen))...)
	tb.Cleanup(p.close)
	return p
}

// openPage opens url in a new tab with its own storage and a 1280×720
// viewport (touch emulated when touch is set), and waits until the game
// says it is ready. It returns the page and the time from navigation start
// to the first frame, as the page measured it.
func openPage(tb testing.TB, browser context.Context, url string, touch bool) (*page, time.Duration) {
	tb.Helper()
	p := newPage(tb, browser)
	view := []chromedp.EmulateViewportOption{}
	if touch {
		view = append(view, chromedp.EmulateTouch)
	}
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(1280, 720, view...), chromedp.Navigate(url)); err != nil {
		tb.Fatalf("opening %s: %v", url, err)
	}
	return p, p.waitReady()
}

// listen records what the page says on its console; it runs on chromedp's
// reading goroutine, so it only appends.
func (p *page) listen(ev any) {
	var problem, note string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		text := consoleText(ev.Args)
		switch ev.Type {
		case runtime.ConsoleAPICalledTypeError, runtime.ConsoleAPICalledTypeAssert:
			problem = "console." + string(ev.Type) + ": " + text
		case runtime.ConsoleAPICalledTypeWarning:
			note = "console.warn: " + text
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		problem = fmt.Sprintf("uncaught exception at %s:%d: %s", d.URL, d.LineNumber+1, text)
	case *profiler.EventConsoleProfileFinished:
		p.mu.Lock()
		p.profiles = append(p.profiles, ev.Profile)
		p.mu.Unlock()
	case *tracing.EventDataCollected:
		p.mu.Lock()
		p.trace = append(p.trace, ev.Value...)
		p.mu.Unlock()
	case *tracing.EventTracingComplete:
		close(p.traced)
	case *cdplog.EventEntryAdded:
		e := ev.Entry
		switch e.Level {
		case cdplog.EntryLevelError:
			problem = fmt.Sprintf("%s error: %s %s", e.Source, e.Text, e.URL)
		case cdplog.EntryLevelWarning:
			note = fmt.Sprintf("%s warning: %s %s", e.Source, e.Text, e.URL)
		}
	}
	if problem == "" && note == "" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if problem != "" {
		p.problems = append(p.problems, problem)
	}
	if note != "" {
		p.notes = append(p.notes, note)
	}
}

func consoleText(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case len(a.Value) > 0:
			var s string
			if json.Unmarshal(a.Value, &s) == nil {
				parts = append(parts, s)
			} else {
				parts = append(parts, string(a.Value))
			}
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

// checkConsole fails the test for any console error, uncaught exception or
// failed load so far, and logs the warnings.
func (p *page) checkConsole() {
	p.tb.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, n := range p.notes {
		p.tb.Logf("browser %s", n)
	}
	p.notes = nil
	for _, e := range p.problems {
		p.tb.Errorf("browser %s", e)
	}
	p.problems = nil
}

// run runs an action with a time limit.
func run[T any](p *page, timeout time.Duration, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// eval evaluates a JavaScript expression and fails the test on error.
func eval[T any](p *page, expr string) T {
	p.tb.Helper()
	v, err := run(p, stepTimeout, chromedp.Evaluate[T](expr))
	if err != nil {
		p.tb.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// waitReady waits for the game's first frame and its first snapshot (a
// frame later), and returns the time from navigation start to the frame.
func (p *page) waitReady() time.Duration {
	p.tb.Helper()
	deadline := time.Now().Add(readyTimeout)
	for {
		ms, err := run(p, stepTimeout, chromedp.Evaluate[float64](
			`(window.puzzleworks && window.puzzleworks.ready && window.puzzleworks.state() !== null) ?
			 window.puzzleworks.readyAt : (window.puzzleworks && window.puzzleworks.error) ? -1 : 0`))
		switch {
		case err != nil:
			p.tb.Fatalf("waiting for the game: %v", err)
		case ms < 0:
			msg := eval[string](p, `window.puzzleworks.error`)
			p.checkConsole()
			p.tb.Fatalf("the page reports: %s", msg)
		case ms > 0:
			return time.Duration(ms * float64(time.Millisecond))
		}
		if time.Now().After(deadline) {
			msg := eval[string](p, `document.getElementById("msg").textContent`)
			p.checkConsole()
			p.tb.Fatalf("the game was not ready after %v; the page says %q", readyTimeout, msg)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// state reads the game's state from the page.
func (p *page) state() scenes.Snapshot {
	p.tb.Helper()
	return eval[scenes.Snapshot](p, `window.puzzleworks.state()`)
}

// recordInput starts a log of the page's input events, with the game's
// tick when each arrived, for the message of a failing check.
func (p *page) recordInput() {
	p.tb.Helper()
	eval[chromedp.Void](p, `(() => {
		window.inputLog = [];
		const types = ["keydown", "keyup", "mousedown", "mouseup", "touchstart", "touchend", "focus", "blur"];
		for (const type of types) document.addEventListener(type, (e) => {
			const xy = e.clientX !== undefined ? " " + e.clientX + "," + e.clientY : "";
			const key = e.key ? " " + e.key : "";
			inputLog.push(Math.round(performance.now()) + "ms tick " + window.puzzleworks.state().ticks + ": " +
				type + key + xy + " on " + (e.target.tagName || "window"));
		}, true);
	})()`)
}

// inputLog is the log started by recordInput.
func (p *page) inputLog() string {
	p.tb.Helper()
	return strings.Join(eval[[]string](p, `window.inputLog || []`), "\n")
}

// waitState polls the game's state until cond holds.
func (p *page) waitState(what string, cond func(scenes.Snapshot) bool) scenes.Snapshot {
	p.tb.Helper()
	deadline := time.Now().Add(stepTimeout)
	for {
		s := p.state()
		if cond(s) {
			return s
		}
		if time.Now().After(deadline) {
			p.checkConsole()
			p.tb.Fatalf("after %v still not %s; the state is %+v; input events:\n%s", stepTimeout, what, s, p.inputLog())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitAudio waits until every AudioContext of the page is in state want,
// and returns their states.
func (p *page) waitAudio(want string) []string {
	p.tb.Helper()
	deadline := time.Now().Add(stepTimeout)
	for {
		states := eval[[]string](p, `window.puzzleworks.audio()`)
		if len(states) == 0 {
			p.tb.Fatalf("the game made no AudioContext")
		}
		all := true
		for _, s := range states {
			all = all && s == want
		}
		if all {
			return states
		}
		if time.Now().After(deadline) {
			p.tb.Fatalf("after %v the audio is %v, want %s", stepTimeout, states, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// box is the canvas's place on the page in CSS pixels.
type box struct{ X, Y, W, H float64 }

func (p *page) canvasBox() box {
	p.tb.Helper()
	return eval[box](p, `(() => { const r = document.querySelector("canvas").getBoundingClientRect();
		return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`)
}

// toCSS maps a point of the logical canvas to the page, as the game
// letterboxes it (ui.Fit).
func (b box) toCSS(x, y float64) (float64, float64) {
	s := min(b.W/logicalW, b.H/logicalH)
	return b.X + (b.W-logicalW*s)/2 + x*s, b.Y + (b.H-logicalH*s)/2 + y*s
}

// The game reads the input once a tick, as a state: where the pointer is,
// which buttons and keys are down. A hand is slow enough for the game to
// see every change, but software WebGL draws only a few frames a second,
// and two clicks sent within one frame would reach the game as a single
// click at the last place. So each event below waits until the game has
// run a frame after it.

// settle waits until the game has drawn two frames with updates (its tick
// count changed twice), so it has seen every event sent before.
func (p *page) settle() {
	p.tb.Helper()
	deadline := time.Now().Add(stepTimeout)
	last, changes := p.state().Ticks, 0
	for changes < 2 {
		if time.Now().After(deadline) {
			p.tb.Fatalf("the game drew no frame in %v (tick %d)", stepTimeout, last)
		}
		time.Sleep(20 * time.Millisecond)
		if t := p.state().Ticks; t != last {
			last, changes = t, changes+1
		}
	}
}

// send dispatches one input event and lets the game see it.
func send[P any](p *page, what string, cmd cdp.Command[P, cdp.Empty], params P) {
	p.tb.Helper()
	dispatch(p, what, cmd, params)
	p.settle()
}

// dispatch dispatches one input event.
func dispatch[P any](p *page, what string, cmd cdp.Command[P, cdp.Empty], params P) {
	p.tb.Helper()
	if _, err := run(p, stepTimeout, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cmd, params)
		return err
	})); err != nil {
		p.tb.Fatalf("%s: %v", what, err)
	}
}

// click is a real left click at a logical point: the pointer moves there,
// presses and releases.
func (p *page) click(x, y float64) {
	p.tb.Helper()
	cx, cy := p.canvasBox().toCSS(x, y)
	what := fmt.Sprintf("clicking at %.0f,%.0f", x, y)
	ev := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: cx, Y: cy}
	send(p, what, input.DispatchMouseEvent, ev)
	ev.Button, ev.ClickCount = input.MouseButtonLeft, 1
	ev.Type = input.DispatchMouseEventTypeMousePressed
	send(p, what, input.DispatchMouseEvent, ev)
	ev.Type = input.DispatchMouseEventTypeMouseReleased
	send(p, what, input.DispatchMouseEvent, ev)
}

// tap is a finger's tap at a logical point.
func (p *page) tap(x, y float64) {
	p.tb.Helper()
	cx, cy := p.canvasBox().toCSS(x, y)
	what := fmt.Sprintf("tapping at %.0f,%.0f", x, y)
	send(p, what, input.DispatchTouchEvent, input.DispatchTouchEventParams{
		Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: cx, Y: cy}}})
	send(p, what, input.DispatchTouchEvent, input.DispatchTouchEventParams{
		Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
}

// press types keys (kb constants or characters) on the focused element.
func (p *page) press(keys string) {
	p.tb.Helper()
	for _, r := range keys {
		for _, k := range kb.Encode(r) {
			if k.Type == input.DispatchKeyEventTypeChar {
				// The text typed goes with the key going down, which the game
				// has seen: nothing new to wait for.
				dispatch(p, fmt.Sprintf("typing %q", r), input.DispatchKeyEvent, *k)
				continue
			}
			send(p, fmt.Sprintf("pressing %q", r), input.DispatchKeyEvent, *k)
		}
	}
}

// screenshot captures the viewport.
func (p *page) screenshot() image.Image {
	p.tb.Helper()
	data, err := run(p, stepTimeout, chromedp.CaptureScreenshot())
	if err != nil {
		p.tb.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		p.tb.Fatalf("screenshot: %v", err)
	}
	if dir := os.Getenv("PUZZLEWORKS_SHOTS"); dir != "" {
		// For a person to look at: PUZZLEWORKS_SHOTS=/tmp/shots go test ./web/
		name := strings.NewReplacer("/", "_", " ", "_").Replace(p.tb.Name())
		path := fmt.Sprintf("%s/%s-%d.png", dir, name, time.Now().UnixMilli())
		if err := os.WriteFile(path, data, 0o644); err != nil {
			p.tb.Logf("saving the screenshot: %v", err)
		}
	}
	return img
}

// countNear counts the pixels of img near colour c (each channel within
// tol) in a logical rectangle, mapped to the screenshot through the
// canvas's box.
func countNear(img image.Image, b box, viewW float64, x0, y0, x1, y1 float64, c color.RGBA, tol int) int {
	scale := float64(img.Bounds().Dx()) / viewW // device pixels per CSS pixel
	px0, py0 := b.toCSS(x0, y0)
	px1, py1 := b.toCSS(x1, y1)
	n := 0
	for y := int(py0 * scale); y < int(py1*scale); y++ {
		for x := int(px0 * scale); x < int(px1*scale); x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(int(r>>8), int(c.R), tol) && near(int(g>>8), int(c.G), tol) && near(int(bl>>8), int(c.B), tol) {
				n++
			}
		}
	}
	return n
}

func near(a, b, tol int) bool { return a-b <= tol && b-a <= tol }
