//go:build !js

package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"puzzleworks/scenes"
)

// The phone the pages are measured on: 390×844 CSS pixels at a device
// pixel ratio of 3, upright, with touch.
const phoneW, phoneH, phoneScale = 390, 844, 3.0

// benchPages are the pages BenchmarkPages opens: the menu and each puzzle,
// then the yardstick (floorPage).
var benchPages = []string{"menu", "hanoi", "pulley", "river", "sudoku", "stars", "coins", floorPage}

// floorPage is the yardstick of BenchmarkPages: floorGame, an Ebitengine
// program that only fills the screen, built and served as the game is, by
// the same page. Its first frame is what no game on Ebitengine can beat on
// this machine and this browser, and its frame-ms what timing an empty
// frame gives here.
const floorPage = "floor"

// floorGame fills the phone's screen at its full resolution, as the game's
// static layer does, times its Update and Draw as the game does (the
// median of the last 120 frames, updates included), and tells the page of
// its first frame as the game's bridge does.
const floorGame = `//go:build js

package main

import (
	"image/color"
	"slices"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct {
	ticks   int
	frames  int
	updates int
	pending time.Duration
	times   []time.Duration
	counts  []int // the ticks before each of those frames
	pw      js.Value
}

func (g *game) Update() error {
	t0 := time.Now()
	g.ticks++
	g.updates++
	g.pending += time.Since(t0)
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	screen.Fill(color.RGBA{0x0b, 0x0e, 0x15, 0xff})
	// One 60 Hz frame, as the game counts it: the Draw and one tick.
	d := time.Since(t0)
	if g.updates > 0 {
		d += g.pending / time.Duration(g.updates)
	}
	g.times = append(g.times, d)
	g.counts = append(g.counts, g.updates)
	g.pending, g.updates = 0, 0
	g.frames++
	if len(g.times) > 120 {
		g.times, g.counts = g.times[1:], g.counts[1:]
	}
	ticks := 0
	for _, n := range g.counts {
		ticks += n
	}
	s := slices.Sorted(slices.Values(g.times))
	g.pw.Set("floorTicks", g.ticks)
	g.pw.Set("floorFrames", g.frames)
	g.pw.Set("floorMs", float64(s[len(s)/2])/float64(time.Millisecond))
	g.pw.Set("floorTicksPerFrame", float64(ticks)/float64(len(g.counts)))
	if !g.pw.Get("ready").Bool() {
		g.pw.Set("readyAt", js.Global().Get("performance").Call("now"))
		g.pw.Set("ready", true)
		js.Global().Call("dispatchEvent", js.Global().Get("Event").New("puzzleworks-ready"))
	}
}

func (g *game) Layout(w, h int) (int, int) { panic("LayoutF is used") }

func (g *game) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return w * s, h * s
}

func main() {
	pw := js.Global().Get("puzzleworks")
	pw.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		return map[string]any{"ticks": pw.Get("floorTicks"), "frames": pw.Get("floorFrames"), "frameMs": pw.Get("floorMs"), "ticksPerFrame": pw.Get("floorTicksPerFrame")}
	}))
	if err := ebiten.RunGame(&game{pw: pw}); err != nil {
		panic(err)
	}
}
`

// serveFloor builds floorGame into a site of its own and serves it.
func serveFloor(tb testing.TB) string {
	tb.Helper()
	base, _ := serveFloorWith(tb, BuildOptions{})
	return base
}

// serveFloorWith is serveFloor with the build made as opts say (its
// Package is floorGame's).
func serveFloorWith(tb testing.TB, opts BuildOptions) (string, *Site) {
	tb.Helper()
	src := filepath.Join(tb.TempDir(), "floor.go")
	if err := os.WriteFile(src, []byte(floorGame), 0o644); err != nil {
		tb.Fatal(err)
	}
	opts.Package = src
	return serveSiteWith(tb, opts)
}

