package ui

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
)

// Action is a command of the control bar or its keys, the same in every scene.
type Action int

// The actions.
const (
	NoAction Action = iota
	ActMenu
	ActRestart
	ActUndo
	ActRedo
	ActStepBack
	ActPlay
	ActStepForward
	ActSlower
	ActFaster
	ActSolve
	ActSeek // to Bar.SeekTo
	ActMute
	ActFullscreen
	ActHelp
	ActRecord // record the game's history as a GIF (the game does it)
	ActGraph  // open or close the graph of every position (the game does it)
	ActMore   // the short bar's "more" button (the bar answers it)
)

// BarTop is the top of the control bar in the design's layout (1280×720).
const BarTop = 652

// BarH is the height of the bar's one row at chrome scale 1.
const BarH = Height - BarTop

type button struct {
	act   Action
	icon  sprites.Icon
	dx    float64 // the centre in the design's row: from the left, or from the right end when right
	right bool
	r     float64
	label string
	name  string // as the layout lists it

	x, y float64 // the centre on screen, CSS pixels (Place)
	// folded buttons of a short bar wait behind its "more" button and
	// show in a panel above the bar while it is open.
	folded bool
}

// Transport is what the bar shows of a scene's replay.
type Transport interface {
	Playing() bool
	Speed() float64
	Pos() int
	Last() int
}

// Bar is the control bar along the bottom of every puzzle scene: buttons
// with icons and tooltips, the speed, and a scrubber over the history. It
// lays itself out in the box it is given (Place): one row on a wide
// screen, as in the design; rows that wrap on a narrow one.
type Bar struct {
	icons   *Icons
	buttons []button
	hover   int // index of the hovered button, or -1
	drag    bool
	SeekTo  int // the entry chosen on the scrubber, with ActSeek
	// StaticBackground says the scene draws the panel in its static layer.
	StaticBackground bool
	op               ebiten.DrawImageOptions

	speedText string
	speedVal  float64
	tipText   string
	tipW      float64

	// The layout, in CSS pixels (Place).
	box            Rect
	c              float64 // chrome scale
	speedX, speedY float64 // the centre of the speed's text
	track          Rect    // the scrubber's track (its height is the touch band)
	trackY         float64 // the middle of the track
	placed         bool
	wrapped        bool // rows that wrap, not the design's one row
	merged         bool // the scrubber shares the wrapped bar's last row
	widths         [20]float64
	at             [20][2]float64
	order          []int // the wrapped bar's cells: button indexes, -1 for the speed

	// Short asks for the short bar on a crowded small screen: one row of
	// the replay's buttons, the menu and a "more" button that opens the
	// others in a panel above the bar, then the scrubber's row.
	Short bool
	short bool   // placed short (Short on a wrapped bar)
	open  bool   // the short bar's panel shows
	more  button // the short bar's "more" button
	panel Rect   // the short bar's panel, CSS pixels

	route Router // the replay the bar drives instead of the scene's, or nil

	name    string  // the scrubber's name drawn
	nameKey nameKey // what it was chosen for

	// The buttons drawn once and copied while nothing on them changes:
	// one draw a frame instead of two for every button.
	cache    *ebiten.Image
	cacheKey buttonsKey
	cacheOp  ebiten.DrawImageOptions
}

// buttonsKey is everything the bar's buttons picture depends on: where it
// lies in device pixels, the view, and the state of the buttons.
type buttonsKey struct {
	x, y, w, h  int
	v           View
	c           float64
	hover       int
	down        bool
	playing     bool
	muted       bool
	open, short bool
	moreLit     bool
	background  bool
	icons       *Icons
	more        [2]float64
	at          [20][3]float64 // each button's place and whether it is folded
}

// nameKey is what the scrubber's name was chosen for.
type nameKey struct {
	long, short string
	last        int
	w, c        float64
}

// Named is a replay that names what the scrubber scrubs ("search
// layer"), instead of the game's history: a long name, and a short one
// for a short scrubber.
type Named interface {
	ScrubName() (long, short string)
}

