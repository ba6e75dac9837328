package frame_test

// The tests of the frame's widgets for grid puzzles: the paste box, the
// glyph sheet and its marks, the pad, the regions, the cells' washes and
// rings, the capped list. Those that draw compare pixels under Xvfb.

import (
	"image"
	"image/color"
	"strconv"
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
	checkProbes(t, img, []probe{
		{"outside", 90, 40, color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{"the edge", 100, 300, ui.Accent},
		{"the ground", 110, 300, color.RGBA{0x0d + 0xff - 0xf6, 0x12 + 0xff - 0xf6, 0x1c + 0xff - 0xf6, 0xff}},
		{"the chosen button", int(on.X) + 2, int(on.Y) + 2, ui.ControlOn},
		{"the well", 130, 220, color.RGBA{0x05, 0x08, 0x0e, 0xff}},
	})
}

// probe is a pixel a test expects a colour at.
type probe struct {
	name string
	x, y int
	want color.RGBA
}

// checkProbes fails t for each probe whose pixel in img is not its colour,
// give or take 1 a channel.
func checkProbes(t *testing.T, img *image.RGBA, probes []probe) {
	t.Helper()
	for _, p := range probes {
		if got := img.RGBAAt(p.x, p.y); !near(got, p.want) {
			t.Errorf("%s at %d, %d: %v, want %v", p.name, p.x, p.y, got, p.want)
		}
	}
}

// near says whether two colours differ by at most 1 a channel.
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 1 || y-x <= 1 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// The mark's size fills its place in the cell, up to a little over half
// an entry's, and never below 8.
func TestMarkSize(t *testing.T) {
	tests := []struct {
		cell        float64
		cols, rows  int
		entry, want float64
	}{
		{58, 3, 3, 36, 22},  // 9×9: the entry bounds it
		{33, 4, 4, 20, 9},   // 16×16: the place bounds it
		{132, 2, 2, 82, 50}, // 4×4
		{12, 4, 4, 7, 8},    // never below 8
	}
	for _, tc := range tests {
		if got := frame.MarkSize(tc.cell, tc.cols, tc.rows, tc.entry); got != tc.want {
			t.Errorf("MarkSize(%v, %d, %d, %v) = %v, want %v", tc.cell, tc.cols, tc.rows, tc.entry, got, tc.want)
		}
	}
}

// inked counts the pixels in r that are not the white ground.
func inked(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
				n++
			}
		}
	}
	return n
}

// A cell's marks land in their places of the small grid: a mark kept and
// one fading in at full strength are inked, one faded out leaves its place
// white, and a label of a style left out draws nothing.
func TestGlyphsDrawMarks(t *testing.T) {
	l := scenetest.Current(t)
	f, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	g := frame.Glyphs{Label: strconv.Itoa, N: 9}
	const cell, x, y = 90.0, 100.0, 100.0
	// place is the rectangle of label k's place in the 3×3 grid.
	place := func(k int) image.Rectangle {
		w := (cell - 4) / 3
		x0, y0 := int(x+2+float64((k-1)%3)*w), int(y+2+float64((k-1)/3)*w)
		return image.Rect(x0+1, y0+1, x0+int(w)-1, y0+int(w)-1)
	}
	var sp ui.Sprites
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.Ensure(f, 1, [frame.GlyphStyles]frame.GlyphStyle{1: {Size: 18}})
		// 1 kept, 5 fading in, 9 faded out: from {1, 9}, to {1, 5}, all the way.
		g.DrawMarks(s, ui.Identity, &sp, 1, x, y, cell, 3, 3, 1|1<<8, 1|1<<4, 1, color.RGBA{0, 0, 0, 0xff})
		g.Draw(s, ui.Identity, &sp, 0, 3, 300, 300, 1, color.RGBA{0, 0, 0, 0xff})
	})
	if g.Scale() != 1 {
		t.Errorf("Scale() = %v, want 1", g.Scale())
	}
	tests := []struct {
		name string
		r    image.Rectangle
		ink  bool
	}{
		{"mark 1 kept", place(1), true},
		{"mark 5 faded in", place(5), true},
		{"mark 9 faded out", place(9), false},
		{"mark 2 never there", place(2), false},
		{"a style left out", image.Rect(280, 280, 320, 320), false},
	}
	for _, tc := range tests {
		if got := inked(img, tc.r) > 0; got != tc.ink {
			t.Errorf("%s: inked %v, want %v", tc.name, got, tc.ink)
		}
	}
}

