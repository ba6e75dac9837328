// Package riverart draws the art of the jealous husbands' river by code: the
// backdrop (sky, woods, two grassy banks, the river between them, jetties,
// reeds), the rowing boat in two layers (inside and outer hull, so seated
// passengers sit between them), an oar, the husbands and wives standing and
// seated, and small water effects (ripples, foam, rings, shadows).
//
// It follows the crane scene's art (package hanoiart): every sprite is
// painted into an *image.RGBA in pure Go with package brush (signed
// distance shapes, lit from the upper left and outlined), at Res device
// pixels per logical pixel, and drawn and uploaded by New (see
// sprites.DrawAll). Sizes are in logical pixels of the
// sprites.DesignW×sprites.DesignH scene; each sprite's anchor is
// documented on its constants.
package riverart

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Res is the number of device pixels per logical pixel in every sprite.
const Res = brush.Res

// The scene the backdrop (sprites.DesignW×sprites.DesignH) is made for.
const (
	HorizonY = 236 // where the far woods meet the meadows and the water
	WaterY   = 500 // the boat's waterline, docked or crossing
	DeckY    = 487 // the jetties' deck, where people step into the boat
	// JettyLen is how far each jetty reaches into the river from its bank
	// edge at WaterY.
	JettyLen = 36
)

// Signs: a wooden board on two posts on each bank, SignW×SignH, for the
// bank's name. The scene writes on them at their centres (NearSignX,
// SignY) and (FarSignX, SignY).
const (
	SignW     = 120
	SignH     = 26
	SignY     = 268
	NearSignX = 86
	FarSignX  = sprites.DesignW - 86
)

// RiverEdges returns the x of the left (near) and right (far) edge of the
// water at height y: the river widens toward the viewer.
func RiverEdges(y float64) (left, right float64) {
	t := (y - HorizonY) / (sprites.DesignH - HorizonY)
	return 520 - 220*t, 760 + 220*t
}

// Jetties returns the x of the tips of the near and far jetties, where the
// boat's ends rest when it is docked.
func Jetties() (near, far float64) {
	l, r := RiverEdges(WaterY)
	return l + JettyLen, r - JettyLen
}

// Boat: a clinker-built rowing boat for k people (1..MaxBoat), BoatLen(k)
// long and BoatH high, in two layers. BoatBack is the inside (the far
// gunwale, the floor and the thwarts); draw it, then the seated people,
// then BoatFront, the outer hull, which hides their legs. Anchor of both:
// (BoatLen(k)/2, BoatWater), the middle of the waterline. The near gunwale
// is at y = BoatGunwale in the middle and rises toward the ends; seat j of
// k is at x = SeatX(k, j) from the anchor. The oarlock, where the oars
// pivot, is at (BoatLen(k)/2, BoatGunwale - 2).
const (
	MaxBoat     = 4
	BoatH       = 44
	BoatWater   = 32
	BoatGunwale = 16
	seatGap     = 30
)

// BoatLen is the length of the boat for k people.
func BoatLen(k int) int { return 64 + 30*min(max(k, 1), MaxBoat) }

// SeatX is the x of seat j (0..k-1) of a boat for k, from the boat's middle.
func SeatX(k, j int) float64 { return (float64(j) - float64(k-1)/2) * seatGap }

// Oar: a wooden oar lying along +x, OarW×OarH, the blade at the right.
// Anchor: the pivot (OarPivotX, OarH/2), where it sits in the oarlock;
// rotate it about that point.
const (
	OarW      = 92
	OarH      = 8
	OarPivotX = 14
)

// People: Standing figures are PersonW×ManH (husbands) and PersonW×WomanH
// (wives); seated ones are PersonW×SeatedH, cut at the hips. Every figure's
// head is centred at (PersonW/2, HeadY) in its sprite, so standing and
// seated sprites line up when drawn at the same place (the scene
// cross-fades them as a person sits down). A standing figure's feet are at
// its bottom edge; a seated one's hips at SeatedHipY.
const (
	PersonW    = 30
	ManH       = 84
	WomanH     = 80
	SeatedH    = 54
	SeatedHipY = 48
	HeadY      = 13
)

