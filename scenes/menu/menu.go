// Package menu is the first screen: every puzzle that exists, with a
// picture and a short description; a click, a tap or a key opens one to
// play, or to watch its solution.
//
// The menu lays itself out for the screen it is given, in CSS pixels: the
// cards in three columns on a laptop (exactly the design's 1280×720
// layout there), two on a phone on its side, one on a phone upright,
// larger on a large monitor. When the cards do not fit, the page scrolls
// by wheel, by drag and to follow the keyboard's focus.
package menu

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Item is one puzzle on the menu.
type Item struct {
	Name  string   // as on the command line: "hanoi"
	Title string   // "Towers of Hanoi"
	Lines []string // a short description, one string a line (up to three)
	// Picture makes the scene whose first frame is the card's picture. It
	// is called when the menu first draws the card, so a puzzle's art is
	// not drawn before it is needed.
	Picture func() (ui.Scene, error)
}

// Menu is the menu scene.
type Menu struct {
	items     []Item
	playName  []string // each card's buttons as the layout lists them: "play:hanoi"
	watchName []string
	focus     int
	hover     int
	hoverOn   int // the button under the pointer on the hovered card
	thumbs    []*ebiten.Image
	thumbW    []int // the pixel width each picture was drawn at
	thumbArt  []int // the art's version each picture was drawn with (ui.Context.Art)
	remade    int   // the frame a picture was last made again for finished art
	failed    []bool
	frames    int
	canvas    *ebiten.Image // a full-size frame the pictures are drawn into
	backdrop  *ebiten.Image
	op        ebiten.DrawImageOptions
	dummyIn   ui.Input
	lay       layout
	scroll    float64 // how far the page is scrolled up, CSS pixels
	press     press
}

// press follows a pointer press until its release: a tap opens a card, a
// drag scrolls the page.
type press struct {
	on     bool
	x, y   float64 // where it went down, CSS pixels
	scroll float64 // the scroll then
	drag   bool    // it moved further than dragSlop: a scroll, not a tap
}

// The design's card, logical pixels at chrome scale 1: up to three cards a
// row.
const (
	cardW   = 384.0
	cardH   = 262.0 // what its parts add up to: picture, title line, three lines of text
	picH    = 150.0
	cardGap = 20.0
	cardTop = 120.0
	perRow  = 3
	// maxGrow bounds a lone column's card: its width at most this many
	// times the design's.
	maxGrow = 1.6
	// margin is the least room beside the cards, CSS pixels.
	margin = 16.0
)

// The buttons of a card.
const (
	btnNone = iota
	btnPlay
	btnWatch
)

// A button's size and place, logical pixels at chrome scale 1: right-aligned
// on the card's title line (or in a row under its text when a title does
// not fit beside them).
const (
	btnW     = 74.0
	btnH     = 30.0
	btnGap   = 8.0
	btnRight = 12.0
)

// Touch and text sizes, CSS pixels.
const (
	finger    = 44.0  // the least side of a tap target on a small screen
	smallSide = 600.0 // a screen whose shorter side is less is a phone's
	minText   = 12.0  // the smallest text drawn
	dragSlop  = 10.0  // a press that moves further is a drag
	wheelStep = 48.0  // the scroll of one notch of the wheel, at chrome scale 1
)

// The menu's words.
const (
	heading  = "Puzzleworks"
	subtitle = "Classic puzzles with moving parts: play them by hand, or watch them solved move by move."
	foot     = "Click a puzzle to play it, or Watch to see it solved.   Arrows and Enter to play, W to watch.   M sound   F full screen"
	// footSep parts the foot's hints; the foot wraps between them first.
	footSep = "   "
)

// New makes the menu for items, in order.
func New(items []Item) *Menu {
	m := &Menu{items: items, hover: -1, thumbs: make([]*ebiten.Image, len(items)), thumbW: make([]int, len(items)), thumbArt: make([]int, len(items)),
		failed: make([]bool, len(items)), playName: make([]string, len(items)), watchName: make([]string, len(items))}
	for i, it := range items {
		m.playName[i], m.watchName[i] = "play:"+it.Name, "watch:"+it.Name
	}
	return m
}

