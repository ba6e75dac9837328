package puzzles

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// BenchmarkOpen is the game's own work before a page's first frame, for
// the menu and each puzzle opened by name, as a page opened at ?play=NAME
// on a phone does it (390×844 at a device pixel ratio of 3, the art staged
// as drafts and finished a slice at a time): the game built (the scene's
// constructor, its art as drafts, its tables), one Update and one Draw.
// It reports cpu-ms/open, the CPU time of the whole process (the drafts
// are painted on several threads here, on one in the browser), steadier
// on a shared machine than the time; what the GPU does at the frame's end
// is not in it. Profile it with -cpuprofile to see where a page's first
// frame goes, before confirming a cut with BenchmarkPages in package web.
func BenchmarkOpen(b *testing.B) {
	l := scenetest.Current(b)
	var screen *ebiten.Image
	l.Do(func(*ebiten.Image) { screen = ebiten.NewImage(390*3, 844*3) })
	names := []string{""}
	for _, p := range All() {
		names = append(names, p.Name)
	}
	for _, name := range names {
		title := name
		if title == "" {
			title = "menu"
		}
		b.Run(title, func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				l.Do(func(*ebiten.Image) {
					c0 := scenetest.ProcessCPU()
					g, err := scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, NoInput: true, Drafts: true, Sliced: true})
					if err != nil {
						b.Fatal(err)
					}
					g.FixScreen(390, 844, 3)
					if err := g.Update(); err != nil {
						b.Fatal(err)
					}
					g.Draw(screen)
					cpu += scenetest.ProcessCPU() - c0
				})
			}
			b.ReportMetric(float64(cpu.Microseconds())/float64(b.N)/1000, "cpu-ms/open")
		})
	}
}
