package hanoiart

import (
	"image"
	"image/color"
	"math"

	"puzzleworks/sprites/brush"
)

// LabelInk is the colour to write on LabelPlate in: a dark brown-black
// that reads well on brass.
func LabelInk() color.RGBA { return brush.Hex(0x2b2118).Color() }

// concrete is a cast surface: grey-beige, mottled, with small pores.
func concrete(base brush.RGB, seed uint32) func(x, y float64) brush.RGB {
	return func(x, y float64) brush.RGB {
		col := base.Mul(0.9 + 0.2*brush.FBM(x*0.07, y*0.07, 3, seed))
		if brush.Hash(int(x*1.5), int(y*1.5), seed+1) > 0.97 {
			col = col.Mul(0.8)
		}
		return col
	}
}

// PlatformRGBA draws the plinth a pile stands on: PlatformW×PlatformH
// logical, anchor (PlatformW/2, PlatformTop). See the Platform constants.
func PlatformRGBA() *image.RGBA { return PaintPlatform(brush.Detail{}) }

// PaintPlatform is PlatformRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintPlatform(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(PlatformW, PlatformH, d)
	const w = PlatformW
	softShadow(c, brush.RBox(0, PlatformBase-5, w, PlatformBase+2, 3), 3.5, 0.45)
	// Concrete block.
	block := brush.RBox(5, 8, w-5, PlatformBase, 2.5)
	c.Draw(block, brush.Mat{Tex: func(x, y float64) brush.RGB {
		col := concrete(brush.Hex(cConcrete), 21)(x, y)
		// Darker toward the ground, where it gets dirty.
		return col.Mul(1 - 0.22*brush.Smoothstep(20, PlatformBase, y))
	}, Bevel: 2.5, Line: brush.Hex(cInk), LineW: 0.5})
	// Bolted anchor plates at both ends of the front face.
	for _, x := range []float64{18, w - 18} {
		c.Draw(brush.RBox(x-8, 14, x+8, 28, 1.5), brush.Steel(cSteel, 1.5))
		rivet(c, x-4, 21, 1.3, cSteelLight)
		rivet(c, x+4, 21, 1.3, cSteelLight)
	}
	// Steel deck with a tread pattern; its middle line is PlatformTop.
	deck := brush.RBox(1, 2, w-1, 10, 2)
	c.Draw(deck, brush.Mat{Tex: func(x, y float64) brush.RGB {
		col := brush.Hex(cSteel)
		// Raised diagonal tread bars on a staggered grid.
		gx, gy := math.Mod(x, 6), math.Mod(y+math.Floor(x/6)*3, 6)
		bump := brush.Smoothstep(1.4, 0.6, math.Abs(gx-3-(gy-3)*0.6)) * brush.Smoothstep(2.8, 1.8, math.Abs(gy-3))
		return col.Mul(0.95 + 0.25*bump)
	}, Bevel: 2, Gloss: 0.3, Shine: 16, Line: brush.Hex(cInk), LineW: 0.5})
	// Yellow safety edge along the front of the deck.
	c.Draw(brush.RBox(2, 7.5, w-2, 10.5, 1), brush.Painted(cYellow, 1))
	return c.Image()
}

// LabelPlateRGBA draws the brass plate for a pile's letter: LabelW×LabelH
// logical, anchor its centre.
func LabelPlateRGBA() *image.RGBA {
	c := brush.NewCanvas(LabelW, LabelH)
	brushed := func(x, y float64) brush.RGB {
		// Brushed metal: noise stretched along x.
		n := brush.FBM(x*0.05, y*1.2, 3, 31)
		return brush.Hex(cBrass).Mul(0.88 + 0.22*n)
	}
	c.Draw(brush.RBox(0.5, 0.5, LabelW-0.5, LabelH-0.5, 3), brush.Mat{Tex: brushed, Bevel: 2, Gloss: 0.5, Shine: 10, Line: brush.Hex(0x4a3515), LineW: 0.6})
	// A shallow recessed field for the letter.
	c.Fill(brush.RBox(7, 3.5, LabelW-7, LabelH-3.5, 2).Shell(0.7), func(x, y, d float64) brush.RGB {
		// Dark on the upper left rim of the recess, light on the lower right.
		if x+y*2 < LabelW/2+LabelH {
			return brush.RGB{R: 0.2, G: 0.13, B: 0.05, A: 0.35}
		}
		return brush.RGB{R: 1, G: 0.95, B: 0.8, A: 0.45}
	})
	for _, p := range [4][2]float64{{3.5, 3.5}, {LabelW - 3.5, 3.5}, {3.5, LabelH - 3.5}, {LabelW - 3.5, LabelH - 3.5}} {
		rivet(c, p[0], p[1], 1.4, 0xa08650)
		c.Fill(brush.Capsule(p[0]-0.8, p[1]+0.8, p[0]+0.8, p[1]-0.8, 0.25), brush.Solid(brush.RGB{R: 0.2, G: 0.15, B: 0.05, A: 0.8}))
	}
	return c.Image()
}