// layout is where everything goes on one screen: CSS pixels, relative to
// the top left of the page (the screen's corner before scrolling).
type layout struct {
	screen  ui.Rect   // the screen it is for
	fonts   *ui.Fonts // the fonts it measured with (nil: none yet)
	s       float64   // the chrome scale
	cols    int
	stacked bool // the buttons sit in a row under the text

	titleSize, titleY float64
	sub               []string
	subSize, subY     float64
	subStep           float64

	cw, ch, pic float64 // a card's size and its picture's height
	pad         float64 // the text's inset in a card
	bw, bh      float64 // a button's size
	btnY        float64 // the buttons' top in a card
	btnText     float64 // the buttons' label size
	descY       float64 // the description's top in a card
	descSize    float64
	descStep    float64
	cards       []cardPlace

	foot     []string
	footSize float64
	footY    float64
	footStep float64
	height   float64 // the whole page's
}

// cardPlace is one card in the layout.
type cardPlace struct {
	r           ui.Rect // on the page
	play, watch ui.Rect // its buttons, on the page
	titleSize   float64
	titleY      float64 // the title's top, on the page
	lines       []string
}

// maxScroll is how far the page scrolls: 0 when it fits.
func (l *layout) maxScroll() float64 {
	d := l.height - l.screen.H
	if d < 1 {
		// The design's sizes add up to the screen's height exactly; a
		// rounding error is no reason to scroll.
		return 0
	}
	return d
}

// layOut lays the menu out for screen, measuring with f (nil before the
// first frame: the text is taken to fit, as it does on the design's
// screen).
func (m *Menu) layOut(screen ui.Rect, f *ui.Fonts) {
	l := &m.lay
	w, h := screen.W, screen.H
	s := ui.ChromeScale(w, h)
	touch := min(w, h) < smallSide
	l.screen, l.fonts, l.s = screen, f, s
	inner := w - 2*margin

	// The heading, shrunk to the width on a narrow phone.
	l.titleY = 24 * s
	l.titleSize = 52 * s
	for f != nil && l.titleSize > 24 && f.Measure(heading, l.titleSize, true) > inner {
		l.titleSize--
	}
	l.subSize, l.subStep = 19*s, 25*s
	l.subY = l.titleY + l.titleSize + 8*s
	l.sub = wrap(f, l.sub[:0], subtitle, inner, l.subSize, false)
	top := l.subY + float64(len(l.sub)-1)*l.subStep + (cardTop-84)*s

	// Columns: as many of the design's cards as fit; a lone column's card
	// spans the screen, up to maxGrow times the design's width.
	gap := cardGap * s
	l.cw, l.cols = cardW*s, 1
	for c := perRow; c > 1; c-- {
		if float64(c)*l.cw+float64(c-1)*gap+2*margin <= w {
			l.cols = c
			break
		}
	}
	if l.cols == 1 {
		l.cw = min(inner, maxGrow*cardW*s)
	}
	l.cols = max(1, min(l.cols, len(m.items)))
	// The picture keeps the design's aspect at any width.
	l.pic = math.Round(l.cw * picH / cardW)
	l.pad = 16 * s
	l.bw, l.bh = btnW*s, btnH*s
	if touch {
		l.bw, l.bh = max(l.bw, finger), max(l.bh, finger)
	}
	l.btnText = 16 * s
	l.descSize, l.descStep = max(15*s, minText), 20*s

	// The titles go beside the buttons when every one fits there; else
	// the buttons go in a row of their own under the text.
	if len(l.cards) != len(m.items) {
		l.cards = make([]cardPlace, len(m.items))
	}
	beside := l.cw - l.pad - (2*l.bw + btnGap*s + btnRight*s) - 10*s
	l.stacked = false
	for i := range m.items {
		if fitTitle(f, m.items[i].Title, beside, s, 14*s) == 0 {
			l.stacked = true
		}
	}
	lines := 3
	for i := range m.items {
		c := &l.cards[i]
		c.lines = fitLines(f, c.lines[:0], m.items[i].Lines, l.cw-2*l.pad, l.descSize)
		lines = max(lines, len(c.lines))
	}
	band := l.bh // the title's line
	if l.stacked {
		band = btnH * s
	}
	l.descY = l.pic + 10*s + band + 6*s
	textEnd := l.descY + float64(lines)*l.descStep + 6*s
	l.ch = textEnd
	l.btnY = l.pic + 10*s
	if l.stacked {
		l.btnY = textEnd
		l.bw = min((l.cw-2*l.pad-btnGap*s)/2, 2*l.bw)
		l.ch = textEnd + l.bh + 12*s
	}

	rows := (len(m.items) + l.cols - 1) / l.cols
	for i := range m.items {
		row, col := i/l.cols, i%l.cols
		n := min(l.cols, len(m.items)-row*l.cols)
		rowW := float64(n)*l.cw + float64(n-1)*gap
		x := (w-rowW)/2 + float64(col)*(l.cw+gap)
		y := top + float64(row)*(l.ch+gap)
		c := &l.cards[i]
		c.r = ui.R(x, y, l.cw, l.ch)
		if l.stacked {
			c.titleSize = fitTitle(f, m.items[i].Title, l.cw-2*l.pad, s, minText)
			c.titleY = y + l.pic + 12*s + (22*s-c.titleSize)/2
			c.play = ui.R(x+l.pad, y+l.btnY, l.bw, l.bh)
			c.watch = ui.R(x+l.cw-l.pad-l.bw, y+l.btnY, l.bw, l.bh)
		} else {
			c.titleSize = fitTitle(f, m.items[i].Title, beside, s, 14*s)
			// Centred on the buttons' line, as in the design.
			c.titleY = y + l.btnY + l.bh/2 - 2*s - c.titleSize/2
			wx := x + l.cw - btnRight*s - l.bw
			c.watch = ui.R(wx, y+l.btnY, l.bw, l.bh)
			c.play = ui.R(wx-l.bw-btnGap*s, y+l.btnY, l.bw, l.bh)
		}
	}
	cardsEnd := top
	if rows > 0 {
		cardsEnd = top + float64(rows)*l.ch + float64(rows-1)*gap
	}

	// The foot keeps to the screen's bottom when the page fits, else it
	// follows the cards.
	l.footSize, l.footStep = 15*s, 20*s
	l.foot = wrapHints(f, l.foot[:0], foot, inner, l.footSize)
	more := float64(len(l.foot)-1) * l.footStep
	l.footY = max(cardsEnd+20*s, h-30*s-more)
	l.height = l.footY + more + l.footSize + 15*s
}

