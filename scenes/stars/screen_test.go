package stars

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/solver/stars"
)

// On a phone held upright the chart fills nine tenths of the width, the
// tools come under it, every text is readable, and taps reach what lies
// under them, under the banner's place too.
func TestPhoneUpright(t *testing.T) {
	l := scenetest.Current(t)
	s := newRig(t, settings{})
	s.onPhone(390, 844, 0.9)
	s.CheckTexts(l, "")
	// Row 3 lies under the banner's place: a tap puts a star there.
	n := s.sc.Puzzle().N()
	s.Tap(s.in(rBoard)(s.sc.geo.Centre(n/2, 0)))
	s.Settle()
	if got := s.sc.Shown().Cell(n/2, 0); got != stars.Star {
		t.Fatalf("r%dc1 holds %v after a tap", n/2+1, got)
	}
	s.Tap(s.in(rBoard)(s.sc.geo.Centre(n/2, 0)))
	s.Tap(s.in(rBoard)(s.sc.geo.Centre(n/2, 0)))
	s.Settle()
	// The hint's card comes under the tools and a tap closes it.
	s.Tap(s.in(rTools)(s.sc.tools[toolHint].X+10, s.sc.tools[toolHint].Y+10))
	if !s.sc.hint.On || s.sc.Index(rHint) < 0 {
		t.Fatalf("the hint did not come: %q", s.Status())
	}
	s.Tap(s.in(rHint)(toolsX+20, hintY+20))
	if s.sc.hint.On {
		t.Fatal("a tap on the hint's card left it open")
	}
	// The paste box takes its taps in its own place, drawn over the board.
	s.Key(ebiten.KeyP)
	s.Tap(s.in(rPaste)(hitCancel.X+10, hitCancel.Y+10))
	if s.sc.paste.Open {
		t.Fatal("a tap on Cancel left the paste box open")
	}
}

// On a laptop and a wide monitor every text of the header, the panel and
// the paste box is readable and on the screen.
func TestWideScreens(t *testing.T) {
	l := scenetest.Current(t)
	for _, sz := range [][2]float64{{1280, 720}, {2560, 1080}} {
		s := newRig(t, settings{})
		s.OnScreen(sz[0], sz[1])
		s.CheckTexts(l, fmt.Sprintf("%v, the game", sz))
		s.Key(ebiten.KeyP)
		s.CheckTexts(l, fmt.Sprintf("%v, the paste box", sz))
	}
}

// On a phone held on its side the board takes the height with the tools
// in a column beside it and the header in a column on the left, every
// control a finger's size; the hint's card comes over the board and a
// tap closes it.
func TestPhoneOnItsSide(t *testing.T) {
	l := scenetest.Current(t)
	s := newRig(t, settings{})
	s.onPhone(844, 390, 0.75)
	s.CheckPhone(l, "the game")
	s.Tap(s.in(rTools)(s.sc.tools[toolHint].X+10, s.sc.tools[toolHint].Y+10))
	if !s.sc.hint.On || s.sc.Index(rHint) < 0 {
		t.Fatalf("the hint did not come: %q", s.Status())
	}
	s.Tick()
	s.CheckPhone(l, "the hint")
	s.Tap(s.in(rHint)(toolsX+20, hintY+20))
	if s.sc.hint.On {
		t.Fatal("a tap on the hint's card left it open")
	}
}

// onPhone lays the scene out for a w×h phone and checks its compact
// layout: the tools beside the chart, and the chart across at least share
// of the screen's shorter side.
func (s *rig) onPhone(w, h, share float64) {
	s.T.Helper()
	s.OnScreen(w, h)
	if !s.sc.upright || s.sc.Index(rTools) < 0 {
		s.T.Fatalf("compact %v, parts %v", s.sc.upright, s.sc.Last())
	}
	short := min(s.Screen.W, s.Screen.H)
	if side := chartSide * s.sc.Layout.Scale(s.sc.Index(rBoard)); side < share*short {
		s.T.Errorf("the chart is %.0f px across on a %.0f px screen", side, short)
	}
}
