package ui

import (
	"image"
	"image/draw"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Face is a typeface at one pixel size with its glyph cache: each glyph is
// rasterised once per sub-pixel position into the atlas its Fonts share,
// and drawn from there. It lays a line out as Ebitengine's text/v2 does
// with a GoXFace (the same advances, kerning, sub-pixel steps and pixels),
// without text/v2's shaping machinery, which the browser would have to
// download.
type Face struct {
	src     font.Face
	metrics Metrics
	// step is the sub-pixel granularity of a glyph's x position: a small
	// face has more positions, as its glyphs show the difference.
	step fixed.Int26_6

	runes  map[rune]runeInfo
	kerns  map[[2]rune]fixed.Int26_6
	images map[glyphKey]glyphImage
	atlas  *glyphAtlas
}

// glyphAtlas holds the glyphs of every face of a Fonts, on pages filled
// shelf by shelf. One atlas for all sizes, rather than one a face: a
// phone's first frame meets a dozen sizes, and a page each was a dozen
// textures and a dozen CPU pages to clear, most of them empty, and a line
// of one size could not join the same draw call as a line of another.
type glyphAtlas struct {
	pages []*atlasPage
	// side is the side of the next page: each is twice the last, up to
	// maxPage.
	side int
}

// atlasPage is a page of the atlas, its glyphs on shelves. The last
// page's shelves keep their pixels on the CPU too: glyphs are rasterised
// there, and what a shelf gained since its last upload is uploaded in one
// call when a line is drawn from the page, so the many new glyphs of a
// first frame cost one upload a shelf, not one each, and no more bytes
// than they cover.
type atlasPage struct {
	img     *ebiten.Image
	side    int
	shelves []*shelf // nil once the page is full and uploaded
	scratch []byte   // a shelf's new glyphs, gathered for their upload
}

// shelf is a row of a page: glyphs of about its height side by side, the
// next one at x, those left of up already uploaded.
type shelf struct {
	y, h, x, up int
	pix         []byte // side*4 bytes a row, h rows
}

// upload sends what each shelf gained since its last upload to the GPU.
func (p *atlasPage) upload() {
	for _, s := range p.shelves {
		if s.up >= s.x {
			continue
		}
		w, stride := s.x-s.up, p.side*4
		need := w * 4 * s.h
		if cap(p.scratch) < need {
			p.scratch = make([]byte, need)
		}
		buf := p.scratch[:need]
		for y := range s.h {
			copy(buf[y*w*4:(y+1)*w*4], s.pix[y*stride+s.up*4:])
		}
		p.img.SubImage(image.Rect(s.up, s.y, s.x, s.y+s.h)).(*ebiten.Image).WritePixels(buf)
		s.up = s.x
	}
}

// Metrics are a face's vertical measures in pixels.
type Metrics struct {
	HAscent   float64 // from the baseline up to the top of a line
	HDescent  float64 // from the baseline down to the bottom of a line
	HLineGap  float64 // the gap the font asks between lines
	XHeight   float64 // the height of a lower-case x
	CapHeight float64 // the height of a capital
}

// runeInfo is what laying a rune out needs, asked of the font once.
type runeInfo struct {
	bounds fixed.Rectangle26_6
	adv    fixed.Int26_6
	ok     bool
}

// glyphKey names a glyph's image: the rune at a sub-pixel x offset (its y
// offset is the same wherever the line is).
type glyphKey struct {
	r rune
	x fixed.Int26_6
}

// glyphImage is where a glyph's image lies: a rectangle of an atlas page.
type glyphImage struct {
	page *atlasPage
	rect image.Rectangle
}

// glyph is one glyph of a laid-out line: its image and the whole-pixel
// place of the image's top left corner from the line's anchor.
type glyph struct {
	glyphImage
	x, y float64
}

// newFace wraps a font face of a pixel size, its glyphs kept in atlas.
func newFace(src font.Face, atlas *glyphAtlas) *Face {
	fm := src.Metrics()
	m := Metrics{
		HAscent:   fixedFloat(fm.Ascent),
		HDescent:  fixedFloat(fm.Descent),
		HLineGap:  fixedFloat(fm.Height - fm.Ascent - fm.Descent),
		XHeight:   fixedFloat(abs26(fm.XHeight)),
		CapHeight: fixedFloat(abs26(fm.CapHeight)),
	}
	// The sub-pixel positions text/v2 uses for a face of this height.
	variants := 1
	switch h := m.HAscent + m.HDescent; {
	case h < 20:
		variants = 8
	case h < 40:
		variants = 4
	case h < 80:
		variants = 2
	}
	return &Face{
		src:     src,
		metrics: m,
		step:    64 / fixed.Int26_6(variants),
		runes:   map[rune]runeInfo{},
		kerns:   map[[2]rune]fixed.Int26_6{},
		images:  map[glyphKey]glyphImage{},
		atlas:   atlas,
	}
}

// Metrics returns the face's vertical measures.
func (f *Face) Metrics() Metrics { return f.metrics }

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

func abs26(x fixed.Int26_6) fixed.Int26_6 {
	if x < 0 {
		return -x
	}
	return x
}

// rune returns what laying r out needs.
func (f *Face) rune(r rune) runeInfo {
	if ri, ok := f.runes[r]; ok {
		return ri
	}
	var ri runeInfo
	ri.bounds, ri.adv, ri.ok = f.src.GlyphBounds(r)
	if !ri.ok {
		// A rune the font lacks advances as the font says and shows
		// nothing, as with text/v2.
		ri.adv, _ = f.src.GlyphAdvance(r)
	}
	f.runes[r] = ri
	return ri
}

// kern returns the kerning between two runes.
func (f *Face) kern(a, b rune) fixed.Int26_6 {
	k := [2]rune{a, b}
	if v, ok := f.kerns[k]; ok {
		return v
	}
	v := f.src.Kern(a, b)
	f.kerns[k] = v
	return v
}

// firstLine is s up to its first line break: a line is all one draw shows
// or measures (as text/v2's Advance measures the first line only).
func firstLine(s string) string {
	for i, r := range s {
		switch r {
		case '\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029':
			return s[:i]
		}
	}
	return s
}

// advance returns the width of the first line of s.
func (f *Face) advance(s string) fixed.Int26_6 {
	var x fixed.Int26_6
	prev := rune(-1)
	for _, r := range firstLine(s) {
		if prev >= 0 {
			x += f.kern(prev, r)
		}
		x += f.rune(r).adv
		prev = r
	}
	return x
}

// Advance returns the width in pixels of the first line of s.
func (f *Face) Advance(s string) float64 { return fixedFloat(f.advance(s)) }

// appendGlyphs lays out the first line of s with its top at 0 and
// anchored at x = 0 as align says, and appends its glyphs that show
// something to dst.
func (f *Face) appendGlyphs(dst []glyph, s string, align Align) []glyph {
	line := firstLine(s)
	var ox float64
	switch align {
	case Center:
		ox = -fixedFloat(f.advance(line)) / 2
	case Right:
		ox = -fixedFloat(f.advance(line))
	}
	origin := fixed.Point26_6{X: fixed.Int26_6(ox * 64), Y: fixed.Int26_6(f.metrics.HAscent * 64)}
	start := origin.X
	var x fixed.Int26_6 // the pen from the line's start
	prev := rune(-1)
	for _, r := range line {
		if prev >= 0 {
			x += f.kern(prev, r)
		}
		ri := f.rune(r)
		if img, at, ok := f.glyph(r, ri, fixed.Point26_6{X: start + x, Y: origin.Y}); ok {
			dst = append(dst, glyph{glyphImage: img, x: float64(at.X), y: float64(at.Y)})
		}
		x += ri.adv
		prev = r
	}
	return dst
}

// glyph returns the image of rune r with its pen at dot, and where the
// image's top left corner goes; ok is false when r shows nothing.
func (f *Face) glyph(r rune, ri runeInfo, dot fixed.Point26_6) (img glyphImage, at image.Point, ok bool) {
	if !ri.ok {
		return glyphImage{}, image.Point{}, false
	}
	b := ri.bounds
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return glyphImage{}, image.Point{}, false
	}
	dot.X = dot.X / f.step * f.step
	dot.Y &^= 63
	sub := fixed.Point26_6{X: (dot.X + b.Min.X) & 63, Y: (dot.Y + b.Min.Y) & 63}
	at = image.Pt((dot.X + b.Min.X).Floor(), (dot.Y + b.Min.Y).Floor())
	k := glyphKey{r, sub.X}
	if img, ok := f.images[k]; ok {
		return img, at, true
	}
	// One pixel more each way: a glyph at a sub-pixel offset can reach it.
	img = f.rasterise(r, b, sub, w+1, h+1)
	f.images[k] = img
	return img, at, true
}

