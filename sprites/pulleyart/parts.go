package pulleyart

import (
	"image"
	"math"
	"puzzleworks/sprites/brush"
)

// Wheel: the pulley wheel with spokes, WheelSize² logical. Anchor: the
// axle at its centre; turn it about the centre.
const WheelSize = 2*WheelR + 12

// WheelRGBA draws the wheel: an iron-bound wooden rim with a groove for
// the rope, six spokes and a hub.
func WheelRGBA() *image.RGBA { return PaintWheel(brush.Detail{}) }

// PaintWheel is WheelRGBA painted at detail d (a draft first; see
// sprites.Stage).
func PaintWheel(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(WheelSize, WheelSize, d)
	cx, cy := float64(WheelSize)/2, float64(WheelSize)/2
	r := float64(WheelR)
	wood := brush.Mat{Col: brush.Hex(cWood), Bevel: 3, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.6}
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		c.Draw(brush.Bar(cx, cy, cx+math.Cos(a)*(r-6), cy+math.Sin(a)*(r-6), 3.2), wood)
	}
	rim := brush.Circle(cx, cy, r+4).Minus(brush.Circle(cx, cy, r-8))
	c.Draw(rim, brush.Mat{Col: brush.Hex(cWoodLite), Bevel: 4, Gloss: 0.2, Shine: 12, Line: brush.Hex(cInk), LineW: 0.7})
	// The iron tyre, where the rope runs.
	c.Draw(brush.Circle(cx, cy, r+4).Minus(brush.Circle(cx, cy, r-1)), brush.Mat{Col: brush.Hex(cIron), Bevel: 2, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.5})
	// Rivets show the turning.
	for i := 0; i < 12; i++ {
		a := float64(i)*math.Pi/6 + math.Pi/12
		c.Draw(brush.Circle(cx+math.Cos(a)*(r-4.5), cy+math.Sin(a)*(r-4.5), 1.6), brush.Mat{Col: brush.Hex(cIron), Bevel: 1, Gloss: 0.6, Shine: 20})
	}
	c.Draw(brush.Circle(cx, cy, 11), brush.Mat{Col: brush.Hex(cWoodDark), Bevel: 4, Gloss: 0.2, Shine: 10, Line: brush.Hex(cInk), LineW: 0.7})
	return c.Image()
}

// Axle cap: the iron boss in front of the wheel, AxleSize² logical, anchor
// its centre at the axle.
const AxleSize = 20

// AxleRGBA draws the axle's cap.
func AxleRGBA() *image.RGBA {
	c := brush.NewCanvas(AxleSize, AxleSize)
	c.Draw(brush.Circle(10, 10, 7), brush.Mat{Col: brush.Hex(cIron), Bevel: 3, Gloss: 0.6, Shine: 24, Line: brush.Hex(cInk), LineW: 0.6})
	c.Draw(brush.Circle(10, 10, 2.2), brush.Mat{Col: brush.Hex(0x22262c), Bevel: 1})
	return c.Image()
}

// Rope arc: the rope lying over the top half of the wheel, RopeArcW×RopeArcH
// logical. Anchor: the axle at (RopeArcW/2, RopeArcH).
const (
	RopeArcW = 2*WheelR + 8
	RopeArcH = WheelR + 5
)

// RopeArcRGBA draws the rope over the wheel.
func RopeArcRGBA() *image.RGBA { return PaintRopeArc(brush.Detail{}) }

// PaintRopeArc is RopeArcRGBA painted at detail d (a draft first, with
// drafts: each of its pixels is an angle and a distance).
func PaintRopeArc(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(RopeArcW, RopeArcH, d)
	cx, cy := float64(RopeArcW)/2, float64(RopeArcH)
	s := brush.Arc(cx, cy, WheelR, RopeW, math.Pi, 2*math.Pi)
	c.Fill(s, func(x, y, d float64) brush.RGB {
		a := math.Atan2(y-cy, x-cx) * WheelR
		return ropeColour(a, brush.Hyp(x-cx, y-cy)-WheelR, d)
	})
	return c.Image()
}

// Rope: one repeat of the hanging rope, RopeW×RopeTile logical; tiles
// stack vertically. Anchor: top-left; the rope's centre is at RopeW/2.
const (
	RopeW    = 5
	RopeTile = 12
)

