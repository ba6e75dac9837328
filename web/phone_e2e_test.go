//go:build !js

package web

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"

	"puzzleworks/scenes"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
)

// TestBrowserPhone plays on a phone's screen in headless Chromium by taps
// alone: the menu laid out for the phone, a tap on a card's Play, a tap on
// the header's stepper, a game of the crane won by taps on the piles and
// the bar's undo; every box of the layout on the screen.
func TestBrowserPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	p, _ := openPhone(t, browser, base, 1)

	s := p.state()
	if s.View.Width != phoneW || s.View.Height != phoneH {
		t.Fatalf("the game sees a %gx%g screen, want the phone's %dx%d", s.View.Width, s.View.Height, phoneW, phoneH)
	}
	if got := eval[float64](p, `devicePixelRatio`); got != phoneScale {
		t.Errorf("device pixel ratio %v, want %v", got, phoneScale)
	}
	checkPhoneLayout(t, s)
	play := find(t, s, ui.KindButton, "play:hanoi")
	p.tapCSS(play.X+play.W/2, play.Y+play.H/2)
	s = p.waitState("the crane's scene", func(s scenes.Snapshot) bool { return s.Scene == "hanoi" })
	checkPhoneLayout(t, s)
	if b := find(t, s, ui.KindBoard, "yard"); b.W < 0.9*phoneW {
		t.Errorf("the yard is %.0f px wide on a %d px phone", b.W, phoneW)
	}

	// Three stones, by the header's − (the first stepper's).
	for stones(s) > 3 {
		minus := find(t, s, ui.KindButton, "−")
		n := stones(s)
		p.tapCSS(minus.X+minus.W/2, minus.Y+minus.H/2)
		s = p.waitState("one stone fewer", func(s scenes.Snapshot) bool { return stones(s) == n-1 })
	}
	start, err := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	if err != nil {
		t.Fatal(err)
	}
	moves, err := hanoi.Solve(start)
	if err != nil {
		t.Fatal(err)
	}
	letters := "ABC"
	for i, m := range moves {
		from := find(t, s, ui.KindButton, "pile:"+letters[m.From:m.From+1])
		to := find(t, s, ui.KindButton, "pile:"+letters[m.To:m.To+1])
		p.tapCSS(from.X+from.W/2, from.Y+from.H*0.7)
		p.tapCSS(to.X+to.W/2, to.Y+to.H*0.7)
		s = p.waitState(fmt.Sprintf("move %d made", i+1), func(s scenes.Snapshot) bool { return s.Moves == i+1 && s.Idle })
	}
	if !s.Won {
		t.Fatalf("seven taps' moves did not win: %+v", s)
	}
	undo := find(t, s, ui.KindButton, "undo")
	p.tapCSS(undo.X+undo.W/2, undo.Y+undo.H/2)
	s = p.waitState("undone", func(s scenes.Snapshot) bool { return !s.Won && s.Idle })
	checkPhoneLayout(t, s)
	// A long press opens no menu of the browser's.
	if !eval[bool](p, `(() => { const e = new MouseEvent("contextmenu", {bubbles: true, cancelable: true});
		return !document.querySelector("canvas").dispatchEvent(e); })()`) {
		t.Errorf("a long press on the game would open the browser's menu")
	}
	p.checkConsole()
}

