package ui

import (
	"bytes"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts holds the typefaces and a face per size and scale, made once.
type Fonts struct {
	regular, bold *text.GoTextFaceSource
	faces         map[faceKey]*text.GoTextFace
	op            text.DrawOptions
}

type faceKey struct {
	size float64
	bold bool
}

// NewFonts parses the Go fonts from golang.org/x/image.
func NewFonts() (*Fonts, error) {
	r, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, fmt.Errorf("loading the regular font: %w", err)
	}
	b, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, fmt.Errorf("loading the bold font: %w", err)
	}
	return &Fonts{regular: r, bold: b, faces: map[faceKey]*text.GoTextFace{}}, nil
}

// Face returns the face of a pixel size (already scaled to the screen).
func (f *Fonts) Face(size float64, bold bool) *text.GoTextFace {
	// Round so a window being resized does not fill the cache with sizes.
	size = float64(int(size*4+0.5)) / 4
	k := faceKey{size, bold}
	if face, ok := f.faces[k]; ok {
		return face
	}
	src := f.regular
	if bold {
		src = f.bold
	}
	face := &text.GoTextFace{Source: src, Size: size}
	f.faces[k] = face
	return face
}

// Align says where a text is anchored horizontally.
type Align int

// The alignments.
const (
	Left Align = iota
	Center
	Right
)

// Style is how a text is drawn.
type Style struct {
	Size  float64 // logical pixels
	Bold  bool
	Color color.Color
	Align Align
}

// Draw writes s with its top at logical y and anchored at logical x, in
// screen pixels so it stays sharp at any scale.
func (f *Fonts) Draw(dst *ebiten.Image, v View, s string, x, y float64, st Style) {
	face := f.Face(st.Size*v.Scale, st.Bold)
	op := &f.op
	op.GeoM.Reset()
	px, py := v.Pt(x, y)
	op.GeoM.Translate(float64(px), float64(py))
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(st.Color)
	op.LayoutOptions.PrimaryAlign = text.Align(st.Align)
	text.Draw(dst, s, face, op)
}

// Measure returns the logical width of s.
func (f *Fonts) Measure(s string, size float64, bold bool) float64 {
	return text.Advance(s, f.Face(size, bold))
}
