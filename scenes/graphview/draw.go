package graphview

import (
	"image"
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Colours of the graph.
var (
	edgeColor  = color.RGBA{0x6a, 0x74, 0x8c, 0xff}
	noGoal     = color.RGBA{0x8a, 0x3a, 0x3e, 0xff}
	dimmed     = color.RGBA{0x4a, 0x53, 0x6a, 0xff}
	pathColor  = color.RGBA{0xff, 0xe0, 0x70, 0xff}
	panelColor = color.RGBA{0x10, 0x14, 0x1e, 0xff}
	buttonDark = color.RGBA{0x26, 0x30, 0x46, 0xff}
	boatColor  = color.RGBA{0xc8, 0x93, 0x55, 0xff}
)

// distColor is the colour of a position by its distance to a goal: green
// at a goal, through amber, to blue for the farthest.
func distColor(d, most int) color.RGBA {
	if d < 0 {
		return noGoal
	}
	t := 0.0
	if most > 0 {
		t = min(1, float64(d)/float64(most))
	}
	stops := [...]color.RGBA{ui.Good, ui.Accent, {0x4a, 0x8c, 0xe8, 0xff}}
	i := min(1, int(t*2))
	f := t*2 - float64(i)
	a, b := stops[i], stops[i+1]
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xff}
}

// view is the view of CSS pixels.
func view(ctx *ui.Context) ui.View {
	if ctx.CSS.Scale == 0 {
		return ui.Identity
	}
	return ctx.CSS
}

// Draw draws the open panel where Place put it, in CSS pixels, and lists
// its texts (the fonts do) and buttons in ctx.Boxes.
func (p *Panel) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !p.open || p.lay.r.W <= 0 {
		return
	}
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	c := l.c
	r := l.r
	ctx.Paint.Rect(dst, v, r.X, r.Y, r.W, r.H, panelColor)
	ctx.Paint.Frame(dst, v, r.X, r.Y, r.W, r.H, 2, ui.PanelEdge)
	m := p.model
	switch {
	case p.job != nil:
		f.Draw(dst, v, "Every position", l.text.X, l.titleY, ui.Style{Size: titleSize * c, Bold: true, Color: ui.Accent})
		p.drawLines(dst, ctx, "Exploring every position the rules reach…")
	case m == nil:
		f.Draw(dst, v, "Every position", l.text.X, l.titleY, ui.Style{Size: titleSize * c, Bold: true, Color: ui.Accent})
		p.drawLines(dst, ctx, "No graph: "+p.err)
	default:
		p.drawGraph(dst, ctx)
	}
	p.drawButtons(dst, ctx)
}

// drawLines draws s wrapped under the title, in the lines kept for it.
func (p *Panel) drawLines(dst *ebiten.Image, ctx *ui.Context, s string) {
	l := &p.lay
	if p.line != s || p.lineKey.width != l.text.W {
		p.line, p.lineKey = s, lineKey{width: l.text.W}
		p.lines = ui.Wrap(ctx.Fonts, s, l.text.W, infoSize*l.c, false)
	}
	n := len(p.lines)
	if p.model != nil {
		n = min(n, l.infoN)
	}
	for i, line := range p.lines[:n] {
		ctx.Fonts.Draw(dst, view(ctx), line, l.text.X, l.infoY+float64(i)*infoLine*l.c, ui.Style{Size: infoSize * l.c, Color: ui.Paper})
	}
}

