// Package sprites holds what the art of every Puzzleworks scene shares:
// the design size all scenes are laid out in (DesignW×DesignH logical
// pixels), the resolution of every sprite (Res), the icons of the shared
// controls, and DrawAll, which draws an art package's fixed sprites and
// checks them. The art of each puzzle lives in its own package beside
// this one, named for the puzzle: hanoiart (the crane), pulleyart,
// riverart, sudokuart, starart and coinart; package brush is the drawing
// toolkit they all paint with, noise and colours included.
//
// Every sprite is first painted into an *image.RGBA in pure Go (the ...RGBA
// functions, usable in tests without a GPU) and then uploaded as an
// *ebiten.Image. Sizes are in logical pixels; each sprite holds Res device
// pixels per logical pixel, so a scene draws it with a scale of 1/Res.
// The slow pictures can be painted at any detail (a brush.Detail): Stage,
// Picture and PictureAt show them first as drafts at a quarter of the
// resolution each way and leave them on a Drafts, for the game to finish
// in the background once its first frame is on screen.
//
// Nothing in this package keeps state between calls: every function builds
// new images, and caching them is the caller's business.
package sprites

import "puzzleworks/sprites/brush"

// Res is the number of device pixels per logical pixel in every sprite.
const Res = brush.Res

// The design size: the logical width and height every scene is laid out
// in and every backdrop is drawn for, whatever the window's size.
const (
	DesignW = 1280
	DesignH = 720
)

// IconSize is the logical width and height of every icon. Anchor: centre.
const IconSize = 24
