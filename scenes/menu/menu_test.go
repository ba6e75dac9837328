package menu

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// stub is a puzzle's picture: a colour, and a line of text that is part
// of the picture, not of the menu's layout.
type stub struct{ c color.RGBA }

func (s *stub) Update(*ui.Context) error { return nil }

func (s *stub) Draw(dst *ebiten.Image, ctx *ui.Context) {
	dst.Fill(s.c)
	ctx.Fonts.Draw(dst, ctx.View, pictureText, 500, 360, ui.Style{Size: 40, Color: ui.Paper})
}

const pictureText = "inside the picture"

// testItems are six puzzles with the real ones' words.
func testItems() []Item {
	words := [][]string{
		{"hanoi", "Towers of Hanoi", "A gantry crane moves a pile of stones,", "never a larger on a smaller one.", "1 to 12 stones, 3 or 4 piles."},
		{"pulley", "The Queen's Escape", "Two baskets on a rope over a pulley", "bring the prisoners down the tower,", "never too fast. Weights and limit."},
		{"river", "Jealous Husbands", "Row the couples across the river.", "No wife may be with another man", "unless her husband is there too."},
		{"sudoku", "Sudoku", "Fill the grid: each digit once in", "every row, column and box. Watch", "the search. 4×4 to 16×16, and X."},
		{"stars", "Star Grid", "Stars in every row, column and region,", "never two touching. Watch the solver", "search: 5×5 to 14×14, 1 to 3 stars."},
		{"coins", "Seven Coins", "Put a coin on an empty point and", "slide it along a line of the star", "to an empty point. Place seven."},
	}
	items := make([]Item, len(words))
	for i, w := range words {
		c := color.RGBA{0x30, uint8(0x40 + 0x20*i), 0xd0, 0xff}
		items[i] = Item{Name: w[0], Title: w[1], Lines: w[2:], Picture: func() (ui.Scene, error) { return &stub{c}, nil }}
	}
	return items
}

// rig drives a menu on a screen of a given size, CSS pixels at a device
// pixel ratio of 1.
type rig struct {
	t      *testing.T
	l      *scenetest.Loop
	m      *Menu
	in     ui.Input
	fonts  *ui.Fonts
	paint  *ui.Painter
	prefs  ui.Prefs
	stat   ui.Status
	screen ui.Rect
	dpr    float64    // the device pixel ratio
	ctx    ui.Context // the last tick's
}

func newRig(t *testing.T, w, h float64) *rig {
	t.Helper()
	l := scenetest.Current(t)
	r := &rig{t: t, l: l, m: New(testItems()), screen: ui.R(0, 0, w, h), dpr: 1, prefs: ui.DefaultPrefs()}
	var err error
	l.Do(func(*ebiten.Image) {
		r.fonts, err = ui.NewFonts()
		r.paint = ui.NewPainter()
	})
	if err != nil {
		t.Fatal(err)
	}
	r.in.X, r.in.Y = scenetest.Offscreen, scenetest.Offscreen
	return r
}

func (r *rig) context() ui.Context {
	v := ui.View{Scale: r.dpr}
	return ui.Context{In: &r.in, View: v, CSS: v, Screen: r.screen, Fonts: r.fonts, Prefs: &r.prefs, Status: &r.stat, Paint: r.paint}
}

// tick runs one update and clears the input's edges.
func (r *rig) tick() {
	r.ctx = r.context()
	if err := r.m.Update(&r.ctx); err != nil {
		r.t.Fatal(err)
	}
	r.in.Pressed, r.in.Released, r.in.Wheel = false, false, 0
	r.in.Keys = r.in.Keys[:0]
}

func (r *rig) press(x, y float64) {
	r.in.X, r.in.Y, r.in.Down, r.in.Pressed, r.in.Touch = x, y, true, true, true
	r.tick()
}

func (r *rig) move(x, y float64) {
	r.in.X, r.in.Y = x, y
	r.tick()
}

