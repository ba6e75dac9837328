package hanoi

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/hanoiart"
)

// stoneColourAt is the mean colour of the middle of the bottom stone place
// of pile p.
func (r *rig) stoneColourAt(img *image.RGBA, p int) (got, want color.RGBA) {
	x, y := int(r.sc.PileX(p)), int(r.sc.StoneMid(0))
	return scenetest.Average(img, x-10, y-3, 20, 6), hanoiart.StoneColor(r.sc.Params().N - 1)
}

func TestRenderBottomStoneMovesFromAToB(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 5, 3)
	img := r.Capture(l)
	scenetest.Save(t, img, "hanoi_start.png")
	if got, want := r.stoneColourAt(img, 0); !scenetest.Near(got, want, 40) {
		t.Fatalf("pile A bottom shows %v, want the bottom stone's colour %v", got, want)
	}
	if got, want := r.stoneColourAt(img, 1); scenetest.Near(got, want, 40) {
		t.Fatalf("pile B shows the bottom stone's colour %v before any move", got)
	}
	// Replay the whole solution and draw the end.
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("replay did not win")
	}
	img = r.Capture(l)
	scenetest.Save(t, img, "hanoi_won.png")
	if got, want := r.stoneColourAt(img, 1); !scenetest.Near(got, want, 40) {
		t.Fatalf("pile B bottom shows %v after the replay, want %v", got, want)
	}
	if got, want := r.stoneColourAt(img, 0); scenetest.Near(got, want, 40) {
		t.Fatalf("pile A still shows the bottom stone's colour %v", got)
	}
}

func TestRenderHookedStoneFollowsTheCrane(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 3, 3)
	r.Click(r.pile(0))
	r.Click(r.pile(2))
	// Run until the stone is lifted and travelling.
	for i := 0; i < 400; i++ {
		r.Tick()
		f := r.sc.Ses.Shown()
		if f.Moving {
			mo := r.sc.geo.plan(f.From.s, f.From.crane, f.Move)
			if p := r.sc.geo.at(&mo, float64(f.Done)/4); p.phase == phTravel {
				break
			}
		}
	}
	img := r.Capture(l)
	scenetest.Save(t, img, "hanoi_travel.png")
	f := r.sc.Ses.Shown()
	mo := r.sc.geo.plan(f.From.s, f.From.crane, f.Move)
	p := r.sc.geo.at(&mo, float64(f.Done)/4)
	c := scenetest.Average(img, int(p.x)-6, int(p.mid)-3, 12, 6)
	w := hanoiart.StoneColor(0)
	if !scenetest.Near(c, w, 45) {
		t.Fatalf("between the jaws at (%.0f, %.0f): %v, want stone 1's colour %v", p.x, p.mid, c, w)
	}
}

// replayRig is an 8-stone game replaying its solution, made on the loop's
// thread (the frame benchmarks may run it single-threaded).
func replayRig(b testing.TB) (*scenetest.Loop, *rig) {
	return scenetest.Replaying(b, func() *rig { return newRig(b, 8, 3) })
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees the crane at work.
func (r *rig) replayFrame(s *ebiten.Image) { r.ReplayFrame(r.sc.Ses, s) }

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
//
// Run it with PUZZLEWORKS_SINGLE_THREAD=1 so Ebitengine's render thread does
// not allocate while the frame is measured.
func BenchmarkFrame(b *testing.B) {
	l, r := replayRig(b)
	r.MeasureReplay(b, l, r.sc.Ses, func() bool { return r.sc.Ses.Pos() >= 100 }, 2)
}

// BenchmarkFPS compares frames per second of the crane scene during a
// replay with a program that only clears the screen, at 1280×720 in the
// same run.
func BenchmarkFPS(b *testing.B) {
	l, r := replayRig(b)
	l.CompareFPS(b, r.replayFrame)
}
