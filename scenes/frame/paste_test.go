package frame_test

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// widgetCtx is a context for a widget's tick or frame at the design's
// scale, its input in.
func widgetCtx(t *testing.T, in *ui.Input) *ui.Context {
	t.Helper()
	f, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &ui.Context{In: in, View: ui.Identity, CSS: ui.Identity, Fonts: f, Paint: ui.NewPainter(), Status: &ui.Status{}, Prefs: &ui.Prefs{}}
}

// newBox is a paste box for maps of capital letters, with choices 1 to 3.
func newBox(typed *[]rune) *frame.Paste {
	return &frame.Paste{
		Box: ui.R(100, 50, 440, 536), Title: "Paste a map", Help: []string{"Letters; rows split by '/'."},
		Choice: "Per unit", First: 1, Choices: frame.Tiles{X: 260, Y: 176, W: 30, H: 28, Gap: 6, Cols: 3, N: 3},
		Sep: "/", TextY: 226, Line: 19, Rows: 4, Cols: 5, MsgCols: 20, Ready: "Ready",
		Load: ui.R(200, 540, 150, 34), Cancel: ui.R(370, 540, 140, 34), LoadText: "Load", CancelText: "Cancel",
		Check: func(text string, k int) string {
			if strings.Trim(text, "ABCDEFGH/") != "" {
				return "a region is a capital letter, and this text has something else in it"
			}
			return ""
		},
		Typed: ui.Typing{Max: 100, Chars: func(dst []rune) []rune { dst = append(dst, *typed...); *typed = nil; return dst }},
	}
}

// The box types a new line as the separator, reads the text on change,
// picks a choice by Ctrl+digit or a press, and says when to load or
// cancel.
func TestPasteBox(t *testing.T) {
	var typed []rune
	b := newBox(&typed)
	in := &ui.Input{X: -1e6, Y: -1e6}
	ctx := widgetCtx(t, in)
	b.Show("AB/AB", 2)
	tick := func(keys ...ebiten.Key) int {
		in.Keys = keys
		do := b.Update(ctx)
		in.Keys, in.Pressed = nil, false
		return do
	}
	tests := []struct {
		name   string
		chars  string
		keys   []ebiten.Key
		ctrl   bool
		press  *ui.Rect
		do     int
		text   string
		choice int
		bad    bool
	}{
		{name: "fresh text replaced", chars: "AAB\nC", do: frame.PasteStay, text: "AAB/C", choice: 2},
		{name: "a wrong letter", chars: "#", do: frame.PasteStay, text: "AAB/C#", choice: 2, bad: true},
		{name: "Ctrl+Backspace clears", keys: []ebiten.Key{ebiten.KeyBackspace}, ctrl: true, do: frame.PasteStay, text: "", choice: 2},
		{name: "Ctrl+3 picks 3", chars: "ABCDEFGH", keys: []ebiten.Key{ebiten.KeyDigit3}, ctrl: true, do: frame.PasteStay, text: "ABCDEFGH", choice: 3},
		{name: "Ctrl+4 is no choice", keys: []ebiten.Key{ebiten.KeyDigit4}, ctrl: true, do: frame.PasteStay, text: "ABCDEFGH", choice: 3},
		{name: "a press on choice 1", press: &ui.Rect{X: 265, Y: 180}, do: frame.PasteStay, text: "ABCDEFGH", choice: 1},
		{name: "Enter loads", keys: []ebiten.Key{ebiten.KeyEnter}, do: frame.PasteLoad, text: "ABCDEFGH", choice: 1},
		{name: "the load button", press: &ui.Rect{X: 210, Y: 550}, do: frame.PasteLoad, text: "ABCDEFGH", choice: 1},
		{name: "Esc cancels", keys: []ebiten.Key{ebiten.KeyEscape}, do: frame.PasteCancel, text: "ABCDEFGH", choice: 1},
	}
	for _, tc := range tests {
		typed = []rune(tc.chars)
		in.Ctrl = tc.ctrl
		if tc.press != nil {
			in.X, in.Y, in.Pressed = tc.press.X, tc.press.Y, true
		}
		if do := tick(tc.keys...); do != tc.do {
			t.Errorf("%s: Update = %d, want %d", tc.name, do, tc.do)
		}
		if b.Text() != tc.text || b.Value != tc.choice || (b.Err != "") != tc.bad {
			t.Errorf("%s: text %q, choice %d, error %q", tc.name, b.Text(), b.Value, b.Err)
		}
	}
}

// A message too long for two lines ends in "…".
func TestWrapTwo(t *testing.T) {
	tests := []struct {
		s    string
		cols int
		want [2]string
	}{
		{"", 10, [2]string{"", ""}},
		{"short one", 10, [2]string{"short one", ""}},
		{"row 2 has three cells", 11, [2]string{"row 2 has", "three cells"}},
		{"row 2 has three cells, want four", 12, [2]string{"row 2 has", "three cells, …"}},
	}
	for _, tc := range tests {
		if got := frame.WrapTwo(tc.s, tc.cols); got != tc.want {
			t.Errorf("WrapTwo(%q, %d) = %q, want %q", tc.s, tc.cols, got, tc.want)
		}
	}
}

// The open box covers what lies under it with its ground, edged in the
// accent, with the caret after the last row and the chosen button lit.
func TestPasteBoxPixels(t *testing.T) {
	l := scenetest.Current(t)
	var typed []rune
	b := newBox(&typed)
	in := &ui.Input{X: -1e6, Y: -1e6}
	ctx := widgetCtx(t, in)
	b.Show("AB/CD", 2)
	b.Recheck()
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		b.Draw(s, ctx)
	})
	on := b.Choices.Rect(1)
	tests := []struct {
		name string
		p    image.Point
		want color.RGBA
	}{
		{"outside", image.Pt(90, 40), color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{"the edge", image.Pt(100, 300), ui.Accent},
		{"the ground", image.Pt(110, 300), color.RGBA{0x0d + 0xff - 0xf6, 0x12 + 0xff - 0xf6, 0x1c + 0xff - 0xf6, 0xff}},
		{"the chosen button", image.Pt(int(on.X)+2, int(on.Y)+2), ui.ControlOn},
		{"the well", image.Pt(130, 220), color.RGBA{0x05, 0x08, 0x0e, 0xff}},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.p.X, tc.p.Y); !near(got, tc.want) {
			t.Errorf("%s at %v: %v, want %v", tc.name, tc.p, got, tc.want)
		}
	}
}

// near says whether two colours differ by at most 1 a channel.
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 1 || y-x <= 1 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
