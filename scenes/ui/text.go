package ui

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// Fonts holds the typefaces and a face per size and scale, made once.
type Fonts struct {
	regular, bold *opentype.Font
	fallback      *Face
	faces         map[faceKey]*Face
	atlas         glyphAtlas // every face's glyphs
	runs          map[runKey][]glyph
	widths        map[runKey]float64

	// A line's glyphs are drawn in one call per atlas page (one for all
	// but the largest screens' text), from these:
	// the glyphs gathered from page onto dst. A line drawn in pieces (a
	// number digit by digit, Pieces) gathers them all before it draws.
	verts []ebiten.Vertex
	index []uint16
	tri   ebiten.DrawTrianglesOptions
	dst   *ebiten.Image
	page  *atlasPage

	// Rec, when set, lists every line drawn as a text box (a snapshot's
	// layout); hold > 0 while a line drawn in pieces lists itself once.
	Rec  *Boxes
	hold int
	// gather is set between Gather and Flush: lines wait to be drawn.
	gather bool
}

// runKey names a laid-out string: drawing the same text again reuses its
// glyphs, so steady frames do not allocate.
type runKey struct {
	s     string
	size  float64
	bold  bool
	align Align
}

// maxRuns bounds the run cache; it is emptied when full.
const maxRuns = 2048

type faceKey struct {
	size float64
	bold bool
}

// The Go fonts of golang.org/x/image (Go Regular and Go Bold) as the game
// draws them: with a plain zero (the Go fonts slash theirs, and in a
// counter at a glance it reads like "Ø"), and without what it never uses
// (the outlines of scripts it does not write, the hinting programs, the
// names), which makes the browser's download smaller.
// TestFontsAreTheGoFontsCut makes them.
var (
	//go:embed fonts/go-regular.ttf
	regularTTF []byte
	//go:embed fonts/go-bold.ttf
	boldTTF []byte
)

// NewFonts parses the fonts.
func NewFonts() (*Fonts, error) {
	r, err := opentype.Parse(regularTTF)
	if err != nil {
		return nil, fmt.Errorf("loading the regular font: %w", err)
	}
	b, err := opentype.Parse(boldTTF)
	if err != nil {
		return nil, fmt.Errorf("loading the bold font: %w", err)
	}
	fb, err := opentype.NewFace(r, &opentype.FaceOptions{Size: 16, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("sizing the regular font: %w", err)
	}
	f := &Fonts{regular: r, bold: b, faces: map[faceKey]*Face{}, runs: map[runKey][]glyph{}, widths: map[runKey]float64{}}
	f.fallback = newFace(fb, &f.atlas)
	return f, nil
}

// Face returns the face of a pixel size (already scaled to the screen).
func (f *Fonts) Face(size float64, bold bool) *Face {
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
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: max(size, 1), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// Cannot happen with the Go fonts and a positive size; draw
		// something readable rather than nothing.
		return f.fallback
	}
	face := newFace(xf, &f.atlas)
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
	Color color.RGBA // premultiplied, as color.RGBA always is
	Align Align
}

