// Package menu is the first screen: every puzzle that exists, with a
// picture and a short description; a click, a tap or a key opens one to
// play, or to watch its solution.
package menu

import (
	"image/color"

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
	items    []Item
	focus    int
	hover    int
	hoverOn  int // the button under the pointer on the hovered card
	thumbs   []*ebiten.Image
	failed   []bool
	titleSz  []float64 // each card's title size, made to fit beside its buttons
	frames   int
	canvas   *ebiten.Image // a full-size frame the pictures are drawn into
	backdrop *ebiten.Image
	op       ebiten.DrawImageOptions
	dummyIn  ui.Input
}

// Card layout, logical pixels: up to three cards a row, two rows.
const (
	cardW   = 384.0
	cardH   = 262.0
	picH    = 150.0
	cardGap = 20.0
	cardTop = 120.0
	perRow  = 3
)

// The buttons of a card, right-aligned on its title line.
const (
	btnNone = iota
	btnPlay
	btnWatch
)

const (
	btnW     = 74.0
	btnH     = 30.0
	btnGap   = 8.0
	btnRight = 12.0
)

// New makes the menu for items, in order.
func New(items []Item) *Menu {
	return &Menu{items: items, hover: -1, thumbs: make([]*ebiten.Image, len(items)), failed: make([]bool, len(items)),
		titleSz: make([]float64, len(items))}
}

// cardPos is the top-left of card i.
func (m *Menu) cardPos(i int) (float64, float64) {
	row, col := i/perRow, i%perRow
	n := perRow
	if rest := len(m.items) - row*perRow; rest < perRow {
		n = rest
	}
	w := float64(n)*cardW + float64(n-1)*cardGap
	return (ui.Width-w)/2 + float64(col)*(cardW+cardGap), cardTop + float64(row)*(cardH+cardGap)
}

// buttonPos is the top-left of button b (btnPlay or btnWatch) of card i.
func (m *Menu) buttonPos(i, b int) (float64, float64) {
	x, y := m.cardPos(i)
	bx := x + cardW - btnRight - btnW
	if b == btnPlay {
		bx -= btnW + btnGap
	}
	return bx, y + picH + 10
}

// Update handles the pointer and the keys.
func (m *Menu) Update(ctx *ui.Context) error {
	in := ctx.In
	m.hover, m.hoverOn = -1, btnNone
	for i := range m.items {
		x, y := m.cardPos(i)
		if !in.In(x, y, cardW, cardH) {
			continue
		}
		m.hover = i
		for _, b := range []int{btnPlay, btnWatch} {
			bx, by := m.buttonPos(i, b)
			if in.In(bx, by, btnW, btnH) {
				m.hoverOn = b
			}
		}
		if in.Pressed {
			in.Consume()
			m.focus = i
			m.open(ctx, i, m.hoverOn == btnWatch)
			return nil
		}
	}
	for _, k := range in.Keys {
		switch {
		case k == ebiten.KeyArrowRight || k == ebiten.KeyTab:
			m.focus = (m.focus + 1) % len(m.items)
		case k == ebiten.KeyArrowLeft:
			m.focus = (m.focus + len(m.items) - 1) % len(m.items)
		case k == ebiten.KeyArrowDown:
			m.focus = min(m.focus+perRow, len(m.items)-1)
		case k == ebiten.KeyArrowUp:
			m.focus = max(m.focus-perRow, 0)
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
	}
	return nil
}

func (m *Menu) open(ctx *ui.Context, i int, watch bool) {
	ctx.Request = ui.Open
	ctx.Open = m.items[i].Name
	ctx.Watch = watch
}

// Draw draws the menu.
func (m *Menu) Draw(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	f := ctx.Fonts
	m.drawBackdrop(dst, v)
	f.Draw(dst, v, "Puzzleworks", ui.Width/2, 24, ui.Style{Size: 52, Bold: true, Color: ui.Accent, Align: ui.Center})
	f.Draw(dst, v, "Classic puzzles with moving parts: play them by hand, or watch them solved move by move.", ui.Width/2, 84, ui.Style{Size: 19, Color: ui.Paper, Align: ui.Center})

	// Pictures are made one a frame, after the first frame, so the menu
	// shows at once and start-up does not grow with the number of puzzles.
	m.frames++
	made := false
	for i := range m.items {
		if !made && m.frames > 1 && m.thumbs[i] == nil && !m.failed[i] {
			m.makeThumb(ctx, i)
			made = true
		}
		m.drawCard(dst, ctx, i)
	}
	f.Draw(dst, v, "Click a puzzle to play it, or Watch to see it solved.   Arrows and Enter to play, W to watch.   M sound   F full screen", ui.Width/2, ui.Height-30, ui.Style{Size: 15, Color: ui.Muted, Align: ui.Center})
}

// drawBackdrop fills the screen with a dusk gradient, drawn once.
func (m *Menu) drawBackdrop(dst *ebiten.Image, v ui.View) {
	if m.backdrop == nil {
		const h = 64
		img := ebiten.NewImage(1, h)
		top := color.RGBA{0x1c, 0x27, 0x3d, 0xff}
		bottom := color.RGBA{0x0b, 0x0f, 0x18, 0xff}
		for y := range h {
			t := float64(y) / (h - 1)
			mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t) }
			img.Set(0, y, color.RGBA{mix(top.R, bottom.R), mix(top.G, bottom.G), mix(top.B, bottom.B), 0xff})
		}
		m.backdrop = img
	}
	op := &m.op
	op.GeoM.Reset()
	op.GeoM.Scale(ui.Width, ui.Height/64.0)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(m.backdrop, op)
}

