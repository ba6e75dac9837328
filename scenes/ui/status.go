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
	text string
	tone Tone
	age  int
	// The message laid out for the last two widths it was asked about:
	// the game may measure it for one place and draw it in another in the
	// same frame, and neither may wrap it again each frame.
	laid [2]statusLayout
	next int // the slot laid out next

	hold  bool    // Draw only notes where it was asked to draw
	asked bool    // Draw was called while held
	at    Rect    // where, while held
	atC   float64 // at what scale
}

// statusLayout is a message wrapped to a width.
type statusLayout struct {
	text  string
	room  float64 // the width it was laid out in
	scale float64 // the scale it was laid out at
	width float64 // its logical width with the margins
	lines []string
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
	l := s.measure(f, text, tone, w, c)
	return (12 + 24*float64(len(l.lines))) * c
}

// measure wraps the message to width w at scale c, once for each.
func (s *Status) measure(f *Fonts, text string, tone Tone, w, c float64) *statusLayout {
	for i := range s.laid {
		if l := &s.laid[i]; l.text == text && l.room == w && l.scale == c && l.lines != nil {
			return l
		}
	}
	l := &s.laid[s.next]
	s.next = 1 - s.next
	// A message wider than the room wraps, and its box grows upwards.
	l.text, l.room, l.scale = text, w, c
	l.lines = append(l.lines[:0], text)
	if (f.Measure(text, 18, tone != Info)+40)*c > w {
		l.lines = Wrap(f, text, w/c-40, 18, tone != Info)
	}
	l.width = 0
	for _, ln := range l.lines {
		l.width = max(l.width, f.Measure(ln, 18, tone != Info)+40)
	}
	return l
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
	lay := s.measure(f, text, tone, r.W, c)
	w := min(lay.width*k, r.W)
	h := (12 + 24*float64(len(lay.lines))) * k
	x, y := r.X+(r.W-w)/2, r.Y+36*k-h
	ctx.Paint.Rect(dst, v, x, y, w, h, Fade(bg, alpha))
	for i, l := range lay.lines {
		f.Draw(dst, v, l, r.X+r.W/2, y+(7+24*float64(i))*k, Style{Size: 18 * k, Bold: tone != Info, Color: Fade(ink, alpha), Align: Center})
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

// Fade scales a colour's opacity by a, clamped to 0..1 (premultiplied,
// as color.RGBA is: every channel scales).
func Fade(c color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
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
