package frame

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Paste is a box over the board where a grid puzzle's text is typed or
// pasted (a region map, a cage list): a title, a few lines on how the text
// is written, a row of numbered choices for what the text does not hold
// (the stars per unit, say), the text in rows, the reader's word on it and
// the buttons that load it or cancel. The scene opens it, hands it the
// input while it is open and loads the text when it says so; the box
// knows no puzzle: its words, its places and its check are the scene's.
type Paste struct {
	Box          ui.Rect  // where the box lies, in the design's coordinates
	Title        string   // the box's heading
	Help         []string // how the text is written, a line each
	Choice       string   // the choices' label
	Choices      Tiles    // the choices' buttons, the first of value First
	First        int
	Sep          string  // what splits the text into rows; a new line types it
	TextY, Line  float64 // the top of the text's first row and a row's height
	Rows, Cols   int     // the rows the box shows and the characters of a row
	MsgCols      int     // the characters of a line of the reader's message
	Ready        string  // the message when the text reads
	Instead      string  // what to do when the clipboard cannot be read
	Load, Cancel ui.Rect // the buttons, labelled LoadText and CancelText
	LoadText     string
	CancelText   string
	// Check says what is wrong with the text for the choice, or "".
	Check func(text string, choice int) string

	Open  bool
	Typed ui.Typing // the text; Fresh until the player types or pastes
	Value int       // the choice
	Err   string    // Check's message about the text, shown under it

	lines [2]string // the message as drawn, in lines that fit the box
	rows  []string  // the text split into rows for drawing, made on change
	dirty bool
}

// What a tick of the open box asks the scene to do.
const (
	PasteStay   = iota // nothing: the box stays open
	PasteLoad          // load the text (Enter or the load button)
	PasteCancel        // close the box, changing nothing (Esc or cancel)
)

// Show opens the box holding text, with choice chosen.
func (b *Paste) Show(text string, choice int) {
	b.Typed.Set(text)
	b.Typed.Fresh = true
	b.Open, b.Value, b.Err, b.lines, b.rows, b.dirty = true, choice, "", [2]string{}, b.rows[:0], true
}

// Text is the text in the box.
func (b *Paste) Text() string { return string(b.Typed.Text) }

// Update reads the keys and the pointer (in the box's coordinates) while
// the box is open, and says what the scene should do: Ctrl+Backspace
// clears the text and Ctrl+digit picks a choice.
func (b *Paste) Update(ctx *ui.Context) int {
	in := ctx.In
	changed, enter, err := b.Typed.Update(in, func(r rune) (rune, bool) {
		if (r == '\n' || r == '\r') && b.Sep != "" {
			r = []rune(b.Sep)[0]
		}
		return r, r >= ' '
	}, nil)
	b.dirty = b.dirty || changed
	if err != nil {
		ctx.Status.Say(ui.Error, "Cannot read the clipboard: "+err.Error()+" "+b.Instead)
	}
	if enter {
		return PasteLoad
	}
	for _, k := range in.Keys {
		d := int(k-ebiten.KeyDigit1) + 1
		switch {
		case k == ebiten.KeyEscape:
			return PasteCancel
		case k == ebiten.KeyBackspace && in.Ctrl:
			b.Typed.Text, b.dirty = b.Typed.Text[:0], true
		case k >= ebiten.KeyDigit1 && k <= ebiten.KeyDigit9 && in.Ctrl && d >= b.First && d < b.First+b.Choices.N:
			b.Value, b.dirty = d, true
		}
	}
	do := PasteStay
	if in.Pressed {
		switch {
		case in.InRect(b.Load):
			do = PasteLoad
		case in.InRect(b.Cancel):
			do = PasteCancel
		case b.Choices.At(in.X, in.Y) >= 0:
			b.Value, b.dirty = b.First+b.Choices.At(in.X, in.Y), true
		}
		in.Consume()
	}
	if b.dirty {
		b.Recheck()
	}
	return do
}

