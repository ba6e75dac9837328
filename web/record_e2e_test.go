//go:build !js

package web

import (
	"bytes"
	"encoding/base64"
	"image/gif"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"puzzleworks/scenes"
)

// TestBrowserRecord replays a game to the win in headless Chromium, then
// asks the page for its recording, as a script does: the bytes must be a
// GIF of several frames at the size asked, and the game must be where it
// was afterwards.
func TestBrowserRecord(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	p, _ := openPage(t, browser, base+"?play=hanoi&n=3&replay&speed=16", false)
	won := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })

	// The bytes come back as base64, a string the test can carry.
	b64, err := run(p, 3*stepTimeout, chromedp.Evaluate[string](`window.puzzleworks.record({width: 320, height: 180}).then((u) => {
		let s = "";
		for (let i = 0; i < u.length; i += 8192) s += String.fromCharCode.apply(null, u.subarray(i, i + 8192));
		return btoa(s);
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("puzzleworks.record(): %v", err)
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the %d bytes of record() are not a GIF: %v", len(data), err)
	}
	if g.Config.Width != 320 || g.Config.Height != 180 || len(g.Image) < 5 {
		t.Errorf("record() gave a %dx%d GIF of %d frames, want 320x180 and several frames", g.Config.Width, g.Config.Height, len(g.Image))
	}
	t.Logf("record(): %d bytes, %d frames", len(data), len(g.Image))
	after := p.waitState("at rest again", func(s scenes.Snapshot) bool { return s.Idle })
	if after.Position != won.Position || after.Moves != won.Moves || !after.Won {
		t.Errorf("after recording the game is %+v, want it as it was: %+v", after, won)
	}
	// A bad size is refused with the reason.
	msg, err := run(p, stepTimeout, chromedp.Evaluate[string](`window.puzzleworks.record({width: 10, height: 10}).then(() => "made", (e) => e.message)`, chromedp.EvalAwaitPromise))
	if err != nil || msg != "puzzleworks.record: size 10x10 pixels: each side must be 64 to 4096" {
		t.Errorf("record() of 10x10: %q, %v", msg, err)
	}
	// The control bar's button records the same and downloads it; the
	// status line says so.
	p.click(recordX, undoY)
	p.screenshot() // the progress, for a person to look at (PUZZLEWORKS_SHOTS)
	s := p.waitState("downloaded", func(s scenes.Snapshot) bool { return strings.Contains(s.Status, "Recorded") })
	if !strings.HasSuffix(s.Status, ": downloaded as puzzleworks-hanoi.gif") || !s.Won {
		t.Errorf("after the Record button: %+v", s)
	}
	p.checkConsole()
}

// recordX is the centre of the control bar's Record button.
const recordX = 1100.0
