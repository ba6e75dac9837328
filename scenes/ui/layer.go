package ui

import "github.com/hajimehoshi/ebiten/v2"

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

// Draw copies the layer onto dst. When the layer has not been painted for
// key and dst's size yet, it is cleared and paint draws it first.
func (l *Layer[K]) Draw(dst *ebiten.Image, key K, paint func(layer *ebiten.Image)) {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	sized := l.img != nil && l.img.Bounds().Dx() == w && l.img.Bounds().Dy() == h
	if !sized || !l.drawn || l.key != key {
		if !sized {
			if l.img != nil {
				l.img.Deallocate()
			}
			l.img = ebiten.NewImage(w, h)
		}
		l.img.Clear()
		paint(l.img)
		l.key, l.drawn = key, true
	}
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
