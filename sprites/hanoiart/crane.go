package hanoiart

import (
	"image"
	"math"

	"puzzleworks/sprites/brush"
)

// RailRGBA draws the crane's girder: RailW×RailH logical, anchor top-left,
// top edge = running surface. See the Rail constants.
func RailRGBA() *image.RGBA { return PaintRail(brush.Detail{}) }

// PaintRail is RailRGBA painted at detail d (a draft first; see
// sprites.Stage).
func PaintRail(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(RailW, RailH, d)
	const (
		top    = 4.0  // top of the upper chord (under the running rail)
		chordH = 8.0  // height of each chord
		bottom = 35.0 // bottom of the lower chord
		end    = 40.0 // width of the end blocks over the legs
		panel  = 40.0 // spacing of the web's panel points
	)
	web := brush.Painted(cYellowDim, 1.6)
	// Web: verticals and alternating diagonals, behind the chords.
	for x := end; x <= RailW-end; x += panel {
		c.Draw(brush.Bar(x, top+chordH-1, x, bottom-chordH+1, 1.5), web)
	}
	for x, i := end, 0; x < RailW-end; x, i = x+panel, i+1 {
		y0, y1 := top+chordH-1, bottom-chordH+1
		if i%2 == 1 {
			y0, y1 = y1, y0
		}
		c.Draw(brush.Bar(x+1, y0, x+panel-1, y1, 1.8), web)
	}
	yellow := brush.Painted(cYellow, 2.6)
	yellow.Tex = func(x, y float64) brush.RGB { return grime(brush.Hex(cYellow), x, y, 7, 0.18) }
	c.Draw(brush.RBox(0, top, RailW, top+chordH, 1.5), yellow)
	c.Draw(brush.RBox(0, bottom-chordH, RailW, bottom, 1.5), yellow)
	// A soft shadow under the upper chord falls on the web.
	innerShadow(c, brush.RBox(end, top+chordH, RailW-end, top+chordH+2, 0), 1.2, 0.25)
	// Gusset plates and rivets at every panel point.
	for x := end; x <= RailW-end; x += panel {
		for _, y := range []float64{top + chordH/2, bottom - chordH/2} {
			rivet(c, x-2.6, y, 0.9, cYellowHi)
			rivet(c, x+2.6, y, 0.9, cYellowHi)
		}
	}
	// End blocks over the legs, with warning stripes.
	for _, x0 := range []float64{0, RailW - end} {
		blk := brush.RBox(x0, top, x0+end, bottom, 2)
		c.Draw(blk, yellow)
		band := brush.RBox(x0+4, top+9, x0+end-4, bottom-9, 1)
		c.Draw(band, brush.Mat{Tex: hazard(6, cYellow, cInk), Bevel: 0.8, Line: brush.Hex(cInk), LineW: 0.5})
		for _, dx := range []float64{5, end - 5} {
			rivet(c, x0+dx, top+4.5, 1.2, cYellowHi)
			rivet(c, x0+dx, bottom-4.5, 1.2, cYellowHi)
		}
	}
	// The steel running rail the wheels roll on.
	c.Draw(brush.RBox(2, 0, RailW-2, top+0.8, 0.8), brush.Steel(cSteel, 1.5))
	return c.Image()
}

// LegRGBA draws one of the crane's legs: LegW×LegH logical, anchor the
// middle of the bottom edge. See the Leg constants.
func LegRGBA() *image.RGBA { return PaintLeg(brush.Detail{}) }

