package graphview_test

import (
	"fmt"
	"math"
	"testing"

	"puzzleworks/scenes/graphview"
	hanoiscene "puzzleworks/scenes/hanoi"
	"puzzleworks/solver/hanoi"
	"puzzleworks/solver/pulley"
	"puzzleworks/solver/river"
)

func TestSierpinskiCorners(t *testing.T) {
	for _, tc := range []struct {
		pile int
		x, y float64
	}{{0, 0.5, 0}, {1, 1, 1}, {2, 0, 1}} {
		for n := 1; n <= 7; n++ {
			x, y := graphview.Sierpinski(n, func(int) int { return tc.pile })
			if math.Abs(x-tc.x) > 1e-9 || math.Abs(y-tc.y) > 1e-9 {
				t.Errorf("n=%d, all on pile %d: at %v,%v, want the corner %v,%v", n, tc.pile, x, y, tc.x, tc.y)
			}
		}
	}
}

// TestHanoiModel: 3 piles draw the Sierpinski triangle, every position at
// its own place, and a move of the smallest stone is the shortest line.
func TestHanoiModel(t *testing.T) {
	start, _ := hanoi.Start(hanoi.Params{N: 4, Pegs: 3})
	m, err := graphview.Explore(start, hanoi.GraphRules(), hanoiscene.Place, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Nodes) != 81 || m.Shortest != 15 || m.Solutions != "1" || m.Directed || m.DeadEnds != 0 || m.Farthest != 15 {
		t.Fatalf("model: %d nodes, shortest %d, %s solutions, directed %v, dead ends %d, farthest %d",
			len(m.Nodes), m.Shortest, m.Solutions, m.Directed, m.DeadEnds, m.Farthest)
	}
	seen := map[[2]float64]bool{}
	for _, n := range m.Nodes {
		p := [2]float64{math.Round(n.X * 1e6), math.Round(n.Y * 1e6)}
		if seen[p] {
			t.Fatalf("two positions at %v", p)
		}
		seen[p] = true
	}
	path := m.ShortestPath()
	if len(path) != 16 || path[0] != 0 || m.Nodes[path[15]].Distance != 0 {
		t.Fatalf("shortest path %v", path)
	}
	moves, err := graphview.PathIn[hanoi.State, hanoi.Move](m, start.String(), m.Nodes[path[15]].Position)
	if err != nil || len(moves) != 15 {
		t.Fatalf("PathIn: %d moves, %v", len(moves), err)
	}
	s := start
	for _, mv := range moves {
		if s, err = s.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Solved() {
		t.Fatalf("the path ends at %v", s)
	}
	if _, err := graphview.PathIn[river.State, river.Move](m, start.String(), "/4,3,2,1/"); err == nil {
		t.Error("a path of the wrong puzzle's types")
	}
}

// TestLayers: without a picture of their own, positions lie in rows by
// their distance from the start, each row spread across.
func TestLayers(t *testing.T) {
	s, _ := river.Start(river.Params{Couples: 3, Boat: 2})
	m, err := graphview.Explore(s, river.GraphRules(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	deepest := 0
	for _, n := range m.Nodes {
		deepest = max(deepest, n.Depth)
	}
	// The goal is 11 crossings out; some positions lie beyond it.
	if m.Layers != deepest+1 || m.Layers < 12 || m.Directed {
		t.Fatalf("%d layers, the deepest position at %d, directed %v", m.Layers, deepest, m.Directed)
	}
	for _, n := range m.Nodes {
		if want := float64(n.Depth) / float64(m.Layers-1); math.Abs(n.Y-want) > 1e-9 || n.X <= 0 || n.X >= 1 {
			t.Fatalf("%s at %v,%v; its row is at %v", n.Position, n.X, n.Y, want)
		}
	}
}

// TestOneWay: the pulley's trips cannot all be undone: arrows, and a
// position behind the board cannot be gone back to.
func TestOneWay(t *testing.T) {
	pz, _ := pulley.New(pulley.DefaultParams())
	m, err := graphview.Explore(pz.Start(), pulley.GraphRules(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Directed {
		t.Fatal("the pulley's graph is not directed")
	}
	last := m.Nodes[len(m.Nodes)-1].Position
	if _, err := graphview.PathIn[pulley.State, pulley.Move](m, last, pz.Start().String()); err == nil {
		t.Errorf("a way back from %s to the start", last)
	}
}

// BenchmarkExplore times the panel's whole model of a puzzle: the graph
// (solver/graph), the distances, the count of shortest solutions and the
// picture (the triangle's places, or the rows of 4 piles; the coarse
// triangle of 9 stones).
func BenchmarkExplore(b *testing.B) {
	for _, p := range []hanoi.Params{{N: 7, Pegs: 3}, {N: 9, Pegs: 3}, {N: 6, Pegs: 4}} {
		s, _ := hanoi.Start(p)
		var pic graphview.Picture[hanoi.State]
		if p.Pegs == 3 {
			pic = hanoiscene.Picture(p.N)
		}
		b.Run(fmt.Sprintf("hanoi-n%d-pegs%d", p.N, p.Pegs), func(b *testing.B) {
			for b.Loop() {
				if _, err := graphview.ExplorePicture(s, hanoi.GraphRules(), pic, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSierpinskiKey: a group placed by its key lies where
// SierpinskiGroupAt places its positions, for every group of 5 stones
// drawn 1 to 5 deep.
func TestSierpinskiKey(t *testing.T) {
	const n = 5
	for depth := 1; depth <= n; depth++ {
		t.Run(fmt.Sprint("depth", depth), func(t *testing.T) {
			for id := range 243 {
				pileOf := func(s int) int {
					k := id
					for range s - 1 {
						k /= 3
					}
					return k % 3
				}
				key, x, y := graphview.SierpinskiGroupAt(n, depth, pileOf)
				if kx, ky := graphview.SierpinskiKey(depth, key); kx != x || ky != y {
					t.Fatalf("group %d: (%g, %g) by its key, (%g, %g) by its position", key, kx, ky, x, y)
				}
			}
		})
	}
}
