//go:build !js

package web

import (
	"context"
	"fmt"
	"os"
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

// benchPages are the pages BenchmarkPages opens: the menu and each puzzle.
var benchPages = []string{"menu", "hanoi", "pulley", "river", "sudoku", "stars", "coins"}

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
	p := &page{tb: tb}
	p.ctx, p.close = chromedp.NewContext(browser, chromedp.WithNewBrowserContext(), chromedp.WithListener(p.listen))
	tb.Cleanup(p.close)
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
	return p, p.waitFirstFrame(url)
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
			`(window.puzzleworks && window.puzzleworks.ready) ? window.puzzleworks.readyAt :
			 (window.puzzleworks && window.puzzleworks.error) ? -1 : 0`))
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
// replayFrames: the default star grid's search is over in fewer frames, so
// its page replays the 14×14 three-star grid's search (as the scene's
// BenchmarkFrame does).
var replayQuery = map[string]string{
	"stars": "&k=3&from=AAABBBBBBCCCDD/AAAAAACCCCCCDD/AEEEEAAACCCCDD/EEEEEAACCDDDDD/FEEGGGACCHDDAA/FFGGGIAHHHHHAA/FFFGGIAHHJHAAA/FFIIGIAHHJHJAK/FFIIIIAHHJJJAK/FFIIIAAAAJJJAK/LLAAAAMMAAAAAK/LLLLAMMMMAANNK/LLLLAMMMMNNNNK/LLLLLMMMNNNNNK",
}

// replayFrames is how many frames of a replay pass before its frameMs is
// read: the median then covers replay frames only.
const replayFrames = 150

// BenchmarkPages reports, for the menu and every puzzle's page at CPU ×1
// and ×4 on a phone's screen, the time from navigation to the first frame
// (ms-first-frame), of which downloading and compiling the .wasm before
// Go starts (ms-start), and
// the game's own median Update+Draw time a frame
// during the solution's replay (frame-ms; none at the menu).
// Each iteration opens every page anew; take the best of a few on a shared
// machine:
//
//	go test ./web -run '^$' -bench Pages -benchtime 3x
//
// PUZZLEWORKS_PAGES=hanoi,stars measures only those pages.
func BenchmarkPages(b *testing.B) {
	browser := startBrowser(b)
	base, _ := serveSite(b)
	pages := benchPages
	if only := os.Getenv("PUZZLEWORKS_PAGES"); only != "" {
		pages = strings.Split(only, ",")
	}
	for _, rate := range []float64{1, 4} {
		for _, name := range pages {
			b.Run(fmt.Sprintf("%s/cpu%g", name, rate), func(b *testing.B) {
				query := ""
				if name != "menu" {
					query = "?play=" + name
				}
				var first, started, frame []float64
				for b.Loop() {
					p, ready := openPhone(b, browser, base+query, rate)
					started = append(started, eval[float64](p, `window.puzzleworks.startedAt`))
					p.checkConsole()
					p.close() // a tab left running would slow the next
					first = append(first, float64(ready)/float64(time.Millisecond))
					if name == "menu" {
						continue // no replay: only the first frame
					}
					p, _ = openPhone(b, browser, base+"?play="+name+replayQuery[name]+"&replay", rate)
					// The frames counted are the replay's once its art is
					// finished: the frames while it is painted in the
					// background are timed the same way, but a phone sees
					// them only in its first seconds.
					for deadline := time.Now().Add(5 * time.Minute); p.state().Drafts; time.Sleep(100 * time.Millisecond) {
						if time.Now().After(deadline) {
							b.Fatalf("%s: the art is not finished after 5 minutes", name)
						}
					}
					start := p.state().Ticks
					s := p.waitState("in the replay", func(s scenes.Snapshot) bool { return s.Ticks >= start+replayFrames })
					if !s.Playing {
						b.Logf("%s: the replay ended before %d frames had passed; frameMs includes frames at rest", name, replayFrames)
					}
					frame = append(frame, s.FrameMs)
					p.checkConsole()
					p.close()
				}
				b.ReportMetric(best(first), "ms-first-frame")
				b.ReportMetric(median(first), "ms-first-frame-median")
				b.ReportMetric(best(started), "ms-start")
				if len(frame) > 0 {
					b.ReportMetric(best(frame), "frame-ms")
					b.ReportMetric(median(frame), "frame-ms-median")
				}
				b.ReportMetric(0, "ns/op") // starting tabs; see the figures above
			})
		}
	}
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
