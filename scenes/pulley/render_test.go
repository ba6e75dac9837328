package pulley

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// dark reports whether the middle of a cannonball drawn with its feet at
// (x, y) shows its black iron.
func dark(img *image.RGBA, x, y float64) (bool, color.RGBA) {
	// The upper half: in a basket the lower one is behind the weave.
	c := scenetest.Average(img, int(x), int(y)-16, 8, 5)
	// Iron is a cool grey; the dark inside of the window is warm.
	return int(c.R)+int(c.G)+int(c.B) < 3*80 && c.B >= c.R, c
}

func TestRenderCannonballRidesDown(t *testing.T) {
	l := scenetest.Current(t)
	r := classic(t)
	const ball = 3
	tx, ty := spot(ball, true)
	gx, gy := spot(ball, false)
	img := r.Capture(l)
	scenetest.Save(t, img, "pulley_start.png")
	if ok, c := dark(img, tx, ty); !ok {
		t.Fatalf("no cannonball on the ledge at (%.0f, %.0f): %v", tx, ty, c)
	}
	if ok, c := dark(img, gx, gy); ok {
		t.Fatalf("a cannonball on the ground before any trip: %v", c)
	}
	// Load it: it steps into the top basket, and is drawn there.
	r.Key(ebiten.Key4)
	r.Key(ebiten.KeyEnter)
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "pulley_loaded.png")
	if ok, c := dark(img, r.sc.dispX[ball], r.sc.dispY[ball]); !ok || r.sc.dispX[ball] != pulleyart.RopeLeftX {
		t.Fatalf("the cannonball is not in the left basket at %.0f: %v", r.sc.dispX[ball], c)
	}
	// Mid-fall, then landed and stepped out onto the ground.
	r.Key(ebiten.KeyT)
	r.Ticks(20)
	scenetest.Save(t, r.Capture(l), "pulley_falling.png")
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "pulley_landed.png")
	if ok, c := dark(img, gx, gy); !ok {
		t.Fatalf("no cannonball at its place on the ground after the trip: %v", c)
	}
	if ok, c := dark(img, tx, ty); ok {
		t.Fatalf("the cannonball is still on the ledge: %v", c)
	}
}

// TestRenderStates saves pictures of the other states to look at (with
// PUZZLEWORKS_SHOTS set) and checks that the help and the banner show.
func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	r := classic(t)
	r.Key(ebiten.Key2)
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyT) // too fast: refused, the rope strains
	r.Tick()
	scenetest.Save(t, r.Capture(l), "pulley_refused.png")
	r.Key(ebiten.KeyH)
	img := r.Capture(l)
	scenetest.Save(t, img, "pulley_help.png")
	if c := scenetest.Average(img, 400, 400, 40, 40); c.R > 60 {
		// Once, under heavy load, a read-back showed the frame before the
		// overlay; the scene has not moved since, so look again.
		img = r.Capture(l)
		if c := scenetest.Average(img, 400, 400, 40, 40); c.R > 60 {
			t.Fatalf("no help panel: %v", c)
		}
	}
	r.Key(ebiten.KeyH)
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Ticks(200)
	scenetest.Save(t, r.Capture(l), "pulley_replay.png")
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "pulley_won.png")
	if c := scenetest.Average(img, 700, 262, 40, 20); c.G < c.R || c.G < 30 {
		t.Fatalf("no win banner: %v", c)
	}
	big := newRig(t, pulley.Presets()[2].Params, nil)
	big.Key(ebiten.KeyS)
	big.Ticks(300)
	scenetest.Save(t, big.Capture(l), "pulley_six.png")
}

// replayHand is the six-item preset replaying its solution, made on the
// loop's thread.
func replayHand(b testing.TB) (*scenetest.Loop, *hand) {
	return scenetest.Replaying(b, func() *hand { return newRig(b, pulley.Presets()[2].Params, nil) })
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees the baskets at work.
func (r *hand) replayFrame(s *ebiten.Image) { r.ReplayFrame(r.sc.Ses, s) }

// warm plays the whole replay, drawing every few ticks, so every text the
// replay shows (counters, messages, the banner) has its glyphs cached, and
// starts it over.
func (r *hand) warm(s *ebiten.Image) {
	r.sc.Ses.SetSpeedIndex(6)
	r.sc.Ses.Seek(0)
	r.sc.Ses.Play()
	for i := 0; i < 5000 && !r.sc.Won(); i++ {
		r.Tick()
		if i%4 == 0 {
			r.Draw(s)
		}
	}
	for range 3 {
		r.Frame(s)
	}
	r.sc.Ses.Seek(0)
	r.sc.Ses.Play()
}

// TestFrameAllocs fails if the ticks and frames of a replay in steady state
// allocate: text comes from cached runs, colours are values, the draw
// options are reused. Each measured frame runs Update and Draw once, as
// the game does, after frames that warm Ebitengine's recycled draw
// commands; one allocation in the least of three windows fails it.
func TestFrameAllocs(t *testing.T) {
	l, r := replayHand(t)
	l.Do(func(s *ebiten.Image) { r.warm(s) })
	r.sc.Ses.SetSpeedIndex(5)
	// 30 ticks at 8× cross boarding, riding, landing and stepping out.
	l.NoFrameAllocs(t, func() { r.sc.Ses.Seek(0); r.sc.Ses.Play() }, r.Frame, 10, 30)
}

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
// Run it with PUZZLEWORKS_SINGLE_THREAD=1.
func BenchmarkFrame(b *testing.B) {
	l, r := replayHand(b)
	// Warm up: glyph caches, every digit of the counters, the win banner
	// and its message, and the start over.
	l.Do(func(s *ebiten.Image) { r.warm(s) })
	r.sc.Ses.SetSpeedIndex(4)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l, r := replayHand(b)
	l.CompareFPS(b, r.replayFrame)
}
