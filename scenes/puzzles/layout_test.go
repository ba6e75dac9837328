package puzzles

import (
	"encoding/json"
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

// The smallest phone's screen, CSS pixels.
const tinyW, tinyH = 320.0, 480.0

// TestFoldedControlsOnATinyScreen plays every puzzle on a 320×480 screen,
// where the header's controls fold behind a settings button and the bar's
// less used buttons behind "more" when the board needs the room: a finger
// still reaches every control. Where the header folds it opens the sheet,
// changes a parameter there, closes the sheet with a tap beside it and
// with Esc; where the bar is short it opens its panel and the help card
// from it; and it checks the layout at every step.
func TestFoldedControlsOnATinyScreen(t *testing.T) {
	l := scenetest.Current(t)
	dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS")
	folded, short := 0, 0
	for _, p := range All() {
		t.Run(p.Name, func(t *testing.T) {
			var g *scenes.Game
			var err error
			l.Do(func(*ebiten.Image) {
				g, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: p.Name, NoInput: true})
				if err == nil {
					g.FixScreen(tinyW, tinyH, 1)
					g.Wait()
					err = steps(g, 3)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			snap, _ := frameOf(t, l, g, tinyW, tinyH)
			checkLayout(t, snap, tinyW, tinyH, true)
			if settings, ok := find(snap, ui.KindButton, "settings"); ok {
				folded++
				checkSheet(t, l, g, snap, settings, dir)
			} else {
				// The board had its room with the controls in the header,
				// where checkLayout saw them a finger's size.
				t.Logf("%s keeps its header's controls", p.Name)
			}
			snap, _ = frameOf(t, l, g, tinyW, tinyH)
			if more, ok := find(snap, ui.KindButton, "more"); ok {
				short++
				checkMore(t, l, g, snap, more, dir)
			} else if _, ok := find(snap, ui.KindButton, "help"); !ok {
				t.Fatalf("no help and no more button: %v", names(snap))
			}
		})
	}
	if folded < 3 || short < 2 {
		t.Errorf("%d puzzles fold their header and %d shorten the bar on a %gx%g screen: the layout no longer folds", folded, short, tinyW, tinyH)
	}
}

// checkSheet opens the settings sheet of a folded header, changes a
// parameter there, closes the sheet with a tap beside it, then opens it
// again and closes it with Esc.
func checkSheet(t *testing.T, l *scenetest.Loop, g *scenes.Game, snap scenes.Snapshot, settings ui.Box, dir string) {
	t.Helper()
	name := snap.Scene
	closed := buttonSet(snap)
	params := paramsOf(t, snap)
	tap(t, l, g, settings)
	snap, pic := frameOf(t, l, g, tinyW, tinyH)
	if dir != "" {
		savePNG(t, filepath.Join(dir, name+"-sheet.png"), pic)
	}
	checkLayout(t, snap, tinyW, tinyH, true)
	var sheet []ui.Box
	var sheetBottom float64
	for _, b := range snap.Layout {
		if b.Kind == ui.KindButton && !closed[b] {
			sheet = append(sheet, b)
			sheetBottom = max(sheetBottom, b.Y+b.H)
		}
	}
	if len(sheet) == 0 {
		t.Fatalf("the open sheet shows no controls")
	}
	if _, ok := find(snap, ui.KindText, "Puzzle settings"); !ok {
		t.Errorf("the sheet has no title: %v", names(snap))
	}
	// A control in the sheet changes a parameter; the sheet stays.
	changed := false
	for _, b := range sheet {
		tap(t, l, g, b)
		after, _ := frameOf(t, l, g, tinyW, tinyH)
		if _, ok := find(after, ui.KindText, "Puzzle settings"); !ok {
			t.Fatalf("the sheet closed after a tap on %q", b.Name)
		}
		if paramsOf(t, after) != params {
			changed = true
			break
		}
	}
	if !changed {
		t.Errorf("no control in the sheet changed the parameters %s", params)
	}
	// A tap beside the sheet, just above the bar, closes it and reaches
	// nothing else.
	snap, _ = frameOf(t, l, g, tinyW, tinyH)
	moves := snap.Moves
	bar := barTop(snap)
	if sheetBottom+20 >= bar {
		t.Fatalf("no room beside the sheet (bottom %v, bar %v)", sheetBottom, bar)
	}
	tap(t, l, g, ui.Box{X: tinyW / 2, Y: bar - 12})
	snap, _ = frameOf(t, l, g, tinyW, tinyH)
	if _, ok := find(snap, ui.KindText, "Puzzle settings"); ok {
		t.Errorf("a tap beside the sheet left it open")
	}
	if snap.Moves != moves {
		t.Errorf("the tap that closed the sheet made a move")
	}
	// Esc closes the sheet before it leaves the puzzle.
	tap(t, l, g, settings)
	var err error
	l.Do(func(*ebiten.Image) {
		in := g.Input()
		in.Keys = append(in.Keys[:0], ebiten.KeyEscape)
		err = g.Step()
		in.Keys = in.Keys[:0]
	})
	if err != nil {
		t.Fatal(err)
	}
	snap, _ = frameOf(t, l, g, tinyW, tinyH)
	if _, ok := find(snap, ui.KindText, "Puzzle settings"); ok || snap.Scene != name {
		t.Errorf("Esc: scene %q, sheet still open %v", snap.Scene, ok)
	}
}

// checkMore opens the short bar's panel by its "more" button, and from it
// the help card.
func checkMore(t *testing.T, l *scenetest.Loop, g *scenes.Game, snap scenes.Snapshot, more ui.Box, dir string) {
	t.Helper()
	if _, ok := find(snap, ui.KindButton, "help"); ok {
		t.Errorf("help shows on the short bar before more is tapped")
	}
	tap(t, l, g, more)
	snap, pic := frameOf(t, l, g, tinyW, tinyH)
	if dir != "" {
		savePNG(t, filepath.Join(dir, snap.Scene+"-more.png"), pic)
	}
	checkLayout(t, snap, tinyW, tinyH, true)
	help, ok := find(snap, ui.KindButton, "help")
	if !ok {
		t.Fatalf("more did not show help: %v", names(snap))
	}
	tap(t, l, g, help)
	snap, _ = frameOf(t, l, g, tinyW, tinyH)
	if _, ok := find(snap, ui.KindButton, "help"); ok {
		t.Errorf("the panel stayed open after help")
	}
	if count(snap, ui.KindText) < 8 {
		t.Errorf("help did not open the card: %d lines of text", count(snap, ui.KindText))
	}
}

// steps runs n ticks of the game.
func steps(g *scenes.Game, n int) error {
	for range n {
		if err := g.Step(); err != nil {
			return err
		}
	}
	return nil
}

// tap taps the middle of box b with a finger.
func tap(t *testing.T, l *scenetest.Loop, g *scenes.Game, b ui.Box) {
	t.Helper()
	var err error
	l.Do(func(*ebiten.Image) {
		in := g.Input()
		in.X, in.Y, in.Touch = b.X+b.W/2, b.Y+b.H/2, true
		in.Pressed, in.Down = true, true
		err = g.Step()
		in.Pressed, in.Down, in.Released = false, false, true
		if err == nil {
			err = g.Step()
		}
		in.Released = false
		if err == nil {
			err = steps(g, 2)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}

// frameOf draws a frame of g and returns the snapshot and the picture.
func frameOf(t *testing.T, l *scenetest.Loop, g *scenes.Game, w, h float64) (scenes.Snapshot, *image.RGBA) {
	t.Helper()
	var snap scenes.Snapshot
	pic := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	l.Do(func(*ebiten.Image) {
		img := ebiten.NewImage(int(w), int(h))
		g.Draw(img)
		img.ReadPixels(pic.Pix)
		img.Deallocate()
		snap = g.Snapshot()
	})
	return snap, pic
}

// find is the layout's first box of that kind and name, or false.
func find(snap scenes.Snapshot, kind, name string) (ui.Box, bool) {
	for _, b := range snap.Layout {
		if b.Kind == kind && b.Name == name {
			return b, true
		}
	}
	return ui.Box{}, false
}

// count is how many boxes of that kind the layout lists.
func count(snap scenes.Snapshot, kind string) int {
	n := 0
	for _, b := range snap.Layout {
		if b.Kind == kind {
			n++
		}
	}
	return n
}

// names lists the layout's boxes as kind:name, for messages.
func names(snap scenes.Snapshot) []string {
	var s []string
	for _, b := range snap.Layout {
		s = append(s, fmt.Sprintf("%s:%s", b.Kind, b.Name))
	}
	return s
}

// buttonSet is the set of a snapshot's buttons.
func buttonSet(snap scenes.Snapshot) map[ui.Box]bool {
	set := map[ui.Box]bool{}
	for _, b := range snap.Layout {
		if b.Kind == ui.KindButton {
			set[b] = true
		}
	}
	return set
}

// barTop is the top of the bar's first row of buttons.
func barTop(snap scenes.Snapshot) float64 {
	b, _ := find(snap, ui.KindButton, "play")
	return b.Y
}

// paramsOf is the snapshot's parameters as JSON.
func paramsOf(t *testing.T, snap scenes.Snapshot) string {
	t.Helper()
	j, err := json.Marshal(snap.Params)
	if err != nil {
		t.Fatal(err)
	}
	return string(j)
}
