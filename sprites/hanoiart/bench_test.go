package hanoiart

import (
	"fmt"
	"image"
	"testing"
)

// builders lists every pure sprite constructor by name.
func builders() map[string]func() *image.RGBA {
	return map[string]func() *image.RGBA{
		"Background": BackgroundRGBA,
		"Rail":       RailRGBA,
		"Leg":        LegRGBA,
		"Trolley":    TrolleyRGBA,
		"Wheel":      WheelRGBA,
		"Cable":      CableRGBA,
		"Hoist":      HoistRGBA,
		"BeamMid":    BeamMidRGBA,
		"BeamEnd":    BeamEndRGBA,
		"JawLeft":    JawLeftRGBA,
		"JawRight":   JawRightRGBA,
		"Platform":   PlatformRGBA,
		"Marker":     MarkerRGBA,
		"LabelPlate": LabelPlateRGBA,
		"Shadow":     ShadowRGBA,
	}
}

func BenchmarkSprites(b *testing.B) {
	for name, f := range builders() {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				f()
			}
		})
	}
}

func BenchmarkStone(b *testing.B) {
	for _, sz := range [][2]int{{StoneMinW, StoneMinH}, {120, 30}, {StoneMaxW, StoneMaxH}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			for b.Loop() {
				StoneRGBA(5, sz[0], sz[1])
			}
		})
	}
}

func BenchmarkNewPictures(b *testing.B) {
	for b.Loop() {
		if _, err := NewPictures(); err != nil {
			b.Fatal(err)
		}
	}
}