// A narrow pad lies beside its actions upright, the lower block in the
// middle of the higher, and above them in a column when tall.
func TestNarrowPad(t *testing.T) {
	tests := []struct {
		name       string
		n, cols    int
		tall       bool
		keys, acts ui.Rect // the first key and the first action
		w, bottom  float64
		lastActs   ui.Rect
		actsPerRow int
	}{
		{name: "9 upright", n: 9, cols: 3, keys: ui.R(10, 20, 44, 44), acts: ui.R(158, 20, 76, 44), w: 304, bottom: 160, lastActs: ui.R(238, 116, 76, 44), actsPerRow: 2},
		{name: "4 upright", n: 4, cols: 2, keys: ui.R(10, 44, 44, 44), acts: ui.R(110, 20, 100, 44), w: 304, bottom: 160, lastActs: ui.R(214, 116, 100, 44), actsPerRow: 2},
		{name: "16 upright", n: 16, cols: 4, keys: ui.R(10, 20, 44, 44), acts: ui.R(206, 44, 52, 44), w: 304, bottom: 208, lastActs: ui.R(262, 140, 52, 44), actsPerRow: 2},
		{name: "9 tall", n: 9, cols: 3, tall: true, keys: ui.R(10, 20, 44, 44), acts: ui.R(10, 168, 44, 44), w: 140, bottom: 260, lastActs: ui.R(106, 216, 44, 44), actsPerRow: 3},
	}
	for _, tc := range tests {
		p := frame.NarrowPad(10, 20, 304, 44, 4, tc.n, tc.cols, 6, tc.tall)
		if got := p.Keys.Rect(0); got != tc.keys {
			t.Errorf("%s: first key %v, want %v", tc.name, got, tc.keys)
		}
		if got := p.Acts.Rect(0); got != tc.acts {
			t.Errorf("%s: first action %v, want %v", tc.name, got, tc.acts)
		}
		if got := p.Acts.Rect(5); got != tc.lastActs {
			t.Errorf("%s: last action %v, want %v", tc.name, got, tc.lastActs)
		}
		if p.W != tc.w || p.Bottom() != tc.bottom || p.Acts.Cols != tc.actsPerRow {
			t.Errorf("%s: %v wide, bottom %v, %d actions a row", tc.name, p.W, p.Bottom(), p.Acts.Cols)
		}
		if x, y := p.KeyCentre(1); x != tc.keys.X+22 || y != tc.keys.Y+22 {
			t.Errorf("%s: key 1's centre %v, %v", tc.name, x, y)
		}
	}
}

// A key under the pointer brightens its tile, a key whose label is all
// placed dims it, an action that is off dims its tile and one that is on
// is framed in the accent.
func TestPadPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := widgetCtx(t, &ui.Input{X: 85, Y: 15})
	fonts := ctx.Fonts
	p := frame.Pad{Keys: frame.Tiles{X: 10, Y: 10, W: 50, H: 50, Gap: 20, Cols: 3, N: 3}, Acts: frame.Tiles{X: 10, Y: 100, W: 80, H: 40, Gap: 20, Cols: 3, N: 3}, Label: 14}
	sheet := frame.Glyphs{Label: strconv.Itoa, N: 3}
	var sp ui.Sprites
	grey := color.RGBA{0x80, 0x80, 0x80, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		tile := ebiten.NewImage(8, 8)
		tile.Fill(grey)
		sheet.Ensure(fonts, 1, [frame.GlyphStyles]frame.GlyphStyle{{Size: 20}})
		p.Draw(s, ctx, frame.PadArt{Sprites: &sp, Sheet: &sheet, Tile: tile, Wide: tile, Muted: grey},
			func(i int) frame.PadKey { return frame.PadKey{Done: i == 2} },
			func(i int) frame.PadAct { return frame.PadAct{Words: "A", Off: i == 1, On: i == 2} })
	})
	tests := []struct {
		name string
		x, y int
		want uint8 // the red channel
	}{
		{"a key", 20, 45, 0x80},
		{"the key under the pointer", 90, 45, 0x88},
		{"a key all placed", 160, 45, 0x5c},
		{"an action", 30, 130, 0x80},
		{"an action off", 130, 130, 0x4d},
		{"an action on, framed", 214, 104, ui.Accent.R},
	}
	for _, tc := range tests {
		if got := img.RGBAAt(tc.x, tc.y).R; got+1 < tc.want || got > tc.want+1 {
			t.Errorf("%s: red %#x, want %#x", tc.name, got, tc.want)
		}
	}
}

