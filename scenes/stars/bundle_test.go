package stars

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"puzzleworks/solver/stars"
)

// bundleSets are the groups of the bundled set: side, stars per unit and
// how many puzzles. The first group's first puzzle opens the scene.
var bundleSets = []struct{ n, k, count int }{
	{6, 1, 6},
	{5, 1, 3},
	{7, 1, 4},
	{8, 1, 4},
	{9, 1, 3},
	{8, 2, 3},
	{9, 2, 3},
	{10, 2, 4},
	{11, 2, 3},
	{12, 2, 3},
	{12, 3, 2},
	{13, 3, 2},
	{14, 3, 3},
}

// TestWriteBundle writes puzzles.txt with the solver's own generator. It is
// run once by hand (STARS_WRITE_BUNDLE=1): the file, not the seeds, is the
// reference, as the output depends on the solver's search order.
func TestWriteBundle(t *testing.T) {
	if os.Getenv("STARS_WRITE_BUNDLE") != "1" {
		t.Skip("set STARS_WRITE_BUNDLE=1 to rewrite puzzles.txt")
	}
	var b strings.Builder
	b.WriteString("# The star grids bundled with the scene: \"k level regions\", one a line.\n")
	b.WriteString("# Made by stars.Generate (PCG seed n, k, 2026) by TestWriteBundle; each has exactly one solution;\n")
	b.WriteString("# its level is stars.Rate's (TestBundleUnique checks both).\n")
	for _, set := range bundleSets {
		rng := rand.New(rand.NewPCG(uint64(set.n), uint64(set.k)*2026))
		for i := 0; i < set.count; i++ {
			p, _, err := stars.Generate(rng, set.n, set.k, 2000)
			if err != nil {
				t.Fatal(err)
			}
			level, err := stars.Rate(p)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%d %s %s\n", set.k, level, p)
		}
	}
	if err := os.WriteFile("puzzles.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
