package puzzles

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// TestRulesInSpareRoom checks the rules in the spare room under the crane
// on a phone upright, which the frame paints on its static layer: they are
// there, they go when the help card opens (the layer is painted again
// without them; the card says them) and they come back when it closes.
func TestRulesInSpareRoom(t *testing.T) {
	l := scenetest.Current(t)
	const w, h = 390, 844
	l.Do(func(*ebiten.Image) {
		g, err := scenes.New(scenes.Options{Puzzles: All(), Puzzle: "hanoi", NoInput: true})
		if err != nil {
			t.Error(err)
			return
		}
		g.FixScreen(w, h, 1)
		g.Wait()
		img := ebiten.NewImage(w, h)
		defer img.Deallocate()
		pic := image.NewRGBA(image.Rect(0, 0, w, h))
		// frame draws one frame after pressing keys (none for nil) and
		// returns the rules' title box, if any line of text from the
		// static layer says it, and the pixels.
		frame := func(keys ...ebiten.Key) (ui.Box, bool) {
			in := g.Input()
			in.Keys = append(in.Keys[:0], keys...)
			if err := g.Step(); err != nil {
				t.Fatal(err)
			}
			in.Keys = in.Keys[:0]
			g.Draw(img)
			img.ReadPixels(pic.Pix)
			for _, b := range g.Snapshot().Layout {
				if b.Kind == ui.KindText && b.Name == "How to play" && b.Y > h/3 {
					return b, true
				}
			}
			return ui.Box{}, false
		}
		title, ok := frame()
		if !ok {
			t.Fatal("no rules under the crane at 390×844")
		}
		// The title is drawn in the accent colour: some pixel of its box
		// is orange.
		orange := func() bool {
			for y := int(title.Y); y < int(title.Y+title.H); y++ {
				for x := int(title.X); x < int(title.X+title.W); x++ {
					c := pic.RGBAAt(x, y)
					if c.R > 0xc0 && c.G > 0x80 && c.G < 0xc0 && c.B < 0x60 {
						return true
					}
				}
			}
			return false
		}
		if !orange() {
			t.Fatalf("the rules' title at %+v shows no accent colour", title)
		}
		if _, ok := frame(ebiten.KeyH); ok {
			t.Error("the rules are still painted in the spare room with the help card open")
		}
		if _, ok := frame(ebiten.KeyH); !ok || !orange() {
			t.Error("the rules did not come back when the help card closed")
		}
	})
}
