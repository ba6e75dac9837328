package coinart

import (
	"image"
	"testing"

	"puzzleworks/sprites"
)

// TestSizesAndNotBlank checks every picture has its documented size and
// shows something.
func TestSizesAndNotBlank(t *testing.T) {
	base := BoardBaseRGBA()
	tests := []struct {
		name string
		img  *image.RGBA
		w, h int
	}{
		{"background", BackgroundRGBA(), sprites.DesignW, sprites.DesignH},
		{"board", base, BoardSize, BoardSize},
		{"engraved", EngraveRGBA(base, 8, 3), BoardSize, BoardSize},
		{"coin", CoinRGBA(), CoinSize, CoinSize},
		{"shadow", ShadowRGBA(), ShadowSize, ShadowSize},
		{"glow", GlowRGBA(), GlowSize, GlowSize},
	}
	for _, tt := range tests {
		if got := tt.img.Bounds().Size(); got != image.Pt(tt.w*Res, tt.h*Res) {
			t.Errorf("%s: %v pixels, want %dx%d logical", tt.name, got, tt.w, tt.h)
		}
		blank := true
		for i := 3; i < len(tt.img.Pix); i += 4 {
			if tt.img.Pix[i] != 0 {
				blank = false
				break
			}
		}
		if blank {
			t.Errorf("%s is blank", tt.name)
		}
		save(t, tt.img, tt.name+".png")
	}
}

// TestEngraveMarksTheLines checks that a line's middle changes the board and
// that a place far from every line stays as the base.
func TestEngraveMarksTheLines(t *testing.T) {
	base := BoardBaseRGBA()
	img := EngraveRGBA(base, 8, 2) // two squares
	at := func(m *image.RGBA, x, y float64) [4]uint8 {
		px, py := int((x-(BoardX-BoardSize/2))*Res), int((y-(BoardY-BoardSize/2))*Res)
		i := m.PixOffset(px, py)
		return [4]uint8(m.Pix[i : i+4])
	}
	ax, ay := Point(8, 0)
	bx, by := Point(8, 2)
	mx, my := (ax+bx)/2, (ay+by)/2
	if at(img, mx, my) == at(base, mx, my) {
		t.Errorf("the middle of line 0-2 at (%.0f, %.0f) is not engraved", mx, my)
	}
	if at(img, BoardX, BoardY) != at(base, BoardX, BoardY) {
		t.Errorf("the centre of {8/2} is marked, but no line passes there")
	}
	// The second loop is inlaid in another metal than the first.
	cx, cy := Point(8, 1)
	dx, dy := Point(8, 3)
	if at(img, mx, my) == at(img, (cx+dx)/2, (cy+dy)/2) {
		t.Errorf("the two loops of {8/2} look the same")
	}
}

func TestPointsOnTheCircle(t *testing.T) {
	x, y := Point(8, 0)
	if x != BoardX || y != BoardY-PointR {
		t.Errorf("point 0 at (%v, %v), want the top", x, y)
	}
	x, _ = Point(8, 2)
	if x < BoardX+PointR-0.001 {
		t.Errorf("point 2 of 8 at x %v, want the right", x)
	}
}

// BenchmarkEngrave measures the drawing a change of star costs.
func BenchmarkEngrave(b *testing.B) {
	base := BoardBaseRGBA()
	for b.Loop() {
		EngraveRGBA(base, 16, 7)
	}
}

// save writes img into $PUZZLEWORKS_SHOTS when set, for a person to look at.
func save(t *testing.T, img *image.RGBA, name string) {
	if err := sprites.SaveShot("coinart_"+name, img); err != nil {
		t.Log(err)
	}
}
