package frame_test

import (
	"image/color"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// A narrow pad lies beside its actions upright, the lower block in the
// middle of the higher, and above them in a column when tall.
func TestNarrowPad(t *testing.T) {
	tests := []struct {
		name       string
		n, cols    int
		tall       bool
		keys, acts ui.Rect // the first key and the first action
		w, bottom  float64
		lastActs   ui.Rect
		actsPerRow int
	}{
		{name: "9 upright", n: 9, cols: 3, keys: ui.R(10, 20, 44, 44), acts: ui.R(158, 20, 76, 44), w: 304, bottom: 160, lastActs: ui.R(238, 116, 76, 44), actsPerRow: 2},
		{name: "4 upright", n: 4, cols: 2, keys: ui.R(10, 44, 44, 44), acts: ui.R(110, 20, 100, 44), w: 304, bottom: 160, lastActs: ui.R(214, 116, 100, 44), actsPerRow: 2},
		{name: "16 upright", n: 16, cols: 4, keys: ui.R(10, 20, 44, 44), acts: ui.R(206, 44, 52, 44), w: 304, bottom: 208, lastActs: ui.R(262, 140, 52, 44), actsPerRow: 2},
		{name: "9 tall", n: 9, cols: 3, tall: true, keys: ui.R(10, 20, 44, 44), acts: ui.R(10, 168, 44, 44), w: 140, bottom: 260, lastActs: ui.R(106, 216, 44, 44), actsPerRow: 3},
	}
	for _, tc := range tests {
		p := frame.NarrowPad(10, 20, 304, 44, 4, tc.n, tc.cols, 6, tc.tall)
		if got := p.Keys.Rect(0); got != tc.keys {
			t.Errorf("%s: first key %v, want %v", tc.name, got, tc.keys)
		}
		if got := p.Acts.Rect(0); got != tc.acts {
			t.Errorf("%s: first action %v, want %v", tc.name, got, tc.acts)
		}
		if got := p.Acts.Rect(5); got != tc.lastActs {
			t.Errorf("%s: last action %v, want %v", tc.name, got, tc.lastActs)
		}
		if p.W != tc.w || p.Bottom() != tc.bottom || p.Acts.Cols != tc.actsPerRow {
			t.Errorf("%s: %v wide, bottom %v, %d actions a row", tc.name, p.W, p.Bottom(), p.Acts.Cols)
		}
		if x, y := p.KeyCentre(1); x != tc.keys.X+22 || y != tc.keys.Y+22 {
			t.Errorf("%s: key 1's centre %v, %v", tc.name, x, y)
		}
	}
}

// A key under the pointer brightens its tile, a key whose label is all
// placed dims it, an action that is off dims its tile and one that is on
// is framed in the accent.
func TestPadPixels(t *testing.T) {
	l := scenetest.Current(t)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Input{X: 85, Y: 15}
	ctx := &ui.Context{In: in, View: ui.Identity, Fonts: fonts, Paint: ui.NewPainter()}
	p := frame.Pad{Keys: frame.Tiles{X: 10, Y: 10, W: 50, H: 50, Gap: 20, Cols: 3, N: 3}, Acts: frame.Tiles{X: 10, Y: 100, W: 80, H: 40, Gap: 20, Cols: 3, N: 3}, Label: 14}
	sheet := frame.Glyphs{Label: strconv.Itoa, N: 3}
	var sp ui.Sprites
	grey := color.RGBA{0x80, 0x80, 0x80, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		tile := ebiten.NewImage(8, 8)
		tile.Fill(grey)
		sheet.Ensure(fonts, 1, [frame.GlyphStyles]frame.GlyphStyle{{Size: 20}})
		p.DrawKeys(s, ctx, &sp, &sheet, 0, tile, grey, func(i int) frame.PadKey { return frame.PadKey{Done: i == 2} })
		p.DrawActs(s, ctx, tile, func(i int) frame.PadAct { return frame.PadAct{Words: "A", Off: i == 1, On: i == 2} })
	})
	tests := []struct {
		name string
		x, y int
		want uint8 // the red channel
	}{
		{"a key", 20, 45, 0x80},
		{"the key under the pointer", 90, 45, 0x88},
		{"a key all placed", 160, 45, 0x5c},
		{"an action", 30, 130, 0x80},
		{"an action off", 130, 130, 0x4d},
		{"an action on, framed", 214, 104, ui.Accent.R},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.x, tc.y).R; got+1 < tc.want || got > tc.want+1 {
			t.Errorf("%s: red %#x, want %#x", tc.name, got, tc.want)
		}
	}
}
