package stars

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// screenRig drives a rig on a screen of its own size (CSS pixels, a
// device pixel ratio of 1), the pointer given on the screen.
type screenRig struct {
	*rig
	w, h float64
}

// onScreen puts r on a screen of w×h CSS pixels.
func onScreen(r *rig, w, h float64) *screenRig {
	r.Screen = ui.R(0, 0, w, h)
	return &screenRig{r, w, h}
}

// drag presses at (x0, y0), moves to (x1, y1) and lets go there.
func (s *screenRig) drag(x0, y0, x1, y1 float64) {
	s.In.Touch = true
	s.Drag(x0, y0, x1, y1, 1)
}

// in maps a design point of the part of role r to where it lies on the
// screen.
func (s *screenRig) in(r role) func(x, y float64) (float64, float64) {
	s.T.Helper()
	i := s.sc.part(r)
	if i < 0 {
		s.T.Fatalf("no part of role %d", r)
	}
	return func(x, y float64) (float64, float64) { return s.sc.Layout.ToScreen(i, x, y) }
}

// On a phone held upright the chart fills nine tenths of the width, the
// tools come under it, every text is readable, and taps reach what lies
// under them, under the banner's place too.
func TestPhoneUpright(t *testing.T) {
	l := scenetest.Current(t)
	s := onScreen(newRig(t, settings{}), 390, 844)
	s.Tick()
	s.Tick()
	if !s.sc.upright || s.sc.part(rTools) < 0 {
		t.Fatalf("upright %v, parts %v", s.sc.upright, s.sc.parts)
	}
	if side := chartSide * s.sc.Layout.Scale(s.sc.part(rBoard)); side < 0.9*s.w {
		t.Errorf("the chart is %.0f px wide on a %.0f px screen", side, s.w)
	}
	for _, b := range s.Boxes(l) {
		if b.Kind == ui.KindText && (b.H < 12 || b.X < 0 || b.Y < 0 || b.X+b.W > s.w || b.Y+b.H > s.h) {
			t.Errorf("text %q at %v: too small or off the screen", b.Name, b)
		}
	}
	// Row 3 lies under the banner's place: a tap puts a star there.
	n := s.sc.Puzzle().N()
	s.Tap(s.in(rBoard)(s.sc.geo.centre(n/2, 0)))
	s.Settle()
	if got := s.sc.Shown().Cell(n/2, 0); got != stars.Star {
		t.Fatalf("r%dc1 holds %v after a tap", n/2+1, got)
	}
	s.Tap(s.in(rBoard)(s.sc.geo.centre(n/2, 0)))
	s.Tap(s.in(rBoard)(s.sc.geo.centre(n/2, 0)))
	s.Settle()
	// The hint's card comes under the tools and a tap closes it.
	s.Tap(s.in(rTools)(s.sc.tools[toolHint].x+10, s.sc.tools[toolHint].y+10))
	if !s.sc.hint.on || s.sc.part(rHint) < 0 {
		t.Fatalf("the hint did not come: %q", s.Status())
	}
	s.Tap(s.in(rHint)(toolsX+20, hintY+20))
	if s.sc.hint.on {
		t.Fatal("a tap on the hint's card left it open")
	}
	// The paste box takes its taps in its own place, drawn over the board.
	s.Key(ebiten.KeyP)
	s.Tap(s.in(rPaste)(hitCancel.x+10, hitCancel.y+10))
	if s.sc.paste.open {
		t.Fatal("a tap on Cancel left the paste box open")
	}
}

// On a laptop and a wide monitor every text of the header, the panel and
// the paste box is readable and on the screen.
func TestWideScreens(t *testing.T) {
	l := scenetest.Current(t)
	for _, sz := range [][2]float64{{1280, 720}, {2560, 1080}} {
		s := onScreen(newRig(t, settings{}), sz[0], sz[1])
		s.Tick()
		s.Tick()
		check := func(what string) {
			for _, b := range s.Boxes(l) {
				if b.Kind == ui.KindText && (b.H < 12 || b.X < 0 || b.Y < 0 || b.X+b.W > s.w || b.Y+b.H > s.h) {
					t.Errorf("%v, %s: text %q at %v: too small or off the screen", sz, what, b.Name, b)
				}
			}
		}
		check("the game")
		s.Key(ebiten.KeyP)
		check("the paste box")
	}
}

// On a phone held on its side the board takes the height with the tools
// in a column beside it and the header in a column on the left, every
// control a finger's size; the hint's card comes over the board and a
// tap closes it.
func TestPhoneOnItsSide(t *testing.T) {
	l := scenetest.Current(t)
	s := onScreen(newRig(t, settings{}), 844, 390)
	s.Tick()
	s.Tick()
	if !s.sc.upright || s.sc.part(rTools) < 0 {
		t.Fatalf("compact %v, parts %v", s.sc.upright, s.sc.parts)
	}
	if side := chartSide * s.sc.Layout.Scale(s.sc.part(rBoard)); side < 0.75*s.h {
		t.Errorf("the chart is %.0f px high on a %.0f px screen", side, s.h)
	}
	check := func(what string) {
		for _, b := range s.Boxes(l) {
			if b.X < -0.5 || b.Y < -0.5 || b.X+b.W > s.w+0.5 || b.Y+b.H > s.h+0.5 {
				t.Errorf("%s: %s %q at %v leaves the screen", what, b.Kind, b.Name, b)
			}
			switch {
			case b.Kind == ui.KindText && b.H < 12-0.01:
				t.Errorf("%s: text %q is %.1f px high", what, b.Name, b.H)
			case b.Kind == ui.KindButton && (b.W < 44-0.51 || b.H < 44-0.51):
				t.Errorf("%s: button %q is %.1f×%.1f px", what, b.Name, b.W, b.H)
			}
		}
	}
	check("the game")
	s.Tap(s.in(rTools)(s.sc.tools[toolHint].x+10, s.sc.tools[toolHint].y+10))
	if !s.sc.hint.on || s.sc.part(rHint) < 0 {
		t.Fatalf("the hint did not come: %q", s.Status())
	}
	s.Tick()
	check("the hint")
	s.Tap(s.in(rHint)(toolsX+20, hintY+20))
	if s.sc.hint.on {
		t.Fatal("a tap on the hint's card left it open")
	}
}