// Recheck reads the text again: Check's message, and the rows to draw.
func (b *Paste) Recheck() {
	b.dirty = false
	b.rows = b.rows[:0]
	for _, row := range strings.Split(b.Text(), b.Sep) {
		for len(row) > b.Cols {
			b.rows = append(b.rows, row[:b.Cols])
			row = row[b.Cols:]
		}
		b.rows = append(b.rows, row)
	}
	if len(b.rows) > b.Rows {
		b.rows = append(b.rows[:b.Rows-1], "…")
	}
	b.Err = b.Check(b.Text(), b.Value)
	b.lines = WrapTwo(b.Err, b.MsgCols)
}

// WrapTwo breaks s at spaces into two lines of about cols characters;
// what does not fit ends in "…".
func WrapTwo(s string, cols int) [2]string {
	var out [2]string
	words := strings.Fields(s)
	for i := range out {
		line := ""
		for len(words) > 0 && (line == "" || len([]rune(line))+1+len([]rune(words[0])) <= cols) {
			if line != "" {
				line += " "
			}
			line += words[0]
			words = words[1:]
		}
		out[i] = line
	}
	if len(words) > 0 {
		out[1] += " …"
	}
	return out
}

// pasteBad is the colour of the reader's message when the text is wrong.
var pasteBad = color.RGBA{0xff, 0x8a, 0x80, 0xff}

// Draw draws the open box: its ground and edge, the title, the help, the
// choices, the text in its well with the caret, the message and the
// buttons. Nothing under the box lights while it is open.
func (b *Paste) Draw(dst *ebiten.Image, ctx *ui.Context) {
	v, f, p := ctx.View, ctx.Fonts, ctx.Paint
	r := b.Box
	x := r.X + 24
	p.Rect(dst, v, r.X, r.Y, r.W, r.H, color.RGBA{0x0d, 0x12, 0x1c, 0xf6})
	p.Frame(dst, v, r.X, r.Y, r.W, r.H, 2, ui.Accent)
	f.Draw(dst, v, b.Title, x, r.Y+18, ui.Style{Size: 24, Bold: true, Color: ui.Accent})
	muted := ui.Style{Size: 15, Color: ui.Muted}
	for i, line := range b.Help {
		f.Draw(dst, v, line, x, r.Y+58+float64(i)*20, muted)
	}
	f.Draw(dst, v, b.Choice, x, r.Y+130, ui.Style{Size: 16, Color: ui.Paper})
	for i := 0; i < b.Choices.N; i++ { // strconv.Itoa builds no string below 100
		Button(dst, ctx, b.Choices.Rect(i), strconv.Itoa(b.First+i), true, b.Value == b.First+i, 17)
	}
	p.Rect(dst, v, x, b.TextY-10, r.W-48, float64(b.Rows)*b.Line+20, color.RGBA{0x05, 0x08, 0x0e, 0xff})
	mono := ui.Style{Size: 16, Bold: true, Color: ui.Paper}
	y := b.TextY
	for _, row := range b.rows {
		f.Draw(dst, v, row, x+14, y, mono)
		y += b.Line
	}
	if len(b.rows) > 0 && len(b.rows) < b.Rows {
		// The caret after the last row.
		last := b.rows[len(b.rows)-1]
		p.Rect(dst, v, x+16+f.Width(last, mono), y-b.Line+1, 2, 18, ui.Accent)
	}
	msg := ui.Style{Size: 15, Bold: true, Color: ui.Good}
	if b.Err == "" {
		f.Draw(dst, v, b.Ready, x, r.Y+r.H-96, msg)
	} else {
		msg.Color = pasteBad
		for i, line := range b.lines {
			f.Draw(dst, v, line, x, r.Y+r.H-96+float64(i)*20, msg)
		}
	}
	Button(dst, ctx, b.Load, b.LoadText, true, true, 17)
	Button(dst, ctx, b.Cancel, b.CancelText, true, false, 17)
}