// Small effects, all white or black with soft edges, to be tinted and
// scaled: Foam (FoamW×FoamH, anchor centre), Ring (RingW×RingH, an
// elliptic ring, anchor centre), Ripple (RippleW×RippleH, a light streak,
// anchor centre), Shadow (ShadowW×ShadowH, anchor centre).
const (
	FoamW, FoamH     = 40, 12
	RingW, RingH     = 48, 14
	RippleW, RippleH = 28, 4
	ShadowW, ShadowH = 36, 10
)

// MaxCouples is the number of couple colours.
const MaxCouples = 8

// coupleColours are the clothes of each couple: far apart in hue.
var coupleColours = [MaxCouples]uint32{
	0xd0453a, // red
	0x3569c9, // blue
	0x3a9d4c, // green
	0xe3a126, // amber
	0x8a52c2, // violet
	0x1f9ea0, // teal
	0xdb5f97, // rose
	0x8d5a2e, // brown
}

// CoupleColor is the clothes colour of couple i (from 1).
func CoupleColor(i int) color.RGBA {
	return brush.Hex(coupleColours[(i-1+MaxCouples)%MaxCouples]).Color()
}

// TagColor is the plate under the names of couple i (from 1): their
// clothes' colour, darker and a little see-through.
func TagColor(i int) color.RGBA {
	c := CoupleColor(i)
	return color.RGBA{uint8(int(c.R) * 6 / 10), uint8(int(c.G) * 6 / 10), uint8(int(c.B) * 6 / 10), 0xf0}
}

// Pictures holds every sprite as a pure image.
type Pictures struct {
	Background                 *image.RGBA
	BoatBack, BoatFront        [MaxBoat + 1]*image.RGBA // by capacity 1..MaxBoat
	Oar                        *image.RGBA
	Man, Woman                 [MaxCouples + 1]*image.RGBA // by couple 1..MaxCouples
	ManSeated, WomanSeated     [MaxCouples + 1]*image.RGBA
	Foam, Ring, Ripple, Shadow *image.RGBA
}

// Art holds the sprites as Ebitengine images; see Pictures.
type Art struct {
	Background             *ebiten.Image
	BoatBack, BoatFront    [MaxBoat + 1]*ebiten.Image
	Oar                    *ebiten.Image
	Man, Woman             [MaxCouples + 1]*ebiten.Image
	ManSeated, WomanSeated [MaxCouples + 1]*ebiten.Image
	Foam, Ring, Ripple     *ebiten.Image
	Shadow                 *ebiten.Image
}

// NewPictures draws every sprite, several at a time, and checks each has
// its documented size and shows something.
func NewPictures() (*Pictures, error) {
	return sprites.Draw("river art", func(p *Pictures) []sprites.Sprite { return p.list(MaxCouples, 0) })
}

// New draws every sprite and uploads it; with drafts, the large ones
// are shown as drafts first and finished later (sprites.Stage), and the
// people of couples beyond couples and the boats for other than boat
// people are painted only after the first frame (sprites.Sprite.Later).
// It may be called before ebiten.RunGame.
func New(d *sprites.Drafts, couples, boat int) (*Art, error) {
	list := func(p *Pictures) []sprites.Sprite { return p.list(couples, min(max(boat, 1), MaxBoat)) }
	return sprites.Stage("river art", list, (*Pictures).upload, d)
}

