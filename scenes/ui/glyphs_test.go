package ui_test

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func newFonts(t *testing.T) *ui.Fonts {
	t.Helper()
	f, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func face(t *testing.T, f *opentype.Font, size float64) font.Face {
	t.Helper()
	xf, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	return xf
}

// The widths are the font's own: its advances and kerning, to the first
// line break.
func TestMeasure(t *testing.T) {
	fonts := newFonts(t)
	tests := []struct {
		s, want string // want: the text measured by x/image's drawer
		size    float64
		bold    bool
	}{
		{"Towers of Hanoi", "Towers of Hanoi", 16, false},
		{"AVATAR Ty. 10:07", "AVATAR Ty. 10:07", 23.5, true},
		{"± ½ × − ≤ …", "± ½ × − ≤ …", 14, false},
		{"first\nsecond line", "first", 20, false},
		{"", "", 20, false},
	}
	for _, tc := range tests {
		want := font.MeasureString(face(t, fonts.Font(tc.bold), tc.size), tc.want)
		if got := fonts.Measure(tc.s, tc.size, tc.bold); got != float64(want)/64 {
			t.Errorf("Measure(%q, %v, %v) = %v, want %v", tc.s, tc.size, tc.bold, got, float64(want)/64)
		}
		st := ui.Style{Size: tc.size, Bold: tc.bold}
		if got := fonts.Width(tc.s, st); got != float64(want)/64 {
			t.Errorf("Width(%q) = %v, want %v", tc.s, got, float64(want)/64)
		}
	}
}

// reference rasterises s as the game lays it out, on the CPU: the line's
// top at y and its anchor at x (whole pixels), each glyph at its pen
// position rounded down to the face's sub-pixel step.
func reference(t *testing.T, f *opentype.Font, s string, size float64, align ui.Align, x, y int, bounds image.Rectangle) *image.Alpha {
	t.Helper()
	xf := face(t, f, size)
	m := xf.Metrics()
	variants := fixed.Int26_6(1)
	switch h := float64(m.Ascent+m.Descent) / 64; {
	case h < 20:
		variants = 8
	case h < 40:
		variants = 4
	case h < 80:
		variants = 2
	}
	step := 64 / variants
	adv := font.MeasureString(xf, s)
	var ox fixed.Int26_6
	switch align {
	case ui.Center:
		ox = fixed.Int26_6(-float64(adv) / 2)
	case ui.Right:
		ox = -adv
	}
	dst := image.NewAlpha(bounds)
	pen, prev := fixed.Int26_6(0), rune(-1)
	for _, r := range s {
		if prev >= 0 {
			pen += xf.Kern(prev, r)
		}
		dot := fixed.Point26_6{X: fixed.I(x) + (ox+pen)/step*step, Y: fixed.I(y) + m.Ascent&^63}
		if dr, mask, mp, a, ok := xf.Glyph(dot, r); ok {
			draw.DrawMask(dst, dr, image.Opaque, image.Point{}, mask, mp, draw.Over)
			pen += a
		}
		prev = r
	}
	return dst
}

// Text drawn on the screen is the font's own rasterisation, pixel for
// pixel give or take the GPU's rounding, where the layout puts it: at any
// size (so any number of sub-pixel steps), in both weights and anchored
// left, centred or right.
func TestDrawPixels(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	tests := []struct {
		s     string
		size  float64
		bold  bool
		align ui.Align
	}{
		{"Hanoi 0123456789", 13, false, ui.Left},
		{"The queen's escape", 18, true, ui.Center},
		{"Moves: 127 / 127", 27.25, false, ui.Right},
		{"Wg½", 64, true, ui.Left},
		{"Solved!", 90, false, ui.Center},
	}
	for _, tc := range tests {
		const x, y = 640, 200
		img := l.Capture(func(s *ebiten.Image) {
			fonts.Draw(s, ui.Identity, tc.s, x, y, ui.Style{Size: tc.size, Bold: tc.bold, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}, Align: tc.align})
		})
		want := reference(t, fonts.Font(tc.bold), tc.s, tc.size, tc.align, x, y, img.Bounds())
		checkPixels(t, tc.s, img, want)
	}
}

