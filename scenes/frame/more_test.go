package frame_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// Up to Max items each get a line; past Max the last line says how many
// more, in its style.
func TestMoreLines(t *testing.T) {
	l := scenetest.Current(t)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		n     int
		lines []float64 // the items' lines
		more  bool      // a line of how many more
	}{
		{0, nil, false},
		{2, []float64{10, 32}, false},
		{3, []float64{10, 32, 54}, false},
		{5, []float64{10, 32}, true},
	}
	m := frame.More{Max: 3, Step: 22}
	for _, tc := range tests {
		var got []float64
		img := l.Capture(func(s *ebiten.Image) {
			s.Fill(color.White)
			m.Draw(s, ui.Identity, fonts, 0, 10, tc.n, ui.Style{Size: 15, Color: color.RGBA{0, 0, 0, 0xff}}, func(i int, y float64) { got = append(got, y) })
		})
		if len(got) != len(tc.lines) {
			t.Fatalf("%d items: lines %v, want %v", tc.n, got, tc.lines)
		}
		for i := range got {
			if got[i] != tc.lines[i] {
				t.Errorf("%d items: lines %v, want %v", tc.n, got, tc.lines)
			}
		}
		if more := inked(img, image.Rect(0, 54, 200, 74)) > 0; more != tc.more {
			t.Errorf("%d items: a line of more %v, want %v", tc.n, more, tc.more)
		}
	}
}