// PaintLeg is LegRGBA painted at detail d.
func PaintLeg(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(LegW, LegH, d)
	const (
		cx    = LegW / 2.0
		footY = LegH - 10.0 // top of the foot plate
		baseH = 44.0        // half spread of the chords at the foot
		topH  = 18.0        // half spread at the top
		headH = 18.0        // height of the head block
	)
	// chordX is the centre line of the left chord at height y.
	chordX := func(y float64) float64 {
		t := (y - headH) / (footY - headH)
		return cx - (topH + (baseH-topH)*t)
	}
	levels := []float64{}
	for y := headH + 14; y < footY-20; y += 62 {
		levels = append(levels, y)
	}
	levels = append(levels, footY-14)
	brace := brush.Painted(cYellowDim, 1.2)
	for i := 0; i+1 < len(levels); i++ {
		ya, yb := levels[i], levels[i+1]
		xa, xb := chordX(ya), chordX(yb)
		c.Draw(brush.Bar(xa, ya, 2*cx-xb, yb, 1.5), brace)
		c.Draw(brush.Bar(2*cx-xa, ya, xb, yb, 1.5), brace)
	}
	strut := brush.Painted(cYellow, 1.8)
	for _, y := range levels {
		x := chordX(y)
		c.Draw(brush.RBox(x, y-2.6, 2*cx-x, y+2.6, 1), strut)
	}
	chord := brush.Painted(cYellow, 4.5)
	chord.Tex = func(x, y float64) brush.RGB { return grime(brush.Hex(cYellow), x, y, 3, 0.22) }
	left := brush.Bar(chordX(headH), headH-2, chordX(footY), footY, 4.5)
	c.Draw(left, chord)
	c.Draw(left.FlipX(cx), chord)
	for _, y := range levels {
		x := chordX(y)
		rivet(c, x, y, 1.3, cYellowHi)
		rivet(c, 2*cx-x, y, 1.3, cYellowHi)
	}
	// Head block under the rail and the foot plate on the ground.
	c.Draw(brush.RBox(cx-topH-1, 0, cx+topH+1, headH, 2), brush.Painted(cYellow, 2.5))
	foot := brush.RBox(2, footY, LegW-2, LegH, 2)
	c.Draw(foot, brush.Steel(cSteelDark, 2))
	c.Draw(brush.RBox(chordX(footY)-8, footY-5, chordX(footY)+8, footY+1, 1), brush.Steel(cSteel, 1.5))
	c.Draw(brush.RBox(2*cx-chordX(footY)-8, footY-5, 2*cx-chordX(footY)+8, footY+1, 1), brush.Steel(cSteel, 1.5))
	for _, x := range []float64{8, 24, LegW - 24, LegW - 8} {
		rivet(c, x, footY+5, 1.6, cSteelLight)
	}
	return c.Image()
}

// TrolleyRGBA draws the trolley body without wheels: TrolleyW×TrolleyH
// logical, anchor the middle of the bottom edge. See the Trolley constants.
func TrolleyRGBA() *image.RGBA { return PaintTrolley(brush.Detail{}) }

// PaintTrolley is TrolleyRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintTrolley(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(TrolleyW, TrolleyH, d)
	const (
		cx   = TrolleyW / 2.0
		axle = TrolleyH - WheelR
	)
	// Side frame carrying the axles.
	frame := brush.RBox(6, axle-9, TrolleyW-6, axle+6, 3)
	c.Draw(frame, brush.Steel(cSteelDark, 2))
	for _, x := range []float64{cx - TrolleyWheelDX, cx + TrolleyWheelDX} {
		c.Draw(brush.Circle(x, axle, 5), brush.Steel(cSteel, 2))
	}
	// The sheave the cable runs over, and the cable leaving downward.
	c.Draw(brush.RBox(cx-CableW/2, axle, cx+CableW/2, TrolleyH+1, 0), brush.Mat{Tex: cableTex(cx), Line: brush.Hex(cInk), LineW: 0.4})
	c.Draw(brush.Circle(cx, axle, 7.5), brush.Steel(cSteel, 3))
	c.Draw(brush.Circle(cx, axle, 3.5), brush.Steel(cSteelDark, 1.5))
	rivet(c, cx, axle, 1.5, cSteelLight)
	// Housing.
	body := brush.RBox(12, 10, TrolleyW-12, axle-4, 4)
	paint := brush.Painted(cYellow, 3)
	paint.Tex = func(x, y float64) brush.RGB { return grime(brush.Hex(cYellow), x, y, 5, 0.15) }
	c.Draw(body, paint)
	c.Draw(brush.RBox(16, 6, TrolleyW-16, 12, 2.5), brush.Painted(cOrange, 2))
	stripe := brush.RBox(14, axle-10, TrolleyW-14, axle-5, 1)
	c.Draw(stripe, brush.Mat{Tex: hazard(6, cYellow, cInk), Bevel: 0.6, Line: brush.Hex(cInk), LineW: 0.4})
	// Motor with cooling fins on the right.
	motor := brush.RBox(60, 13, 86, axle-12, 3)
	c.Draw(motor, brush.Steel(cSteel, 4))
	for x := 64.0; x <= 82; x += 3.5 {
		c.Fill(brush.RBox(x-0.5, 15, x+0.5, axle-14, 0.5), brush.Solid(brush.Hex(cSteelDeep).Alpha(0.55)))
	}
	// Control panel with vents on the left.
	c.Draw(brush.RBox(20, 14, 46, axle-12, 1.5), brush.Painted(cYellowDim, 1))
	for y := 17.0; y < axle-14; y += 3 {
		c.Fill(brush.Capsule(24, y, 42, y, 0.5), brush.Solid(brush.Hex(cInk).Alpha(0.6)))
	}
	// Amber beacon on the roof.
	c.Draw(brush.RBox(26, 4, 36, 7, 1), brush.Steel(cSteelDark, 1))
	c.FillEdge(brush.Circle(31, 2, 6), 4, brush.Solid(brush.RGB{R: 1, G: 0.7, B: 0.2, A: 0.25}))
	c.Draw(brush.RBox(27.5, -0.5, 34.5, 5, 3), brush.Mat{Col: brush.Hex(0xffa526), Bevel: 3, Gloss: 0.9, Shine: 20, Line: brush.Hex(cInk), LineW: 0.4})
	return c.Image()
}

