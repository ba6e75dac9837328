package graphview

import (
	"context"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/graph"
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

// MaxDrawn is the most positions the panel draws one by one; above it,
// it draws the layers of the search as bars with their counts.
const MaxDrawn = 60_000

// Panel is the graph beside a scene. The zero value is closed.
type Panel struct {
	open   bool
	model  *Model
	err    string
	job    *ui.Job[*Model]
	census *ui.Job[*graph.Census] // the search over a Space's positions
	puzzle Puzzle

	cur        int // the position shown, -1 when not in the graph
	past, plan []string
	visited    []bool  // by dot (a group's dot in a coarse picture)
	planDots   []int32 // the dots the planned moves pass, in order
	trail      []int32 // the history's positions (-1: not in the graph)
	shownAt    int     // the entry of the trail shown
	hover      int     // the dot under the pointer (or last tapped), -1 for none

	// The search replay: nodes in id order are the search's order.
	searching bool
	playing   bool
	revealed  int // positions found so far
	units     int // progress towards the next layer, in speed units
	speed     int // index of the speed, as the replay's (0 is ¼×, 2 is 1×)

	lay    layout
	layKey layoutKey
	noHint bool // the game's status line shows where the hint would

	// Texts made when what they say changes, so a frame builds none.
	title, line, hint string
	titleLines        []string
	lines, hintLines  []string
	lineKey           lineKey
	hintKey           int

	layer    *ebiten.Image
	key      layerKey
	white    *ebiten.Image
	verts    []ebiten.Vertex
	batchDst *ebiten.Image // where a full batch is drawn
	idx      []uint32
	tri      ebiten.DrawTrianglesOptions
	radius   float64
	path     []int32 // the shortest path's dots, for the search's end
}

// lineKey is what the line under the title was made for.
type lineKey struct {
	model     *Model
	searching bool
	counted   bool
	revealed  int
	width     float64
}

// layerKey is what the cached picture of the graph was drawn for.
type layerKey struct {
	model    *Model
	graph    ui.Rect
	dpr      float64
	revealed int
	search   bool
}

// speeds are the search replay's progress units a tick, as the game's
// replay: ¼× to 16×, four units a tick at 1×.
var speeds = [...]int{1, 2, 4, 8, 16, 32, 64}

// Open reports whether the panel shows.
func (p *Panel) Open() bool { return p.open }

// Model is the graph shown, or nil while it is built or when it cannot be.
func (p *Panel) Model() *Model { return p.model }

// Toggle opens the panel for pz (building its graph in the background the
// first time) or closes it.
func (p *Panel) Toggle(pz Puzzle) {
	if p.open {
		p.Close()
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
	if p.census != nil {
		p.census.Cancel()
	}
	*p = Panel{white: p.white, layer: p.layer, verts: p.verts[:0], idx: p.idx[:0], speed: p.speed}
	if p.speed == 0 {
		p.speed = 2
	}
}

// Wait blocks until the graph is built (shots and tests).
func (p *Panel) Wait() {
	if p.job != nil {
		p.take(p.job.Wait())
	}
	if p.census != nil {
		p.takeCensus(p.census.Wait())
	}
}

func (p *Panel) take(m *Model, err error) {
	p.job = nil
	if err != nil {
		p.err = err.Error()
		return
	}
	p.model = m
	p.visited = make([]bool, len(p.dots()))
	p.hover, p.cur = -1, -1
	p.path = p.path[:0]
	for _, id := range m.ShortestPath() {
		d := p.dotOf(id)
		if len(p.path) == 0 || p.path[len(p.path)-1] != d {
			p.path = append(p.path, d)
		}
	}
}

// Busy reports whether the graph is being built, or the search over a
// graph too large to list runs.
func (p *Panel) Busy() bool { return p.job != nil || p.census != nil }

// takeCensus takes the search over a Space's positions: the replay can
// show its layers now.
func (p *Panel) takeCensus(c *graph.Census, err error) {
	p.census = nil
	if err != nil {
		p.err = "the search: " + err.Error()
		p.searching, p.playing = false, false
		return
	}
	p.model.SetCensus(c)
	if p.searching && p.revealed == 0 {
		p.revealLayer() // the start
	}
}

// dots are the nodes the panel draws: every position, or the groups of a
// coarse picture.
func (p *Panel) dots() []Node {
	if p.model.Coarse != nil {
		return p.model.Coarse.Nodes
	}
	return p.model.Nodes
}

// lines are the moves between the dots.
func (p *Panel) edges() [][2]int32 {
	if p.model.Coarse != nil {
		return p.model.Coarse.Edges
	}
	return p.model.Edges
}

// dotOf is the dot that position id is drawn in.
func (p *Panel) dotOf(id int) int32 {
	m := p.model
	switch {
	case m.space != nil:
		return m.space.Group(id)
	case m.Coarse != nil:
		return m.Coarse.Of[id]
	}
	return int32(id)
}

// Drawn reports whether the panel draws the graph's dots.
func (p *Panel) Drawn() bool { return p.drawn() && p.lay.r.W > 0 }

// drawn reports whether the panel draws the graph's dots (not too many).
func (p *Panel) drawn() bool {
	return p.model != nil && (p.model.Coarse != nil || p.model.Positions() <= MaxDrawn)
}

// Follow tells the panel the position on the board (its text) and reads
// the game's trail: the positions visited and the moves planned. The
// game calls it when the history changed; when only the place along it
// did, MoveTo is enough.
func (p *Panel) Follow(shown string) {
	m := p.model
	if m == nil || p.puzzle == nil {
		return
	}
	p.cur = -1
	if id, ok := m.Find(shown); ok {
		p.cur = id
	}
	p.past, p.plan = p.puzzle.Trail(p.past[:0], p.plan[:0])
	p.trail = p.trail[:0]
	for _, list := range [2][]string{p.past, p.plan} {
		for _, s := range list {
			id, ok := m.Find(s)
			if !ok {
				id = -1
			}
			p.trail = append(p.trail, int32(id))
		}
	}
	p.shownAt = len(p.past) - 1
	p.follow()
}

// MoveTo tells the panel that the board shows entry i of the history it
// last read (Follow): the game moved along it, without changing it.
func (p *Panel) MoveTo(i int) {
	if p.model == nil || i < 0 || i >= len(p.trail) || i == p.shownAt {
		return
	}
	p.shownAt = i
	p.cur = int(p.trail[i])
	p.follow()
}

// follow marks the positions of the trail up to the one shown as visited
// and makes the planned path's dots from the rest.
func (p *Panel) follow() {
	for _, id := range p.trail[:p.shownAt+1] {
		if id >= 0 {
			p.visited[p.dotOf(int(id))] = true
		}
	}
	p.planDots = p.planDots[:0]
	if p.cur < 0 {
		return
	}
	p.planDots = append(p.planDots, p.dotOf(p.cur))
	for _, id := range p.trail[p.shownAt+1:] {
		if id < 0 {
			break
		}
		if d := p.dotOf(int(id)); p.planDots[len(p.planDots)-1] != d {
			p.planDots = append(p.planDots, d)
		}
	}
}

// Update runs one tick of the open panel: the background build, the
// search replay and the pointer on the panel (a press there is
// consumed). The pointer is in CSS pixels; the panel must be placed.
func (p *Panel) Update(ctx *ui.Context) {
	if p.job != nil {
		if m, err, ok := p.job.Poll(); ok {
			p.take(m, err)
			p.layKey = layoutKey{} // lay out again for the graph's texts
		}
	}
	if p.model == nil {
		p.pointerIdle(ctx.In)
		return
	}
	if p.census != nil {
		if c, err, ok := p.census.Poll(); ok {
			p.takeCensus(c, err)
		}
	}
	if p.searching && p.playing && p.model.Counted() {
		p.units += speeds[p.speed]
		if p.units >= 4*p.ticksPerLayer() {
			p.units = 0
			p.revealLayer()
		}
	}
	p.pointer(ctx)
}

// ticksPerLayer paces the search replay at 1×: about eight seconds in
// all, and at least a tenth of a second a layer.
func (p *Panel) ticksPerLayer() int { return max(6, 480/max(1, p.model.Layers)) }

// revealLayer shows the next layer of the search.
func (p *Panel) revealLayer() {
	m := p.model
	n := m.Positions()
	if !m.Counted() || p.revealed >= n {
		p.playing = p.playing && !m.Counted()
		return
	}
	p.revealed = m.foundBy(m.depthOf(p.revealed))
	if p.revealed == n {
		p.playing = false
	}
}

// revealTo shows the search up to layer d (the positions d moves from
// the start and nearer).
func (p *Panel) revealTo(d int) {
	m := p.model
	if !m.Counted() {
		return
	}
	d = max(0, min(m.Layers-1, d))
	p.revealed = m.foundBy(d)
}

// pointerIdle takes a press on the panel while it has no graph: the close
// button works, the board under the panel does not act.
func (p *Panel) pointerIdle(in *ui.Input) {
	if in.Pressed && p.lay.r.Contains(in.X, in.Y) {
		if p.lay.close.Contains(in.X, in.Y) {
			p.Close()
		}
		in.Consume()
	}
}

// pointer shows the position under the pointer and plans the way to the
// one chosen, and works the panel's buttons.
func (p *Panel) pointer(ctx *ui.Context) {
	in := ctx.In
	if !p.lay.r.Contains(in.X, in.Y) {
		if !in.Touch {
			p.hover = -1
		}
		return
	}
	if in.Pressed {
		defer in.Consume()
		switch {
		case p.lay.search.Contains(in.X, in.Y):
			if p.searching {
				p.StopSearch()
			} else {
				p.startSearch()
			}
			return
		case p.lay.close.Contains(in.X, in.Y):
			p.Close()
			return
		}
	}
	near := p.dotAt(in.X, in.Y, ctx.Reach())
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
	p.goTo(ctx, near)
}

// goTo plans the way to dot d: its position, or in a coarse picture the
// group's position nearest the one on the board.
func (p *Panel) goTo(ctx *ui.Context, d int) {
	m := p.model
	if p.cur >= 0 && p.dotOf(p.cur) == int32(d) {
		ctx.Status.Say(ui.Info, "That is the position on the board")
		return
	}
	id := d
	if m.Coarse != nil {
		if id = m.Nearest(p.cur, int32(d)); id < 0 {
			ctx.Status.Say(ui.Error, "No position of that group can be reached from the board's")
			return
		}
	}
	p.puzzle.GoTo(ctx, m, m.PositionOf(id))
}

// StepSearch pauses the search replay and shows one layer more (dir 1)
// or one fewer (dir -1).
func (p *Panel) StepSearch(dir int) {
	if !p.searching || p.model == nil {
		return
	}
	p.playing, p.units = false, 0
	if dir > 0 {
		p.revealLayer()
		return
	}
	if p.revealed <= 1 {
		return
	}
	p.revealTo(p.Pos() - 1)
}

// SearchKeys lets the search replay take the replay's keys while it
// shows: Space plays or pauses, ← → step a layer, + − set its speed. It
// reports whether the key was taken.
func (p *Panel) SearchKeys(k ebiten.Key) bool {
	if !p.open || !p.searching {
		return false
	}
	var a ui.Action
	switch k {
	case ebiten.KeySpace:
		a = ui.ActPlay
	case ebiten.KeyArrowLeft:
		a = ui.ActStepBack
	case ebiten.KeyArrowRight:
		a = ui.ActStepForward
	case ebiten.KeyEqual, ebiten.KeyNumpadAdd, ebiten.KeyBracketRight:
		a = ui.ActFaster
	case ebiten.KeyMinus, ebiten.KeyNumpadSubtract, ebiten.KeyBracketLeft:
		a = ui.ActSlower
	default:
		return false
	}
	return p.Act(a, 0)
}

// startSearch starts the search replay from the start, playing.
func (p *Panel) startSearch() {
	if p.model == nil {
		return
	}
	p.searching, p.playing, p.revealed, p.units = true, true, 0, 0
	if m := p.model; !m.Counted() {
		// The search over every position runs in the background, the
		// panel saying so, and the replay starts when it is done.
		if p.census == nil {
			sp := m.space
			p.census = ui.StartJob(func(_ context.Context, yield func()) (*graph.Census, error) { return sp.Census(yield) })
		}
		return
	}
	p.revealLayer() // the start
}

// toggleSearch plays or pauses the search replay, from the start again
// when it is over.
func (p *Panel) toggleSearch() {
	switch {
	case !p.searching || p.revealed >= p.model.Positions() && !p.playing:
		p.startSearch()
	default:
		p.playing = !p.playing
	}
}

// StopSearch ends the search replay and shows the whole graph again.
func (p *Panel) StopSearch() { p.searching, p.playing = false, false }

// Searching reports whether the search replay shows, and how many
// positions it has found.
func (p *Panel) Searching() (bool, int) { return p.searching, p.revealed }

// Routed reports whether the control bar drives the search replay: the
// panel is open and the search shows.
func (p *Panel) Routed() bool { return p.open && p.searching && p.model != nil }

// Playing reports whether the search replay plays (ui.Transport).
func (p *Panel) Playing() bool { return p.searching && p.playing }

// Speed is the search replay's speed, 1 at the pace of about eight
// seconds for the whole search (ui.Transport).
func (p *Panel) Speed() float64 { return float64(speeds[p.speed]) / 4 }

// Pos is the deepest layer of the search shown (ui.Transport).
func (p *Panel) Pos() int {
	if p.model == nil || p.revealed == 0 {
		return 0
	}
	return p.model.depthOf(p.revealed - 1)
}

// Last is the search's last layer (ui.Transport).
func (p *Panel) Last() int {
	if p.model == nil {
		return 0
	}
	return max(0, p.model.Layers-1)
}

// ScrubName names what the bar's scrubber scrubs while it drives the
// search replay (ui.Named): the search's layers.
func (p *Panel) ScrubName() (long, short string) { return "search layer", "layer" }

// Act carries out a control bar's action on the search replay: play and
// pause, a step of a layer either way, the speed, and a seek to a layer
// (ui.Router). The other actions are the game's.
func (p *Panel) Act(a ui.Action, at int) bool {
	if p.model == nil || !p.searching {
		return false
	}
	switch a {
	case ui.ActPlay:
		p.toggleSearch()
	case ui.ActStepBack:
		p.StepSearch(-1)
	case ui.ActStepForward:
		p.StepSearch(1)
	case ui.ActSlower:
		p.speed = max(0, p.speed-1)
	case ui.ActFaster:
		p.speed = min(len(speeds)-1, p.speed+1)
	case ui.ActSeek:
		p.playing, p.units = false, 0
		p.revealTo(at)
	default:
		return false
	}
	return true
}

// Place is where position id is drawn, CSS pixels (tests, and the
// snapshot's readers): its dot, or its group's.
func (p *Panel) Place(id int) (x, y float64) { return p.at(&p.dots()[p.dotOf(id)]) }

// DotPlace is where dot d is drawn, CSS pixels.
func (p *Panel) DotPlace(d int) (x, y float64) { return p.at(&p.dots()[d]) }

// at is where a dot is drawn, CSS pixels.
func (p *Panel) at(n *Node) (float64, float64) {
	g := p.lay.graph
	return g.X + n.X*g.W, g.Y + n.Y*g.H
}

// HintBand is the band of the line under the graph, between the graph
// and the buttons, CSS pixels: where the game may draw its status line
// over the panel (HideHint), when it has no row of its own.
func (p *Panel) HintBand() ui.Rect {
	l := &p.lay
	top := l.hintY - 8*l.c
	return ui.R(l.text.X, top, l.text.W, min(l.search.Y, l.close.Y)-top)
}

// HideHint leaves out the line under the graph, while the game draws its
// status line there (HintBand).
func (p *Panel) HideHint(hide bool) { p.noHint = hide }

// DotsBox is the box the dots are drawn in, with room for the largest
// mark round them, CSS pixels.
func (p *Panel) DotsBox() ui.Rect {
	g := p.lay.graph
	r := p.nodeRadius() + 7
	if p.model == nil || !p.drawn() {
		return g
	}
	return ui.R(g.X-r, g.Y-r, g.W+2*r, g.H+2*r)
}

// SearchButton is the middle of the button of the search replay, CSS
// pixels.
func (p *Panel) SearchButton() (x, y float64) {
	r := p.lay.search
	return r.X + r.W/2, r.Y + r.H/2
}

// CloseButton is the middle of the panel's close button, CSS pixels.
func (p *Panel) CloseButton() (x, y float64) {
	r := p.lay.close
	return r.X + r.W/2, r.Y + r.H/2
}

// Current is the dot of the position on the board, -1 when it is not in
// the graph.
func (p *Panel) Current() int {
	if p.cur < 0 || p.model == nil {
		return -1
	}
	return int(p.dotOf(p.cur))
}

// dotAt is the dot drawn nearest the point, within reach (of a finger:
// reach; at least the dot and a little more), or -1.
func (p *Panel) dotAt(x, y, reach float64) int {
	if !p.drawn() || !p.lay.area.Contains(x, y) && reach == 0 {
		return -1
	}
	best, bestD := -1, max(12, p.radius+4, reach)
	for i, n := range p.dots() {
		if p.searching && !p.found(i, &n) {
			continue
		}
		nx, ny := p.at(&n)
		if d := math.Hypot(nx-x, ny-y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// found reports whether the search replay has found dot i (n).
func (p *Panel) found(i int, n *Node) bool {
	if p.model.Coarse != nil {
		return n.Depth <= p.Pos()
	}
	return i < p.revealed
}

// ShortestPath is the ids of a shortest way from the start to a goal,
// start first (nil when there is none).
func (m *Model) ShortestPath() []int {
	if m.Shortest < 0 {
		return nil
	}
	if m.space != nil {
		return m.space.Solution()
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

// titleOf is the panel's title for a graph: its numbers.
func titleOf(m *Model) string {
	n, e := m.Size()
	return fmt.Sprintf("%s, %s", ui.Count(n, "position", "positions"), ui.Count(e, "move", "moves"))
}

// searchLine is the line under the title while the search replay has
// found n positions, the last d moves from the start.
func searchLine(m *Model, n, d int) string {
	return fmt.Sprintf("Breadth-first search: %d of %d positions found, %s out", n, m.Positions(), ui.Count(d, "move", "moves"))
}

// workingLine is the line under the title while the search over a graph
// too large to list runs in the background.
func workingLine(m *Model) string {
	return fmt.Sprintf("Breadth-first search over %d positions: working…", m.Positions())
}

// doneLine is the line under the title when the search replay is over.
func doneLine(m *Model) string {
	if m.Shortest >= 0 {
		return fmt.Sprintf("Search done: the goal is %s away, the path traced", ui.Count(m.Shortest, "move", "moves"))
	}
	return fmt.Sprintf("Search done: no goal among the %d reachable positions", m.Positions())
}

// restLine is the line under the title without the search replay.
func restLine(m *Model) string {
	s := ""
	switch {
	case m.Shortest < 0:
		s = fmt.Sprintf("No goal among the %d reachable positions: no solution", m.Positions())
	default:
		s = fmt.Sprintf("Shortest solution %s; %s of that length", ui.Count(m.Shortest, "move", "moves"), m.Solutions)
	}
	if c := m.Coarse; c != nil {
		s += fmt.Sprintf(". Each dot is up to %d positions", c.Size)
	}
	return s
}