// list names every sprite of p; those of couples after couples, and of
// boats other than boat (0: none), are Later.
func (p *Pictures) list(couples, boat int) []sprites.Sprite {
	l := []sprites.Sprite{
		{Name: "background", Dst: &p.Background, Paint: PaintBackground, W: sprites.DesignW, H: sprites.DesignH},
		{Name: "oar", Dst: &p.Oar, Draw: OarRGBA, W: OarW, H: OarH},
		{Name: "foam", Dst: &p.Foam, Draw: FoamRGBA, W: FoamW, H: FoamH},
		{Name: "ring", Dst: &p.Ring, Draw: RingRGBA, W: RingW, H: RingH},
		{Name: "ripple", Dst: &p.Ripple, Draw: RippleRGBA, W: RippleW, H: RippleH},
		{Name: "shadow", Dst: &p.Shadow, Draw: ShadowRGBA, W: ShadowW, H: ShadowH},
	}
	for k := 1; k <= MaxBoat; k++ {
		l = append(l,
			sprites.Sprite{Name: fmt.Sprintf("boat %d inside", k), Dst: &p.BoatBack[k], Paint: func(d brush.Detail) *image.RGBA { return PaintBoatBack(k, d) }, W: BoatLen(k), H: BoatH, Draft: sprites.DraftRes, Later: boat > 0 && k != boat},
			sprites.Sprite{Name: fmt.Sprintf("boat %d hull", k), Dst: &p.BoatFront[k], Paint: func(d brush.Detail) *image.RGBA { return PaintBoatFront(k, d) }, W: BoatLen(k), H: BoatH, Draft: sprites.DraftRes, Later: boat > 0 && k != boat})
	}
	for i := 1; i <= MaxCouples; i++ {
		l = append(l,
			sprites.Sprite{Name: fmt.Sprintf("H%d", i), Dst: &p.Man[i], Paint: func(d brush.Detail) *image.RGBA { return PaintPerson(i, false, false, d) }, W: PersonW, H: ManH, Later: i > couples},
			sprites.Sprite{Name: fmt.Sprintf("W%d", i), Dst: &p.Woman[i], Paint: func(d brush.Detail) *image.RGBA { return PaintPerson(i, true, false, d) }, W: PersonW, H: WomanH, Later: i > couples},
			sprites.Sprite{Name: fmt.Sprintf("H%d seated", i), Dst: &p.ManSeated[i], Paint: func(d brush.Detail) *image.RGBA { return PaintPerson(i, false, true, d) }, W: PersonW, H: SeatedH, Later: i > couples},
			sprites.Sprite{Name: fmt.Sprintf("W%d seated", i), Dst: &p.WomanSeated[i], Paint: func(d brush.Detail) *image.RGBA { return PaintPerson(i, true, true, d) }, W: PersonW, H: SeatedH, Later: i > couples})
	}
	return l
}

// upload turns every picture of p into an Ebitengine image.
func (p *Pictures) upload(up sprites.Uploader) *Art {
	a := &Art{
		Background: up(p.Background), Oar: up(p.Oar),
		Foam: up(p.Foam), Ring: up(p.Ring), Ripple: up(p.Ripple), Shadow: up(p.Shadow),
	}
	for k := 1; k <= MaxBoat; k++ {
		a.BoatBack[k], a.BoatFront[k] = up(p.BoatBack[k]), up(p.BoatFront[k])
	}
	for i := 1; i <= MaxCouples; i++ {
		a.Man[i], a.Woman[i] = up(p.Man[i]), up(p.Woman[i])
		a.ManSeated[i], a.WomanSeated[i] = up(p.ManSeated[i]), up(p.WomanSeated[i])
	}
	return a
}

// The palette.
const (
	cInk      = 0x1f2126 // outlines
	cWood     = 0xb9783d
	cWoodDark = 0x7a4a22
	cWoodPale = 0xdcae72
	cHull     = 0xf1ead8 // painted hull
	cHullBand = 0x2f5f8f // the band under the gunwale
	cSkin     = 0xf0c39a
	cTrousers = 0x2e3340
	cShoe     = 0x3b2a20
	cHat      = 0x2a2b31
	cHair     = 0x5b3a22
	cWater    = 0x2f7fa0
	cGrass    = 0x6aa343
)

// painted is paint for the river's parts, a little less glossy than the
// crane's (brush.Painted).
func painted(c uint32, bevel float64) brush.Mat {
	return brush.Mat{Col: brush.Hex(c), Bevel: bevel, Gloss: 0.2, Shine: 14, Line: brush.Hex(cInk), LineW: 0.5}
}

// cloth is a soft matte surface with a thin outline.
func cloth(c uint32, bevel float64) brush.Mat {
	return brush.Mat{Col: brush.Hex(c), Bevel: bevel, Gloss: 0.05, Shine: 6, Line: brush.Hex(cInk), LineW: 0.5}
}

// PersonRGBA draws husband (wife false) or wife i of the couples, standing
// or seated (cut at the hips); see the People constants.
func PersonRGBA(i int, wife, seated bool) *image.RGBA {
	return PaintPerson(i, wife, seated, brush.Detail{})
}