// MarkerRGBA draws the target marker, a red pennant on a steel pole:
// MarkerW×MarkerH logical, anchor the pole's foot (MarkerFootX, MarkerH).
func MarkerRGBA() *image.RGBA { return PaintMarker(brush.Detail{}) }

// PaintMarker is MarkerRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintMarker(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(MarkerW, MarkerH, d)
	const px = MarkerFootX
	// Pennant: a waving triangle from the pole to a tip on the right.
	const x0, x1, top, bot = px + 1.0, MarkerW - 2.0, 8.0, 38.0
	wave := func(x float64) float64 { return 2.6 * math.Sin((x-x0)*0.16) * (x - x0) / (x1 - x0) }
	var pts []float64
	const n = 24
	for i := 0; i <= n; i++ {
		x := x0 + (x1-x0)*float64(i)/n
		t := (x - x0) / (x1 - x0)
		pts = append(pts, x, top+(bot-top)/2*t*0.92+wave(x))
	}
	for i := n; i >= 0; i-- {
		x := x0 + (x1-x0)*float64(i)/n
		t := (x - x0) / (x1 - x0)
		pts = append(pts, x, bot-(bot-top)/2*t*0.92+wave(x))
	}
	flag := brush.Polygon(pts...)
	c.Fill(flag, func(x, y, d float64) brush.RGB {
		// Folds: light where the cloth turns toward the upper-left light.
		slope := 2.6 * 0.16 * math.Cos((x-x0)*0.16)
		col := brush.Hex(cSignal).Mul(1 - 0.3*slope)
		// A pale band across the middle.
		mid := top + (bot-top)/2 + wave(x)
		if math.Abs(y-mid) < 4*(1-(x-x0)/(x1-x0)) {
			col = brush.Hex(0xfff1d6).Mul(1 - 0.25*slope)
		}
		return col.Mix(brush.Hex(cInk), brush.Smoothstep(-0.9, -0.4, d))
	})
	// Pole, finial and foot.
	c.Draw(brush.Bar(px, 4, px, MarkerH-3, 1.6), brush.Steel(cSteelLight, 1.6))
	c.Draw(brush.Circle(px, 4, 3.2), brush.Mat{Col: brush.Hex(cBrass), Bevel: 3.2, Gloss: 0.8, Shine: 12, Line: brush.Hex(cInk), LineW: 0.5})
	c.Draw(brush.RBox(px-6, MarkerH-4.5, px+6, MarkerH, 1.2), brush.Steel(cSteelDark, 1.2))
	return c.Image()
}

// ShadowRGBA draws a soft contact shadow: ShadowW×ShadowH logical, anchor
// its centre. Scale it to the width of what casts it.
func ShadowRGBA() *image.RGBA {
	c := brush.NewCanvas(ShadowW, ShadowH)
	const cx, cy = ShadowW / 2.0, ShadowH / 2.0
	c.Fill(brush.RBox(0, 0, ShadowW, ShadowH, 0), func(x, y, d float64) brush.RGB {
		u, v := (x-cx)/cx, (y-cy)/cy
		r := u*u + v*v
		return brush.RGB{R: 0.06, G: 0.06, B: 0.1, A: 0.55 * math.Pow(brush.Clamp01(1-r), 1.6)}
	})
	return c.Image()
}