// fitTitle is the largest size from 22 (at chrome scale s) down to least
// at which title fits in room, or 0 if none does; with no fonts it is 22.
func fitTitle(f *ui.Fonts, title string, room, s, least float64) float64 {
	if f == nil {
		return 22 * s
	}
	for sz := 22 * s; sz >= least; sz -= s {
		if f.Measure(title, sz, true) <= room {
			return sz
		}
	}
	if least <= minText {
		return minText
	}
	return 0
}

// fitLines is a description as drawn in width: its own lines when each
// fits, else the whole of it wrapped anew.
func fitLines(f *ui.Fonts, dst, lines []string, width, size float64) []string {
	fits := true
	for _, ln := range lines {
		if f != nil && f.Measure(ln, size, false) > width {
			fits = false
		}
	}
	if fits {
		return append(dst, lines...)
	}
	return wrap(f, dst, strings.Join(lines, " "), width, size, false)
}

// wrap appends text broken into lines no wider than width to dst.
func wrap(f *ui.Fonts, dst []string, text string, width, size float64, bold bool) []string {
	if f == nil {
		return append(dst, text)
	}
	return append(dst, ui.Wrap(f, text, width, size, bold)...)
}

// wrapHints appends the foot broken into lines no wider than width,
// between its hints where it can, so a hint stays whole on its line.
func wrapHints(f *ui.Fonts, dst []string, text string, width, size float64) []string {
	if f == nil {
		return append(dst, text)
	}
	line := ""
	for _, hint := range strings.Split(text, footSep) {
		try := hint
		if line != "" {
			try = line + footSep + hint
		}
		if f.Measure(try, size, false) <= width {
			line = try
			continue
		}
		if line != "" {
			dst = append(dst, line)
		}
		line = ""
		if f.Measure(hint, size, false) <= width {
			line = hint
			continue
		}
		dst = append(dst, ui.Wrap(f, hint, width, size, false)...)
	}
	if line != "" {
		dst = append(dst, line)
	}
	return dst
}

