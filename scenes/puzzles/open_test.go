package puzzles

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// BenchmarkOpen is the time from nothing to the first frame drawn of the
// menu and of each puzzle opened by name, as a page opened at ?play=NAME
// makes it: the game built (the scene's constructor, its art as drafts, its
// tables) and one Update and Draw. Profile it with -cpuprofile to see where a
// page's first frame goes.
func BenchmarkOpen(b *testing.B) {
	l := scenetest.Current(b)
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
			for b.Loop() {
				l.Do(func(screen *ebiten.Image) {
					g, err := scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, NoInput: true, Drafts: true})
					if err != nil {
						b.Fatal(err)
					}
					if err := g.Update(); err != nil {
						b.Fatal(err)
					}
					g.Draw(screen)
				})
			}
		})
	}
}
