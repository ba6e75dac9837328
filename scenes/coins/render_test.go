package coins

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/coinart"
)

// capture draws the scene into the real screen and reads the pixels back.
func (r *rig) capture(l *scenetest.Loop) *image.RGBA {
	r.ctx = r.context()
	return l.Capture(func(s *ebiten.Image) { r.sc.Draw(s, &r.ctx) })
}

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
	img := r.capture(l)
	save(t, img, "coins_start.png")
	for i := 0; i < 8; i++ {
		if r.coinAt(img, i) {
			t.Fatalf("point %d shows a coin on the empty star", i)
		}
	}
	// Choose 3: its lines light up; the coin goes to 0.
	r.clickPoint(3)
	r.in.X, r.in.Y = r.sc.PointXY(0)
	img = r.capture(l)
	save(t, img, "coins_chosen.png")
	r.clickPoint(0)
	// Half way along the glide the coin is between the points.
	for i := 0; i < 400; i++ {
		r.tick()
		f := r.sc.Ses.Shown()
		if f.Moving && r.sc.geo.at(f.Move, float64(f.Done)/4).phase == phGlide && f.Done*2 > f.Total {
			break
		}
	}
	img = r.capture(l)
	save(t, img, "coins_glide.png")
	f := r.sc.Ses.Shown()
	p := r.sc.geo.at(f.Move, float64(f.Done)/4)
	c := scenetest.Average(img, int(p.x)-13, int(p.y)-2, 5, 4)
	if !scenetest.Near(c, coinart.CoinColor(), 40) {
		t.Fatalf("the gliding coin at (%.0f, %.0f) shows %v, want %v", p.x, p.y, c, coinart.CoinColor())
	}
	r.settle()
	img = r.capture(l)
	save(t, img, "coins_moved.png")
	if !r.coinAt(img, 0) || r.coinAt(img, 3) {
		t.Fatalf("after 3→0: coin at 0 %v, at 3 %v; want a coin at 0 only", r.coinAt(img, 0), r.coinAt(img, 3))
	}
	// Finish by the replay and draw the win.
	r.key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.settle()
	img = r.capture(l)
	save(t, img, "coins_won.png")
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
	if os.Getenv("PUZZLEWORKS_SHOTS") == "" {
		t.Skip("set PUZZLEWORKS_SHOTS to a directory to draw the states")
	}
	shot := func(name string, r *rig) { save(t, r.capture(l), name) }
	r := newRig(t, "-n=8", "-k=2", "-from=0,2,1")
	r.in.X, r.in.Y = r.sc.PointXY(4)
	shot("coins_loops.png", r)
	r = newRig(t, "-from=6")
	r.drag(3, 6)
	shot("coins_refused.png", r)
	r = newRig(t, "-from=1,3,4,5,6")
	r.clickPoint(2)
	r.clickPoint(7)
	r.settle()
	shot("coins_stuck.png", r)
	r.key(ebiten.KeyH)
	shot("coins_help.png", r)
	r = newRig(t, "-n=16", "-k=7", "-from=0,1,2,3,4")
	r.key(ebiten.KeyArrowDown)
	r.key(ebiten.KeyEnter)
	shot("coins_16_7.png", r)
	r = newRig(t, "-n=5", "-k=2")
	r.key(ebiten.KeyS)
	for i := 0; i < 12; i++ {
		r.tick()
	}
	shot("coins_5_2_drop.png", r)
	r = newRig(t, "-n=15", "-k=5")
	r.key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.settle()
	shot("coins_15_5_won.png", r)
	r = newRig(t, "-n=16", "-k=4")
	shot("coins_16_4.png", r)
}

// save writes a frame into $PUZZLEWORKS_SHOTS when set, so a person can
// look at it.
func save(t *testing.T, img *image.RGBA, name string) {
	dir := os.Getenv("PUZZLEWORKS_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Log(err)
	}
}

// replayRig is a {16/7} game replaying its solution, made on the loop's
// thread (the frame benchmarks may run it single-threaded).
func replayRig(b *testing.B, l *scenetest.Loop) *rig {
	var r *rig
	l.Do(func(*ebiten.Image) { r = newRig(b, "-n=16", "-k=7") })
	r.key(ebiten.KeyS)
	r.ctx = r.context()
	return r
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees coins moving.
func (r *rig) replayFrame(s *ebiten.Image) {
	if !r.sc.Ses.Playing() {
		r.sc.Ses.Seek(0)
		r.sc.Ses.Play()
	}
	r.tick()
	r.sc.Draw(s, &r.ctx)
}

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
// Run it with PUZZLEWORKS_SINGLE_THREAD=1 so Ebitengine's render thread
// does not allocate while the frame is measured.
func BenchmarkFrame(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	// Warm up: glyph caches, the first frames, every digit of the counters.
	r.sc.Ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool {
		r.tick()
		r.sc.Draw(s, &r.ctx)
		return !r.sc.Ses.Playing()
	})
	r.sc.Ses.SetSpeedIndex(2)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	l.CompareFPS(b, r.replayFrame)
}
