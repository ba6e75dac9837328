package pulley

import (
	"errors"
	"fmt"
	"math/big"
	"testing"
)

// mustNew returns the puzzle of p or stops the test.
func mustNew(t testing.TB, p Params) *Puzzle {
	t.Helper()
	pz, err := New(p)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return pz
}

// withLimit returns the classic items with another tolerance.
func withLimit(limit int) Params {
	p := DefaultParams()
	p.Limit = limit
	return p
}

// items builds parameters from "name=weight" lists of people and objects.
func items(t testing.TB, people, objects string, limit int) Params {
	t.Helper()
	ps, err := ParseItems(people, true)
	if err != nil {
		t.Fatal(err)
	}
	objs, err := ParseItems(objects, false)
	if err != nil {
		t.Fatal(err)
	}
	return Params{Items: append(ps, objs...), Limit: limit}
}

// replay applies moves to s and fails unless every move is legal and the
// last state is solved.
func replay(t *testing.T, s State, moves []Move) {
	t.Helper()
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("trip %d %q from %s: %v", i+1, m, s, err)
		}
		s = next
	}
	if !s.Solved() {
		t.Fatalf("after %d trips the state %s is not solved", len(moves), s)
	}
}

// allTrips lists every way to load the two baskets from s, legal or not:
// each item at the top rides down or stays, each on the ground rides up or
// stays.
func allTrips(s State) []Move {
	pz := s.Puzzle()
	var trips []Move
	for load := Set(0); load <= pz.All(); load++ {
		trips = append(trips, pz.Move(load&s.Top(), load&s.Ground()))
	}
	return trips
}

// bruteCount searches by iterative deepening over every sequence of trips,
// checked by Apply alone, up to maxDepth: the shortest length that solves
// and how many sequences of that length do, or -1 and 0.
func bruteCount(s State, maxDepth int) (int, int64) {
	var walk func(s State, left int) int64
	walk = func(s State, left int) int64 {
		if left == 0 {
			if s.Solved() {
				return 1
			}
			return 0
		}
		var total int64
		for _, m := range allTrips(s) {
			if next, err := s.Apply(m); err == nil {
				total += walk(next, left-1)
			}
		}
		return total
	}
	for d := 0; d <= maxDepth; d++ {
		if c := walk(s, d); c > 0 {
			return d, c
		}
	}
	return -1, 0
}

func TestClassicPuzzle(t *testing.T) {
	pz := mustNew(t, DefaultParams())
	moves, err := Solve(pz.Start())
	if err != nil {
		t.Fatal(err)
	}
	// Found by the search and confirmed by the brute force below.
	const want = 10
	if len(moves) != want {
		t.Fatalf("Solve: %d trips %v, want %d", len(moves), moves, want)
	}
	replay(t, pz.Start(), moves)
	bd, bc := bruteCount(pz.Start(), want+2)
	count, length, err := Count(pz.Start())
	if err != nil || bd != want || length != want || count.Cmp(big.NewInt(bc)) != 0 {
		t.Fatalf("Count = %v in %d (%v); brute force %d in %d", count, length, err, bc, bd)
	}
}

func TestVariantsMatchBruteForce(t *testing.T) {
	tests := []struct {
		name string
		p    Params
		want int // shortest trips, -1 when impossible
	}{
		{"classic", DefaultParams(), 10},
		{"tolerance 0", withLimit(0), -1},
		{"tolerance 10", withLimit(10), -1},
		{"tolerance 20", withLimit(20), 10},
		{"tolerance 30", withLimit(30), 8},
		{"tolerance 105", withLimit(105), 4},
		{"tolerance 200", withLimit(200), 2},
		{"no cannonball", items(t, "queen=195,daughter=105,son=90", "", 15), -1},
		{"one person", items(t, "cat=10", "", 15), 1},
		{"person and weight", items(t, "cat=20", "stone=10", 10), 2},
		{"two bricks", items(t, "a=60,b=50", "brick=20,bolt=15", 10), -1},
		{"two bricks, tolerance 25", items(t, "a=60,b=50", "brick=20,bolt=15", 25), 4},
		{"objects fall together", items(t, "a=100", "x=50,y=45", 5), 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pz := mustNew(t, tc.p)
			s := pz.Start()
			moves, err := Solve(s)
			count, length, cerr := Count(s)
			bd, bc := bruteCount(s, 12)
			if bd < 0 {
				if !errors.Is(err, ErrNoSolution) || !errors.Is(cerr, ErrNoSolution) {
					t.Fatalf("brute force finds none in 12 trips; Solve %v, Count %v", err, cerr)
				}
				if tc.want >= 0 {
					t.Fatalf("want %d trips, found none", tc.want)
				}
				return
			}
			if err != nil || cerr != nil {
				t.Fatalf("Solve %v, Count %v; brute force finds %d in %d", err, cerr, bc, bd)
			}
			replay(t, s, moves)
			if len(moves) != bd || length != bd || count.Cmp(big.NewInt(bc)) != 0 {
				t.Fatalf("Solve %d trips, Count %v in %d, brute force %d in %d", len(moves), count, length, bc, bd)
			}
			if bd != tc.want {
				t.Fatalf("%d trips, want %d", bd, tc.want)
			}
		})
	}
}

