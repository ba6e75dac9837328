package hanoi

import (
	"fmt"
	"math/rand/v2"
	"testing"

	posgraph "puzzleworks/solver/graph"
)

// bfsToSet is the fewest moves from every node of g to a position whose
// stones free+1..n stand as in t, by a breadth-first search backwards
// from the whole set at once (the moves of Hanoi can all be undone).
func bfsToSet(g *posgraph.Graph[State, Move], t State, free int) []int {
	dist := make([]int, len(g.Nodes))
	var queue []int
	for i, n := range g.Nodes {
		dist[i] = -1
		in := true
		for k := free + 1; k <= t.n; k++ {
			in = in && n.State.on[k-1] == t.on[k-1]
		}
		if in {
			dist[i] = 0
			queue = append(queue, i)
		}
	}
	for q := 0; q < len(queue); q++ {
		for _, e := range g.Out(queue[q]) {
			if dist[e.To] < 0 {
				dist[e.To] = dist[queue[q]] + 1
				queue = append(queue, e.To)
			}
		}
	}
	return dist
}

// TestSetDistanceMatchesSearch: the closed form of the fewest moves to a
// set of positions that agree on their largest stones (a group of the
// coarse triangle; with no free stones, one position) is the breadth-first
// search's, from every position, for every target up to 5 stones and
// sampled targets of 6 and 7; and PathToSet walks it by the rules, move
// by move, to a position of the set.
func TestSetDistanceMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	tests := []struct {
		n, targets int // targets: 0 for every position
	}{
		{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 40}, {7, 12},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("n%d", tc.n), func(t *testing.T) {
			p := Params{N: tc.n, Pegs: 3}
			start, _ := Start(p)
			g, err := posgraph.Build(start, GraphRules(), 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Nodes) != Positions(p) || len(g.Edges) != ThreeMoves(tc.n) {
				t.Fatalf("%d positions, %d moves; the closed forms say %d, %d", len(g.Nodes), len(g.Edges), Positions(p), ThreeMoves(tc.n))
			}
			targets := Positions(p)
			if tc.targets > 0 {
				targets = tc.targets
			}
			for i := range targets {
				idx := i
				if tc.targets > 0 {
					idx = rng.IntN(Positions(p))
				}
				target, err := FromIndex(p, idx)
				if err != nil || target.Index() != idx {
					t.Fatalf("FromIndex(%d) = %v (index %d), %v", idx, target, target.Index(), err)
				}
				for free := range tc.n + 1 {
					want := bfsToSet(g, target, free)
					for id, node := range g.Nodes {
						got, err := SetDistance(node.State, target, free)
						if err != nil || int(got) != want[id] {
							t.Fatalf("from %v to %v (%d free): %d (%v), the search says %d", node.State, target, free, got, err, want[id])
						}
						if tc.n > 5 && id%37 != 0 {
							continue
						}
						moves, err := PathToSet(node.State, target, free)
						if err != nil || len(moves) != want[id] {
							t.Fatalf("path from %v to %v (%d free): %d moves (%v), want %d", node.State, target, free, len(moves), err, want[id])
						}
						end := replay(t, node.State, moves)
						if d, _ := SetDistance(end, target, free); d != 0 {
							t.Fatalf("path from %v to %v (%d free) ends at %v, not in the set", node.State, target, free, end)
						}
					}
				}
			}
		})
	}
}

// TestThreeClosedForms: the numbers of the graph of n stones on 3 piles
// and the distance to the goal, against the solver's own.
func TestThreeClosedForms(t *testing.T) {
	tests := []struct {
		n         int
		positions int
		moves     int
		farthest  uint64
	}{
		{1, 3, 6, 1}, {7, 2187, 6558, 127}, {11, 177147, 531438, 2047}, {12, 531441, 1594320, 4095},
	}
	for _, tc := range tests {
		p := Params{N: tc.n, Pegs: 3}
		if got := Positions(p); got != tc.positions {
			t.Errorf("n=%d: %d positions, want %d", tc.n, got, tc.positions)
		}
		if got := ThreeMoves(tc.n); got != tc.moves {
			t.Errorf("n=%d: %d moves, want %d", tc.n, got, tc.moves)
		}
		if got := ThreeFarthest(tc.n); got != tc.farthest {
			t.Errorf("n=%d: farthest %d, want %d", tc.n, got, tc.farthest)
		}
		start, _ := Start(p)
		goal, _ := Goal(p)
		if d, _ := SetDistance(start, goal, 0); d != tc.farthest {
			t.Errorf("n=%d: start to goal %d, want %d", tc.n, d, tc.farthest)
		}
	}
	// Bad input is an error, not a panic.
	four, _ := Start(Params{N: 3, Pegs: 4})
	three, _ := Start(Params{N: 3, Pegs: 3})
	five, _ := Start(Params{N: 5, Pegs: 3})
	for _, c := range []struct {
		s, t State
		free int
	}{{four, four, 0}, {three, five, 0}, {three, three, -1}, {three, three, 4}} {
		if _, err := SetDistance(c.s, c.t, c.free); err == nil {
			t.Errorf("SetDistance(%v, %v, %d) took it", c.s, c.t, c.free)
		}
	}
	if _, err := FromIndex(Params{N: 3, Pegs: 3}, 27); err == nil {
		t.Error("FromIndex took 27 of 27")
	}
}