// ropeColour shades a twisted rope at distance t along it and u across it.
func ropeColour(t, u, d float64) brush.RGB {
	strand := math.Mod(t*0.5+u*0.9+120, RopeTile/2) / (RopeTile / 2)
	k := 0.75 + 0.35*math.Sin(strand*math.Pi)
	col := brush.Hex(cRope).Mul(k)
	col = col.Mul(1 - 0.25*brush.Clamp01(u/RopeW*2)) // round: darker on the shaded side
	if d > -0.6 {
		col = col.Mix(brush.Hex(0x6b5430), 0.7)
	}
	return col
}

// RopeRGBA draws one tile of rope.
func RopeRGBA() *image.RGBA {
	c := brush.NewCanvas(RopeW, RopeTile)
	s := brush.RBox(0.2, -1, RopeW-0.2, RopeTile+1, 0)
	c.Fill(s, func(x, y, d float64) brush.RGB { return ropeColour(y, x-RopeW/2, d) })
	return c.Image()
}

// Baskets: a wicker basket on a rope bail, BasketSpriteW×BasketSpriteH
// logical, drawn in three layers so riders stand inside it: the back (the
// inside of the basket), the bail (its ropes, behind the riders so they
// never cross a face) and the front (the front weave and the rim).
// Anchor: the bail's ring at (BasketSpriteW/2, BasketRingY), where the rope
// ties on; the basket's floor is BasketFloor below it and its rim
// BasketRim below it.
const (
	BasketW       = 96
	BasketSpriteW = BasketW + 8
	BasketSpriteH = 96
	BasketRingY   = 3
	BasketRim     = 44 // from the ring down to the rim
	BasketFloor   = 90 // from the ring down to the outer bottom
	BasketInside  = 62 // from the ring down to where riders' feet stand
)

func basketBody(top float64) brush.Shape {
	cx := float64(BasketSpriteW) / 2
	x0, x1 := cx-BasketW/2, cx+BasketW/2
	bot := float64(BasketRingY + BasketFloor)
	return brush.Polygon(x0, top, x1, top, x1-6, bot, x0+6, bot).Grow(0)
}

func wicker(x, y, d float64) brush.RGB {
	// A weave: rows of stakes with strands across.
	row := math.Floor(y / 5)
	off := math.Mod(row, 2) * 4
	u := math.Mod(x+off+80, 8) / 8
	k := 0.78 + 0.3*math.Sin(u*math.Pi)
	v := math.Mod(y, 5) / 5
	k *= 0.8 + 0.25*math.Sin(v*math.Pi)
	col := brush.Hex(cWicker).Mul(k)
	if d > -0.7 {
		col = brush.Hex(cInk)
	}
	return col
}

// BasketBackRGBA draws the inside of the basket: the back wall in shade.
func BasketBackRGBA() *image.RGBA { return PaintBasketBack(brush.Detail{}) }

// PaintBasketBack is BasketBackRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintBasketBack(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(BasketSpriteW, BasketSpriteH, d)
	rim := float64(BasketRingY + BasketRim)
	c.Fill(basketBody(rim-4), func(x, y, d float64) brush.RGB { return wicker(x, y, d).Mul(0.55) })
	return c.Image()
}

// BasketFrontRGBA draws the front of the basket: the weave below the rim
// line riders are hidden behind, and the rim.
func BasketFrontRGBA() *image.RGBA { return PaintBasketFront(brush.Detail{}) }

// PaintBasketFront is BasketFrontRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintBasketFront(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(BasketSpriteW, BasketSpriteH, d)
	cx := float64(BasketSpriteW) / 2
	rim := float64(BasketRingY + BasketRim)
	front := basketBody(rim + 10)
	c.Fill(front, func(x, y, d float64) brush.RGB {
		col := wicker(x, y, d)
		// The belly catches the light from the upper left.
		return col.Mul(1.05 - 0.25*brush.Clamp01((x-cx)/BasketW+0.5)*0.8)
	})
	// A thick rolled rim.
	c.Draw(brush.Capsule(cx-BasketW/2+2, rim+10, cx+BasketW/2-2, rim+10, 4), brush.Mat{Col: brush.Hex(cWickerDk), Bevel: 3, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.6})
	// Bands.
	bot := float64(BasketRingY + BasketFloor)
	c.Draw(brush.Bar(cx-BasketW/2+5, bot-8, cx+BasketW/2-5, bot-8, 2), brush.Mat{Col: brush.Hex(cWickerDk), Bevel: 1.5, Line: brush.Hex(cInk), LineW: 0.5})
	return c.Image()
}

