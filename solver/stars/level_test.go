package stars

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParseLevel(t *testing.T) {
	for l := Easy; l < Levels; l++ {
		got, err := ParseLevel(" " + l.String())
		if err != nil || got != l {
			t.Fatalf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if got, err := ParseLevel("EXPERT"); err != nil || got != Expert {
		t.Fatalf("ParseLevel(EXPERT) = %v, %v", got, err)
	}
	if _, err := ParseLevel("fiendish"); err == nil {
		t.Fatal("ParseLevel(fiendish): no error")
	}
	if Level(9).String() != "level(9)" {
		t.Fatal(Level(9).String())
	}
}

func TestRate(t *testing.T) {
	tests := []struct {
		regions string
		k       int
		want    Level
		wantErr error
	}{
		{logic6, 1, Medium, nil},
		{logic8, 2, Medium, nil},
		{logic5, 1, Expert, nil},
		{"AAAA/BBBB/CCCC/DDDD", 1, 0, ErrNotUnique},
		{"ABCC/DDCC/DDDD/DDDD", 1, 0, ErrNoSolution},
	}
	for _, tt := range tests {
		got, err := Rate(mustPuzzle(t, tt.regions, tt.k))
		if !errors.Is(err, tt.wantErr) || err == nil && got != tt.want {
			t.Errorf("Rate(%s) = %v, %v; want %v, %v", tt.regions, got, err, tt.want, tt.wantErr)
		}
	}
	if _, err := Rate(Puzzle{}); err == nil {
		t.Error("Rate of the zero puzzle: no error")
	}
}

// singles solves p with the easy rules only, written afresh: a star's
// neighbours are empty, a unit with k stars has no other, a unit with as
// many open cells as missing stars gets them all. It reports whether that
// solves the puzzle.
func singles(p Puzzle) bool {
	n, k := p.N(), p.K()
	const open, star, empty = 0, 1, 2
	cell := make([][]int, n)
	for r := range cell {
		cell[r] = make([]int, n)
	}
	units := make([][][2]int, 0, 3*n)
	for i := 0; i < n; i++ {
		var row, col [][2]int
		for j := 0; j < n; j++ {
			row = append(row, [2]int{i, j})
			col = append(col, [2]int{j, i})
		}
		units = append(units, row, col)
	}
	for g := 0; g < n; g++ {
		var reg [][2]int
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if p.Region(r, c) == g {
					reg = append(reg, [2]int{r, c})
				}
			}
		}
		units = append(units, reg)
	}
	for changed := true; changed; {
		changed = false
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if cell[r][c] != star {
					continue
				}
				for dr := -1; dr <= 1; dr++ {
					for dc := -1; dc <= 1; dc++ {
						if rr, cc := r+dr, c+dc; rr >= 0 && rr < n && cc >= 0 && cc < n && cell[rr][cc] == open {
							cell[rr][cc], changed = empty, true
						}
					}
				}
			}
		}
		for _, u := range units {
			stars, opens := 0, 0
			for _, x := range u {
				switch cell[x[0]][x[1]] {
				case star:
					stars++
				case open:
					opens++
				}
			}
			for _, x := range u {
				if cell[x[0]][x[1]] != open {
					continue
				}
				switch {
				case stars == k:
					cell[x[0]][x[1]], changed = empty, true
				case opens == k-stars:
					cell[x[0]][x[1]], changed = star, true
				}
			}
		}
	}
	for _, u := range units {
		stars := 0
		for _, x := range u {
			if cell[x[0]][x[1]] == star {
				stars++
			}
		}
		if stars != k {
			return false
		}
	}
	return true
}

func TestGenerateLevel(t *testing.T) {
	sizes := []struct{ n, k int }{{5, 1}, {6, 1}, {8, 1}, {10, 2}}
	for _, sz := range sizes {
		for l := Easy; l <= Beyond; l++ {
			if l == Easy && sz.k > 1 || l == Beyond && sz.n < 6 {
				continue // none exist, or too rare to test quickly
			}
			t.Run(fmt.Sprintf("%s/%v", setName(sz.n, sz.k), l), func(t *testing.T) {
				seed := uint64(sz.n*10 + int(l))
				p, sol, err := GenerateLevel(rand.New(rand.NewPCG(seed, 1)), sz.n, sz.k, l, 100)
				if err != nil {
					t.Fatal(err)
				}
				if p.N() != sz.n || p.K() != sz.k {
					t.Fatalf("got %d×%d k=%d", p.N(), p.N(), p.K())
				}
				if msg := breaksRules(p, sol.String()); msg != "" {
					t.Fatalf("planted solution %s of %s: %s", sol, p, msg)
				}
				if only := onlySolution(t, p); only.star != sol.star {
					t.Fatalf("%s: the only solution is %s, not the planted %s", p, only, sol)
				}
				ex := explainChecked(t, p.Start(), sol)
				if ex.Level != l {
					t.Fatalf("%s: level %v, want %v", p, ex.Level, l)
				}
				// The techniques up to the level solve it; those below do not.
				if l < Beyond && !p.Start().explain(l).Solved {
					t.Fatalf("%s: not solved with the techniques up to %v", p, l)
				}
				if l > Easy && p.Start().explain(l-1).Solved {
					t.Fatalf("%s: solved with the techniques up to %v", p, l-1)
				}
				// An independent singles solver agrees on easy and not easy.
				if got := singles(p); got != (l == Easy) {
					t.Fatalf("%s: singles solve it: %v, level %v", p, got, l)
				}
				again, _, err := GenerateLevel(rand.New(rand.NewPCG(seed, 1)), sz.n, sz.k, l, 100)
				if err != nil || again != p {
					t.Fatalf("same seed gave %s and %s (%v)", p, again, err)
				}
			})
		}
	}
}

func TestGenerateLevelBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	tests := []struct {
		name     string
		rng      *rand.Rand
		n, k     int
		level    Level
		tries    int
		wantText string
	}{
		{"small", rng, 3, 1, Easy, 10, "out of range"},
		{"k too big", rng, 6, 2, Medium, 10, "impossible"},
		{"no rng", nil, 6, 1, Easy, 10, "no random source"},
		{"no level", rng, 6, 1, Level(7), 10, "not a level"},
		{"no easy with two stars", rng, 10, 2, Easy, 10, "no puzzle with k=2 is easy"},
		{"no tries", rng, 6, 1, Hard, 0, "in 0 tries"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := GenerateLevel(tt.rng, tt.n, tt.k, tt.level, tt.tries)
			if err == nil || !strings.Contains(err.Error(), tt.wantText) {
				t.Fatalf("err = %v, want it to mention %q", err, tt.wantText)
			}
		})
	}
}

// BenchmarkGenerateLevel makes puzzles at each level: puzzles a second is
// 1e9 / ns/op.
func BenchmarkGenerateLevel(b *testing.B) {
	for _, sz := range []struct{ n, k int }{{8, 1}, {10, 2}} {
		for l := Easy; l <= Beyond; l++ {
			if l == Easy && sz.k > 1 {
				continue
			}
			b.Run(fmt.Sprintf("%s/%v", setName(sz.n, sz.k), l), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, uint64(l)))
				for i := 0; i < b.N; i++ {
					if _, _, err := GenerateLevel(rng, sz.n, sz.k, l, 1000); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			})
		}
	}
}

// BenchmarkRate rates the shipped 10×10 puzzles with two stars.
func BenchmarkRate10x10k2(b *testing.B) {
	puzzles, _ := loadSet(b, 10, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Rate(puzzles[i%len(puzzles)]); err != nil {
			b.Fatal(err)
		}
	}
}