func (r *rig) release() {
	r.in.Down, r.in.Released = false, true
	r.tick()
}

func (r *rig) tap(x, y float64) {
	r.press(x, y)
	r.release()
}

// drag presses at x, y0, moves to y1 in ten steps and lets go there.
func (r *rig) drag(x, y0, y1 float64) {
	r.press(x, y0)
	for s := 1; s <= 10; s++ {
		r.move(x, y0+(y1-y0)*float64(s)/10)
	}
	r.release()
}

func (r *rig) key(k ebiten.Key) {
	r.in.Keys = append(r.in.Keys, k)
	r.tick()
}

// opened is the puzzle the last tick asked to open, and whether to watch
// it; "" for none.
func (r *rig) opened() (string, bool) {
	if r.ctx.Request != ui.Open {
		return "", false
	}
	return r.ctx.Open, r.ctx.Watch
}

// frame draws a frame offscreen at the screen's size in device pixels,
// with the layout recorded, and returns the boxes and the pixels.
func (r *rig) frame() ([]ui.Box, *image.RGBA) {
	w, h := int(r.screen.W*r.dpr+0.5), int(r.screen.H*r.dpr+0.5)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	boxes := &ui.Boxes{DPR: r.dpr}
	r.l.Do(func(*ebiten.Image) {
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		r.fonts.Rec = boxes
		ctx := r.context()
		ctx.Boxes = boxes
		r.m.Draw(dst, &ctx)
		r.fonts.Rec = nil
		dst.ReadPixels(img.Pix)
	})
	return boxes.List, img
}

// ready draws frames until every card's picture is made.
func (r *rig) ready() {
	r.t.Helper()
	for i := 0; i < 20 && !r.m.Ready(); i++ {
		r.frame()
	}
	if !r.m.Ready() {
		r.t.Fatal("pictures not drawn")
	}
}

// card is card i's box on the screen.
func (r *rig) card(i int) ui.Rect { return r.m.onScreen(r.m.lay.cards[i].r) }

// button is card i's button b on the screen.
func (r *rig) button(i, b int) ui.Rect {
	c := &r.m.lay.cards[i]
	if b == btnPlay {
		return r.m.onScreen(c.play)
	}
	return r.m.onScreen(c.watch)
}

// wholly reports whether a lies wholly inside b.
func wholly(a, b ui.Rect) bool {
	const eps = 0.01
	return a.X >= b.X-eps && a.Y >= b.Y-eps && a.Right() <= b.Right()+eps && a.Bottom() <= b.Bottom()+eps
}

// near reports whether two boxes are the same but for the layout's
// rounding to hundredths.
func near(a, b ui.Rect) bool { return wholly(a, b) && wholly(b, a) }

func boxRect(b ui.Box) ui.Rect { return ui.R(b.X, b.Y, b.W, b.H) }

func overlap(a, b ui.Rect) bool {
	const eps = 0.01
	return a.X < b.Right()-eps && b.X < a.Right()-eps && a.Y < b.Bottom()-eps && b.Y < a.Bottom()-eps
}

var sizes = []struct {
	w, h  float64
	dpr   float64
	phone bool
	cols  int
}{
	{390, 844, 1, true, 1},
	{844, 390, 1, true, 2},
	{1280, 720, 1, false, 3},
	{2560, 1080, 1, false, 3},
	// The smallest screen the game supports: the titles no longer fit
	// beside the buttons, which go in a row under the text.
	{320, 480, 1, true, 1},
	// A phone's real screen: three device pixels to a CSS pixel.
	{390, 844, 3, true, 1},
}

func sizeName(w, h, dpr float64) string {
	if dpr != 1 {
		return fmt.Sprintf("%gx%g@%g", w, h, dpr)
	}
	return fmt.Sprintf("%gx%g", w, h)
}