// shortRow is the short bar's first row, in order; the other buttons fold
// behind "more".
var shortRow = [...]Action{ActStepBack, ActPlay, ActStepForward, ActSolve, ActMenu}

// inShortRow reports whether act has a place in the short bar's row.
func inShortRow(act Action) bool {
	for _, a := range shortRow {
		if a == act {
			return true
		}
	}
	return false
}

// Router is a replay other than the scene's (the graph's search replay)
// that the bar shows and drives while it is routed there (Route).
type Router interface {
	Transport
	// Act carries out an action of the bar or its keys on the replay
	// (with ActSeek, to entry at) and reports whether it took it; the
	// actions it does not take go to the scene.
	Act(a Action, at int) bool
}

// Route makes the bar show r's replay and hand r its actions first; nil
// gives the bar back to the scene's own replay.
func (b *Bar) Route(r Router) { b.route = r }

// Design positions of the one-row bar (1280 wide, chrome scale 1).
const (
	trackX0   = 636.0
	trackEnd  = 1052.0 // without the graph's button
	barCY     = BarTop + 34
	graphX    = 1052.0 // the graph's button, where the scrubber ends without it
	rowH      = 50.0   // a row of the wrapped bar at chrome scale 1
	trackRowH = 44.0   // the scrubber's row of the wrapped bar
)

// NewBar lays out the bar, drawn with env's icons.
func NewBar(env *Env) *Bar {
	b := &Bar{icons: env.Icons(), hover: -1}
	b.more = button{act: ActMore, label: "More controls", name: "more", r: 20}
	// The buttons as the design places them: x is a button's centre from
	// the left, or past 1000 from the design's right edge. A table, so
	// the buttons are data rather than code.
	for _, d := range [...]struct {
		act         Action
		icon        sprites.Icon
		x, r        float64
		label, name string
	}{
		{ActMenu, sprites.IconMenu, 34, 20, "Menu (Esc)", "menu"},
		{ActRestart, sprites.IconRestart, 100, 20, "Restart (R)", "restart"},
		{ActUndo, sprites.IconUndo, 148, 20, "Undo (Ctrl+Z or Z)", "undo"},
		{ActRedo, sprites.IconRedo, 196, 20, "Redo (Ctrl+Y or Y)", "redo"},
		{ActStepBack, sprites.IconStepBack, 262, 20, "Step back (Left)", "back"},
		{ActPlay, sprites.IconPlay, 314, 25, "Play / pause (Space)", "play"},
		{ActStepForward, sprites.IconStepForward, 366, 20, "Step forward (Right)", "forward"},
		{ActSlower, sprites.IconSlower, 432, 18, "Slower (-)", "slower"},
		{ActFaster, sprites.IconFaster, 528, 18, "Faster (+)", "faster"},
		{ActSolve, sprites.IconSolve, 590, 20, "Solve from here (S)", "solve"},
		{ActRecord, sprites.IconRecord, 1100, 20, "Record the game as a GIF (Shift+R)", "record"},
		{ActMute, sprites.IconSound, 1148, 20, "Sound on/off (M)", "sound"},
		{ActFullscreen, sprites.IconFullscreen, 1196, 20, "Full screen (F or F11)", "fullscreen"},
		{ActHelp, sprites.IconHelp, 1244, 20, "Keys and help (H or ?)", "help"},
	} {
		x, right := d.x, d.x > 1000
		if right {
			x = Width - x
		}
		b.buttons = append(b.buttons, button{act: d.act, icon: d.icon, dx: x, right: right, r: d.r, label: d.label, name: d.name})
	}
	b.Place(R(0, BarTop, Width, BarH), 1)
	return b
}

// WithGraph adds the button of the graph of every position, for the move
// puzzles; the game, not the scene, answers it.
func (b *Bar) WithGraph() *Bar {
	b.buttons = append(b.buttons, button{act: ActGraph, icon: sprites.IconGraph, dx: Width - graphX, right: true, r: 20, label: "Graph of every position (G)", name: "graph"})
	b.Place(b.box, b.c)
	return b
}