// PaintPerson is PersonRGBA painted at detail d (a draft first; see
// sprites.Stage).
func PaintPerson(i int, wife, seated bool, d brush.Detail) *image.RGBA {
	h := ManH
	if wife {
		h = WomanH
	}
	if seated {
		h = SeatedH
	}
	c := brush.NewCanvasDetail(PersonW, h, d)
	col := coupleColours[(i-1+MaxCouples)%MaxCouples]
	dark := brush.Hex(col).Mul(0.72)
	darkHex := uint32(brush.Clamp01(dark.R)*255)<<16 | uint32(brush.Clamp01(dark.G)*255)<<8 | uint32(brush.Clamp01(dark.B)*255)
	const cx = PersonW / 2.0
	if wife {
		if !seated {
			c.Draw(brush.RBox(10, 72, 14.5, 78.5, 1.5), cloth(cShoe, 1))
			c.Draw(brush.RBox(15.5, 72, 20, 78.5, 1.5), cloth(cShoe, 1))
		}
		// The skirt flares from the waist; seated, it folds over the lap.
		c.Draw(brush.Polygon(9, 39, 21, 39, 27, 72, 3, 72).Grow(1.2), cloth(col, 4))
		c.FillAtop(brush.Polygon(9, 39, 21, 39, 27, 72, 3, 72), 0, func(x, y, d float64) brush.RGB {
			// Pleats: faint darker folds down the skirt.
			f := 0.5 + 0.5*math.Sin((x-cx)*0.9/(0.4+(y-39)/33))
			return brush.RGB{R: 0, G: 0, B: 0, A: 0.1 * f * brush.Smoothstep(40, 60, y)}
		})
		c.Draw(brush.Capsule(9, 24, 6.5, 44, 2.6), cloth(darkHex, 1.5))
		c.Draw(brush.Capsule(21, 24, 23.5, 44, 2.6), cloth(darkHex, 1.5))
		c.Draw(brush.Circle(6.5, 45.5, 2.3), cloth(cSkin, 1))
		c.Draw(brush.Circle(23.5, 45.5, 2.3), cloth(cSkin, 1))
		c.Draw(brush.RBox(9, 20, 21, 42, 4), cloth(col, 3))
		c.Draw(brush.RBox(8.5, 38, 21.5, 42, 1.5), cloth(0xf7f1e3, 1)) // sash
		c.Draw(brush.Polygon(12, 20.5, 18, 20.5, 15, 25), cloth(0xf7f1e3, 0.5))
		// Hair behind the head, a bun on top.
		c.Draw(brush.Circle(cx, 12.5, 7.2), cloth(cHair, 3))
		c.Draw(brush.Circle(cx, 4.2, 3.6), cloth(cHair, 2))
		c.Draw(brush.Circle(cx, HeadY+1, 6), brush.Mat{Col: brush.Hex(cSkin), Bevel: 3, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.45})
		// A fringe over the forehead.
		c.Draw(brush.Circle(cx, HeadY-4.5, 5.6).And(brush.RBox(0, 0, PersonW, HeadY-1.5, 0)), cloth(cHair, 2))
		c.Fill(brush.Circle(12.7, HeadY+1.2, 0.85), brush.Solid(brush.Hex(cInk)))
		c.Fill(brush.Circle(17.3, HeadY+1.2, 0.85), brush.Solid(brush.Hex(cInk)))
		c.Fill(brush.Capsule(14, HeadY+4.2, 16, HeadY+4.2, 0.6), brush.Solid(brush.Hex(0xc2413d)))
		return c.Image()
	}
	if !seated {
		c.Draw(brush.Capsule(11.3, 52, 11.3, 79, 3.6), cloth(cTrousers, 2))
		c.Draw(brush.Capsule(18.7, 52, 18.7, 79, 3.6), cloth(cTrousers, 2))
		c.Draw(brush.RBox(5.5, 79, 14, 84, 2), cloth(cShoe, 1.2))
		c.Draw(brush.RBox(16, 79, 24.5, 84, 2), cloth(cShoe, 1.2))
	} else {
		c.Draw(brush.RBox(8, 46, 22, 54, 2), cloth(cTrousers, 2))
	}
	c.Draw(brush.Capsule(7.5, 25, 5, 49, 3), cloth(darkHex, 1.5))
	c.Draw(brush.Capsule(22.5, 25, 25, 49, 3), cloth(darkHex, 1.5))
	c.Draw(brush.Circle(5, 50.5, 2.4), cloth(cSkin, 1))
	c.Draw(brush.Circle(25, 50.5, 2.4), cloth(cSkin, 1))
	c.Draw(brush.RBox(7, 21, 23, 55, 5), cloth(col, 3))
	// Coat front, buttons and a white collar.
	c.Fill(brush.Capsule(cx, 27, cx, 53, 0.35), brush.Solid(brush.Hex(cInk).Alpha(0.5)))
	for _, y := range []float64{33, 40, 47} {
		c.Fill(brush.Circle(cx+2, y, 0.9), brush.Solid(brush.Hex(0xf2e2b0)))
	}
	c.Draw(brush.Polygon(11.5, 21, 18.5, 21, cx, 28), cloth(0xf7f1e3, 0.5))
	c.Draw(brush.Circle(cx, HeadY+0.5, 6.3), brush.Mat{Col: brush.Hex(cSkin), Bevel: 3, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.45})
	c.Fill(brush.Circle(12.6, HeadY+0.8, 0.85), brush.Solid(brush.Hex(cInk)))
	c.Fill(brush.Circle(17.4, HeadY+0.8, 0.85), brush.Solid(brush.Hex(cInk)))
	c.Draw(brush.Capsule(12.8, HeadY+3.6, 17.2, HeadY+3.6, 1), cloth(cHair, 0.5)) // moustache
	// A bowler hat: crown and brim.
	c.Draw(brush.Circle(cx, HeadY-5, 6).And(brush.RBox(0, 0, PersonW, HeadY-3.5, 0)), painted(cHat, 2.5))
	c.Draw(brush.Capsule(7, HeadY-3.6, 23, HeadY-3.6, 1.3), painted(cHat, 1))
	c.Fill(brush.RBox(9.6, HeadY-5.6, 20.4, HeadY-4.4, 0.4), brush.Solid(brush.Hex(col).Alpha(0.9))) // hat band in the couple's colour
	return c.Image()
}