// checkPixels compares the captured screen's coverage (its red, drawn
// white on black) with want.
func checkPixels(t *testing.T, what string, img *image.RGBA, want *image.Alpha) {
	t.Helper()
	bad, ink := 0, 0
	var worst int
	for py := img.Bounds().Min.Y; py < img.Bounds().Max.Y; py++ {
		for px := img.Bounds().Min.X; px < img.Bounds().Max.X; px++ {
			got, w := int(img.RGBAAt(px, py).R), int(want.AlphaAt(px, py).A)
			ink += w
			if d := int(math.Abs(float64(got - w))); d > 2 {
				bad++
				worst = max(worst, d)
			}
		}
	}
	if ink == 0 {
		t.Errorf("%q: the reference has no ink", what)
	}
	if bad > 0 {
		t.Errorf("%q: %d pixels differ from the font's own rasterisation by more than 2 (at most %d)", what, bad, worst)
	}
}

// Many glyphs fill several pages of the glyph atlas, and each still draws
// as it should; drawing the same text again draws the same.
func TestAtlasPages(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	const size = 40.0
	fonts.SetPageSide(64)
	const s = "Sphinx of black quartz, judge my vow!"
	for range 2 {
		img := l.Capture(func(dst *ebiten.Image) {
			fonts.Draw(dst, ui.Identity, s, 20, 300, ui.Style{Size: size, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}})
		})
		checkPixels(t, s, img, reference(t, fonts.Font(false), s, size, ui.Left, 20, 300, img.Bounds()))
	}
	if n := fonts.Pages(); n < 3 {
		t.Errorf("%d atlas pages, want several", n)
	}
}

// The style's colour tints the glyphs: the middle of a bold I is the colour.
func TestDrawColour(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	c := color.RGBA{0xc9, 0x7d, 0x0c, 0xff}
	img := l.Capture(func(dst *ebiten.Image) {
		fonts.Draw(dst, ui.Identity, "I", 100, 100, ui.Style{Size: 80, Bold: true, Color: c})
	})
	w := fonts.Width("I", ui.Style{Size: 80, Bold: true})
	m := fonts.Face(80, true).Metrics()
	got := img.RGBAAt(100+int(w/2), 100+int(m.HAscent-m.CapHeight/2))
	if !scenetest.Near(got, c, 2) {
		t.Errorf("the middle of the I is %v, want %v", got, c)
	}
}

// Drawing text already laid out allocates nothing.
func TestDrawAllocatesNothing(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	st := ui.Style{Size: 20, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}}
	var allocs float64
	l.Do(func(dst *ebiten.Image) {
		fonts.Draw(dst, ui.Identity, "Moves: ", 10, 10, st)
		fonts.DrawNumber(dst, ui.Identity, 127, 80, 10, st)
		allocs = testing.AllocsPerRun(50, func() {
			fonts.Draw(dst, ui.Identity, "Moves: ", 10, 10, st)
			fonts.DrawNumber(dst, ui.Identity, 127, 80, 10, st)
		})
	})
	if allocs > 0 {
		t.Errorf("%v allocations a draw, want none", allocs)
	}
}

