package pulleyart

import "puzzleworks/sprites/brush"

// The palette. Constants, so nothing here can be changed at run time.
const (
	cInk       = brush.Ink // outlines
	cStone     = 0x9d958a
	cStoneDark = 0x6f685f
	cStoneLite = 0xc2baa9
	cMortar    = 0x5a544c
	cWood      = 0x8a5a32
	cWoodDark  = 0x5e3a1e
	cWoodLite  = 0xb07a48
	cWicker    = 0xc9954f
	cWickerDk  = 0x8d6230
	cRope      = 0xcdb07a
	cIron      = 0x3a3f47
	cGold      = 0xe8b93a
	cGrass     = 0x6f9a45
	cSkin      = 0xeec39c
	cWhite     = 0xffffff
)

// tex2 lifts a texture that ignores the distance to the edge into a paint.
func tex2(f func(x, y float64) brush.RGB) brush.Paint {
	return func(x, y, d float64) brush.RGB { return f(x, y) }
}