// ButtonAt is the action of the button under the point (CSS pixels), or
// NoAction.
func (b *Bar) ButtonAt(x, y float64) Action {
	for _, bt := range b.buttons {
		if b.hit(bt, x, y) {
			return bt.act
		}
	}
	return NoAction
}

// hit reports whether (x, y) is on the button: its disc, grown to a
// finger's size.
func (b *Bar) hit(bt button, x, y float64) bool {
	if bt.folded && !b.open {
		return false
	}
	r := b.touchR(bt)
	return x >= bt.x-r && x < bt.x+r && y >= bt.y-r && y < bt.y+r
}

// touchR is half the side of a button's tap target: a finger's square
// in the wrapped bar's cells, the disc and a little more in the design's
// row.
func (b *Bar) touchR(bt button) float64 {
	if b.wrapped {
		return cellW / 2 * b.c
	}
	return max(bt.r+4, 22) * b.c
}

// radius is the drawn radius of a button: at most its cell's in the
// wrapped bar.
func (b *Bar) radius(bt button) float64 {
	if b.wrapped {
		return min(bt.r, cellW/2-2) * b.c
	}
	return bt.r * b.c
}

// Height is the height the bar takes in a box w CSS pixels wide at
// chrome scale c.
func (b *Bar) Height(w, c float64) float64 {
	if w >= Width*c-0.5 {
		return BarH * c
	}
	if b.Short {
		rows := (len(shortRow) + 1 + b.perRow(w, c) - 1) / b.perRow(w, c)
		return (float64(rows)*rowH + trackRowH + 4) * c
	}
	rows, merged := b.wrap(w, c)
	if merged {
		return (float64(rows)*rowH + 4) * c
	}
	return (float64(rows)*rowH + trackRowH + 4) * c
}

// minTrack is the shortest scrubber that may share the last row of the
// wrapped bar, at chrome scale 1.
const minTrack = 90.0

// wrap is the number of rows of the wrapped bar's buttons in a box w
// wide, and whether the speed and the scrubber fit in the last row beside
// its buttons (a small screen saves the scrubber's own row).
func (b *Bar) wrap(w, c float64) (rows int, merged bool) {
	n, per := len(b.buttons), b.perRow(w, c)
	rows = (n + per - 1) / per
	last := n - (rows-1)*per
	used := float64(last)*(cellW+cellGap)*c + 2*barPad*c
	return rows, rows > 1 && w-used >= (speedW+8+minTrack+16)*c
}

// ColumnWidth is the width of the bar standing in a column h high at
// chrome scale c: three buttons across, more when the rows would not fit
// the height.
func (b *Bar) ColumnWidth(h, c float64) float64 {
	rows := max(1, int((h/c-trackRowH-4)/rowH))
	across := max(3, (len(b.buttons)+rows-1)/rows)
	if b.Short {
		across = max(3, (len(shortRow)+1+rows-1)/rows) // room for the scrubber
	}
	return (float64(across)*cellW + float64(across-1)*cellGap + 2*barPad) * c
}

// The wrapped bar's cells at chrome scale 1: a finger's square and a gap.
const (
	cellW   = 44.0
	cellGap = 4.0
	speedW  = 36.0 // the speed's text left of the wrapped bar's scrubber
)

// perRow is how many cells a row of the wrapped bar holds.
func (b *Bar) perRow(w, c float64) int {
	return max(1, int((w/c-2*barPad+cellGap)/(cellW+cellGap)))
}

// barPad is the wrapped bar's margin at chrome scale 1.
const barPad = 4.0

func isTransport(a Action) bool {
	switch a {
	case ActStepBack, ActPlay, ActStepForward, ActSlower, ActFaster, ActSolve:
		return true
	}
	return false
}

