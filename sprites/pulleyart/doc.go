// Package pulleyart draws the art of the queen's escape (the pulley
// scene) by code: the tower with its window and ledge, the beam and the
// pulley wheel, the rope, the two wicker baskets, the prisoners and the
// objects, their weight tags, the lever and a puff of dust, in the crane
// scene's style, with the shared toolkit of sprites/brush (signed distance
// shapes, lit from the upper left, outlined).
//
// Every sprite is first painted into an *image.RGBA in pure Go (the ...RGBA
// functions) and New uploads them as Ebitengine images (see
// sprites.DrawAll). Sizes are logical pixels of the scene,
// sprites.DesignW×sprites.DesignH; each image holds Res device pixels per
// logical pixel, so a scene draws it with a scale of 1/Res. Each sprite's
// anchor is documented on its constants; where the baskets hang and how
// their riders and tags spread follow from them (layout.go).
//
// Nothing here keeps state between calls: caching is the caller's business.
package pulleyart

import "puzzleworks/sprites/brush"

// Res is the number of device pixels per logical pixel in every sprite:
// brush's, which paints them.
const Res = brush.Res

// The layout the background (sprites.DesignW×sprites.DesignH) is drawn
// for, in logical pixels.
const (
	GroundY = 592 // the ground line: where the bottom basket and the people below stand

	TowerX0  = 52  // the tower's left wall
	TowerX1  = 300 // the tower's right wall
	TowerTop = 128 // the top of the wall, under the battlements

	WindowX0  = 84  // the window's opening, left
	WindowX1  = 276 // and right
	WindowTop = 196 // the top of its arch
	LedgeY    = 304 // the floor of the window and the ledge: where the prisoners stand
	LedgeX1   = 392 // the outer end of the ledge
	GalleryX1 = 612 // the outer end of the wooden gallery that runs on from the ledge behind the ropes

	BeamY  = 100 // the top of the beam that carries the wheel
	BeamX1 = 612 // its outer end

	WheelX = 496 // the wheel's axle
	WheelY = 166
	WheelR = 52 // the radius of the rope's path over the wheel

	RopeLeftX  = WheelX - WheelR // where the left rope hangs
	RopeRightX = WheelX + WheelR // where the right rope hangs

	LeverX = 660 // the lever's pivot, on a post standing on the ground
	LeverY = 540
)