// Draw writes s with its top at logical y and anchored at logical x, in
// screen pixels so it stays sharp at any scale.
func (f *Fonts) Draw(dst *ebiten.Image, v View, s string, x, y float64, st Style) {
	size := float64(int(st.Size*v.Scale*4+0.5)) / 4
	k := runKey{s, size, st.Bold, st.Align}
	glyphs, ok := f.runs[k]
	if !ok {
		if len(f.runs) >= maxRuns {
			clear(f.runs)
		}
		glyphs = f.Face(size, st.Bold).appendGlyphs(nil, s, st.Align)
		f.runs[k] = glyphs
	}
	px, py := v.Pt(x, y)
	if f.Rec != nil && f.hold == 0 {
		f.record(s, v, x, y, f.Width(s, st), st)
	}
	// The style's colour scales each glyph's white, as a ColorScale
	// would; whole pixels keep glyphs crisp under the linear filter.
	c := st.Color
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for i := range glyphs {
		gl := &glyphs[i]
		if gl.page != f.page || dst != f.dst || len(f.verts)+4 > math.MaxUint16 {
			f.flush()
			f.dst, f.page = dst, gl.page
		}
		x, y := float32(math.Round(float64(px)+gl.x)), float32(math.Round(float64(py)+gl.y))
		w, h := float32(gl.rect.Dx()), float32(gl.rect.Dy())
		sx, sy := float32(gl.rect.Min.X), float32(gl.rect.Min.Y)
		n := uint16(len(f.verts))
		f.verts = append(f.verts,
			ebiten.Vertex{DstX: x, DstY: y, SrcX: sx, SrcY: sy, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
			ebiten.Vertex{DstX: x + w, DstY: y, SrcX: sx + w, SrcY: sy, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
			ebiten.Vertex{DstX: x, DstY: y + h, SrcX: sx, SrcY: sy + h, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
			ebiten.Vertex{DstX: x + w, DstY: y + h, SrcX: sx + w, SrcY: sy + h, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
		f.index = append(f.index, n, n+1, n+2, n+1, n+3, n+2)
	}
	if f.hold == 0 && !f.gather {
		f.flush()
	}
}

// Gather starts gathering lines until Flush: lines from one atlas page
// drawn one after another onto one destination become one draw call.
// They are drawn at Flush, or earlier where a line needs another page,
// so between the two draw onto that destination nothing that overlaps a
// line gathered, and nothing meant to lie under a line drawn after it.
func (f *Fonts) Gather() { f.gather = true }

// Flush draws the lines gathered since Gather.
func (f *Fonts) Flush() {
	f.gather = false
	if f.hold == 0 {
		f.flush()
	}
}

// flush draws the glyph quads gathered from atlas page onto dst in one
// call: a line costs one draw, not one a glyph.
func (f *Fonts) flush() {
	if f.page != nil && len(f.index) > 0 {
		f.tri.Filter = ebiten.FilterLinear
		// The colours are those a ColorScale would apply: premultiplied.
		f.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		f.page.upload()
		f.dst.DrawTriangles(f.verts, f.index, f.page.img, &f.tri)
	}
	f.verts, f.index = f.verts[:0], f.index[:0]
	f.dst, f.page = nil, nil
}

// release ends a line drawn in pieces: the last piece draws them all.
func (f *Fonts) release() {
	f.hold--
	if f.hold == 0 && !f.gather {
		f.flush()
	}
}

// record lists a line of text of logical width w anchored as st says.
func (f *Fonts) record(s string, v View, x, y, w float64, st Style) {
	if f.Rec.Quiet || s == "" || strings.TrimSpace(s) == "" {
		return
	}
	switch st.Align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	f.Rec.AddView(KindText, s, v, x, y, w, st.Size)
}

// Measure returns the logical width of s.
func (f *Fonts) Measure(s string, size float64, bold bool) float64 {
	return f.Face(size, bold).Advance(s)
}

// digits are the strings of the ten digits, so numbers are drawn from
// cached runs instead of new strings.
var digits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// Width is the logical width of s in style st, cached.
func (f *Fonts) Width(s string, st Style) float64 {
	k := runKey{s, st.Size, st.Bold, -1}
	if w, ok := f.widths[k]; ok {
		return w
	}
	if len(f.widths) >= maxRuns {
		clear(f.widths)
	}
	w := f.Face(st.Size, st.Bold).Advance(s)
	f.widths[k] = w
	return w
}

// NumberWidth is the logical width of a non-negative number.
func (f *Fonts) NumberWidth(n int, st Style) float64 {
	w := 0.0
	for {
		w += f.Width(digits[n%10], st)
		n /= 10
		if n == 0 {
			return w
		}
	}
}

// List lists a line of text of logical width w in Rec as Draw (or, for
// "number", DrawNumber) would, without drawing it: for text kept in a
// picture drawn earlier, whose list must follow it.
func (f *Fonts) List(s string, v View, x, y, w float64, st Style) {
	if f.Rec != nil && f.hold == 0 {
		f.record(s, v, x, y, w, st)
	}
}

// DrawNumber writes a non-negative number with its left edge at x, digit
// by digit, so a counter that changes every frame allocates nothing.
func (f *Fonts) DrawNumber(dst *ebiten.Image, v View, n int, x, y float64, st Style) {
	st.Align = Left
	if n < 0 {
		n = 0
	}
	if f.Rec != nil && f.hold == 0 {
		f.record("number", v, x, y, f.NumberWidth(n, st), st)
	}
	f.hold++
	defer f.release()
	div := 1
	for div*10 <= n {
		div *= 10
	}
	for ; div > 0; div /= 10 {
		d := digits[(n/div)%10]
		f.Draw(dst, v, d, x, y, st)
		x += f.Width(d, st)
	}
}

// Piece is part of a line drawn by Pieces: a text, or a number.
type Piece struct {
	Text  string
	Num   int
	IsNum bool
}

// T is a text piece.
func T(s string) Piece { return Piece{Text: s} }

// N is a number piece.
func N(n int) Piece { return Piece{Num: n, IsNum: true} }

func (f *Fonts) pieceWidth(p Piece, st Style) float64 {
	if p.IsNum {
		return f.NumberWidth(p.Num, st)
	}
	return f.Width(p.Text, st)
}

// Pieces draws a line made of texts and numbers, anchored as st.Align
// says, without building a string.
func (f *Fonts) Pieces(dst *ebiten.Image, v View, x, y float64, st Style, pieces ...Piece) {
	w := 0.0
	for _, p := range pieces {
		w += f.pieceWidth(p, st)
	}
	switch st.Align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	st.Align = Left
	if f.Rec != nil && f.hold == 0 {
		name := ""
		if len(pieces) > 0 {
			name = pieces[0].Text
		}
		f.record(name, v, x, y, w, Style{Size: st.Size})
	}
	f.hold++
	defer f.release()
	for _, p := range pieces {
		if p.IsNum {
			f.DrawNumber(dst, v, p.Num, x, y, st)
		} else {
			f.Draw(dst, v, p.Text, x, y, st)
		}
		x += f.pieceWidth(p, st)
	}
}
