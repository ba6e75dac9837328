package graph_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"puzzleworks/solver/coins"
	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
	"puzzleworks/solver/pulley"
	"puzzleworks/solver/river"
)

// summary is what a test knows of a puzzle's graph.
type summary struct {
	nodes, edges, goals, shortest int
	solutions                     *big.Int
}

// check builds the graph from start and checks it against want, and that
// every edge is its move applied through the rules, every distance is
// right along the edges, and the path to a goal is as short as promised.
func check[S, M graph.Text](t *testing.T, name string, start S, r graph.Rules[S, M], want summary) *graph.Graph[S, M] {
	t.Helper()
	g, err := graph.Build(start, r, 0)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got := summary{len(g.Nodes), len(g.Edges), len(g.Goals), g.Shortest(), g.Solutions()}
	if want.edges < 0 {
		want.edges = got.edges // not known beforehand
	}
	if want.nodes < 0 {
		want.nodes = got.nodes
	}
	if want.goals < 0 {
		want.goals = got.goals
	}
	if got.nodes != want.nodes || got.edges != want.edges || got.goals != want.goals ||
		got.shortest != want.shortest || got.solutions.Cmp(want.solutions) != 0 {
		t.Errorf("%s: got %d nodes, %d edges, %d goals, shortest %d, %v solutions; want %d, %d, %d, %d, %v",
			name, got.nodes, got.edges, got.goals, got.shortest, got.solutions,
			want.nodes, want.edges, want.goals, want.shortest, want.solutions)
	}
	if g.Nodes[0].Position != start.String() || g.Nodes[0].Depth != 0 {
		t.Errorf("%s: node 0 is %+v, not the start", name, g.Nodes[0])
	}
	for i, n := range g.Nodes {
		if i > 0 && n.Depth < g.Nodes[i-1].Depth {
			t.Fatalf("%s: node %d at depth %d after depth %d: not breadth-first", name, i, n.Depth, g.Nodes[i-1].Depth)
		}
		best := -1
		for _, e := range g.Out(i) {
			if d := g.Nodes[e.To].Distance; d >= 0 && (best < 0 || d+1 < best) {
				best = d + 1
			}
		}
		if r.Goal(n.State) {
			best = 0
		}
		if n.Distance != best {
			t.Fatalf("%s: node %d (%s) at distance %d, its moves say %d", name, i, n.Position, n.Distance, best)
		}
	}
	for _, e := range g.Edges {
		next, err := r.Apply(g.Nodes[e.From].State, e.Move)
		if err != nil || next.String() != g.Nodes[e.To].Position {
			t.Fatalf("%s: edge %v: %v from %s gives %v, %v; the edge says %s", name, e, e.Move, g.Nodes[e.From].Position, next, err, g.Nodes[e.To].Position)
		}
		if g.Nodes[e.To].Depth > g.Nodes[e.From].Depth+1 {
			t.Fatalf("%s: edge %v skips a layer", name, e)
		}
	}
	if want.shortest >= 0 {
		moves, ok := g.Path(0, g.Goals[len(g.Goals)-1])
		s := start
		for _, m := range moves {
			if s, err = r.Apply(s, m); err != nil {
				t.Fatalf("%s: the path breaks a rule: %v", name, err)
			}
		}
		if !ok || !r.Goal(s) || len(moves) < want.shortest {
			t.Errorf("%s: path of %d moves to %v (ok %v)", name, len(moves), s, ok)
		}
	}
	return g
}

func TestHanoi(t *testing.T) {
	pow := func(b, e int) int {
		r := 1
		for range e {
			r *= b
		}
		return r
	}
	for _, p := range []hanoi.Params{{N: 1, Pegs: 3}, {N: 3, Pegs: 3}, {N: 7, Pegs: 3}, {N: 2, Pegs: 4}, {N: 5, Pegs: 4}} {
		s, _ := hanoi.Start(p)
		opt, _ := hanoi.Optimal(p)
		count, _ := hanoi.CountOptimal(s)
		// Every position but those with all stones on one pile has a move
		// between every pair of piles with a top, less the one the smaller
		// top refuses; the counts below follow from the known graphs.
		want := summary{nodes: pow(p.Pegs, p.N), goals: 1, shortest: int(opt), solutions: count}
		if p.Pegs == 3 {
			// The Sierpinski graph S(n,3): 3(3^n - 1)/2 undirected edges.
			want.edges = 3 * (pow(3, p.N) - 1)
		} else {
			want.edges = edgesByRules(s)
		}
		check(t, fmt.Sprint(p), s, hanoi.GraphRules(), want)
	}
}

