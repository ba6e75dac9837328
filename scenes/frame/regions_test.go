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

// A board of two regions, the top row and the bottom one, has a border
// between the rows and none between the columns, its cells tinted, an
// edge round it and each region's name in its first cell.
func TestRegionsPixels(t *testing.T) {
	l := scenetest.Current(t)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Fonts: fonts, Paint: ui.NewPainter()}
	g := frame.Cells{X: 100, Y: 100, Side: 200, Cell: 100, N: 2}
	tint := color.RGBA{0xc0, 0xe0, 0xff, 0xff}
	ink := color.RGBA{0x10, 0x10, 0x10, 0xff}
	var names []int
	rg := frame.Regions{
		Of:   func(r, c int) int { return r },
		Tint: func(r, c int) color.RGBA { return tint },
		Name: func(reg int) string { names = append(names, reg); return strconv.Itoa(reg) },
		Thin: color.RGBA{0x40, 0, 0, 0xff}, Ink: ink, Border: 4, Edge: 4,
	}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		rg.Paint(s, ctx, &g)
		rg.PaintNames(s, ctx, &g, ui.Style{Size: 14, Color: ink})
	})
	tests := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"a cell", 150, 170, tint},
		{"the border between the rows", 150, 199, ink},
		{"the thin line between the columns", 200, 150, color.RGBA{0x40, 0, 0, 0xff}},
		{"the edge", 99, 150, ink},
		{"outside", 90, 150, color.RGBA{0xff, 0xff, 0xff, 0xff}},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.x, tc.y); got != tc.want {
			t.Errorf("%s at %d, %d: %v, want %v", tc.name, tc.x, tc.y, got, tc.want)
		}
	}
	if len(names) != 2 || names[0] != 0 || names[1] != 1 {
		t.Errorf("names written for regions %v, want [0 1]", names)
	}
}