func TestSolveFromAnyState(t *testing.T) {
	for _, p := range []Params{DefaultParams(), withLimit(30), items(t, "a=60,b=50", "brick=20,bolt=15", 10)} {
		pz := mustNew(t, p)
		for top := Set(0); top <= pz.All(); top++ {
			s, err := pz.State(top)
			if err != nil {
				t.Fatal(err)
			}
			moves, err := Solve(s)
			count, length, cerr := Count(s)
			bd, bc := bruteCount(s, 11)
			if err != nil {
				if !errors.Is(err, ErrNoSolution) || !errors.Is(cerr, ErrNoSolution) || bd >= 0 {
					t.Fatalf("from %s: Solve %v, Count %v, brute force %d in %d", s, err, cerr, bc, bd)
				}
				continue
			}
			replay(t, s, moves)
			if len(moves) != bd || length != bd || cerr != nil || count.Cmp(big.NewInt(bc)) != 0 {
				t.Fatalf("from %s: Solve %d trips, Count %v in %d (%v), brute force %d in %d", s, len(moves), count, length, cerr, bc, bd)
			}
		}
	}
}

func TestNoSolutionSaysWhy(t *testing.T) {
	pz := mustNew(t, withLimit(5))
	s := pz.Start()
	reach := Reachable(s)
	for _, r := range reach {
		if r.Solved() {
			t.Fatalf("reachable state %s is solved", r)
		}
	}
	want := fmt.Sprintf("no solution: all %d reachable states were explored and none has every person on the ground", len(reach))
	if _, err := Solve(s); !errors.Is(err, ErrNoSolution) || err.Error() != want {
		t.Fatalf("Solve error %v, want %q", err, want)
	}
	if _, _, err := Count(s); !errors.Is(err, ErrNoSolution) || err.Error() != want {
		t.Fatalf("Count error %v, want %q", err, want)
	}
}

func TestZeroState(t *testing.T) {
	var s State
	if _, err := Solve(s); err == nil || errors.Is(err, ErrNoSolution) {
		t.Fatalf("Solve(State{}) error %v", err)
	}
	if _, _, err := Count(s); err == nil {
		t.Fatal("Count(State{}) gave no error")
	}
	if _, err := s.Apply(Move{}); err == nil {
		t.Fatal("Apply on State{} gave no error")
	}
	if s.Moves() != nil || Reachable(s) != nil || s.Solved() || s.String() != "/" {
		t.Fatalf("State{} misbehaves: %s", s)
	}
}

func TestLargestPuzzle(t *testing.T) {
	p := items(t, "a=100,b=95,c=90,d=85,e=80,f=75", "g=70,h=50,i=40,j=30,k=20,l=10", 12)
	pz := mustNew(t, p)
	moves, err := Solve(pz.Start())
	if err != nil {
		t.Fatal(err)
	}
	replay(t, pz.Start(), moves)
	_, length, err := Count(pz.Start())
	if err != nil || length != len(moves) {
		t.Fatalf("Count length %d, %v; Solve %d", length, err, len(moves))
	}
}

func BenchmarkSolve(b *testing.B) {
	cases := []struct {
		name string
		p    Params
	}{
		{"classic", DefaultParams()},
		{"12 items", items(b, "a=100,b=95,c=90,d=85,e=80,f=75", "g=70,h=50,i=40,j=30,k=20,l=10", 12)},
	}
	for _, c := range cases {
		s := mustNew(b, c.p).Start()
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCount(b *testing.B) {
	s := mustNew(b, DefaultParams()).Start()
	for b.Loop() {
		if _, _, err := Count(s); err != nil {
			b.Fatal(err)
		}
	}
}

// TestPresets checks the scene's presets: valid, solvable, and of the
// shortest lengths found when they were chosen.
func TestPresets(t *testing.T) {
	want := map[string]int{"Classic": 10, "The king and a sack": 16, "A page, 5 lb": 20}
	for _, pr := range Presets() {
		pz := mustNew(t, pr.Params)
		moves, err := Solve(pz.Start())
		if err != nil {
			t.Fatalf("%s: %v", pr.Name, err)
		}
		replay(t, pz.Start(), moves)
		if len(moves) != want[pr.Name] {
			t.Errorf("%s: %d trips, want %d", pr.Name, len(moves), want[pr.Name])
		}
		if len(pr.Params.Items) > 6 || pr.Params.Limit < 5 || pr.Params.Limit > 40 {
			t.Errorf("%s does not fit the scene's ranges", pr.Name)
		}
	}
	if !Presets()[0].Params.SameItems(DefaultParams()) || Presets()[0].Params.SameItems(Presets()[1].Params) {
		t.Error("SameItems")
	}
}
