package coins

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// replay plays moves from s through Apply and returns the final position.
func replay(t testing.TB, s State, moves []Move) State {
	t.Helper()
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%v: move %d (%v): %v", s, i+1, m, err)
		}
		s = next
	}
	return s
}

// checkSolution checks that moves win from s in Goal − Coins moves.
func checkSolution(t testing.TB, s State, moves []Move) {
	t.Helper()
	if want := s.Params().Goal() - s.Coins(); len(moves) != want {
		t.Fatalf("%v: %d moves, want %d", s, len(moves), want)
	}
	if end := replay(t, s, moves); !end.Solved() || end.Coins() != s.Params().Goal() {
		t.Fatalf("%v: moves %v end at %v, not solved", s, moves, end)
	}
}

func TestSolveClassic(t *testing.T) {
	s, err := Start(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	moves, err := Solve(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 7 {
		t.Fatalf("classic {8/3}: %d moves, want 7", len(moves))
	}
	checkSolution(t, s, moves)
	// Schuh's strategy: each coin ends where the previous coin started.
	for i := 1; i < len(moves); i++ {
		if moves[i].To != moves[i-1].From {
			t.Errorf("move %d (%v) does not end at the start of move %d (%v)", i+1, moves[i], i, moves[i-1])
		}
	}
}

// TestSolveFromStart solves every star from the start.
func TestSolveFromStart(t *testing.T) {
	for _, p := range allParams() {
		s, err := Start(p)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := Solve(s)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		checkSolution(t, s, moves)
	}
}

// TestSolveEveryPosition checks Winnable, MaxCoins and Solve on every
// position of the stars up to 12 points against a brute-force search.
func TestSolveEveryPosition(t *testing.T) {
	for _, p := range smallParams(12) {
		best := make(map[uint32]int) // most coins reachable, by mask
		for mask := range uint32(1) << p.N {
			s, err := FromMask(p, mask)
			if err != nil {
				continue
			}
			most := bruteMaxCoins(s, best)
			if got := s.MaxCoins(); got != most {
				t.Fatalf("%v: MaxCoins() = %d, brute force %d", s, got, most)
			}
			canWin := most == p.Goal()
			if err := s.Winnable(); (err == nil) != canWin {
				t.Fatalf("%v: Winnable() = %v, brute force says winnable %v", s, err, canWin)
			}
			moves, err := Solve(s)
			if !canWin {
				if !errors.Is(err, ErrNoSolution) || moves != nil {
					t.Fatalf("%v: Solve = %v, %v; want ErrNoSolution", s, moves, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%v: %v", s, err)
			}
			checkSolution(t, s, moves)
		}
	}
}

// bruteMaxCoins returns the most coins reachable from s by any play.
func bruteMaxCoins(s State, memo map[uint32]int) int {
	if v, ok := memo[s.Mask()]; ok {
		return v
	}
	most := s.Coins()
	for _, m := range s.LegalMoves() {
		next, _ := s.Apply(m)
		most = max(most, bruteMaxCoins(next, memo))
	}
	memo[s.Mask()] = most
	return most
}

// TestSolveRandomPositions plays random games on every star and solves from
// every position on the way.
func TestSolveRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range allParams() {
		for range 20 {
			s, _ := Start(p)
			for {
				moves, err := Solve(s)
				if err == nil {
					checkSolution(t, s, moves)
				} else if !errors.Is(err, ErrNoSolution) || s.MaxCoins() >= p.Goal() {
					t.Fatalf("%v: Solve: %v (MaxCoins %d)", s, err, s.MaxCoins())
				}
				legal := s.LegalMoves()
				if len(legal) == 0 {
					break
				}
				s, _ = s.Apply(legal[rng.IntN(len(legal))])
			}
		}
	}
}

func TestUnwinnable(t *testing.T) {
	tests := []struct {
		name    string
		p       Params
		moves   []Move // played from the start
		wantErr string
	}{
		{
			"classic, second coin off the chain", DefaultParams(), []Move{{3, 0}, {4, 1}},
			"no solution: following the lines, the empty points form 2 separate stretches (3-6 and 4-7-2-5); " +
				"every stretch keeps at least one empty point to the end, so at most 6 coins can be placed, not 7",
		},
		{
			"classic, three stretches", DefaultParams(), []Move{{3, 0}, {4, 1}, {5, 2}},
			"3 separate stretches (3-6 and 4-7 and 5)",
		},
		{
			"two loops", Params{8, 2}, []Move{{2, 0}, {2, 4}},
			"no solution: following the lines of loop 0-2-4-6, the empty points form 2 separate stretches (2 and 6); " +
				"every stretch keeps at least one empty point to the end, so at most 5 coins can be placed, not 6",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Start(tt.p)
			if err != nil {
				t.Fatal(err)
			}
			s = replay(t, s, tt.moves)
			moves, err := Solve(s)
			if !errors.Is(err, ErrNoSolution) || moves != nil {
				t.Fatalf("Solve = %v, %v; want ErrNoSolution", moves, err)
			}
			if got := err.Error(); !strings.Contains(got, tt.wantErr) {
				t.Errorf("error = %q\nwant it to contain %q", got, tt.wantErr)
			}
			if Count(s).Sign() != 0 {
				t.Errorf("Count = %v, want 0", Count(s))
			}
		})
	}
}

func TestSolveSolved(t *testing.T) {
	s := mustState(t, DefaultParams(), 0, 1, 2, 3, 4, 5, 6)
	moves, err := Solve(s)
	if err != nil || len(moves) != 0 {
		t.Errorf("Solve(solved) = %v, %v; want no moves", moves, err)
	}
	if Count(s).Int64() != 1 {
		t.Errorf("Count(solved) = %v, want 1", Count(s))
	}
}

func BenchmarkSolve(b *testing.B) {
	for _, p := range []Params{{8, 3}, {32, 15}, {30, 10}} {
		s, _ := Start(p)
		b.Run(p.String(), func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