// Place lays the bar out in box (CSS pixels) at chrome scale c: the
// design's one row when the box is as wide as the design at that scale,
// else rows that wrap (the transport first, then the game's buttons) and
// the scrubber below them.
func (b *Bar) Place(box Rect, c float64) {
	b.box, b.c, b.placed = box, c, true
	b.wrapped = box.W < Width*c-0.5
	b.short = b.Short && b.wrapped
	b.open = b.open && b.short
	for i := range b.buttons {
		b.buttons[i].folded = false
	}
	if b.short {
		b.placeShort(box, c)
		return
	}
	if !b.wrapped {
		cy := box.Y + (barCY-BarTop)*c
		end := trackEnd
		for i := range b.buttons {
			bt := &b.buttons[i]
			if bt.right {
				bt.x = box.Right() - bt.dx*c
			} else {
				bt.x = box.X + bt.dx*c
			}
			bt.y = cy
			if bt.act == ActGraph {
				end = graphX - 48
			}
		}
		// The scrubber runs from its design start to just before the
		// right group, which keeps its distance from the right edge.
		x1 := box.Right() - (Width-end)*c
		b.track = R(box.X+trackX0*c, cy-16*c, x1-box.X-trackX0*c, 32*c)
		b.trackY = cy
		b.speedX, b.speedY = box.X+480*c, cy
		return
	}
	// Wrapped: each button a finger's square, the transport first; the
	// speed's text stands left of the scrubber.
	n := 0
	order := b.order[:0]
	for pass := 0; pass < 2; pass++ {
		for i, bt := range b.buttons {
			if isTransport(bt.act) != (pass == 0) {
				continue
			}
			order = append(order, i)
			b.widths[n] = cellW * c
			n++
		}
	}
	b.order = order
	inner := box.W - 2*barPad*c
	rows, merged := b.wrap(box.W, c)
	Flow(b.widths[:n], b.at[:n], inner, cellW*c, cellGap*c, !merged)
	y0 := box.Y + (rowH-cellW)/2*c
	lastX := box.X
	for k, i := range order {
		row := math.Round(b.at[k][1] / ((cellW + cellGap) * c))
		x := box.X + barPad*c + b.at[k][0]
		b.buttons[i].x, b.buttons[i].y = x+cellW*c/2, y0+row*rowH*c+cellW*c/2
		if int(row) == rows-1 {
			lastX = max(lastX, x+cellW*c)
		}
	}
	b.merged = merged
	if merged {
		pad := 16 * c
		// The speed and a short scrubber after the last row's buttons.
		rowY := box.Y + float64(rows-1)*rowH*c
		b.trackY = rowY + 34*c
		b.speedX, b.speedY = lastX+8*c+speedW*c/2, rowY+rowH*c/2
		x0 := lastX + 16*c + speedW*c
		b.track = R(x0, rowY+(rowH-cellW)/2*c, box.Right()-pad-x0, cellW*c)
		return
	}
	b.placeTrack(box, rows, c)
}

// placeTrack puts the speed and the scrubber in their own row below
// rows of buttons.
func (b *Bar) placeTrack(box Rect, rows int, c float64) {
	pad := 16 * c
	b.trackY = box.Y + float64(rows)*rowH*c + trackRowH*c*0.6
	b.speedX, b.speedY = box.X+pad+speedW*c/2, b.trackY
	x0 := box.X + pad + speedW*c + 8*c
	b.track = R(x0, b.trackY-22*c, box.Right()-pad-x0, 44*c)
}

