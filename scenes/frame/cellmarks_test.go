package frame_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// A wash and a ring keep to their insets; a row and a column are washed
// whole with their edge.
func TestCellMarksPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Paint: ui.NewPainter()}
	g := frame.Cells{X: 100, Y: 100, Side: 300, Cell: 100, N: 3}
	red, blue, green, black := color.RGBA{0xff, 0, 0, 0xff}, color.RGBA{0, 0, 0xff, 0xff}, color.RGBA{0, 0xff, 0, 0xff}, color.RGBA{0, 0, 0, 0xff}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.Wash(s, ctx, 0, 0, 10, red)
		g.Ring(s, ctx, 0, 2, -1, 3, blue)
		g.WashRow(s, ctx, 2, green, black, 2)
		g.WashCol(s, ctx, 1, green, black, 2)
	})
	tests := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"the wash", 150, 150, red},
		{"inside the inset", 105, 105, white},
		{"the ring beyond the cell", 300, 150, blue},
		{"inside the ring", 350, 150, white},
		{"the row", 150, 350, green},
		{"the row's edge", 101, 350, black},
		{"the column", 250, 150, green},
		{"the column's edge", 250, 101, black},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.x, tc.y); got != tc.want {
			t.Errorf("%s at %d, %d: %v, want %v", tc.name, tc.x, tc.y, got, tc.want)
		}
	}
}

// Box lines are thick between boxes and round the grid, thin between the
// cells of a box.
func TestBoxLinesPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Paint: ui.NewPainter()}
	g := frame.Cells{X: 100, Y: 100, Side: 200, Cell: 50, N: 4}
	ink, thin := color.RGBA{0, 0, 0, 0xff}, color.RGBA{0x80, 0, 0, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.BoxLines(s, ctx, 2, 2, 4, ink, thin)
	})
	tests := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"between boxes", 201, 125, ink},
		{"between cells", 150, 125, thin},
		{"round the grid", 98, 125, ink},
		{"a cell", 125, 125, color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{"a row between boxes", 125, 199, ink},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.x, tc.y); got != tc.want {
			t.Errorf("%s at %d, %d: %v, want %v", tc.name, tc.x, tc.y, got, tc.want)
		}
	}
}
