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
