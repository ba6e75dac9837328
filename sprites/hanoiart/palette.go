package hanoiart

import "puzzleworks/sprites/brush"

// The palette. Constants, so nothing here can be changed at run time.
const (
	cInk        = brush.Ink // outlines
	cSteelDeep  = 0x262c35
	cSteelDark  = 0x353d48
	cSteel      = 0x56616f
	cSteelLight = 0x8f9cab
	cYellow     = 0xf4b62f
	cYellowHi   = 0xffdb73
	cYellowDim  = 0xd08a1d
	cOrange     = 0xe76f28
	cOrangeDim  = 0xb04c1c
	cRubber     = 0x24262b
	cWhite      = 0xffffff
	cConcrete   = 0xb4ab9c
	cBrass      = 0xd9be7c
	cSignal     = 0xe0483c
)