// BenchmarkDrawText compares drawing a line of text with Ebitengine's
// text/v2 (which the game used before, laid out once as it did) and with
// the game's glyph cache, in one run: the time of the draw calls a line
// (ns/line), 100 lines a frame; ns/op includes the frames' pacing.
func BenchmarkDrawText(b *testing.B) {
	l := scenetest.Current(b)
	fonts, err := ui.NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	const s = "Solving from here: 127 moves"
	st := ui.Style{Size: 18, Color: color.RGBA{0xff, 0xff, 0xff, 0xff}}
	xf, err := opentype.NewFace(fonts.Font(false), &opentype.FaceOptions{Size: st.Size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		b.Fatal(err)
	}
	glyphs := text.AppendGlyphs(nil, s, text.NewGoXFace(xf), &text.LayoutOptions{})
	var op ebiten.DrawImageOptions
	textv2 := func(dst *ebiten.Image, y float64) {
		op.ColorScale.Reset()
		op.Filter = ebiten.FilterLinear
		for i := range glyphs {
			g := &glyphs[i]
			if g.Image == nil {
				continue
			}
			op.GeoM.Reset()
			op.GeoM.Translate(math.Round(20+g.X), math.Round(y+g.Y))
			dst.DrawImage(g.Image, &op)
		}
	}
	ours := func(dst *ebiten.Image, y float64) { fonts.Draw(dst, ui.Identity, s, 20, y, st) }
	for _, bc := range []struct {
		name string
		draw func(dst *ebiten.Image, y float64)
	}{{"textv2", textv2}, {"glyphs", ours}} {
		b.Run(bc.name, func(b *testing.B) {
			n := 0
			var spent time.Duration
			b.ResetTimer()
			l.Frames(func(dst *ebiten.Image) bool {
				dst.Clear()
				start := time.Now()
				for i := 0; i < 100 && n < b.N; i++ {
					bc.draw(dst, float64(i*7))
					n++
				}
				spent += time.Since(start)
				return n >= b.N
			})
			b.ReportMetric(float64(spent.Nanoseconds())/float64(n), "ns/line")
		})
	}
}

// TestGatheredLines draws lines of several sizes and colours one call a
// line and gathered (Fonts.Gather … Flush) and compares every byte; the
// lines are listed the same either way.
func TestGatheredLines(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	draw := func(s *ebiten.Image, gather bool) *ui.Boxes {
		rec := &ui.Boxes{DPR: 1}
		fonts.Rec = rec
		defer func() { fonts.Rec = nil }()
		if gather {
			fonts.Gather()
		}
		fonts.Draw(s, ui.Identity, "1×", 40, 600, ui.Style{Size: 18, Bold: true, Color: ui.Paper, Align: ui.Center})
		fonts.Draw(s, ui.Identity, "history", 80, 560, ui.Style{Size: 13, Color: ui.Muted})
		fonts.Pieces(s, ui.Identity, 900, 560, ui.Style{Size: 13, Color: ui.Muted, Align: ui.Right}, ui.N(17), ui.T(" / "), ui.N(63))
		fonts.Draw(s, ui.Identity, "Solved in 63 moves!", 640, 300, ui.Style{Size: 40, Bold: true, Color: ui.Accent, Align: ui.Center})
		if gather {
			fonts.Flush()
		}
		return rec
	}
	var one, all *ui.Boxes
	a := l.Capture(func(s *ebiten.Image) { one = draw(s, false) })
	b := l.Capture(func(s *ebiten.Image) { all = draw(s, true) })
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Error("lines gathered into one call differ from lines drawn one by one")
	}
	// Three lines: the counter, led by a number, is listed by no name.
	if len(one.List) != 3 || !reflect.DeepEqual(one.List, all.List) {
		t.Errorf("listed %v one by one and %v gathered, want the same 3 lines", one.List, all.List)
	}
}

// TestRulesKeepKeysWhole lays the rules out in rooms of many heights: a
// key is listed with all the lines of what it does, or not at all.
func TestRulesKeepKeysWhole(t *testing.T) {
	l := scenetest.Current(t)
	fonts := newFonts(t)
	h := ui.Help{Intro: []string{"Move every stone from pile A to pile B."},
		Keys: [][2]string{{"Click", "move a pile's top stone to another pile, or drag it there"}, {"1 2 3", "choose a pile"}, {"Tab, Enter", "pile cursor, pick, aim, and drop the stone held"}}}
	words := map[string]string{}
	for _, k := range h.Keys {
		words[k[0]] = k[1]
	}
	shown := 0
	for room := 60.0; room <= 400; room += 7 {
		var listed []string
		l.Do(func(s *ebiten.Image) {
			rec := &ui.Boxes{DPR: 1}
			fonts.Rec = rec
			ctx := &ui.Context{Fonts: fonts, Paint: ui.NewPainter(), In: &ui.Input{}, View: ui.Identity}
			h.DrawIn(s, ctx, ui.R(0, 0, 300, room), 1, false)
			fonts.Rec = nil
			for _, b := range rec.List {
				listed = append(listed, b.Name)
			}
		})
		for i, name := range listed {
			want, ok := words[name]
			if !ok {
				continue
			}
			shown++
			var lines []string
			for _, line := range listed[i+1:] {
				if _, key := words[line]; key {
					break
				}
				lines = append(lines, line)
			}
			if got := strings.Join(lines, " "); got != want {
				t.Errorf("room %g: key %q listed with %q, want %q", room, name, got, want)
			}
		}
	}
	if shown == 0 {
		t.Fatal("no key was ever listed")
	}
}
