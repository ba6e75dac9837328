package river

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/solver/river"
	"puzzleworks/sprites/riverart"
)

// capture draws the scene into the real screen and reads the pixels back.
func (r *rig) capture(l *scenetest.Loop) *image.RGBA {
	r.ctx = r.context()
	return l.Capture(func(s *ebiten.Image) { r.sc.Draw(s, &r.ctx) })
}

// coatAt is the mean colour of the middle of the coat (or dress) of a
// person standing at their place on bank b.
func (r *rig) coatAt(img *image.RGBA, p river.Set, b int) color.RGBA {
	i := r.sc.index(p)
	x, y := r.sc.geo.slot(i, b)
	top := y - r.sc.geo.height(i)
	return scenetest.Average(img, int(x)-6, int(top+28), 4, 6)
}

func TestRenderACoupleCrosses(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, river.DefaultParams())
	img := r.capture(l)
	save(t, img, "river_start.png")
	red := riverart.CoupleColor(1)
	for _, p := range []river.Set{river.Husband(1), river.Wife(1)} {
		if got := r.coatAt(img, p, 0); !scenetest.Near(got, red, 45) {
			t.Fatalf("%v on the near bank shows %v, want couple 1's colour %v", p, got, red)
		}
		if got := r.coatAt(img, p, 1); scenetest.Near(got, red, 45) {
			t.Fatalf("%v's place on the far bank shows their colour %v before any crossing", p, got)
		}
	}
	r.clickPeople(river.Husband(1) | river.Wife(1))
	r.settle()
	img = r.capture(l)
	save(t, img, "river_loaded.png")
	r.clickRow()
	// Mid-river: the boat is between the jetties, with its passengers.
	for i := 0; i < 90; i++ {
		r.tick()
	}
	img = r.capture(l)
	save(t, img, "river_crossing.png")
	f := r.sc.fig[r.sc.index(river.Husband(1))]
	near, far := riverart.Jetties()
	if f.seated != 1 || f.x < near+40 || f.x > far-40 {
		t.Fatalf("mid-crossing H1 is at x %.0f seated %.1f, want in the boat mid-river", f.x, f.seated)
	}
	if got := scenetest.Average(img, int(f.x)-3, int(f.head+22), 6, 6); !scenetest.Near(got, red, 50) {
		t.Fatalf("H1 in the boat shows %v, want %v", got, red)
	}
	r.settle()
	img = r.capture(l)
	save(t, img, "river_across.png")
	for _, p := range []river.Set{river.Husband(1), river.Wife(1)} {
		if got := r.coatAt(img, p, 1); !scenetest.Near(got, red, 45) {
			t.Fatalf("%v on the far bank shows %v, want %v", p, got, red)
		}
		if got := r.coatAt(img, p, 0); scenetest.Near(got, red, 45) {
			t.Fatalf("%v's old place still shows their colour %v", p, got)
		}
	}
}

func TestRenderRefusalMarksTheWife(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, river.DefaultParams())
	r.clickPeople(river.Husband(1) | river.Wife(2))
	r.settle()
	r.clickRow()
	img := r.capture(l)
	save(t, img, "river_refused.png")
	f := r.sc.fig[r.sc.index(river.Wife(2))]
	got := scenetest.Average(img, int(f.x)-9, int(f.head-riverart.HeadY-21), 3, 3)
	if !(got.R > 200 && got.G < 140) {
		t.Fatalf("over W2's head: %v, want the red \"!\"", got)
	}
}

func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	if os.Getenv("PUZZLEWORKS_SHOTS") == "" {
		t.Skip("only draws pictures to look at")
	}
	for _, tc := range []struct {
		name string
		p    river.Params
	}{
		{"river_6x4.png", river.Params{Couples: 6, Boat: 4}},
		{"river_1x1.png", river.Params{Couples: 1, Boat: 1}},
		{"river_4x3.png", river.Params{Couples: 4, Boat: 3}},
	} {
		r := newRig(t, tc.p)
		r.tick()
		save(t, r.capture(l), tc.name)
	}
	r := newRig(t, river.DefaultParams())
	r.key(ebiten.KeyH)
	save(t, r.capture(l), "river_help.png")
	r.key(ebiten.KeyH)
	r.key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.settle()
	save(t, r.capture(l), "river_won.png")
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
	png.Encode(f, img)
}

// replayRig is the classic game replaying its solution, made on the
// loop's thread (the frame benchmarks may run it single-threaded).
func replayRig(b *testing.B, l *scenetest.Loop) *rig {
	var r *rig
	l.Do(func(*ebiten.Image) { r = newRig(b, river.DefaultParams()) })
	r.key(ebiten.KeyS)
	r.ctx = r.context()
	return r
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees the boat at work.
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
// Run it with PUZZLEWORKS_SINGLE_THREAD=1.
func BenchmarkFrame(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	// Warm up: glyph caches, every position's count, the win's message,
	// the first frames.
	r.sc.Ses.SetSpeedIndex(6)
	warm := 0
	l.Frames(func(s *ebiten.Image) bool {
		r.replayFrame(s)
		if warm > 0 || r.sc.Ses.Pos() >= r.sc.Ses.Last() {
			warm++ // on past the win and into the replay shown again
		}
		return warm > 60
	})
	r.sc.Ses.SetSpeedIndex(3)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	l.CompareFPS(b, r.replayFrame)
}