// pagesAsked are the pages a benchmark or study opens: benchPages, or
// those PUZZLEWORKS_PAGES lists (comma-separated).
func pagesAsked() []string {
	if only := os.Getenv("PUZZLEWORKS_PAGES"); only != "" {
		return strings.Split(only, ",")
	}
	return benchPages
}

// openPhone opens url in a new tab on the phone's screen with the page's
// CPU slowed rate times (Chrome's CPU throttling; 4 is about a mid-range
// phone), and returns the page and the time from navigation start to the
// game's first frame.
func openPhone(tb testing.TB, browser context.Context, url string, rate float64) (*page, time.Duration) {
	tb.Helper()
	return openScreen(tb, browser, url, rate, phoneW, phoneH, phoneScale)
}

// openScreen is openPhone on a phone's screen of w×h CSS pixels at device
// pixel ratio dpr; the actions before (a profiler started, say) run just
// before the navigation.
func openScreen(tb testing.TB, browser context.Context, url string, rate float64, w, h int64, dpr float64, before ...chromedp.Action[chromedp.Void]) (*page, time.Duration) {
	tb.Helper()
	p := newPage(tb, browser)
	return p, p.openScreen(url, rate, w, h, dpr, before...)
}

// openScreen opens url in tab p as openScreen does and returns the time
// from navigation start to the first frame.
func (p *page) openScreen(url string, rate float64, w, h int64, dpr float64, before ...chromedp.Action[chromedp.Void]) time.Duration {
	tb := p.tb
	tb.Helper()
	actions := []chromedp.Action[chromedp.Void]{
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
			return err
		}),
		chromedp.EmulateViewport(w, h, chromedp.EmulateScale(dpr), chromedp.EmulatePortrait, chromedp.EmulateTouch, chromedp.EmulateMobile),
	}
	actions = append(append(actions, before...), chromedp.Navigate(url))
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		tb.Fatalf("opening %s: %v", url, err)
	}
	return p.waitFirstFrame(url)
}

