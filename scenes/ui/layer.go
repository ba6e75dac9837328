package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer is a screen-sized picture of what does not change while a puzzle is
// played (the background, the board, the labels). It is painted once for a
// key (what the scene draws it from: the screen, the view, the puzzle) and
// copied pixel on pixel each frame, far cheaper than drawing it again.
type Layer[K comparable] struct {
	img   *ebiten.Image
	key   K
	op    ebiten.DrawImageOptions
	drawn bool

	// Filter is the filter of the copy (the zero value is FilterNearest,
	// which reads one texel a pixel where FilterLinear reads four; the
	// layer lies pixel on pixel, so both show the same picture).
	Filter ebiten.Filter
}

// Ensure paints the layer for key and dst's size, and reports whether it
// painted: when the layer has not been painted for both yet, it is
// cleared and paint draws it. Copy then copies it onto dst.
func (l *Layer[K]) Ensure(dst *ebiten.Image, key K, paint func(layer *ebiten.Image)) bool {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	sized := l.img != nil && l.img.Bounds().Dx() == w && l.img.Bounds().Dy() == h
	if sized && l.drawn && l.key == key {
		return false
	}
	if !sized {
		if l.img != nil {
			l.img.Deallocate()
		}
		// Unmanaged: Ebitengine never moves it onto a shared atlas,
		// which it would do while the layer is only copied from, and
		// undo, copying it whole, each time a part is painted again
		// (PaintIn).
		l.img = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	l.img.Clear()
	paint(l.img)
	l.key, l.drawn = key, true
	return true
}

// PaintIn paints the part r of a layer already painted again (r in the
// layer's pixels, whose top left is 0, 0): paint draws onto the layer
// clipped to r, and must cover all of it.
func (l *Layer[K]) PaintIn(r image.Rectangle, paint func(layer *ebiten.Image)) {
	if l.img == nil || !l.drawn {
		return
	}
	r = r.Intersect(l.img.Bounds())
	if r.Empty() {
		return
	}
	paint(l.img.SubImage(r).(*ebiten.Image))
}

// Copy copies the layer onto dst.
func (l *Layer[K]) Copy(dst *ebiten.Image) {
	if l.img == nil {
		return
	}
	b := dst.Bounds()
	op := &l.op
	op.GeoM.Reset()
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	op.ColorScale.Reset()
	op.Filter = l.Filter
	// The layer is opaque: copying skips blending, which a software
	// renderer pays for on every pixel of the screen.
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(l.img, op)
}
