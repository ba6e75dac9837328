package riverart

import (
	"image"
	"image/draw"
	"os"
	"testing"

	"puzzleworks/sprites"
)

func TestPictures(t *testing.T) {
	p, err := NewPictures()
	if err != nil {
		t.Fatal(err)
	}
	// Husband and wife of a couple wear the same colour; couples differ.
	for i := 1; i <= MaxCouples; i++ {
		if CoupleColor(i) == CoupleColor(i%MaxCouples+1) {
			t.Fatalf("couples %d and %d share a colour", i, i%MaxCouples+1)
		}
	}
	// The backdrop is opaque and shows water between the river's edges
	// and grass outside them.
	bg := p.Background
	if err := sprites.Opaque(bg); err != nil {
		t.Fatalf("the background is not opaque: %v", err)
	}
	l, r := RiverEdges(600)
	w := bg.RGBAAt(int((l+r)/2)*Res, 600*Res)
	g := bg.RGBAAt(int(l-120)*Res, 600*Res)
	if !(w.B > w.G && w.B > w.R) || !(g.G > g.B && g.G > g.R) {
		t.Fatalf("water %v should be blue and grass %v green", w, g)
	}
	if dir := os.Getenv("PUZZLEWORKS_SHOTS"); dir != "" {
		sheet := image.NewRGBA(image.Rect(0, 0, 900*Res, 200*Res))
		x := 0
		put := func(img *image.RGBA, y int) {
			draw.Draw(sheet, img.Bounds().Add(image.Pt(x, y)), img, image.Point{}, draw.Over)
			x += img.Bounds().Dx() + 8
		}
		for i := 1; i <= MaxCouples; i++ {
			put(p.Man[i], 0)
			put(p.Woman[i], 0)
		}
		x = 0
		for i := 1; i <= 4; i++ {
			put(p.ManSeated[i], 180)
			put(p.WomanSeated[i], 180)
		}
		for k := 1; k <= MaxBoat; k++ {
			put(p.BoatBack[k], 180)
			put(p.BoatFront[k], 180)
		}
		x = 0
		for _, img := range []*image.RGBA{p.Oar, p.Foam, p.Ring, p.Ripple, p.Shadow} {
			put(img, 300)
		}
		for name, img := range map[string]*image.RGBA{"riverart_sheet.png": sheet, "riverart_background.png": bg} {
			if err := sprites.SaveShot(name, img); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func BenchmarkPictures(b *testing.B) {
	for b.Loop() {
		if _, err := NewPictures(); err != nil {
			b.Fatal(err)
		}
	}
}