// TestLayoutAtSizes checks the recorded layout at each size, scrolled to
// the top, the middle and the bottom: every box on the screen, no two
// lines of text overlapping, text readable, buttons a finger's size on a
// phone, each card's text inside it, each card on screen with its buttons
// listed, nothing of the pictures' own text listed.
func TestLayoutAtSizes(t *testing.T) {
	for _, sz := range sizes {
		t.Run(sizeName(sz.w, sz.h, sz.dpr), func(t *testing.T) {
			r := newRig(t, sz.w, sz.h)
			r.dpr = sz.dpr
			r.tick()
			r.ready()
			if r.m.lay.cols != sz.cols {
				t.Errorf("%d columns, want %d", r.m.lay.cols, sz.cols)
			}
			most := r.m.lay.maxScroll()
			for _, at := range []float64{0, most / 2, most} {
				r.m.scroll = at
				boxes, _ := r.frame()
				checkBoxes(t, r, boxes, sz.phone, fmt.Sprintf("scrolled %g of %g", at, most))
				if most == 0 {
					break
				}
			}
		})
	}
}

func checkBoxes(t *testing.T, r *rig, boxes []ui.Box, phone bool, where string) {
	t.Helper()
	scr := r.screen
	var texts []ui.Box
	cards := map[string]ui.Rect{}
	buttons := map[string]ui.Rect{}
	for _, b := range boxes {
		br := boxRect(b)
		if !wholly(br, scr) {
			t.Errorf("%s: %s %q at %+v leaves the screen %+v", where, b.Kind, b.Name, br, scr)
		}
		switch b.Kind {
		case ui.KindText:
			if b.Name == pictureText {
				t.Errorf("%s: the picture's text is listed", where)
			}
			if b.H < minText {
				t.Errorf("%s: text %q is %g px high", where, b.Name, b.H)
			}
			texts = append(texts, b)
		case ui.KindCard:
			cards[b.Name] = br
		case ui.KindButton:
			buttons[b.Name] = br
			// A button cut by the screen's edge is listed with its
			// visible part; a whole one is a finger's size.
			whole := br.Y > scr.Y+0.01 && br.Bottom() < scr.Bottom()-0.01
			if phone && whole && (b.W < finger || b.H < finger) {
				t.Errorf("%s: button %q is %g×%g", where, b.Name, b.W, b.H)
			}
		}
	}
	for i, a := range texts {
		for _, b := range texts[i+1:] {
			if overlap(boxRect(a), boxRect(b)) {
				t.Errorf("%s: text %q %+v overlaps %q %+v", where, a.Name, a, b.Name, b)
			}
		}
	}
	if len(texts) == 0 {
		t.Errorf("%s: no text listed", where)
	}
	for i, it := range r.m.items {
		full := r.card(i)
		got, listed := cards[it.Name]
		switch {
		case wholly(full, scr):
			if !listed || !near(got, full) {
				t.Errorf("%s: card %q on screen at %+v is listed as %+v (%v)", where, it.Name, full, got, listed)
			}
			for _, name := range []string{"play:", "watch:"} {
				if _, ok := buttons[name+it.Name]; !ok {
					t.Errorf("%s: card %q has no %s button listed", where, it.Name, name)
				}
			}
			for _, tx := range texts {
				if overlap(boxRect(tx), full) && !wholly(boxRect(tx), full) {
					t.Errorf("%s: text %q %+v leaves its card %q %+v", where, tx.Name, tx, it.Name, full)
				}
			}
		case full.Bottom() <= scr.Y || full.Y >= scr.Bottom():
			if listed {
				t.Errorf("%s: card %q off screen is listed", where, it.Name)
			}
		default:
			if !listed || !wholly(got, full) {
				t.Errorf("%s: card %q partly on screen is listed as %+v (%v)", where, it.Name, got, listed)
			}
		}
		for _, b := range []int{btnPlay, btnWatch} {
			if br := r.button(i, b); phone && (br.W < finger || br.H < finger) {
				t.Errorf("%s: card %q's button %d is %g×%g", where, it.Name, b, br.W, br.H)
			}
		}
	}
}

