package river

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// mustStart returns the start of p or stops the test.
func mustStart(t testing.TB, p Params) State {
	t.Helper()
	s, err := Start(p)
	if err != nil {
		t.Fatalf("Start(%+v): %v", p, err)
	}
	return s
}

// replay applies moves to s and fails unless every move is legal and the
// last state is solved.
func replay(t *testing.T, s State, moves []Move) {
	t.Helper()
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("move %d %q from %s: %v", i+1, m, s, err)
		}
		s = next
	}
	if !s.Solved() {
		t.Fatalf("after %d moves the state %s is not solved", len(moves), s)
	}
}

func TestKnownResults(t *testing.T) {
	tests := []struct {
		p    Params
		want int // shortest crossings, -1 when impossible
	}{
		{Params{Couples: 1, Boat: 1}, -1},
		{Params{Couples: 1, Boat: 2}, 1},
		{Params{Couples: 2, Boat: 1}, -1},
		{Params{Couples: 2, Boat: 2}, 5},
		{Params{Couples: 3, Boat: 2}, 11}, // Bachet, 1613
		{Params{Couples: 3, Boat: 2, OneBack: true}, -1},
		{Params{Couples: 4, Boat: 2}, -1},
		{Params{Couples: 4, Boat: 3}, 9},
		{Params{Couples: 5, Boat: 3}, 11},
		{Params{Couples: 6, Boat: 3}, -1},
		{Params{Couples: 8, Boat: 3}, -1},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%+v", tc.p), func(t *testing.T) {
			s := mustStart(t, tc.p)
			moves, err := Solve(s)
			if tc.want < 0 {
				if !errors.Is(err, ErrNoSolution) {
					t.Fatalf("Solve = %v, %v; want ErrNoSolution", moves, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Solve: %v", err)
			}
			if len(moves) != tc.want {
				t.Fatalf("Solve: %d moves %v, want %d", len(moves), moves, tc.want)
			}
			replay(t, s, moves)
		})
	}
}

func TestBigBoatAlwaysSolvable(t *testing.T) {
	for n := 2; n <= MaxCouples; n++ {
		for k := 4; k <= 2*n; k++ {
			p := Params{Couples: n, Boat: k}
			s := mustStart(t, p)
			moves, err := Solve(s)
			if err != nil {
				t.Fatalf("%+v: %v", p, err)
			}
			replay(t, s, moves)
			_, length, err := Count(s)
			if err != nil || length != len(moves) {
				t.Fatalf("%+v: Count length %d, %v; Solve found %d", p, length, err, len(moves))
			}
		}
	}
}

func TestOneBackExplainsWhy(t *testing.T) {
	s := mustStart(t, Params{Couples: 3, Boat: 2, OneBack: true})
	reach := Reachable(s)
	for _, r := range reach {
		if r.Solved() {
			t.Fatalf("reachable state %s is solved", r)
		}
	}
	_, err := Solve(s)
	want := fmt.Sprintf("no solution: all %d reachable positions explored", len(reach))
	if !errors.Is(err, ErrNoSolution) || !strings.Contains(err.Error(), want) {
		t.Fatalf("Solve error %v, want ErrNoSolution saying %q", err, want)
	}
	if _, _, err := Count(s); !errors.Is(err, ErrNoSolution) || !strings.Contains(err.Error(), want) {
		t.Fatalf("Count error %v, want ErrNoSolution saying %q", err, want)
	}
}

// successors lists every state reachable in one move by trying every group
// of the boat's bank in Apply: the brute-force rules, independent of graph.
func successors(s State) []State {
	bank := s.On(s.Boat())
	dir := Dir(s.Boat() == Far)
	var out []State
	for g := bank; g != 0; g = (g - 1) & bank {
		if next, err := s.Apply(Move{Dir: dir, People: g}); err == nil {
			out = append(out, next)
		}
	}
	return out
}

// bruteCount enumerates move sequences depth-first with iterative deepening
// up to maxDepth and returns the shortest length and how many sequences of
// that length end solved, or -1 and 0.
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
		for _, next := range successors(s) {
			total += walk(next, left-1)
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

// walkCount counts walks of each length with a map of states, up to
// maxDepth: the shortest length with a walk to the goal and how many.
func walkCount(s State, maxDepth int) (int, *big.Int) {
	layer := map[State]*big.Int{s: big.NewInt(1)}
	for d := 0; d <= maxDepth; d++ {
		total := new(big.Int)
		for st, c := range layer {
			if st.Solved() {
				total.Add(total, c)
			}
		}
		if total.Sign() > 0 {
			return d, total
		}
		next := map[State]*big.Int{}
		for st, c := range layer {
			for _, nb := range successors(st) {
				if next[nb] == nil {
					next[nb] = new(big.Int)
				}
				next[nb].Add(next[nb], c)
			}
		}
		layer = next
	}
	return -1, nil
}

func TestCountMatchesBruteForce(t *testing.T) {
	tests := []struct {
		p     Params
		want  int64 // number of shortest solutions, found here and kept to catch changes
		brute bool  // also enumerate every sequence (too slow for long solutions)
	}{
		{Params{Couples: 1, Boat: 2}, 1, true},
		{Params{Couples: 2, Boat: 2}, 8, true},
		{Params{Couples: 2, Boat: 3}, 10, true},
		{Params{Couples: 2, Boat: 3, OneBack: true}, 8, true},
		{Params{Couples: 2, Boat: 4}, 1, true},
		{Params{Couples: 3, Boat: 2}, 486, false}, // the brute force agrees but takes 16 s
		{Params{Couples: 3, Boat: 3}, 24, true},
		{Params{Couples: 3, Boat: 3, OneBack: true}, 18, true},
		{Params{Couples: 3, Boat: 5}, 66, true},
		{Params{Couples: 4, Boat: 3}, 15360, false},
		{Params{Couples: 4, Boat: 4, OneBack: true}, 56, true},
		{Params{Couples: 5, Boat: 3}, 711480, false},
		{Params{Couples: 6, Boat: 4}, 8733240, false},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%+v", tc.p), func(t *testing.T) {
			s := mustStart(t, tc.p)
			count, length, err := Count(s)
			if err != nil {
				t.Fatalf("Count: %v", err)
			}
			if count.Cmp(big.NewInt(tc.want)) != 0 {
				t.Fatalf("Count = %v, want %d", count, tc.want)
			}
			wd, wc := walkCount(s, 20)
			if wd != length || wc.Cmp(count) != 0 {
				t.Fatalf("Count = %v in %d, walks = %v in %d", count, length, wc, wd)
			}
			if tc.brute {
				bd, bc := bruteCount(s, length)
				if bd != length || big.NewInt(bc).Cmp(count) != 0 {
					t.Fatalf("Count = %v in %d, brute force = %d in %d", count, length, bc, bd)
				}
			}
		})
	}
}

