package sprites

import (
	"image"
	"math"
)

// cableTex paints twisted wire rope running vertically, centred on x = cx,
// CableW wide. The twist repeats every CableH/2, so a CableH tile repeats.
func cableTex(cx float64) func(x, y float64) rgb {
	return func(x, y float64) rgb {
		u := clamp((x-cx)/(CableW/2), -1, 1)
		// Strands wrap round the rope: their projection bends with asin(u).
		ph := 2*math.Pi*y/(CableH/2) + math.Asin(u)*1.6
		groove := smoothstep(-0.55, -1, math.Cos(ph))
		round := math.Sqrt(1 - u*u*0.85)
		col := hex(0x6b7480).mul(0.45 + 0.65*round)
		col = col.mul(1 - 0.55*groove)
		// Highlight along the lit side of every strand.
		hl := math.Exp(-(u+0.35)*(u+0.35)*9) * (0.5 + 0.5*math.Sin(ph))
		return col.add(rgb{1, 0.97, 0.92, 1}, 0.28*hl)
	}
}

// CableRGBA draws one tile of the hoist cable: CableW×CableH logical,
// anchor the middle of the top edge. Tile it vertically.
func CableRGBA() *image.RGBA {
	c := newCanvas(CableW, CableH)
	c.fill(rbox(0, -1, CableW, CableH+1, 0), func(x, y, d float64) rgb {
		col := cableTex(CableW/2.0)(x, y)
		return col.mix(hex(cInk), smoothstep(-0.7, -0.1, d))
	})
	return c.img
}

// HoistRGBA draws the hook block: HoistW×HoistH logical, anchor the middle
// of the top edge (where the cable ends). See the Hoist constants.
func HoistRGBA() *image.RGBA {
	c := newCanvas(HoistW, HoistH)
	const cx = HoistW / 2.0
	// Wedge socket where the cable ends.
	c.draw(rbox(cx-CableW/2, -1, cx+CableW/2, 6, 0), mat{tex: cableTex(cx), line: hex(cInk), lineW: 0.4})
	c.draw(polygon(cx-4, 3, cx+4, 3, cx+5.5, 11, cx-5.5, 11).grow(0.8), steel(cSteel, 2))
	// Shackle down to the spreader beam.
	c.draw(rbox(cx-6, 34, cx+6, HoistH+1, 2), steel(cSteelDark, 2))
	c.draw(circle(cx, 40, 2.4), steel(cSteelLight, 2))
	// Side plates: a rounded shield.
	plate := blob(3, circle(cx, 21, 15), rbox(cx-12, 22, cx+12, 36, 4))
	paint := painted(cOrange, 3.5)
	paint.tex = func(x, y float64) rgb { return grime(hex(cOrange), x, y, 9, 0.15) }
	c.draw(plate, paint)
	// The sheave, seen through a round window in the plate.
	c.draw(circle(cx, 19, 10), mat{col: hex(cSteelDeep), bevel: 2, line: hex(cInk), lineW: 0.6})
	c.draw(circle(cx, 19, 8.2), steel(cSteel, 3))
	c.fill(circle(cx, 19, 6.2).shell(0.6), solid(hex(cSteelDeep).alpha(0.7)))
	c.draw(circle(cx, 19, 3), steel(cSteelLight, 2.5))
	c.rivet(cx, 19, 1.3, cSteelDark)
	// Warning band across the bottom of the plates.
	band := rbox(cx-11, 29, cx+11, 34, 1.5)
	c.draw(band, mat{tex: hazard(5, cYellow, cInk), bevel: 0.8, line: hex(cInk), lineW: 0.5})
	for _, dx := range []float64{-9.5, 9.5} {
		c.rivet(cx+dx, 24.5, 1.1, cSteelLight)
	}
	return c.img
}

// beamProfile draws the spreader beam's I-section seen from the side over
// x0..x1, running past both edges of the canvas so the tile is seamless.
func beamProfile(c *canvas, x0, x1 float64) {
	web := mat{col: hex(cOrangeDim), line: hex(cInk), lineW: 0.5}
	c.draw(rbox(x0, 3, x1, BeamH-3, 0), web)
	c.innerShadow(rbox(x0, 4, x1, 5.5, 0), 1, 0.35)
	flange := painted(cOrange, 1.8)
	c.draw(rbox(x0, 0, x1, 4.2, 0.8), flange)
	c.draw(rbox(x0, BeamH-4.2, x1, BeamH, 0.8), flange)
}

