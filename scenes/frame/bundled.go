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