// placeShort lays out the short bar: the first row's buttons and "more",
// the folded buttons in rows in the panel above the bar, and the
// scrubber's row.
func (b *Bar) placeShort(box Rect, c float64) {
	step := (cellW + cellGap) * c
	per := b.perRow(box.W, c)
	x0, y0 := box.X+barPad*c+cellW*c/2, box.Y+rowH*c/2
	k := 0
	for _, act := range shortRow {
		for i := range b.buttons {
			if b.buttons[i].act == act {
				b.buttons[i].x, b.buttons[i].y = x0+float64(k%per)*step, y0+float64(k/per)*rowH*c
				k++
			}
		}
	}
	b.more.x, b.more.y = x0+float64(k%per)*step, y0+float64(k/per)*rowH*c
	rows := k/per + 1
	// The panel: above a bar along the bottom, left of a bar standing in
	// a column.
	column := box.H > 2*box.W
	pper := per
	if column {
		pper = 3
	}
	n := 0
	for i := range b.buttons {
		if bt := &b.buttons[i]; !inShortRow(bt.act) {
			bt.folded = true
			bt.x, bt.y = float64(n%pper)*step, float64(n/pper)*rowH*c
			n++
		}
	}
	h := float64((n+pper-1)/pper)*rowH*c + 2*barPad*c
	b.panel = R(box.X, box.Y-h, box.W, h)
	if column {
		w := float64(pper)*step + 2*barPad*c
		b.panel = R(box.X-w, box.Y, w, h)
	}
	for i := range b.buttons {
		if bt := &b.buttons[i]; bt.folded {
			bt.x += b.panel.X + barPad*c + cellW*c/2
			bt.y += b.panel.Y + barPad*c + rowH*c/2
		}
	}
	b.merged = false
	b.placeTrack(box, rows, c)
}

// Open reports whether the short bar's panel shows.
func (b *Bar) Open() bool { return b.open }

// Close closes the short bar's panel and reports whether it was open.
func (b *Bar) Close() bool {
	was := b.open
	b.open = false
	return was
}

// Update handles the pointer over the bar and returns the action clicked.
// It consumes a press it handles, so the scene below does not see it.
// While the bar is routed (Route), it shows that replay instead of t and
// the actions that replay takes are not returned.
func (b *Bar) Update(in *Input, t Transport) Action {
	if b.route == nil {
		return b.update(in, t)
	}
	act := b.update(in, b.route)
	if act != NoAction && b.route.Act(act, b.SeekTo) {
		return NoAction
	}
	return act
}

func (b *Bar) update(in *Input, t Transport) Action {
	b.hover = -1
	for i, bt := range b.buttons {
		if b.hit(bt, in.X, in.Y) {
			b.hover = i
		}
	}
	if b.drag {
		if !in.Down {
			b.drag = false
		}
		b.SeekTo = b.seekAt(in.X, t)
		in.Consume()
		return ActSeek
	}
	onMore := b.short && b.hit(b.more, in.X, in.Y)
	if in.Pressed && (onMore || (b.open && b.hover < 0 && !b.panel.Contains(in.X, in.Y))) {
		// "more" opens or closes the panel; a press beside it closes it.
		b.open = onMore && !b.open
		in.Consume()
		return NoAction
	}
	if !in.Pressed || !(b.box.Contains(in.X, in.Y) || (b.open && b.panel.Contains(in.X, in.Y))) {
		return NoAction
	}
	if b.hover >= 0 {
		in.Consume()
		bt := b.buttons[b.hover]
		if bt.folded && bt.act != ActSlower && bt.act != ActFaster {
			b.open = false // the speed may take a few presses
		}
		return bt.act
	}
	if t.Last() > 0 && in.X >= b.track.X-8*b.c && in.X <= b.track.Right()+8*b.c && in.Y >= b.track.Y && in.Y < b.track.Bottom() {
		b.drag = true
		b.SeekTo = b.seekAt(in.X, t)
		in.Consume()
		return ActSeek
	}
	in.Consume() // a press on the bar never reaches the scene
	return NoAction
}

func (b *Bar) seekAt(x float64, t Transport) int {
	f := (x - b.track.X) / b.track.W
	f = max(0, min(1, f))
	return int(f*float64(t.Last()) + 0.5)
}

// Hovered is the tooltip of the button under the pointer, or "".
func (b *Bar) Hovered() string {
	if b.hover < 0 {
		return ""
	}
	return b.buttons[b.hover].label
}

// Box is where the bar lies, CSS pixels.
func (b *Bar) Box() Rect { return b.box }

// Button is the tap target of the button of act, CSS pixels (zero when
// the bar has none).
func (b *Bar) Button(act Action) Rect {
	if act == ActMore && b.short {
		return b.target(b.more)
	}
	for _, bt := range b.buttons {
		if bt.act == act && (!bt.folded || b.open) {
			return b.target(bt)
		}
	}
	return Rect{}
}