func (m *Menu) drawCard(dst *ebiten.Image, ctx *ui.Context, i int) {
	v := ctx.View
	it := &m.items[i]
	x, y := m.cardPos(i)
	edge := ui.PanelEdge
	if i == m.hover || i == m.focus {
		edge = ui.Accent
	}
	ctx.Paint.Rect(dst, v, x, y, cardW, cardH, color.RGBA{0x12, 0x17, 0x22, 0xf0})
	f := ctx.Fonts
	if thumb := m.thumbs[i]; thumb != nil {
		m.drawImage(dst, v, thumb, x, y, 1)
	} else {
		ctx.Paint.Rect(dst, v, x, y, cardW, picH, color.RGBA{0x1a, 0x22, 0x33, 0xff})
		msg := "Drawing the picture…"
		if m.failed[i] {
			msg = "No picture"
		}
		f.Draw(dst, v, msg, x+cardW/2, y+picH/2-10, ui.Style{Size: 16, Color: ui.Muted, Align: ui.Center})
	}
	ctx.Paint.Frame(dst, v, x, y, cardW, cardH, 3, edge)
	if m.titleSz[i] == 0 {
		// The largest size from 22 down that leaves room for the buttons.
		bx, _ := m.buttonPos(i, btnPlay)
		room := bx - (x + 16) - 10
		m.titleSz[i] = 14
		for sz := 22.0; sz >= 14; sz-- {
			if f.Measure(it.Title, sz, true) <= room {
				m.titleSz[i] = sz
				break
			}
		}
	}
	sz := m.titleSz[i]
	f.Draw(dst, v, it.Title, x+16, y+picH+12+(22-sz)/2, ui.Style{Size: sz, Bold: true, Color: ui.Paper})
	for j, l := range it.Lines {
		f.Draw(dst, v, l, x+16, y+picH+46+float64(j)*20, ui.Style{Size: 15, Color: ui.Muted})
	}
	for _, b := range []int{btnPlay, btnWatch} {
		bx, by := m.buttonPos(i, b)
		fill := color.RGBA{0x26, 0x30, 0x46, 0xff}
		label, ink := "Watch", ui.Paper
		if b == btnPlay {
			label = "Play"
			fill, ink = ui.Accent, ui.Ink
		}
		if i == m.hover && b == m.hoverOn {
			fill = lighten(fill)
		}
		ctx.Paint.Rect(dst, v, bx, by, btnW, btnH, fill)
		ctx.Paint.Frame(dst, v, bx, by, btnW, btnH, 1.5, ui.PanelEdge)
		f.Draw(dst, v, label, bx+btnW/2, by+5, ui.Style{Size: 16, Bold: true, Color: ink, Align: ui.Center})
	}
}

func lighten(c color.RGBA) color.RGBA {
	l := func(v uint8) uint8 { return v + (255-v)/4 }
	return color.RGBA{l(c.R), l(c.G), l(c.B), c.A}
}

// makeThumb draws item i's picture once, from its scene at full size.
func (m *Menu) makeThumb(ctx *ui.Context, i int) {
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
	pctx := *ctx
	pctx.View = ui.Identity
	pctx.In = &m.dummyIn
	pctx.Status = &ui.Status{}
	pctx.Prefs = &ui.Prefs{}
	m.dummyIn.X, m.dummyIn.Y = -1000, -1000
	sc.Draw(m.canvas, &pctx)
	// The card shows the scene's full width and the middle band of its
	// height, between the title strip and the control bar.
	thumb := ebiten.NewImage(int(cardW), int(picH))
	op := &ebiten.DrawImageOptions{}
	s := cardW / ui.Width
	top := (44+float64(ui.BarTop))/2 - picH/s/2
	op.GeoM.Translate(0, -top)
	op.GeoM.Scale(s, s)
	op.Filter = ebiten.FilterLinear
	thumb.DrawImage(m.canvas, op)
	m.thumbs[i] = thumb
}

// CardPos is the top-left of card i, in logical pixels (tests).
func (m *Menu) CardPos(i int) (float64, float64) { return m.cardPos(i) }

// WatchButton is the top-left of card i's Watch button (tests).
func (m *Menu) WatchButton(i int) (float64, float64) { return m.buttonPos(i, btnWatch) }

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