// drawGraph draws the numbers, the positions and the moves, and the
// highlights of the game.
func (p *Panel) drawGraph(dst *ebiten.Image, ctx *ui.Context) {
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	c := l.c
	m := p.model
	if p.title == "" {
		p.title = titleOf(m)
		p.titleLines = ui.Wrap(f, p.title, l.text.W, titleSize*c, true)
	}
	for i, s := range p.titleLines {
		f.Draw(dst, v, s, l.text.X, l.titleY+float64(i)*titleLine*c, ui.Style{Size: titleSize * c, Bold: true, Color: ui.Accent})
	}
	if k := (lineKey{m, p.searching, m.Counted(), p.revealed, l.text.W}); k != p.lineKey {
		var s string
		switch {
		case p.searching && !m.Counted():
			s = workingLine(m)
		case p.searching && p.revealed == m.Positions():
			s = doneLine(m)
		case p.searching:
			s = searchLine(m, p.revealed, p.Pos())
		default:
			s = restLine(m)
		}
		p.line, p.lineKey = s, k
		p.lines = cutLines(ui.Wrap(f, s, l.text.W, infoSize*c, false), l.infoN)
	}
	for i, s := range p.lines[:min(len(p.lines), l.infoN)] {
		f.Draw(dst, v, s, l.text.X, l.infoY+float64(i)*infoLine*c, ui.Style{Size: infoSize * c, Color: ui.Paper})
	}
	p.drawLegend(dst, ctx)
	if !p.drawn() {
		p.drawLayers(dst, ctx)
	} else {
		p.drawDots(dst, ctx)
	}
	if !p.noHint {
		p.drawHint(dst, ctx)
	}
}

// drawDots draws the graph's picture (from its cached layer) and the
// marks of the game over it.
func (p *Panel) drawDots(dst *ebiten.Image, ctx *ui.Context) {
	v := view(ctx)
	p.radius = p.nodeRadius()
	// A large graph is painted again only every fortieth of the search,
	// not every layer: a repaint of tens of thousands of positions costs
	// a frame or more.
	m := p.model
	shown := p.revealed
	if step := len(m.Nodes) / 40; len(m.Nodes) > 5000 && shown < len(m.Nodes) && m.Coarse == nil {
		shown -= shown % step
	}
	key := layerKey{model: m, graph: p.lay.graph, dpr: v.Scale, revealed: shown, search: p.searching}
	if p.layer == nil || p.key != key {
		p.paintLayer(v, key)
	}
	g := p.lay.graph
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round((g.X-2*p.radius)*v.Scale+v.X), math.Round((g.Y-2*p.radius)*v.Scale+v.Y))
	dst.DrawImage(p.layer, &op)
	p.drawSides(dst, ctx)
	p.drawMarks(dst, ctx)
	if ctx.Boxes != nil {
		ctx.Boxes.AddRect(ui.KindButton, "graph:positions", p.lay.area)
	}
}

// drawSides marks the rows of a layered picture with their side (the
// river: the boat's bank), left or right of the dots: a boat beside every
// row, and its words beside as many as have room.
func (p *Panel) drawSides(dst *ebiten.Image, ctx *ui.Context) {
	m, l := p.model, &p.lay
	if m.Sides == nil || l.gutter == 0 || m.Layers == 0 {
		return
	}
	v, c, g := view(ctx), l.c, l.graph
	sz := sideSize * c
	step := 0.0
	if m.Layers > 1 {
		step = g.H / float64(m.Layers-1)
	}
	hh := max(2*c, min(6*c, 0.45*step))
	lastText := [2]float64{math.Inf(-1), math.Inf(-1)}
	p.batchDst = dst
	for d, side := range m.Sides {
		if side < 0 {
			continue
		}
		y := g.Y + float64(d)*step
		if m.Layers == 1 {
			y = g.Y + g.H/2
		}
		bx := g.X - 12*c - boatW*c // the boat's left edge
		tx, align := bx-4*c, ui.Right
		if side == 1 {
			bx = g.Right() + 12*c
			tx, align = bx+boatW*c+4*c, ui.Left
		}
		// The hull: a trapezoid, wider at the top.
		x0, y0 := v.Pt(bx, y-hh/2)
		x1, _ := v.Pt(bx+boatW*c, y-hh/2)
		x2, y2 := v.Pt(bx+boatW*c*0.8, y+hh/2)
		x3, _ := v.Pt(bx+boatW*c*0.2, y+hh/2)
		p.quad([4][2]float32{{x0, y0}, {x1, y0}, {x2, y2}, {x3, y2}}, boatColor, 0xff)
		if y-lastText[side] >= sz+1 {
			lastText[side] = y
			ctx.Fonts.Draw(dst, v, m.SideNames[l.sideWords][side], tx, y-sz*0.6, ui.Style{Size: sz, Color: ui.Muted, Align: align})
		}
	}
	p.flushAA(dst, false)
}

