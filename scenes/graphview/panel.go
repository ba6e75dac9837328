package graphview

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Puzzle is what a scene offers the panel.
type Puzzle interface {
	// Explore returns the work that builds the model of every position
	// reachable from the scene's start (see the function Explore). The
	// panel runs it off the frame loop, so it must capture what it needs
	// and touch nothing of the scene.
	Explore() func(yield func()) (*Model, error)
	// Trail appends the positions of the game's history to past (from the
	// start to the position shown) and to plan (the rest of the planned
	// moves), as position texts.
	Trail(past, plan []string) ([]string, []string)
	// GoTo plans the shortest way from the current position to the
	// position with text pos and plays it, like any planned move list
	// (undo takes it back); it says on the status line what it did.
	GoTo(ctx *ui.Context, m *Model, pos string)
}

// The panel's place on the 1280×720 canvas: the right half, above the bar.
const (
	X0 = 648.0
	Y0 = 52.0
	W  = 624.0
	H  = 594.0

	graphTop    = Y0 + 100
	graphBottom = Y0 + H - 96
	pad         = 18.0
	btnY        = Y0 + H - 48
	btnH        = 40.0
)

// MaxDrawn is the most positions the panel draws; above it, it shows the
// numbers alone.
const MaxDrawn = 60_000

// Panel is the graph beside a scene. The zero value is closed.
type Panel struct {
	open   bool
	model  *Model
	err    string
	job    *ui.Job[*Model]
	puzzle Puzzle

	cur        int // the position shown, -1 when not in the graph
	past, plan []string
	visited    []bool
	hover      int // the position under the pointer (or last tapped), -1 for none
	infoText   string

	// The search replay: nodes in id order are the search's order.
	searching bool
	playing   bool
	revealed  int // positions found so far
	tick      int

	layer    *ebiten.Image
	key      layerKey
	white    *ebiten.Image
	verts    []ebiten.Vertex
	batchDst *ebiten.Image // where a full batch is drawn
	idx      []uint32
	tri      ebiten.DrawTrianglesOptions
	scale    float64
	radius   float64
}

// layerKey is what the cached picture of the graph was drawn for.
type layerKey struct {
	model    *Model
	scale    float64
	revealed int
	search   bool
}

// Open reports whether the panel shows.
func (p *Panel) Open() bool { return p.open }

// Model is the graph shown, or nil while it is built or when it cannot be.
func (p *Panel) Model() *Model { return p.model }

// Toggle opens the panel for pz (building its graph in the background the
// first time) or closes it.
func (p *Panel) Toggle(pz Puzzle) {
	if p.open {
		p.open = false
		return
	}
	p.open = true
	if p.puzzle != pz {
		p.Reset()
		p.open = true
		p.puzzle = pz
	}
	if p.model == nil && p.job == nil && p.err == "" {
		work := pz.Explore()
		p.job = ui.StartJob(func(_ context.Context, yield func()) (*Model, error) { return work(yield) })
	}
}

// Close hides the panel and stops a search replay; the graph is kept.
func (p *Panel) Close() { p.open, p.searching, p.playing = false, false, false }

// Reset forgets the graph (the puzzle's parameters changed).
func (p *Panel) Reset() {
	*p = Panel{white: p.white, layer: p.layer, verts: p.verts[:0], idx: p.idx[:0]}
}

// Wait blocks until the graph is built (shots and tests).
func (p *Panel) Wait() {
	if p.job != nil {
		p.take(p.job.Wait())
	}
}

func (p *Panel) take(m *Model, err error) {
	p.job = nil
	if err != nil {
		p.err = err.Error()
		return
	}
	p.model = m
	p.visited = make([]bool, len(p.model.Nodes))
	p.hover = -1
}

// Busy reports whether the graph is being built.
func (p *Panel) Busy() bool { return p.job != nil }

