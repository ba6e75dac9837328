package hanoi

import (
	"fmt"
	"testing"

	"puzzleworks/scenes/graphview"
	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
)

// TestCoarseMatchesSearch: the coarse triangle made from the closed forms
// (Coarse, as 11 and 12 stones are drawn) is the one made from the whole
// graph by breadth-first search, for up to 7 stones grouped at several
// depths, from the start and from a position in the middle: the numbers,
// every group's place, least depth and least distance, the lines between
// groups, the nearest position of a group from sampled positions (as
// many moves away as the search says, in that group), the solution, and
// the layers of the background search of the replay.
func TestCoarseMatchesSearch(t *testing.T) {
	for _, tc := range []struct {
		n, depth int
		from     string
	}{
		{3, 1, ""}, {4, 2, ""}, {5, 3, "5,2/4,1/3"}, {6, 4, ""}, {7, 5, "7,6,1/5,4/3,2"}, {7, 7, ""},
	} {
		t.Run(fmt.Sprintf("n%d-depth%d-%s", tc.n, tc.depth, tc.from), func(t *testing.T) {
			start, _ := hanoi.Start(hanoi.Params{N: tc.n, Pegs: 3})
			if tc.from != "" {
				var err error
				if start, err = hanoi.ParsePosition(tc.from); err != nil {
					t.Fatal(err)
				}
			}
			got, err := Coarse(start, tc.depth)
			if err != nil {
				t.Fatal(err)
			}
			pic := graphview.Picture[hanoi.State]{
				Place:  Place,
				Aspect: graphview.TriangleAspect,
				Group: func(s hanoi.State) (int, float64, float64) {
					return graphview.SierpinskiGroupAt(s.N(), tc.depth, s.PileOf)
				},
				Label: func(s hanoi.State) string { return s.GroupString(tc.depth) },
			}
			want, err := graphview.ExplorePicture(start, hanoi.GraphRules(), pic, nil)
			if err != nil {
				t.Fatal(err)
			}
			g, _ := graph.Build(start, hanoi.GraphRules(), 0)
			// The numbers.
			gn, ge := got.Size()
			wn, we := want.Size()
			if gn != wn || ge != we || got.Shortest != want.Shortest || got.Solutions != want.Solutions || got.Farthest != want.Farthest || got.DeadEnds != 0 {
				t.Fatalf("closed forms: %d positions, %d moves, shortest %d, %s solutions, farthest %d; search: %d, %d, %d, %s, %d",
					gn, ge, got.Shortest, got.Solutions, got.Farthest, wn, we, want.Shortest, want.Solutions, want.Farthest)
			}
			// The groups, matched by their text.
			gc, wc := got.Coarse, want.Coarse
			if len(gc.Nodes) != len(wc.Nodes) || gc.Size != wc.Size {
				t.Fatalf("%d groups of up to %d; the search has %d of up to %d", len(gc.Nodes), gc.Size, len(wc.Nodes), wc.Size)
			}
			byLabel := map[string]int32{}
			for i, n := range gc.Nodes {
				byLabel[n.Position] = int32(i)
			}
			match := make([]int32, len(wc.Nodes)) // the search's group → the closed forms'
			for i, w := range wc.Nodes {
				j, ok := byLabel[w.Position]
				if !ok {
					t.Fatalf("no group %q", w.Position)
				}
				match[i] = j
				if n := gc.Nodes[j]; n.Depth != w.Depth || n.Distance != w.Distance || n.X != w.X || n.Y != w.Y {
					t.Errorf("group %q: depth %d, distance %d at (%g, %g); the search: %d, %d at (%g, %g)",
						w.Position, n.Depth, n.Distance, n.X, n.Y, w.Depth, w.Distance, w.X, w.Y)
				}
			}
			lines := map[[2]int32]bool{}
			for _, e := range gc.Edges {
				if lines[e] {
					t.Errorf("line %v twice", e)
				}
				lines[e] = true
			}
			for _, e := range wc.Edges {
				if k := [2]int32{match[e[0]], match[e[1]]}; !lines[k] {
					t.Errorf("no line %q → %q", wc.Nodes[e[0]].Position, wc.Nodes[e[1]].Position)
				}
			}
			if len(gc.Edges) != len(wc.Edges) {
				t.Errorf("%d lines between groups, the search has %d", len(gc.Edges), len(wc.Edges))
			}
			// Every position's group, and the nearest of every group from
			// some positions.
			stride := max(1, len(g.Nodes)*len(wc.Nodes)/3000)
			for id, n := range g.Nodes {
				gid, ok := got.Find(n.Position)
				if !ok || got.PositionOf(gid) != n.Position {
					t.Fatalf("%s: not found (%d, %v)", n.Position, gid, ok)
				}
				wid, _ := want.Find(n.Position)
				if gid2 := got.Nearest(gid, match[wc.Of[wid]]); gid2 != gid {
					t.Fatalf("%s: the nearest of its own group is %s", n.Position, got.PositionOf(gid2))
				}
				if id%stride != 0 {
					continue
				}
				for grp := range wc.Nodes {
					near := want.Nearest(wid, int32(grp))
					wpath, _ := g.Path(wid, near)
					gnear := got.Nearest(gid, match[grp])
					if gnear < 0 {
						t.Fatalf("from %s no way to group %q", n.Position, wc.Nodes[grp].Position)
					}
					to, _ := want.Find(got.PositionOf(gnear))
					gpath, _ := g.Path(wid, to)
					if wc.Of[to] != int32(grp) || len(gpath) != len(wpath) {
						t.Fatalf("from %s the nearest of %q is %s, %d moves away in group %q; the search's is %s, %d moves",
							n.Position, wc.Nodes[grp].Position, got.PositionOf(gnear), len(gpath), wc.Nodes[wc.Of[to]].Position,
							want.PositionOf(near), len(wpath))
					}
				}
			}
			// The solution walks by the rules from the start to the goal.
			sol := got.ShortestPath()
			if len(sol) != got.Shortest+1 || got.PositionOf(sol[0]) != start.String() || got.PositionOf(sol[len(sol)-1]) != want.PositionOf(want.Goals[0]) {
				t.Fatalf("solution of %d positions", len(sol))
			}
			for i := 1; i < len(sol); i++ {
				a, _ := want.Find(got.PositionOf(sol[i-1]))
				b, _ := want.Find(got.PositionOf(sol[i]))
				if p, ok := g.Path(a, b); !ok || len(p) != 1 {
					t.Fatalf("solution step %d: %s to %s is no move", i, got.PositionOf(sol[i-1]), got.PositionOf(sol[i]))
				}
			}
			// The layers of the background search, and each group's least.
			if got.Counted() {
				t.Fatal("the layers are known before the search ran")
			}
			c, err := got.Space().Census(nil)
			if err != nil {
				t.Fatal(err)
			}
			counts := make([]int, len(c.Counts))
			for _, n := range g.Nodes {
				counts[n.Depth]++
			}
			if c.Found != gn || c.Moves != ge || fmt.Sprint(c.Counts) != fmt.Sprint(counts) {
				t.Errorf("the search found %d, %d moves, layers %v; want %d, %d, %v", c.Found, c.Moves, c.Counts, gn, ge, counts)
			}
			least := make([]int32, len(gc.Nodes))
			for i := range least {
				least[i] = -1
			}
			for id, d := range c.Depth {
				if grp := got.Space().Group(id); least[grp] < 0 || d < least[grp] {
					least[grp] = d
				}
			}
			for i, n := range gc.Nodes {
				if int(least[i]) != n.Depth {
					t.Errorf("group %q: least layer %d by the search, %d by the closed form", n.Position, least[i], n.Depth)
				}
			}
			got.SetCensus(c)
			if !got.Counted() || got.Layers != len(counts) {
				t.Errorf("after the search: counted %v, %d layers", got.Counted(), got.Layers)
			}
		})
	}
}

// BenchmarkCoarse: the model of 11 and 12 stones from the closed forms
// (what opening the panel costs), and the background breadth-first search
// of the search replay over every position.
func BenchmarkCoarse(b *testing.B) {
	for _, n := range []int{11, 12} {
		start, _ := hanoi.Start(hanoi.Params{N: n, Pegs: 3})
		b.Run(fmt.Sprintf("model-n%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Coarse(start, graphview.SierpinskiDepth); err != nil {
					b.Fatal(err)
				}
			}
		})
		m, _ := Coarse(start, graphview.SierpinskiDepth)
		b.Run(fmt.Sprintf("search-n%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := m.Space().Census(nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
