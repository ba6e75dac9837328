// Package hanoiart draws the art of the Towers of Hanoi crane scene by
// code at start-up: rail, legs, trolley, wheels, cable, hoist block,
// spreader beam, clamp jaws, stones, platforms, marker, label plate and
// background.
//
// Every sprite is first painted into an *image.RGBA in pure Go (the ...RGBA
// functions, usable in tests without a GPU) and then turned into an
// *ebiten.Image by New and Stone. They are painted with package brush:
// shapes are signed distance fields and x/image/vector paths, so edges are
// anti-aliased, outlines and bevels are exact and the lighting (from the
// upper left) is the same on every part.
//
// Sizes are in logical pixels, the sprites.DesignW×sprites.DesignH
// coordinates of the scene. Each sprite holds Res device pixels per logical
// pixel, so a scene draws it with a scale of 1/Res folded into its GeoM. An
// anchor is the point of a sprite, in its logical coordinates from its
// top-left corner, that the scene puts at a given place; each sprite's
// anchor is documented on its constants.
//
// The suggested crane layout (logical) that the sprites are made to fit:
//
//	rail      top-left at (RailX, RailY); its top edge is the running surface
//	legs      bottom-centre at (LegLeftX, GroundY) and (LegRightX, GroundY)
//	trolley   bottom-centre on the running surface, at the trolley's x
//	wheels    centres at trolley anchor + (±TrolleyWheelDX, −WheelR)
//	cable     from the trolley anchor down to the hoist anchor; draw it
//	          before the rail, so the rail's front girder hides it
//	hoist     top-centre at the cable's end
//	beam      top at hoist anchor y + HoistH, centred under the hoist
//	jaws      pivots on the beam's centre line, pads on the stone's sides
//	platforms bottom on the ground line GroundY
//
// Nothing in this package keeps state between calls: every function builds
// new images, and caching them is the caller's business.
package hanoiart

import "puzzleworks/sprites"

// Res is the number of device pixels per logical pixel in every sprite.
const Res = sprites.Res

// Where the crane stands in the scene (Background is
// sprites.DesignW×sprites.DesignH).
const (
	GroundY   = 600  // where legs and platforms stand
	HorizonY  = 536  // where the far yard meets the hills in Background
	RailX     = 40   // left end of the rail
	RailY     = 96   // the rail's running surface (its top edge)
	LegLeftX  = 60   // centre of the left leg
	LegRightX = 1220 // centre of the right leg
)

// Rail: a yellow lattice girder with a steel running rail on top, RailW×RailH.
// Anchor: top-left (0, 0); the top edge is the running surface the wheels
// roll on. The end blocks above the legs are centred at x = 20 and
// x = RailW − 20.
const (
	RailW = 1200
	RailH = 36
)

// Leg: a tapered lattice tower with a foot plate, LegW×LegH. Anchor: the
// middle of the bottom edge (LegW/2, LegH), which stands on GroundY. Its top
// is at GroundY − LegH = RailY + 8, behind the rail's end block. Symmetric:
// use it for both legs.
const (
	LegW = 112
	LegH = GroundY - RailY - 8
)

// Trolley: the hoist carriage without its wheels, TrolleyW×TrolleyH. Anchor:
// the middle of the bottom edge (TrolleyW/2, TrolleyH), which rests on the
// running surface; the cable leaves from there. Draw the two wheels after
// the body at anchor + (±TrolleyWheelDX, −WheelR).
const (
	TrolleyW       = 104
	TrolleyH       = 52
	TrolleyWheelDX = 32
)

// Wheel: a flanged steel wheel with holes (so its turning shows), WheelR×2
// square. Anchor: its centre (WheelR, WheelR); rotate about it. Its shading
// is symmetric about the centre so it looks right at any angle.
const WheelR = 12

// Cable: a tile of twisted wire rope, CableW×CableH. Anchor: the middle of
// the top edge. The twist repeats every CableH, so tile it vertically;
// scaling it vertically also works but stretches the twist.
const (
	CableW = 6
	CableH = 16
)

// Hoist: the hook block with its sheave, HoistW×HoistH. Anchor: the middle of
// the top edge (HoistW/2, 0), where the cable ends. The spreader beam hangs
// from the middle of its bottom edge (HoistW/2, HoistH).
const (
	HoistW = 44
	HoistH = 46
)

// Spreader beam: a steel I-beam BeamH high. BeamMid is BeamMidW wide and the
// same in every column, so stretch it horizontally to any width. BeamEnd is
// the left end cap, BeamEndW wide, whose right edge joins BeamMid; flip it
// horizontally (scale −1, 1) for the right end. Anchors: top-left; the beam's
// centre line is at y = BeamH/2. Run the beam from BeamOverhang left of the
// left jaw's pivot to BeamOverhang right of the right jaw's pivot, so the end
// caps show beyond the jaws' carriages.
const (
	BeamH        = 16
	BeamMidW     = 8
	BeamEndW     = 12
	BeamOverhang = 15
)

// Jaws: clamp arms JawW×JawH that hang from the spreader beam. JawLeft's
// pivot, at (JawPivotX, JawPivotY), sits on the beam's centre line (its
// carriage wraps round the beam); its rubber gripping pad faces right, the
// pad's face at x = JawW, centred at y = JawPadY and JawPadH high. JawRight
// is its mirror image: pivot at (JawW − JawPivotX, JawPivotY), pad face at
// x = 0. To grip a stone of width w centred at x = cx, put the pad faces at
// cx ± w/2 and the pad centres at the stone's middle height.
const (
	JawW      = 28
	JawH      = 66
	JawPivotX = 10
	JawPivotY = 11
	JawPadY   = 56
	JawPadH   = 14
)

// Platform: the plinth a pile stands on, PlatformW×PlatformH, including the
// soft shadow it casts on the ground below PlatformBase. Anchor:
// (PlatformW/2, PlatformTop), the middle of the top surface where the
// bottom stone's bottom edge rests. The line y = PlatformBase in the sprite
// stands on GroundY, so its top-left goes at (x − PlatformW/2,
// GroundY − PlatformBase) and stones rest at GroundY − PlatformBase +
// PlatformTop. The front face has room for LabelPlate centred at
// (PlatformW/2, PlatformLabelY).
const (
	PlatformW      = 248
	PlatformH      = 40
	PlatformBase   = 34
	PlatformTop    = 6
	PlatformLabelY = 21
)

// LabelPlate: a brass plate with screws for a pile's letter, LabelW×LabelH.
// Anchor: its centre. Write on it in LabelInk.
const (
	LabelW = 44
	LabelH = 20
)

// Marker: a pennant on a pole for the target pile, MarkerW×MarkerH. Anchor:
// the foot of the pole (MarkerFootX, MarkerH).
const (
	MarkerW     = 48
	MarkerH     = 80
	MarkerFootX = 7
)

// Shadow: a soft dark ellipse, ShadowW×ShadowH, to scale under hanging
// stones and the hoist. Anchor: its centre.
const (
	ShadowW = 64
	ShadowH = 16
)

// Stones are made at any size; these are the sizes the scene uses. Sizes
// passed to Stone and StoneRGBA are clamped to 1..StoneMaxSize.
const (
	StoneColors  = 12
	StoneMinW    = 36
	StoneMaxW    = 240
	StoneMinH    = 14
	StoneMaxH    = 40
	StoneMaxSize = 1024
)