// hullProfile gives the near gunwale's height and the keel's at x along a
// boat of length l (sprite coordinates): the sheer rises toward the ends.
func hullProfile(l, x float64) (gunwale, keel float64) {
	u := math.Abs(x-l/2) / (l / 2)
	gunwale = BoatGunwale - 7*u*u
	keel = BoatH - 6 - 22*math.Pow(u, 3.2)
	return
}

// hullShape is the outline of the outer hull of a boat of length l.
func hullShape(l float64) brush.Shape {
	var pts []float64
	for x := 2.0; x <= l-2+1e-9; x += 2 {
		g, _ := hullProfile(l, x)
		pts = append(pts, x, g)
	}
	for x := l - 2; x >= 2-1e-9; x -= 2 {
		_, k := hullProfile(l, x)
		pts = append(pts, x, k)
	}
	return brush.Polygon(pts...)
}

// BoatFrontRGBA draws the outer hull of the boat for k people.
func BoatFrontRGBA(k int) *image.RGBA { return PaintBoatFront(k, brush.Detail{}) }

// PaintBoatFront is BoatFrontRGBA painted at detail d.
func PaintBoatFront(k int, d brush.Detail) *image.RGBA {
	l := float64(BoatLen(k))
	c := brush.NewCanvasDetail(BoatLen(k), BoatH, d)
	hull := hullShape(l)
	c.Draw(hull, brush.Mat{Col: brush.Hex(cHull), Bevel: 5, Gloss: 0.3, Shine: 16, Line: brush.Hex(cInk), LineW: 0.7})
	// Clinker planks: lines that follow the sheer, a band of colour, a
	// darker bottom below the waterline.
	c.FillAtop(hull, 0, func(x, y, d float64) brush.RGB {
		g, kl := hullProfile(l, x)
		t := (y - g) / brush.Max(kl-g, 1)
		col := brush.RGB{R: 0, G: 0, B: 0, A: 0}
		if t < 0.22 {
			col = brush.Hex(cHullBand).Alpha(0.92)
		}
		if y > BoatWater-1 {
			col = brush.Hex(0x8a3a2a).Alpha(0.9) // antifouling red
		}
		for _, s := range []float64{0.22, 0.45, 0.68} {
			if math.Abs(t-s) < 0.035 {
				col = brush.RGB{R: 0.1, G: 0.08, B: 0.06, A: 0.45}
			}
		}
		return col
	})
	// The wooden rubbing strake along the gunwale.
	var rail []float64
	for x := 3.0; x <= l-3; x += 2 {
		g, _ := hullProfile(l, x)
		rail = append(rail, x, g-1.2)
	}
	for x := l - 3; x >= 3; x -= 2 {
		g, _ := hullProfile(l, x)
		rail = append(rail, x, g+2.2)
	}
	c.Draw(brush.Polygon(rail...), brush.Mat{Col: brush.Hex(cWood), Bevel: 1.5, Gloss: 0.4, Shine: 20, Line: brush.Hex(cInk), LineW: 0.5})
	// Below the waterline the hull is seen through the water.
	img := c.Image()
	b := img.Bounds()
	for py := int(math.Ceil((BoatWater + 1) * c.Res())); py < b.Max.Y; py++ {
		depth := brush.Clamp01((float64(py)/c.Res() - BoatWater - 1) / 6)
		for px := 0; px < b.Max.X; px++ {
			i := img.PixOffset(px, py)
			p := img.Pix[i : i+4 : i+4]
			if p[3] == 0 {
				continue
			}
			a := float64(p[3]) / 255
			wc := brush.Hex(cWater)
			k := 0.45 + 0.35*depth
			p[0] = uint8(float64(p[0])*(1-k) + wc.R*255*a*k)
			p[1] = uint8(float64(p[1])*(1-k) + wc.G*255*a*k)
			p[2] = uint8(float64(p[2])*(1-k) + wc.B*255*a*k)
			f := 1 - 0.35*depth
			p[0], p[1], p[2], p[3] = uint8(float64(p[0])*f), uint8(float64(p[1])*f), uint8(float64(p[2])*f), uint8(float64(p[3])*f)
		}
	}
	// The oarlock in the middle.
	g, _ := hullProfile(l, l/2)
	c.Draw(brush.RBox(l/2-2, g-5, l/2+2, g+1, 1), painted(0x6b6f78, 1))
	return c.Image()
}

