package stars

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/starart"
)

// capture draws the scene into the real screen and reads the pixels back.
func (r *rig) capture(l *scenetest.Loop) *image.RGBA {
	r.ctx = r.context()
	return l.Capture(func(s *ebiten.Image) { r.sc.Draw(s, &r.ctx) })
}

// cellColour is the mean colour of a small square at the middle of a cell.
func (r *rig) cellColour(img *image.RGBA, row, col int) [3]int {
	x, y := r.sc.geo.centre(row, col)
	c := scenetest.Average(img, int(x)-3, int(y)-2, 6, 6)
	return [3]int{int(c.R), int(c.G), int(c.B)}
}

func near3(a [3]int, c [4]uint8, tol int) bool {
	for i := 0; i < 3; i++ {
		if d := a[i] - int(c[i]); d > tol || d < -tol {
			return false
		}
	}
	return true
}

func rgbOf(c interface{ RGBA() (r, g, b, a uint32) }) [4]uint8 {
	r, g, b, a := c.RGBA()
	return [4]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func TestRenderStarLandsInItsCell(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, settings{})
	gold := rgbOf(starart.StarColor())
	img := r.capture(l)
	save(t, img, "stars_start.png")
	if got := r.cellColour(img, 2, 2); near3(got, gold, 60) {
		t.Fatalf("r3c3 shows the star's gold %v before any move", got)
	}
	r.clickCell(2, 2)
	r.settle()
	img = r.capture(l)
	save(t, img, "stars_star.png")
	if got := r.cellColour(img, 2, 2); !near3(got, gold, 60) {
		t.Fatalf("r3c3 shows %v after the star, want near the gold %v", got, gold)
	}
	// A dot is dark ink in the middle of its cell.
	r.clickCell(2, 2)
	r.settle()
	img = r.capture(l)
	if got := r.cellColour(img, 2, 2); !near3(got, rgbOf(starart.DotColor()), 50) {
		t.Fatalf("r3c3 shows %v after the dot, want the dot's ink", got)
	}
}

func TestRenderRegionsAreTinted(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, settings{})
	img := r.capture(l)
	p := r.sc.Puzzle()
	seen := map[[3]int]int{}
	for g := 0; g < p.N(); g++ {
		for row := 0; row < p.N(); row++ {
			for col := 0; col < p.N(); col++ {
				if p.Region(row, col) == g {
					x, y := r.sc.geo.cellXY(row, col)
					c := scenetest.Average(img, int(x+r.sc.geo.cell*0.7), int(y+r.sc.geo.cell*0.7), 4, 4)
					seen[[3]int{int(c.R) / 8, int(c.G) / 8, int(c.B) / 8}] = g
					row, col = p.N(), p.N()
				}
			}
		}
	}
	if len(seen) != p.N() {
		t.Fatalf("%d regions show %d tints, want each its own: %v", p.N(), len(seen), seen)
	}
}

// save writes a frame into $PUZZLEWORKS_SHOTS when set, for a person to see.
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

// replayRig is the 14×14 three-star game replaying its search, made on the
// loop's thread.
func replayRig(b *testing.B, l *scenetest.Loop) *rig {
	var r *rig
	l.Do(func(*ebiten.Image) {
		bd, _ := parseBundle()
		st := settings{}
		for _, e := range bd.list {
			if e.p.N() == 14 {
				st = settings{K: e.p.K(), Regions: e.p.String()}
			}
		}
		r = newRig(b, st)
	})
	r.key(ebiten.KeyS)
	r.ctx = r.context()
	return r
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees stars dropping in.
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
	// Warm up: glyph caches, the first frames, every digit of the counters.
	n := 0
	l.Frames(func(s *ebiten.Image) bool {
		r.replayFrame(s)
		n++
		return n >= 400
	})
	l.MeasureFrames(b, r.replayFrame)
}

// BenchmarkFPS compares frames per second of the scene during a replay
// with a program that only clears the screen, at 1280×720 in the same run.
func BenchmarkFPS(b *testing.B) {
	l := scenetest.Current(b)
	r := replayRig(b, l)
	l.CompareFPS(b, r.replayFrame)
}

// TestRenderStates saves a picture of every state for a person to look at
// (with PUZZLEWORKS_SHOTS set), checking that each draws something new.
func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	if os.Getenv("PUZZLEWORKS_SHOTS") == "" {
		t.Skip("set PUZZLEWORKS_SHOTS to a directory to save the pictures")
	}
	r := newRig(t, settings{})
	r.clickCell(2, 2)
	for i := 0; i < 5; i++ {
		r.tick()
	}
	save(t, r.capture(l), "stars_dropping.png")
	r.settle()
	r.clickCell(3, 3) // refused: touches
	r.tick()
	save(t, r.capture(l), "stars_refused.png")
	// Dots that leave region D (one cell) without room.
	r.right = true
	r.in.X, r.in.Y = r.sc.geo.centre(2, 3)
	r.tick()
	r.settle()
	save(t, r.capture(l), "stars_break.png")
	r.key(ebiten.KeyH)
	save(t, r.capture(l), "stars_help.png")
	r.key(ebiten.KeyH)
	r.key(ebiten.KeyP)
	r.typed = []rune("AAB/AA#")
	r.tick()
	save(t, r.capture(l), "stars_paste.png")
	r.key(ebiten.KeyEscape)
	r.key(ebiten.KeyR)
	r.key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.settle()
	save(t, r.capture(l), "stars_won.png")
}