// TestDesignLayout: on the design's 1280×720 the cards and their buttons
// are where they always were (the game's and the browser's tests click
// there), and the page does not scroll.
func TestDesignLayout(t *testing.T) {
	r := newRig(t, 1280, 720)
	r.tick()
	if r.m.lay.maxScroll() != 0 {
		t.Errorf("the page scrolls by %g", r.m.lay.maxScroll())
	}
	for i := range r.m.items {
		row, col := i/3, i%3
		want := ui.R(44+float64(col)*404, 120+float64(row)*282, cardW, cardH)
		if got := r.card(i); got != want {
			t.Errorf("card %d at %+v, want %+v", i, got, want)
		}
		if x, y := r.m.CardPos(i); x != want.X || y != want.Y {
			t.Errorf("CardPos(%d) = %g, %g", i, x, y)
		}
		watch := ui.R(want.X+cardW-btnRight-btnW, want.Y+picH+10, btnW, btnH)
		play := ui.R(watch.X-btnW-btnGap, watch.Y, btnW, btnH)
		if got := r.button(i, btnWatch); got != watch {
			t.Errorf("card %d's Watch at %+v, want %+v", i, got, watch)
		}
		if got := r.button(i, btnPlay); got != play {
			t.Errorf("card %d's Play at %+v, want %+v", i, got, play)
		}
	}
	// Before any frame (no fonts yet) the cards are where the first frame
	// puts them.
	m := New(testItems())
	if x, y := m.CardPos(4); x != 44+404 || y != 120+282 {
		t.Errorf("CardPos(4) before the first frame = %g, %g", x, y)
	}
}

// TestScrollRevealsLastCard: on a phone upright the last card is below
// the screen; the wheel, or a drag, brings it on screen.
func TestScrollRevealsLastCard(t *testing.T) {
	last := 5
	for _, how := range []string{"wheel", "drag"} {
		t.Run(how, func(t *testing.T) {
			r := newRig(t, 390, 844)
			r.tick()
			if r.card(last).Y < r.screen.H {
				t.Fatalf("the last card is on screen at the start: %+v", r.card(last))
			}
			for i := 0; i < 50 && !wholly(r.card(last), r.screen); i++ {
				if how == "wheel" {
					r.in.Wheel = -1
					r.tick()
				} else {
					r.drag(200, 700, 200)
					if name, _ := r.opened(); name != "" {
						t.Fatalf("a drag opened %q", name)
					}
				}
			}
			if !wholly(r.card(last), r.screen) {
				t.Fatalf("the last card is not on screen: %+v", r.card(last))
			}
			// On, the scroll stops at the bottom.
			for i := 0; i < 50; i++ {
				r.in.Wheel = -1
				r.tick()
			}
			if r.m.scroll != r.m.lay.maxScroll() {
				t.Errorf("scrolled %g, want the most, %g", r.m.scroll, r.m.lay.maxScroll())
			}
			// And back: the scroll stops at the top.
			for i := 0; i < 50; i++ {
				r.in.Wheel = 1
				r.tick()
			}
			if r.m.scroll != 0 {
				t.Errorf("scrolled %g after wheeling up", r.m.scroll)
			}
		})
	}
}

// TestDragDoesNotOpen: a press on a card's Play that moves away scrolls
// and opens nothing; one that barely moves is a tap.
func TestDragDoesNotOpen(t *testing.T) {
	r := newRig(t, 390, 844)
	r.tick()
	b := r.button(0, btnPlay)
	x, y := b.X+b.W/2, b.Y+b.H/2
	r.press(x, y)
	if name, _ := r.opened(); name != "" {
		t.Fatalf("the press opened %q at once on a page that scrolls", name)
	}
	for _, dy := range []float64{-5, -15, -60, -100} {
		r.move(x, y+dy)
		if name, _ := r.opened(); name != "" {
			t.Fatalf("moving by %g opened %q", dy, name)
		}
	}
	r.release()
	if name, _ := r.opened(); name != "" {
		t.Fatalf("the drag opened %q", name)
	}
	if r.m.scroll != 100 {
		t.Errorf("the drag scrolled %g, want 100", r.m.scroll)
	}
	// A wobbly tap still opens.
	b = r.button(0, btnPlay)
	x, y = b.X+b.W/2, b.Y+b.H/2
	r.press(x, y)
	r.move(x+4, y-6)
	r.release()
	if name, watch := r.opened(); name != "hanoi" || watch {
		t.Errorf("a wobbly tap on Play opened %q (watch %v)", name, watch)
	}
}

