package gifenc

import (
	"bytes"
	"compress/lzw"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
)

// TicksPerSecond is the rate frames' times are counted in: the game's
// fixed update rate.
const TicksPerSecond = 60

// Colours is the most palette colours a recording uses: the last of the
// GIF's 256 indices is the transparent one of frames after the first.
const Colours = 255

// transparent is the palette index of a pixel that keeps the colour of the
// frame before.
const transparent = Colours

// bayer is the 4×4 ordered-dither threshold map, 0..15: a fixed pattern per
// pixel, so a still colour dithers the same way in every frame.
var bayer = [16]uint8{0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5}

// mix is the cached mapping of one RGB555 cell: its nearest palette colour,
// the second colour it is dithered with, and on how many of 16 pixels.
type mix struct {
	near, far uint8
	frac      uint8 // 0..8: pixels of 16 that take far
	set       bool
}

// ditherReach is the farthest apart (in RGB levels) two palette colours
// may be for a colour between them to be dithered: dithering colours far
// apart would speckle, and shaded art's neighbouring tones lie closer.
const ditherReach = 48

// Encoder writes an animated GIF frame by frame to w.
type Encoder struct {
	w             io.Writer
	width, height int
	pal           color.Palette // the colours, then the transparent index
	hist          *Histogram    // the sampled colours, for exact cell means
	cache         []mix         // by RGB555 cell
	prev          []byte        // the last frame's RGBA pixels
	shown         []uint8       // the palette index each pixel shows now

	started  bool
	pending  *image.Paletted // the last frame, written when its delay is known
	pendAt   int             // its time, in ticks
	frames   int             // frames written
	buf      bytes.Buffer
	err      error
	scratchA []uint8 // pixel buffers reused from frame to frame
	scratchB []uint8
}

// NewEncoder starts a width×height GIF on w with the colours of pal (at
// most Colours; see Histogram.Palette). hist, when not nil, is the histogram
// the palette was made from: its exact mean colours refine the lookup.
func NewEncoder(w io.Writer, width, height int, pal color.Palette, hist *Histogram) (*Encoder, error) {
	if width < 1 || height < 1 || width >= 1<<16 || height >= 1<<16 {
		return nil, fmt.Errorf("gif: size %dx%d out of range", width, height)
	}
	if len(pal) == 0 || len(pal) > Colours {
		return nil, fmt.Errorf("gif: palette of %d colours, want 1 to %d", len(pal), Colours)
	}
	full := make(color.Palette, Colours+1)
	for i := range full {
		full[i] = pal[min(i, len(pal)-1)] // padded with a repeat, never chosen
	}
	full[transparent] = color.RGBA{}
	if hist == nil {
		hist = NewHistogram()
	}
	return &Encoder{w: w, width: width, height: height, pal: full[:], hist: hist, cache: make([]mix, cells),
		prev: make([]byte, 4*width*height), shown: make([]uint8, width*height)}, nil
}

// Frames is the number of frames written so far (merged frames count once).
func (e *Encoder) Frames() int { return e.frames }

// Add gives the frame shown from tick at on (ticks since the start of the
// recording, increasing): RGBA pixels, 4 bytes a pixel, width×height. A
// frame like the one before only lengthens that one's delay.
func (e *Encoder) Add(pix []byte, at int) error {
	if e.err != nil {
		return e.err
	}
	if len(pix) != len(e.prev) {
		return fmt.Errorf("gif: a frame of %d bytes, want %d", len(pix), len(e.prev))
	}
	if e.started && at <= e.pendAt {
		return fmt.Errorf("gif: frame at tick %d after one at tick %d", at, e.pendAt)
	}
	r := image.Rect(0, 0, e.width, e.height)
	if e.started {
		r = e.changed(pix)
		if r.Empty() {
			return nil // the same picture: the pending frame lasts longer
		}
	}
	img := e.paletted(pix, r, !e.started)
	if e.started {
		if err := e.flush(at); err != nil {
			return err
		}
	}
	copy(e.prev, pix)
	e.pending, e.pendAt, e.started = img, at, true
	return nil
}

