package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Field is a one-line text box (a puzzle typed or pasted in its one-line
// notation): its text, whether it has the focus, and the message under it.
// It draws the tail of a text longer than it shows, the text's length
// above its right end and a blinking caret while it has the focus.
type Field struct {
	Typing
	Focus bool
	Err   string // what is wrong with the text, or why it could not be read

	shown    string // the tail as drawn
	shownLen int    // the text's length when shown was made
	shownFor int    // the characters the box showed
}

// fieldBad is the colour of the message under a field.
var fieldBad = color.RGBA{0xff, 0x8a, 0x80, 0xff}

// InUse says whether the field holds anything to show: the focus, text
// or a message.
func (b *Field) InUse() bool { return b.Focus || len(b.Text) > 0 || b.Err != "" }

// Edit edits the text by this tick's input as Typing.Update does: a
// change clears the message, and a clipboard that cannot be read says so,
// with instead (what to do about it). It reports whether Enter was
// pressed.
func (b *Field) Edit(in *Input, typed, pasted func(rune) (rune, bool), instead string) bool {
	changed, enter, err := b.Update(in, typed, pasted)
	if changed {
		b.Err = ""
	}
	if err != nil {
		b.Err = "Cannot read the clipboard: " + err.Error() + " " + instead
	}
	return enter
}

// Draw draws the field in r showing at most visible characters (the
// tail, after "…"), prompt while it is empty without the focus, and the
// caret after the text when it has the focus and blink is on.
func (b *Field) Draw(dst *ebiten.Image, ctx *Context, r Rect, visible int, prompt string, blink bool) {
	v, f, p := ctx.View, ctx.Fonts, ctx.Paint
	edge := PanelEdge
	if b.Focus {
		edge = Accent
	}
	p.Rect(dst, v, r.X, r.Y, r.W, r.H, color.RGBA{0x10, 0x13, 0x1b, 0xe8})
	p.Frame(dst, v, r.X, r.Y, r.W, r.H, 2, edge)
	if ctx.Boxes != nil {
		ctx.Boxes.AddView(KindButton, "text box", v, r.X, r.Y, r.W, r.H)
	}
	if len(b.Text) != b.shownLen || b.shownFor != visible || b.shown == "" && len(b.Text) > 0 {
		b.shownLen, b.shownFor = len(b.Text), visible
		t := b.Text
		prefix := ""
		if len(t) > visible {
			t, prefix = t[len(t)-visible:], "…"
		}
		b.shown = prefix + string(t)
	}
	st := Style{Size: 15, Color: Paper}
	x := r.X + 10
	if len(b.Text) == 0 && !b.Focus {
		f.Draw(dst, v, prompt, x, r.Y+8, Style{Size: 15, Color: Muted})
	} else if len(b.Text) > 0 {
		f.Draw(dst, v, b.shown, x, r.Y+8, st)
		x += f.Width(b.shown, st)
	}
	if b.Focus && blink {
		p.Rect(dst, v, x+1, r.Y+7, 2, r.H-14, Accent)
	}
	if len(b.Text) > 0 {
		f.Pieces(dst, v, r.X+r.W, r.Y-22, Style{Size: 14, Color: Muted, Align: Right}, N(len(b.Text)), T(Plural(len(b.Text), " character", " characters")))
	}
	if b.Err != "" {
		f.Draw(dst, v, b.Err, r.X, r.Y+r.H+8, Style{Size: 15, Bold: true, Color: fieldBad})
	}
}