// layoutFor is the layout of ctx's screen, made again when the screen or
// the fonts change; the scroll is clamped to it.
func (m *Menu) layoutFor(ctx *ui.Context) *layout {
	scr := ctx.ScreenRect()
	if scr != m.lay.screen || ctx.Fonts != m.lay.fonts || len(m.lay.cards) != len(m.items) {
		m.layOut(scr, ctx.Fonts)
	}
	m.scroll = max(0, min(m.scroll, m.lay.maxScroll()))
	return &m.lay
}

// onScreen maps a box on the page to the screen, CSS pixels.
func (m *Menu) onScreen(r ui.Rect) ui.Rect {
	return ui.R(r.X+m.lay.screen.X, r.Y+m.lay.screen.Y-m.scroll, r.W, r.H)
}

// hit is the card and its button under the screen point x, y: -1 for no
// card.
func (m *Menu) hit(x, y float64) (int, int) {
	l := &m.lay
	if !l.screen.Contains(x, y) {
		return -1, btnNone
	}
	for i := range l.cards {
		c := &l.cards[i]
		if !m.onScreen(c.r).Contains(x, y) {
			continue
		}
		switch {
		case m.onScreen(c.play).Contains(x, y):
			return i, btnPlay
		case m.onScreen(c.watch).Contains(x, y):
			return i, btnWatch
		}
		return i, btnNone
	}
	return -1, btnNone
}

// reveal scrolls card i wholly onto the screen, if it can.
func (m *Menu) reveal(i int) {
	l := &m.lay
	if i < 0 || i >= len(l.cards) {
		return
	}
	r := l.cards[i].r
	room := 12 * l.s
	if r.Bottom()+room-m.scroll > l.screen.H {
		m.scroll = r.Bottom() + room - l.screen.H
	}
	if r.Y-room < m.scroll {
		m.scroll = r.Y - room
	}
	m.scroll = max(0, min(m.scroll, l.maxScroll()))
}

// Update handles the pointer, the wheel and the keys.
func (m *Menu) Update(ctx *ui.Context) error {
	l := m.layoutFor(ctx)
	in := ctx.In
	if in.Wheel != 0 {
		m.scroll -= in.Wheel * wheelStep * l.s
	}
	if in.Pressed {
		m.press = press{on: true, x: in.X, y: in.Y, scroll: m.scroll}
		// A page that does not scroll opens a card at the press, at once;
		// one that scrolls waits for the release, to tell a tap from a drag.
		if l.maxScroll() == 0 {
			if i, b := m.hit(in.X, in.Y); i >= 0 {
				in.Consume()
				m.press.on = false
				m.focus = i
				m.open(ctx, i, b == btnWatch)
				return nil
			}
		}
	}
	if m.press.on && in.Down {
		if !m.press.drag && (math.Abs(in.X-m.press.x) > dragSlop || math.Abs(in.Y-m.press.y) > dragSlop) {
			m.press.drag = true
		}
		if m.press.drag {
			m.scroll = m.press.scroll - (in.Y - m.press.y)
		}
	}
	m.scroll = max(0, min(m.scroll, l.maxScroll()))

	m.hover, m.hoverOn = -1, btnNone
	// A finger hovers over nothing; a drag highlights nothing.
	if !in.Touch && !m.press.drag {
		m.hover, m.hoverOn = m.hit(in.X, in.Y)
	}
	if in.Released && m.press.on {
		tap := !m.press.drag
		m.press = press{}
		if i, b := m.hit(in.X, in.Y); tap && i >= 0 {
			in.Consume()
			m.focus = i
			m.open(ctx, i, b == btnWatch)
			return nil
		}
	}
	if len(m.items) == 0 {
		return nil
	}
	for _, k := range in.Keys {
		focus := m.focus
		switch {
		case k == ebiten.KeyArrowRight || k == ebiten.KeyTab:
			m.focus = (m.focus + 1) % len(m.items)
		case k == ebiten.KeyArrowLeft:
			m.focus = (m.focus + len(m.items) - 1) % len(m.items)
		case k == ebiten.KeyArrowDown:
			m.focus = min(m.focus+l.cols, len(m.items)-1)
		case k == ebiten.KeyArrowUp:
			m.focus = max(m.focus-l.cols, 0)
		case k == ebiten.KeyEnter || k == ebiten.KeySpace:
			m.open(ctx, m.focus, false)
		case k == ebiten.KeyW:
			m.open(ctx, m.focus, true)
		case k >= ebiten.Key1 && k <= ebiten.Key9 && int(k-ebiten.Key1) < len(m.items):
			m.open(ctx, int(k-ebiten.Key1), false)
		case k == ebiten.KeyM:
			ctx.Request = ui.ToggleMute
		case k == ebiten.KeyF || k == ebiten.KeyF11:
			ctx.Request = ui.ToggleFullscreen
		}
		if m.focus != focus {
			m.reveal(m.focus)
		}
	}
	return nil
}