// edgesByRules counts the directed moves of every position of n stones on
// 4 piles by enumerating the positions (not by search).
func edgesByRules(start hanoi.State) int {
	n, pegs := start.N(), start.Pegs()
	total := 0
	piles := make([]int, n)
	var walk func(i int)
	walk = func(i int) {
		if i == n {
			s, err := hanoi.FromPiles(pegs, piles)
			if err == nil {
				total += len(s.Legal(nil))
			}
			return
		}
		for p := range pegs {
			piles[i] = p
			walk(i + 1)
		}
	}
	walk(0)
	return total
}

func TestRiver(t *testing.T) {
	for _, tc := range []struct {
		p        river.Params
		shortest int
	}{
		{river.Params{Couples: 3, Boat: 2}, 11},
		{river.Params{Couples: 2, Boat: 2}, 5},
		{river.Params{Couples: 3, Boat: 2, OneBack: true}, -1},
		{river.Params{Couples: 4, Boat: 2}, -1},
		{river.Params{Couples: 5, Boat: 3}, 11},
	} {
		s, err := river.Start(tc.p)
		if err != nil {
			t.Fatal(err)
		}
		count, _, err := river.Count(s)
		if err != nil {
			count = new(big.Int)
		}
		goals := 1
		if tc.shortest < 0 {
			goals = 0
		}
		g := check(t, fmt.Sprint(tc.p), s, river.GraphRules(), summary{nodes: len(river.Reachable(s)), edges: -1, goals: goals, shortest: tc.shortest, solutions: count})
		if tc.shortest < 0 {
			for _, n := range g.Nodes {
				if n.Distance != -1 {
					t.Fatalf("%v: %s at distance %d with no goal", tc.p, n.Position, n.Distance)
				}
			}
		}
	}
}

func TestPulley(t *testing.T) {
	pz, err := pulley.New(pulley.DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	s := pz.Start()
	moves, err := pulley.Solve(s)
	if err != nil {
		t.Fatal(err)
	}
	count, _, err := pulley.Count(s)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "pulley", s, pulley.GraphRules(), summary{nodes: len(pulley.Reachable(s)), edges: -1, goals: -1, shortest: len(moves), solutions: count})
}

func TestCoins(t *testing.T) {
	for _, p := range []coins.Params{{N: 8, K: 3}, {N: 6, K: 2}, {N: 10, K: 3}} {
		s, err := coins.Start(p)
		if err != nil {
			t.Fatal(err)
		}
		goal := p.Goal()
		check(t, fmt.Sprint(p), s, coins.GraphRules(), summary{nodes: -1, edges: -1, goals: -1, shortest: goal, solutions: coins.Count(s)})
	}
}

func TestTooLarge(t *testing.T) {
	s, _ := hanoi.Start(hanoi.Params{N: 11, Pegs: 3})
	_, err := graph.Build(s, hanoi.GraphRules(), 0)
	var tl *graph.TooLargeError
	if !errors.As(err, &tl) || tl.Limit != graph.DefaultLimit {
		t.Fatalf("3^11 positions: %v", err)
	}
	if _, err := graph.Build(s, hanoi.GraphRules(), 200_000); err != nil {
		t.Fatalf("3^11 positions under a limit of 200000: %v", err)
	}
}

func TestWrite(t *testing.T) {
	s, _ := hanoi.Start(hanoi.Params{N: 2, Pegs: 3})
	g, err := graph.Build(s, hanoi.GraphRules(), 0)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := graph.WriteJSON(&buf, g); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Nodes []struct {
			ID              int
			Position        string
			Depth, Distance int
		}
		Edges     [][3]any
		Start     int
		Goals     []int
		Shortest  int
		Solutions string
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("%v in %s", err, buf.String())
	}
	if len(doc.Nodes) != 9 || len(doc.Edges) != 24 || doc.Start != 0 || doc.Shortest != 3 || doc.Solutions != "1" ||
		doc.Nodes[0].Position != "2,1//" || doc.Nodes[0].Distance != 3 || len(doc.Goals) != 1 || doc.Nodes[doc.Goals[0]].Position != "/2,1/" {
		t.Errorf("JSON %s", buf.String())
	}
	if e := doc.Edges[0]; e[0] != 0.0 || e[2] != "A B" && e[2] != "A C" {
		t.Errorf("first edge %v", e)
	}
	buf.Reset()
	if err := graph.WriteDOT(&buf, g, "hanoi"); err != nil {
		t.Fatal(err)
	}
	dot := buf.String()
	if !strings.HasPrefix(dot, "digraph \"hanoi\" {") || strings.Count(dot, " -> ") != 24 || !strings.Contains(dot, `0 [label="2,1//\n3", style=bold];`) {
		t.Errorf("DOT:\n%s", dot)
	}
}

