package hanoiart

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"testing"

	"puzzleworks/sprites"
)

// alphaAt is the opacity (0..255) of the device pixel under logical (x, y).
func alphaAt(img *image.RGBA, x, y float64) uint8 {
	px, py := int(x*Res), int(y*Res)
	if !image.Pt(px, py).In(img.Bounds()) {
		return 0
	}
	return img.RGBAAt(px, py).A
}

func TestSpriteSizes(t *testing.T) {
	p := &Pictures{}
	for _, s := range p.list() {
		t.Run(s.Name, func(t *testing.T) {
			img := s.Finished()
			if err := sprites.Check(img, s.W, s.H); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestNewPictures(t *testing.T) {
	p, err := NewPictures()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.list() {
		if *s.Dst == nil {
			t.Errorf("%s missing", s.Name)
		}
	}
}

// TestAnchors checks that each sprite has paint where its documented anchor
// or attachment point says it has, and none where it must be clear.
func TestAnchors(t *testing.T) {
	type probe struct {
		what   string
		x, y   float64
		opaque bool
	}
	tests := []struct {
		name   string
		img    *image.RGBA
		probes []probe
	}{
		{"rail", RailRGBA(), []probe{
			{"running surface at the top edge", RailW / 2, 0.5, true},
			{"left end block", 20, RailH / 2, true},
			{"right end block", RailW - 20, RailH / 2, true},
			{"sky between the chords", RailW/2 + 32, 14.5, false},
		}},
		{"leg", LegRGBA(), []probe{
			{"foot on the ground", LegW / 2, LegH - 0.5, true},
			{"head at the top", LegW / 2, 0.5, true},
			{"open lattice", LegW/2 - 10, LegH / 2, false},
		}},
		{"trolley", TrolleyRGBA(), []probe{
			{"cable leaving at the anchor", TrolleyW / 2, TrolleyH - 0.5, true},
			{"left axle", TrolleyW/2 - TrolleyWheelDX, TrolleyH - WheelR, true},
			{"right axle", TrolleyW/2 + TrolleyWheelDX, TrolleyH - WheelR, true},
			{"bottom corner", 0.5, TrolleyH - 0.5, false},
		}},
		{"wheel", WheelRGBA(), []probe{
			{"hub", WheelR, WheelR, true},
			{"rim", WheelR, 0.6, true},
			{"corner", 0.5, 0.5, false},
		}},
		{"hoist", HoistRGBA(), []probe{
			{"cable end at the anchor", HoistW / 2, 0.5, true},
			{"shackle at the bottom", HoistW / 2, HoistH - 0.5, true},
			{"bottom corner", 0.5, HoistH - 0.5, false},
		}},
		{"left jaw", JawLeftRGBA(), []probe{
			{"pivot", JawPivotX, JawPivotY, true},
			{"pad face", JawW - 0.5, JawPadY, true},
			{"pad top", JawW - 0.5, JawPadY - JawPadH/2 + 1, true},
			{"pad bottom", JawW - 0.5, JawPadY + JawPadH/2 - 1, true},
			{"above the pad", JawW - 0.5, JawPadY - JawPadH/2 - 2, false},
			{"other side", 0.5, JawPadY, false},
		}},
		{"right jaw", JawRightRGBA(), []probe{
			{"pivot", JawW - JawPivotX, JawPivotY, true},
			{"pad face", 0.5, JawPadY, true},
			{"above the pad", 0.5, JawPadY - JawPadH/2 - 2, false},
		}},
		{"platform", PlatformRGBA(), []probe{
			{"anchor on the deck", PlatformW / 2, PlatformTop, true},
			{"above the deck", PlatformW / 2, 0.5, false},
			{"base line", PlatformW / 2, PlatformBase - 1, true},
			{"label field", PlatformW / 2, PlatformLabelY, true},
		}},
		{"marker", MarkerRGBA(), []probe{
			{"pole foot", MarkerFootX, MarkerH - 0.5, true},
			{"pennant", MarkerW / 2, 22, true},
			{"below the pennant", MarkerW - 4, MarkerH - 8, false},
		}},
		{"label plate", LabelPlateRGBA(), []probe{
			{"centre", LabelW / 2, LabelH / 2, true},
			{"corner", 0, 0, false},
		}},
		{"shadow", ShadowRGBA(), []probe{
			{"centre", ShadowW / 2, ShadowH / 2, true},
			{"corner", 0.5, 0.5, false},
		}},
	}
	for _, tt := range tests {
		for _, p := range tt.probes {
			a := alphaAt(tt.img, p.x, p.y)
			if p.opaque && a < 100 || !p.opaque && a > 0 {
				t.Errorf("%s: %s at (%g, %g): alpha %d, want opaque=%v", tt.name, p.what, p.x, p.y, a, p.opaque)
			}
		}
	}
}

func TestBackgroundOpaque(t *testing.T) {
	if err := sprites.Opaque(BackgroundRGBA()); err != nil {
		t.Fatal(err)
	}
}

// TestJawsMirrored checks that the right jaw is the left one's outline
// mirrored, so the scene can treat them alike.
func TestJawsMirrored(t *testing.T) {
	l, r := JawLeftRGBA(), JawRightRGBA()
	w, h := JawW*Res, JawH*Res
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			a, b := int(l.RGBAAt(x, y).A), int(r.RGBAAt(w-1-x, y).A)
			if a-b > 8 || b-a > 8 {
				t.Fatalf("alpha at (%d,%d) is %d on the left jaw, %d mirrored on the right", x, y, a, b)
			}
		}
	}
}

// TestBeamTiles checks that BeamMid stretches without change and joins
// BeamEnd without a seam.
func TestBeamTiles(t *testing.T) {
	mid, end := BeamMidRGBA(), BeamEndRGBA()
	for y := 0; y < BeamH*Res; y++ {
		first := mid.RGBAAt(0, y)
		for x := 1; x < BeamMidW*Res; x++ {
			if mid.RGBAAt(x, y) != first {
				t.Fatalf("BeamMid row %d differs at column %d", y, x)
			}
		}
		if d := colourDist(end.RGBAAt(BeamEndW*Res-1, y), first); d > 12 {
			t.Errorf("BeamEnd meets BeamMid with a seam at row %d (distance %.1f)", y, d)
		}
	}
}

// TestCableTiles checks that the rope's pattern repeats every CableH, so
// the tile can be repeated without a seam, and that the tile is not flat.
func TestCableTiles(t *testing.T) {
	tex := cableTex(CableW / 2.0)
	for x := 0.25; x < CableW; x += 0.5 {
		for y := 0.25; y < CableH; y += 0.5 {
			a, b := tex(x, y), tex(x, y+CableH)
			if math.Abs(a.R-b.R)+math.Abs(a.G-b.G)+math.Abs(a.B-b.B) > 1e-9 {
				t.Fatalf("pattern at (%g,%g) does not repeat", x, y)
			}
		}
	}
	img := CableRGBA()
	if colourDist(img.RGBAAt(CableW*Res/2, 0), img.RGBAAt(CableW*Res/2, CableH*Res/4)) < 5 {
		t.Error("cable tile looks flat")
	}
}

func TestWheelSymmetricShading(t *testing.T) {
	// Lit from the front only: opposite points of a ring have the same
	// colour unless a hole or the bolt is there.
	img := WheelRGBA()
	c := float64(WheelR * Res)
	for _, r := range []float64{10.8, 9.5} {
		for k := 0; k < 16; k++ {
			a := float64(k) * math.Pi / 8
			x1, y1 := int(c+r*Res*math.Cos(a)), int(c+r*Res*math.Sin(a))
			x2, y2 := int(c-r*Res*math.Cos(a)), int(c-r*Res*math.Sin(a))
			if d := colourDist(img.RGBAAt(x1, y1), img.RGBAAt(x2, y2)); d > 40 {
				t.Errorf("ring %g at angle %d: opposite colours differ by %.0f", r, k, d)
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	for name, f := range map[string]func() *image.RGBA{
		"trolley": TrolleyRGBA, "platform": PlatformRGBA, "stone": func() *image.RGBA { return StoneRGBA(4, 100, 30) },
	} {
		if !bytes.Equal(f().Pix, f().Pix) {
			t.Errorf("%s differs between two calls", name)
		}
	}
}

func colourDist(a, b color.RGBA) float64 {
	dr, dg, db, da := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B), float64(a.A)-float64(b.A)
	return math.Sqrt(dr*dr + dg*dg + db*db + da*da)
}
