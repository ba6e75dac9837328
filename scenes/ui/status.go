package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
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
	room     float64 // the width it was laid out in
	scale    float64 // the scale it was laid out at
	lines    []string

	hold  bool    // Draw only notes where it was asked to draw
	asked bool    // Draw was called while held
	at    Rect    // where, while held
	atC   float64 // at what scale
}

// Hold makes Draw only note where it is asked to draw, until Release:
// the game draws the line itself, over what would cover it (the graph's
// panel).
func (s *Status) Hold() { s.hold, s.asked = true, false }

// Release ends Hold and returns where, and at what scale, Draw was last
// asked to draw meanwhile (ok false: it was not).
func (s *Status) Release() (r Rect, c float64, ok bool) {
	s.hold = false
	return s.at, s.atC, s.asked
}

// Height is the height of the message's box drawn r wide at scale c
// (0 when there is none), CSS pixels: it wraps when it is wider.
func (s *Status) Height(f *Fonts, w, c float64) float64 {
	text, tone := s.Text()
	if text == "" {
		return 0
	}
	s.measure(f, text, tone, w, c)
	return (12 + 24*float64(len(s.lines))) * c
}

// measure wraps the message to width w at scale c, once for each.
func (s *Status) measure(f *Fonts, text string, tone Tone, w, c float64) {
	if text != s.measured || w != s.room || c != s.scale {
		// A message wider than the room wraps, and its box grows upwards.
		s.measured, s.room, s.scale = text, w, c
		s.lines = append(s.lines[:0], text)
		if (f.Measure(text, 18, tone != Info)+40)*c > w {
			s.lines = Wrap(f, text, w/c-40, 18, tone != Info)
		}
		s.width = 0
		for _, l := range s.lines {
			s.width = max(s.width, f.Measure(l, 18, tone != Info)+40)
		}
	}
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

// Draw shows the message centred in r (CSS pixels) at scale c, fading
// out; a message wider than r is cut to fit.
func (s *Status) Draw(dst *ebiten.Image, ctx *Context, r Rect, c float64) {
	if s.hold {
		s.at, s.atC, s.asked = r, c, true
		return
	}
	f, v := ctx.Fonts, screen(ctx)
	text, tone := s.Text()
	if text == "" {
		return
	}
	alpha := 1.0
	if tone != Win && s.age > statusTicks-40 {
		alpha = float64(statusTicks-s.age) / 40
	}
	k := c
	ink := Paper
	bg := color.RGBA{0x17, 0x1c, 0x28, 0xd8}
	switch tone {
	case Error:
		bg = color.RGBA{0x7a, 0x1e, 0x22, 0xe8}
	case Win:
		bg = color.RGBA{0x1d, 0x6b, 0x3f, 0xe8}
	}
	s.measure(f, text, tone, r.W, c)
	w := min(s.width*k, r.W)
	h := (12 + 24*float64(len(s.lines))) * k
	x, y := r.X+(r.W-w)/2, r.Y+36*k-h
	ctx.Paint.Rect(dst, v, x, y, w, h, scaleAlpha(bg, alpha))
	for i, l := range s.lines {
		f.Draw(dst, v, l, r.X+r.W/2, y+(7+24*float64(i))*k, Style{Size: 18 * k, Bold: tone != Info, Color: scaleAlpha(ink, alpha), Align: Center})
	}
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

// Toggle turns *on over and says, with a click, what it now does: on or
// off.
func Toggle(ctx *Context, on *bool, saysOn, saysOff string) {
	*on = !*on
	if *on {
		ctx.Status.Say(Info, saysOn)
	} else {
		ctx.Status.Say(Info, saysOff)
	}
	ctx.Play(audio.Click)
}

// Title draws a scene's title at the left of its header.
func Title(dst *ebiten.Image, ctx *Context, title string) {
	ctx.Fonts.Draw(dst, ctx.View, title, 20, 7, Style{Size: 24, Bold: true, Color: Paper})
}
