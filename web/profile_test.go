//go:build !js

package web

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// ProfileEnv, when set to a folder, runs TestProfilePages: each page of
// BenchmarkPages (or of PUZZLEWORKS_PAGES) is opened on the phone's screen
// at CPU ×4 with Chrome's sampling profiler running from before the
// navigation to the game's first frame. The profile is written to the
// folder as NAME.cpuprofile (open it in Chrome's DevTools, Performance
// panel) and its top functions, by own time and by time under them, are
// logged:
//
//	PUZZLEWORKS_PROFILE=/tmp/prof xvfb-run -a go test ./web -run ProfilePages -v
const ProfileEnv = "PUZZLEWORKS_PROFILE"

func TestProfilePages(t *testing.T) {
	dir, rate, pages := pageStudy(t, ProfileEnv, "profile each page's first frame")
	browser := startBrowser(t)
	// The profile's build keeps its symbols, so that its functions have
	// names: a larger download, a little slower to start than the one served.
	base, _ := serveSiteWith(t, BuildOptions{Symbols: true})
	// PUZZLEWORKS_PROFILE_REPLAY=1 profiles 150 frames of each puzzle's
	// replay, once its art is finished, instead of its first frame: where
	// frameMs goes.
	replay := os.Getenv("PUZZLEWORKS_PROFILE_REPLAY") != ""
	var floor string
	if slices.Contains(pages, floorPage) {
		floor, _ = serveFloorWith(t, BuildOptions{Symbols: true})
	}
	for _, name := range pages {
		query := ""
		if name == floorPage {
			if replay {
				continue // the yardstick has no replay
			}
		} else if name != "menu" {
			query = "?play=" + name
			if replay {
				query += replayQuery[name]
			}
		}
		// Before navigation, the page is told to profile itself from its
		// first script to the game's first frame (console.profile, which
		// the listener collects), or, for a replay, the profiler starts
		// once the first frame is shown.
		enable := func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
				return err
			}
			_, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500})
			return err
		}
		first := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if err := enable(ctx, tg); err != nil {
				return err
			}
			_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
				Source: `console.profile("first frame"); addEventListener("puzzleworks-ready", () => console.profileEnd("first frame"), {once: true});`,
			})
			return err
		})
		url := base + query
		if name == floorPage {
			url = floor
		}
		var prof *profiler.Profile
		if replay {
			p, ready := openScreen(t, browser, base+query, rate, phoneW, phoneH, phoneScale)
			startReplay(t, p, name) // as BenchmarkPages does
			if err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				if err := enable(ctx, tg); err != nil {
					return err
				}
				_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
				return err
			})); err != nil {
				t.Fatal(err)
			}
			s := waitFrames(p, "in the replay", replayFrames)
			res, err := run(p, stepTimeout, chromedp.Action[*profiler.StopResult](func(ctx context.Context, tg *chromedp.Target) (*profiler.StopResult, error) {
				r, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
				return &r, err
			}))
			p.close()
			if err != nil {
				t.Fatalf("%s: stopping the profiler: %v", name, err)
			}
			prof = res.Profile
			t.Logf("%s at CPU ×%g: first frame %v, frameMs %.2f over %d frames of the replay", name, rate, ready, s.FrameMs, replayFrames)
		} else {
			p, ready := openScreen(t, browser, url, rate, phoneW, phoneH, phoneScale, first)
			deadline := time.Now().Add(time.Minute)
			for {
				p.mu.Lock()
				n := len(p.profiles)
				if n > 0 {
					prof = p.profiles[0]
				}
				p.mu.Unlock()
				if n > 0 || time.Now().After(deadline) {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			p.close()
			if prof == nil {
				t.Fatalf("%s: the page's profile of its first frame never came", name)
			}
			t.Logf("%s at CPU ×%g: first frame %v", name, rate, ready)
		}
		res := &profiler.StopResult{Profile: prof}
		raw, err := json.Marshal(res.Profile)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name+".cpuprofile")
		if err := os.WriteFile(file, raw, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: profile in %s\n%s", name, file, topFunctions(res.Profile, 25))
	}
}

// topFunctions lists the n functions of a sampled profile with the most
// time of their own, each with the time spent under it too, in ms of the
// (throttled) page's clock.
func topFunctions(prof *profiler.Profile, n int) string {
	if prof == nil || len(prof.Nodes) == 0 {
		return "(empty profile)"
	}
	perHit := 0.0
	var hits int64
	for _, nd := range prof.Nodes {
		hits += nd.HitCount
	}
	if hits > 0 {
		perHit = (prof.EndTime - prof.StartTime) / 1000 / float64(hits)
	}
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, nd := range prof.Nodes {
		byID[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	name := func(nd *profiler.ProfileNode) string {
		if nd.CallFrame == nil || nd.CallFrame.FunctionName == "" {
			return "(anonymous)"
		}
		return nd.CallFrame.FunctionName
	}
	self, under := map[string]float64{}, map[string]float64{}
	for _, nd := range prof.Nodes {
		if nd.HitCount == 0 {
			continue
		}
		ms := float64(nd.HitCount) * perHit
		self[name(nd)] += ms
		seen := map[string]bool{}
		for id, ok := nd.ID, true; ok; id, ok = parent[id] {
			f := name(byID[id])
			if !seen[f] {
				seen[f] = true
				under[f] += ms
			}
		}
	}
	names := make([]string, 0, len(self))
	for f := range self {
		names = append(names, f)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(self[b], self[a]) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "%10s %10s  %s\n", "own ms", "under ms", "function")
	for _, f := range names[:min(n, len(names))] {
		fmt.Fprintf(&sb, "%10.0f %10.0f  %s\n", self[f], under[f], f)
	}
	// The heaviest callers by time under them, for the shape of the work.
	cum := make([]string, 0, len(under))
	for f := range under {
		cum = append(cum, f)
	}
	slices.SortFunc(cum, func(a, b string) int { return cmp.Compare(under[b], under[a]) })
	sb.WriteString("by time under them:\n")
	for _, f := range cum[:min(2*n, len(cum))] {
		fmt.Fprintf(&sb, "%10.0f  %s\n", under[f], f)
	}
	return sb.String()
}

// pageStudy reads what a study of the pages' first frames (profiled or
// traced) is asked for: the folder named by the environment variable env,
// made if need be (the test is skipped without it, saying it would do
// what), the CPU slowdown (PUZZLEWORKS_CPU, 4 by default) and the pages
// (benchPages, or PUZZLEWORKS_PAGES).
func pageStudy(t *testing.T, env, what string) (dir string, rate float64, pages []string) {
	t.Helper()
	dir = os.Getenv(env)
	if dir == "" {
		t.Skip("set " + env + "=folder to " + what)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rate = 4
	if r, err := strconv.ParseFloat(os.Getenv("PUZZLEWORKS_CPU"), 64); err == nil && r >= 1 {
		rate = r
	}
	return dir, rate, pagesAsked()
}
