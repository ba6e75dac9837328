package hanoiart

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"puzzleworks/sprites"
)

func TestStoneSizes(t *testing.T) {
	tests := []struct {
		i, w, h      int
		wantW, wantH int // logical
	}{
		{0, StoneMinW, StoneMinH, StoneMinW, StoneMinH},
		{11, StoneMaxW, StoneMaxH, StoneMaxW, StoneMaxH},
		{5, StoneMaxW, StoneMinH, StoneMaxW, StoneMinH},
		{6, StoneMinW, StoneMaxH, StoneMinW, StoneMaxH},
		{3, 1, 1, 1, 1},
		{2, 0, 0, 1, 1},
		{-1, -5, -7, 1, 1},
		{13, 5000, 20, StoneMaxSize, 20},
		{-13, 100, 30, 100, 30},
		{7, 10, 60, 10, 60}, // taller than wide
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d_%dx%d", tt.i, tt.w, tt.h), func(t *testing.T) {
			img := StoneRGBA(tt.i, tt.w, tt.h)
			if got, want := img.Bounds().Size(), image.Pt(tt.wantW*Res, tt.wantH*Res); got != want {
				t.Fatalf("size %v, want %v", got, want)
			}
			if err := sprites.Check(img, tt.wantW, tt.wantH); err != nil {
				t.Fatal(err)
			}
			w, h := float64(tt.wantW), float64(tt.wantH)
			if tt.wantW >= 4 && tt.wantH >= 4 {
				if a := alphaAt(img, w/2, h/2); a != 255 {
					t.Errorf("centre alpha %d, want 255", a)
				}
			}
			if tt.wantH >= 10 && tt.wantW >= 10 {
				if a := alphaAt(img, 0, 0); a != 0 {
					t.Errorf("corner alpha %d: the ends should be rounded", a)
				}
				// It fills its box: the middle of every edge is painted.
				for _, p := range [][2]float64{{w / 2, 1}, {w / 2, h - 1}, {1, h / 2}, {w - 1, h / 2}} {
					if a := alphaAt(img, p[0], p[1]); a < 128 {
						t.Errorf("edge point %v alpha %d", p, a)
					}
				}
			}
		})
	}
}

func TestStoneColorIndex(t *testing.T) {
	for i := -2 * StoneColors; i < 2*StoneColors; i++ {
		want := StoneColor(stoneIndex(i))
		if got := StoneColor(i); got != want {
			t.Errorf("StoneColor(%d) = %v, want %v", i, got, want)
		}
		if got := stoneIndex(i); got < 0 || got >= StoneColors {
			t.Errorf("stoneIndex(%d) = %d", i, got)
		}
	}
}

// lab converts an opaque colour to CIE L*a*b* (D65), where a distance of
// about 2.3 is just noticeable.
func lab(c color.RGBA) (l, a, b float64) {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	r, g, bl := lin(c.R), lin(c.G), lin(c.B)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}

func deltaE(p, q color.RGBA) float64 {
	l1, a1, b1 := lab(p)
	l2, a2, b2 := lab(q)
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}

// meanColour averages the opaque pixels of the flat middle band of a stone.
func meanColour(img *image.RGBA) color.RGBA {
	b := img.Bounds()
	var r, g, bl, n float64
	for y := b.Dy() * 2 / 5; y < b.Dy()*3/5; y++ {
		for x := b.Dx() / 4; x < b.Dx()*3/4; x++ {
			c := img.RGBAAt(x, y)
			r, g, bl, n = r+float64(c.R), g+float64(c.G), bl+float64(c.B), n+1
		}
	}
	return color.RGBA{uint8(r / n), uint8(g / n), uint8(bl / n), 255}
}

func TestStoneColorsDistinct(t *testing.T) {
	const minBase, minDrawn, maxOff = 20.0, 15.0, 15.0
	drawn := make([]color.RGBA, StoneColors)
	for i := range StoneColors {
		drawn[i] = meanColour(StoneRGBA(i, 160, 32))
		if d := deltaE(drawn[i], StoneColor(i)); d > maxOff {
			t.Errorf("stone %d is drawn %.1f ΔE away from StoneColor %v (mean %v)", i, d, StoneColor(i), drawn[i])
		}
	}
	for i := range StoneColors {
		for j := i + 1; j < StoneColors; j++ {
			if d := deltaE(StoneColor(i), StoneColor(j)); d < minBase {
				t.Errorf("StoneColor %d and %d are only %.1f ΔE apart", i, j, d)
			}
			if d := deltaE(drawn[i], drawn[j]); d < minDrawn {
				t.Errorf("stones %d and %d are drawn only %.1f ΔE apart", i, j, d)
			}
		}
	}
}

// TestStoneShading checks the look: lighter along the top than along the
// bottom, and a textured face rather than a flat fill.
func TestStoneShading(t *testing.T) {
	for i := range StoneColors {
		img := StoneRGBA(i, 200, 36)
		luma := func(x, y int) float64 {
			c := img.RGBAAt(x, y)
			return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
		}
		var top, bottom, sum, sum2, n float64
		for x := 100; x < 300; x++ {
			top += luma(x, 10)
			bottom += luma(x, 62)
			for y := 32; y < 40; y++ {
				l := luma(x, y)
				sum, sum2, n = sum+l, sum2+l*l, n+1
			}
		}
		if top <= bottom*1.1 {
			t.Errorf("stone %d: top (%.0f) is not lighter than bottom (%.0f)", i, top/200, bottom/200)
		}
		if sd := math.Sqrt(sum2/n - (sum/n)*(sum/n)); sd < 2 {
			t.Errorf("stone %d: face has no texture (luma deviation %.2f)", i, sd)
		}
	}
}
