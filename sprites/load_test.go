package sprites

import (
	"image"
	"testing"
)

func TestCheckRejects(t *testing.T) {
	tests := []struct {
		name string
		img  *image.RGBA
	}{
		{"nil", nil},
		{"wrong size", image.NewRGBA(image.Rect(0, 0, 3, 3))},
		{"blank", image.NewRGBA(image.Rect(0, 0, 4*Res, 4*Res))},
	}
	for _, tt := range tests {
		if err := Check(tt.img, 4, 4); err == nil {
			t.Errorf("%s: check passed", tt.name)
		}
	}
}

func TestOpaque(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	if err := Opaque(img); err != nil {
		t.Errorf("opaque picture: %v", err)
	}
	img.Pix[7] = 254
	if err := Opaque(img); err == nil {
		t.Error("a translucent pixel passed")
	}
}

// TestPackRGBA: each picture stands whole on the sheet at a multiple of
// packAlign, with clear pixels all round it that are no picture's.
func TestPackRGBA(t *testing.T) {
	solid := func(w, h int, v uint8) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		for i := range img.Pix {
			img.Pix[i] = v + uint8(i%7)
		}
		return img
	}
	tests := []struct {
		name string
		imgs []*image.RGBA
	}{
		{"one", []*image.RGBA{solid(10, 5, 1)}},
		{"exact width", []*image.RGBA{solid(packAlign, 3, 1), solid(1, 9, 50)}},
		{"several", []*image.RGBA{solid(88, 88, 1), solid(116, 116, 80), solid(63, 2, 160)}},
		{"offset bounds", []*image.RGBA{solid(20, 20, 1).SubImage(image.Rect(5, 6, 15, 20)).(*image.RGBA), solid(3, 3, 9)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sheet, rs := packRGBA(tt.imgs)
			owner := map[image.Point]int{}
			for i, r := range rs {
				b := tt.imgs[i].Bounds()
				if r.Min.X%packAlign != 0 || r.Dx() != b.Dx() || r.Dy() != b.Dy() {
					t.Fatalf("picture %d at %v, want %v on a multiple of %d", i, r, b.Size(), packAlign)
				}
				for y := 0; y < r.Dy(); y++ {
					for x := 0; x < r.Dx(); x++ {
						if got, want := sheet.RGBAAt(r.Min.X+x, r.Min.Y+y), tt.imgs[i].RGBAAt(b.Min.X+x, b.Min.Y+y); got != want {
							t.Fatalf("picture %d pixel (%d, %d): %v, want %v", i, x, y, got, want)
						}
						owner[image.Pt(r.Min.X+x, r.Min.Y+y)] = i
					}
				}
				// A clear column right of it and a clear row below it
				// (where the sheet goes on), for the filter to read.
				if r.Max.X < sheet.Bounds().Max.X && sheet.RGBAAt(r.Max.X, r.Min.Y).A != 0 {
					t.Errorf("picture %d: the column after it is not clear", i)
				}
			}
			for y := 0; y < sheet.Bounds().Dy(); y++ {
				for x := 0; x < sheet.Bounds().Dx(); x++ {
					if _, ok := owner[image.Pt(x, y)]; !ok && sheet.RGBAAt(x, y).A != 0 {
						t.Fatalf("(%d, %d) belongs to no picture but is not clear", x, y)
					}
				}
			}
		})
	}
}