// A board of two regions, the top row and the bottom one, has a border
// between the rows and none between the columns, its cells tinted, an
// edge round it and each region's name in its first cell.
func TestRegionsPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := widgetCtx(t, &ui.Input{})
	g := frame.Cells{X: 100, Y: 100, Side: 200, Cell: 100, N: 2}
	tint := color.RGBA{0xc0, 0xe0, 0xff, 0xff}
	ink := color.RGBA{0x10, 0x10, 0x10, 0xff}
	var names []int
	rg := frame.Regions{
		Of:   func(r, c int) int { return r },
		Tint: func(r, c int) color.RGBA { return tint },
		Name: func(reg int) string { names = append(names, reg); return strconv.Itoa(reg) },
		Thin: color.RGBA{0x40, 0, 0, 0xff}, Ink: ink, Border: 4, Edge: 4,
	}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		rg.Paint(s, ctx, &g)
		rg.PaintNames(s, ctx, &g, ui.Style{Size: 14, Color: ink})
	})
	checkProbes(t, img, []probe{
		{"a cell", 150, 170, tint},
		{"the border between the rows", 150, 199, ink},
		{"the thin line between the columns", 200, 150, color.RGBA{0x40, 0, 0, 0xff}},
		{"the edge", 99, 150, ink},
		{"outside", 90, 150, color.RGBA{0xff, 0xff, 0xff, 0xff}},
	})
	if len(names) != 2 || names[0] != 0 || names[1] != 1 {
		t.Errorf("names written for regions %v, want [0 1]", names)
	}
}

// A wash and a ring keep to their insets; a row and a column are washed
// whole with their edge.
func TestCellMarksPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Paint: ui.NewPainter()}
	g := frame.Cells{X: 100, Y: 100, Side: 300, Cell: 100, N: 3}
	red, blue, green, black := color.RGBA{0xff, 0, 0, 0xff}, color.RGBA{0, 0, 0xff, 0xff}, color.RGBA{0, 0xff, 0, 0xff}, color.RGBA{0, 0, 0, 0xff}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.Wash(s, ctx, 0, 0, 10, red)
		g.Ring(s, ctx, 0, 2, -1, 3, blue)
		g.WashRow(s, ctx, 2, green, black, 2)
		g.WashCol(s, ctx, 1, green, black, 2)
	})
	checkProbes(t, img, []probe{
		{"the wash", 150, 150, red},
		{"inside the inset", 105, 105, white},
		{"the ring beyond the cell", 300, 150, blue},
		{"inside the ring", 350, 150, white},
		{"the row", 150, 350, green},
		{"the row's edge", 101, 350, black},
		{"the column", 250, 150, green},
		{"the column's edge", 250, 101, black},
	})
}

// Box lines are thick between boxes and round the grid, thin between the
// cells of a box.
func TestBoxLinesPixels(t *testing.T) {
	l := scenetest.Current(t)
	ctx := &ui.Context{In: &ui.Input{}, View: ui.Identity, Paint: ui.NewPainter()}
	g := frame.Cells{X: 100, Y: 100, Side: 200, Cell: 50, N: 4}
	ink, thin := color.RGBA{0, 0, 0, 0xff}, color.RGBA{0x80, 0, 0, 0xff}
	img := l.Capture(func(s *ebiten.Image) {
		s.Fill(color.White)
		g.BoxLines(s, ctx, 2, 2, 4, ink, thin)
	})
	checkProbes(t, img, []probe{
		{"between boxes", 201, 125, ink},
		{"between cells", 150, 125, thin},
		{"round the grid", 98, 125, ink},
		{"a cell", 125, 125, color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{"a row between boxes", 125, 199, ink},
	})
}

// Up to Max items each get a line; past Max the last line says how many
// more, in its style.
func TestMoreLines(t *testing.T) {
	l := scenetest.Current(t)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		n     int
		lines []float64 // the items' lines
		more  bool      // a line of how many more
	}{
		{0, nil, false},
		{2, []float64{10, 32}, false},
		{3, []float64{10, 32, 54}, false},
		{5, []float64{10, 32}, true},
	}
	m := frame.More{Max: 3, Step: 22}
	for _, tc := range tests {
		var got []float64
		img := l.Capture(func(s *ebiten.Image) {
			s.Fill(color.White)
			m.Draw(s, ui.Identity, fonts, 0, 10, tc.n, ui.Style{Size: 15, Color: color.RGBA{0, 0, 0, 0xff}}, func(i int, y float64) { got = append(got, y) })
		})
		if len(got) != len(tc.lines) {
			t.Fatalf("%d items: lines %v, want %v", tc.n, got, tc.lines)
		}
		for i := range got {
			if got[i] != tc.lines[i] {
				t.Errorf("%d items: lines %v, want %v", tc.n, got, tc.lines)
			}
		}
		if more := inked(img, image.Rect(0, 54, 200, 74)) > 0; more != tc.more {
			t.Errorf("%d items: a line of more %v, want %v", tc.n, more, tc.more)
		}
	}
}
