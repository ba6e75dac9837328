package sudoku

import (
	"flag"
	"fmt"
)

// Flags are the command-line flags of a grid's parameters and position,
// declared once here and used by `solve`, `play`, `shot` and the page's
// address: -x, -size, -from (the puzzle: its digits are the givens) and
// -entries (the player's digits on it, in the same format).
type Flags struct {
	fs      *flag.FlagSet
	x       *bool
	size    *int
	from    *string
	entries *string
}

// DeclareFlags declares -x, -size, -from and -entries on fs.
func DeclareFlags(fs *flag.FlagSet) *Flags {
	return &Flags{
		fs:      fs,
		x:       fs.Bool("x", false, "X rule: both main diagonals hold every digit once too"),
		size:    fs.Int("size", DefaultParams().Size, "side of the grid: 4, 6 (boxes of 2×3), 9 or 16"),
		from:    fs.String("from", "", "the puzzle, one line row-major: digits (A-G for 10-16) are givens, '.' or '0' blanks"),
		entries: fs.String("entries", "", "with -from: the player's digits on the puzzle, in the same format"),
	}
}

// Given reports whether the flag name was set on the command line.
func (f *Flags) Given(name string) bool {
	given := false
	f.fs.Visit(func(fl *flag.Flag) { given = given || fl.Name == name })
	return given
}

// Size is -size as given, before any check (a scene may narrow it).
func (f *Flags) Size() int { return *f.size }

// Params returns the parameters after parsing, checked. With -from the
// grid's length gives the size; -size, when also given, must agree.
func (f *Flags) Params() (Params, error) {
	if s, ok, err := f.From(); err != nil || ok {
		return s.Params(), err
	}
	p := Params{Size: *f.size, X: *f.x}
	if err := p.Validate(); err != nil {
		return p, fmt.Errorf("-%w", err)
	}
	return p, nil
}

// From returns the state -from and -entries give, with the X rule of -x:
// the puzzle's digits are givens, the entries' the player's. ok is false
// when -from was not given.
func (f *Flags) From() (s State, ok bool, err error) {
	if !f.Given("from") {
		if *f.entries != "" {
			return State{}, false, fmt.Errorf("-entries needs -from (the puzzle they are written on)")
		}
		return State{}, false, nil
	}
	s, err = ParseGrid(*f.from, *f.x)
	if err != nil {
		return State{}, true, fmt.Errorf("-from: %w", err)
	}
	if f.Given("size") && *f.size != s.Size() {
		return State{}, true, fmt.Errorf("-from has %d cells, a %d×%d grid, but -size is %d", s.NumCells(), s.Size(), s.Size(), *f.size)
	}
	if *f.entries != "" {
		e, err := ParseGrid(*f.entries, *f.x)
		if err != nil {
			return State{}, true, fmt.Errorf("-entries: %w", err)
		}
		if s, err = WithEntries(s, e); err != nil {
			return State{}, true, fmt.Errorf("-entries: %w", err)
		}
	}
	return s, true, nil
}

// Args are the flags that give p, as DeclareFlags reads them.
func (p Params) Args() []string {
	return []string{fmt.Sprintf("-size=%d", p.Size), fmt.Sprintf("-x=%t", p.X)}
}

// StateArgs are the flags that give s: its parameters, -from with its
// givens and, when the player has written any, -entries with them.
func (s State) StateArgs() []string {
	args := append(s.Params().Args(), "-from="+s.Puzzle().String())
	if e := s.Entries(); e.Filled() > 0 {
		args = append(args, "-entries="+e.String())
	}
	return args
}
