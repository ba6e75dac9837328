package ui_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// A check box lights under the pointer unless it is off, and holds the
// accent's tick while on.
func TestCheckPixels(t *testing.T) {
	l := scenetest.Current(t)
	r := ui.R(100, 100, 200, 30)
	tests := []struct {
		name    string
		x, y    float64 // the pointer
		on, off bool
		box     color.RGBA // the square's edge
		tick    bool
	}{
		{"at rest", 0, 0, false, false, ui.ControlFill, false},
		{"under the pointer", 150, 110, false, false, ui.ControlHover, false},
		{"off under the pointer", 150, 110, true, true, ui.ControlFill, true},
		{"on", 0, 0, true, false, ui.ControlFill, true},
	}
	for _, tc := range tests {
		ctx := &ui.Context{In: &ui.Input{X: tc.x, Y: tc.y}, View: ui.Identity, Paint: ui.NewPainter()}
		img := l.Capture(func(s *ebiten.Image) {
			s.Fill(color.White)
			ui.Check(s, ctx, r, "check", tc.on, tc.off)
		})
		if got := img.RGBAAt(101, 105); got != tc.box {
			t.Errorf("%s: square %v, want %v", tc.name, got, tc.box)
		}
		if got := img.RGBAAt(111, 115) == ui.Accent; got != tc.tick {
			t.Errorf("%s: tick %v, want %v", tc.name, got, tc.tick)
		}
	}
}
