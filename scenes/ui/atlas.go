package ui

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// atlasAlign is where Atlas puts each picture: on a multiple of 64
// pixels, with clear pixels between, as sprites.Pack does.
const atlasAlign = 64

// atlasWidth is the widest an Atlas's sheet grows before it starts a new
// row.
const atlasWidth = 2048

// Atlas keeps copies of pictures on one sheet of its own, so that
// Sprites gather them into one draw call although the art made each its
// own image (the river's figures, painted as drafts and finished later,
// in place). Drawn one by one, the pictures are drawn from themselves as
// before; gathered, from their copies.
type Atlas struct {
	sheet *ebiten.Image
	imgs  []*ebiten.Image // the pictures copied, in order
	art   int             // the art's version when they were copied
	op    ebiten.DrawImageOptions
}

// Keep has sp gather imgs from the atlas's sheet, copying them onto it
// first when they are not the pictures copied last or art (the art's
// version, Context.Art) has changed since: a finished picture replaced
// its draft.
func (a *Atlas) Keep(sp *Sprites, art int, imgs ...*ebiten.Image) {
	if a.sheet != nil && art == a.art && slices.Equal(imgs, a.imgs) {
		return
	}
	a.art = art
	a.imgs = append(a.imgs[:0], imgs...)
	rs, w, h := atlasPlaces(imgs)
	if a.sheet == nil || a.sheet.Bounds().Dx() < w || a.sheet.Bounds().Dy() < h {
		if a.sheet != nil {
			a.sheet.Deallocate()
		}
		a.sheet = ebiten.NewImage(w, h)
	}
	a.sheet.Clear()
	op := &a.op
	op.Blend = ebiten.BlendCopy
	for i, img := range imgs {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(rs[i].Min.X), float64(rs[i].Min.Y))
		a.sheet.DrawImage(img, op)
		sp.onSheet(img, a.sheet, rs[i])
	}
}

// atlasPlaces lays pictures out in rows on a sheet: where each stands
// and the sheet's size.
func atlasPlaces(imgs []*ebiten.Image) (rs []image.Rectangle, w, h int) {
	x, y, rowH := 0, 0, 0
	for _, img := range imgs {
		b := img.Bounds()
		step := (b.Dx() + atlasAlign) / atlasAlign * atlasAlign
		if x > 0 && x+step > atlasWidth {
			x, y, rowH = 0, y+(rowH+atlasAlign)/atlasAlign*atlasAlign, 0
		}
		rs = append(rs, image.Rect(x, y, x+b.Dx(), y+b.Dy()))
		x += step
		w, rowH = max(w, x), max(rowH, b.Dy())
	}
	return rs, w, y + rowH
}
