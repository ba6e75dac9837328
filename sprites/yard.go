package sprites

import (
	"image"
	"image/color"
	"math"
)

// LabelInk is the colour to write on LabelPlate in: a dark brown-black
// that reads well on brass.
func LabelInk() color.RGBA { return hex(0x2b2118).rgba() }

// concrete is a cast surface: grey-beige, mottled, with small pores.
func concrete(base rgb, seed uint32) func(x, y float64) rgb {
	return func(x, y float64) rgb {
		col := base.mul(0.9 + 0.2*fbm(x*0.07, y*0.07, 3, seed))
		if hash2(int(x*1.5), int(y*1.5), seed+1) > 0.97 {
			col = col.mul(0.8)
		}
		return col
	}
}

// PlatformRGBA draws the plinth a pile stands on: PlatformW×PlatformH
// logical, anchor (PlatformW/2, PlatformTop). See the Platform constants.
func PlatformRGBA() *image.RGBA {
	c := newCanvas(PlatformW, PlatformH)
	const w = PlatformW
	c.softShadow(rbox(0, PlatformBase-5, w, PlatformBase+2, 3), 3.5, 0.45)
	// Concrete block.
	block := rbox(5, 8, w-5, PlatformBase, 2.5)
	c.draw(block, mat{tex: func(x, y float64) rgb {
		col := concrete(hex(cConcrete), 21)(x, y)
		// Darker toward the ground, where it gets dirty.
		return col.mul(1 - 0.22*smoothstep(20, PlatformBase, y))
	}, bevel: 2.5, line: hex(cInk), lineW: 0.5})
	// Bolted anchor plates at both ends of the front face.
	for _, x := range []float64{18, w - 18} {
		c.draw(rbox(x-8, 14, x+8, 28, 1.5), steel(cSteel, 1.5))
		c.rivet(x-4, 21, 1.3, cSteelLight)
		c.rivet(x+4, 21, 1.3, cSteelLight)
	}
	// Steel deck with a tread pattern; its middle line is PlatformTop.
	deck := rbox(1, 2, w-1, 10, 2)
	c.draw(deck, mat{tex: func(x, y float64) rgb {
		col := hex(cSteel)
		// Raised diagonal tread bars on a staggered grid.
		gx, gy := math.Mod(x, 6), math.Mod(y+math.Floor(x/6)*3, 6)
		bump := smoothstep(1.4, 0.6, math.Abs(gx-3-(gy-3)*0.6)) * smoothstep(2.8, 1.8, math.Abs(gy-3))
		return col.mul(0.95 + 0.25*bump)
	}, bevel: 2, gloss: 0.3, shine: 16, line: hex(cInk), lineW: 0.5})
	// Yellow safety edge along the front of the deck.
	c.draw(rbox(2, 7.5, w-2, 10.5, 1), painted(cYellow, 1))
	return c.img
}

// LabelPlateRGBA draws the brass plate for a pile's letter: LabelW×LabelH
// logical, anchor its centre.
func LabelPlateRGBA() *image.RGBA {
	c := newCanvas(LabelW, LabelH)
	brushed := func(x, y float64) rgb {
		// Brushed metal: noise stretched along x.
		n := fbm(x*0.05, y*1.2, 3, 31)
		return hex(cBrass).mul(0.88 + 0.22*n)
	}
	c.draw(rbox(0.5, 0.5, LabelW-0.5, LabelH-0.5, 3), mat{tex: brushed, bevel: 2, gloss: 0.5, shine: 10, line: hex(0x4a3515), lineW: 0.6})
	// A shallow recessed field for the letter.
	c.fill(rbox(7, 3.5, LabelW-7, LabelH-3.5, 2).shell(0.7), func(x, y, d float64) rgb {
		// Dark on the upper left rim of the recess, light on the lower right.
		if x+y*2 < LabelW/2+LabelH {
			return rgb{0.2, 0.13, 0.05, 0.35}
		}
		return rgb{1, 0.95, 0.8, 0.45}
	})
	for _, p := range [4][2]float64{{3.5, 3.5}, {LabelW - 3.5, 3.5}, {3.5, LabelH - 3.5}, {LabelW - 3.5, LabelH - 3.5}} {
		c.rivet(p[0], p[1], 1.4, 0xa08650)
		c.fill(capsule(p[0]-0.8, p[1]+0.8, p[0]+0.8, p[1]-0.8, 0.25), solid(rgb{0.2, 0.15, 0.05, 0.8}))
	}
	return c.img
}

// MarkerRGBA draws the target marker, a red pennant on a steel pole:
// MarkerW×MarkerH logical, anchor the pole's foot (MarkerFootX, MarkerH).
func MarkerRGBA() *image.RGBA {
	c := newCanvas(MarkerW, MarkerH)
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
	flag := polygon(pts...)
	c.fill(flag, func(x, y, d float64) rgb {
		// Folds: light where the cloth turns toward the upper-left light.
		slope := 2.6 * 0.16 * math.Cos((x-x0)*0.16)
		col := hex(cSignal).mul(1 - 0.3*slope)
		// A pale band across the middle.
		mid := top + (bot-top)/2 + wave(x)
		if math.Abs(y-mid) < 4*(1-(x-x0)/(x1-x0)) {
			col = hex(0xfff1d6).mul(1 - 0.25*slope)
		}
		return col.mix(hex(cInk), smoothstep(-0.9, -0.4, d))
	})
	// Pole, finial and foot.
	c.draw(bar(px, 4, px, MarkerH-3, 1.6), steel(cSteelLight, 1.6))
	c.draw(circle(px, 4, 3.2), mat{col: hex(cBrass), bevel: 3.2, gloss: 0.8, shine: 12, line: hex(cInk), lineW: 0.5})
	c.draw(rbox(px-6, MarkerH-4.5, px+6, MarkerH, 1.2), steel(cSteelDark, 1.2))
	return c.img
}

// ShadowRGBA draws a soft contact shadow: ShadowW×ShadowH logical, anchor
// its centre. Scale it to the width of what casts it.
func ShadowRGBA() *image.RGBA {
	c := newCanvas(ShadowW, ShadowH)
	const cx, cy = ShadowW / 2.0, ShadowH / 2.0
	c.fill(rbox(0, 0, ShadowW, ShadowH, 0), func(x, y, d float64) rgb {
		u, v := (x-cx)/cx, (y-cy)/cy
		r := u*u + v*v
		return rgb{0.06, 0.06, 0.1, 0.55 * math.Pow(clamp01(1-r), 1.6)}
	})
	return c.img
}
