package hanoiart

import (
	"image"
	"math"

	"puzzleworks/sprites/brush"
)

// cableTex paints twisted wire rope running vertically, centred on x = cx,
// CableW wide. The twist repeats every CableH/2, so a CableH tile repeats.
func cableTex(cx float64) func(x, y float64) brush.RGB {
	return func(x, y float64) brush.RGB {
		u := brush.Clamp((x-cx)/(CableW/2), -1, 1)
		// Strands wrap round the rope: their projection bends with asin(u).
		ph := 2*math.Pi*y/(CableH/2) + math.Asin(u)*1.6
		groove := brush.Smoothstep(-0.55, -1, math.Cos(ph))
		round := math.Sqrt(1 - u*u*0.85)
		col := brush.Hex(0x6b7480).Mul(0.45 + 0.65*round)
		col = col.Mul(1 - 0.55*groove)
		// Highlight along the lit side of every strand.
		hl := math.Exp(-(u+0.35)*(u+0.35)*9) * (0.5 + 0.5*math.Sin(ph))
		return col.Add(brush.RGB{R: 1, G: 0.97, B: 0.92, A: 1}, 0.28*hl)
	}
}

// CableRGBA draws one tile of the hoist cable: CableW×CableH logical,
// anchor the middle of the top edge. Tile it vertically.
func CableRGBA() *image.RGBA {
	c := brush.NewCanvas(CableW, CableH)
	c.Fill(brush.RBox(0, -1, CableW, CableH+1, 0), func(x, y, d float64) brush.RGB {
		col := cableTex(CableW/2.0)(x, y)
		return col.Mix(brush.Hex(cInk), brush.Smoothstep(-0.7, -0.1, d))
	})
	return c.Image()
}

// HoistRGBA draws the hook block: HoistW×HoistH logical, anchor the middle
// of the top edge (where the cable ends). See the Hoist constants.
func HoistRGBA() *image.RGBA { return PaintHoist(brush.Detail{}) }

// PaintHoist is HoistRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintHoist(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(HoistW, HoistH, d)
	const cx = HoistW / 2.0
	// Wedge socket where the cable ends.
	c.Draw(brush.RBox(cx-CableW/2, -1, cx+CableW/2, 6, 0), brush.Mat{Tex: cableTex(cx), Line: brush.Hex(cInk), LineW: 0.4})
	c.Draw(brush.Polygon(cx-4, 3, cx+4, 3, cx+5.5, 11, cx-5.5, 11).Grow(0.8), brush.Steel(cSteel, 2))
	// Shackle down to the spreader beam.
	c.Draw(brush.RBox(cx-6, 34, cx+6, HoistH+1, 2), brush.Steel(cSteelDark, 2))
	c.Draw(brush.Circle(cx, 40, 2.4), brush.Steel(cSteelLight, 2))
	// Side plates: a rounded shield.
	plate := brush.Blob(3, brush.Circle(cx, 21, 15), brush.RBox(cx-12, 22, cx+12, 36, 4))
	paint := brush.Painted(cOrange, 3.5)
	paint.Tex = func(x, y float64) brush.RGB { return grime(brush.Hex(cOrange), x, y, 9, 0.15) }
	c.Draw(plate, paint)
	// The sheave, seen through a round window in the plate.
	c.Draw(brush.Circle(cx, 19, 10), brush.Mat{Col: brush.Hex(cSteelDeep), Bevel: 2, Line: brush.Hex(cInk), LineW: 0.6})
	c.Draw(brush.Circle(cx, 19, 8.2), brush.Steel(cSteel, 3))
	c.Fill(brush.Circle(cx, 19, 6.2).Shell(0.6), brush.Solid(brush.Hex(cSteelDeep).Alpha(0.7)))
	c.Draw(brush.Circle(cx, 19, 3), brush.Steel(cSteelLight, 2.5))
	rivet(c, cx, 19, 1.3, cSteelDark)
	// Warning band across the bottom of the plates.
	band := brush.RBox(cx-11, 29, cx+11, 34, 1.5)
	c.Draw(band, brush.Mat{Tex: hazard(5, cYellow, cInk), Bevel: 0.8, Line: brush.Hex(cInk), LineW: 0.5})
	for _, dx := range []float64{-9.5, 9.5} {
		rivet(c, cx+dx, 24.5, 1.1, cSteelLight)
	}
	return c.Image()
}