func (m *Menu) open(ctx *ui.Context, i int, watch bool) {
	ctx.Request = ui.Open
	ctx.Open = m.items[i].Name
	ctx.Watch = watch
}

// cssView is the view of CSS pixels: ctx.CSS, or ctx.View for a context
// that has none (a test's).
func cssView(ctx *ui.Context) ui.View {
	if ctx.CSS.Scale > 0 {
		return ctx.CSS
	}
	if ctx.View.Scale > 0 {
		return ctx.View
	}
	return ui.Identity
}

// Draw draws the menu.
func (m *Menu) Draw(dst *ebiten.Image, ctx *ui.Context) {
	l := m.layoutFor(ctx)
	v := cssView(ctx)
	ox, oy := l.screen.X, l.screen.Y-m.scroll
	m.drawBackdrop(dst, v)
	mid := ox + l.screen.W/2
	m.text(dst, ctx, v, heading, mid, oy+l.titleY, ui.Style{Size: l.titleSize, Bold: true, Color: ui.Accent, Align: ui.Center})
	for i, ln := range l.sub {
		m.text(dst, ctx, v, ln, mid, oy+l.subY+float64(i)*l.subStep, ui.Style{Size: l.subSize, Color: ui.Paper, Align: ui.Center})
	}

	// Pictures are made one a frame, after the first frame, so the menu
	// shows at once and start-up does not grow with the number of
	// puzzles; the cards on screen first. A picture is made again, once,
	// when the cards have grown well past it.
	m.frames++
	need := min(ui.Width, int(math.Ceil(l.cw*v.Scale)))
	if m.frames > 1 {
		if i := m.nextThumb(need, true, ctx.Art); i >= 0 {
			m.makeThumb(ctx, i, need)
		} else if i := m.nextThumb(need, false, ctx.Art); i >= 0 {
			m.makeThumb(ctx, i, need)
		}
	}
	for i := range m.items {
		if r := m.onScreen(l.cards[i].r); r.Bottom() > l.screen.Y && r.Y < l.screen.Bottom() {
			m.drawCard(dst, ctx, v, i)
		}
	}
	for i, ln := range l.foot {
		m.text(dst, ctx, v, ln, mid, oy+l.footY+float64(i)*l.footStep, ui.Style{Size: l.footSize, Color: ui.Muted, Align: ui.Center})
	}
}

// nextThumb is the next card whose picture is to be made for a card
// drawn need pixels wide (only among those on screen when visible is
// set), or -1. A picture drawn from drafts is made again once art has been
// finished, at most twice a second while the art is being finished.
func (m *Menu) nextThumb(need int, visible bool, art int) int {
	l := &m.lay
	again := m.frames-m.remade >= 30
	for i := range m.items {
		stale := m.thumbs[i] != nil && m.thumbArt[i] != art && again
		if m.failed[i] || (m.thumbs[i] != nil && m.thumbW[i]*5/4 >= need && !stale) {
			continue
		}
		if visible {
			r := m.onScreen(l.cards[i].r)
			if r.Bottom() <= l.screen.Y || r.Y >= l.screen.Bottom() {
				continue
			}
		}
		return i
	}
	return -1
}

// text draws a line whose top is at y (CSS pixels) if any of it is on the
// screen; the layout lists it only when all of it is.
func (m *Menu) text(dst *ebiten.Image, ctx *ui.Context, v ui.View, s string, x, y float64, st ui.Style) {
	top, bottom := m.lay.screen.Y, m.lay.screen.Bottom()
	if y+st.Size <= top || y >= bottom {
		return
	}
	f := ctx.Fonts
	if y < top || y+st.Size > bottom {
		rec := f.Rec
		f.Rec = nil
		f.Draw(dst, v, s, x, y, st)
		f.Rec = rec
		return
	}
	f.Draw(dst, v, s, x, y, st)
}