// drawHint draws the line under the graph: the position pointed at, or
// what to do.
func (p *Panel) drawHint(dst *ebiten.Image, ctx *ui.Context) {
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	c := l.c
	key := p.hover
	switch {
	case key >= 0:
	case p.searching:
		key = -1 - len(hints) // the search's hint
	case !p.drawn():
		key = -2 - len(hints)
	}
	if key != p.hintKey {
		p.hintKey = key
		switch {
		case p.hover >= 0:
			n := &p.dots()[p.hover]
			s := n.Position + "  ·  "
			switch {
			case n.Distance == 0:
				s += "a goal"
			case n.Distance < 0:
				s += "no goal can be reached from here"
			case p.model.Coarse != nil:
				s += "at least " + ui.Count(n.Distance, "move", "moves") + " to the goal"
			default:
				s += ui.Count(n.Distance, "move", "moves") + " to the goal"
			}
			p.hint = s
		case p.searching:
			p.hint = hints[1]
		case !p.drawn():
			p.hint = hints[2]
		default:
			p.hint = hints[0]
		}
		p.hintLines = cutLines(ui.Wrap(f, p.hint, l.text.W, hintSize*c, false), l.hintN)
	}
	col := ui.Muted
	if p.hover >= 0 {
		col = ui.Paper
	}
	for i, s := range p.hintLines {
		f.Draw(dst, v, s, l.text.X, l.hintY+float64(i)*hintLine*c, ui.Style{Size: hintSize * c, Color: col})
	}
}

// drawLayers draws a graph too large for its dots: one bar a layer of
// the search, as long as the layer holds positions, coloured by their
// least distance to the goal, with the counts of the largest.
func (p *Panel) drawLayers(dst *ebiten.Image, ctx *ui.Context) {
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	m := p.model
	g := l.area
	counts, dist := m.layerCounts()
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	rowH := g.H / float64(max(1, len(counts)))
	label := rowH >= 16*l.c
	for d, n := range counts {
		if p.searching && d > p.Pos() {
			break
		}
		y := g.Y + float64(d)*rowH
		w := max(2, (g.W-70*l.c)*float64(n)/float64(max(1, most)))
		col := distColor(dist[d], m.Farthest)
		if p.searching {
			col = dimmed
			if d == p.Pos() {
				col = ui.Accent
			}
		}
		ctx.Paint.Rect(dst, v, g.X, y+rowH*0.1, w, max(1, rowH*0.8), col)
		if label {
			f.DrawNumber(dst, v, n, g.X+w+6*l.c, y+rowH/2-7*l.c, ui.Style{Size: 13 * l.c, Color: ui.Muted})
		}
	}
}

// layerCounts are the positions in each layer of the search and the
// least distance to a goal among them (-1 for none), made once.
func (m *Model) layerCounts() ([]int, []int) {
	if m.counts == nil {
		m.counts = make([]int, m.Layers)
		m.least = make([]int, m.Layers)
		for i := range m.least {
			m.least[i] = -1
		}
		for _, n := range m.Nodes {
			m.counts[n.Depth]++
			if n.Distance >= 0 && (m.least[n.Depth] < 0 || n.Distance < m.least[n.Depth]) {
				m.least[n.Depth] = n.Distance
			}
		}
	}
	return m.counts, m.least
}

