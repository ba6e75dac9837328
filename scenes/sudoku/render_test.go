package sudoku

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/solver/sudoku"
)

// inkAt is the darkest pixel's luminance in the middle of cell i: a digit
// drawn there is dark, an empty cell is paper.
func (r *rig) inkAt(img *image.RGBA, i int) (darkest int, c color.RGBA) {
	cx, cy := r.sc.CellCentre(i)
	k := int(r.sc.geo.Cell * 0.25)
	darkest = 255 * 3
	for y := int(cy) - k; y <= int(cy)+k; y++ {
		for x := int(cx) - k; x <= int(cx)+k; x++ {
			p := img.RGBAAt(x, y)
			if l := int(p.R) + int(p.G) + int(p.B); l < darkest {
				darkest, c = l, p
			}
		}
	}
	return darkest, c
}

// TestRenderEntryAppearsInPenBlue writes a digit by mouse and checks the
// cell's pixels: paper before, the blue pen's ink after.
func TestRenderEntryAppearsInPenBlue(t *testing.T) {
	l := scenetest.Current(t)
	r := newRigFrom(t, inkala, false)
	i := 1 // r1c2 is empty in the puzzle
	img := r.Capture(l)
	scenetest.Save(t, img, "sudoku_start.png")
	if dark, c := r.inkAt(img, i); dark < 600 {
		t.Fatalf("empty cell r1c2 shows ink %v before any move", c)
	}
	if dark, c := r.inkAt(img, 0); dark > 300 {
		t.Fatalf("given r1c1 shows no ink: darkest %v", c)
	}
	r.cell(i)
	r.pad(1)
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "sudoku_entry.png")
	dark, c := r.inkAt(img, i)
	if dark > 450 || int(c.B) < int(c.R)+30 {
		t.Fatalf("r1c2 shows %v after writing 1, want the pen's blue %v", c, penC)
	}
}

// TestRenderClashShowsRed writes a clashing digit and checks it is drawn
// red, with the given it clashes with tinted.
func TestRenderClashShowsRed(t *testing.T) {
	l := scenetest.Current(t)
	r := newRigFrom(t, inkala, false)
	r.cell(1)
	r.pad(8) // r1c1 holds the given 8
	r.Settle()
	img := r.Capture(l)
	scenetest.Save(t, img, "sudoku_clash.png")
	_, c := r.inkAt(img, 1)
	if int(c.R) < int(c.B)+60 {
		t.Fatalf("the clashing entry shows %v, want red", c)
	}
}

// TestRenderEveryKind draws every size and the X variant, with marks and a
// replay under way, for a person to look at (PUZZLEWORKS_SHOTS).
func TestRenderEveryKind(t *testing.T) {
	l := scenetest.Current(t)
	for _, p := range []sudoku.Params{{Size: 4}, {Size: 6, X: true}, {Size: 9, X: true}, {Size: 16}} {
		r := newRig(t, p, sudoku.GradeMedium, 0)
		r.Key(ebiten.KeyN) // every candidate
		r.Settle()
		r.cell(p.Size + 2)
		r.Key(ebiten.KeyS)
		r.Ticks(40)
		img := r.Capture(l)
		scenetest.Save(t, img, "sudoku_"+p.String()+".png")
		if dark, _ := r.inkAt(img, r.firstGiven()); dark > 300 {
			t.Fatalf("%v: the first given is not drawn", p)
		}
	}
}

func (r *rig) firstGiven() int {
	s := r.sc.Shown()
	for i := 0; i < s.NumCells(); i++ {
		if s.IsGiven(i) {
			return i
		}
	}
	return 0
}

// replayRig is a hard 9×9 puzzle replaying its search.
func replayRig(b testing.TB) (*scenetest.Loop, *rig) {
	return searchRig(b, func() *rig { return newRigFrom(b, inkala, false) })
}

// searchRig is the puzzle open opens, with every candidate marked,
// replaying its search from cell 40, made on the loop's thread (the frame
// benchmarks may run it single-threaded); it skips b without a display.
func searchRig(b testing.TB, open func() *rig) (*scenetest.Loop, *rig) {
	l := scenetest.Current(b)
	return l, scenetest.OnLoop(l, func() *rig {
		r := open()
		r.Key(ebiten.KeyN)
		r.Settle()
		r.cell(40)
		r.Key(ebiten.KeyS)
		return r
	})
}

// replayFrame runs one tick and draws one frame, starting the replay over
// just before it ends so the measurement always sees the search at work
// (the win at the end is announced once, not once a loop).
func (r *rig) replayFrame(s *ebiten.Image) {
	if !r.sc.Ses.Playing() || r.sc.Ses.Pos() >= r.sc.Ses.Last()-1 {
		r.sc.Ses.Seek(1)
		r.sc.Ses.Play()
	}
	r.Frame(s)
}

// warmUp plays the whole replay once at 16×, so the text runs of every
// counter value and cell name it shows are made before measuring: the
// steady state is a replay that has been seen.
func warmUp(l *scenetest.Loop, r *rig) {
	r.sc.Ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool {
		r.replayFrame(s)
		return r.sc.Ses.Pos() >= r.sc.Ses.Last()-3
	})
}

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay of the search: the time of Update plus Draw, and heap allocations
// per frame. Run it with PUZZLEWORKS_SINGLE_THREAD=1 so Ebitengine's render
// thread does not allocate while the frame is measured.
func BenchmarkFrame(b *testing.B) {
	l, r := replayRig(b)
	warmUp(l, r)
	r.sc.Ses.SetSpeedIndex(4)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFrame16 is BenchmarkFrame on a 16×16 grid full of marks.
func BenchmarkFrame16(b *testing.B) {
	l, r := searchRig(b, func() *rig { return newRig(b, sudoku.Params{Size: 16}, sudoku.GradeHard, 0) })
	warmUp(l, r)
	r.sc.Ses.SetSpeedIndex(4)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l, r := replayRig(b)
	l.CompareFPS(b, r.replayFrame)
}