// target is a button's tap target, CSS pixels.
func (b *Bar) target(bt button) Rect {
	r := b.touchR(bt)
	return R(bt.x-r, bt.y-r, 2*r, 2*r)
}

// Track is the scrubber's touch band, CSS pixels.
func (b *Bar) Track() Rect { return b.track }

// screen is the view of CSS pixels.
func screen(ctx *Context) View {
	if ctx.CSS.Scale == 0 {
		return Identity
	}
	return ctx.CSS
}

// Draw draws the bar. muted and full choose the icons of the toggles.
func (b *Bar) Draw(dst *ebiten.Image, ctx *Context, t Transport, muted bool) {
	if b.route != nil {
		t = b.route
	}
	f, in, p := ctx.Fonts, ctx.In, ctx.Paint
	v := screen(ctx)
	c := b.c
	b.drawButtons(dst, ctx, v, t, muted)
	if ctx.Boxes != nil {
		if b.short {
			ctx.Boxes.AddRect(KindButton, b.more.name, b.target(b.more))
		}
		for _, bt := range b.buttons {
			if !bt.folded || b.open {
				ctx.Boxes.AddRect(KindButton, bt.name, b.Button(bt.act))
			}
		}
	}
	// The scrubber's shapes in one draw call, then its words and the speed
	// (which lie clear of them) in another.
	tr, ty := b.track, b.trackY
	p.Gather()
	p.Rect(dst, v, tr.X, ty-3*c, tr.W, 6*c, color.RGBA{0x3a, 0x44, 0x5c, 0xff})
	frac := 0.0
	if t.Last() > 0 {
		frac = float64(t.Pos()) / float64(t.Last())
	}
	hx := tr.X + tr.W*frac
	p.Rect(dst, v, tr.X, ty-3*c, hx-tr.X, 6*c, Accent)
	p.Disc(dst, v, hx, ty, 9*c, Paper)
	p.Flush()

	f.Gather()
	// Speed between its buttons.
	if s := t.Speed(); s != b.speedVal || b.speedText == "" {
		b.speedVal, b.speedText = s, speedLabel(s)
	}
	f.Draw(dst, v, b.speedText, b.speedX, b.speedY-11*c, Style{Size: 18 * c, Bold: true, Color: Paper, Align: Center})
	countY := ty - 30*c
	if b.merged {
		countY = ty - 24*c // inside the row, above the line
	} else if name := b.scrubName(f, t); name != "" { // a short scrubber has no room for its name
		f.Draw(dst, v, name, tr.X, countY, Style{Size: 13 * c, Color: Muted})
	}
	f.Pieces(dst, v, tr.Right(), countY, Style{Size: 13 * c, Color: Muted, Align: Right}, N(t.Pos()), T(" / "), N(t.Last()))
	f.Flush()
	if ctx.Boxes != nil {
		ctx.Boxes.AddRect(KindButton, "scrubber", tr)
	}

	// Tooltip above the hovered button.
	if tip := b.Hovered(); tip != "" && !in.Touch {
		bt := b.buttons[b.hover]
		if tip != b.tipText {
			b.tipText, b.tipW = tip, f.Measure(tip, 15, false)+20
		}
		w := b.tipW * c
		scr := ctx.ScreenRect()
		x := max(scr.X+4, min(scr.Right()-w-4, bt.x-w/2))
		y := bt.y - b.radius(bt) - 34*c
		if y < scr.Y {
			y = bt.y + b.radius(bt) + 8*c // no room above: below the button
		}
		p.Rect(dst, v, x, y, w, 26*c, color.RGBA{0x08, 0x0a, 0x10, 0xf0})
		f.Draw(dst, v, tip, x+10*c, y+4*c, Style{Size: 15 * c, Color: Paper})
	}
}

