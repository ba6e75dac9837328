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
	"golang.org/x/image/font/sfnt"
)

// Fonts holds the typefaces and a face per size and scale, made once.
type Fonts struct {
	regular, bold *opentype.Font
	fallback      *Face
	faces         map[faceKey]*Face
	runs          map[runKey][]glyph
	widths        map[runKey]float64
	op            ebiten.DrawImageOptions

	// Rec, when set, lists every line drawn as a text box (a snapshot's
	// layout); hold > 0 while a line drawn in pieces lists itself once.
	Rec  *Boxes
	hold int
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

// The Go fonts of golang.org/x/image (Go Regular and Go Bold) with the
// outlines of the scripts the game never writes left out, which makes the
// browser's download smaller (TestFontsAreTheGoFontsCut makes them).
var (
	//go:embed fonts/go-regular.ttf
	regularTTF []byte
	//go:embed fonts/go-bold.ttf
	boldTTF []byte
)

// NewFonts parses the Go fonts, with a plain zero.
func NewFonts() (*Fonts, error) {
	r, err := parsePlainZero(regularTTF)
	if err != nil {
		return nil, fmt.Errorf("loading the regular font: %w", err)
	}
	b, err := parsePlainZero(boldTTF)
	if err != nil {
		return nil, fmt.Errorf("loading the bold font: %w", err)
	}
	fb, err := opentype.NewFace(r, &opentype.FaceOptions{Size: 16, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("sizing the regular font: %w", err)
	}
	return &Fonts{regular: r, bold: b, fallback: newFace(fb), faces: map[faceKey]*Face{}, runs: map[runKey][]glyph{}, widths: map[runKey]float64{}}, nil
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
	face := newFace(xf)
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
	op := &f.op
	op.ColorScale.Reset()
	setColor(&op.ColorScale, st.Color)
	op.Filter = ebiten.FilterLinear
	for i := range glyphs {
		g := &glyphs[i]
		op.GeoM.Reset()
		// Whole pixels keep glyphs crisp under the linear filter, which the
		// rest of the frame uses too, so the draws batch together.
		op.GeoM.Translate(math.Round(float64(px)+g.x), math.Round(float64(py)+g.y))
		dst.DrawImage(g.img, op)
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
	defer func() { f.hold-- }()
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
	defer func() { f.hold-- }()
	for _, p := range pieces {
		if p.IsNum {
			f.DrawNumber(dst, v, p.Num, x, y, st)
		} else {
			f.Draw(dst, v, p.Text, x, y, st)
		}
		x += f.pieceWidth(p, st)
	}
}

// plainZeroGlyph is the Go fonts' name for their zero without the slash.
const plainZeroGlyph = "zero.empty"

// parsePlainZero parses a Go font whose "0" is drawn with the font's plain
// zero. The Go fonts slash their zero, and in a counter at a glance it
// reads like "Ø"; they carry an unslashed zero too, which only a glyph
// substitution would reach, and the text package uses none. So the outline
// of the digit is replaced, in a copy of the font, by a composite glyph
// that is the plain zero: same advance, same bounds, no table moves.
func parsePlainZero(ttf []byte) (*opentype.Font, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	zero, err := f.GlyphIndex(&buf, '0')
	if err != nil || zero == 0 {
		return nil, fmt.Errorf("the font has no digit zero (%v)", err)
	}
	plain := sfnt.GlyphIndex(0)
	for i := f.NumGlyphs() - 1; i > 0; i-- {
		if name, _ := f.GlyphName(&buf, sfnt.GlyphIndex(i)); name == plainZeroGlyph {
			plain = sfnt.GlyphIndex(i)
			break
		}
	}
	if plain == 0 {
		return nil, fmt.Errorf("the font has no glyph %q", plainZeroGlyph)
	}
	patched, err := withComposite(ttf, uint16(zero), uint16(plain))
	if err != nil {
		return nil, fmt.Errorf("giving the font a plain zero: %w", err)
	}
	return opentype.Parse(patched)
}

// withComposite returns a copy of the TrueType font ttf in which glyph dst
// is a composite of glyph src alone, at no offset. The composite record
// (18 bytes) is written over dst's own outline, which must be at least as
// long; the bytes left over are never read, as the record's flags say no
// component follows.
func withComposite(ttf []byte, dst, src uint16) ([]byte, error) {
	be := func(b []byte, off int) int { return int(b[off])<<8 | int(b[off+1]) }
	be32 := func(b []byte, off int) int { return be(b, off)<<16 | be(b, off+2) }
	if len(ttf) < 12 {
		return nil, fmt.Errorf("too short for a font")
	}
	tables := map[string][2]int{}
	for i, n := 0, be(ttf, 4); i < n; i++ {
		rec := 12 + 16*i
		if rec+16 > len(ttf) {
			return nil, fmt.Errorf("table directory cut short")
		}
		off, size := be32(ttf, rec+8), be32(ttf, rec+12)
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, fmt.Errorf("table %q out of the file", ttf[rec:rec+4])
		}
		tables[string(ttf[rec:rec+4])] = [2]int{off, size}
	}
	head, loca, glyf := tables["head"], tables["loca"], tables["glyf"]
	if head[1] < 54 || loca[1] == 0 || glyf[1] == 0 {
		return nil, fmt.Errorf("not a TrueType font with outlines")
	}
	long := be(ttf, head[0]+50) == 1 // indexToLocFormat
	at := func(g int) (int, error) {
		if long {
			if 4*g+4 > loca[1] {
				return 0, fmt.Errorf("glyph %d is not in the font", g)
			}
			return be32(ttf, loca[0]+4*g), nil
		}
		if 2*g+2 > loca[1] {
			return 0, fmt.Errorf("glyph %d is not in the font", g)
		}
		return 2 * be(ttf, loca[0]+2*g), nil
	}
	d0, err := at(int(dst))
	if err != nil {
		return nil, err
	}
	d1, err := at(int(dst) + 1)
	if err != nil {
		return nil, err
	}
	s0, err := at(int(src))
	if err != nil {
		return nil, err
	}
	const record = 18 // header 10, flags 2, glyph 2, two 16-bit offsets 4
	if d1-d0 < record || s0+10 > glyf[1] || d1 > glyf[1] {
		return nil, fmt.Errorf("glyph %d has no room for a composite", dst)
	}
	out := append([]byte(nil), ttf...)
	g := out[glyf[0]+d0 : glyf[0]+d1]
	clear(g)
	g[0], g[1] = 0xff, 0xff                        // numberOfContours -1: a composite
	copy(g[2:10], ttf[glyf[0]+s0+2:glyf[0]+s0+10]) // the bounds of src
	const flags = 0x0001 | 0x0002 | 0x0200         // 16-bit offsets, as x and y; use src's metrics
	g[10], g[11] = flags>>8, flags&0xff
	g[12], g[13] = byte(src>>8), byte(src)
	return out, nil
}
