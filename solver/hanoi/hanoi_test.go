package hanoi

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// replay applies moves from s and fails the test on an illegal one.
func replay(t *testing.T, s State, moves []Move) State {
	t.Helper()
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("move %d (%v) from %v: %v", i+1, m, s, err)
		}
		s = next
	}
	return s
}

func TestOptimalLengths(t *testing.T) {
	fs := []uint64{1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81}
	for n := 1; n <= 12; n++ {
		for _, pegs := range []int{3, 4} {
			p := Params{N: n, Pegs: pegs}
			want := uint64(1)<<uint(n) - 1
			if pegs == 4 {
				want = fs[n-1]
			}
			got, err := Optimal(p)
			if err != nil || got != want {
				t.Fatalf("Optimal(%+v) = %d, %v; want %d", p, got, err, want)
			}
			start, _ := Start(p)
			moves, err := Solve(start)
			if err != nil {
				t.Fatal(err)
			}
			if uint64(len(moves)) != want {
				t.Fatalf("Solve(%+v): %d moves, want %d", p, len(moves), want)
			}
			if end := replay(t, start, moves); !end.Solved() {
				t.Fatalf("Solve(%+v) ends at %v, not solved", p, end)
			}
		}
	}
}

func TestStreamMatchesList(t *testing.T) {
	for n := 1; n <= 14; n++ {
		for _, pegs := range []int{3, 4} {
			p := Params{N: n, Pegs: pegs}
			start, _ := Start(p)
			var streamed []Move
			for m := range Moves(p) {
				streamed = append(streamed, m)
			}
			// The 3-pile recursion is the unique optimal solution.
			var recursive []Move
			if pegs == 3 {
				threePegs(n, PileA, PileB, 2, func(m Move) bool { recursive = append(recursive, m); return true })
			} else {
				recursive, _ = Solve(start)
			}
			if len(streamed) != len(recursive) {
				t.Fatalf("%+v: stream has %d moves, list %d", p, len(streamed), len(recursive))
			}
			for i := range streamed {
				if streamed[i] != recursive[i] {
					t.Fatalf("%+v: move %d streamed %v, listed %v", p, i+1, streamed[i], recursive[i])
				}
			}
			if !replay(t, start, streamed).Solved() {
				t.Fatalf("%+v: stream does not solve", p)
			}
		}
	}
}

func TestStreamStopsEarly(t *testing.T) {
	count := 0
	for range Moves(Params{N: 63, Pegs: 3}) {
		count++
		if count == 1000 {
			break
		}
	}
	if count != 1000 {
		t.Fatalf("got %d moves", count)
	}
}

func TestRules(t *testing.T) {
	s, _ := ParsePosition("3,1/2/") // stones 1 and 3 on A, stone 2 on B
	tests := []struct {
		move Move
		want string
	}{
		{Move{PileA, PileB}, ""},
		{Move{PileB, PileC()}, ""},
		{Move{PileB, PileA}, "stone 2 cannot rest on stone 1"},
		{Move{2, PileA}, "pile C is empty"},
		{Move{PileA, PileA}, "stone must move to another pile"},
		{Move{PileA, 3}, "pile D does not exist"},
		{Move{-1, 0}, "pile ? does not exist"},
	}
	for _, tc := range tests {
		next, err := s.Apply(tc.move)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%v: unexpected %v", tc.move, err)
			}
			if next == s {
				t.Errorf("%v: state unchanged", tc.move)
			}
			continue
		}
		var re *RuleError
		if !errors.As(err, &re) || re.Rule != tc.want {
			t.Errorf("%v: got %v, want %q", tc.move, err, tc.want)
		}
		if next != s {
			t.Errorf("%v: refused move changed the state", tc.move)
		}
	}
}

func PileC() int { return 2 }

// randomPosition returns a random legal position (any assignment of piles).
func randomPosition(r *rand.Rand, n, pegs int) State {
	piles := make([]int, n)
	for i := range piles {
		piles[i] = r.IntN(pegs)
	}
	s, _ := FromPiles(pegs, piles)
	return s
}