// drawBackdrop fills the screen with a dusk gradient, drawn once.
func (m *Menu) drawBackdrop(dst *ebiten.Image, v ui.View) {
	const h = 64
	if m.backdrop == nil {
		// The gradient is a column h high, drawn stretched. Its edges are
		// repeated around it, so the linear filter finds no transparent
		// pixels to blend in at the screen's edges.
		img := ebiten.NewImage(3, h+2)
		top := color.RGBA{0x1c, 0x27, 0x3d, 0xff}
		bottom := color.RGBA{0x0b, 0x0f, 0x18, 0xff}
		for y := range h + 2 {
			t := min(1, max(0, float64(y-1)/(h-1)))
			mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t) }
			for x := range 3 {
				img.Set(x, y, color.RGBA{mix(top.R, bottom.R), mix(top.G, bottom.G), mix(top.B, bottom.B), 0xff})
			}
		}
		m.backdrop = img.SubImage(image.Rect(1, 1, 2, h+1)).(*ebiten.Image)
	}
	scr := m.lay.screen
	op := &m.op
	op.GeoM.Reset()
	op.GeoM.Scale(scr.W, scr.H/h)
	op.GeoM.Translate(scr.X, scr.Y)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(m.backdrop, op)
}

// drawCard draws card i and lists the parts of it on the screen.
func (m *Menu) drawCard(dst *ebiten.Image, ctx *ui.Context, v ui.View, i int) {
	l := &m.lay
	c := &l.cards[i]
	it := &m.items[i]
	r := m.onScreen(c.r)
	x, y := r.X, r.Y
	edge := ui.PanelEdge
	if i == m.hover || i == m.focus {
		edge = ui.Accent
	}
	s := l.s
	ctx.Paint.Rect(dst, v, x, y, r.W, r.H, color.RGBA{0x12, 0x17, 0x22, 0xf0})
	if thumb := m.thumbs[i]; thumb != nil {
		k := l.cw / float64(m.thumbW[i])
		m.drawImage(dst, v, thumb, x, y, k)
	} else {
		ctx.Paint.Rect(dst, v, x, y, r.W, l.pic, color.RGBA{0x1a, 0x22, 0x33, 0xff})
		msg := "Drawing the picture…"
		if m.failed[i] {
			msg = "No picture"
		}
		m.text(dst, ctx, v, msg, x+r.W/2, y+l.pic/2-10*s, ui.Style{Size: 16 * s, Color: ui.Muted, Align: ui.Center})
	}
	ctx.Paint.Frame(dst, v, x, y, r.W, r.H, 3*s, edge)
	dy := y - c.r.Y
	m.text(dst, ctx, v, it.Title, x+l.pad, c.titleY+dy, ui.Style{Size: c.titleSize, Bold: true, Color: ui.Paper})
	for j, ln := range c.lines {
		m.text(dst, ctx, v, ln, x+l.pad, y+l.descY+float64(j)*l.descStep, ui.Style{Size: l.descSize, Color: ui.Muted})
	}
	for _, b := range [2]int{btnPlay, btnWatch} {
		br := m.onScreen(c.watch)
		fill := color.RGBA{0x26, 0x30, 0x46, 0xff}
		label, ink := "Watch", ui.Paper
		if b == btnPlay {
			br = m.onScreen(c.play)
			label = "Play"
			fill, ink = ui.Accent, ui.Ink
		}
		if i == m.hover && b == m.hoverOn {
			fill = lighten(fill)
		}
		ctx.Paint.Rect(dst, v, br.X, br.Y, br.W, br.H, fill)
		ctx.Paint.Frame(dst, v, br.X, br.Y, br.W, br.H, 1.5*s, ui.PanelEdge)
		m.text(dst, ctx, v, label, br.X+br.W/2, br.Y+(br.H-l.btnText)/2-2*s, ui.Style{Size: l.btnText, Bold: true, Color: ink, Align: ui.Center})
	}
	if ctx.Boxes != nil {
		m.list(ctx.Boxes, ui.KindCard, it.Name, r)
		m.list(ctx.Boxes, ui.KindButton, m.playName[i], m.onScreen(c.play))
		m.list(ctx.Boxes, ui.KindButton, m.watchName[i], m.onScreen(c.watch))
	}
}

