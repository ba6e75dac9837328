package ui

import (
	"image/color"

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
)

// BarTop is the top of the control bar; scenes keep their art above it.
const BarTop = 652

type button struct {
	act   Action
	icon  sprites.Icon
	x     float64 // centre
	r     float64
	label string
}

// Transport is what the bar shows of a scene's replay.
type Transport interface {
	Playing() bool
	Speed() float64
	Pos() int
	Last() int
}

// Bar is the control bar along the bottom of every puzzle scene: buttons
// with icons and tooltips, the speed, and a scrubber over the history.
type Bar struct {
	icons   *[sprites.IconCount]*ebiten.Image
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
	trackEnd  float64 // the right end of the scrubber
}

// Scrubber track, in logical pixels.
const (
	trackX0  = 636.0
	trackEnd = 1052.0 // without the graph's button
	barCY    = BarTop + 34
	// graphX is the middle of the graph's button, where the scrubber ends
	// without it.
	graphX = 1052.0
)

// NewBar lays out the bar, drawn with env's icons.
func NewBar(env *Env) *Bar {
	b := &Bar{icons: &env.Icons, hover: -1, trackEnd: trackEnd}
	add := func(act Action, icon sprites.Icon, x, r float64, label string) {
		b.buttons = append(b.buttons, button{act, icon, x, r, label})
	}
	add(ActMenu, sprites.IconMenu, 34, 20, "Menu (Esc)")
	add(ActRestart, sprites.IconRestart, 100, 20, "Restart (R)")
	add(ActUndo, sprites.IconUndo, 148, 20, "Undo (Ctrl+Z or Z)")
	add(ActRedo, sprites.IconRedo, 196, 20, "Redo (Ctrl+Y or Y)")
	add(ActStepBack, sprites.IconStepBack, 262, 20, "Step back (Left)")
	add(ActPlay, sprites.IconPlay, 314, 25, "Play / pause (Space)")
	add(ActStepForward, sprites.IconStepForward, 366, 20, "Step forward (Right)")
	add(ActSlower, sprites.IconSlower, 432, 18, "Slower (-)")
	add(ActFaster, sprites.IconFaster, 528, 18, "Faster (+)")
	add(ActSolve, sprites.IconSolve, 590, 20, "Solve from here (S)")
	add(ActRecord, sprites.IconRecord, 1100, 20, "Record the game as a GIF (Shift+R)")
	add(ActMute, sprites.IconSound, 1148, 20, "Sound on/off (M)")
	add(ActFullscreen, sprites.IconFullscreen, 1196, 20, "Full screen (F or F11)")
	add(ActHelp, sprites.IconHelp, 1244, 20, "Keys and help (H or ?)")
	return b
}

// WithGraph adds the button of the graph of every position, for the move
// puzzles; the game, not the scene, answers it (see GraphButtonAt).
func (b *Bar) WithGraph() *Bar {
	b.buttons = append(b.buttons, button{ActGraph, sprites.IconGraph, graphX, 20, "Graph of every position (G)"})
	b.trackEnd = graphX - 48
	return b
}

// GraphButtonAt reports whether the pointer is on the graph's button.
func GraphButtonAt(in *Input) bool {
	dx, dy := in.X-graphX, in.Y-barCY
	return dx*dx+dy*dy <= 24*24
}