// bfsDistance is an independent check: plain breadth-first search over states.
func bfsDistance(s State) int {
	seen := map[State]bool{s: true}
	frontier := []State{s}
	for d := 0; ; d++ {
		var next []State
		for _, x := range frontier {
			if x.Solved() {
				return d
			}
			for _, m := range x.Legal(nil) {
				y, _ := x.Apply(m)
				if !seen[y] {
					seen[y] = true
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
}

func TestSolveFromRandomPositions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	tables := map[int]*Table{}
	for i := 0; i < 300; i++ {
		pegs := 3 + r.IntN(2)
		n := 1 + r.IntN(7)
		s := randomPosition(r, n, pegs)
		moves, err := Solve(s)
		if err != nil {
			t.Fatal(err)
		}
		if !replay(t, s, moves).Solved() {
			t.Fatalf("%v: solution does not reach the goal", s)
		}
		want := bfsDistance(s)
		if len(moves) != want {
			t.Fatalf("%v (%d pegs): %d moves, BFS says %d", s, pegs, len(moves), want)
		}
		rem, err := Remaining(s)
		if err != nil || rem != uint64(want) {
			t.Fatalf("%v: Remaining = %d, %v; want %d", s, rem, err, want)
		}
		if pegs == 4 {
			if tables[n] == nil {
				tables[n], _ = NewTable(n)
			}
			if d, _ := tables[n].Distance(s); d != uint64(want) {
				t.Fatalf("%v: table distance %d, want %d", s, d, want)
			}
		}
	}
}

func TestCount(t *testing.T) {
	// Brute force: count shortest paths by BFS layers on small cases.
	for _, tc := range []struct{ n, pegs int }{{1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 3}, {3, 3}} {
		start, _ := Start(Params{N: tc.n, Pegs: tc.pegs})
		got, err := CountOptimal(start)
		if err != nil {
			t.Fatal(err)
		}
		if want := bruteCount(start); got.Int64() != want {
			t.Errorf("n=%d pegs=%d: count %v, brute force %d", tc.n, tc.pegs, got, want)
		}
	}
}

// bruteCount counts shortest paths to the goal independently of Table:
// breadth-first layers from s over State values, summing path counts.
func bruteCount(s State) int64 {
	ways := map[State]int64{s: 1}
	frontier := []State{s}
	for {
		var solved int64
		for _, x := range frontier {
			if x.Solved() {
				solved += ways[x]
			}
		}
		if solved > 0 {
			return solved
		}
		nextWays := map[State]int64{}
		var next []State
		for _, x := range frontier {
			for _, m := range x.Legal(nil) {
				y, _ := x.Apply(m)
				if _, old := ways[y]; old {
					continue
				}
				if _, seen := nextWays[y]; !seen {
					next = append(next, y)
				}
				nextWays[y] += ways[x]
			}
		}
		for y, w := range nextWays {
			ways[y] = w
		}
		frontier = next
	}
}

func TestParams(t *testing.T) {
	for _, tc := range []struct {
		p  Params
		ok bool
	}{
		{Params{1, 3}, true}, {Params{63, 3}, true}, {Params{64, 3}, false}, {Params{0, 3}, false},
		{Params{16, 4}, true}, {Params{17, 4}, false}, {Params{5, 5}, false}, {Params{5, 2}, false},
	} {
		if err := tc.p.Validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: Validate() = %v", tc.p, err)
		}
	}
}

func TestParseRoundTrip(t *testing.T) {
	for _, text := range []string{"A B", "b c", " D  A "} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q: round trip gave %v, %v", text, back, err)
		}
	}
	for _, bad := range []string{"", "A", "A B C", "E A", "AB C", "1 2"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"", "want 3 or 4 piles"},
		{"1/2", "want 3 or 4 piles"},
		{"1/2/3/4/5", "want 3 or 4 piles"},
		{"//", "no stones"},
		{"2,1/x/", `pile B: "x" is not a stone`},
		{"2,1/0/", `pile B: "0" is not a stone`},
		{"1,2//", "pile A: stone 2 cannot rest on stone 1"},
		{"3,1/1/", "pile B: stone 1 appears twice"},
		{"3,1//", "stone 2 is missing"},
		{"17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1///", "n must be 1..16 with 4 pegs"},
	} {
		_, err := ParsePosition(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("position %q: error %v, want %q", tc.text, err, tc.want)
		}
	}
	for _, tc := range []struct {
		text       string
		n, pegs    int
		start, end bool
	}{
		{"6,5,4,3,2,1//", 6, 3, true, false},
		{"/6,5,4,3,2,1/", 6, 3, false, true},
		{" 3 , 2 ,1 / / ", 3, 3, true, false},
		{"2/1//", 2, 4, false, false},
	} {
		s, err := ParsePosition(tc.text)
		if err != nil {
			t.Errorf("position %q: %v", tc.text, err)
			continue
		}
		if s.N() != tc.n || s.Pegs() != tc.pegs {
			t.Errorf("position %q: %d stones %d piles, want %d, %d", tc.text, s.N(), s.Pegs(), tc.n, tc.pegs)
		}
		start, _ := Start(s.Params())
		if (s == start) != tc.start || s.Solved() != tc.end {
			t.Errorf("position %q: start %v solved %v", tc.text, s == start, s.Solved())
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"A B", "c d", "", "x y", "A  B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%q: round trip %v, %v", s, back, err)
		}
	})
}

func FuzzPositionAndMoves(f *testing.F) {
	f.Add("4,3,2,1//", []byte{0, 1, 2})
	f.Add("4/3/2/1", []byte{5, 9, 200})
	f.Add("/2,1/3,x/", []byte{})
	f.Fuzz(func(t *testing.T, pos string, moves []byte) {
		s, err := ParsePosition(pos)
		if err != nil {
			return
		}
		if back, err := ParsePosition(s.String()); err != nil || back != s {
			t.Fatalf("%q: round trip %v, %v", pos, back, err)
		}
		for _, b := range moves {
			m := Move{From: int(b>>4) % 5, To: int(b) % 5}
			next, err := s.Apply(m)
			if err != nil {
				if next != s {
					t.Fatal("refused move changed the state")
				}
				continue
			}
			// Invariant: every pile is in order, which the representation
			// guarantees; check the moved stone was the top and is now on top.
			if next.Top(m.To) != s.Top(m.From) {
				t.Fatalf("%v then %v: top of %d is %d", s, m, m.To, next.Top(m.To))
			}
			s = next
		}
	})
}

func BenchmarkStreamThree(b *testing.B) {
	p := Params{N: 30, Pegs: 3}
	n := 0
	for b.Loop() {
		for m := range Moves(p) {
			_ = m
			n++
			if n%(1<<20) == 0 {
				break
			}
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkTable12(b *testing.B) {
	for b.Loop() {
		if _, err := NewTable(12); err != nil {
			b.Fatal(err)
		}
	}
}
