package subset

import (
	"image"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// ink rasterises r at 64 pixels: its coverage summed, and its advance.
func ink(t *testing.T, ttf []byte, r rune) (int, fixed.Int26_6) {
	t.Helper()
	f, err := opentype.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 64, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	adv, _ := face.GlyphAdvance(r)
	_, mask, mp, _, ok := face.Glyph(fixed.P(0, 64), r)
	if !ok {
		return 0, adv
	}
	a := mask.(*image.Alpha)
	sum := 0
	b := mask.Bounds()
	for y := mp.Y; y < b.Max.Y; y++ {
		for x := mp.X; x < b.Max.X; x++ {
			sum += int(a.AlphaAt(x, y).A)
		}
	}
	return sum, adv
}

func TestFontKeepsWhatItIsAsked(t *testing.T) {
	cut, err := Font(goregular.TTF, func(r rune) bool { return r < 0x80 })
	if err != nil {
		t.Fatal(err)
	}
	if len(cut) >= len(goregular.TTF)*3/4 {
		t.Errorf("cut to ASCII the font is %d bytes of %d", len(cut), len(goregular.TTF))
	}
	tests := []struct {
		r    rune
		kept bool
	}{
		{'A', true}, {'g', true}, {'0', true}, {'~', true},
		{'é', false}, {'Ж', false}, {'λ', false},
	}
	for _, tc := range tests {
		wantInk, wantAdv := ink(t, goregular.TTF, tc.r)
		gotInk, gotAdv := ink(t, cut, tc.r)
		if gotAdv != wantAdv {
			t.Errorf("%q: advance %v, want %v as before", tc.r, gotAdv, wantAdv)
		}
		switch {
		case wantInk == 0:
			t.Errorf("%q: the Go font draws nothing: the test tells nothing", tc.r)
		case tc.kept && gotInk != wantInk:
			t.Errorf("%q: ink %d, want %d as before", tc.r, gotInk, wantInk)
		case !tc.kept && gotInk != 0:
			t.Errorf("%q: ink %d, want none", tc.r, gotInk)
		}
	}
}

// An accented letter kept is a composite: its parts are kept with it.
func TestFontKeepsTheParts(t *testing.T) {
	cut, err := Font(goregular.TTF, func(r rune) bool { return r == 'é' })
	if err != nil {
		t.Fatal(err)
	}
	want, _ := ink(t, goregular.TTF, 'é')
	if got, _ := ink(t, cut, 'é'); got != want {
		t.Errorf("é: ink %d, want %d", got, want)
	}
}

func TestAliasAndDrop(t *testing.T) {
	plain, err := Alias(goregular.TTF, '0', "zero.empty")
	if err != nil {
		t.Fatal(err)
	}
	zero, adv := ink(t, goregular.TTF, '0')
	got, gotAdv := ink(t, plain, '0')
	if got >= zero || got == 0 || gotAdv != adv {
		t.Errorf("the plain zero has ink %d (the slashed %d) and advance %v (want %v)", got, zero, gotAdv, adv)
	}
	small, err := Drop(plain, "fpgm", "name")
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(small)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	if name, _ := f.GlyphName(&buf, 5); name != "" {
		t.Errorf("glyph 5 is still named %q", name)
	}
	if again, _ := ink(t, small, '0'); again != got {
		t.Errorf("dropping tables changed the zero's ink from %d to %d", got, again)
	}
	if _, err := Drop(plain, "none"); err == nil {
		t.Error("dropping a table the font has not: no error")
	}
}

func TestRefusesBadInput(t *testing.T) {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	n := uint16(f.NumGlyphs())
	tests := []struct {
		name     string
		ttf      []byte
		dst, src uint16
	}{
		{"empty", nil, 19, 20},
		{"cut", goregular.TTF[:100], 19, 20},
		{"dst beyond the glyphs", goregular.TTF, n + 5, 20},
		{"src beyond the glyphs", goregular.TTF, 19, n + 5},
		{"dst without an outline", goregular.TTF, 3, 19}, // the space
	}
	for _, tc := range tests {
		if _, err := Composite(tc.ttf, tc.dst, tc.src); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	for _, bad := range [][]byte{nil, goregular.TTF[:100], []byte(strings.Repeat("x", 64))} {
		if _, err := Font(bad, func(rune) bool { return true }); err == nil {
			t.Errorf("Font of %d bad bytes: no error", len(bad))
		}
	}
	if _, err := Alias(goregular.TTF, '0', "no.such.glyph"); err == nil {
		t.Error("Alias to no such glyph: no error")
	}
}
