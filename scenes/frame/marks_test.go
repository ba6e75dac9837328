package frame_test

import (
	"image"
	"image/color"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// The mark's size fills its place in the cell, up to a little over half
// an entry's, and never below 8.
func TestMarkSize(t *testing.T) {
	tests := []struct {
		cell        float64
		cols, rows  int
		entry, want float64
	}{
		{58, 3, 3, 36, 22},  // 9×9: the entry bounds it
		{33, 4, 4, 20, 9},   // 16×16: the place bounds it
		{132, 2, 2, 82, 50}, // 4×4
		{12, 4, 4, 7, 8},    // never below 8
	}
	for _, tc := range tests {
		if got := frame.MarkSize(tc.cell, tc.cols, tc.rows, tc.entry); got != tc.want {
			t.Errorf("MarkSize(%v, %d, %d, %v) = %v, want %v", tc.cell, tc.cols, tc.rows, tc.entry, got, tc.want)
		}
	}
}

// inked counts the pixels in r that are not the white ground.
func inked(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
				n++
			}
		}
	}
	return n
}

// A cell's marks land in their places of the small grid: a mark kept and
// one fading in at full strength are inked, one faded out leaves its place
// white, and a label of a style left out draws nothing.
func TestGlyphsDrawMarks(t *testing.T) {
	l := scenetest.Current(t)
	f, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	g := frame.Glyphs{Label: strconv.Itoa, N: 9}
	const cell, x, y = 90.0, 100.0, 100.0
	// place is the rectangle of label k's place in the 3×3 grid.
	place := func(k int) image.Rectangle {
		w := (cell - 4) / 3
		x0, y0 := int(x+2+float64((k-1)%3)*w), int(y+2+float64((k-1)/3)*w)
		return image.Rect(x0+1, y0+1, x0+int(w)-1, y0+int(w)-1)
	}
	var sp ui.Sprites
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.Ensure(f, 1, [frame.GlyphStyles]frame.GlyphStyle{1: {Size: 18}})
		// 1 kept, 5 fading in, 9 faded out: from {1, 9}, to {1, 5}, all the way.
		g.DrawMarks(s, ui.Identity, &sp, 1, x, y, cell, 3, 3, 1|1<<8, 1|1<<4, 1, color.RGBA{0, 0, 0, 0xff})
		g.Draw(s, ui.Identity, &sp, 0, 3, 300, 300, 1, color.RGBA{0, 0, 0, 0xff})
	})
	if g.Scale() != 1 {
		t.Errorf("Scale() = %v, want 1", g.Scale())
	}
	tests := []struct {
		name string
		r    image.Rectangle
		ink  bool
	}{
		{"mark 1 kept", place(1), true},
		{"mark 5 faded in", place(5), true},
		{"mark 9 faded out", place(9), false},
		{"mark 2 never there", place(2), false},
		{"a style left out", image.Rect(280, 280, 320, 320), false},
	}
	for _, tc := range tests {
		if got := inked(img, tc.r) > 0; got != tc.ink {
			t.Errorf("%s: inked %v, want %v", tc.name, got, tc.ink)
		}
	}
}