// TestTapOpens: a tap on a card's Play, its Watch or its picture opens it,
// on a phone upright, scrolled or not; on the design's screen a press
// opens at once, as it always did.
func TestTapOpens(t *testing.T) {
	r := newRig(t, 390, 844)
	r.tick()
	tapIn := func(b ui.Rect) { r.tap(b.X+b.W/2, b.Y+b.H/2) }
	tapIn(r.button(0, btnPlay))
	if name, watch := r.opened(); name != "hanoi" || watch {
		t.Errorf("Play: %q, watch %v", name, watch)
	}
	tapIn(r.button(0, btnWatch))
	if name, watch := r.opened(); name != "hanoi" || !watch {
		t.Errorf("Watch: %q, watch %v", name, watch)
	}
	c := r.card(0)
	r.tap(c.X+50, c.Y+50)
	if name, watch := r.opened(); name != "hanoi" || watch {
		t.Errorf("the picture: %q, watch %v", name, watch)
	}
	// Scrolled to the bottom, the last card's Play.
	r.m.scroll = 1e9
	r.tick()
	tapIn(r.button(5, btnPlay))
	if name, watch := r.opened(); name != "coins" || watch {
		t.Errorf("the last card's Play: %q, watch %v", name, watch)
	}
	// A tap below the cards opens nothing.
	r.tap(2, r.screen.H-2)
	if name, _ := r.opened(); name != "" {
		t.Errorf("a tap beside the cards opened %q", name)
	}

	d := newRig(t, 1280, 720)
	d.tick()
	b := d.button(1, btnWatch)
	d.in.Touch = false
	d.in.X, d.in.Y, d.in.Pressed, d.in.Down = b.X+5, b.Y+5, true, true
	d.tick()
	if name, watch := d.opened(); name != "pulley" || !watch {
		t.Errorf("a press on the design's Watch: %q, watch %v", name, watch)
	}
}

// TestKeysFollowFocus: Up and Down move by the row of the screen's
// columns, and the page scrolls the focused card into view.
func TestKeysFollowFocus(t *testing.T) {
	for _, sz := range sizes {
		t.Run(sizeName(sz.w, sz.h, sz.dpr), func(t *testing.T) {
			r := newRig(t, sz.w, sz.h)
			r.tick()
			r.key(ebiten.KeyArrowDown)
			if r.m.focus != sz.cols {
				t.Errorf("Down: focus %d, want %d", r.m.focus, sz.cols)
			}
			for range 5 {
				r.key(ebiten.KeyArrowDown)
			}
			if r.m.focus != 5 {
				t.Errorf("Down to the end: focus %d", r.m.focus)
			}
			if !wholly(r.card(5), r.screen) {
				t.Errorf("the focused last card is not on screen: %+v", r.card(5))
			}
			for range 6 {
				r.key(ebiten.KeyArrowLeft)
			}
			if r.m.focus != 5 {
				t.Errorf("six times Left: focus %d, want 5 again", r.m.focus)
			}
			for range 5 {
				r.key(ebiten.KeyArrowUp)
			}
			if r.m.focus != 0 || !wholly(r.card(r.m.focus), r.screen) {
				t.Errorf("Up to the top: focus %d at %+v", r.m.focus, r.card(r.m.focus))
			}
			r.key(ebiten.KeyEnter)
			if name, _ := r.opened(); name != r.m.items[r.m.focus].Name {
				t.Errorf("Enter opened %q", name)
			}
		})
	}
}