// Update runs one tick of the open panel: the background build, the trail
// of the game, the search replay and the pointer on the panel (a press
// there is consumed). shown is the position on the board.
func (p *Panel) Update(ctx *ui.Context, shown string) {
	if p.job != nil {
		if m, err, ok := p.job.Poll(); ok {
			p.take(m, err)
		}
	}
	m := p.model
	if m == nil {
		p.consume(ctx.In)
		return
	}
	p.cur = -1
	if id, ok := m.Find(shown); ok {
		p.cur = id
	}
	p.past, p.plan = p.puzzle.Trail(p.past[:0], p.plan[:0])
	for _, s := range p.past {
		if id, ok := m.Find(s); ok {
			p.visited[id] = true
		}
	}
	if p.searching && p.playing {
		p.tick++
		if p.tick >= p.ticksPerLayer() {
			p.tick = 0
			p.revealLayer()
		}
	}
	p.pointer(ctx)
}

// ticksPerLayer paces the search replay: about eight seconds in all, and
// at least a tenth of a second a layer.
func (p *Panel) ticksPerLayer() int { return max(6, 480/max(1, p.model.Layers)) }

// revealLayer shows the next layer of the search.
func (p *Panel) revealLayer() {
	m := p.model
	if p.revealed >= len(m.Nodes) {
		p.playing = false
		return
	}
	d := m.Nodes[p.revealed].Depth
	for p.revealed < len(m.Nodes) && m.Nodes[p.revealed].Depth == d {
		p.revealed++
	}
	if p.revealed == len(m.Nodes) {
		p.playing = false
	}
}

// consume takes a press on the panel, so the board under it does not act.
func (p *Panel) consume(in *ui.Input) {
	if in.Pressed && in.In(X0, Y0, W, H) {
		in.Consume()
	}
}

// pointer shows the position under the pointer and plans the way to the
// one chosen, and works the panel's buttons.
func (p *Panel) pointer(ctx *ui.Context) {
	in := ctx.In
	if !in.In(X0, Y0, W, H) {
		if !in.Touch {
			p.hover = -1
		}
		return
	}
	if in.Pressed {
		defer in.Consume()
		switch {
		case in.In(X0+pad, btnY, 220, btnH):
			p.toggleSearch()
			return
		case p.searching && in.In(stepX, btnY, btnH+4, btnH):
			p.StepSearch(-1)
			return
		case p.searching && in.In(stepX+btnH+12, btnY, btnH+4, btnH):
			p.StepSearch(1)
			return
		case in.In(X0+W-pad-150, btnY, 150, btnH):
			p.open = false
			return
		}
	}
	near := p.nodeAt(in.X, in.Y)
	if !in.Touch {
		p.hover = near
	}
	if !in.Pressed || near < 0 {
		return
	}
	if in.Touch && p.hover != near {
		// A first tap shows the position; a second one goes there.
		p.hover = near
		return
	}
	p.hover = near
	if near == p.cur {
		ctx.Status.Say(ui.Info, "That is the position on the board")
		return
	}
	p.puzzle.GoTo(ctx, p.model, p.model.Nodes[near].Position)
}

// stepX is the left of the search's step buttons.
const stepX = X0 + pad + 232

// StepSearch pauses the search replay and shows one layer more (dir 1)
// or one fewer (dir -1).
func (p *Panel) StepSearch(dir int) {
	if !p.searching || p.model == nil {
		return
	}
	p.playing, p.tick = false, 0
	if dir > 0 {
		p.revealLayer()
		return
	}
	if p.revealed <= 1 {
		return
	}
	// Back to the end of the layer before the last one shown.
	d := p.model.Nodes[p.revealed-1].Depth
	for p.revealed > 1 && p.model.Nodes[p.revealed-1].Depth >= d {
		p.revealed--
	}
}

