package ui_test

import (
	"errors"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// A change clears the field's message; a clipboard that cannot be read
// leaves one that says what to do instead; Enter is reported.
func TestFieldEdit(t *testing.T) {
	var chars []rune
	b := ui.Field{Typing: ui.Typing{Max: 10, Chars: func(dst []rune) []rune { dst = append(dst, chars...); chars = nil; return dst }}}
	tests := []struct {
		name  string
		chars string
		keys  []ebiten.Key
		clip  ui.Clipboard
		err   string // the message before the tick
		enter bool
		text  string
		want  string // the message after it
	}{
		{name: "typing clears the message", chars: "12", err: "bad", text: "12"},
		{name: "no change keeps it", err: "bad", text: "12", want: "bad"},
		{name: "Enter", keys: []ebiten.Key{ebiten.KeyEnter}, enter: true, text: "12"},
		{name: "a clipboard that fails", keys: []ebiten.Key{ebiten.KeyV}, clip: ui.Clipboard{Read: func() (string, error) { return "", errors.New("denied") }},
			text: "12", want: "Cannot read the clipboard: denied (type it)"},
	}
	for _, tc := range tests {
		chars, b.Err, b.Clip = []rune(tc.chars), tc.err, tc.clip
		in := &ui.Input{Keys: tc.keys, Ctrl: true}
		if enter := b.Edit(in, nil, nil, "(type it)"); enter != tc.enter {
			t.Errorf("%s: Enter %v, want %v", tc.name, enter, tc.enter)
		}
		if string(b.Text) != tc.text || b.Err != tc.want {
			t.Errorf("%s: text %q, message %q; want %q, %q", tc.name, string(b.Text), b.Err, tc.text, tc.want)
		}
	}
	if !b.InUse() {
		t.Error("a field with text is not in use")
	}
}

// The field is edged in the accent while it has the focus, with the caret
// after the text, and in the panel's edge without it.
func TestFieldPixels(t *testing.T) {
	l := scenetest.Current(t)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Fonts: fonts, Paint: ui.NewPainter()}
	r := ui.R(100, 100, 300, 34)
	tests := []struct {
		name  string
		focus bool
		edge  color.RGBA
		caret bool
	}{
		{"with the focus", true, ui.Accent, true},
		{"without it", false, ui.PanelEdge, false},
	}
	for _, tc := range tests {
		b := ui.Field{Focus: tc.focus}
		img := l.Capture(func(s *ebiten.Image) {
			s.Fill(color.White)
			b.Draw(s, ctx, r, 20, "", true)
		})
		if got := img.RGBAAt(100, 117); got != tc.edge {
			t.Errorf("%s: edge %v, want %v", tc.name, got, tc.edge)
		}
		if got := img.RGBAAt(111, 117) == ui.Accent; got != tc.caret {
			t.Errorf("%s: caret %v, want %v", tc.name, got, tc.caret)
		}
	}
}
