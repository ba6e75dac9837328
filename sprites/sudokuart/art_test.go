package sudokuart

import (
	"testing"

	"puzzleworks/sprites"
)

// TestArt checks the pictures' sizes and a few colours at their places: the
// paper is light, the desk dark, a tile's face ivory and its corner clear.
func TestArt(t *testing.T) {
	bg := BackgroundRGBA()
	if b := bg.Bounds(); b.Dx() != sprites.DesignW*Res || b.Dy() != sprites.DesignH*Res {
		t.Fatalf("background %v", b)
	}
	lum := func(x, y int) int {
		c := bg.RGBAAt(x*Res, y*Res)
		return int(c.R) + int(c.G) + int(c.B)
	}
	if l := lum((PaperX0+PaperX1)/2, (PaperY0+PaperY1)/2); l < 600 {
		t.Errorf("paper luminance %d, want light", l)
	}
	if l := lum(20, 700); l > 300 {
		t.Errorf("desk luminance %d, want dark wood", l)
	}
	tile := TileRGBA(TileW, TileH)
	if c := tile.RGBAAt(TileW*Res/2, TileH*Res/2); c.R < 200 || c.A != 255 {
		t.Errorf("tile face %v", c)
	}
	if c := tile.RGBAAt(0, 0); c.A > 40 {
		t.Errorf("tile corner %v, want clear", c)
	}
	if err := sprites.SaveShot("sudokuart_background.png", bg); err != nil {
		t.Log(err)
	}
}

func BenchmarkBackground(b *testing.B) {
	for i := 0; i < b.N; i++ {
		BackgroundRGBA()
	}
}