// A failing writer's error comes back.
func TestWriteFails(t *testing.T) {
	s, _ := hanoi.Start(hanoi.Params{N: 5, Pegs: 3})
	g, _ := graph.Build(s, hanoi.GraphRules(), 0)
	bad := errors.New("disk full")
	if err := graph.WriteJSON(failWriter{bad}, g); !errors.Is(err, bad) {
		t.Errorf("WriteJSON: %v", err)
	}
	if err := graph.WriteDOT(failWriter{bad}, g, "x"); !errors.Is(err, bad) {
		t.Errorf("WriteDOT: %v", err)
	}
}

type failWriter struct{ err error }

func (w failWriter) Write([]byte) (int, error) { return 0, w.err }

func TestReaches(t *testing.T) {
	s, _ := river.Start(river.Params{Couples: 3, Boat: 2})
	for _, tc := range []struct {
		target   string
		found    bool
		explored int
	}{
		{"/H1,H2,H3,W1,W2,W3/far", true, -1},
		{"H1,H2,H3,W1,W2,W3//far", false, 40},
		{"H1,H2,H3,W1,W2,W3//near", true, 1},
	} {
		found, explored, err := graph.Reaches(s, tc.target, river.GraphRules(), 0)
		if err != nil || found != tc.found || (tc.explored > 0 && explored != tc.explored) {
			t.Errorf("Reaches %s: %v after %d, %v", tc.target, found, explored, err)
		}
	}
	h, _ := hanoi.Start(hanoi.Params{N: 12, Pegs: 3})
	if _, _, err := graph.Reaches(h, "x", hanoi.GraphRules(), 1000); !errors.As(err, new(*graph.TooLargeError)) {
		t.Errorf("past the limit: %v", err)
	}
}

// TestCountMatchesBuild: the compact search (Count) finds what the listed
// graph holds: every position's layer, the layers' sizes, the moves and
// the goals, from the start and from a position in the middle.
func TestCountMatchesBuild(t *testing.T) {
	tests := []struct {
		p    hanoi.Params
		from string // "" for the start
	}{
		{hanoi.Params{N: 4, Pegs: 3}, ""},
		{hanoi.Params{N: 6, Pegs: 3}, "6,3/5,4/2,1"},
		{hanoi.Params{N: 4, Pegs: 4}, ""},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d-%d-%s", tc.p.N, tc.p.Pegs, tc.from), func(t *testing.T) {
			start, _ := hanoi.Start(tc.p)
			if tc.from != "" {
				var err error
				if start, err = hanoi.ParsePosition(tc.from); err != nil {
					t.Fatal(err)
				}
			}
			g, err := graph.Build(start, hanoi.GraphRules(), 0)
			if err != nil {
				t.Fatal(err)
			}
			state := func(i int) (hanoi.State, error) { return hanoi.FromIndex(tc.p, i) }
			c, err := graph.Count(start, hanoi.GraphRules(), hanoi.State.Index, state, hanoi.Positions(tc.p), nil)
			if err != nil {
				t.Fatal(err)
			}
			if c.Found != len(g.Nodes) || c.Moves != len(g.Edges) || c.Goals != len(g.Goals) {
				t.Fatalf("found %d, %d moves, %d goals; the graph has %d, %d, %d", c.Found, c.Moves, c.Goals, len(g.Nodes), len(g.Edges), len(g.Goals))
			}
			counts := make([]int, len(c.Counts))
			for _, n := range g.Nodes {
				if got := c.Depth[n.State.Index()]; int(got) != n.Depth {
					t.Fatalf("%s: layer %d, want %d", n.Position, got, n.Depth)
				}
				counts[n.Depth]++
			}
			if fmt.Sprint(counts) != fmt.Sprint(c.Counts) {
				t.Errorf("layers %v, want %v", c.Counts, counts)
			}
		})
	}
	// An index outside the space is an error, not a panic.
	start, _ := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	state := func(i int) (hanoi.State, error) { return hanoi.FromIndex(hanoi.Params{N: 3, Pegs: 3}, i) }
	if _, err := graph.Count(start, hanoi.GraphRules(), hanoi.State.Index, state, 9, nil); err == nil {
		t.Error("a space of 9 took 27 positions")
	}
}
