package hanoi

import (
	"fmt"
	"slices"
	"testing"

	"puzzleworks/solver/graph"
)

// TestSpaceMatchesSearch: a Space's closed forms agree with the
// breadth-first search of every position (graph.Build), for up to 6
// stones grouped at several depths, from the start and from a position in
// the middle: the numbers, every position's text and group, each group's
// text, least depth and least distance, the groups a move joins, the
// nearest position of every group from sampled positions, the solution
// and the census.
func TestSpaceMatchesSearch(t *testing.T) {
	for _, tc := range []struct {
		n, depth int
		from     string
	}{
		{1, 1, ""}, {3, 1, ""}, {4, 2, ""}, {5, 3, "5,2/4,1/3"}, {6, 4, ""}, {6, 6, "6,1/5,4/3,2"}, {4, 9, ""},
	} {
		t.Run(fmt.Sprintf("n%d-depth%d-%s", tc.n, tc.depth, tc.from), func(t *testing.T) {
			start, _ := Start(Params{N: tc.n, Pegs: 3})
			if tc.from != "" {
				var err error
				if start, err = ParsePosition(tc.from); err != nil {
					t.Fatal(err)
				}
			}
			sp, err := NewSpace(start, tc.depth)
			if err != nil {
				t.Fatal(err)
			}
			g, err := graph.Build(start, GraphRules(), 0)
			if err != nil {
				t.Fatal(err)
			}
			// The numbers.
			positions, moves := sp.Size()
			shortest, solutions, err := sp.Shortest()
			if err != nil {
				t.Fatal(err)
			}
			far := 0
			for _, n := range g.Nodes {
				far = max(far, n.Distance)
			}
			if positions != len(g.Nodes) || moves != len(g.Edges) || shortest != g.Shortest() ||
				solutions != g.Solutions().String() || sp.Farthest() != far {
				t.Fatalf("closed forms: %d positions, %d moves, shortest %d, %s solutions, farthest %d; search: %d, %d, %d, %s, %d",
					positions, moves, shortest, solutions, sp.Farthest(), len(g.Nodes), len(g.Edges), g.Shortest(), g.Solutions(), far)
			}
			if s, goals := sp.Ends(); sp.Position(s) != start.String() || len(goals) != 1 || sp.Position(goals[0]) != g.Nodes[g.Goals[0]].Position {
				t.Fatalf("ends %s and %v", sp.Position(s), goals)
			}
			// Every position's id and group; each group's least depth and
			// distance, and the groups the moves join.
			groups, size := sp.Groups()
			depth := min(tc.n, max(1, tc.depth))
			if sp.Depth() != depth || groups*size != positions {
				t.Fatalf("depth %d: %d groups of %d", sp.Depth(), groups, size)
			}
			ids := make([]int, len(g.Nodes))
			least := make([][2]int, groups)
			for i := range least {
				least[i] = [2]int{-1, -1}
			}
			joined := make([]map[int32]bool, groups)
			for i, n := range g.Nodes {
				id, ok := sp.Find(n.Position)
				if !ok || sp.Position(id) != n.Position {
					t.Fatalf("%s: id %d, %v", n.Position, id, ok)
				}
				ids[i] = id
				grp := sp.Group(id)
				if l := &least[grp]; l[0] < 0 || n.Depth < l[0] {
					l[0] = n.Depth
				}
				if l := &least[grp]; l[1] < 0 || n.Distance < l[1] {
					l[1] = n.Distance
				}
				if text := n.State.GroupString(depth); joined[grp] == nil {
					joined[grp] = map[int32]bool{}
					if got, _, _, _ := sp.GroupNode(int(grp)); got != text {
						t.Errorf("group %d is %q, its position %s says %q", grp, got, n.Position, text)
					}
				}
			}
			for _, e := range g.Edges {
				if a, b := sp.Group(ids[e.From]), sp.Group(ids[e.To]); a != b {
					joined[a][b] = true
				}
			}
			for grp := range groups {
				text, d, dist, err := sp.GroupNode(grp)
				if err != nil || d != least[grp][0] || dist != least[grp][1] {
					t.Errorf("group %q: depth %d, distance %d (%v); the search: %d, %d", text, d, dist, err, least[grp][0], least[grp][1])
				}
				to, err := sp.Joined(grp, nil)
				var want []int32
				for h := range joined[grp] {
					want = append(want, h)
				}
				slices.Sort(want)
				if got := slices.Sorted(slices.Values(to)); err != nil || !slices.Equal(got, want) {
					t.Errorf("group %q joins %v (%v); the search: %v", text, got, err, want)
				}
			}
			// The nearest of every group from some positions: as few moves
			// away as the search says, and in that group.
			stride := max(1, len(g.Nodes)*groups/2000)
			for i := 0; i < len(g.Nodes); i += stride {
				dist := distancesFrom(g, i)
				for grp := range groups {
					best := -1
					for j, d := range dist {
						if sp.Group(ids[j]) == int32(grp) && d >= 0 && (best < 0 || d < best) {
							best = d
						}
					}
					near := sp.Nearest(ids[i], int32(grp))
					j := slices.Index(ids, near)
					if j < 0 || sp.Group(near) != int32(grp) || dist[j] != best {
						t.Fatalf("from %s the nearest of group %d is %s (%d moves); the search: %d moves",
							g.Nodes[i].Position, grp, sp.Position(near), dist[max(j, 0)], best)
					}
				}
			}
			// The solution walks by the rules from the start to the goal.
			sol := sp.Solution()
			if len(sol) != shortest+1 || sol[0] != ids[0] {
				t.Fatalf("solution of %d positions", len(sol))
			}
			for k := 1; k < len(sol); k++ {
				moves, err := sp.Path(sp.Position(sol[k-1]), sp.Position(sol[k]))
				if err != nil || len(moves) != 1 {
					t.Fatalf("solution step %d: %s to %s is %v (%v)", k, sp.Position(sol[k-1]), sp.Position(sol[k]), moves, err)
				}
			}
			// The census: every position, in the search's layers.
			c, err := sp.Census(nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, n := range g.Nodes {
				if int(c.Depth[ids[i]]) != n.Depth {
					t.Fatalf("%s: layer %d, the search's %d", n.Position, c.Depth[ids[i]], n.Depth)
				}
			}
			if c.Found != positions || c.Moves != moves || c.Goals != 1 {
				t.Errorf("census: %d found, %d moves, %d goals", c.Found, c.Moves, c.Goals)
			}
		})
	}
}

// TestNewSpaceRefuses: the closed forms cover 3 piles only, and no more
// positions than a search can count.
func TestNewSpaceRefuses(t *testing.T) {
	tests := []Params{{N: 4, Pegs: 4}, {N: 16, Pegs: 3}}
	for _, p := range tests {
		t.Run(fmt.Sprint(p), func(t *testing.T) {
			s, err := Start(p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := NewSpace(s, 7); err == nil {
				t.Fatalf("%v: a space", p)
			}
		})
	}
}

// distancesFrom is the fewest moves from node from to every node of g.
func distancesFrom(g *graph.Graph[State, Move], from int) []int {
	dist := make([]int, len(g.Nodes))
	for i := range dist {
		dist[i] = -1
	}
	dist[from] = 0
	for queue := []int{from}; len(queue) > 0; queue = queue[1:] {
		for _, e := range g.Out(queue[0]) {
			if dist[e.To] < 0 {
				dist[e.To] = dist[queue[0]] + 1
				queue = append(queue, e.To)
			}
		}
	}
	return dist
}
