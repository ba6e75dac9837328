package graphview

import (
	"image/color"
	"math"

	"puzzleworks/scenes/ui"
)

// Type sizes and spacing of the panel at text scale 1, CSS pixels: the
// smallest is 15, so the text stays readable on a phone.
const (
	titleSize = 20.0
	titleLine = 26.0
	infoSize  = 16.0
	infoLine  = 22.0
	legSize   = 15.0
	legLine   = 22.0
	hintSize  = 15.0
	hintLine  = 20.0
	btnSize   = 17.0
	btnH      = 40.0
	sideSize  = 13.0 // the rows' marks (the river's boat's bank)
	boatW     = 12.0 // the boat drawn beside a row
	finger    = 44.0 // the least side of a tap target on a phone
)

// The panel's place on the design's 1280×720 screen: the board's right
// half, above the bar.
const (
	X0 = 648.0
	Y0 = 52.0
	W  = 624.0
	H  = 594.0
)

// layout is where the panel's parts lie, CSS pixels.
type layout struct {
	r      ui.Rect // the panel
	c      float64 // the text's scale
	finger bool    // tap targets a finger's size
	side   bool    // the texts in a column left of the graph
	text   ui.Rect // the column of the texts

	titleY    float64
	infoY     float64
	infoN     int // lines kept for the line under the title
	legendY   float64
	legend    [2][]legendItem // the graph's legend, and the search's
	area      ui.Rect         // the graph's room
	gutter    float64         // the room each side of the dots for the rows' marks (0: none)
	sideWords int             // the rows' marks' words: 0 long, 1 short
	graph     ui.Rect         // the dots' centres
	hintY     float64
	hintN     int // lines kept for the hint under the graph
	search    ui.Rect
	close     ui.Rect
	short     bool // the buttons' short labels
	tight     int  // how much was given up for the graph's room (0: nothing)
}

// The buttons' labels, long and short.
var (
	searchLabels = [2][2]string{{"Watch the search", "Stop the search"}, {"Search", "Stop"}}
	closeLabels  = [2]string{"Close (G)", "Close"}
)

// legendItem is one colour of the legend and what it means.
type legendItem struct {
	x, y  float64
	c     color.RGBA
	label string
}

// layoutKey is what a layout was made for.
type layoutKey struct {
	r      ui.Rect
	c      float64
	finger bool
	model  *Model
}

// Arrange lays the panel out in r (CSS pixels) with its text at scale c;
// finger makes every button at least 44×44 (a phone). It is cheap when
// nothing changed.
func (p *Panel) Arrange(f *ui.Fonts, r ui.Rect, c float64, finger bool) {
	key := layoutKey{r, c, finger, p.model}
	if p.lay.r.W > 0 && key == p.layKey {
		return
	}
	p.layKey = key
	// A small screen gives up, in turn, the long labels of the buttons,
	// the legend and the second lines, until the graph has room.
	for tight := range 4 {
		p.lay = p.layout(f, r, c, finger, tight)
		if g := p.lay.area; g.H >= min(160*c, 0.4*r.H) && g.W > 0 {
			break
		}
	}
	p.title, p.lineKey, p.hintKey = "", lineKey{}, -2
}

// Rect is the panel's box, CSS pixels (zero before it is placed).
func (p *Panel) Rect() ui.Rect { return p.lay.r }