// BoatBackRGBA draws the inside of the boat for k people: the far gunwale,
// the inner planking and the thwarts.
func BoatBackRGBA(k int) *image.RGBA { return PaintBoatBack(k, brush.Detail{}) }

// PaintBoatBack is BoatBackRGBA painted at detail d.
func PaintBoatBack(k int, d brush.Detail) *image.RGBA {
	l := float64(BoatLen(k))
	c := brush.NewCanvasDetail(BoatLen(k), BoatH, d)
	// The inside shows between the far gunwale (higher on screen) and the
	// near one.
	var pts []float64
	for x := 4.0; x <= l-4+1e-9; x += 2 {
		g, _ := hullProfile(l, x)
		pts = append(pts, x, g-8+2*math.Abs(x-l/2)/(l/2))
	}
	for x := l - 4; x >= 4-1e-9; x -= 2 {
		g, _ := hullProfile(l, x)
		pts = append(pts, x, g+6)
	}
	inside := brush.Polygon(pts...)
	c.Draw(inside, brush.Mat{Tex: func(x, y float64) brush.RGB {
		grain := brush.FBM(x*0.08, y*0.6, 3, 11)
		return brush.Hex(cWoodDark).Mix(brush.Hex(cWood), 0.35+0.4*grain)
	}, Bevel: 3, Line: brush.Hex(cInk), LineW: 0.6})
	// The far gunwale's rail.
	var rail []float64
	for x := 5.0; x <= l-5; x += 2 {
		g, _ := hullProfile(l, x)
		rail = append(rail, x, g-8.5+2*math.Abs(x-l/2)/(l/2))
	}
	for x := l - 5; x >= 5; x -= 2 {
		g, _ := hullProfile(l, x)
		rail = append(rail, x, g-5.5+2*math.Abs(x-l/2)/(l/2))
	}
	c.Draw(brush.Polygon(rail...), brush.Mat{Col: brush.Hex(cWoodPale), Bevel: 1.2, Gloss: 0.3, Shine: 18, Line: brush.Hex(cInk), LineW: 0.5})
	// Thwarts: a seat plank for each place.
	for j := 0; j < k; j++ {
		x := l/2 + SeatX(k, j)
		g, _ := hullProfile(l, x)
		c.Draw(brush.RBox(x-9, g-4, x+9, g+1, 1.2), brush.Mat{Col: brush.Hex(cWoodPale), Bevel: 1.2, Gloss: 0.3, Shine: 18, Line: brush.Hex(cInk), LineW: 0.5})
	}
	return c.Image()
}

