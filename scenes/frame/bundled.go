package frame

import (
	"fmt"
	"strings"
)

// Bundled reads a list of puzzles embedded in a scene (Sudoku's
// collection, the star grid's bundle): one puzzle a line of fields
// fields, written as form says ("k level regions"); blank lines and
// lines starting with # are skipped. read takes each line's fields; an
// error, its own or a line of another shape, names the list and the line.
func Bundled(name, text string, fields int, form string, read func(f []string) error) error {
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		if len(f) != fields {
			return fmt.Errorf("%s, line %d: want %q", name, i+1, form)
		}
		if err := read(f); err != nil {
			return fmt.Errorf("%s, line %d: %w", name, i+1, err)
		}
	}
	return nil
}

// Shelf files a scene's bundled puzzles by kind K (a size and a rule, a
// level): the puzzles of a kind, by their place in the bundle, in the
// order they were put, so each has a number among its kind.
type Shelf[K comparable] struct {
	kinds   []K
	members [][]int
}

// Put files puzzle i of the bundle under kind k and returns the kind's
// index and the puzzle's number among its kind.
func (s *Shelf[K]) Put(k K, i int) (kind, nth int) {
	kind = s.Kind(k)
	if kind < 0 {
		s.kinds, s.members = append(s.kinds, k), append(s.members, nil)
		kind = len(s.kinds) - 1
	}
	s.members[kind] = append(s.members[kind], i)
	return kind, len(s.members[kind]) - 1
}

// Kind is the index of kind k, or -1 when no puzzle is of it.
func (s *Shelf[K]) Kind(k K) int {
	for i, x := range s.kinds {
		if x == k {
			return i
		}
	}
	return -1
}

// Kinds are the kinds, in the order their first puzzles were put.
func (s *Shelf[K]) Kinds() []K { return s.kinds }

// Members are the puzzles of kind index kind, by their place in the
// bundle.
func (s *Shelf[K]) Members(kind int) []int { return s.members[kind] }

// Of are the puzzles of kind k (none when no puzzle is of it).
func (s *Shelf[K]) Of(k K) []int {
	if i := s.Kind(k); i >= 0 {
		return s.members[i]
	}
	return nil
}
