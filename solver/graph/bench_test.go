package graph_test

import (
	"fmt"
	"testing"

	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
	"puzzleworks/solver/river"
)

// BenchmarkBuild times the whole graph of a puzzle: the search from the
// start, the distances to the goals and the count of shortest solutions.
func BenchmarkBuild(b *testing.B) {
	for _, p := range []hanoi.Params{{N: 7, Pegs: 3}, {N: 10, Pegs: 3}, {N: 6, Pegs: 4}, {N: 8, Pegs: 4}} {
		s, _ := hanoi.Start(p)
		b.Run(fmt.Sprintf("hanoi-n%d-pegs%d", p.N, p.Pegs), func(b *testing.B) {
			for b.Loop() {
				g, err := graph.Build(s, hanoi.GraphRules(), 0)
				if err != nil {
					b.Fatal(err)
				}
				g.Solutions()
			}
		})
	}
	s, _ := river.Start(river.Params{Couples: 6, Boat: 4})
	b.Run("river-6-couples-boat-4", func(b *testing.B) {
		for b.Loop() {
			g, err := graph.Build(s, river.GraphRules(), 0)
			if err != nil {
				b.Fatal(err)
			}
			g.Solutions()
		}
	})
}
