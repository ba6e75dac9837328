package brush

import (
	"image/color"
	"math"
	"testing"
)

// A canvas made at an origin paints what a canvas at (0, 0) paints with
// everything moved by minus that origin.
func TestOrigin(t *testing.T) {
	const ox, oy = 10.5, 7
	at := NewCanvasAt(ox, oy, 40, 30)
	if x, y := at.Origin(); x != ox || y != oy {
		t.Fatalf("Origin() = %v, %v; want %v, %v", x, y, ox, oy)
	}
	zero := NewCanvas(40, 30)
	if x, y := zero.Origin(); x != 0 || y != 0 {
		t.Fatalf("NewCanvas's Origin() = %v, %v; want 0, 0", x, y)
	}
	red, blue := Solid(Hex(0xc03020)), Hex(0x2040c0)
	at.Fill(Circle(ox+12, oy+11, 8), red)
	zero.Fill(Circle(12, 11, 8), red)
	at.FillEdge(RBox(ox+20, oy+4, ox+36, oy+26, 3), 2, Solid(blue.Alpha(0.5)))
	zero.FillEdge(RBox(20, 4, 36, 26, 3), 2, Solid(blue.Alpha(0.5)))
	path := func(dx, dy float64) [][]float64 {
		return [][]float64{{dx + 2, dy + 28, dx + 20, dy + 2, dx + 38, dy + 28}}
	}
	at.Path(path(ox, oy), func(x, y float64) RGB { return Hex(0x30a040).Alpha(0.6) })
	zero.Path(path(0, 0), func(x, y float64) RGB { return Hex(0x30a040).Alpha(0.6) })
	a, z := at.Image(), zero.Image()
	if a.Bounds() != z.Bounds() {
		t.Fatalf("bounds %v and %v differ", a.Bounds(), z.Bounds())
	}
	for i := range a.Pix {
		if a.Pix[i] != z.Pix[i] {
			t.Fatalf("byte %d (pixel %d): %d at the origin, %d at (0, 0)", i, i/4, a.Pix[i], z.Pix[i])
		}
	}
}

// A raised bevel is lit on its upper left edge; a recess (negative bevel)
// on its lower right.
func TestBevel(t *testing.T) {
	for _, bevel := range []float64{4, -4} {
		c := NewCanvas(32, 32)
		c.Draw(Circle(16, 16, 12), Mat{Col: Hex(0x808080), Bevel: bevel})
		img := c.Image()
		ul := img.RGBAAt(9*Res, 9*Res)    // near the upper left edge
		lr := img.RGBAAt(22*Res, 22*Res)  // near the lower right edge
		mid := img.RGBAAt(16*Res, 16*Res) // flat: the colour itself
		if mid != Hex(0x808080).Color() {
			t.Errorf("bevel %v: the flat middle is %v, not the colour", bevel, mid)
		}
		if lighter := ul.G > lr.G; lighter != (bevel > 0) {
			t.Errorf("bevel %v: upper left %v, lower right %v", bevel, ul, lr)
		}
	}
}

func TestColor(t *testing.T) {
	if got, want := Hex(Ink).Color(), (color.RGBA{0x1c, 0x20, 0x27, 0xff}); got != want {
		t.Errorf("Hex(Ink).Color() = %v; want %v", got, want)
	}
	if got, want := (RGB{R: 2, G: -1, B: 0.5, A: 0.5}).Color(), (color.RGBA{128, 0, 64, 128}); got != want {
		t.Errorf("an out of range colour converts to %v; want %v", got, want)
	}
}

// Shapes with no inside paint nothing, and sizes below one are raised.
func TestEmpty(t *testing.T) {
	c := NewCanvas(0, -3)
	if w, h := c.Size(); w != 1 || h != 1 || c.Image().Bounds().Dx() != Res {
		t.Fatalf("NewCanvas(0, -3) is %d×%d, %v", w, h, c.Image().Bounds())
	}
	c = NewCanvas(8, 8)
	red := Solid(Hex(0xff0000))
	c.Fill(Polygon(1, 1, 6, 6), red)
	c.Fill(Union(), red)
	c.Fill(Blob(2), red)
	c.Fill(Empty(), red)
	c.Path([][]float64{{1, 1, 6, 6}}, func(x, y float64) RGB { return Hex(0xff0000) })
	for i, v := range c.Image().Pix {
		if v != 0 {
			t.Fatalf("byte %d is %d: an empty shape painted", i, v)
		}
	}
}

// TestDetail paints one disc at several details: the canvas holds the
// detail's device pixels, and the disc covers the same share of it.
func TestDetail(t *testing.T) {
	for _, tc := range []struct {
		d    Detail
		w, h int // device pixels of a 40×20 canvas
	}{
		{Detail{}, 80, 40},
		{Detail{Res: 2}, 80, 40},
		{Detail{Res: 1}, 40, 20},
		{Detail{Res: 0.5}, 20, 10},
		{Detail{Res: 0.3}, 12, 6},
	} {
		c := NewCanvasDetail(40, 20, tc.d)
		if b := c.Image().Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%+v: canvas is %d×%d, want %d×%d", tc.d, b.Dx(), b.Dy(), tc.w, tc.h)
			continue
		}
		c.Fill(Circle(20, 10, 8), Solid(RGB{1, 0, 0, 1}))
		cov := 0.0
		for i := 3; i < len(c.Image().Pix); i += 4 {
			cov += float64(c.Image().Pix[i]) / 255
		}
		share := cov / float64(tc.w*tc.h)
		if want := math.Pi * 8 * 8 / (40 * 20); math.Abs(share-want) > 0.03 {
			t.Errorf("%+v: the disc covers %.3f of the canvas, want %.3f", tc.d, share, want)
		}
	}
}