// layout computes the panel's layout in r.
func (p *Panel) layout(f *ui.Fonts, r ui.Rect, c float64, fing bool, tight int) layout {
	l := layout{r: r, c: c, finger: fing, short: tight >= 1, tight: tight}
	pad := 18 * c
	if r.W < 500*c {
		pad = 10 * c
	}
	// A short wide box puts the texts in a column beside the graph.
	l.side = r.W >= 1.6*r.H && r.H < 480*c
	l.text = ui.R(r.X+pad, r.Y, r.W-2*pad, r.H)
	if l.side {
		l.text.W = min(340*c, 0.45*r.W)
	}
	tw := l.text.W
	m := p.model

	// From the top: the title, the line under it, the legend.
	l.titleY = r.Y + 10*c
	titleN := 1
	if m != nil {
		titleN = len(ui.Wrap(f, titleOf(m), tw, titleSize*c, true))
	}
	l.infoY = l.titleY + float64(titleN)*titleLine*c + 4*c
	l.infoN = 1
	if m != nil {
		for _, s := range infoCandidates(m) {
			l.infoN = max(l.infoN, len(ui.Wrap(f, s, tw, infoSize*c, false)))
		}
	} else {
		l.infoN = 3
	}
	if tight >= 3 {
		l.infoN = min(l.infoN, 1)
	}
	l.legendY = l.infoY + float64(l.infoN)*infoLine*c + 8*c
	rows := 0
	if m != nil && tight < 2 {
		for i := range l.legend {
			var n int
			l.legend[i], n = flowLegend(f, legendOf(m, i == 1), l.text.X, l.legendY, tw, c)
			rows = max(rows, n)
		}
	}
	top := l.legendY + float64(rows)*legLine*c + 8*c

	// From the bottom: the buttons, the hint.
	bh := btnH * c
	if fing {
		bh = max(bh, finger)
	}
	k := 0
	if l.short {
		k = 1
	}
	sw := max(f.Measure(searchLabels[k][0], btnSize*c, true), f.Measure(searchLabels[k][1], btnSize*c, true)) + 32*c
	cw := f.Measure(closeLabels[k], btnSize*c, true) + 32*c
	if 220*c+150*c+12*c <= tw && !l.short {
		sw, cw = 220*c, 150*c
	}
	sw, cw = max(sw, finger), max(cw, finger)
	bottom := r.Bottom() - 8*c - bh
	if sw+cw+12*c <= tw {
		l.search = ui.R(l.text.X, bottom, sw, bh)
		l.close = ui.R(l.text.Right()-cw, bottom, cw, bh)
	} else {
		l.close = ui.R(l.text.X, bottom, min(cw, tw), bh)
		bottom -= bh + 8*c
		l.search = ui.R(l.text.X, bottom, min(sw, tw), bh)
	}
	l.hintN = 1
	for _, s := range hints {
		l.hintN = max(l.hintN, len(ui.Wrap(f, s, tw, hintSize*c, false)))
	}
	if tight >= 3 {
		l.hintN = 1
	}
	l.hintY = bottom - 16*c - float64(l.hintN)*hintLine*c
	graphBottom := l.hintY - 12*c
	if l.side {
		l.area = ui.R(l.text.Right()+pad, r.Y+pad, r.Right()-l.text.Right()-2*pad, r.H-2*pad)
	} else {
		l.area = ui.R(l.text.X, top, tw, graphBottom-top)
	}
	// The dots' centres keep room around for the largest mark, and a
	// picture with a shape keeps it, give or take a quarter.
	g := l.area.Inset(14 * c)
	if m != nil && m.Aspect > 0 && g.W > 0 && g.H > 0 {
		if a := g.W / g.H; a > 1.25*m.Aspect {
			w := g.H * 1.25 * m.Aspect
			g.X, g.W = g.X+(g.W-w)/2, w
		} else if a < m.Aspect/1.25 {
			h := g.W * 1.25 / m.Aspect
			g.Y, g.H = g.Y+(g.H-h)/2, h
		}
	}
	if m != nil && m.Sides != nil && m.Aspect == 0 {
		// The rows' marks take a column each side of the dots, when the
		// dots keep most of the width: the long words, else the short.
		sz := sideSize * c
		for k, words := range m.SideNames {
			lw := max(f.Measure(words[0], sz, false), f.Measure(words[1], sz, false))
			if gut := lw + 4*c + boatW*c; g.W >= (5-float64(k))*gut {
				g.X, g.W = g.X+gut, g.W-2*gut
				l.gutter, l.sideWords = gut, k
				break
			}
		}
	}
	l.graph = g
	return l
}

// flowLegend places the legend's items left to right in rows that wrap in
// width w, and returns them with the number of rows.
func flowLegend(f *ui.Fonts, items []legendItem, x0, y0, w, c float64) ([]legendItem, int) {
	x, y, rows := x0, y0, 1
	for i := range items {
		iw := 18*c + f.Measure(items[i].label, legSize*c, false)
		if x > x0 && x+iw > x0+w {
			x, y = x0, y+legLine*c
			rows++
		}
		items[i].x, items[i].y = x, y
		x += iw + 18*c
	}
	return items, rows
}

// legendOf is what the colours mean: of the distances, or of the search.
func legendOf(m *Model, search bool) []legendItem {
	if search {
		return []legendItem{{c: ui.Accent, label: "found last"}, {c: dimmed, label: "found before"}, {c: pathColor, label: "the shortest path"}}
	}
	most := m.Farthest
	items := []legendItem{{c: distColor(0, most), label: "goal"}, {c: distColor(most/2, most), label: "halfway"}, {c: distColor(most, most), label: "farthest from it"}}
	if m.DeadEnds > 0 {
		items = append(items, legendItem{c: noGoal, label: "no way to the goal"})
	}
	if m.Sides != nil {
		items = append(items, legendItem{c: boatColor, label: "the boat's bank"})
	}
	return items
}

// hints are the lines under the graph when no position is pointed at.
var hints = [...]string{
	"Point at a position to read it; click or tap it twice to go there",
	"The bar plays, pauses and steps the search; Space, ← → too",
	"Too many to draw one by one: a bar a layer of the search, its length the positions in it",
}

// infoCandidates are the longest lines the panel may show under its
// title, for the room kept for them.
func infoCandidates(m *Model) []string {
	n := m.Positions()
	return []string{
		searchLine(m, n-1, max(m.Layers, 1)),
		workingLine(m),
		doneLine(m),
		restLine(m),
	}
}

// radius is the radius of a position's dot: smaller the more there are.
func (p *Panel) nodeRadius() float64 {
	g := p.lay.graph
	n := len(p.dots())
	return max(1.2, min(9*p.lay.c, 0.3*math.Sqrt(g.W*g.H/float64(max(1, n)))))
}