// TestResizeKeepsScroll: the scroll survives a resize, clamped to the new
// page.
func TestResizeKeepsScroll(t *testing.T) {
	r := newRig(t, 390, 844)
	r.tick()
	r.drag(200, 600, 300)
	if r.m.scroll != 300 {
		t.Fatalf("scrolled %g, want 300", r.m.scroll)
	}
	r.screen = ui.R(0, 0, 844, 390)
	r.tick()
	if r.m.scroll != 300 {
		t.Errorf("on its side: scrolled %g, want 300 still", r.m.scroll)
	}
	r.m.scroll = 1e9
	r.tick()
	most := r.m.scroll
	r.screen = ui.R(0, 0, 390, 844)
	r.tick()
	if r.m.scroll != most || most == 0 {
		t.Errorf("upright again: scrolled %g, want %g", r.m.scroll, most)
	}
	r.screen = ui.R(0, 0, 1280, 720)
	r.tick()
	if r.m.scroll != 0 {
		t.Errorf("on the design's screen: scrolled %g", r.m.scroll)
	}
}

// TestNoFrameAllocs: a steady frame of the menu, scrolling and recording
// its layout, allocates nothing.
func TestNoFrameAllocs(t *testing.T) {
	r := newRig(t, 390, 844)
	r.tick()
	r.ready()
	boxes := &ui.Boxes{DPR: 1}
	n := 0
	start := func() {}
	r.l.NoFrameAllocs(t, start, func(s *ebiten.Image) {
		n++
		r.in.Wheel = float64(n%7 - 3)
		r.tick()
		boxes.List = boxes.List[:0]
		r.fonts.Rec = boxes
		ctx := r.context()
		ctx.Boxes = boxes
		r.m.Draw(s, &ctx)
		r.fonts.Rec = nil
	}, 30, 60)
}

// TestPictures: a card shows its puzzle's picture, drawn again sharper
// when the cards grow well past it, and kept when they shrink.
func TestPictures(t *testing.T) {
	r := newRig(t, 1280, 720)
	r.tick()
	r.ready()
	if r.m.thumbW[0] != cardW {
		t.Errorf("the picture is %d pixels wide, want %g", r.m.thumbW[0], cardW)
	}
	_, img := r.frame()
	c := r.card(0)
	if got := scenetest.Average(img, int(c.X)+20, int(c.Y)+20, 40, 10); !scenetest.Near(got, color.RGBA{0x30, 0x40, 0xd0, 0xff}, 8) {
		t.Errorf("the first card's picture shows %v", got)
	}
	r.screen = ui.R(0, 0, 2560, 1080)
	r.tick()
	for range 8 {
		r.frame()
	}
	for i, w := range r.m.thumbW {
		if w != 576 {
			t.Errorf("card %d's picture is %d pixels wide on the large screen, want 576", i, w)
		}
	}
	r.screen = ui.R(0, 0, 390, 844)
	r.tick()
	r.frame()
	if r.m.thumbW[5] != 576 {
		t.Errorf("the picture was made again for a smaller card: %d", r.m.thumbW[5])
	}
}

// TestShots saves the menu at each size, at the top and scrolled to the
// bottom, for a person to look at ($PUZZLEWORKS_SHOTS).
func TestShots(t *testing.T) {
	scenetest.NeedShots(t)
	for _, sz := range sizes {
		r := newRig(t, sz.w, sz.h)
		r.dpr = sz.dpr
		r.tick()
		r.ready()
		_, img := r.frame()
		name := "menu-" + sizeName(sz.w, sz.h, sz.dpr)
		scenetest.Save(t, img, name+".png")
		if r.m.lay.maxScroll() > 0 {
			r.m.scroll = 1e9
			r.tick()
			_, img = r.frame()
			scenetest.Save(t, img, name+"-bottom.png")
		}
	}
}
