package hanoi

import (
	"flag"
	"fmt"
)

// Flags are the command-line flags of the puzzle's parameters, declared
// once here and used by `solve`, `play`, `shot` and the page's address.
type Flags struct {
	fs   *flag.FlagSet
	n    *int
	pegs *int
	from *string
}

// DeclareFlags declares -n, -pegs and -from on fs.
func DeclareFlags(fs *flag.FlagSet) *Flags {
	return &Flags{
		fs:   fs,
		n:    fs.Int("n", DefaultParams().N, fmt.Sprintf("number of stones (1..%d with 3 piles, 1..%d with 4)", MaxStones, MaxStones4Pegs)),
		pegs: fs.Int("pegs", DefaultParams().Pegs, "number of piles: 3 or 4"),
		from: fs.String("from", "", `start from this position: the piles separated by '/', each bottom first ("6,5,4//3,2,1")`),
	}
}

// Given reports whether the flag name was set on the command line.
func (f *Flags) Given(name string) bool {
	given := false
	f.fs.Visit(func(fl *flag.Flag) { given = given || fl.Name == name })
	return given
}

// Values are -n and -pegs as given, before any check (a scene narrows
// their ranges and says so in its own words).
func (f *Flags) Values() (n, pegs int) { return *f.n, *f.pegs }

// Params returns the parameters after parsing, checked against the
// solver's ranges. With -from, the position gives them; -n and -pegs, when
// also given, must agree with it.
func (f *Flags) Params() (Params, error) {
	if s, ok, err := f.From(); err != nil || ok {
		return s.Params(), err
	}
	p := Params{N: *f.n, Pegs: *f.pegs}
	if err := p.Validate(); err != nil {
		return p, fmt.Errorf("-%w", err)
	}
	return p, nil
}

// From returns the position given by -from, if any, checked against -n and
// -pegs when they are given too.
func (f *Flags) From() (State, bool, error) {
	if !f.Given("from") {
		return State{}, false, nil
	}
	s, err := ParsePosition(*f.from)
	if err != nil {
		return State{}, true, fmt.Errorf("-from: %w", err)
	}
	if f.Given("n") && *f.n != s.N() {
		return State{}, true, fmt.Errorf("-from has %d stones but -n is %d", s.N(), *f.n)
	}
	if f.Given("pegs") && *f.pegs != s.Pegs() {
		return State{}, true, fmt.Errorf("-from has %d piles but -pegs is %d", s.Pegs(), *f.pegs)
	}
	return s, true, nil
}

// Args are the flags that give p, as DeclareFlags reads them.
func (p Params) Args() []string {
	return []string{fmt.Sprintf("-n=%d", p.N), fmt.Sprintf("-pegs=%d", p.Pegs)}
}
