//go:build !js

package web

import (
	"image/color"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"puzzleworks/scenes"
)

// Places on the Sudoku scene with a 9×9 grid (scenes/sudoku/layout.go):
// the centres of r1c1 and r1c2, and of the pad's tiles 1 and 2.
const (
	sudokuR1C1X, sudokuR1C2X, sudokuRow1Y = 88.0, 146.0, 94.0
	sudokuPad1X, sudokuPad2X, sudokuPadY  = 677.0, 743.0, 205.0
	sudokuInkala                          = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
)

// TestBrowserSudoku plays Sudoku in headless Chromium: a digit written by
// real clicks (and drawn in the pen's blue), a given refused, a replay of
// the search to the win, every size and the X rule from the address, and
// grids with no solution and with several.
func TestBrowserSudoku(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)

	t.Run("a digit by clicks", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=sudoku&from="+sudokuInkala, false)
		if s := p.state(); s.Scene != "sudoku" || s.Position != sudokuInkala {
			t.Fatalf("opened %+v, want the puzzle given", s)
		}
		p.recordInput()
		p.click(sudokuR1C2X, sudokuRow1Y)
		p.click(sudokuPad1X, sudokuPadY)
		s := p.waitState("1 written in r1c2", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if s.Position != "81"+sudokuInkala[2:] {
			t.Fatalf("after the click: %+v", s)
		}
		// The entry is drawn in the pen's blue in its cell.
		img := p.screenshot()
		b := p.canvasBox()
		pen := color.RGBA{0x1f, 0x4f, 0xa8, 0xff}
		n := countNear(img, b, 1280, sudokuR1C2X-20, sudokuRow1Y-20, sudokuR1C2X+20, sudokuRow1Y+20, pen, 40)
		t.Logf("pen-blue pixels in r1c2: %d", n)
		if n < 20 {
			t.Errorf("the entry is not seen in r1c2: %d pen-blue pixels", n)
		}
		// A given cannot change, and the status line says why.
		p.click(sudokuR1C1X, sudokuRow1Y)
		p.click(sudokuPad2X, sudokuPadY)
		s = p.waitState("the given refused", func(s scenes.Snapshot) bool { return s.Status != "" })
		if s.Status != "Not allowed: r1c1 is a given" || s.Moves != 1 {
			t.Errorf("after clicking a given: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("a puzzle pasted", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=sudoku", false)
		p.press("t") // the text box takes the focus and listens for pastes
		for i := 0; !eval[bool](p, "!!document._puzzleworksPasteOn"); i++ {
			if i > 100 {
				t.Fatal("the page never listened for a paste")
			}
			p.settle()
		}
		// The browser hands the clipboard over only in a paste event: send
		// one as Ctrl+V would, with the grid on four lines.
		eval[bool](p, `(() => {
			const dt = new DataTransfer();
			dt.setData("text/plain", "3...\n..42\n....\n....\n");
			document.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt}));
			return true;
		})()`)
		p.settle()
		p.press(kb.Enter)
		s := p.waitState("the pasted puzzle opened", func(s scenes.Snapshot) bool { return s.Position == "3.....42........" })
		if s.Scene != "sudoku" {
			t.Errorf("after the paste: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("a hint, then a new puzzle", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=sudoku&from=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false)
		p.press("i")
		if s := p.state(); s.Moves != 0 {
			t.Fatalf("the first hint press made a move: %+v", s)
		}
		p.press("i")
		s := p.waitState("the hint taken", func(s scenes.Snapshot) bool { return s.Idle && s.Moves == 1 })
		if !strings.Contains(s.Status, "Hint taken") {
			t.Errorf("after the hint: %+v", s)
		}
		before := s.Position
		p.press("u")
		s = p.waitState("a new puzzle", func(s scenes.Snapshot) bool { return s.Position != before && s.Moves == 0 })
		if !strings.Contains(s.Status, "New ") || len(s.Position) != 81 {
			t.Errorf("after the new puzzle: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("replay", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=sudoku&x&from=..2...4.3.......&replay&speed=16", false)
		s := p.waitState("won by the replay", func(s scenes.Snapshot) bool { return s.Won })
		if strings.Contains(s.Position, ".") || s.Scene != "sudoku" {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})

	t.Run("sizes and X from the address", func(t *testing.T) {
		for _, q := range []struct {
			query string
			cells int
			x     bool
		}{
			{"size=4", 16, false},
			{"size=6&x", 36, true},
			{"size=16", 256, false},
			{"size=9&x", 81, true},
		} {
			p, _ := openPage(t, browser, base+"?play=sudoku&"+q.query, false)
			s := p.state()
			params, _ := s.Params.(map[string]any)
			if len(s.Position) != q.cells || params["x"] != q.x {
				t.Errorf("%s opened %d cells, params %v", q.query, len(s.Position), s.Params)
			}
			p.checkConsole()
		}
	})

	t.Run("no solution and several", func(t *testing.T) {
		p, _ := openPage(t, browser, base+"?play=sudoku&from=5.......5"+strings.Repeat(".", 72), false)
		s := p.waitState("saying there is no solution", func(s scenes.Snapshot) bool { return s.Status != "" })
		if !strings.Contains(s.Status, "no solution (no solution: given 5 at r1c1 clashes with r1c9)") {
			t.Errorf("status %q", s.Status)
		}
		p, _ = openPage(t, browser, base+"?play=sudoku&from="+strings.Repeat(".", 16)+"&replay&speed=16", false)
		s = p.waitState("one of several solutions replayed", func(s scenes.Snapshot) bool { return s.Won })
		if len(s.Position) != 16 {
			t.Errorf("after the replay: %+v", s)
		}
		p.checkConsole()
	})
}