// Close writes the last frame, shown until tick end (the hold that lets a
// viewer see the end before the loop starts again), and the GIF's trailer.
func (e *Encoder) Close(end int) error {
	if e.err != nil {
		return e.err
	}
	if !e.started {
		return errors.New("gif: no frames")
	}
	if err := e.flush(max(end, e.pendAt+1)); err != nil {
		return err
	}
	if _, err := e.w.Write([]byte{0x3b}); err != nil {
		e.err = err
		return err
	}
	return nil
}

// centis is tick t in hundredths of a second, rounded, so a frame's delay
// is the difference of its ends and the delays add up to the whole time.
func centis(t int) int { return (t*100 + TicksPerSecond/2) / TicksPerSecond }

// flush writes the pending frame, shown until tick until, after the
// file's header when it is the first. The blocks are written here rather
// than by image/gif, whose decoder (registered with package image when it
// is imported) and encoder would weigh more in the browser's download than
// these few lines; they are the bytes image/gif wrote.
func (e *Encoder) flush(until int) error {
	delay := max(2, centis(until)-centis(e.pendAt)) // viewers slow frames under 2 to 10
	e.buf.Reset()
	if e.frames == 0 {
		e.header()
	}
	if err := e.frame(e.pending, delay); err != nil {
		e.err = fmt.Errorf("gif: frame %d: %w", e.frames+1, err)
		return e.err
	}
	if _, err := e.w.Write(e.buf.Bytes()); err != nil {
		e.err = err
		return err
	}
	e.frames++
	e.pending = nil
	return nil
}

