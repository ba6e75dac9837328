package stars

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdataDir holds the shipped puzzle sets.
const testdataDir = "../../testdata/stars"

// sets lists the shipped puzzle sets: side, k and how many puzzles. The
// files were written by TestWriteTestdata with these seeds; regenerating
// needs STARS_WRITE_TESTDATA=1 (the output depends on the solver's search
// order, so the files, not the seeds, are the reference).
var sets = []struct{ n, k, count int }{
	{4, 1, 10},
	{5, 1, 30},
	{6, 1, 50},
	{8, 1, 50},
	{8, 2, 30},
	{10, 2, 200},
	{12, 2, 20},
	{14, 3, 10},
}

// setName returns the file name of a puzzle set, without extension.
func setName(n, k int) string {
	return fmt.Sprintf("%dx%d-k%d", n, n, k)
}

func TestWriteTestdata(t *testing.T) {
	if os.Getenv("STARS_WRITE_TESTDATA") != "1" {
		t.Skip("set STARS_WRITE_TESTDATA=1 to rewrite the puzzle sets in " + testdataDir)
	}
	for _, set := range sets {
		rng := rand.New(rand.NewPCG(uint64(set.n), uint64(set.k)))
		var puzzles, solutions strings.Builder
		fmt.Fprintf(&puzzles, "# %d×%d star grids, %d star(s) per row, column and region; each has exactly one solution.\n", set.n, set.n, set.k)
		fmt.Fprintf(&puzzles, "# Made by stars.Generate (PCG seed %d, %d). Solve with: puzzleworks solve stars -k %d < %s.txt\n", set.n, set.k, set.k, setName(set.n, set.k))
		fmt.Fprintf(&solutions, "# The solutions of %s.txt, line for line, as Generate planted them.\n", setName(set.n, set.k))
		for i := 0; i < set.count; i++ {
			p, sol, err := Generate(rng, set.n, set.k, 1000)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(&puzzles, p)
			fmt.Fprintln(&solutions, sol)
		}
		base := filepath.Join(testdataDir, setName(set.n, set.k))
		if err := os.WriteFile(base+".txt", []byte(puzzles.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".solutions.txt", []byte(solutions.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestGenerate(t *testing.T) {
	tests := []struct{ n, k int }{{4, 1}, {6, 1}, {8, 1}, {8, 2}, {10, 2}}
	for _, tt := range tests {
		t.Run(setName(tt.n, tt.k), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(tt.n)))
			for i := 0; i < 5; i++ {
				p, sol, err := Generate(rng, tt.n, tt.k, 1000)
				if err != nil {
					t.Fatal(err)
				}
				if p.N() != tt.n || p.K() != tt.k {
					t.Fatalf("got N=%d K=%d, want %d, %d", p.N(), p.K(), tt.n, tt.k)
				}
				// The layout must survive its own text form.
				q, err := New(p.String(), tt.k)
				if err != nil || q != p {
					t.Fatalf("New(%q) = %v, %v: not the same puzzle", p, q, err)
				}
				if msg := breaksRules(p, sol.String()); msg != "" {
					t.Fatalf("planted solution %s of %s: %s", sol, p, msg)
				}
				if n, _, err := p.Start().Count(2, Options{}); err != nil || n != 1 {
					t.Fatalf("%s: %d solutions (err %v), want exactly 1", p, n, err)
				}
			}
		})
	}
}

func TestGenerateDeterministic(t *testing.T) {
	a, _, errA := Generate(rand.New(rand.NewPCG(3, 4)), 10, 2, 1000)
	b, _, errB := Generate(rand.New(rand.NewPCG(3, 4)), 10, 2, 1000)
	if errA != nil || errB != nil || a != b {
		t.Fatalf("same seed gave %s (%v) and %s (%v)", a, errA, b, errB)
	}
}

func TestGenerateBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	tests := []struct {
		name     string
		rng      *rand.Rand
		n, k     int
		tries    int
		wantText string
	}{
		{"small", rng, 3, 1, 10, "out of range"},
		{"k too big", rng, 6, 2, 10, "impossible"},
		{"no rng", nil, 6, 1, 10, "no random source"},
		{"no tries", rng, 6, 1, 0, "in 0 tries"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Generate(tt.rng, tt.n, tt.k, tt.tries)
			if err == nil || !strings.Contains(err.Error(), tt.wantText) {
				t.Fatalf("err = %v, want it to mention %q", err, tt.wantText)
			}
		})
	}
}
