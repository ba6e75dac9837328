package sudoku

import (
	_ "embed"
	"fmt"

	"puzzleworks/scenes/frame"
	"puzzleworks/solver/sudoku"
)

// collectionText is the bundled collection: see COLLECTION.md for where the
// puzzles come from and their licences.
//
//go:embed collection.txt
var collectionText string

// entry is one puzzle of the collection.
type entry struct {
	p      sudoku.Params
	level  sudoku.Grade
	source string // "gen" (made by solver/sudoku's generator) or "royle17"
	grid   string
}

// collection is the bundled puzzles in file order, shelved by kind (size
// and X rule) and level.
type collection struct {
	all   []entry
	shelf frame.Shelf[kindLevel]
}

// kindLevel is a shelf of the collection.
type kindLevel struct {
	p     sudoku.Params
	level sudoku.Grade
}

// loadCollection reads the embedded collection.
func loadCollection() (*collection, error) {
	c := &collection{}
	err := frame.Bundled("collection", collectionText, 4, "variant level source puzzle", func(f []string) error {
		if f[0] != "std" && f[0] != "x" {
			return fmt.Errorf("variant %q: want std or x", f[0])
		}
		lv, err := sudoku.ParseGrade(f[1])
		if err != nil {
			return err
		}
		s, err := sudoku.ParseGrid(f[3], f[0] == "x")
		if err != nil {
			return err
		}
		c.shelf.Put(kindLevel{s.Params(), lv}, len(c.all))
		c.all = append(c.all, entry{p: s.Params(), level: lv, source: f[2], grid: f[3]})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// kind lists the indexes of the puzzles of parameters p and level l.
func (c *collection) kind(p sudoku.Params, l sudoku.Grade) []int { return c.shelf.Of(kindLevel{p, l}) }

// levels returns the levels the collection has puzzles of for p.
func (c *collection) levels(p sudoku.Params) [sudoku.Grades]bool {
	var out [sudoku.Grades]bool
	for l := range out {
		out[l] = len(c.kind(p, sudoku.Grade(l))) > 0
	}
	return out
}

// nearestLevel is l if the collection has puzzles of p at l, else the
// nearest level it has.
func (c *collection) nearestLevel(p sudoku.Params, l sudoku.Grade) sudoku.Grade {
	has := c.levels(p)
	for d := sudoku.Grade(0); d < sudoku.Grades; d++ {
		if l-d >= 0 && has[l-d] {
			return l - d
		}
		if l+d < sudoku.Grades && has[l+d] {
			return l + d
		}
	}
	return l
}

// sourceName says where a puzzle comes from, for the info card.
func sourceName(source string) string {
	switch source {
	case "royle17":
		return "G. Royle's 17-clue list, CC BY 2.5"
	case "gen":
		return "made by the Puzzleworks generator"
	}
	return source
}
