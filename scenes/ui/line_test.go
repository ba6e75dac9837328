package ui_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// TestLine: a level line covers the pixels of its rectangle, and a line
// drawn while shapes are gathered lands over those gathered before it
// and under those after, as drawn one call each.
func TestLine(t *testing.T) {
	l := scenetest.Current(t)
	p := ui.NewPainter()
	dst := ebiten.NewImage(64, 32)
	c := color.RGBA{0x80, 0x40, 0x20, 0xc0}
	bothWays(t, l, dst, func(dst *ebiten.Image, line bool) {
		dst.Clear()
		if line {
			p.Line(dst, ui.Identity, 10.25, 12.5, 50.75, 12.5, 7, c)
		} else {
			p.Rect(dst, ui.Identity, 10.25, 9, 40.5, 7, c)
		}
	}, "a level line against its rectangle")
	v := ui.View{Scale: 1.37, X: -3.2, Y: 2.6}
	bothWays(t, l, dst, func(dst *ebiten.Image, gather bool) {
		dst.Clear()
		if gather {
			p.Gather()
		}
		p.Rect(dst, v, 4, 4, 30, 12, color.RGBA{0xc0, 0x20, 0x20, 0xff})
		p.Line(dst, v, 2, 14, 44, 3, 5, color.RGBA{0x20, 0x30, 0xc0, 0xe0})
		p.Disc(dst, v, 30, 10, 6, color.RGBA{0x20, 0xa0, 0x20, 0xff})
		p.Flush()
	}, "a line among gathered shapes")
}
