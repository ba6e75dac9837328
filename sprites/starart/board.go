package starart

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Board is the walnut board round a chart of side grid with a frame of
// border (PaintBoard), as the scene draws it: a draft first where d asks
// for one (sprites.Picture).
func Board(grid, border int, d *sprites.Drafts) (*ebiten.Image, error) {
	side := grid + 2*border + 4
	return sprites.Picture("star art: board", side, side, func(dt brush.Detail) *image.RGBA {
		return PaintBoard(grid, border, dt)
	}, d)
}

// ChartTint is region tint i as laid over the parchment: translucent
// enough for the paper to show, premultiplied as color.RGBA is.
func ChartTint(i int) color.RGBA {
	const a = 0.78 // 0xc7 of 0xff
	t := RegionTint(i)
	return color.RGBA{uint8(float64(t.R) * a), uint8(float64(t.G) * a), uint8(float64(t.B) * a), 0xc7}
}