// SearchKeys lets the search replay take the replay's keys while it
// shows: Space plays or pauses, ← → step a layer. It reports whether the
// key was taken.
func (p *Panel) SearchKeys(k ebiten.Key) bool {
	if !p.open || !p.searching {
		return false
	}
	switch k {
	case ebiten.KeySpace:
		p.toggleSearch()
	case ebiten.KeyArrowLeft:
		p.StepSearch(-1)
	case ebiten.KeyArrowRight:
		p.StepSearch(1)
	default:
		return false
	}
	return true
}

// toggleSearch starts, pauses or restarts the search replay.
func (p *Panel) toggleSearch() {
	switch {
	case !p.searching || p.revealed >= len(p.model.Nodes) && !p.playing:
		p.searching, p.playing, p.revealed, p.tick = true, true, 0, 0
		p.revealLayer() // the start
	default:
		p.playing = !p.playing
	}
}

// StopSearch ends the search replay and shows the whole graph again.
func (p *Panel) StopSearch() { p.searching, p.playing = false, false }

// Searching reports whether the search replay shows, and how many
// positions it has found.
func (p *Panel) Searching() (bool, int) { return p.searching, p.revealed }

// graphRect is the area the positions are drawn in, logical pixels: the
// dots' centres, with room around for the largest mark.
func graphRect() (x, y, w, h float64) {
	const inset = 14
	return X0 + pad + inset, graphTop + inset, W - 2*pad - 2*inset, graphBottom - graphTop - 2*inset
}

// at is where node n is drawn.
func at(n *Node) (float64, float64) {
	x, y, w, h := graphRect()
	return x + n.X*w, y + n.Y*h
}

// Place is where position id is drawn on the canvas, logical pixels
// (tests, and the snapshot's readers).
func (p *Panel) Place(id int) (x, y float64) { return at(&p.model.Nodes[id]) }

// Where is where the panel draws a node, logical pixels.
func Where(n *Node) (x, y float64) { return at(n) }

// SearchButton is the middle of the button of the search replay.
func SearchButton() (x, y float64) { return X0 + pad + 110, btnY + btnH/2 }

// CloseButton is the middle of the panel's close button.
func CloseButton() (x, y float64) { return X0 + W - pad - 75, btnY + btnH/2 }

