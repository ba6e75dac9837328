package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Wrap breaks text into lines no wider than width (logical pixels) at size.
// A word wider than width gets a line of its own.
func Wrap(f *Fonts, text string, width, size float64, bold bool) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && f.Measure(try, size, bold) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Card is a framed box holding a title and a wrapped explanation: a hint.
// Set it when its text changes; drawing it builds no strings.
type Card struct {
	title, text, foot string
	lines             []string
	w                 float64

	// MinHeight is the least height the card takes, so it can cover a
	// place of the scene whatever its text.
	MinHeight float64
}

// The card's type sizes and spacing, logical pixels.
const (
	cardTitle = 19.0
	cardBody  = 16.0
	cardLine  = 22.0
	cardPad   = 16.0
)

// Set gives the card its title, its text (wrapped to fit width) and a foot
// line (the keys that act on it), or "" for none.
func (c *Card) Set(f *Fonts, title, text, foot string, width float64) {
	if c.title == title && c.text == text && c.foot == foot && c.w == width {
		return
	}
	c.title, c.text, c.foot, c.w = title, text, foot, width
	c.lines = Wrap(f, text, width-2*cardPad, cardBody, false)
}

// Clear empties the card; an empty card draws nothing.
func (c *Card) Clear() { c.title, c.text, c.foot, c.lines = "", "", "", c.lines[:0] }

// Empty reports whether the card has nothing to show.
func (c *Card) Empty() bool { return c.title == "" && c.text == "" }

// Lines are the wrapped lines of the text, for tests.
func (c *Card) Lines() []string { return c.lines }

// Height is the card's height at its width.
func (c *Card) Height() float64 {
	h := 2*cardPad + cardTitle + 10 + float64(len(c.lines))*cardLine
	if c.foot != "" {
		h += cardLine + 6
	}
	return max(h, c.MinHeight)
}

// cardFill is opaque, so nothing under the card shows through its text.
var cardFill = color.RGBA{0x14, 0x1b, 0x2a, 0xff}

// Draw draws the card with its top-left corner at x, y.
func (c *Card) Draw(dst *ebiten.Image, ctx *Context, x, y float64) {
	if c.Empty() {
		return
	}
	v, f := ctx.View, ctx.Fonts
	h := c.Height()
	ctx.Paint.Rect(dst, v, x, y, c.w, h, cardFill)
	ctx.Paint.Frame(dst, v, x, y, c.w, h, 2, Accent)
	f.Draw(dst, v, c.title, x+cardPad, y+cardPad-2, Style{Size: cardTitle, Bold: true, Color: Accent})
	ty := y + cardPad + cardTitle + 10
	for i, l := range c.lines {
		f.Draw(dst, v, l, x+cardPad, ty+float64(i)*cardLine, Style{Size: cardBody, Color: Paper})
	}
	if c.foot != "" {
		f.Draw(dst, v, c.foot, x+cardPad, ty+float64(len(c.lines))*cardLine+6, Style{Size: 14, Color: Muted})
	}
}