// paintLayer draws the moves and the positions, coloured, into the cached
// picture, at the screen's scale.
func (p *Panel) paintLayer(v ui.View, key layerKey) {
	m := p.model
	g := p.lay.graph
	w, h := g.W, g.H
	s := v.Scale
	margin := 2 * p.radius
	pw, ph := max(1, int(math.Ceil((w+2*margin)*s))), max(1, int(math.Ceil((h+2*margin)*s)))
	if p.layer == nil || p.layer.Bounds().Dx() != pw || p.layer.Bounds().Dy() != ph {
		if p.layer != nil {
			p.layer.Deallocate()
		}
		p.layer = ebiten.NewImage(pw, ph)
	}
	p.layer.Clear()
	p.batchDst = p.layer
	if p.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		p.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	dots := p.dots()
	pt := func(n *Node) (float32, float32) {
		return float32((margin + n.X*w) * s), float32((margin + n.Y*h) * s)
	}
	depth := -1 // the search's frontier
	if key.search && key.revealed > 0 {
		depth = m.depthOf(key.revealed - 1)
	}
	shown := func(i int32) bool {
		switch {
		case !key.search:
			return true
		case m.Coarse != nil:
			return dots[i].Depth <= depth
		}
		return int(i) < key.revealed
	}
	// The moves: thin quads, one batch.
	lw := float32(max(0.6, min(1.5, p.radius/3)) * s)
	for _, e := range p.edges() {
		if !shown(e[0]) || !shown(e[1]) {
			continue
		}
		x0, y0 := pt(&dots[e[0]])
		x1, y1 := pt(&dots[e[1]])
		c := edgeColor
		if key.search {
			c = dimmed
		}
		p.quadLine(x0, y0, x1, y1, lw, c, 0x60)
		if m.Directed && len(m.Edges) <= 300 {
			p.arrow(x0, y0, x1, y1, float32(p.radius*s), c)
		}
	}
	// The positions: small diamonds read as dots at these sizes.
	most := m.Farthest
	r := float32(p.radius * s)
	for i := range dots {
		if !shown(int32(i)) {
			continue
		}
		n := &dots[i]
		x, y := pt(n)
		c := distColor(n.Distance, most)
		if key.search {
			c = dimmed
			if n.Depth == depth {
				c = ui.Accent
			}
		}
		p.diamond(x, y, r, c)
	}
	if key.search && key.revealed == m.Positions() && m.Shortest >= 0 {
		// The path traced back from the goal.
		for _, d := range p.path {
			x, y := pt(&dots[d])
			p.diamond(x, y, r*1.6, pathColor)
		}
	}
	p.flush(p.layer)
	p.key = key
}

// quadLine adds a line of width lw to the batch.
func (p *Panel) quadLine(x0, y0, x1, y1, lw float32, c color.RGBA, alpha uint8) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*lw/2, dx/l*lw/2
	p.quad([4][2]float32{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}, c, alpha)
}

// arrow adds an arrowhead just short of (x1, y1).
func (p *Panel) arrow(x0, y0, x1, y1, back float32, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l <= 3*back {
		return
	}
	ux, uy := dx/l, dy/l
	tx, ty := x1-ux*back*1.3, y1-uy*back*1.3
	s := back * 1.2
	p.quad([4][2]float32{{tx, ty}, {tx - ux*s*1.6 - uy*s*0.7, ty - uy*s*1.6 + ux*s*0.7}, {tx - ux*s, ty - uy*s}, {tx - ux*s*1.6 + uy*s*0.7, ty - uy*s*1.6 - ux*s*0.7}}, c, 0xc0)
}

// diamond adds a position's dot.
func (p *Panel) diamond(x, y, r float32, c color.RGBA) {
	p.quad([4][2]float32{{x, y - r}, {x + r, y}, {x, y + r}, {x - r, y}}, c, 0xff)
}

// quad adds a filled quadrilateral to the batch, flushing a full batch.
func (p *Panel) quad(pts [4][2]float32, c color.RGBA, alpha uint8) {
	if len(p.verts)+4 > 60000 {
		p.flush(p.batchDst)
	}
	a := float32(alpha) / 255
	cr, cg, cb := float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a
	base := uint32(len(p.verts))
	for _, q := range pts {
		p.verts = append(p.verts, ebiten.Vertex{DstX: q[0], DstY: q[1], SrcX: 1.5, SrcY: 1.5, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: a})
	}
	p.idx = append(p.idx, base, base+1, base+2, base, base+2, base+3)
}

// flush draws the batch, antialiased.
func (p *Panel) flush(dst *ebiten.Image) { p.flushAA(dst, true) }

// flushAA draws the batch, antialiased or not.
func (p *Panel) flushAA(dst *ebiten.Image, aa bool) {
	if len(p.idx) > 0 {
		p.tri.AntiAlias = aa
		dst.DrawTriangles32(p.verts, p.idx, p.white, &p.tri)
	}
	p.verts, p.idx = p.verts[:0], p.idx[:0]
}

