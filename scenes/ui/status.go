package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tone is the kind of a status message.
type Tone int

// The tones.
const (
	Info  Tone = iota
	Error      // an illegal move, with the rule it breaks
	Win
)

// statusTicks is how long a message stays (4 s at 60 ticks a second).
const statusTicks = 240

// Status is the one-line message area above the control bar.
type Status struct {
	text     string
	tone     Tone
	age      int
	measured string  // the text whose width is in width
	width    float64 // its logical width with the margins
}

// Say shows a message.
func (s *Status) Say(tone Tone, text string) {
	s.text, s.tone, s.age = text, tone, 0
}

// Text returns the message showing now and its tone ("" when none).
func (s *Status) Text() (string, Tone) {
	if s.age >= statusTicks && s.tone != Win {
		return "", Info
	}
	return s.text, s.tone
}

// Clear removes the message.
func (s *Status) Clear() { s.text, s.age = "", statusTicks }

// Tick ages the message.
func (s *Status) Tick() {
	if s.age < statusTicks {
		s.age++
	}
}

// Draw shows the message centred above the control bar, fading out.
func (s *Status) Draw(dst *ebiten.Image, ctx *Context) {
	f, v := ctx.Fonts, ctx.View
	text, tone := s.Text()
	if text == "" {
		return
	}
	alpha := 1.0
	if tone != Win && s.age > statusTicks-40 {
		alpha = float64(statusTicks-s.age) / 40
	}
	c := Paper
	bg := color.RGBA{0x17, 0x1c, 0x28, 0xd8}
	switch tone {
	case Error:
		bg = color.RGBA{0x7a, 0x1e, 0x22, 0xe8}
	case Win:
		bg = color.RGBA{0x1d, 0x6b, 0x3f, 0xe8}
	}
	if text != s.measured {
		s.measured, s.width = text, f.Measure(text, 18, tone != Info)+40
	}
	w := s.width
	x, y := (Width-w)/2, 606.0
	ctx.Paint.Rect(dst, v, x, y, w, 36, scaleAlpha(bg, alpha))
	f.Draw(dst, v, text, Width/2, y+7, Style{Size: 18, Bold: tone != Info, Color: scaleAlpha(c, alpha), Align: Center})
}

// WinFill is the fill of the win banner. It is opaque: through a
// translucent one the crane's cable showed between the letters.
var WinFill = color.RGBA{0x0d, 0x2a, 0x1a, 0xff}

// Banner draws the win banner the scenes share: an opaque panel framed in
// Good with title in large letters at its top; the scene writes its lines
// below, from y+68. Draw it after the scene's moving parts, so nothing is
// drawn over it but the header, the status line, the bar and the help.
func Banner(dst *ebiten.Image, ctx *Context, x, y, w, h float64, title string) {
	v := ctx.View
	ctx.Paint.Rect(dst, v, x, y, w, h, WinFill)
	ctx.Paint.Frame(dst, v, x, y, w, h, 3, Good)
	ctx.Fonts.Draw(dst, v, title, x+w/2, y+10, Style{Size: 44, Bold: true, Color: Good, Align: Center})
}

func scaleAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
