package zzstart

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/puzzles"
	"puzzleworks/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func TestStart(t *testing.T) {
	l := scenetest.Current(t)
	for _, name := range []string{"hanoi", "pulley", "river", "sudoku", "stars", "coins"} {
		for range 8 {
			l.Do(func(s *ebiten.Image) {
				g, err := scenes.New(scenes.Options{Puzzles: puzzles.All(), Puzzle: name, Drafts: true, Sliced: true})
				if err != nil {
					t.Fatal(err)
				}
				g.Layout(390, 844)
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
				g.Draw(s)
			})
		}
	}
}
