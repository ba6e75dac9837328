// Package brush is the drawing toolkit of Puzzleworks' art: the sprite
// packages (sprites, hanoiart, pulleyart, riverart, sudokuart, starart and
// coinart) paint every picture with it, in pure Go, into an *image.RGBA,
// so the art needs no GPU to be drawn or tested and looks the same in
// every scene.
//
// A Canvas is a transparent picture addressed in logical pixels, Res device
// pixels each. Shapes are signed distance fields (Circle, RBox, Capsule,
// Polygon, Arc, ... and their Union, Blob, Minus, And, Grow, Move, Rotate),
// so edges are anti-aliased exactly and outlines and bevels come from the
// same function; Canvas.Path fills polygons with many points through
// x/image/vector instead. A shape is filled with a Paint (a colour per
// point) or drawn with a Mat, a material lit by one light from the upper
// left (see LightSurface), bevelled, glossy and outlined. RGB is the
// straight colour all the maths works on; Noise, FBM, Grain and Hash give
// textures that are the same on every run; Gradient blends colour stops
// and Canvas.Vignette frames a backdrop.
//
// Nothing here keeps state between calls but a Canvas's pixels (and the
// row a ByLogicalPixel function remembers).
package brush

// Res is the number of device pixels per logical pixel in each direction
// on every Canvas.
const Res = 2
