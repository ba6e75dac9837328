package stars

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"

	"puzzleworks/scenes/frame"
	"puzzleworks/solver/stars"
)

// bundleText is the bundled set, made by the solver's own generator (see
// TestWriteBundle); TestBundleUnique proves each has one solution.
//
//go:embed puzzles.txt
var bundleText string

// entry is one bundled puzzle.
type entry struct {
	p     stars.Puzzle
	level stars.Level // its level, by stars.Rate (TestBundleLevels checks it)
	group int         // index of its (N, k) group
	nth   int         // 0-based place in its group
}

// bundle is the parsed set, in file order, shelved by size and k.
type bundle struct {
	list  []entry
	shelf frame.Shelf[size]
}

// size is a kind of bundled puzzle: its side and its stars per unit.
type size struct{ n, k int }

// parseBundle reads the bundled set ("k level regions" a line).
func parseBundle() (*bundle, error) {
	b := &bundle{}
	err := frame.Bundled("bundled puzzles", bundleText, 3, "k level regions", func(f []string) error {
		k, err := strconv.Atoi(f[0])
		if err != nil {
			return fmt.Errorf("k: %w", err)
		}
		level, err := stars.ParseLevel(f[1])
		if err != nil {
			return err
		}
		p, err := stars.New(f[2], k)
		if err != nil {
			return err
		}
		g, nth := b.shelf.Put(size{p.N(), k}, len(b.list))
		b.list = append(b.list, entry{p: p, level: level, group: g, nth: nth})
		return nil
	})
	if err == nil && len(b.list) == 0 {
		err = fmt.Errorf("bundled puzzles: none")
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// first is the first bundled puzzle of group g.
func (b *bundle) first(g int) stars.Puzzle { return b.list[b.shelf.Members(g)[0]].p }

// index returns the place of p in the list, or -1 for a puzzle not bundled.
func (b *bundle) index(p stars.Puzzle) int {
	return slices.IndexFunc(b.list, func(e entry) bool { return e.p == p })
}

// nearest is the side nearest n within lo..hi of the groups with k stars,
// or -1 when none is (frame.Nearest).
func (b *bundle) nearest(n, k, lo, hi int) int {
	return frame.Nearest(n, lo, hi, func(s int) bool { return b.shelf.Kind(size{s, k}) >= 0 })
}
