package ui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Help is a scene's "How to play" card: a title, a few lines on the rules,
// then the keys and what they do, in two columns. Positions are logical
// pixels; each scene sets them to fit its own text.
type Help struct {
	X, Y, W, H float64 // the card
	Alpha      uint8   // the opacity of its fill; 0 is 0xf0

	Intro     []string
	IntroTop  float64 // from the card's top to the first intro line
	IntroStep float64 // from one intro line to the next

	Keys     [][2]string // a key, and what it does
	KeysTop  float64     // from the card's top to the first key row
	KeyStep  float64     // from one key row to the next
	KeyWidth float64     // from a key to what it does
}

// Draw draws the card; the first half of the keys (one more when odd) is
// the left column.
func (h *Help) Draw(dst *ebiten.Image, ctx *Context) {
	v, f := ctx.View, ctx.Fonts
	x, y, w := h.X, h.Y, h.W
	alpha := h.Alpha
	if alpha == 0 {
		alpha = 0xf0
	}
	ctx.Paint.Rect(dst, v, x, y, w, h.H, color.RGBA{0x0d, 0x12, 0x1c, alpha})
	ctx.Paint.Frame(dst, v, x, y, w, h.H, 2, Accent)
	f.Draw(dst, v, "How to play", x+30, y+18, Style{Size: 24, Bold: true, Color: Accent})
	for i, l := range h.Intro {
		f.Draw(dst, v, l, x+30, y+h.IntroTop+float64(i)*h.IntroStep, Style{Size: 17, Color: Paper})
	}
	half := (len(h.Keys) + 1) / 2
	for i, k := range h.Keys {
		cx, cy := x+30, y+h.KeysTop+float64(i)*h.KeyStep
		if i >= half {
			cx, cy = x+w/2+10, y+h.KeysTop+float64(i-half)*h.KeyStep
		}
		f.Draw(dst, v, k[0], cx, cy, Style{Size: 16, Bold: true, Color: Accent})
		f.Draw(dst, v, k[1], cx+h.KeyWidth, cy, Style{Size: 16, Color: Paper})
	}
}

// ParseHelp reads a help card's text: the lines on the rules, a blank
// line, then one line a key: the key, " | ", what it does. Scenes keep
// their help in a text file beside their code.
func ParseHelp(text string) (intro []string, keys [][2]string, err error) {
	head, rest, ok := strings.Cut(strings.TrimSpace(text), "\n\n")
	if !ok {
		return nil, nil, fmt.Errorf("help: no blank line between the rules and the keys")
	}
	intro = strings.Split(head, "\n")
	for i, l := range strings.Split(strings.TrimSpace(rest), "\n") {
		k, what, ok := strings.Cut(l, " | ")
		if !ok {
			return nil, nil, fmt.Errorf("help: key line %d %q has no \" | \"", i+1, l)
		}
		keys = append(keys, [2]string{k, what})
	}
	return intro, keys, nil
}

// WithText returns the card with the rules and keys of a help text (see
// ParseHelp); a text that does not parse shows its error as the rule, so
// a mistake is seen at once and tests catch it.
func (h Help) WithText(text string) Help {
	intro, keys, err := ParseHelp(text)
	if err != nil {
		intro, keys = []string{err.Error()}, nil
	}
	h.Intro, h.Keys = intro, keys
	return h
}