func TestSolveFromAnyState(t *testing.T) {
	for _, p := range []Params{DefaultParams(), {Couples: 4, Boat: 3}, {Couples: 5, Boat: 4, OneBack: true}} {
		for _, s := range Reachable(mustStart(t, p)) {
			moves, err := Solve(s)
			count, length, cerr := Count(s)
			if err != nil {
				if !errors.Is(err, ErrNoSolution) || !errors.Is(cerr, ErrNoSolution) {
					t.Fatalf("%+v from %s: Solve %v, Count %v", p, s, err, cerr)
				}
				continue
			}
			replay(t, s, moves)
			if cerr != nil || length != len(moves) || count.Sign() <= 0 {
				t.Fatalf("%+v from %s: Count %v in %d (%v), Solve %d moves", p, s, count, length, cerr, len(moves))
			}
			wd, wc := walkCount(s, length)
			if wd != length || wc.Cmp(count) != 0 {
				t.Fatalf("%+v from %s: Count %v in %d, walks %v in %d", p, s, count, length, wc, wd)
			}
		}
	}
}

func TestSolvedStartNeedsNoMoves(t *testing.T) {
	p := DefaultParams()
	s, err := NewState(p, p.Everyone(), Far)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := Solve(s)
	if err != nil || len(moves) != 0 {
		t.Fatalf("Solve = %v, %v; want no moves", moves, err)
	}
	count, length, err := Count(s)
	if err != nil || length != 0 || count.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("Count = %v, %d, %v; want 1, 0", count, length, err)
	}
}

func TestBoatOnEmptyBank(t *testing.T) {
	s, err := NewState(DefaultParams(), 0, Far)
	if err != nil {
		t.Fatal(err)
	}
	if m := s.Moves(); len(m) != 0 {
		t.Fatalf("Moves = %v, want none", m)
	}
	_, err = Solve(s)
	if !errors.Is(err, ErrNoSolution) || !strings.Contains(err.Error(), "all 1 reachable positions explored") {
		t.Fatalf("Solve error %v", err)
	}
}

func BenchmarkSolve(b *testing.B) {
	for _, p := range []Params{DefaultParams(), {Couples: 5, Boat: 3}, {Couples: 8, Boat: 4}, {Couples: 8, Boat: 16}} {
		s := mustStart(b, p)
		b.Run(fmt.Sprintf("n=%d,k=%d", p.Couples, p.Boat), func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCount(b *testing.B) {
	for _, p := range []Params{DefaultParams(), {Couples: 8, Boat: 16}} {
		s := mustStart(b, p)
		b.Run(fmt.Sprintf("n=%d,k=%d", p.Couples, p.Boat), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := Count(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkNoSolution(b *testing.B) {
	s := mustStart(b, Params{Couples: 3, Boat: 2, OneBack: true})
	for b.Loop() {
		if _, err := Solve(s); !errors.Is(err, ErrNoSolution) {
			b.Fatal(err)
		}
	}
}

// TestDistancesAgreeWithSolve: the table gives, for every position
// reachable from the start, the length of Solve's answer, or -1 where it
// finds none; a position not reachable is not in it.
func TestDistancesAgreeWithSolve(t *testing.T) {
	for _, p := range []Params{DefaultParams(), {Couples: 2, Boat: 1}, {Couples: 4, Boat: 3}, {Couples: 5, Boat: 4, OneBack: true}} {
		start := mustStart(t, p)
		d, err := NewDistances(start)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range Reachable(start) {
			want := -1
			if moves, err := Solve(s); err == nil {
				want = len(moves)
			}
			if got, ok := d.Remaining(s); !ok || got != want {
				t.Errorf("%+v from %s: %d, %v; Solve says %d", p, s, got, ok, want)
			}
			if got := d.Left(s); got != want {
				t.Errorf("%+v from %s: Left %d; Solve says %d", p, s, got, want)
			}
		}
		if far, err := NewState(p, p.Everyone(), Near); err == nil {
			if _, ok := d.Remaining(far); ok {
				t.Errorf("%+v: %s, everyone across with the boat back, is not reachable but has a distance", p, far)
			}
			// Left searches where the table has no answer, as a nil table does.
			if got, want := d.Left(far), (*Distances)(nil).Left(far); got != want || got != 0 {
				t.Errorf("%+v: Left(%s) = %d, a nil table's %d, want 0 (everyone is across)", p, far, got, want)
			}
		}
	}
}
