package sudoku

import (
	"fmt"
	"image"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// TestPadKeptMatchesLive plays one replay in two scenes: one whose frame
// keeps the pad on the static layer, the other drawing it every frame.
// Their pads must look the same through the search's placements and
// dead ends (the counts change), a fast stretch in which the pad changes
// too often to keep and is drawn live, the pointer over a key and over
// an action, pencil mode, and a hint; and the kept pad must list its
// buttons and counts as the live one does.
func TestPadKeptMatchesLive(t *testing.T) {
	l := scenetest.Current(t)
	open := func(live bool) *rig {
		r := newRigFrom(t, inkala, false)
		r.sc.allLive = live
		r.cell(40)
		r.Key(ebiten.KeyS)
		return r
	}
	kept, live := open(false), open(true)
	both := func(do func(r *rig)) { do(kept); do(live) }
	compare := func(when string) {
		t.Helper()
		a, b := kept.Capture(l), live.Capture(l)
		box := kept.padRect(rPanel)
		if n, at := differ(a.SubImage(box).(*image.RGBA), b); n > 0 {
			scenetest.Save(t, a, "pad-kept.png")
			scenetest.Save(t, b, "pad-live.png")
			t.Fatalf("%s: %d pixels of the pad differ from the pad drawn every frame, the first at %v", when, n, at)
		}
	}
	keptFrames, liveFrames, changes := 0, 0, 0
	last := kept.sc.padCounts()
	for k := 0; k < 360; k++ {
		both(func(r *rig) { r.Tick() })
		switch k {
		case 150:
			both(func(r *rig) { r.sc.Ses.SetSpeedIndex(4) })
		case 240:
			both(func(r *rig) { r.sc.Ses.SetSpeedIndex(replay.DefaultSpeed) })
		}
		if k%3 == 0 {
			compare(fmt.Sprintf("tick %d", k))
		} else {
			l.Do(kept.Draw) // the kept pad follows every frame
		}
		if kept.sc.StillKept(kept.sc.Index(rPanel)) {
			keptFrames++
		} else {
			liveFrames++
		}
		if c := kept.sc.padCounts(); c != last {
			changes, last = changes+1, c
		}
	}
	if changes < 20 || keptFrames < 200 || liveFrames < 30 {
		t.Fatalf("the counts changed %d times in 360 ticks; the pad was kept in %d frames and live in %d: the replay does not test the pad", changes, keptFrames, liveFrames)
	}

	// At rest, the replay paused: the pointer over a key, then over an
	// action, and pencil mode, each kept on the layer.
	both(func(r *rig) {
		if r.sc.Ses.Playing() {
			r.sc.Ses.TogglePlay()
		}
	})
	// rest runs frames until the pad has stayed still long enough to be
	// kept again (a few at least).
	rest := func() {
		for k := 0; k < 200 && (k < 5 || !kept.sc.StillKept(kept.sc.Index(rPanel))); k++ {
			both(func(r *rig) { r.Tick() })
			l.Do(kept.Draw)
		}
	}
	keptNow := func(when string) {
		t.Helper()
		compare(when)
		if !kept.sc.StillKept(kept.sc.Index(rPanel)) {
			t.Fatalf("%s: the pad is drawn live, not kept", when)
		}
	}
	rest()
	keptNow("the replay paused")
	both(func(r *rig) { r.MoveTo(r.sc.TileCentre(5)) })
	keptNow("the pointer over key 5")
	rest()
	both(func(r *rig) {
		t := r.sc.keys.Acts.Rect(actHint)
		r.MoveTo(t.X+t.W/2, t.Y+t.H/2)
	})
	keptNow("the pointer over Hint")
	rest()
	both(func(r *rig) { r.action(actPencil) })
	if !kept.sc.pencil {
		t.Fatal("Pencil did not turn pencil mode on")
	}
	rest()
	keptNow("pencil mode")

	// What the kept pad lists: its buttons and its counts, as they are.
	boxes := kept.Boxes(l)
	want := live.Boxes(l)
	for _, name := range []string{"1", "9", "Pencil", "Hint (I)"} {
		if !slices.ContainsFunc(boxes, func(b ui.Box) bool { return b.Kind == ui.KindButton && b.Name == name }) {
			t.Errorf("the kept pad lists no button %q", name)
		}
	}
	if got, w := padList(boxes, kept.sc), padList(want, live.sc); !slices.Equal(got, w) {
		t.Errorf("the kept pad lists %v, the live one %v", got, w)
	}

	// On a phone upright, where the pad is a part of its own.
	kept, live = open(false), open(true)
	phoneKept := 0
	for k := 0; k < 90; k++ {
		a, b := kept.Picture(l, 390, 844), live.Picture(l, 390, 844)
		if n, at := differ(a.SubImage(kept.padRect(rKeys)).(*image.RGBA), b); n > 0 {
			scenetest.Save(t, a, "pad-kept.png")
			scenetest.Save(t, b, "pad-live.png")
			t.Fatalf("a phone, tick %d: %d pixels of the pad differ from the pad drawn every frame, the first at %v", k, n, at)
		}
		if kept.sc.StillKept(kept.sc.Index(rKeys)) {
			phoneKept++
		}
	}
	if phoneKept < 45 {
		t.Fatalf("on a phone the pad was kept in %d frames of 90", phoneKept)
	}

	// A hint, in a game of an easy puzzle.
	kept, live = newRig(t, sudoku.Params{Size: 9}, sudoku.GradeEasy, 0), newRig(t, sudoku.Params{Size: 9}, sudoku.GradeEasy, 0)
	live.sc.allLive = true
	both(func(r *rig) { r.Key(ebiten.KeyI) })
	both(func(r *rig) { r.Settle() })
	if !kept.sc.hint.On {
		t.Fatalf("no hint on show after I: %q", kept.Status())
	}
	rest()
	keptNow("a hint on show")
}

// padRect is the screen's rectangle of the pad, in the part of role ro.
func (r *rig) padRect(ro role) image.Rectangle {
	v := r.sc.Layout.Views[r.sc.Index(ro)]
	b := r.sc.keys.Box()
	x0, y0 := v.Pt(b.X, b.Y)
	x1, y1 := v.Pt(b.Right(), b.Bottom())
	return image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))), int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))))
}

// padCounts is how many of each digit the shown grid still needs.
func (sc *Scene) padCounts() (c [10]int) {
	s := sc.Ses.Shown().From.Grid
	for i := 0; i < 81; i++ {
		c[s.Cell(i)]++
	}
	return c
}

// padList is what of boxes lies on the pad, as kind, name and place.
func padList(boxes []ui.Box, sc *Scene) []string {
	r := sc.keys.Box()
	v := sc.Layout.Views[sc.Index(rPanel)]
	x0, y0 := v.Pt(r.X, r.Y)
	x1, y1 := v.Pt(r.Right(), r.Bottom())
	var list []string
	for _, b := range boxes {
		if b.X >= float64(x0)-1 && b.Y >= float64(y0)-1 && b.X+b.W <= float64(x1)+1 && b.Y+b.H <= float64(y1)+1 {
			list = append(list, fmt.Sprintf("%s %q at %.0f,%.0f", b.Kind, b.Name, b.X, b.Y))
		}
	}
	return list
}

// differ counts the pixels of a that differ in b by more than two levels
// in a channel, and names the first.
func differ(a, b *image.RGBA) (n int, at image.Point) {
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if !scenetest.Near(a.RGBAAt(x, y), b.RGBAAt(x, y), 2) {
				if n == 0 {
					at = image.Pt(x, y)
				}
				n++
			}
		}
	}
	return n, at
}