// nodeAt is the position drawn nearest the point, within reach of a
// finger, or -1.
func (p *Panel) nodeAt(x, y float64) int {
	if p.model == nil || len(p.model.Nodes) > MaxDrawn {
		return -1
	}
	best, bestD := -1, math.Max(12, p.nodeRadius()+4)
	for i := range p.model.Nodes {
		if p.searching && i >= p.revealed {
			break
		}
		nx, ny := at(&p.model.Nodes[i])
		if d := math.Hypot(nx-x, ny-y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// nodeRadius is the radius of a position's dot: smaller the more there are.
func (p *Panel) nodeRadius() float64 {
	_, _, w, h := graphRect()
	return max(1.2, min(9, 0.3*math.Sqrt(w*h/float64(len(p.model.Nodes)))))
}

// Colours of the graph.
var (
	edgeColor  = color.RGBA{0x6a, 0x74, 0x8c, 0xff}
	noGoal     = color.RGBA{0x8a, 0x3a, 0x3e, 0xff}
	dimmed     = color.RGBA{0x4a, 0x53, 0x6a, 0xff}
	pathColor  = color.RGBA{0xff, 0xe0, 0x70, 0xff}
	panelColor = color.RGBA{0x10, 0x14, 0x1e, 0xff}
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

// Draw draws the open panel.
func (p *Panel) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !p.open {
		return
	}
	v, f := ctx.View, ctx.Fonts
	ctx.Paint.Rect(dst, v, X0, Y0, W, H, panelColor)
	ctx.Paint.Frame(dst, v, X0, Y0, W, H, 2, ui.PanelEdge)
	m := p.model
	switch {
	case p.job != nil:
		f.Draw(dst, v, "Every position", X0+pad, Y0+12, ui.Style{Size: 22, Bold: true, Color: ui.Accent})
		f.Draw(dst, v, "Exploring every position the rules reach…", X0+pad, Y0+46, ui.Style{Size: 16, Color: ui.Paper})
	case m == nil:
		f.Draw(dst, v, "Every position", X0+pad, Y0+12, ui.Style{Size: 22, Bold: true, Color: ui.Accent})
		for i, l := range ui.Wrap(f, "No graph: "+p.err, W-2*pad, 16, false) {
			f.Draw(dst, v, l, X0+pad, Y0+46+float64(i)*22, ui.Style{Size: 16, Color: ui.Paper})
		}
	default:
		p.drawGraph(dst, ctx)
	}
	p.drawButtons(dst, ctx)
}

// drawGraph draws the numbers, the positions and the moves, and the
// highlights of the game.
func (p *Panel) drawGraph(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	m := p.model
	title := fmt.Sprintf("%s, %s", ui.Count(len(m.Nodes), "position", "positions"), ui.Count(len(m.Edges), "move", "moves"))
	f.Draw(dst, v, title, X0+pad, Y0+10, ui.Style{Size: 20, Bold: true, Color: ui.Accent})
	var line string
	switch {
	case p.searching:
		d := 0
		if p.revealed > 0 {
			d = m.Nodes[p.revealed-1].Depth
		}
		line = fmt.Sprintf("Breadth-first search: %d of %d positions found, %d moves out", p.revealed, len(m.Nodes), d)
		if p.revealed == len(m.Nodes) {
			if m.Shortest >= 0 {
				line = fmt.Sprintf("Search done: the goal is %s away, the path traced", ui.Count(m.Shortest, "move", "moves"))
			} else {
				line = fmt.Sprintf("Search done: no goal among the %d reachable positions", len(m.Nodes))
			}
		}
	case m.Shortest < 0:
		line = fmt.Sprintf("No goal among the %d reachable positions: no solution", len(m.Nodes))
	default:
		line = fmt.Sprintf("Shortest solution %s; %s of that length", ui.Count(m.Shortest, "move", "moves"), m.Solutions)
	}
	f.Draw(dst, v, line, X0+pad, Y0+40, ui.Style{Size: 16, Color: ui.Paper})
	p.drawLegend(dst, ctx)
	if len(m.Nodes) > MaxDrawn {
		f.Draw(dst, v, fmt.Sprintf("Too many positions to draw here (more than %d).", MaxDrawn), X0+pad, graphTop+20, ui.Style{Size: 16, Color: ui.Muted})
		return
	}
	p.radius = p.nodeRadius()
	// A large graph is painted again only every fortieth of the search,
	// not every layer: a repaint of tens of thousands of positions costs
	// a frame or more.
	shown := p.revealed
	if step := len(m.Nodes) / 40; len(m.Nodes) > 5000 && shown < len(m.Nodes) {
		shown -= shown % step
	}
	key := layerKey{model: m, scale: v.Scale, revealed: shown, search: p.searching}
	if p.layer == nil || p.key != key {
		p.paintLayer(v, key)
	}
	gx, gy, _, _ := graphRect()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round((gx-2*p.radius)*v.Scale+v.X), math.Round((gy-2*p.radius)*v.Scale+v.Y))
	dst.DrawImage(p.layer, &op)
	p.drawMarks(dst, ctx)
	if p.hover >= 0 {
		n := &m.Nodes[p.hover]
		info := n.Position + "  ·  "
		switch {
		case n.Distance == 0:
			info += "a goal"
		case n.Distance < 0:
			info += "no goal can be reached from here"
		default:
			info += ui.Count(n.Distance, "move", "moves") + " to the goal"
		}
		if p.infoText != info {
			p.infoText = ui.Cut(info, 70)
		}
		f.Draw(dst, v, p.infoText, X0+pad, graphBottom+12, ui.Style{Size: 16, Color: ui.Paper})
	} else {
		hint := "Point at a position to read it; click or tap it twice to go there"
		if p.searching {
			hint = "Space plays or pauses the search; ← → step a layer"
		}
		f.Draw(dst, v, hint, X0+pad, graphBottom+12, ui.Style{Size: 15, Color: ui.Muted})
	}
}

// paintLayer draws the moves and the positions, coloured, into the cached
// picture, at the screen's scale.
func (p *Panel) paintLayer(v ui.View, key layerKey) {
	m := p.model
	_, _, w, h := graphRect()
	s := v.Scale
	margin := 2 * p.radius
	pw, ph := int(math.Ceil((w+2*margin)*s)), int(math.Ceil((h+2*margin)*s))
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
	pt := func(n *Node) (float32, float32) {
		return float32((margin + n.X*w) * s), float32((margin + n.Y*h) * s)
	}
	shown := func(i int32) bool { return !key.search || int(i) < key.revealed }
	// The moves: thin quads, one batch.
	lw := float32(max(0.6, min(1.5, p.radius/3)) * s)
	for _, e := range m.Edges {
		if !shown(e[0]) || !shown(e[1]) {
			continue
		}
		x0, y0 := pt(&m.Nodes[e[0]])
		x1, y1 := pt(&m.Nodes[e[1]])
		c := edgeColor
		if key.search {
			c = dimmed
		}
		p.quadLine(x0, y0, x1, y1, lw, c, 0x60)
		if m.Directed && len(m.Edges) <= 300 {
			p.arrow(x0, y0, x1, y1, float32(p.radius*s), c)
		}
	}
	// The positions: squares with their corners cut by a disc would cost a
	// texture; small diamonds read as dots at these sizes.
	most := m.Farthest
	r := float32(p.radius * s)
	frontier := -1
	if key.search && key.revealed > 0 {
		frontier = m.Nodes[key.revealed-1].Depth
	}
	for i := range m.Nodes {
		if !shown(int32(i)) {
			continue
		}
		n := &m.Nodes[i]
		x, y := pt(n)
		c := distColor(n.Distance, most)
		if key.search {
			c = dimmed
			if n.Depth == frontier {
				c = ui.Accent
			}
		}
		p.diamond(x, y, r, c)
	}
	if key.search && key.revealed == len(m.Nodes) && m.Shortest >= 0 {
		// The path traced back from the goal.
		for _, id := range m.ShortestPath() {
			x, y := pt(&m.Nodes[id])
			p.diamond(x, y, r*1.6, pathColor)
		}
	}
	p.flush(p.layer)
	p.key = key
}

// ShortestPath is the ids of a shortest way from the start to a goal,
// start first (nil when there is none).
func (m *Model) ShortestPath() []int {
	if m.Shortest < 0 {
		return nil
	}
	out := make([][]int32, len(m.Nodes))
	for _, e := range m.Edges {
		out[e[0]] = append(out[e[0]], e[1])
	}
	path := []int{0}
	for cur := 0; m.Nodes[cur].Distance > 0; {
		for _, to := range out[cur] {
			if m.Nodes[to].Distance == m.Nodes[cur].Distance-1 {
				cur = int(to)
				break
			}
		}
		path = append(path, cur)
	}
	return path
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

// flush draws the batch.
func (p *Panel) flush(dst *ebiten.Image) {
	if len(p.idx) > 0 {
		p.tri.AntiAlias = true
		dst.DrawTriangles32(p.verts, p.idx, p.white, &p.tri)
	}
	p.verts, p.idx = p.verts[:0], p.idx[:0]
}

// drawMarks draws what changes as the game goes: the positions visited (a
// light dot), the planned solution (a path from the position shown), the
// current position and the one pointed at.
func (p *Panel) drawMarks(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	m := p.model
	r := p.radius
	if !p.searching {
		for i := range m.Nodes {
			if p.visited[i] {
				x, y := at(&m.Nodes[i])
				ctx.Paint.Disc(dst, v, x, y, max(1.5, r*0.7), ui.Paper)
			}
		}
		if p.cur >= 0 && len(p.plan) > 0 {
			p.batchDst = dst
			lw := float32(max(2, r*0.8) * v.Scale)
			px, py := v.Pt(at(&m.Nodes[p.cur]))
			for _, s := range p.plan {
				id, ok := m.Find(s)
				if !ok {
					break
				}
				x, y := v.Pt(at(&m.Nodes[id]))
				p.quadLine(px, py, x, y, lw, pathColor, 0xff)
				px, py = x, y
			}
			p.flush(dst)
		}
	}
	if p.cur >= 0 {
		x, y := at(&m.Nodes[p.cur])
		ctx.Paint.Disc(dst, v, x, y, r+7, ui.Paper)
		ctx.Paint.Disc(dst, v, x, y, r+4, distColor(m.Nodes[p.cur].Distance, m.Farthest))
	}
	if p.hover >= 0 {
		x, y := at(&m.Nodes[p.hover])
		ctx.Paint.Frame(dst, v, x-r-6, y-r-6, 2*r+12, 2*r+12, 2, ui.Accent)
	}
}

// drawButtons draws the panel's two buttons, each at least 44 px tall on
// the canvas of a phone's width.
func (p *Panel) drawButtons(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	label := "Watch the search"
	switch {
	case p.searching && p.playing:
		label = "Pause the search"
	case p.searching && p.model != nil && p.revealed < len(p.model.Nodes):
		label = "Go on searching"
	}
	if p.model != nil {
		ctx.Paint.Rect(dst, v, X0+pad, btnY, 220, btnH, ui.Accent)
		f.Draw(dst, v, label, X0+pad+110, btnY+9, ui.Style{Size: 17, Bold: true, Color: ui.Ink, Align: ui.Center})
	}
	ctx.Paint.Rect(dst, v, X0+W-pad-150, btnY, 150, btnH, color.RGBA{0x26, 0x30, 0x46, 0xff})
	ctx.Paint.Frame(dst, v, X0+W-pad-150, btnY, 150, btnH, 1.5, ui.PanelEdge)
	f.Draw(dst, v, "Close (G)", X0+W-pad-75, btnY+9, ui.Style{Size: 17, Bold: true, Color: ui.Paper, Align: ui.Center})
	if p.searching {
		for i, dir := range [2]float64{-1, 1} {
			x := stepX + float64(i)*(btnH+12)
			ctx.Paint.Rect(dst, v, x, btnY, btnH+4, btnH, color.RGBA{0x26, 0x30, 0x46, 0xff})
			ctx.Paint.Frame(dst, v, x, btnY, btnH+4, btnH, 1.5, ui.PanelEdge)
			// A triangle pointing the way of the step.
			cx, cy := x+(btnH+4)/2, btnY+btnH/2
			ctx.Paint.Triangle(dst, v, cx+7*dir, cy, cx-6*dir, cy-8, cx-6*dir, cy+8, ui.Paper)
		}
	}
}

// drawLegend says what the colours mean.
func (p *Panel) drawLegend(dst *ebiten.Image, ctx *ui.Context) {
	v, f := ctx.View, ctx.Fonts
	x, y := X0+pad, Y0+70.0
	item := func(c color.RGBA, label string) {
		ctx.Paint.Disc(dst, v, x+6, y+9, 6, c)
		f.Draw(dst, v, label, x+18, y, ui.Style{Size: 15, Color: ui.Muted})
		x += 18 + f.Measure(label, 15, false) + 18
	}
	if p.searching {
		item(ui.Accent, "found last")
		item(dimmed, "found before")
		item(pathColor, "the shortest path")
		return
	}
	most := p.model.Farthest
	item(distColor(0, most), "goal")
	item(distColor(most/2, most), "halfway")
	item(distColor(most, most), "farthest from it")
	if p.model.DeadEnds > 0 {
		item(noGoal, "no way to the goal")
	}
}
