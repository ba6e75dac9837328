package sudoku

import (
	_ "embed"
	"fmt"
	"strings"
)

// collectionText is the bundled collection: see COLLECTION.md for where the
// puzzles come from and their licences.
//
//go:embed collection.txt
var collectionText string

// Collected is one puzzle of the bundled collection.
type Collected struct {
	Grid   State
	Grade  Grade
	Source string // where it comes from, with its licence (sourceName)
}

// Collection is the bundled puzzles in file order, filed by kind (size
// and X rule) and grade.
type Collection struct {
	All  []Collected
	kind map[Params]*[Grades][]int
}

// LoadCollection reads the bundled collection; an error names the line.
func LoadCollection() (*Collection, error) {
	c := &Collection{kind: map[Params]*[Grades][]int{}}
	for i, line := range strings.Split(collectionText, "\n") {
		if line = strings.TrimSpace(line); line == "" || line[0] == '#' {
			continue
		}
		if err := c.add(strings.Fields(line)); err != nil {
			return nil, fmt.Errorf("collection, line %d: %w", i+1, err)
		}
	}
	return c, nil
}

// add reads one line's fields, "variant level source puzzle", into c.
func (c *Collection) add(f []string) error {
	if len(f) != 4 {
		return fmt.Errorf("want %q", "variant level source puzzle")
	}
	if f[0] != "std" && f[0] != "x" {
		return fmt.Errorf("variant %q: want std or x", f[0])
	}
	g, err := ParseGrade(f[1])
	if err != nil {
		return err
	}
	s, err := ParseGrid(f[3], f[0] == "x")
	if err != nil {
		return err
	}
	k := c.kind[s.Params()]
	if k == nil {
		k = new([Grades][]int)
		c.kind[s.Params()] = k
	}
	k[g] = append(k[g], len(c.All))
	c.All = append(c.All, Collected{Grid: s, Grade: g, Source: sourceName(f[2])})
	return nil
}

// Of lists the indexes in All of the puzzles of parameters p and grade g.
func (c *Collection) Of(p Params, g Grade) []int {
	if k := c.kind[p]; k != nil {
		return k[g]
	}
	return nil
}

// Has reports which grades the collection has puzzles of for p.
func (c *Collection) Has(p Params) [Grades]bool {
	var out [Grades]bool
	for g := range out {
		out[g] = len(c.Of(p, Grade(g))) > 0
	}
	return out
}

// Nearest is g if the collection has puzzles of p at g, else the nearest
// grade it has (the easier first).
func (c *Collection) Nearest(p Params, g Grade) Grade {
	has := c.Has(p)
	for d := Grade(0); d < Grades; d++ {
		if g-d >= 0 && has[g-d] {
			return g - d
		}
		if g+d < Grades && has[g+d] {
			return g + d
		}
	}
	return g
}

// sourceName says where a puzzle of the source named in the collection
// ("gen", "royle17") comes from, for a player to read.
func sourceName(source string) string {
	switch source {
	case "royle17":
		return "G. Royle's 17-clue list, CC BY 2.5"
	case "gen":
		return "made by the Puzzleworks generator"
	}
	return source
}