// drawButtons draws the bar's panel (unless the scene's static layer has
// it), the short bar's "more" button and panel, and every button: painted
// into the bar's picture when any of them has changed, then copied.
func (b *Bar) drawButtons(dst *ebiten.Image, ctx *Context, v View, t Transport, muted bool) {
	r := b.box
	if b.open {
		r = r.Union(b.panel)
	}
	x0, y0 := math.Floor(r.X*v.Scale+v.X), math.Floor(r.Y*v.Scale+v.Y)
	x1, y1 := math.Ceil(r.Right()*v.Scale+v.X), math.Ceil(r.Bottom()*v.Scale+v.Y)
	if x1 <= x0 || y1 <= y0 {
		return
	}
	key := buttonsKey{x: int(x0), y: int(y0), w: int(x1 - x0), h: int(y1 - y0), v: v, c: b.c,
		hover: b.hover, down: b.hover >= 0 && ctx.In.Down, playing: t.Playing(), muted: muted,
		open: b.open, short: b.short, moreLit: b.short && b.hit(b.more, ctx.In.X, ctx.In.Y) && !ctx.In.Touch,
		background: !b.StaticBackground, icons: b.icons, more: [2]float64{b.more.x, b.more.y}}
	for i, bt := range b.buttons[:min(len(b.buttons), len(key.at))] {
		folded := 0.0
		if bt.folded {
			folded = 1
		}
		key.at[i] = [3]float64{bt.x, bt.y, folded}
	}
	if b.cache == nil || key != b.cacheKey {
		if b.cache == nil || b.cacheKey.w != key.w || b.cacheKey.h != key.h {
			if b.cache != nil {
				b.cache.Deallocate()
			}
			b.cache = ebiten.NewImage(key.w, key.h)
		}
		b.cache.Clear()
		// The picture lies on whole device pixels, so everything on it
		// falls where it would on the screen.
		b.paintButtons(b.cache, ctx, View{Scale: v.Scale, X: v.X - x0, Y: v.Y - y0}, key)
		b.cacheKey = key
	}
	op := &b.cacheOp
	op.GeoM.Reset()
	op.GeoM.Translate(x0, y0)
	dst.DrawImage(b.cache, op)
}

// paintButtons paints what drawButtons copies, in view v.
func (b *Bar) paintButtons(dst *ebiten.Image, ctx *Context, v View, k buttonsKey) {
	p, c := ctx.Paint, b.c
	if k.background {
		p.Rect(dst, v, b.box.X, b.box.Y, b.box.W, b.box.H, color.RGBA{0x12, 0x16, 0x20, 0xf0})
		p.Rect(dst, v, b.box.X, b.box.Y, b.box.W, c, PanelEdge)
	}
	if b.open {
		p.Rect(dst, v, b.panel.X, b.panel.Y, b.panel.W, b.panel.H, color.RGBA{0x12, 0x16, 0x20, 0xff})
		p.Rect(dst, v, b.panel.X, b.panel.Y, b.panel.W, c, PanelEdge)
	}
	if b.short {
		bt := b.more
		fill := color.RGBA{0x2b, 0x33, 0x47, 0xff}
		switch {
		case b.open:
			fill = ControlOn
		case k.moreLit:
			fill = lighten(fill)
		}
		p.Disc(dst, v, bt.x, bt.y, b.radius(bt), fill)
		for k := -1.0; k <= 1; k++ {
			p.Disc(dst, v, bt.x+k*8*c, bt.y, 2.6*c, Paper)
		}
	}
	// Every disc first, then every icon: two sources, so two batches of
	// draws instead of one a button.
	for i, bt := range b.buttons {
		if bt.folded && !b.open {
			continue
		}
		fill := color.RGBA{0x2b, 0x33, 0x47, 0xff}
		if bt.act == ActPlay || bt.act == ActSolve {
			fill = color.RGBA{0xc9, 0x7d, 0x0c, 0xff}
		}
		if i == k.hover {
			fill = lighten(fill)
			if k.down {
				fill = color.RGBA{0x55, 0x60, 0x7a, 0xff}
			}
		}
		p.Disc(dst, v, bt.x, bt.y, b.radius(bt), fill)
	}
	for _, bt := range b.buttons {
		if bt.folded && !b.open {
			continue
		}
		icon := bt.icon
		switch {
		case bt.act == ActPlay && k.playing:
			icon = sprites.IconPause
		case bt.act == ActMute && k.muted:
			icon = sprites.IconMute
		}
		b.drawIcon(dst, v, icon, bt.x, bt.y, b.radius(bt), c)
	}
}

