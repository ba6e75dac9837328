package coins

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/coinart"
)

// coinAt reports whether the middle of point i shows a coin's face: the
// emblem's ring between its points and the rim, sampled left of centre.
func (r *rig) coinAt(img *image.RGBA, i int) bool {
	x, y := r.sc.PointXY(i)
	c := scenetest.Average(img, int(x)-13, int(y)-2, 5, 4)
	return scenetest.Near(c, coinart.CoinColor(), 40)
}

func TestRenderCoinMovesFromStartToEnd(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t)
	img := r.Capture(l)
	scenetest.Save(t, img, "coins_start.png")
	for i := 0; i < 8; i++ {
		if r.coinAt(img, i) {
			t.Fatalf("point %d shows a coin on the empty star", i)
		}
	}
	// Choose 3: its lines light up; the coin goes to 0.
	r.clickPoint(3)
	r.In.X, r.In.Y = r.sc.PointXY(0)
	img = r.Capture(l)
	scenetest.Save(t, img, "coins_chosen.png")
	r.clickPoint(0)
	// Half way along the glide the coin is between the points.
	for i := 0; i < 400; i++ {
		r.Tick()
		f := r.sc.Ses.Shown()
		if f.Moving && r.sc.geo.at(f.Move, float64(f.Done)/4).phase == phGlide && f.Done*2 > f.Total {
			break
		}
	}
	img = r.Capture(l)
	scenetest.Save(t, img, "coins_glide.png")
	f := r.sc.Ses.Shown()
	p := r.sc.geo.at(f.Move, float64(f.Done)/4)
	c := scenetest.Average(img, int(p.x)-13, int(p.y)-2, 5, 4)
	if !scenetest.Near(c, coinart.CoinColor(), 40) {
		t.Fatalf("the gliding coin at (%.0f, %.0f) shows %v, want %v", p.x, p.y, c, coinart.CoinColor())
	}
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "coins_moved.png")
	if !r.coinAt(img, 0) || r.coinAt(img, 3) {
		t.Fatalf("after 3→0: coin at 0 %v, at 3 %v; want a coin at 0 only", r.coinAt(img, 0), r.coinAt(img, 3))
	}
	// Finish by the replay and draw the win.
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "coins_won.png")
	for i := 0; i < 8; i++ {
		if want := r.sc.Shown().Has(i); r.coinAt(img, i) != want {
			t.Errorf("point %d: coin shown %v, want %v", i, !want, want)
		}
	}
}

// TestRenderStates draws the states worth looking at into
// $PUZZLEWORKS_SHOTS: loops, a refusal, stuck, help, the extremes.
func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	scenetest.NeedShots(t)
	shot := func(name string, r *rig) { scenetest.Save(t, r.Capture(l), name) }
	r := newRig(t, "-n=8", "-k=2", "-from=0,2,1")
	r.In.X, r.In.Y = r.sc.PointXY(4)
	shot("coins_loops.png", r)
	r = newRig(t, "-from=6")
	r.drag(3, 6)
	shot("coins_refused.png", r)
	r = newRig(t, "-from=1,3,4,5,6")
	r.clickPoint(2)
	r.clickPoint(7)
	r.Settle()
	shot("coins_stuck.png", r)
	r.Key(ebiten.KeyH)
	shot("coins_help.png", r)
	r = newRig(t, "-n=16", "-k=7", "-from=0,1,2,3,4")
	r.Key(ebiten.KeyArrowDown)
	r.Key(ebiten.KeyEnter)
	shot("coins_16_7.png", r)
	r = newRig(t, "-n=5", "-k=2")
	r.Key(ebiten.KeyS)
	r.Ticks(12)
	shot("coins_5_2_drop.png", r)
	r = newRig(t, "-n=15", "-k=5")
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	shot("coins_15_5_won.png", r)
	r = newRig(t, "-n=16", "-k=4")
	shot("coins_16_4.png", r)
}

// replayRig is a {16/7} game replaying its solution, made on the loop's
// thread (the frame benchmarks may run it single-threaded).
func replayRig(b testing.TB) (*scenetest.Loop, *rig) {
	return scenetest.Replaying(b, func() *rig { return newRig(b, "-n=16", "-k=7") })
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees coins moving.
func (r *rig) replayFrame(s *ebiten.Image) { r.ReplayFrame(r.sc.Ses, s) }

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
// Run it with PUZZLEWORKS_SINGLE_THREAD=1 so Ebitengine's render thread
// does not allocate while the frame is measured.
func BenchmarkFrame(b *testing.B) {
	l, r := replayRig(b)
	r.MeasureReplay(b, l, r.sc.Ses, func() bool { return !r.sc.Ses.Playing() }, 2)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l, r := replayRig(b)
	l.CompareFPS(b, r.replayFrame)
}