// rasterise draws rune r, whose bounds are b, at sub-pixel offset sub into
// a w×h place in the atlas, white with its coverage as alpha
// (premultiplied), and returns that place.
func (f *Face) rasterise(r rune, b fixed.Rectangle26_6, sub fixed.Point26_6, w, h int) glyphImage {
	page, sh, rect := f.atlas.place(w, h)
	dot := fixed.Point26_6{X: fixed.I(rect.Min.X) - b.Min.X + sub.X, Y: fixed.I(rect.Min.Y) - b.Min.Y + sub.Y}
	if dr, mask, mp, _, ok := f.src.Glyph(dot, r); ok {
		clip := dr.Intersect(rect)
		dr, mp = clip, mp.Add(clip.Min.Sub(dr.Min))
		stride := page.side * 4
		if a, isAlpha := mask.(*image.Alpha); isAlpha {
			// The place is clear, so white drawn over it through the
			// mask is the mask's coverage in all four channels.
			for y := dr.Min.Y; y < dr.Max.Y; y++ {
				src := a.Pix[a.PixOffset(mp.X, mp.Y+y-dr.Min.Y):][:dr.Dx()]
				dst := sh.pix[(y-sh.y)*stride+dr.Min.X*4:][:4*len(src)]
				for i, c := range src {
					dst[4*i], dst[4*i+1], dst[4*i+2], dst[4*i+3] = c, c, c, c
				}
			}
		} else {
			dst := &image.RGBA{Pix: sh.pix, Stride: stride, Rect: image.Rect(0, sh.y, page.side, sh.y+sh.h)}
			draw.DrawMask(dst, dr, image.White, image.Point{}, mask, mp, draw.Over)
		}
	}
	return glyphImage{page, rect}
}

