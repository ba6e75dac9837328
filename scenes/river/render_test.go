package river

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
	"puzzleworks/sprites/riverart"
)

// coatAt is the mean colour of the middle of the coat (or dress) of a
// person standing at their place on bank b.
func (r *rig) coatAt(img *image.RGBA, p river.Set, b int) color.RGBA {
	i := r.sc.Cur.Index(p)
	x, y := r.sc.geo.slot(i, b)
	top := y - r.sc.geo.height(i)
	return scenetest.Average(img, int(x)-6, int(top+28), 4, 6)
}

func TestRenderACoupleCrosses(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, river.DefaultParams())
	img := r.Capture(l)
	scenetest.Save(t, img, "river_start.png")
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
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "river_loaded.png")
	r.clickRow()
	// Mid-river: the boat is between the jetties, with its passengers.
	r.Ticks(90)
	img = r.Capture(l)
	scenetest.Save(t, img, "river_crossing.png")
	f := r.sc.fig[r.sc.Cur.Index(river.Husband(1))]
	near, far := riverart.Jetties()
	if f.seated != 1 || f.x < near+40 || f.x > far-40 {
		t.Fatalf("mid-crossing H1 is at x %.0f seated %.1f, want in the boat mid-river", f.x, f.seated)
	}
	if got := scenetest.Average(img, int(f.x)-3, int(f.head+22), 6, 6); !scenetest.Near(got, red, 50) {
		t.Fatalf("H1 in the boat shows %v, want %v", got, red)
	}
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "river_across.png")
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
	r.Settle()
	r.clickRow()
	img := r.Capture(l)
	scenetest.Save(t, img, "river_refused.png")
	f := r.sc.fig[r.sc.Cur.Index(river.Wife(2))]
	got := scenetest.Average(img, int(f.x)-9, int(f.head-riverart.HeadY-21), 3, 3)
	if !(got.R > 200 && got.G < 140) {
		t.Fatalf("over W2's head: %v, want the red \"!\"", got)
	}
}

func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	scenetest.NeedShots(t)
	for _, tc := range []struct {
		name string
		p    river.Params
	}{
		{"river_6x4.png", river.Params{Couples: 6, Boat: 4}},
		{"river_1x1.png", river.Params{Couples: 1, Boat: 1}},
		{"river_4x3.png", river.Params{Couples: 4, Boat: 3}},
	} {
		r := newRig(t, tc.p)
		r.Tick()
		scenetest.Save(t, r.Capture(l), tc.name)
	}
	r := newRig(t, river.DefaultParams())
	r.Key(ebiten.KeyH)
	scenetest.Save(t, r.Capture(l), "river_help.png")
	r.Key(ebiten.KeyH)
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	scenetest.Save(t, r.Capture(l), "river_won.png")
}

// replayRig is the classic game replaying its solution, made on the
// loop's thread (the frame benchmarks may run it single-threaded).
func replayRig(b testing.TB) (*scenetest.Loop, *rig) {
	return scenetest.Replaying(b, func() *rig { return newRig(b, river.DefaultParams()) })
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees the boat at work.
func (r *rig) replayFrame(s *ebiten.Image) { r.ReplayFrame(r.sc.Ses, s) }

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
// Run it with PUZZLEWORKS_SINGLE_THREAD=1.
func BenchmarkFrame(b *testing.B) {
	l, r := replayRig(b)
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
	l, r := replayRig(b)
	l.CompareFPS(b, r.replayFrame)
}

// TestBarShowsItsState: the control bar's buttons are drawn once and
// copied while nothing on them changes; the copy still follows the
// replay (play becomes pause and back), the muted sound and the hovered
// button.
func TestBarShowsItsState(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, river.DefaultParams())
	var play, sound ui.Box
	for _, b := range r.Boxes(l) {
		switch b.Name {
		case "play":
			play = b
		case "sound":
			sound = b
		}
	}
	if play.W == 0 || sound.W == 0 {
		t.Fatal("the bar has no play or sound button")
	}
	at := func(b ui.Box) *image.RGBA {
		img := r.Capture(l)
		return img.SubImage(image.Rect(int(b.X), int(b.Y), int(b.X+b.W), int(b.Y+b.H))).(*image.RGBA)
	}
	// Two pictures of a button are the same when no pixel differs by more
	// than a few levels (the GPU may round a picture drawn again, or from
	// elsewhere in its atlas, by one).
	same := func(a, b *image.RGBA) bool {
		for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
			for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
				p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
				for _, d := range [...]int{int(p.R) - int(q.R), int(p.G) - int(q.G), int(p.B) - int(q.B), int(p.A) - int(q.A)} {
					if d > 4 || d < -4 {
						return false
					}
				}
			}
		}
		return true
	}
	still, muted := at(play), at(sound)
	r.Key(ebiten.KeySpace)
	if !r.sc.Ses.Playing() {
		t.Fatal("Space did not start the replay")
	}
	if same(at(play), still) {
		t.Error("playing, the play button still shows play")
	}
	r.Key(ebiten.KeySpace)
	if !same(at(play), still) {
		t.Error("paused again, the play button does not show play as before")
	}
	r.Prefs.Muted = !r.Prefs.Muted
	if same(at(sound), muted) {
		t.Error("muted, the sound button shows the same icon")
	}
	r.Prefs.Muted = !r.Prefs.Muted
	r.MoveTo(play.X+play.W/2, play.Y+play.H/2)
	r.Tick()
	if same(at(play), still) {
		t.Error("hovered, the play button looks the same")
	}
}