// BasketBailRGBA draws the bail: the ropes from the rim's corners to the
// ring the rope ties on, drawn behind the riders.
func BasketBailRGBA() *image.RGBA { return PaintBasketBail(brush.Detail{}) }

// PaintBasketBail is BasketBailRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintBasketBail(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(BasketSpriteW, BasketSpriteH, d)
	cx := float64(BasketSpriteW) / 2
	rim := float64(BasketRingY + BasketRim)
	for _, x := range [2]float64{cx - BasketW/2 + 4, cx + BasketW/2 - 4} {
		s := brush.Capsule(x, rim+10, cx, BasketRingY+3, 1.6)
		c.Fill(s, func(px, py, d float64) brush.RGB { return ropeColour(py, 0, d) })
	}
	c.Draw(brush.Circle(cx, BasketRingY+3, 3.2).Minus(brush.Circle(cx, BasketRingY+3, 1.4)), brush.Mat{Col: brush.Hex(cIron), Bevel: 1.5, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.5})
	return c.Image()
}

// Tag: a parchment tag for an item's weight, TagW×TagH logical; the scene
// writes the weight on it. Anchor: its centre.
const (
	TagW = 46
	TagH = 18
)

// TagRGBA draws a weight tag.
func TagRGBA() *image.RGBA {
	c := brush.NewCanvas(TagW, TagH)
	c.Draw(brush.RBox(1, 1, TagW-1, TagH-1, 5), brush.Mat{Col: brush.Hex(0xf3e4bf), Bevel: 2, Gloss: 0.1, Shine: 8, Line: brush.Hex(0x6b5430), LineW: 0.8})
	return c.Image()
}

// Dust: a soft puff, DustW×DustH logical. Anchor: bottom centre.
const (
	DustW = 120
	DustH = 40
)

// DustRGBA draws a puff of dust.
func DustRGBA() *image.RGBA { return PaintDust(brush.Detail{}) }

// PaintDust is DustRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintDust(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(DustW, DustH, d)
	var parts []brush.Shape
	for i := 0; i < 7; i++ {
		t := float64(i)/6 - 0.5
		r := 9 + 8*(1-4*t*t) + 3*brush.Hash(i, 2, 5)
		parts = append(parts, brush.Circle(DustW/2+t*DustW*0.75, DustH-r*0.9, r))
	}
	c.FillEdge(brush.Blob(6, parts...), 2.5, func(x, y, d float64) brush.RGB {
		return brush.Hex(0xc8b896).Mix(brush.Hex(0xefe3c8), brush.Clamp01(1-y/DustH)).Alpha(0.75)
	})
	return c.Image()
}

// Lever: the arm of the lever, LeverArmW×LeverArmH logical, pointing up.
// Anchor: the pivot at (LeverArmW/2, LeverArmH-6). The post it turns on is
// part of the background, its pivot at (LeverX, LeverY).
const (
	LeverArmW = 24
	LeverArmH = 74
)

// LeverArmRGBA draws the lever's arm with its knob.
func LeverArmRGBA() *image.RGBA { return PaintLeverArm(brush.Detail{}) }

// PaintLeverArm is LeverArmRGBA painted at detail d: staged with drafts, a
// draft comes first.
func PaintLeverArm(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(LeverArmW, LeverArmH, d)
	cx := float64(LeverArmW) / 2
	c.Draw(brush.Capsule(cx, LeverArmH-6, cx, 14, 3.5), brush.Mat{Col: brush.Hex(cIron), Bevel: 2.5, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.6})
	c.Draw(brush.Circle(cx, 11, 8), brush.Mat{Col: brush.Hex(0xc0392b), Bevel: 4, Gloss: 0.5, Shine: 18, Line: brush.Hex(cInk), LineW: 0.7})
	c.Draw(brush.Circle(cx, LeverArmH-6, 5), brush.Mat{Col: brush.Hex(cGold), Bevel: 2, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.6})
	return c.Image()
}

// Arrow: a white triangle pointing right, ArrowSize² logical, for the
// header's buttons (tinted when drawn). Anchor: its centre.
const ArrowSize = 16

// ArrowRGBA draws the arrow.
func ArrowRGBA() *image.RGBA {
	c := brush.NewCanvas(ArrowSize, ArrowSize)
	c.Fill(brush.Polygon(3, 1.5, 14, 8, 3, 14.5), brush.Solid(brush.Hex(cWhite)))
	return c.Image()
}
