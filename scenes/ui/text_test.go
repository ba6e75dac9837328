package ui

import (
	"image"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// inkAt rasterises r of font f at 100 pixels and returns the coverage at
// the middle of its box (0..255), and its advance.
func inkAt(t *testing.T, f *opentype.Font, r rune) (uint8, fixed.Int26_6) {
	t.Helper()
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	dr, mask, mp, adv, ok := face.Glyph(fixed.P(0, 100), r)
	if !ok {
		t.Fatalf("no glyph for %q", r)
	}
	a := mask.(*image.Alpha)
	mid := image.Pt(mp.X+dr.Dx()/2, mp.Y+dr.Dy()/2)
	return a.AlphaAt(mid.X, mid.Y).A, adv
}

// The counters' zero must not be slashed: the slash crosses the middle of
// the digit, which a plain zero leaves empty.
func TestZeroIsNotSlashed(t *testing.T) {
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	orig, err := opentype.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	if ink, _ := inkAt(t, orig, '0'); ink < 200 {
		t.Fatalf("the Go font's own zero has %d ink in its middle: the test no longer tells a slash", ink)
	}
	_, wantAdv := inkAt(t, orig, '0')
	for _, tc := range []struct {
		name string
		f    *opentype.Font
	}{{"regular", fonts.regular}, {"bold", fonts.bold}} {
		ink, adv := inkAt(t, tc.f, '0')
		if ink > 10 {
			t.Errorf("%s: the zero has %d ink in its middle: still slashed", tc.name, ink)
		}
		if tc.name == "regular" && adv != wantAdv {
			t.Errorf("%s: the zero's advance changed from %v to %v: counters would shift", tc.name, wantAdv, adv)
		}
		// The other glyphs are untouched.
		for _, r := range "O8o1" {
			got, _ := inkAt(t, tc.f, r)
			want := got
			if tc.name == "regular" {
				want, _ = inkAt(t, orig, r)
			}
			if got != want {
				t.Errorf("%s: %q changed", tc.name, r)
			}
		}
	}
}
