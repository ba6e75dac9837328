package frame

import (
	"fmt"
	"testing"

	"puzzleworks/scenes/ui"
)

// yardParts are parts shaped like the crane's: a title, two parameters,
// the counters, a board as wide as the design, a banner.
func yardParts() []Part {
	return []Part{
		{Kind: Head, Name: "title", Rect: ui.R(0, 0, 240, HeaderH), Optional: true},
		{Kind: Head, Name: "n", Rect: ui.R(290, 0, 180, HeaderH), Touch: 28},
		{Kind: Head, Name: "pegs", Rect: ui.R(500, 0, 130, HeaderH), Touch: 28},
		{Kind: Head, Name: "counters", Rect: ui.R(840, 0, 440, HeaderH)},
		{Kind: Main, Name: "yard", Rect: ui.R(0, HeaderH, ui.Width, ui.BarTop-HeaderH)},
		{Kind: Over, Name: "banner", Rect: ui.R(410, 150, 460, 104)},
	}
}

// starParts are parts shaped like the coins': a board between two
// panels, cut to the star upright, with the panels left out there.
func starParts() []Part {
	return []Part{
		{Kind: Head, Name: "title", Rect: ui.R(0, 0, 200, HeaderH), Optional: true},
		{Kind: Head, Name: "counters", Rect: ui.R(780, 0, 500, HeaderH)},
		{Kind: Main, Name: "star", Rect: ui.R(0, HeaderH, ui.Width, ui.BarTop-HeaderH), Upright: ui.R(370, 64, 540, 540)},
		{Kind: Side, Name: "card", Rect: ui.R(996, 84, 266, 480), Landscape: true},
		{Kind: Side, Name: "button", Rect: ui.R(550, 556, 184, 42), Touch: 34},
	}
}

func TestArrangeDesignIsIdentity(t *testing.T) {
	for _, parts := range [][]Part{yardParts(), starParts()} {
		var l Layout
		bar := ui.NewBar(ui.NewEnv())
		l.Arrange(ui.R(0, 0, ui.Width, ui.Height), 1, parts, bar)
		for i, p := range parts {
			if l.Boxes[i] != p.Rect {
				t.Errorf("%s at 1280×720: box %v, want its design place %v", p.Name, l.Boxes[i], p.Rect)
			}
			if v := l.Views[i]; v != ui.Identity && !(v.Scale == 1 && v.X == 0 && v.Y == 0) {
				t.Errorf("%s at 1280×720: view %+v, want identity", p.Name, v)
			}
		}
		if l.Bar != ui.R(0, ui.BarTop, ui.Width, ui.BarH) {
			t.Errorf("bar at 1280×720: %v", l.Bar)
		}
		if l.Info.W > 0 {
			t.Errorf("rules shown at 1280×720 in %v: there is no spare room", l.Info)
		}
	}
}

func TestArrangeAnyScreen(t *testing.T) {
	screens := []struct{ w, h float64 }{{390, 844}, {844, 390}, {320, 480}, {1280, 720}, {1024, 768}, {2560, 1080}, {1080, 2520}, {640, 360}, {320, 180}}
	for _, sc := range screens {
		for name, parts := range map[string][]Part{"yard": yardParts(), "star": starParts()} {
			t.Run(fmt.Sprintf("%s/%gx%g", name, sc.w, sc.h), func(t *testing.T) {
				var l Layout
				bar := ui.NewBar(ui.NewEnv())
				scr := ui.R(0, 0, sc.w, sc.h)
				l.Arrange(scr, 2, parts, bar)
				inside := func(what string, r ui.Rect) {
					if r.X < -0.01 || r.Y < -0.01 || r.Right() > sc.w+0.01 || r.Bottom() > sc.h+0.01 {
						t.Errorf("%s %v leaves the screen", what, r)
					}
				}
				inside("bar", l.Bar)
				for i, p := range parts {
					b := l.Boxes[i]
					if p.Landscape && l.Portrait {
						if b.W != 0 {
							t.Errorf("%s shown upright at %v", p.Name, b)
						}
						continue
					}
					inside(p.Name, b)
					if p.Kind != Over && overlap(b, l.Bar) {
						t.Errorf("%s %v runs under the bar at %v", p.Name, b, l.Bar)
					}
					// Every part keeps its shape.
					r := l.Rects[i]
					if d := b.W/r.W - b.H/r.H; d > 1e-9 || d < -1e-9 {
						t.Errorf("%s stretched: %v from %v", p.Name, b, r)
					}
				}
				// Header parts do not overlap one another, nor the board.
				for i, p := range parts {
					for j, q := range parts {
						if i >= j || p.Kind == Over || q.Kind == Over || (p.Kind == Side && q.Kind == Main && !l.Portrait) || (q.Kind == Side && p.Kind == Main && !l.Portrait) {
							continue
						}
						if overlap(l.Boxes[i], l.Boxes[j]) {
							t.Errorf("%s %v overlaps %s %v", p.Name, l.Boxes[i], q.Name, l.Boxes[j])
						}
					}
				}
				// On a phone upright the board takes the screen's width.
				if l.Portrait && sc.w < 600 && sc.h >= 800 {
					for i, p := range parts {
						if p.Kind == Main && l.Boxes[i].W < 0.9*sc.w {
							t.Errorf("board %v is under 90%% of the width %g", l.Boxes[i], sc.w)
						}
					}
				}
				if sc.w < 320 || sc.h < 320 || sc.w*sc.h < 320*480 {
					return // below the smallest screen promised: only kept inside and apart
				}
				// The board is never crowded out.
				for i, p := range parts {
					if p.Kind == Main && l.Boxes[i].W < 0.5*min(sc.w, sc.h) {
						t.Errorf("board %v is under half the screen's shorter side", l.Boxes[i])
					}
				}
				// Controls are a finger's size on a phone.
				if min(sc.w, sc.h) < 600 {
					for i, p := range parts {
						if p.Touch > 0 && l.Boxes[i].W > 0 && p.Touch*l.Scale(i) < Finger-0.01 {
							t.Errorf("%s's controls are %.1f px high, under a finger's %g", p.Name, p.Touch*l.Scale(i), Finger)
						}
					}
				}
			})
		}
	}
}

