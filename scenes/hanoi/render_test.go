package hanoi

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/hanoiart"
)

// capture draws the scene into the real screen and reads the pixels back.
func (r *rig) capture(l *scenetest.Loop) *image.RGBA {
	r.ctx = r.context()
	return l.Capture(func(s *ebiten.Image) { r.sc.Draw(s, &r.ctx) })
}

// stoneColourAt is the mean colour of the middle of the bottom stone place
// of pile p.
func (r *rig) stoneColourAt(img *image.RGBA, p int) (got, want [4]uint8) {
	x, y := int(r.sc.PileX(p)), int(r.sc.StoneMid(0))
	c := scenetest.Average(img, x-10, y-3, 20, 6)
	w := hanoiart.StoneColor(r.sc.Params().N - 1)
	return [4]uint8{c.R, c.G, c.B, 255}, [4]uint8{w.R, w.G, w.B, 255}
}

func near(a, b [4]uint8, tol int) bool {
	for i := 0; i < 3; i++ {
		if d := int(a[i]) - int(b[i]); d > tol || d < -tol {
			return false
		}
	}
	return true
}

func TestRenderBottomStoneMovesFromAToB(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 5, 3)
	img := r.capture(l)
	save(t, img, "hanoi_start.png")
	if got, want := r.stoneColourAt(img, 0); !near(got, want, 40) {
		t.Fatalf("pile A bottom shows %v, want the bottom stone's colour %v", got, want)
	}
	if got, want := r.stoneColourAt(img, 1); near(got, want, 40) {
		t.Fatalf("pile B shows the bottom stone's colour %v before any move", got)
	}
	// Replay the whole solution and draw the end.
	r.key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.settle()
	if !r.sc.Won() {
		t.Fatal("replay did not win")
	}
	img = r.capture(l)
	save(t, img, "hanoi_won.png")
	if got, want := r.stoneColourAt(img, 1); !near(got, want, 40) {
		t.Fatalf("pile B bottom shows %v after the replay, want %v", got, want)
	}
	if got, want := r.stoneColourAt(img, 0); near(got, want, 40) {
		t.Fatalf("pile A still shows the bottom stone's colour %v", got)
	}
}

func TestRenderHookedStoneFollowsTheCrane(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 3, 3)
	r.click(r.pile(0))
	r.click(r.pile(2))
	// Run until the stone is lifted and travelling.
	for i := 0; i < 400; i++ {
		r.tick()
		f := r.sc.Ses.Shown()
		if f.Moving {
			mo := r.sc.geo.plan(f.From.s, f.From.crane, f.Move)
			if p := r.sc.geo.at(&mo, float64(f.Done)/4); p.phase == phTravel {
				break
			}
		}
	}
	img := r.capture(l)
	save(t, img, "hanoi_travel.png")
	f := r.sc.Ses.Shown()
	mo := r.sc.geo.plan(f.From.s, f.From.crane, f.Move)
	p := r.sc.geo.at(&mo, float64(f.Done)/4)
	c := scenetest.Average(img, int(p.x)-6, int(p.mid)-3, 12, 6)
	w := hanoiart.StoneColor(0)
	if !near([4]uint8{c.R, c.G, c.B}, [4]uint8{w.R, w.G, w.B}, 45) {
		t.Fatalf("between the jaws at (%.0f, %.0f): %v, want stone 1's colour %v", p.x, p.mid, c, w)
	}
}

// save writes a frame next to the test's temporary files, and into
// $PUZZLEWORKS_SHOTS when set, so a person can look at it.
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

// replayRig is an 8-stone game replaying its solution, made on the loop's
// thread (the frame benchmarks may run it single-threaded).
func replayRig(b *testing.B, l *scenetest.Loop) *rig {
	var r *rig
	l.Do(func(*ebiten.Image) { r = newRig(b, 8, 3) })
	r.key(ebiten.KeyS)
	r.ctx = r.context()
	return r
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees the crane at work.
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
//
// Run it with PUZZLEWORKS_SINGLE_THREAD=1 so Ebitengine's render thread does
// not allocate while the frame is measured.
func BenchmarkFrame(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	// Warm up: glyph caches, the first frames, every digit of the counters.
	r.sc.Ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool {
		r.tick()
		r.sc.Draw(s, &r.ctx)
		return r.sc.Ses.Pos() >= 100
	})
	r.sc.Ses.SetSpeedIndex(2)
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the crane scene during a
// replay with a program that only clears the screen, at 1280×720 in the
// same run.
func BenchmarkFPS(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	l.CompareFPS(b, r.replayFrame)
}