// header writes the file's header: its size, the palette as the global
// colour table, and the loop for ever.
func (e *Encoder) header() {
	b := &e.buf
	b.WriteString("GIF89a")
	le16(b, e.width)
	le16(b, e.height)
	// A global table of 2^(7+1) colours, background colour 0, square pixels.
	b.Write([]byte{0x80 | 7, 0, 0})
	for _, c := range e.pal {
		q := color.RGBAModel.Convert(c).(color.RGBA)
		b.Write([]byte{q.R, q.G, q.B})
	}
	b.Write([]byte{0x21, 0xff, 0x0b, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0', 0x03, 0x01, 0, 0, 0})
}

// frame writes img, shown for delay hundredths of a second over what is
// there (disposal: none), with the transparent index.
func (e *Encoder) frame(img *image.Paletted, delay int) error {
	b := &e.buf
	const disposalNone, hasTransparent = 1 << 2, 1
	b.Write([]byte{0x21, 0xf9, 0x04, disposalNone | hasTransparent})
	le16(b, delay)
	b.Write([]byte{transparent, 0})
	r := img.Rect
	b.WriteByte(0x2c) // the image's descriptor
	le16(b, r.Min.X)
	le16(b, r.Min.Y)
	le16(b, r.Dx())
	le16(b, r.Dy())
	b.WriteByte(0) // no table of its own, not interlaced
	const litWidth = 8
	b.WriteByte(litWidth)
	bw := blocks{dst: b}
	lw := lzw.NewWriter(&bw, lzw.LSB, litWidth)
	if _, err := lw.Write(img.Pix[:r.Dx()*r.Dy()]); err != nil {
		return err
	}
	if err := lw.Close(); err != nil {
		return err
	}
	bw.flush()
	b.WriteByte(0) // the end of the image's data
	return nil
}

func le16(b *bytes.Buffer, v int) { b.Write([]byte{byte(v), byte(v >> 8)}) }

// blocks cuts what is written into GIF data sub-blocks of at most 255
// bytes, each after its length.
type blocks struct {
	dst *bytes.Buffer
	buf [255]byte
	n   int
}

func (w *blocks) Write(p []byte) (int, error) {
	for _, c := range p {
		w.buf[w.n] = c
		if w.n++; w.n == len(w.buf) {
			w.flush()
		}
	}
	return len(p), nil
}

func (w *blocks) flush() {
	if w.n > 0 {
		w.dst.WriteByte(byte(w.n))
		w.dst.Write(w.buf[:w.n])
		w.n = 0
	}
}

// changed is the smallest rectangle holding every pixel of pix that differs
// from the frame before.
func (e *Encoder) changed(pix []byte) image.Rectangle {
	stride := 4 * e.width
	x0, y0, x1, y1 := e.width, -1, -1, -1
	for y := 0; y < e.height; y++ {
		a, b := pix[y*stride:(y+1)*stride], e.prev[y*stride:(y+1)*stride]
		if bytes.Equal(a, b) {
			continue
		}
		if y0 < 0 {
			y0 = y
		}
		y1 = y
		l := 0
		for l < len(a) && a[l] == b[l] {
			l++
		}
		r := len(a) - 1
		for r > l && a[r] == b[r] {
			r--
		}
		x0, x1 = min(x0, l/4), max(x1, r/4)
	}
	if y0 < 0 {
		return image.Rectangle{}
	}
	return image.Rect(x0, y0, x1+1, y1+1)
}

// paletted maps the pixels of pix inside r to the palette. Unless full, a
// pixel that shows the same index as before is left transparent.
func (e *Encoder) paletted(pix []byte, r image.Rectangle, full bool) *image.Paletted {
	n := r.Dx() * r.Dy()
	// Two buffers in turn: the pending frame's pixels stay untouched while
	// the next frame is mapped.
	e.scratchA, e.scratchB = e.scratchB, e.scratchA
	if cap(e.scratchA) < n {
		e.scratchA = make([]uint8, n)
	}
	img := &image.Paletted{Pix: e.scratchA[:n], Stride: r.Dx(), Rect: r, Palette: e.pal}
	i := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := y * e.width
		for x := r.Min.X; x < r.Max.X; x++ {
			o := 4 * (row + x)
			idx := e.index(pix[o], pix[o+1], pix[o+2], x, y)
			switch {
			case full:
				e.shown[row+x] = idx
			case idx == e.shown[row+x]:
				idx = transparent
			default:
				e.shown[row+x] = idx
			}
			img.Pix[i] = idx
			i++
		}
	}
	return img
}

// index is the palette index of colour (r, g, b) at pixel (x, y).
func (e *Encoder) index(r, g, b uint8, x, y int) uint8 {
	k := cell(r, g, b)
	m := &e.cache[k]
	if !m.set {
		*m = e.lookup(k)
	}
	if m.frac > 0 && bayer[(y&3)<<2|x&3] < m.frac {
		return m.far
	}
	return m.near
}

// lookup finds cell k's nearest palette colour and, when the cell's colour
// lies between it and a close neighbour, that neighbour and the share of
// pixels that take it.
func (e *Encoder) lookup(k int) mix {
	c := e.hist.mean(k)
	dist := func(p color.Color) float64 {
		q := p.(color.RGBA)
		dr, dg, db := c[0]-float64(q.R), c[1]-float64(q.G), c[2]-float64(q.B)
		return dr*dr + dg*dg + db*db
	}
	near, best := 0, -1.0
	for i := range Colours {
		if d := dist(e.pal[i]); best < 0 || d < best {
			near, best = i, d
		}
	}
	m := mix{near: uint8(near), far: uint8(near), set: true}
	// A colour within two levels of the nearest is that colour: flat areas
	// (whose cell's mean is exact) never dither.
	if best <= 2*2 {
		return m
	}
	p := e.pal[near].(color.RGBA)
	pv := [3]float64{float64(p.R), float64(p.G), float64(p.B)}
	bestErr := best
	for i := range Colours {
		q := e.pal[i].(color.RGBA)
		d := [3]float64{float64(q.R) - pv[0], float64(q.G) - pv[1], float64(q.B) - pv[2]}
		l2 := d[0]*d[0] + d[1]*d[1] + d[2]*d[2]
		if l2 == 0 || l2 > ditherReach*ditherReach {
			continue
		}
		t := ((c[0]-pv[0])*d[0] + (c[1]-pv[1])*d[1] + (c[2]-pv[2])*d[2]) / l2
		if t <= 0 {
			continue
		}
		t = min(t, 0.5)
		var errSum float64
		for a := range 3 {
			v := c[a] - (pv[a] + t*d[a])
			errSum += v * v
		}
		if errSum < bestErr {
			bestErr = errSum
			m.far = uint8(i)
			m.frac = uint8(t*16 + 0.5)
		}
	}
	if m.frac == 0 {
		m.far = m.near
	}
	return m
}
