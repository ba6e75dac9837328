package puzzles

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// screens are the sizes every page is checked at, CSS pixels: a phone
// upright and on its side, a laptop, an ultrawide monitor.
var screens = []struct{ w, h float64 }{{390, 844}, {844, 390}, {1280, 720}, {2560, 1080}, {360, 800}, {320, 480}, {480, 320}}

// Layout checks, CSS pixels.
const (
	minText   = 12.0 // the smallest text
	minTarget = 44.0 // the smallest tap target on a phone
)

// TestLayoutAnyScreen draws the menu and every puzzle at each screen size
// and checks the boxes the frame lists: none leaves the screen, no two
// lines of text overlap, text is at least 12 px high, on a phone every
// button is a finger's size, and a puzzle's board is there and, upright,
// takes the screen's width. With PUZZLEWORKS_LAYOUT_SHOTS=dir it saves
// each picture there.
func TestLayoutAnyScreen(t *testing.T) {
	l := scenetest.Current(t)
	dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS")
	names := []string{""}
	for _, p := range All() {
		names = append(names, p.Name)
	}
	for _, sc := range screens {
		for _, name := range names {
			page := name
			if page == "" {
				page = "menu"
			}
			t.Run(fmt.Sprintf("%s/%gx%g", page, sc.w, sc.h), func(t *testing.T) {
				snap, pic := layoutOf(t, l, name, sc.w, sc.h)
				if dir != "" {
					savePNG(t, filepath.Join(dir, fmt.Sprintf("%s-%gx%g.png", page, sc.w, sc.h)), pic)
				}
				checkLayout(t, snap, sc.w, sc.h, name != "")
			})
		}
	}
}

// layoutOf opens page name on a screen of w×h CSS pixels, runs a few
// ticks, draws a frame and returns the snapshot and the picture.
func layoutOf(t *testing.T, l *scenetest.Loop, name string, w, h float64) (scenes.Snapshot, *image.RGBA) {
	t.Helper()
	var snap scenes.Snapshot
	pic := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	var err error
	l.Do(func(*ebiten.Image) {
		var g *scenes.Game
		g, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, NoInput: true})
		if err != nil {
			return
		}
		g.FixScreen(w, h, 1)
		g.Wait()
		for range 3 {
			if err = g.Update(); err != nil {
				return
			}
		}
		img := ebiten.NewImage(int(w), int(h))
		// The menu draws a card's picture a frame.
		for range 8 {
			g.Draw(img)
		}
		img.ReadPixels(pic.Pix)
		img.Deallocate()
		snap = g.Snapshot()
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap, pic
}

// checkLayout checks the boxes of a snapshot on a w×h screen.
func checkLayout(t *testing.T, snap scenes.Snapshot, w, h float64, puzzle bool) {
	t.Helper()
	if snap.View.Width != w || snap.View.Height != h {
		t.Errorf("view %+v, want %g×%g", snap.View, w, h)
	}
	phone := min(w, h) < 600
	const eps = 0.51
	var texts []ui.Box
	boards := 0
	for _, b := range snap.Layout {
		if b.X < -eps || b.Y < -eps || b.X+b.W > w+eps || b.Y+b.H > h+eps {
			t.Errorf("%s %q at %v,%v %vx%v leaves the %gx%g screen", b.Kind, b.Name, b.X, b.Y, b.W, b.H, w, h)
		}
		switch b.Kind {
		case ui.KindText:
			if b.H < minText-0.01 {
				t.Errorf("text %q is %.1f px high, under %g", b.Name, b.H, minText)
			}
			texts = append(texts, b)
		case ui.KindButton:
			if phone && (b.W < minTarget-eps || b.H < minTarget-eps) {
				t.Errorf("button %q is %.1f×%.1f px, under a finger's %g×%g", b.Name, b.W, b.H, minTarget, minTarget)
			}
		case ui.KindBoard:
			boards++
			if w < 600 && h >= 700 && b.W < 0.9*w {
				t.Errorf("board %q is %.0f px wide, under 90%% of the %g px screen", b.Name, b.W, w)
			}
			// However small the screen, the chrome folds away (the
			// header's controls, the bar's less used buttons) until the
			// board spans at least half of it one way.
			if max(b.W/w, b.H/h) < 0.5 {
				t.Errorf("board %q is %.0f×%.0f, under half the %gx%g screen either way", b.Name, b.W, b.H, w, h)
			}
			t.Logf("board %q: %.0f×%.0f, %.0f%% of the width, %.0f%% of the screen", b.Name, b.W, b.H, 100*b.W/w, 100*b.W*b.H/(w*h))
		}
	}
	if puzzle && boards == 0 {
		t.Errorf("no board in the layout")
	}
	smallest := 0.0
	for i, a := range texts {
		if smallest == 0 || a.H < smallest {
			smallest = a.H
		}
		for _, b := range texts[i+1:] {
			if a == b {
				continue // the same line drawn again (a hover)
			}
			if a.X < b.X+b.W-eps && b.X < a.X+a.W-eps && a.Y < b.Y+b.H-eps && b.Y < a.Y+a.H-eps {
				t.Errorf("text %q at %v,%v %vx%v overlaps %q at %v,%v %vx%v", a.Name, a.X, a.Y, a.W, a.H, b.Name, b.X, b.Y, b.W, b.H)
			}
		}
	}
	t.Logf("%d boxes, %d lines of text, the smallest %.1f px", len(snap.Layout), len(texts), smallest)
}

func savePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