// TestPointerReachesParts checks a press on a part reaches the board in
// that part's design coordinates, on a phone's screen.
func TestPointerReachesParts(t *testing.T) {
	r := newRig(t)
	got := [2]float64{}
	r.c.pointer = func(ctx *ui.Context) { got = [2]float64{ctx.In.X, ctx.In.Y} }
	r.scr = ui.R(0, 0, 390, 844)
	r.tick(t)
	l := &r.f.Layout
	main := r.f.main()
	b := l.Boxes[main]
	// The middle of the board's box is the middle of its design rect.
	r.in.X, r.in.Y, r.in.Pressed, r.in.Down = b.X+b.W/2, b.Y+b.H/2, true, true
	r.tick(t)
	want := l.Rects[main]
	if dx, dy := got[0]-(want.X+want.W/2), got[1]-(want.Y+want.H/2); dx*dx+dy*dy > 1e-6 {
		t.Errorf("a press on the board's middle reached it at %v, want the middle of %v", got, want)
	}
}

func overlap(a, b ui.Rect) bool {
	if a.W <= 0 || a.H <= 0 || b.W <= 0 || b.H <= 0 {
		return false
	}
	return a.X < b.Right()-0.01 && b.X < a.Right()-0.01 && a.Y < b.Bottom()-0.01 && b.Y < a.Bottom()-0.01
}

// TestFoldOnATinyScreen checks that on a 320×480 screen the header's
// controls fold behind the settings button when that gives the board the
// width, that the open sheet lays them out at a finger's size over the
// board, and that a press beside the sheet closes it without reaching the
// board; a phone of ordinary size keeps them in the header.
func TestFoldOnATinyScreen(t *testing.T) {
	parts := []Part{
		{Kind: Head, Name: "title", Rect: ui.R(0, 0, 240, HeaderH), Optional: true},
		{Kind: Head, Name: "a", Rect: ui.R(250, 0, 200, HeaderH), Touch: 36},
		{Kind: Head, Name: "b", Rect: ui.R(460, 0, 200, HeaderH), Touch: 36},
		{Kind: Head, Name: "c", Rect: ui.R(670, 0, 200, HeaderH), Touch: 36},
		{Kind: Head, Name: "counters", Rect: ui.R(1180, 0, 100, HeaderH)},
		{Kind: Main, Name: "board", Rect: ui.R(0, HeaderH, ui.Width, ui.BarTop-HeaderH), Upright: ui.R(340, 60, 600, 600)},
	}
	bar := ui.NewBar(ui.NewEnv())
	var l Layout
	l.Arrange(ui.R(0, 0, 390, 844), 1, parts, bar)
	if l.Folded || bar.Short {
		t.Errorf("390×844: folded %v, short bar %v; the board had room", l.Folded, bar.Short)
	}
	l.Arrange(ui.R(0, 0, 320, 480), 1, parts, bar)
	if !l.Folded || l.Fold.W < Finger-0.01 {
		t.Fatalf("320×480: folded %v, button %v", l.Folded, l.Fold)
	}
	for i, p := range parts {
		if p.Touch > 0 && l.Boxes[i].W > 0 {
			t.Errorf("%s shows at %v in a folded header", p.Name, l.Boxes[i])
		}
	}
	closed := l.Boxes[5]
	l.SheetOpen = true
	l.Arrange(ui.R(0, 0, 320, 480), 1, parts, bar)
	if l.Boxes[5] != closed {
		t.Errorf("the open sheet moved the board from %v to %v", closed, l.Boxes[5])
	}
	for i, p := range parts {
		if p.Touch == 0 {
			continue
		}
		b := l.Boxes[i]
		if b.W == 0 || p.Touch*l.Scale(i) < Finger-0.01 || !l.Sheet.Contains(b.X+1, b.Y+1) || !l.Sheet.Contains(b.Right()-1, b.Bottom()-1) {
			t.Errorf("%s at %v (scale %.2f) in the sheet %v", p.Name, b, l.Scale(i), l.Sheet)
		}
		if at := l.PartAt(parts, b.X+b.W/2, b.Y+b.H/2, nil); at != i {
			t.Errorf("a press on %s reaches part %d", p.Name, at)
		}
	}
	if at := l.PartAt(parts, 160, l.Sheet.Bottom()+10, nil); at != -1 {
		t.Errorf("a press beside the open sheet reaches part %d", at)
	}
	if l.Sheet.Bottom() > l.Bar.Y {
		t.Errorf("the sheet %v runs under the bar at %v", l.Sheet, l.Bar)
	}
}