// DrawBackground draws the bar's panel. A scene that keeps a static layer
// draws it there once and sets StaticBackground.
func (b *Bar) DrawBackground(dst *ebiten.Image, ctx *Context) {
	v := screen(ctx)
	c := b.c
	ctx.Paint.Rect(dst, v, b.box.X, b.box.Y, b.box.W, b.box.H, color.RGBA{0x12, 0x16, 0x20, 0xf0})
	ctx.Paint.Rect(dst, v, b.box.X, b.box.Y, b.box.W, c, PanelEdge)
}

// scrubName is the scrubber's name for replay t: what t names, long or
// short as the room beside the count allows, else "history".
func (b *Bar) scrubName(f *Fonts, t Transport) string {
	k := nameKey{long: "history", last: t.Last(), w: b.track.W, c: b.c}
	if n, ok := t.(Named); ok {
		k.long, k.short = n.ScrubName()
	}
	if k == b.nameKey {
		return b.name
	}
	b.nameKey = k
	size := 13 * b.c
	count := f.Measure(strconv.Itoa(k.last)+" / "+strconv.Itoa(k.last), size, false)
	b.name = ""
	for _, s := range [...]string{k.long, k.short} {
		if s != "" && f.Measure(s, size, false)+count+12*b.c <= k.w {
			b.name = s
			break
		}
	}
	return b.name
}

func (b *Bar) drawIcon(dst *ebiten.Image, v View, icon sprites.Icon, cx, cy, r, c float64) {
	img := b.icons.Get(icon)
	if img == nil {
		return
	}
	base := float64(img.Bounds().Dx()) / sprites.Res
	s := c
	if r < 20*c {
		s = r / 20
	}
	op := &b.op
	op.GeoM.Reset()
	op.GeoM.Scale(s/sprites.Res, s/sprites.Res)
	op.GeoM.Translate(cx-base*s/2, cy-base*s/2)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

func lighten(c color.RGBA) color.RGBA {
	up := func(x uint8) uint8 { return uint8(min(255, int(x)+40)) }
	return color.RGBA{up(c.R), up(c.G), up(c.B), c.A}
}

func speedLabel(s float64) string {
	switch s {
	case 0.25:
		return "¼×"
	case 0.5:
		return "½×"
	}
	return itoa(int(s)) + "×"
}

// itoa formats a non-negative int.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var buf [20]byte
	i := len(buf)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// KeyAction maps this tick's keys to the action they mean in every scene.
func KeyAction(in *Input) Action {
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeySpace:
			return ActPlay
		case ebiten.KeyArrowLeft:
			return ActStepBack
		case ebiten.KeyArrowRight:
			return ActStepForward
		case ebiten.KeyZ:
			return ActUndo
		case ebiten.KeyY:
			return ActRedo
		case ebiten.KeyR:
			switch {
			case in.Shift:
				return ActRecord
			case !in.Ctrl:
				return ActRestart
			}
		case ebiten.KeyS:
			if !in.Ctrl {
				return ActSolve
			}
		case ebiten.KeyEqual, ebiten.KeyNumpadAdd, ebiten.KeyBracketRight:
			return ActFaster
		case ebiten.KeyMinus, ebiten.KeyNumpadSubtract, ebiten.KeyBracketLeft:
			return ActSlower
		case ebiten.KeyEscape:
			return ActMenu
		case ebiten.KeyM:
			return ActMute
		case ebiten.KeyF, ebiten.KeyF11:
			return ActFullscreen
		case ebiten.KeyH, ebiten.KeySlash, ebiten.KeyF1:
			return ActHelp
		}
	}
	return NoAction
}
