// Package menu is the first screen: every puzzle that exists, with a
// picture and a short description; a click, a tap or a key opens one.
package menu

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
	"puzzleworks/sprites"
)

// Item is one puzzle on the menu.
type Item struct {
	Name        string   // as on the command line: "hanoi"
	Title       string   // "Towers of Hanoi"
	Lines       []string // a short description, one string a line
	Picture     ui.Scene // drawn once, small, as the card's picture
	pictureDone bool
}

// Menu is the menu scene.
type Menu struct {
	art     *sprites.Art
	items   []Item
	focus   int
	hover   int
	thumbs  []*ebiten.Image
	canvas  *ebiten.Image // a full-size frame the pictures are drawn into
	op      ebiten.DrawImageOptions
	dummyIn ui.Input
}

// Card layout, logical pixels: up to three cards a row.
const (
	cardW   = 384.0
	cardH   = 344.0
	picH    = 216.0
	cardGap = 24.0
	cardTop = 190.0
)

// New makes the menu for items, in order.
func New(art *sprites.Art, items []Item) *Menu {
	return &Menu{art: art, items: items, hover: -1, thumbs: make([]*ebiten.Image, len(items))}
}

// cardPos is the top-left of card i.
func (m *Menu) cardPos(i int) (float64, float64) {
	perRow := min(3, len(m.items))
	row, col := i/3, i%3
	n := perRow
	if rest := len(m.items) - row*3; rest < 3 {
		n = rest
	}
	w := float64(n)*cardW + float64(n-1)*cardGap
	return (ui.Width-w)/2 + float64(col)*(cardW+cardGap), cardTop + float64(row)*(cardH+cardGap)
}

// Update handles the pointer and the keys.
func (m *Menu) Update(ctx *ui.Context) error {
	in := ctx.In
	m.hover = -1
	for i := range m.items {
		x, y := m.cardPos(i)
		if in.In(x, y, cardW, cardH) {
			m.hover = i
			if in.Pressed {
				in.Consume()
				m.open(ctx, i)
				return nil
			}
		}
	}
	for _, k := range in.Keys {
		switch {
		case k == ebiten.KeyArrowRight || k == ebiten.KeyArrowDown || k == ebiten.KeyTab:
			m.focus = (m.focus + 1) % len(m.items)
		case k == ebiten.KeyArrowLeft || k == ebiten.KeyArrowUp:
			m.focus = (m.focus + len(m.items) - 1) % len(m.items)
		case k == ebiten.KeyEnter || k == ebiten.KeySpace:
			m.open(ctx, m.focus)
		case k >= ebiten.Key1 && k <= ebiten.Key9 && int(k-ebiten.Key1) < len(m.items):
			m.open(ctx, int(k-ebiten.Key1))
		case k == ebiten.KeyM:
			ctx.Request = ui.ToggleMute
		case k == ebiten.KeyF || k == ebiten.KeyF11:
			ctx.Request = ui.ToggleFullscreen
		}
	}
	return nil
}

func (m *Menu) open(ctx *ui.Context, i int) {
	ctx.Request = ui.Open
	ctx.Open = m.items[i].Name
}

// Draw draws the menu.
func (m *Menu) Draw(dst *ebiten.Image, ctx *ui.Context) {
	v := ctx.View
	f := ctx.Fonts
	m.drawImage(dst, v, m.art.Background, 0, 0, 1.0/sprites.Res)
	ctx.Paint.Rect(dst, v, 0, 0, ui.Width, ui.Height, color.RGBA{0x0b, 0x10, 0x1a, 0x9a})
	f.Draw(dst, v, "Puzzleworks", ui.Width/2, 52, ui.Style{Size: 64, Bold: true, Color: ui.Accent, Align: ui.Center})
	f.Draw(dst, v, "Classic puzzles with moving parts: play them by hand, or watch them solved move by move.", ui.Width/2, 132, ui.Style{Size: 20, Color: ui.Paper, Align: ui.Center})

	for i := range m.items {
		m.drawCard(dst, ctx, i)
	}
	f.Draw(dst, v, "Click a puzzle, or choose with the arrow keys and Enter.   M sound   F full screen", ui.Width/2, ui.Height-44, ui.Style{Size: 16, Color: ui.Muted, Align: ui.Center})
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
	ctx.Paint.Frame(dst, v, x, y, cardW, cardH, 3, edge)
	if thumb := m.thumb(ctx, i); thumb != nil {
		m.drawImage(dst, v, thumb, x, y, 1)
	}
	f := ctx.Fonts
	f.Draw(dst, v, it.Title, x+16, y+picH+12, ui.Style{Size: 24, Bold: true, Color: ui.Paper})
	for j, l := range it.Lines {
		f.Draw(dst, v, l, x+16, y+picH+48+float64(j)*22, ui.Style{Size: 16, Color: ui.Muted})
	}
}

// thumb draws item i's picture once, from its scene at full size.
func (m *Menu) thumb(ctx *ui.Context, i int) *ebiten.Image {
	it := &m.items[i]
	if it.Picture == nil {
		return nil
	}
	if !it.pictureDone {
		if m.canvas == nil {
			m.canvas = ebiten.NewImage(ui.Width, ui.Height)
		}
		m.canvas.Clear()
		pctx := *ctx
		pctx.View = ui.Identity
		pctx.In = &m.dummyIn
		pctx.Status = &ui.Status{}
		m.dummyIn.X, m.dummyIn.Y = -1000, -1000
		it.Picture.Draw(m.canvas, &pctx)
		// Keep only the art above the control bar, scaled to the card.
		thumb := ebiten.NewImage(int(cardW), int(picH))
		op := &ebiten.DrawImageOptions{}
		// The picture is the middle of the scene between its title strip
		// and the ground, without the controls.
		const top, bottom = 44.0, 600.0
		s := picH / (bottom - top)
		op.GeoM.Translate(-(ui.Width-cardW/s)/2, -top)
		op.GeoM.Scale(s, s)
		op.Filter = ebiten.FilterLinear
		thumb.DrawImage(m.canvas, op)
		m.thumbs[i] = thumb
		it.pictureDone = true
	}
	return m.thumbs[i]
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