// maxPage is the largest side of an atlas page.
const maxPage = 2048

// firstPage is the side of the atlas's first page: room for a phone's
// first screen of text, a dozen sizes.
const firstPage = 1024

// place finds a w×h rectangle in the atlas's last page, on a shelf of
// about its height, starting a shelf or a new page when there is none.
// Glyphs keep a pixel of space between them so a linear filter never
// reads a neighbour.
func (a *glyphAtlas) place(w, h int) (*atlasPage, *shelf, image.Rectangle) {
	var page *atlasPage
	y := 1
	if n := len(a.pages); n > 0 {
		page = a.pages[n-1]
		for _, s := range page.shelves {
			// A shelf up to a quarter taller than the glyph takes it:
			// the rest of its height is wasted.
			if s.h >= h && 4*s.h <= 5*h+4 && s.x+w+1 <= page.side {
				r := image.Rect(s.x, s.y, s.x+w, s.y+h)
				s.x += w + 1
				return page, s, r
			}
		}
		if m := len(page.shelves); m > 0 {
			y = page.shelves[m-1].y + page.shelves[m-1].h + 1
		}
	}
	if page == nil || y+h+1 > page.side || w+2 > page.side {
		if page != nil {
			// The full page is uploaded now; its glyphs are drawn from
			// the GPU's copy only.
			page.upload()
			page.shelves, page.scratch = nil, nil
		}
		if a.side == 0 {
			a.side = firstPage
		}
		side := max(a.side, w+2, h+2)
		page = &atlasPage{img: ebiten.NewImage(side, side), side: side}
		a.pages = append(a.pages, page)
		a.side = min(2*a.side, maxPage)
		y = 1
	}
	s := &shelf{y: y, h: h, x: 1 + w + 1, up: 1, pix: make([]byte, page.side*4*h)}
	page.shelves = append(page.shelves, s)
	return page, s, image.Rect(1, y, 1+w, y+h)
}