// beamProfile draws the spreader beam's I-section seen from the side over
// x0..x1, running past both edges of the canvas so the tile is seamless.
func beamProfile(c *brush.Canvas, x0, x1 float64) {
	web := brush.Mat{Col: brush.Hex(cOrangeDim), Line: brush.Hex(cInk), LineW: 0.5}
	c.Draw(brush.RBox(x0, 3, x1, BeamH-3, 0), web)
	innerShadow(c, brush.RBox(x0, 4, x1, 5.5, 0), 1, 0.35)
	flange := brush.Painted(cOrange, 1.8)
	c.Draw(brush.RBox(x0, 0, x1, 4.2, 0.8), flange)
	c.Draw(brush.RBox(x0, BeamH-4.2, x1, BeamH, 0.8), flange)
}

// BeamMidRGBA draws the stretchable middle of the spreader beam:
// BeamMidW×BeamH logical, every column the same. Anchor: top-left.
func BeamMidRGBA() *image.RGBA {
	c := brush.NewCanvas(BeamMidW, BeamH)
	beamProfile(c, -20, BeamMidW+20)
	return c.Image()
}

// BeamEndRGBA draws the left end cap of the spreader beam: BeamEndW×BeamH
// logical, its right edge joining BeamMid. Anchor: top-left. Flip it
// horizontally for the right end.
func BeamEndRGBA() *image.RGBA {
	c := brush.NewCanvas(BeamEndW, BeamH)
	beamProfile(c, 1.5, BeamEndW+20)
	c.Draw(brush.RBox(0, 0, 4, BeamH, 1.2), brush.Steel(cSteelDark, 1.5))
	rivet(c, 2, 4, 0.9, cSteelLight)
	rivet(c, 2, BeamH-4, 0.9, cSteelLight)
	rivet(c, 8, BeamH/2, 1.1, cYellowHi)
	return c.Image()
}

// jaw draws a clamp arm; mirrored puts the pad on the left, for the right
// jaw. The light still comes from the upper left either way.
func jaw(mirrored bool, d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(JawW, JawH, d)
	f := func(s brush.Shape) brush.Shape {
		if mirrored {
			return s.FlipX(JawW / 2.0)
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
	arm := brush.Blob(3,
		brush.Bar(px, py+4, px, padTop+2, 4),
		brush.RBox(px-4, padTop-3, JawW-4, padBot+1.5, 3),
	)
	paint := brush.Painted(cOrange, 3)
	paint.Tex = func(x, y float64) brush.RGB { return grime(brush.Hex(cOrange), x, y, 13, 0.18) }
	c.Draw(f(arm), paint)
	// Stripe down the arm.
	c.Draw(f(brush.RBox(px-2.2, py+16, px+2.2, padTop-6, 1)), brush.Mat{Tex: hazard(5, cYellow, cInk), Bevel: 0.6, Line: brush.Hex(cInk), LineW: 0.4})
	// Rubber pad with ribs.
	pad := f(brush.RBox(JawW-6, padTop, JawW, padBot, 1.5))
	c.Draw(pad, brush.Mat{Col: brush.Hex(cRubber), Bevel: 1.5, Gloss: 0.2, Shine: 8, Line: brush.Hex(cInk), LineW: 0.5})
	for y := padTop + 3.0; y < padBot-1; y += 2.6 {
		c.Fill(f(brush.Capsule(JawW-5, y, JawW-0.8, y, 0.35)), brush.Solid(brush.RGB{R: 0, G: 0, B: 0, A: 0.55}))
	}
	// Carriage riding on the beam, with its rollers and pivot pin.
	c.Draw(f(brush.RBox(px-9, 0, px+9, py+11, 3)), brush.Steel(cSteelDark, 2.5))
	c.Draw(f(brush.RBox(px-6.5, 3, px+6.5, py+8, 1.5)), brush.Steel(cSteel, 1.5))
	rivet(c, fx(px), py, 2.2, cSteelLight)
	rivet(c, fx(px-6), 2.2, 1.2, cSteelLight)
	rivet(c, fx(px+6), 2.2, 1.2, cSteelLight)
	return c.Image()
}

// JawLeftRGBA draws the left clamp arm, pad facing right: JawW×JawH
// logical. See the Jaw constants for the pivot and the pad.
func JawLeftRGBA() *image.RGBA { return jaw(false, brush.Detail{}) }

// PaintJawLeft is JawLeftRGBA painted at detail d.
func PaintJawLeft(d brush.Detail) *image.RGBA { return jaw(false, d) }

// JawRightRGBA draws the right clamp arm, the mirror image of the left one
// with the pad facing left (pad face at x = 0).
func JawRightRGBA() *image.RGBA { return jaw(true, brush.Detail{}) }

// PaintJawRight is JawRightRGBA painted at detail d.
func PaintJawRight(d brush.Detail) *image.RGBA { return jaw(true, d) }