// drawMarks draws what changes as the game goes: the positions visited (a
// light dot), the planned solution (a path from the position shown), the
// current position and the one pointed at.
func (p *Panel) drawMarks(dst *ebiten.Image, ctx *ui.Context) {
	v := view(ctx)
	dots := p.dots()
	r := p.radius
	if !p.searching {
		// One batch: a light dot on each position visited, and the path.
		p.batchDst = dst
		vr := float32(max(1.5, r*0.7) * v.Scale)
		for i := range dots {
			if p.visited[i] {
				x, y := v.Pt(p.at(&dots[i]))
				p.diamond(x, y, vr, ui.Paper)
			}
		}
		// The marks are drawn without antialiasing: on the screen it
		// costs an offscreen pass, and allocations, every frame.
		p.flushAA(dst, false)
		if len(p.planDots) > 1 {
			lw := float32(max(2, r*0.8) * v.Scale)
			px, py := v.Pt(p.at(&dots[p.planDots[0]]))
			for _, d := range p.planDots[1:] {
				x, y := v.Pt(p.at(&dots[d]))
				p.quadLine(px, py, x, y, lw, pathColor, 0xff)
				px, py = x, y
			}
		}
		p.flushAA(dst, false)
	}
	if cur := p.Current(); cur >= 0 {
		x, y := p.at(&dots[cur])
		ctx.Paint.Disc(dst, v, x, y, r+7, ui.Paper)
		ctx.Paint.Disc(dst, v, x, y, r+4, distColor(dots[cur].Distance, p.model.Farthest))
	}
	if p.hover >= 0 && p.hover < len(dots) {
		x, y := p.at(&dots[p.hover])
		ctx.Paint.Frame(dst, v, x-r-6, y-r-6, 2*r+12, 2*r+12, 2, ui.Accent)
	}
}

// drawButtons draws the panel's two buttons and lists them.
func (p *Panel) drawButtons(dst *ebiten.Image, ctx *ui.Context) {
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	c := l.c
	st := ui.Style{Size: btnSize * c, Bold: true, Color: ui.Ink, Align: ui.Center}
	if p.model != nil {
		k, on := 0, 0
		if l.short {
			k = 1
		}
		if p.searching {
			on = 1
		}
		label := searchLabels[k][on]
		b := l.search
		ctx.Paint.Rect(dst, v, b.X, b.Y, b.W, b.H, ui.Accent)
		f.Draw(dst, v, label, b.X+b.W/2, b.Y+(b.H-btnSize*c)/2-2*c, st)
		if ctx.Boxes != nil {
			ctx.Boxes.AddRect(ui.KindButton, "graph:search", b)
		}
	}
	b := l.close
	ctx.Paint.Rect(dst, v, b.X, b.Y, b.W, b.H, buttonDark)
	ctx.Paint.Frame(dst, v, b.X, b.Y, b.W, b.H, 1.5, ui.PanelEdge)
	st.Color = ui.Paper
	k := 0
	if l.short {
		k = 1
	}
	f.Draw(dst, v, closeLabels[k], b.X+b.W/2, b.Y+(b.H-btnSize*c)/2-2*c, st)
	if ctx.Boxes != nil {
		ctx.Boxes.AddRect(ui.KindButton, "graph:close", b)
	}
}

// drawLegend says what the colours mean.
func (p *Panel) drawLegend(dst *ebiten.Image, ctx *ui.Context) {
	v, f, l := view(ctx), ctx.Fonts, &p.lay
	c := l.c
	items := l.legend[0]
	if p.searching {
		items = l.legend[1]
	}
	for _, it := range items {
		ctx.Paint.Disc(dst, v, it.x+6*c, it.y+9*c, 6*c, it.c)
		f.Draw(dst, v, it.label, it.x+18*c, it.y, ui.Style{Size: legSize * c, Color: ui.Muted})
	}
}

// cutLines keeps the first n lines, the last of them ending in an
// ellipsis when some were left out.
func cutLines(lines []string, n int) []string {
	if len(lines) <= n || n <= 0 {
		return lines
	}
	lines = lines[:n]
	last := &lines[n-1]
	*last = ui.Cut(*last, max(4, utf8.RuneCountInString(*last)-2))
	return lines
}
