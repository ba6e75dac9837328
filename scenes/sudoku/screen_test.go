package sudoku

import (
	"fmt"
	"testing"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/solver/sudoku"
)

// On a phone held upright the grid fills nine tenths of the width, the
// keys come under it, every text is readable, and taps, a drag from the
// pad and a tap under the banner's place reach what lies under them.
func TestPhoneUpright(t *testing.T) {
	l, s := onPhone(t, 390, 844, false, 0.9)
	s.CheckTexts(l, "")
	s.tapOne()
	// The middle row lies under the banner's place.
	s.Tap(s.in(rGrid)(s.sc.CellCentre(37)))
	if s.sc.sel != 37 {
		t.Fatalf("a tap on r5c2 selected %d", s.sc.sel)
	}
	// A digit dragged from the pad onto a cell.
	s.sc.sel = -1
	x0, y0 := s.in(rKeys)(s.sc.TileCentre(3))
	x1, y1 := s.in(rGrid)(s.sc.CellCentre(2))
	s.TouchDrag(x0, y0, x1, y1)
	s.Settle()
	if got := s.sc.Shown().Cell(2); got != 3 {
		t.Fatalf("r1c3 holds %d after dragging the pad's 3 onto it", got)
	}
	// The hint's card comes under the keys and a tap closes it.
	hint := s.sc.keys.Acts.Rect(actHint)
	ax, ay := hint.X, hint.Y
	s.Tap(s.in(rKeys)(ax+10, ay+10))
	if !s.sc.hint.On || s.sc.Index(rHint) < 0 {
		t.Fatal("the hint did not come")
	}
	s.Tap(s.in(rHint)(narrowX+20, narrowHintY+20))
	if s.sc.hint.On {
		t.Fatal("a tap on the hint's card left it open")
	}
}

// On a laptop and a wide monitor every text of the header and the panel
// is readable and on the screen, for every size of grid.
func TestWideScreens(t *testing.T) {
	eachSize(t, [][2]float64{{1280, 720}, {2560, 1080}}, (*scenetest.Rig).CheckTexts)
}

// eachSize opens a grid of every size on each screen and checks it.
func eachSize(t *testing.T, screens [][2]float64, check func(r *scenetest.Rig, l *scenetest.Loop, what string)) {
	l := scenetest.Current(t)
	for _, n := range sizes {
		for _, sz := range screens {
			s := newRig(t, sudoku.Params{Size: n}, sudoku.GradeEasy, 0)
			s.OnScreen(sz[0], sz[1])
			check(s.Rig, l, fmt.Sprintf("%d×%d on %v", n, n, sz))
		}
	}
}

// On a phone held on its side the grid takes the height with the keys in
// a column beside it and the header in a column on the left, every
// control a finger's size; the header's buttons and the keys answer taps,
// and the hint's card comes over the grid, closed by a tap.
func TestPhoneOnItsSide(t *testing.T) {
	l, s := onPhone(t, 844, 390, true, 0.8)
	s.CheckPhone(l, "9×9")
	s.tapOne()
	// A wrong 3 at r1c3, for the hint to find.
	s.Tap(s.in(rGrid)(s.sc.CellCentre(2)))
	s.Tap(s.in(rKeys)(s.sc.TileCentre(3)))
	s.Settle()
	hint := s.sc.keys.Acts.Rect(actHint)
	ax, ay := hint.X, hint.Y
	s.Tap(s.in(rKeys)(ax+10, ay+10))
	if !s.sc.hint.On || s.sc.Index(rHint) < 0 {
		t.Fatal("the hint did not come")
	}
	s.Tick()
	s.CheckPhone(l, "the hint")
	s.Tap(s.in(rHint)(narrowX+20, narrowHintY+20))
	if s.sc.hint.On {
		t.Fatal("a tap on the hint's card left it open")
	}
	// A size in the header's column.
	r := s.sc.head.size[0]
	s.Tap(s.in(rSize)(r.X+r.W/2, r.Y+r.H/2))
	if s.sc.params.Size != 4 {
		t.Fatalf("a tap on the header's 4 left a %d×%d grid", s.sc.params.Size, s.sc.params.Size)
	}
}

// Every size of grid keeps its controls a finger's size on a phone,
// upright and on its side.
func TestPhoneSizes(t *testing.T) {
	eachSize(t, [][2]float64{{390, 844}, {844, 390}}, (*scenetest.Rig).CheckPhone)
}

// onPhone opens the Inkala puzzle on a w×h phone and checks its compact
// layout: the keys beside the grid (in a column when tall), and the grid
// across at least share of the screen's shorter side.
func onPhone(t *testing.T, w, h float64, tall bool, share float64) (*scenetest.Loop, *rig) {
	t.Helper()
	l := scenetest.Current(t)
	s := newRigFrom(t, inkala, false)
	s.OnScreen(w, h)
	if !s.sc.upright || (tall && !s.sc.tall) || s.sc.Index(rKeys) < 0 {
		s.T.Fatalf("compact %v, tall %v, parts %v", s.sc.upright, s.sc.tall, s.sc.Last())
	}
	short := min(s.Screen.W, s.Screen.H)
	if side := s.sc.geo.Side * s.sc.Layout.Scale(s.sc.Index(rGrid)); side < share*short {
		s.T.Errorf("the grid is %.0f px across on a %.0f px screen", side, short)
	}
	return l, s
}

// tapOne taps r1c2, then the pad's 1, and checks the cell holds it.
func (s *rig) tapOne() {
	s.T.Helper()
	s.Tap(s.in(rGrid)(s.sc.CellCentre(1)))
	s.Tap(s.in(rKeys)(s.sc.TileCentre(1)))
	s.Settle()
	if got := s.sc.Shown().Cell(1); got != 1 {
		s.T.Fatalf("r1c2 holds %d after tapping it and the pad's 1", got)
	}
}