// list adds the part of r that is on the screen to the layout's boxes.
func (m *Menu) list(b *ui.Boxes, kind, name string, r ui.Rect) {
	scr := m.lay.screen
	x0, y0 := max(r.X, scr.X), max(r.Y, scr.Y)
	x1, y1 := min(r.Right(), scr.Right()), min(r.Bottom(), scr.Bottom())
	if x1 > x0 && y1 > y0 {
		b.AddRect(kind, name, ui.R(x0, y0, x1-x0, y1-y0))
	}
}

func lighten(c color.RGBA) color.RGBA {
	l := func(v uint8) uint8 { return v + (255-v)/4 }
	return color.RGBA{l(c.R), l(c.G), l(c.B), c.A}
}

// makeThumb draws item i's picture, w pixels wide, from its scene drawn
// at the design's full size.
func (m *Menu) makeThumb(ctx *ui.Context, i, w int) {
	it := &m.items[i]
	if it.Picture == nil {
		m.failed[i] = true
		return
	}
	sc, err := it.Picture()
	if err != nil {
		m.failed[i] = true
		return
	}
	if m.canvas == nil {
		m.canvas = ebiten.NewImage(ui.Width, ui.Height)
	}
	m.canvas.Clear()
	// The picture is the scene on the design's screen, so it keeps the
	// design's look; its text is part of the picture, not of the layout.
	pctx := *ctx
	pctx.Screen = ui.R(0, 0, ui.Width, ui.Height)
	pctx.CSS, pctx.View = ui.Identity, ui.Identity
	pctx.Boxes = nil
	pctx.In = &m.dummyIn
	pctx.Status = &ui.Status{}
	pctx.Prefs = &ui.Prefs{}
	m.dummyIn.X, m.dummyIn.Y = -1000, -1000
	if f := ctx.Fonts; f != nil {
		rec := f.Rec
		f.Rec = nil
		defer func() { f.Rec = rec }()
	}
	sc.Draw(m.canvas, &pctx)
	// The card shows the scene's full width and the middle band of its
	// height, between the title strip and the control bar.
	band := ui.Width * picH / cardW
	h := max(1, int(math.Round(float64(w)*picH/cardW)))
	thumb := ebiten.NewImage(w, h)
	op := &ebiten.DrawImageOptions{}
	s := float64(w) / ui.Width
	op.GeoM.Translate(0, -((44+float64(ui.BarTop))/2 - band/2))
	op.GeoM.Scale(s, s)
	op.Filter = ebiten.FilterLinear
	thumb.DrawImage(m.canvas, op)
	if old := m.thumbs[i]; old != nil {
		old.Deallocate()
	}
	if m.thumbs[i] != nil && m.thumbArt[i] != ctx.Art {
		m.remade = m.frames
	}
	m.thumbs[i], m.thumbW[i], m.thumbArt[i] = thumb, w, ctx.Art
}

// CardPos is the top-left of card i on the screen, in CSS pixels (tests).
func (m *Menu) CardPos(i int) (float64, float64) {
	m.ensureLayout()
	r := m.onScreen(m.lay.cards[i].r)
	return r.X, r.Y
}

// WatchButton is the top-left of card i's Watch button on the screen, in
// CSS pixels (tests).
func (m *Menu) WatchButton(i int) (float64, float64) {
	m.ensureLayout()
	r := m.onScreen(m.lay.cards[i].watch)
	return r.X, r.Y
}

// ensureLayout lays the menu out for the design's screen if it has not
// been laid out yet (a test asking for a card before the first frame).
func (m *Menu) ensureLayout() {
	if len(m.lay.cards) != len(m.items) || m.lay.screen.W <= 0 {
		m.layOut(ui.R(0, 0, ui.Width, ui.Height), nil)
	}
}

// Ready reports whether every card's picture is drawn (tests).
func (m *Menu) Ready() bool {
	for i := range m.items {
		if m.thumbs[i] == nil && !m.failed[i] {
			return false
		}
	}
	return true
}

// drawImage draws img with its top-left at logical x, y, scaled by s.
func (m *Menu) drawImage(dst *ebiten.Image, v ui.View, img *ebiten.Image, x, y, s float64) {
	op := &m.op
	op.GeoM.Reset()
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x, y)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
