package ui

import "math"

// Rect is a box: on the screen in CSS pixels, or in a part's design
// coordinates.
type Rect struct{ X, Y, W, H float64 }

// R is a Rect from its corner and size.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Right is the box's right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is the box's bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Contains reports whether the point lies in the box.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inset is the box shrunk by d on every side (never below zero size).
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, max(0, r.W-2*d), max(0, r.H-2*d)}
}

// CutTop splits off the top h of the box: the strip and the rest.
func (r Rect) CutTop(h float64) (top, rest Rect) {
	h = min(h, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom splits off the bottom h of the box: the rest and the strip.
func (r Rect) CutBottom(h float64) (rest, bottom Rect) {
	h = min(h, r.H)
	return Rect{r.X, r.Y, r.W, r.H - h}, Rect{r.X, r.Y + r.H - h, r.W, h}
}

// CutRight splits off the right w of the box: the rest and the column.
func (r Rect) CutRight(w float64) (rest, right Rect) {
	w = min(w, r.W)
	return Rect{r.X, r.Y, r.W - w, r.H}, Rect{r.X + r.W - w, r.Y, w, r.H}
}

// Union is the smallest box holding both.
func (r Rect) Union(o Rect) Rect {
	if r.W <= 0 || r.H <= 0 {
		return o
	}
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.Right(), o.Right()), max(r.Bottom(), o.Bottom())
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Fit is the scale that fits a w×h box into r without stretching, at most
// maxScale (0: no limit), and the box so scaled, centred in r.
func (r Rect) Fit(w, h, maxScale float64) (Rect, float64) {
	if w <= 0 || h <= 0 {
		return Rect{r.X, r.Y, 0, 0}, 0
	}
	s := min(r.W/w, r.H/h)
	if maxScale > 0 {
		s = min(s, maxScale)
	}
	s = max(s, 0)
	fw, fh := w*s, h*s
	return Rect{r.X + (r.W-fw)/2, r.Y + (r.H-fh)/2, fw, fh}, s
}

// Map is the view that draws the design box from into the screen box to
// (CSS pixels) on a screen of device pixel ratio dpr: a uniform scale,
// to.W/from.W, so the art keeps its shape.
func Map(from, to Rect, dpr float64) View {
	s := 1.0
	if from.W > 0 {
		s = to.W / from.W
	}
	return View{Scale: s * dpr, X: (to.X - from.X*s) * dpr, Y: (to.Y - from.Y*s) * dpr}
}

// Flow places boxes of the given widths, all h high, left to right in
// rows that wrap inside width w, gap apart; each row is centred when
// centre is set. It writes the boxes' corners, relative to the flow's
// top left, into at (which must be as long as widths) and returns the
// height used.
func Flow(widths []float64, at [][2]float64, w, h, gap float64, centre bool) float64 {
	y := 0.0
	for i := 0; i < len(widths); {
		// Take as many as fit in this row (at least one).
		j, used := i, 0.0
		for j < len(widths) {
			add := widths[j]
			if j > i {
				add += gap
			}
			if j > i && used+add > w {
				break
			}
			used += add
			j++
		}
		x := 0.0
		if centre {
			x = math.Max(0, (w-used)/2)
		}
		for k := i; k < j; k++ {
			at[k] = [2]float64{x, y}
			x += widths[k] + gap
		}
		i = j
		y += h + gap
	}
	if y > 0 {
		y -= gap
	}
	return y
}

// Box kinds in the layout a snapshot lists.
const (
	KindText   = "text"   // a line of text drawn
	KindButton = "button" // anything to tap or click
	KindBoard  = "board"  // the puzzle's picture
	KindCard   = "card"   // a menu card
)

// Box is one box of the layout, in CSS pixels: what was drawn there.
type Box struct {
	Kind string  `json:"kind"`
	Name string  `json:"name"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
}

// Boxes gathers the boxes drawn in one frame, while a snapshot asks for
// them: the text the fonts draw, the buttons, the board and the cards.
// DPR converts the screen's pixels to CSS pixels.
type Boxes struct {
	List []Box
	DPR  float64
	// Quiet stops the fonts from listing text (text drawn inside the
	// board's picture is part of that picture).
	Quiet bool
	// Clip, when not empty, is the box (CSS pixels) the drawing is
	// clipped to: what is drawn outside it is not seen, so not listed.
	Clip Rect
}

// Add lists a box given in screen pixels (after the view).
func (b *Boxes) Add(kind, name string, x, y, w, h float64) {
	if b == nil {
		return
	}
	d := b.DPR
	if d <= 0 {
		d = 1
	}
	b.add(Box{kind, name, round2(x / d), round2(y / d), round2(w / d), round2(h / d)})
}

// add lists a box unless the clip hides its middle.
func (b *Boxes) add(x Box) {
	if c := b.Clip; c.W > 0 && c.H > 0 && !c.Contains(x.X+x.W/2, x.Y+x.H/2) {
		return
	}
	b.List = append(b.List, x)
}

// AddRect lists a box given in CSS pixels.
func (b *Boxes) AddRect(kind, name string, r Rect) {
	if b == nil {
		return
	}
	b.add(Box{kind, name, round2(r.X), round2(r.Y), round2(r.W), round2(r.H)})
}

// AddView lists a box given in the logical coordinates of view v.
func (b *Boxes) AddView(kind, name string, v View, x, y, w, h float64) {
	if b == nil {
		return
	}
	px, py := v.Pt(x, y)
	b.Add(kind, name, float64(px), float64(py), w*v.Scale, h*v.Scale)
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
