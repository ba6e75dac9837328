package stars

import (
	"flag"
	"fmt"
)

// Flags are the parameters of a star grid as the command line and the
// page's address give them, declared once here for `solve`, `play` and
// `shot`: -k, -reverse, -from (the region text) and -marks (the player's
// stars and dots on it).
type Flags struct {
	fs      *flag.FlagSet
	k       *int
	reverse *bool
	from    *string
	marks   *string
}

// DeclareFlags declares the star grid's flags on fs.
func DeclareFlags(fs *flag.FlagSet) *Flags {
	return &Flags{
		fs:      fs,
		k:       fs.Int("k", 1, fmt.Sprintf("stars in every row, column and region (%d to %d)", MinK, MaxK)),
		reverse: fs.Bool("reverse", false, "search in reverse order: last row first, last cell first"),
		from:    fs.String("from", "", `the puzzle: its region text, rows separated by '/', one letter a cell naming its region ("AABBCC/...")`),
		marks:   fs.String("marks", "", `with -from: start from these marks, rows separated by '/': '*' a star, 'x' marked empty, '.' unknown`),
	}
}

// Given reports whether the flag name was set on the command line.
func (f *Flags) Given(name string) bool {
	given := false
	f.fs.Visit(func(fl *flag.Flag) { given = given || fl.Name == name })
	return given
}

// K is -k as given, unchecked.
func (f *Flags) K() int { return *f.k }

// Reverse is -reverse.
func (f *Flags) Reverse() bool { return *f.reverse }

// CheckK checks -k against the solver's range.
func (f *Flags) CheckK() error {
	if *f.k < MinK || *f.k > MaxK {
		return fmt.Errorf("-k %d is out of range, want %d to %d", *f.k, MinK, MaxK)
	}
	return nil
}

// Regions is the region text of -from ("" when not given).
func (f *Flags) Regions() string { return *f.from }

// Marks is the text of -marks ("" when not given).
func (f *Flags) Marks() string { return *f.marks }

// From returns the position -from and -marks give: the puzzle with k
// stars per unit, and the marks on it (none without -marks). ok is false
// when -from was not given; -marks alone is an error.
func (f *Flags) From() (s State, ok bool, err error) {
	if !f.Given("from") {
		if *f.marks != "" {
			return State{}, false, fmt.Errorf("-marks needs -from: the marks belong to a region map")
		}
		return State{}, false, nil
	}
	if err := f.CheckK(); err != nil {
		return State{}, true, err
	}
	p, err := New(*f.from, *f.k)
	if err != nil {
		return State{}, true, fmt.Errorf("-from: %w", err)
	}
	s, err = p.Marked(*f.marks)
	if err != nil {
		return State{}, true, fmt.Errorf("-marks: %w", err)
	}
	return s, true, nil
}

// Marked returns the position of p with the marks of text ('*' a star,
// 'x' a dot, '.' blank, rows separated by '/'); an empty text is the
// empty grid. It refuses marks that break a rule, naming it.
func (p Puzzle) Marked(text string) (State, error) {
	if text == "" {
		if p.n == 0 {
			return State{}, &InputError{Msg: "no puzzle: the grid has no cells"}
		}
		return p.Start(), nil
	}
	return NewState(p, text)
}

// Args are the flags that give position s with search order reverse, as
// DeclareFlags reads them: -k, -from, and -marks and -reverse when they
// are not the defaults.
func (s State) Args(reverse bool) []string {
	args := []string{fmt.Sprintf("-k=%d", s.p.k), "-from=" + s.p.String()}
	if s.hasMarks() {
		args = append(args, "-marks="+s.String())
	}
	if reverse {
		args = append(args, "-reverse")
	}
	return args
}

// hasMarks reports whether any cell holds a star or a dot.
func (s State) hasMarks() bool {
	for r := 0; r < s.p.n; r++ {
		if s.star[r]|s.dot[r] != 0 {
			return true
		}
	}
	return false
}

// Default returns the region text of the puzzle `solve stars` takes when
// given none, for k stars per unit: the first puzzle of each k in the
// scene's bundled set (made by Generate, each with one solution). ok is
// false for a k with no default.
func Default(k int) (regions string, ok bool) {
	switch k {
	case 1:
		return "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", true
	case 2:
		return "AAAAABBB/CCCCCBBB/CCCCCBBD/ECCDDDDD/EEEDDFDD/GEGFFFFH/GGGHHHHH/GGGHHHHH", true
	case 3:
		return "AAABBBCDDEEE/AAABBCCCDDEE/BBABBCCDDDDE/BBABBCCFDDDE/BBBBBBCFFFEE/GGGGGGCFFHHE/GGGIIIFFFFHE/JJIIIIHHHHHH/JJJJJIIHHKHH/LJLLJIIHKKKK/LLLLJJHHKKKK/LLLLJJJHKKKK", true
	}
	return "", false
}
