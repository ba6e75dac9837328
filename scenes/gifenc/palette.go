// Package gifenc turns a stream of RGBA frames into an animated GIF with
// the standard library's image/gif, frame by frame and without holding the
// frames in memory: one palette for the whole recording, built by median
// cut from sampled frames, so a colour never changes from frame to frame
// (no crawl); an ordered dither between the two nearest palette colours
// only where a colour falls between them (no banding on the shaded art,
// flat colours stay flat); frames that do not change are merged into a
// longer delay; and each frame stores only the rectangle that changed, with
// the pixels inside it that kept their colour transparent.
//
// It knows nothing of the game: frames are plain RGBA pixels, time is
// counted in ticks of 60 a second.
package gifenc

import (
	"image/color"
	"sort"
)

// cells is the number of RGB555 cells: the palette lookup is cached per cell.
const cells = 1 << 15

// cell is the RGB555 cell of a colour.
func cell(r, g, b uint8) int {
	return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3)
}

// bin is what the histogram holds for one cell: how many pixels fell in it
// and the sums of their channels, so the cell's mean colour is exact for a
// flat colour.
type bin struct {
	n, r, g, b uint64
}

// Histogram gathers the colours of sampled frames for the palette.
type Histogram struct {
	bins []bin
}

// NewHistogram returns an empty histogram.
func NewHistogram() *Histogram {
	return &Histogram{bins: make([]bin, cells)}
}

// Add counts the pixels of an RGBA frame (4 bytes a pixel, alpha ignored).
func (h *Histogram) Add(pix []byte) {
	for i := 0; i+3 < len(pix); i += 4 {
		r, g, b := pix[i], pix[i+1], pix[i+2]
		bn := &h.bins[cell(r, g, b)]
		bn.n++
		bn.r += uint64(r)
		bn.g += uint64(g)
		bn.b += uint64(b)
	}
}

// mean is the mean colour of cell k, or its centre when no pixel fell in it.
func (h *Histogram) mean(k int) [3]float64 {
	if bn := h.bins[k]; bn.n > 0 {
		n := float64(bn.n)
		return [3]float64{float64(bn.r) / n, float64(bn.g) / n, float64(bn.b) / n}
	}
	return [3]float64{float64(k>>10&31)*8 + 4, float64(k>>5&31)*8 + 4, float64(k&31)*8 + 4}
}

// point is a histogram cell in the median cut.
type point struct {
	c [3]float64
	n float64
}

// byAxis sorts points along one axis of their colour. It is sort.Sort's,
// the same order as slices.SortFunc's from code already in the program,
// not compiled again for points.
type byAxis struct {
	pts  []point
	axis int
}

func (b byAxis) Len() int           { return len(b.pts) }
func (b byAxis) Less(i, j int) bool { return b.pts[i].c[b.axis] < b.pts[j].c[b.axis] }
func (b byAxis) Swap(i, j int)      { b.pts[i], b.pts[j] = b.pts[j], b.pts[i] }

// box is a set of cells that becomes one palette colour.
type box struct {
	pts []point
	sse float64 // the squared error of the cells against the box's mean
}

func newBox(pts []point) box {
	var n float64
	var sum [3]float64
	for _, p := range pts {
		n += p.n
		for a := range 3 {
			sum[a] += p.c[a] * p.n
		}
	}
	var sse float64
	for _, p := range pts {
		for a := range 3 {
			d := p.c[a] - sum[a]/n
			sse += d * d * p.n
		}
	}
	return box{pts: pts, sse: sse}
}

func (b box) mean() color.RGBA {
	var n float64
	var sum [3]float64
	for _, p := range b.pts {
		n += p.n
		for a := range 3 {
			sum[a] += p.c[a] * p.n
		}
	}
	ch := func(a int) uint8 { return uint8(min(255, max(0, sum[a]/n+0.5))) }
	return color.RGBA{ch(0), ch(1), ch(2), 0xff}
}

// split cuts b in two along the axis of greatest spread, where the two
// halves' squared error is least.
func (b box) split() (box, box, bool) {
	if len(b.pts) < 2 {
		return b, b, false
	}
	axis, widest := 0, -1.0
	for a := range 3 {
		lo, hi := b.pts[0].c[a], b.pts[0].c[a]
		for _, p := range b.pts {
			lo, hi = min(lo, p.c[a]), max(hi, p.c[a])
		}
		if hi-lo > widest {
			axis, widest = a, hi-lo
		}
	}
	if widest <= 0 {
		return b, b, false
	}
	sort.Sort(byAxis{b.pts, axis})
	// For each cut, the error along the axis of both sides from prefix sums.
	var tn, ts, tq float64
	for _, p := range b.pts {
		tn += p.n
		ts += p.c[axis] * p.n
		tq += p.c[axis] * p.c[axis] * p.n
	}
	best, cut := -1.0, 0
	var ln, ls, lq float64
	for i := 0; i < len(b.pts)-1; i++ {
		p := b.pts[i]
		ln += p.n
		ls += p.c[axis] * p.n
		lq += p.c[axis] * p.c[axis] * p.n
		if p.c[axis] == b.pts[i+1].c[axis] {
			continue
		}
		rn, rs, rq := tn-ln, ts-ls, tq-lq
		e := (lq - ls*ls/ln) + (rq - rs*rs/rn)
		if best < 0 || e < best {
			best, cut = e, i+1
		}
	}
	if best < 0 {
		return b, b, false
	}
	return newBox(b.pts[:cut]), newBox(b.pts[cut:]), true
}

// Palette returns up to n colours (1 to 256) for the colours counted, by
// median cut: the box whose colours are furthest from their mean is split
// until there are n boxes, and each gives its mean. An empty histogram gives
// black.
func (h *Histogram) Palette(n int) color.Palette {
	n = max(1, min(256, n))
	var pts []point
	for k, bn := range h.bins {
		if bn.n > 0 {
			pts = append(pts, point{c: h.mean(k), n: float64(bn.n)})
		}
	}
	if len(pts) == 0 {
		return color.Palette{color.RGBA{A: 0xff}}
	}
	boxes := []box{newBox(pts)}
	for len(boxes) < n {
		worst := -1
		for i, b := range boxes {
			if len(b.pts) > 1 && b.sse > 0 && (worst < 0 || b.sse > boxes[worst].sse) {
				worst = i
			}
		}
		if worst < 0 {
			break
		}
		a, b, ok := boxes[worst].split()
		if !ok {
			boxes[worst].sse = 0 // cannot be split: never chosen again
			continue
		}
		boxes[worst] = a
		boxes = append(boxes, b)
	}
	pal := make(color.Palette, len(boxes))
	for i, b := range boxes {
		pal[i] = b.mean()
	}
	return pal
}
