package puzzles

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// TestFoldedControlsOnATinyScreen plays every puzzle on a 320×480 screen,
// where the header's controls fold behind a settings button and the bar's
// less used buttons behind "more": the board gets the room, and a finger
// still reaches every control. It opens the sheet, changes a parameter
// there, closes the sheet with a tap beside it; opens the bar's panel and
// opens the help card from it; and checks the layout at every step.
func TestFoldedControlsOnATinyScreen(t *testing.T) {
	l := scenetest.Current(t)
	dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS")
	const w, h = 320.0, 480.0
	for _, p := range All() {
		t.Run(p.Name, func(t *testing.T) {
			var g *scenes.Game
			var err error
			l.Do(func(*ebiten.Image) {
				g, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: p.Name, NoInput: true})
				if err == nil {
					g.FixScreen(w, h, 1)
					g.Wait()
					err = steps(g, 3)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			snap, _ := frameOf(t, l, g, w, h)
			checkLayout(t, snap, w, h, true)
			settings, ok := find(snap, ui.KindButton, "settings")
			if !ok {
				t.Fatalf("no settings button on a %gx%g screen: %v", w, h, names(snap))
			}
			closed := buttonSet(snap)
			params := paramsOf(t, snap)

			// Open the sheet: the header's controls, over the board.
			tap(t, l, g, settings)
			snap, pic := frameOf(t, l, g, w, h)
			if dir != "" {
				savePNG(t, filepath.Join(dir, p.Name+"-sheet.png"), pic)
			}
			checkLayout(t, snap, w, h, true)
			var sheet []ui.Box
			for _, b := range snap.Layout {
				if b.Kind == ui.KindButton && !closed[b] {
					sheet = append(sheet, b)
				}
			}
			if len(sheet) == 0 {
				t.Fatalf("the open sheet shows no controls")
			}
			var sheetBottom float64
			for _, b := range sheet {
				sheetBottom = max(sheetBottom, b.Y+b.H)
			}
			if _, ok := find(snap, ui.KindText, "Puzzle settings"); !ok {
				t.Errorf("the sheet has no title: %v", names(snap))
			}
			// A control in the sheet changes a parameter; the sheet stays.
			changed := false
			for _, b := range sheet {
				tap(t, l, g, b)
				after, _ := frameOf(t, l, g, w, h)
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
			// A tap beside the sheet, just above the bar, closes it and
			// reaches nothing else.
			snap, _ = frameOf(t, l, g, w, h)
			moves := snap.Moves
			bar := barTop(snap)
			if sheetBottom+20 >= bar {
				t.Fatalf("no room beside the sheet (bottom %v, bar %v)", sheetBottom, bar)
			}
			tap(t, l, g, ui.Box{X: w / 2, Y: bar - 12})
			snap, _ = frameOf(t, l, g, w, h)
			if _, ok := find(snap, ui.KindText, "Puzzle settings"); ok {
				t.Errorf("a tap beside the sheet left it open")
			}
			if snap.Moves != moves {
				t.Errorf("the tap that closed the sheet made a move")
			}

			// The bar's "more" opens the rest of the bar; help opens the card.
			more, ok := find(snap, ui.KindButton, "more")
			if !ok {
				// The board had room enough without the short bar.
				if _, ok := find(snap, ui.KindButton, "help"); !ok {
					t.Fatalf("no help and no more button: %v", names(snap))
				}
				return
			}
			if _, ok := find(snap, ui.KindButton, "help"); ok {
				t.Errorf("help shows on the short bar before more is tapped")
			}
			tap(t, l, g, more)
			snap, pic = frameOf(t, l, g, w, h)
			if dir != "" {
				savePNG(t, filepath.Join(dir, p.Name+"-more.png"), pic)
			}
			checkLayout(t, snap, w, h, true)
			help, ok := find(snap, ui.KindButton, "help")
			if !ok {
				t.Fatalf("more did not show help: %v", names(snap))
			}
			tap(t, l, g, help)
			snap, _ = frameOf(t, l, g, w, h)
			if _, ok := find(snap, ui.KindButton, "help"); ok {
				t.Errorf("the panel stayed open after help")
			}
			if count(snap, ui.KindText) < 8 {
				t.Errorf("help did not open the card: %d lines of text", count(snap, ui.KindText))
			}
		})
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

func find(snap scenes.Snapshot, kind, name string) (ui.Box, bool) {
	for _, b := range snap.Layout {
		if b.Kind == kind && b.Name == name {
			return b, true
		}
	}
	return ui.Box{}, false
}

func count(snap scenes.Snapshot, kind string) int {
	n := 0
	for _, b := range snap.Layout {
		if b.Kind == kind {
			n++
		}
	}
	return n
}

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

func paramsOf(t *testing.T, snap scenes.Snapshot) string {
	t.Helper()
	j, err := json.Marshal(snap.Params)
	if err != nil {
		t.Fatal(err)
	}
	return string(j)
}
