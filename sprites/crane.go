package sprites

import (
	"image"
	"math"
)

// RailRGBA draws the crane's girder: RailW×RailH logical, anchor top-left,
// top edge = running surface. See the Rail constants.
func RailRGBA() *image.RGBA {
	c := newCanvas(RailW, RailH)
	const (
		top    = 4.0  // top of the upper chord (under the running rail)
		chordH = 8.0  // height of each chord
		bottom = 35.0 // bottom of the lower chord
		end    = 40.0 // width of the end blocks over the legs
		panel  = 40.0 // spacing of the web's panel points
	)
	web := painted(cYellowDim, 1.6)
	// Web: verticals and alternating diagonals, behind the chords.
	for x := end; x <= RailW-end; x += panel {
		c.draw(bar(x, top+chordH-1, x, bottom-chordH+1, 1.5), web)
	}
	for x, i := end, 0; x < RailW-end; x, i = x+panel, i+1 {
		y0, y1 := top+chordH-1, bottom-chordH+1
		if i%2 == 1 {
			y0, y1 = y1, y0
		}
		c.draw(bar(x+1, y0, x+panel-1, y1, 1.8), web)
	}
	yellow := painted(cYellow, 2.6)
	yellow.tex = func(x, y float64) rgb { return grime(hex(cYellow), x, y, 7, 0.18) }
	c.draw(rbox(0, top, RailW, top+chordH, 1.5), yellow)
	c.draw(rbox(0, bottom-chordH, RailW, bottom, 1.5), yellow)
	// A soft shadow under the upper chord falls on the web.
	c.innerShadow(rbox(end, top+chordH, RailW-end, top+chordH+2, 0), 1.2, 0.25)
	// Gusset plates and rivets at every panel point.
	for x := end; x <= RailW-end; x += panel {
		for _, y := range []float64{top + chordH/2, bottom - chordH/2} {
			c.rivet(x-2.6, y, 0.9, cYellowHi)
			c.rivet(x+2.6, y, 0.9, cYellowHi)
		}
	}
	// End blocks over the legs, with warning stripes.
	for _, x0 := range []float64{0, RailW - end} {
		blk := rbox(x0, top, x0+end, bottom, 2)
		c.draw(blk, yellow)
		band := rbox(x0+4, top+9, x0+end-4, bottom-9, 1)
		c.draw(band, mat{tex: hazard(6, cYellow, cInk), bevel: 0.8, line: hex(cInk), lineW: 0.5})
		for _, dx := range []float64{5, end - 5} {
			c.rivet(x0+dx, top+4.5, 1.2, cYellowHi)
			c.rivet(x0+dx, bottom-4.5, 1.2, cYellowHi)
		}
	}
	// The steel running rail the wheels roll on.
	c.draw(rbox(2, 0, RailW-2, top+0.8, 0.8), steel(cSteel, 1.5))
	return c.img
}

// LegRGBA draws one of the crane's legs: LegW×LegH logical, anchor the
// middle of the bottom edge. See the Leg constants.
func LegRGBA() *image.RGBA {
	c := newCanvas(LegW, LegH)
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
	brace := painted(cYellowDim, 1.2)
	for i := 0; i+1 < len(levels); i++ {
		ya, yb := levels[i], levels[i+1]
		xa, xb := chordX(ya), chordX(yb)
		c.draw(bar(xa, ya, 2*cx-xb, yb, 1.5), brace)
		c.draw(bar(2*cx-xa, ya, xb, yb, 1.5), brace)
	}
	strut := painted(cYellow, 1.8)
	for _, y := range levels {
		x := chordX(y)
		c.draw(rbox(x, y-2.6, 2*cx-x, y+2.6, 1), strut)
	}
	chord := painted(cYellow, 4.5)
	chord.tex = func(x, y float64) rgb { return grime(hex(cYellow), x, y, 3, 0.22) }
	left := bar(chordX(headH), headH-2, chordX(footY), footY, 4.5)
	c.draw(left, chord)
	c.draw(left.flipX(cx), chord)
	for _, y := range levels {
		x := chordX(y)
		c.rivet(x, y, 1.3, cYellowHi)
		c.rivet(2*cx-x, y, 1.3, cYellowHi)
	}
	// Head block under the rail and the foot plate on the ground.
	c.draw(rbox(cx-topH-1, 0, cx+topH+1, headH, 2), painted(cYellow, 2.5))
	foot := rbox(2, footY, LegW-2, LegH, 2)
	c.draw(foot, steel(cSteelDark, 2))
	c.draw(rbox(chordX(footY)-8, footY-5, chordX(footY)+8, footY+1, 1), steel(cSteel, 1.5))
	c.draw(rbox(2*cx-chordX(footY)-8, footY-5, 2*cx-chordX(footY)+8, footY+1, 1), steel(cSteel, 1.5))
	for _, x := range []float64{8, 24, LegW - 24, LegW - 8} {
		c.rivet(x, footY+5, 1.6, cSteelLight)
	}
	return c.img
}

