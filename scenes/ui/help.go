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

	// The rules wrapped for DrawIn, and the width and scale they were
	// wrapped for.
	wrapped []string
	cutAt   int         // the lines that fit when cut was made (−1: none yet)
	cut     string      // the last line that fits, with an ellipsis
	keyText [][2]string // the keys' rows: the key (or "" on a row that goes on), its words
	wrapW   float64
	keyW    float64
	cols    int
}

// Type sizes and spacing of the words laid out by DrawIn, at scale 1.
const (
	wordsTitle = 22.0
	wordsBody  = 16.0
	wordsLine  = 22.0
	wordsPad   = 16.0
)

// DrawIn lays the card's words out in r (CSS pixels) at scale c: its
// title, the rules wrapped to the width, then the keys, in two columns
// when there is room. What does not fit is left out; framed draws the
// card's panel and frame first. It serves a screen too narrow for the
// design's card, and the spare room beside a board.
func (h *Help) DrawIn(dst *ebiten.Image, ctx *Context, r Rect, c float64, framed bool) {
	v, f := screen(ctx), ctx.Fonts
	if framed {
		ctx.Paint.Rect(dst, v, r.X, r.Y, r.W, r.H, color.RGBA{0x0d, 0x12, 0x1c, 0xf8})
		ctx.Paint.Frame(dst, v, r.X, r.Y, r.W, r.H, 2*c, Accent)
	} else {
		ctx.Paint.Rect(dst, v, r.X, r.Y, r.W, r.H, color.RGBA{0x12, 0x17, 0x23, 0xff})
	}
	pad := wordsPad * c
	x, y, w := r.X+pad, r.Y+pad, r.W-2*pad
	bottom := r.Bottom() - pad
	if w <= 0 {
		return
	}
	if h.wrapW != w/c {
		h.wrapW = w / c
		// The rules' lines are broken for the design's card: laid out
		// anew they are one paragraph.
		h.wrapped = Wrap(f, strings.Join(h.Intro, " "), w/c, wordsBody, false)
		h.cutAt = -1
		h.keyW = 0
		for _, k := range h.Keys {
			h.keyW = max(h.keyW, f.Measure(k[0], wordsBody, true))
		}
		// Two columns when a key and its words fit twice across.
		h.cols = 1
		if w/c >= 2*(h.keyW+260) {
			h.cols = 2
		}
		room := w/c/float64(h.cols) - h.keyW - 22
		h.keyText = h.keyText[:0]
		for _, k := range h.Keys {
			for j, l := range Wrap(f, k[1], max(room, 80), wordsBody, false) {
				key := k[0]
				if j > 0 {
					key = ""
				}
				h.keyText = append(h.keyText, [2]string{key, l})
			}
		}
	}
	f.Draw(dst, v, "How to play", x, y, Style{Size: wordsTitle * c, Bold: true, Color: Accent})
	y += (wordsTitle + 14) * c
	lines := h.wrapped
	if fit := int((bottom - y) / (wordsLine * c)); len(lines) > fit {
		// Too little room: the last line that fits ends in an ellipsis
		// (the help button shows all of it), and there is none for keys.
		if fit <= 0 {
			return
		}
		if h.cutAt != fit {
			h.cutAt, h.cut = fit, ellipsis(f, lines[fit-1], w/c, wordsBody)
		}
		for _, l := range lines[:fit-1] {
			f.Draw(dst, v, l, x, y, Style{Size: wordsBody * c, Color: Paper})
			y += wordsLine * c
		}
		f.Draw(dst, v, h.cut, x, y, Style{Size: wordsBody * c, Color: Paper})
		return
	}
	for _, l := range lines {
		f.Draw(dst, v, l, x, y, Style{Size: wordsBody * c, Color: Paper})
		y += wordsLine * c
	}
	y += 10 * c
	cols := h.cols
	colW := w / float64(cols)
	rows := (len(h.keyText) + cols - 1) / cols
	kw := (h.keyW + 14) * c
	for i, k := range h.keyText {
		col, row := i/rows, i%rows
		// A key is shown with all its lines or not at all: its words cut
		// off at the room's end would read as the whole of them.
		last := i
		for last+1 < len(h.keyText) && h.keyText[last+1][0] == "" && (last+1)/rows == col {
			last++
		}
		if y+float64(last%rows+1)*wordsLine*c > bottom {
			continue
		}
		ky := y + float64(row)*wordsLine*c
		kx := x + float64(col)*colW
		f.Draw(dst, v, k[0], kx, ky, Style{Size: wordsBody * c, Bold: true, Color: Accent})
		f.Draw(dst, v, k[1], kx+kw, ky, Style{Size: wordsBody * c, Color: Paper})
	}
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

// Words are a puzzle's words for people, kept in a text file beside its
// scene (help.txt), so they are written and read in one place: the menu
// card's title and blurb, the rules and the keys.
type Words struct {
	Title string
	Blurb []string
	Rules []string
	Keys  [][2]string
}

// ParseWords reads a puzzle's words: three parts with a blank line
// between. The card: its title, then its blurb, a line each. The rules, a
// line each. The keys, one a line: the key, " | ", what it does.
func ParseWords(text string) (Words, error) {
	parts := strings.Split(strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n")), "\n\n")
	if len(parts) != 3 {
		return Words{}, fmt.Errorf("help: %d parts, want 3 (the card, the rules, the keys) with a blank line between", len(parts))
	}
	card := strings.Split(parts[0], "\n")
	w := Words{Title: card[0], Blurb: card[1:], Rules: strings.Split(parts[1], "\n")}
	for i, l := range strings.Split(parts[2], "\n") {
		k, what, ok := strings.Cut(l, " | ")
		if !ok {
			return Words{}, fmt.Errorf("help: key line %d %q has no \" | \"", i+1, l)
		}
		w.Keys = append(w.Keys, [2]string{k, what})
	}
	return w, nil
}

// WithText returns the card with the rules and keys of a puzzle's words
// (see ParseWords); words that do not parse show their error as the rule,
// so a mistake is seen at once and tests catch it.
func (h Help) WithText(text string) Help {
	w, err := ParseWords(text)
	if err != nil {
		w.Rules = []string{err.Error()}
	}
	h.Intro, h.Keys = w.Rules, w.Keys
	return h
}

// ellipsis is line ended with "…", words taken off its end until it fits
// w logical pixels at size.
func ellipsis(f *Fonts, line string, w, size float64) string {
	for {
		t := line + "…"
		i := strings.LastIndex(line, " ")
		if f.Measure(t, size, false) <= w || i < 0 {
			return t
		}
		line = line[:i]
	}
}