// Update handles the pointer over the bar and returns the action clicked.
// It consumes a press it handles, so the scene below does not see it.
func (b *Bar) Update(in *Input, t Transport) Action {
	b.hover = -1
	for i, bt := range b.buttons {
		dx, dy := in.X-bt.x, in.Y-barCY
		if dx*dx+dy*dy <= (bt.r+4)*(bt.r+4) {
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
	if !in.Pressed || in.Y < BarTop {
		return NoAction
	}
	if b.hover >= 0 {
		in.Consume()
		return b.buttons[b.hover].act
	}
	if in.X >= trackX0-8 && in.X <= b.trackEnd+8 && t.Last() > 0 {
		b.drag = true
		b.SeekTo = b.seekAt(in.X, t)
		in.Consume()
		return ActSeek
	}
	in.Consume() // a press on the bar never reaches the scene
	return NoAction
}

func (b *Bar) seekAt(x float64, t Transport) int {
	f := (x - trackX0) / (b.trackEnd - trackX0)
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

// Draw draws the bar. muted and full choose the icons of the toggles.
func (b *Bar) Draw(dst *ebiten.Image, ctx *Context, t Transport, muted bool) {
	f, v, in, p := ctx.Fonts, ctx.View, ctx.In, ctx.Paint
	if !b.StaticBackground {
		b.DrawBackground(dst, ctx)
	}
	// Every disc first, then every icon: two sources, so two batches of
	// draws instead of one a button.
	for i, bt := range b.buttons {
		fill := color.RGBA{0x2b, 0x33, 0x47, 0xff}
		if bt.act == ActPlay || bt.act == ActSolve {
			fill = color.RGBA{0xc9, 0x7d, 0x0c, 0xff}
		}
		if i == b.hover {
			fill = lighten(fill)
			if in.Down {
				fill = color.RGBA{0x55, 0x60, 0x7a, 0xff}
			}
		}
		p.Disc(dst, v, bt.x, barCY, bt.r, fill)
	}
	for _, bt := range b.buttons {
		icon := bt.icon
		switch {
		case bt.act == ActPlay && t.Playing():
			icon = sprites.IconPause
		case bt.act == ActMute && muted:
			icon = sprites.IconMute
		}
		b.drawIcon(dst, v, icon, bt.x, barCY, bt.r)
	}
	// Speed between its buttons.
	if s := t.Speed(); s != b.speedVal || b.speedText == "" {
		b.speedVal, b.speedText = s, speedLabel(s)
	}
	f.Draw(dst, v, b.speedText, 480, barCY-11, Style{Size: 18, Bold: true, Color: Paper, Align: Center})

	// Scrubber.
	p.Rect(dst, v, trackX0, barCY-3, b.trackEnd-trackX0, 6, color.RGBA{0x3a, 0x44, 0x5c, 0xff})
	frac := 0.0
	if t.Last() > 0 {
		frac = float64(t.Pos()) / float64(t.Last())
	}
	hx := trackX0 + (b.trackEnd-trackX0)*frac
	p.Rect(dst, v, trackX0, barCY-3, hx-trackX0, 6, Accent)
	p.Disc(dst, v, hx, barCY, 9, Paper)
	f.Pieces(dst, v, b.trackEnd, barCY-30, Style{Size: 13, Color: Muted, Align: Right}, N(t.Pos()), T(" / "), N(t.Last()))

	// Tooltip above the hovered button.
	if tip := b.Hovered(); tip != "" && !in.Touch {
		bt := b.buttons[b.hover]
		if tip != b.tipText {
			b.tipText, b.tipW = tip, f.Measure(tip, 15, false)+20
		}
		w := b.tipW
		x := max(4, min(Width-w-4, bt.x-w/2))
		p.Rect(dst, v, x, BarTop-34, w, 26, color.RGBA{0x08, 0x0a, 0x10, 0xf0})
		f.Draw(dst, v, tip, x+10, BarTop-30, Style{Size: 15, Color: Paper})
	}
}

// DrawBackground draws the bar's panel. A scene that keeps a static layer
// draws it there once and sets StaticBackground.
func (b *Bar) DrawBackground(dst *ebiten.Image, ctx *Context) {
	ctx.Paint.Rect(dst, ctx.View, 0, BarTop, Width, Height-BarTop, color.RGBA{0x12, 0x16, 0x20, 0xf0})
	ctx.Paint.Rect(dst, ctx.View, 0, BarTop, Width, 1, PanelEdge)
	ctx.Fonts.Draw(dst, ctx.View, "history", trackX0, barCY-30, Style{Size: 13, Color: Muted})
}

func (b *Bar) drawIcon(dst *ebiten.Image, v View, icon sprites.Icon, cx, cy, r float64) {
	img := b.icons[icon]
	if img == nil {
		return
	}
	size := float64(img.Bounds().Dx()) / sprites.Res
	scale := 1.0
	if r < 20 {
		scale = r / 20
	}
	op := &b.op
	op.GeoM.Reset()
	op.GeoM.Scale(scale/sprites.Res, scale/sprites.Res)
	op.GeoM.Translate(cx-size*scale/2, cy-size*scale/2)
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