// TrolleyRGBA draws the trolley body without wheels: TrolleyW×TrolleyH
// logical, anchor the middle of the bottom edge. See the Trolley constants.
func TrolleyRGBA() *image.RGBA {
	c := newCanvas(TrolleyW, TrolleyH)
	const (
		cx   = TrolleyW / 2.0
		axle = TrolleyH - WheelR
	)
	// Side frame carrying the axles.
	frame := rbox(6, axle-9, TrolleyW-6, axle+6, 3)
	c.draw(frame, steel(cSteelDark, 2))
	for _, x := range []float64{cx - TrolleyWheelDX, cx + TrolleyWheelDX} {
		c.draw(circle(x, axle, 5), steel(cSteel, 2))
	}
	// The sheave the cable runs over, and the cable leaving downward.
	c.draw(rbox(cx-CableW/2, axle, cx+CableW/2, TrolleyH+1, 0), mat{tex: cableTex(cx), line: hex(cInk), lineW: 0.4})
	c.draw(circle(cx, axle, 7.5), steel(cSteel, 3))
	c.draw(circle(cx, axle, 3.5), steel(cSteelDark, 1.5))
	c.rivet(cx, axle, 1.5, cSteelLight)
	// Housing.
	body := rbox(12, 10, TrolleyW-12, axle-4, 4)
	paint := painted(cYellow, 3)
	paint.tex = func(x, y float64) rgb { return grime(hex(cYellow), x, y, 5, 0.15) }
	c.draw(body, paint)
	c.draw(rbox(16, 6, TrolleyW-16, 12, 2.5), painted(cOrange, 2))
	stripe := rbox(14, axle-10, TrolleyW-14, axle-5, 1)
	c.draw(stripe, mat{tex: hazard(6, cYellow, cInk), bevel: 0.6, line: hex(cInk), lineW: 0.4})
	// Motor with cooling fins on the right.
	motor := rbox(60, 13, 86, axle-12, 3)
	c.draw(motor, steel(cSteel, 4))
	for x := 64.0; x <= 82; x += 3.5 {
		c.fill(rbox(x-0.5, 15, x+0.5, axle-14, 0.5), solid(hex(cSteelDeep).alpha(0.55)))
	}
	// Control panel with vents on the left.
	c.draw(rbox(20, 14, 46, axle-12, 1.5), painted(cYellowDim, 1))
	for y := 17.0; y < axle-14; y += 3 {
		c.fill(capsule(24, y, 42, y, 0.5), solid(hex(cInk).alpha(0.6)))
	}
	// Amber beacon on the roof.
	c.draw(rbox(26, 4, 36, 7, 1), steel(cSteelDark, 1))
	c.fillEdge(circle(31, 2, 6), 4, solid(rgb{1, 0.7, 0.2, 0.25}))
	c.draw(rbox(27.5, -0.5, 34.5, 5, 3), mat{col: hex(0xffa526), bevel: 3, gloss: 0.9, shine: 20, line: hex(cInk), lineW: 0.4})
	return c.img
}

// WheelRGBA draws a trolley wheel: (2·WheelR)² logical, anchor its centre.
// It is lit from the front only, so rotating it never moves a highlight.
func WheelRGBA() *image.RGBA {
	c := newCanvas(2*WheelR, 2*WheelR)
	const o = WheelR
	rings := func(x, y, d float64) rgb {
		r := hyp(x-o, y-o)
		switch {
		case r > 10.2: // flange
			return hex(cSteelDark).mul(0.9 + 0.2*smoothstep(12, 10.5, r))
		case r > 8.6: // tread
			return hex(cSteelLight).mul(0.85 + 0.25*smoothstep(10.2, 9.3, r))
		default: // disc, dished toward the hub
			return hex(cSteel).mul(0.8 + 0.35*smoothstep(8.6, 3, r))
		}
	}
	c.fill(circle(o, o, WheelR-0.2), func(x, y, d float64) rgb {
		col := rings(x, y, d)
		t := smoothstep(-0.9, -0.5, d)
		return col.mix(hex(cInk), t)
	})
	c.fill(circle(o, o, 8.6).shell(0.5), solid(hex(cInk).alpha(0.5)))
	for k := 0; k < 5; k++ {
		a := float64(k) * 2 * math.Pi / 5
		hx, hy := o+5.6*math.Cos(a), o+5.6*math.Sin(a)
		c.fill(circle(hx, hy, 1.9), func(x, y, d float64) rgb {
			return hex(cSteelDeep).mix(hex(cInk), smoothstep(-0.8, 0, d))
		})
	}
	c.fill(circle(o, o, 3), func(x, y, d float64) rgb {
		return hex(cSteelLight).mix(hex(cInk), smoothstep(-0.8, 0, d))
	})
	// Hex bolt: an edge shape that shows the turning even at the hub.
	var hexpts []float64
	for k := 0; k < 6; k++ {
		a := float64(k) * math.Pi / 3
		hexpts = append(hexpts, o+1.6*math.Cos(a), o+1.6*math.Sin(a))
	}
	c.fill(polygon(hexpts...), solid(hex(cSteel)))
	return c.img
}