// WheelRGBA draws a trolley wheel: (2·WheelR)² logical, anchor its centre.
// It is lit from the front only, so rotating it never moves a highlight.
func WheelRGBA() *image.RGBA { return PaintWheel(brush.Detail{}) }

// PaintWheel is WheelRGBA painted at detail d.
func PaintWheel(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(2*WheelR, 2*WheelR, d)
	const o = WheelR
	rings := func(x, y, d float64) brush.RGB {
		r := brush.Hyp(x-o, y-o)
		switch {
		case r > 10.2: // flange
			return brush.Hex(cSteelDark).Mul(0.9 + 0.2*brush.Smoothstep(12, 10.5, r))
		case r > 8.6: // tread
			return brush.Hex(cSteelLight).Mul(0.85 + 0.25*brush.Smoothstep(10.2, 9.3, r))
		default: // disc, dished toward the hub
			return brush.Hex(cSteel).Mul(0.8 + 0.35*brush.Smoothstep(8.6, 3, r))
		}
	}
	c.Fill(brush.Circle(o, o, WheelR-0.2), func(x, y, d float64) brush.RGB {
		col := rings(x, y, d)
		t := brush.Smoothstep(-0.9, -0.5, d)
		return col.Mix(brush.Hex(cInk), t)
	})
	c.Fill(brush.Circle(o, o, 8.6).Shell(0.5), brush.Solid(brush.Hex(cInk).Alpha(0.5)))
	for k := 0; k < 5; k++ {
		a := float64(k) * 2 * math.Pi / 5
		hx, hy := o+5.6*math.Cos(a), o+5.6*math.Sin(a)
		c.Fill(brush.Circle(hx, hy, 1.9), func(x, y, d float64) brush.RGB {
			return brush.Hex(cSteelDeep).Mix(brush.Hex(cInk), brush.Smoothstep(-0.8, 0, d))
		})
	}
	c.Fill(brush.Circle(o, o, 3), func(x, y, d float64) brush.RGB {
		return brush.Hex(cSteelLight).Mix(brush.Hex(cInk), brush.Smoothstep(-0.8, 0, d))
	})
	// Hex bolt: an edge shape that shows the turning even at the hub.
	var hexpts []float64
	for k := 0; k < 6; k++ {
		a := float64(k) * math.Pi / 3
		hexpts = append(hexpts, o+1.6*math.Cos(a), o+1.6*math.Sin(a))
	}
	c.Fill(brush.Polygon(hexpts...), brush.Solid(brush.Hex(cSteel)))
	return c.Image()
}