// OarRGBA draws an oar along +x: the grip at the left, the loom through
// the oarlock at OarPivotX, the blade at the right.
func OarRGBA() *image.RGBA {
	c := brush.NewCanvas(OarW, OarH)
	const cy = OarH / 2.0
	c.Draw(brush.Capsule(1.5, cy, OarW-18, cy, 1.5), brush.Mat{Col: brush.Hex(cWoodPale), Bevel: 1.4, Gloss: 0.35, Shine: 18, Line: brush.Hex(cInk), LineW: 0.45})
	c.Draw(brush.Capsule(1.5, cy, 8, cy, 1.9), cloth(cWoodDark, 1.2)) // the grip
	c.Draw(brush.RBox(OarW-22, cy-3.6, OarW-1, cy+3.6, 3.2), brush.Mat{Col: brush.Hex(cWood), Bevel: 2, Gloss: 0.35, Shine: 18, Line: brush.Hex(cInk), LineW: 0.5})
	c.Fill(brush.RBox(OarW-8, cy-3.4, OarW-1.2, cy+3.4, 3), brush.Solid(brush.Hex(cHullBand).Alpha(0.9))) // painted tip
	return c.Image()
}

// FoamRGBA is a soft white ellipse.
func FoamRGBA() *image.RGBA {
	c := brush.NewCanvas(FoamW, FoamH)
	c.FillEdge(ellipse(FoamW/2.0, FoamH/2.0, FoamW/2.0-3, FoamH/2.0-2), 2, brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 0.9}))
	return c.Image()
}

// RingRGBA is a thin white elliptic ring, as spreading ripples look.
func RingRGBA() *image.RGBA {
	c := brush.NewCanvas(RingW, RingH)
	e := ellipse(RingW/2.0, RingH/2.0, RingW/2.0-2, RingH/2.0-1.5)
	c.FillEdge(e.Shell(1.6), 0.6, brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 0.85}))
	return c.Image()
}

// RippleRGBA is a light streak on the water.
func RippleRGBA() *image.RGBA {
	c := brush.NewCanvas(RippleW, RippleH)
	c.FillEdge(brush.Capsule(3, RippleH/2.0, RippleW-3, RippleH/2.0, 0.6), 1, brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 0.9}))
	return c.Image()
}

// ShadowRGBA is a soft dark ellipse for under the feet.
func ShadowRGBA() *image.RGBA {
	c := brush.NewCanvas(ShadowW, ShadowH)
	c.FillEdge(ellipse(ShadowW/2.0, ShadowH/2.0, ShadowW/2.0-4, ShadowH/2.0-2.5), 2.5, brush.Solid(brush.RGB{R: 0.08, G: 0.1, B: 0.05, A: 0.45}))
	return c.Image()
}

// ellipse is an approximate distance field of an axis-aligned ellipse,
// good enough near its edge for anti-aliasing.
func ellipse(cx, cy, rx, ry float64) brush.Shape {
	return brush.Shape{
		Dist: func(x, y float64) float64 {
			u, v := (x-cx)/rx, (y-cy)/ry
			k := brush.Hyp(u, v)
			if k == 0 {
				return -brush.Min(rx, ry)
			}
			// The field of the unit circle, scaled back by the local radius.
			gx, gy := u/rx, v/ry
			return (k - 1) * k / brush.Hyp(gx, gy)
		},
		Box: brush.Rect{X0: cx - rx, Y0: cy - ry, X1: cx + rx, Y1: cy + ry},
	}
}
