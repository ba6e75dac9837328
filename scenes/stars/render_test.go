package stars

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/sprites/starart"
)

// cellColour is the mean colour of a small square at the middle of a cell.
func (r *rig) cellColour(img *image.RGBA, row, col int) color.RGBA {
	x, y := r.sc.geo.Centre(row, col)
	return scenetest.Average(img, int(x)-3, int(y)-2, 6, 6)
}

func TestRenderStarLandsInItsCell(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, settings{})
	gold := starart.StarColor()
	img := r.Capture(l)
	scenetest.Save(t, img, "stars_start.png")
	if got := r.cellColour(img, 2, 2); scenetest.Near(got, gold, 60) {
		t.Fatalf("r3c3 shows the star's gold %v before any move", got)
	}
	r.clickCell(2, 2)
	r.Settle()
	img = r.Capture(l)
	scenetest.Save(t, img, "stars_star.png")
	if got := r.cellColour(img, 2, 2); !scenetest.Near(got, gold, 60) {
		t.Fatalf("r3c3 shows %v after the star, want near the gold %v", got, gold)
	}
	// A dot is dark ink in the middle of its cell.
	r.clickCell(2, 2)
	r.Settle()
	img = r.Capture(l)
	if got := r.cellColour(img, 2, 2); !scenetest.Near(got, starart.DotColor(), 50) {
		t.Fatalf("r3c3 shows %v after the dot, want the dot's ink", got)
	}
}

func TestRenderRegionsAreTinted(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, settings{})
	img := r.Capture(l)
	p := r.sc.Puzzle()
	seen := map[[3]int]int{}
	for g := 0; g < p.N(); g++ {
		for row := 0; row < p.N(); row++ {
			for col := 0; col < p.N(); col++ {
				if p.Region(row, col) == g {
					x, y := r.sc.geo.XY(row, col)
					c := scenetest.Average(img, int(x+r.sc.geo.Cell*0.7), int(y+r.sc.geo.Cell*0.7), 4, 4)
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

// replayRig is the 14×14 three-star game replaying its search, made on the
// loop's thread.
func replayRig(b testing.TB) (*scenetest.Loop, *rig) {
	return scenetest.Replaying(b, func() *rig {
		bd, _ := parseBundle()
		st := settings{}
		for _, e := range bd.list {
			if e.p.N() == 14 {
				st = settings{K: e.p.K(), Regions: e.p.String()}
			}
		}
		return newRig(b, st)
	})
}

// replayFrame runs one tick and draws one frame, starting the replay over
// when it ends so the measurement always sees stars dropping in.
func (r *rig) replayFrame(s *ebiten.Image) { r.ReplayFrame(r.sc.Ses, s) }

// BenchmarkFrame measures one tick and one frame of the scene during a
// replay: the time of Update plus Draw, and heap allocations per frame.
// Run it with PUZZLEWORKS_SINGLE_THREAD=1.
func BenchmarkFrame(b *testing.B) {
	l, r := replayRig(b)
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
	l, r := replayRig(b)
	l.CompareFPS(b, r.replayFrame)
}

// TestRenderStates saves a picture of every state for a person to look at
// (with PUZZLEWORKS_SHOTS set), checking that each draws something new.
func TestRenderStates(t *testing.T) {
	l := scenetest.Current(t)
	scenetest.NeedShots(t)
	r := newRig(t, settings{})
	r.clickCell(2, 2)
	r.Ticks(5)
	scenetest.Save(t, r.Capture(l), "stars_dropping.png")
	r.Settle()
	r.clickCell(3, 3) // refused: touches
	r.Tick()
	scenetest.Save(t, r.Capture(l), "stars_refused.png")
	// Dots that leave region D (one cell) without room.
	r.right = true
	r.MoveTo(r.sc.geo.Centre(2, 3))
	r.Settle()
	scenetest.Save(t, r.Capture(l), "stars_break.png")
	r.Key(ebiten.KeyH)
	scenetest.Save(t, r.Capture(l), "stars_help.png")
	r.Key(ebiten.KeyH)
	r.Key(ebiten.KeyP)
	r.Type("AAB/AA#")
	scenetest.Save(t, r.Capture(l), "stars_paste.png")
	r.Key(ebiten.KeyEscape)
	r.Key(ebiten.KeyR)
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	scenetest.Save(t, r.Capture(l), "stars_won.png")
}