// tapCSS is a finger's tap at a point of the page, CSS pixels.
func (p *page) tapCSS(x, y float64) {
	p.tb.Helper()
	what := fmt.Sprintf("tapping at %.0f,%.0f", x, y)
	send(p, what, input.DispatchTouchEvent, input.DispatchTouchEventParams{
		Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}})
	send(p, what, input.DispatchTouchEvent, input.DispatchTouchEventParams{
		Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
}

// find is the first box of the layout of that kind and name.
func find(t *testing.T, s scenes.Snapshot, kind, name string) ui.Box {
	t.Helper()
	for _, b := range s.Layout {
		if b.Kind == kind && b.Name == name {
			return b
		}
	}
	var names []string
	for _, b := range s.Layout {
		if b.Kind == kind {
			names = append(names, strconv.Quote(b.Name))
		}
	}
	t.Fatalf("no %s %q in the layout of %s; the %ss are %s", kind, name, s.Scene, kind, strings.Join(names, ", "))
	return ui.Box{}
}

// checkPhoneLayout checks the boxes of the phone's screen: none leaves
// it, text at least 12 px, tap targets at least 44×44.
func checkPhoneLayout(t *testing.T, s scenes.Snapshot) {
	t.Helper()
	checkScreenLayout(t, s, phoneW, phoneH)
}

// checkScreenLayout checks the boxes of a phone's w×h screen.
func checkScreenLayout(t *testing.T, s scenes.Snapshot, w, h float64) {
	t.Helper()
	if len(s.Layout) == 0 {
		t.Fatalf("the %s lists no layout", s.Scene)
	}
	for _, b := range s.Layout {
		if b.X < -0.5 || b.Y < -0.5 || b.X+b.W > w+0.5 || b.Y+b.H > h+0.5 {
			t.Errorf("%s: %s %q at %v,%v %vx%v leaves the phone's screen", s.Scene, b.Kind, b.Name, b.X, b.Y, b.W, b.H)
		}
		switch b.Kind {
		case ui.KindText:
			if b.H < 12-0.01 {
				t.Errorf("%s: text %q is %.1f px high", s.Scene, b.Name, b.H)
			}
		case ui.KindButton:
			if b.W < 44-0.5 || b.H < 44-0.5 {
				t.Errorf("%s: button %q is %.1f×%.1f px", s.Scene, b.Name, b.W, b.H)
			}
		}
	}
}

// TestBrowserTinyPhone plays Sudoku on the smallest phone, 320×480, by
// taps alone: the header's controls folded behind the settings button
// open in a sheet where a tap changes the grid's size, a tap beside the
// sheet closes it, and the bar's "more" opens the rest of the bar, whose
// help opens the card.
func TestBrowserTinyPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	const w, h = 320, 480
	browser := startBrowser(t)
	base, _ := serveSite(t)
	p, _ := openScreen(t, browser, base+"?play=sudoku", 1, w, h, 2)
	s := p.waitState("Sudoku", func(s scenes.Snapshot) bool { return s.Scene == "sudoku" && len(s.Layout) > 0 })
	checkScreenLayout(t, s, w, h)
	if b := find(t, s, ui.KindBoard, "grid"); b.W < 0.5*w {
		t.Errorf("the grid is %.0f px wide on a %d px phone", b.W, w)
	}
	sheetOpen := func(s scenes.Snapshot) bool {
		for _, b := range s.Layout {
			if b.Kind == ui.KindText && b.Name == "Puzzle settings" {
				return true
			}
		}
		return false
	}
	tapBox := func(b ui.Box) { p.tapCSS(b.X+b.W/2, b.Y+b.H/2) }
	tapBox(find(t, s, ui.KindButton, "settings"))
	s = p.waitState("the sheet open", sheetOpen)
	checkScreenLayout(t, s, w, h)
	// The size's "4", not the pad's key beneath the sheet: the highest.
	four := find(t, s, ui.KindButton, "4")
	for _, b := range s.Layout {
		if b.Kind == ui.KindButton && b.Name == "4" && b.Y < four.Y {
			four = b
		}
	}
	tapBox(four)
	s = p.waitState("a 4×4 grid", func(s scenes.Snapshot) bool { return strings.Contains(fmt.Sprint(s.Params), "size:4") })
	play := find(t, s, ui.KindButton, "play")
	p.tapCSS(w/2, play.Y-12)
	s = p.waitState("the sheet closed", func(s scenes.Snapshot) bool { return !sheetOpen(s) })
	tapBox(find(t, s, ui.KindButton, "more"))
	s = p.waitState("the bar's panel open", func(s scenes.Snapshot) bool {
		for _, b := range s.Layout {
			if b.Kind == ui.KindButton && b.Name == "help" {
				return true
			}
		}
		return false
	})
	checkScreenLayout(t, s, w, h)
	tapBox(find(t, s, ui.KindButton, "help"))
	p.waitState("the help card", func(s scenes.Snapshot) bool {
		n := 0
		for _, b := range s.Layout {
			if b.Kind == ui.KindText {
				n++
			}
		}
		return n > 12
	})
	p.checkConsole()
}