// BeamMidRGBA draws the stretchable middle of the spreader beam:
// BeamMidW×BeamH logical, every column the same. Anchor: top-left.
func BeamMidRGBA() *image.RGBA {
	c := newCanvas(BeamMidW, BeamH)
	beamProfile(c, -20, BeamMidW+20)
	return c.img
}

// BeamEndRGBA draws the left end cap of the spreader beam: BeamEndW×BeamH
// logical, its right edge joining BeamMid. Anchor: top-left. Flip it
// horizontally for the right end.
func BeamEndRGBA() *image.RGBA {
	c := newCanvas(BeamEndW, BeamH)
	beamProfile(c, 1.5, BeamEndW+20)
	c.draw(rbox(0, 0, 4, BeamH, 1.2), steel(cSteelDark, 1.5))
	c.rivet(2, 4, 0.9, cSteelLight)
	c.rivet(2, BeamH-4, 0.9, cSteelLight)
	c.rivet(8, BeamH/2, 1.1, cYellowHi)
	return c.img
}

// jaw draws a clamp arm; mirrored puts the pad on the left, for the right
// jaw. The light still comes from the upper left either way.
func jaw(mirrored bool) *image.RGBA {
	c := newCanvas(JawW, JawH)
	f := func(s shape) shape {
		if mirrored {
			return s.flipX(JawW / 2.0)
		}
		return s
	}
	fx := func(x float64) float64 {
		if mirrored {
			return JawW - x
		}
		return x
	}
	const (
		px, py = JawPivotX, JawPivotY
		padTop = JawPadY - JawPadH/2
		padBot = JawPadY + JawPadH/2
	)
	// Arm and foot, melted together with a fillet.
	arm := blob(3,
		bar(px, py+4, px, padTop+2, 4),
		rbox(px-4, padTop-3, JawW-4, padBot+1.5, 3),
	)
	paint := painted(cOrange, 3)
	paint.tex = func(x, y float64) rgb { return grime(hex(cOrange), x, y, 13, 0.18) }
	c.draw(f(arm), paint)
	// Stripe down the arm.
	c.draw(f(rbox(px-2.2, py+16, px+2.2, padTop-6, 1)), mat{tex: hazard(5, cYellow, cInk), bevel: 0.6, line: hex(cInk), lineW: 0.4})
	// Rubber pad with ribs.
	pad := f(rbox(JawW-6, padTop, JawW, padBot, 1.5))
	c.draw(pad, mat{col: hex(cRubber), bevel: 1.5, gloss: 0.2, shine: 8, line: hex(cInk), lineW: 0.5})
	for y := padTop + 3.0; y < padBot-1; y += 2.6 {
		c.fill(f(capsule(JawW-5, y, JawW-0.8, y, 0.35)), solid(rgb{0, 0, 0, 0.55}))
	}
	// Carriage riding on the beam, with its rollers and pivot pin.
	c.draw(f(rbox(px-9, 0, px+9, py+11, 3)), steel(cSteelDark, 2.5))
	c.draw(f(rbox(px-6.5, 3, px+6.5, py+8, 1.5)), steel(cSteel, 1.5))
	c.rivet(fx(px), py, 2.2, cSteelLight)
	c.rivet(fx(px-6), 2.2, 1.2, cSteelLight)
	c.rivet(fx(px+6), 2.2, 1.2, cSteelLight)
	return c.img
}

// JawLeftRGBA draws the left clamp arm, pad facing right: JawW×JawH
// logical. See the Jaw constants for the pivot and the pad.
func JawLeftRGBA() *image.RGBA { return jaw(false) }

// JawRightRGBA draws the right clamp arm, the mirror image of the left one
// with the pad facing left (pad face at x = 0).
func JawRightRGBA() *image.RGBA { return jaw(true) }