// waitFirstFrame waits until the game has drawn its first frame and returns
// the time from navigation start to it, as the page measured it.
func (p *page) waitFirstFrame(url string) time.Duration {
	tb := p.tb
	tb.Helper()
	// A page whose main thread is busy for long (the menu painting its
	// cards' pictures at CPU ×4) may not answer one poll in time: poll on.
	deadline := time.Now().Add(5 * time.Minute)
	for {
		v, err := run(p, 10*time.Second, chromedp.Evaluate[float64](
			`(window.puzzleworks && window.puzzleworks.ready && window.puzzleworks.state() !== null) ?
			 window.puzzleworks.readyAt : (window.puzzleworks && window.puzzleworks.error) ? -1 : 0`))
		switch {
		case err == nil && v < 0:
			tb.Fatalf("%s: the page reports: %s", url, eval[string](p, `window.puzzleworks.error`))
		case err == nil && v > 0:
			return time.Duration(v * float64(time.Millisecond))
		case time.Now().After(deadline):
			tb.Fatalf("%s: not shown after 5 minutes (%v)", url, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// replayQuery adds to a page's address what makes its replay last past
// replayFrames at CPU ×4 (where about four ticks pass a frame): the star
// grid replays the 14×14 three-star grid's search and Sudoku the search
// of Arto Inkala's puzzle (as their BenchmarkFrame do), and the coins'
// seven moves are played at a quarter of the speed.
var replayQuery = map[string]string{
	"stars":  "&k=3&from=AAABBBBBBCCCDD/AAAAAACCCCCCDD/AEEEEAAACCCCDD/EEEEEAACCDDDDD/FEEGGGACCHDDAA/FFGGGIAHHHHHAA/FFFGGIAHHJHAAA/FFIIGIAHHJHJAK/FFIIIIAHHJJJAK/FFIIIAAAAJJJAK/LLAAAAMMAAAAAK/LLLLAMMMMAANNK/LLLLAMMMMNNNNK/LLLLLMMMNNNNNK",
	"sudoku": "&from=8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	"coins":  "&speed=0.25",
}

// replayFrames is how many frames of a replay pass before its frameMs is
// read: the median then covers replay frames only.
const replayFrames = 150

// BenchmarkPages reports, for the menu and every puzzle's page at CPU ×1
// and ×4 on a phone's screen, the time from navigation to the first frame
// (ms-first-frame), of which downloading and compiling the .wasm before
// Go starts (ms-start), and
// the game's own median CPU time of a 60 Hz frame, one tick's Update and
// one Draw, during the solution's replay (frame-ms; none at the menu), with
// the ticks Ebitengine runs before each frame drawn (ticks-per-frame: more
// than 1 where the screen is painted more slowly than 60 times a
// second). The last
// page, "floor", is the yardstick: an empty Ebitengine program (floorGame),
// its frame-ms taken over the same number of frames.
// Each iteration opens every page anew; take the best of a few on a shared
// machine:
//
//	go test ./web -run '^$' -bench Pages -benchtime 3x
//
// PUZZLEWORKS_PAGES=hanoi,stars measures only those pages, and
// PUZZLEWORKS_FIRST=1 only their first frames, which is much quicker: the
// replay waits for the art to be finished, a minute or more at CPU ×4.
// With the floor among the pages, PUZZLEWORKS_FIRST=1 also opens the floor
// right after each page and reports the median of the page's first frame
// less the floor's (ms-over-floor): a shared machine's speed drifts by a
// third from one minute to the next, the floor's best first frame with it,
// and a page and the floor opened one after the other meet the same speed.
// PUZZLEWORKS_AGAIN=1 also measures a player who comes back
// (ms-first-frame-again, comeBack): each page is opened in the browser's
// own profile, let run, closed and opened again. Chrome keeps the compiled
// game in its code cache beside the download, so the second visit has
// the functions earlier visits called compiled before the game starts.
func BenchmarkPages(b *testing.B) {
	firstOnly := os.Getenv("PUZZLEWORKS_FIRST") != ""
	twice := os.Getenv("PUZZLEWORKS_AGAIN") != ""
	browser := startBrowser(b)
	base, _ := serveSite(b)
	pages := pagesAsked()
	var floor string
	if slices.Contains(pages, floorPage) {
		floor = serveFloor(b)
	}
	for _, rate := range []float64{1, 4} {
		for _, name := range pages {
			b.Run(fmt.Sprintf("%s/cpu%g", name, rate), func(b *testing.B) {
				query := ""
				if name != "menu" {
					query = "?play=" + name
				}
				var first, started, frame, ticks, over, again []float64
				for b.Loop() {
					if name == floorPage {
						p, ready := openPhone(b, browser, floor, rate)
						started = append(started, eval[float64](p, `window.puzzleworks.startedAt`))
						first = append(first, float64(ready)/float64(time.Millisecond))
						if !firstOnly {
							s := waitFrames(p, "after its first frame", replayFrames)
							frame, ticks = append(frame, s.FrameMs), append(ticks, s.TicksPerFrame)
							p.checkConsole()
						}
						p.close()
						if twice {
							again = append(again, comeBack(b, browser, floor, rate))
						}
						continue
					}
					p, ready := openPhone(b, browser, base+query, rate)
					started = append(started, eval[float64](p, `window.puzzleworks.startedAt`))
					p.checkConsole()
					p.close() // a tab left running would slow the next
					first = append(first, float64(ready)/float64(time.Millisecond))
					if firstOnly && floor != "" {
						// The yardstick right after, so that both meet the
						// machine's speed of the moment.
						f, fready := openPhone(b, browser, floor, rate)
						f.close()
						over = append(over, float64(ready-fready)/float64(time.Millisecond))
					}
					if twice {
						again = append(again, comeBack(b, browser, base+query, rate))
					}
					if name == "menu" || firstOnly {
						continue // no replay: only the first frame
					}
					p, _ = openPhone(b, browser, base+"?play="+name+replayQuery[name], rate)
					s := replayFinished(b, p, name)
					frame, ticks = append(frame, s.FrameMs), append(ticks, s.TicksPerFrame)
					p.checkConsole()
					p.close()
				}
				b.ReportMetric(best(first), "ms-first-frame")
				b.ReportMetric(median(first), "ms-first-frame-median")
				b.ReportMetric(best(started), "ms-start")
				if len(over) > 0 {
					b.ReportMetric(median(over), "ms-over-floor")
				}
				if len(again) > 0 {
					b.ReportMetric(best(again), "ms-first-frame-again")
					b.ReportMetric(median(again), "ms-first-frame-again-median")
				}
				if len(frame) > 0 {
					b.ReportMetric(best(frame), "frame-ms")
					b.ReportMetric(median(frame), "frame-ms-median")
					b.ReportMetric(median(ticks), "ticks-per-frame")
				}
				b.ReportMetric(0, "ns/op") // starting tabs; see the figures above
			})
		}
	}
}

// againAfter is how long a page's first visit runs before the player
// comes back: Chrome stores the compiled module in its code cache once V8
// has compiled no new optimised code for two seconds, and again as more is
// compiled.
const againAfter = 8 * time.Second

// comeBack opens url on the phone's screen in a new tab of the browser's
// own profile and lets it run for againAfter, closes it, opens it again in
// another new tab, as a player who comes back does, and returns the second
// visit's time from navigation to the first frame, in milliseconds.
func comeBack(tb testing.TB, browser context.Context, url string, rate float64) float64 {
	tb.Helper()
	first := newTab(tb, browser)
	first.openScreen(url, rate, phoneW, phoneH, phoneScale)
	time.Sleep(againAfter)
	first.close()
	p := newTab(tb, browser)
	ready := p.openScreen(url, rate, phoneW, phoneH, phoneScale)
	p.checkConsole()
	p.close()
	return float64(ready) / float64(time.Millisecond)
}

// replayFinished starts the replay of page p (puzzle name) once its art
// is finished (startReplay) and returns the snapshot once replayFrames
// frames of it have passed. The frames counted are the replay's once its
// art is finished: the frames while it is painted in the background are
// timed the same way (the painting's slices in their ticks), but a phone
// sees them only in its first seconds; and a replay started with the page
// could be over by the time its art is finished at CPU ×4.
func replayFinished(tb testing.TB, p *page, name string) scenes.Snapshot {
	tb.Helper()
	startReplay(tb, p, name)
	s := waitFrames(p, "in the replay", replayFrames)
	if !s.Playing {
		tb.Logf("%s: the replay ended before %d frames had passed; frameMs includes frames at rest", name, replayFrames)
	}
	return s
}

// startReplay waits for the art of page p (puzzle name) to be finished,
// then starts the solution's replay ("s": solve from here, the search for
// Sudoku and the star grid).
func startReplay(tb testing.TB, p *page, name string) {
	tb.Helper()
	for deadline := time.Now().Add(5 * time.Minute); p.state().Drafts; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			tb.Fatalf("%s: the art is not finished after 5 minutes", name)
		}
	}
	p.press("s")
	p.waitState("playing the solution", func(s scenes.Snapshot) bool { return s.Playing })
}

// waitFrames returns the snapshot once n more frames have been drawn.
// Frames, not ticks: where the screen is painted slowly, several ticks
// pass a frame, and a wait counted in ticks left frames from before in
// the median of frameMs.
func waitFrames(p *page, what string, n int) scenes.Snapshot {
	p.tb.Helper()
	start := p.state().Frames
	return p.waitState(what, func(s scenes.Snapshot) bool { return s.Frames >= start+n })
}

// best is the smallest of xs: the run least disturbed by other work.
func best(xs []float64) float64 { return slices.Min(xs) }

// median is the middle of xs.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
