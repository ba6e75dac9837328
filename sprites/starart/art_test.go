package starart

import "testing"

func TestSprites(t *testing.T) {
	tests := []struct {
		name string
		w, h int
		got  func() (int, int, uint8)
	}{
		{"star", StarSize * Res, StarSize * Res, func() (int, int, uint8) {
			img := StarRGBA()
			return img.Bounds().Dx(), img.Bounds().Dy(), img.RGBAAt(StarSize*Res/2, StarSize*Res/2).A
		}},
		{"dot", DotSize * Res, DotSize * Res, func() (int, int, uint8) {
			img := DotRGBA()
			return img.Bounds().Dx(), img.Bounds().Dy(), img.RGBAAt(DotSize*Res/2, DotSize*Res/2).A
		}},
		{"board", 540 * Res, 540 * Res, func() (int, int, uint8) {
			img := BoardRGBA(504, 18)
			return img.Bounds().Dx() - 4*Res, img.Bounds().Dy() - 4*Res, img.RGBAAt(270*Res, 270*Res).A
		}},
	}
	for _, tc := range tests {
		w, h, a := tc.got()
		if w != tc.w || h != tc.h || a != 255 {
			t.Errorf("%s: %d×%d, middle alpha %d; want %d×%d, opaque", tc.name, w, h, a, tc.w, tc.h)
		}
	}
	// The star's middle is its gold.
	c := StarRGBA().RGBAAt(StarSize*Res/2, StarSize*Res/2+4*Res)
	g := StarColor()
	if d := int(c.R) - int(g.R); d > 40 || d < -40 {
		t.Errorf("star middle %v, want near %v", c, g)
	}
}

func TestRegionTintsDiffer(t *testing.T) {
	for i := 0; i < RegionTints; i++ {
		for j := i + 1; j < RegionTints; j++ {
			a, b := RegionTint(i), RegionTint(j)
			d := abs(int(a.R)-int(b.R)) + abs(int(a.G)-int(b.G)) + abs(int(a.B)-int(b.B))
			if d < 40 {
				t.Errorf("tints %d and %d are too close: %v %v", i, j, a, b)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
