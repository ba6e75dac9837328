package brush

import (
	"math"
	"testing"
)

// paintScene paints a picture made the way the art packages make theirs:
// a textured backdrop, bevelled and outlined boxes, discs and a blob, a
// many-sided polygon, soft shadows and a path, at detail d.
func paintScene(d Detail) *Canvas {
	c := NewCanvasDetail(320, 180, d)
	c.Fill(RBox(0, 0, 320, 180, 0), func(x, y, _ float64) RGB {
		return Hex(0x6f8fb0).Mix(Hex(0x9bb37a), y/180).Mul(0.9 + 0.2*FBM(x*0.05, y*0.05, 4, 7))
	})
	var ridge []float64
	for i := 0; i <= 64; i++ {
		x := float64(i) * 5
		ridge = append(ridge, x, 110-18*Noise(x*0.04, 3, 11))
	}
	ridge = append(ridge, 320, 180, 0, 180)
	c.Path([][]float64{ridge}, func(x, y float64) RGB { return Hex(0x4e6b3a).Mul(0.9 + 0.15*Noise(x*0.1, y*0.1, 5)) })
	var star []float64
	for i := 0; i < 24; i++ {
		a := float64(i) * math.Pi / 12
		r := 30.0
		if i%2 == 1 {
			r = 14
		}
		star = append(star, 250+r*math.Cos(a), 60+r*math.Sin(a))
	}
	c.Draw(Polygon(star...), Mat{Col: Hex(0xe2c27a), Bevel: 4, Gloss: 0.6, Shine: 16, Line: Hex(0x222222), LineW: 0.7})
	c.FillEdge(RBox(40, 100, 140, 140, 8).Move(4, 5), 4, Solid(RGB{A: 0.4}))
	c.Draw(RBox(40, 100, 140, 140, 8), Mat{Tex: func(x, y float64) RGB { return Hex(0x8a5a3a).Mul(0.85 + 0.3*FBM(x*0.2, y*0.02, 3, 3)) }, Bevel: 5, Gloss: 0.3, Shine: 12, Line: Hex(0x2a1a10), LineW: 0.8})
	c.Draw(Union(Circle(180, 120, 20), Capsule(160, 150, 220, 140, 6)), Mat{Col: Hex(0xc04040), Bevel: 6, Gloss: 0.5, Shine: 20, Line: Hex(0x301010), LineW: 0.6})
	c.Draw(Blob(6, Circle(90, 50, 14), Circle(110, 46, 12), Circle(100, 36, 10)), Mat{Col: Hex(0xf4f4f4), Bevel: 8})
	return c
}

// BenchmarkPaint paints paintScene at the finished detail and at a
// draft's. Run it in WebAssembly too, where a phone paints:
//
//	GOOS=js GOARCH=wasm go test -exec $(go env GOROOT)/lib/wasm/go_js_wasm_exec -run '^$' -bench Paint ./sprites/brush
func BenchmarkPaint(b *testing.B) {
	for _, tc := range []struct {
		name string
		d    Detail
	}{{"finished", Detail{}}, {"draft", Detail{Res: Res / 8.0}}} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				paintScene(tc.d)
			}
		})
	}
}
