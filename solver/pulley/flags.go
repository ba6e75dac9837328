package pulley

import (
	"flag"
	"fmt"
	"strings"
)

// Flags are the command-line flags of the puzzle's parameters and -from,
// declared once here and used by `solve`, `play`, `shot` and the page's
// address alike.
type Flags struct {
	fs      *flag.FlagSet
	people  *string
	objects *string
	limit   *int
	from    *string
}

// DeclareFlags declares -people, -objects, -limit and -from on fs, with the
// classic puzzle as the defaults.
func DeclareFlags(fs *flag.FlagSet) *Flags {
	d := DefaultParams()
	return &Flags{
		fs:      fs,
		people:  fs.String("people", FormatItems(d.Items, true), "the people, name=weight in pounds, comma-separated"),
		objects: fs.String("objects", FormatItems(d.Items, false), "the objects, which may fall alone, name=weight; - or empty for none"),
		limit:   fs.Int("limit", d.Limit, "the largest difference of weight, in pounds, when a person rides"),
		from:    fs.String("from", "", `start from this position: the items at the top, "/", the items on the ground ("queen,cannonball/daughter,son")`),
	}
}

// Given reports whether the flag name was set on the command line.
func (f *Flags) Given(name string) bool {
	given := false
	f.fs.Visit(func(fl *flag.Flag) { given = given || fl.Name == name })
	return given
}

// Params returns the parameters after parsing, checked against the
// solver's ranges; the error names the flag at fault.
func (f *Flags) Params() (Params, error) {
	ps, err := ParseItems(*f.people, true)
	if err != nil {
		return Params{}, fmt.Errorf("-people: %w", err)
	}
	objs, err := ParseItems(*f.objects, false)
	if err != nil {
		return Params{}, fmt.Errorf("-objects: %w", err)
	}
	// Each check names the flag to change: Validate alone cannot tell
	// which flag an item came from.
	if err := (Params{Items: ps}).Validate(); err != nil {
		return Params{}, fmt.Errorf("-people: %w", err)
	}
	people := make(map[string]bool, len(ps))
	for _, it := range ps {
		people[it.Name] = true
	}
	seen := make(map[string]bool, len(objs))
	for _, it := range objs {
		switch {
		case people[it.Name]:
			return Params{}, fmt.Errorf("-objects: the name %q is already a person's in -people: every name must be different", it.Name)
		case seen[it.Name]:
			return Params{}, fmt.Errorf("-objects: the name %q is used twice", it.Name)
		}
		seen[it.Name] = true
	}
	p := Params{Items: append(ps, objs...), Limit: *f.limit}
	if err := p.Validate(); err != nil {
		if p.Limit < 0 || p.Limit > MaxWeight {
			return Params{}, fmt.Errorf("-limit: %w", err)
		}
		return Params{}, fmt.Errorf("-people and -objects: %w", err)
	}
	return p, nil
}

// From returns the position given by -from in puzzle pz, and whether
// -from was given at all.
func (f *Flags) From(pz *Puzzle) (State, bool, error) {
	if !f.Given("from") {
		return State{}, false, nil
	}
	s, err := pz.ParseState(*f.from)
	if err != nil {
		return State{}, true, fmt.Errorf("-from: %w", err)
	}
	return s, true, nil
}

// FormatItems writes the people (person true) or the objects of items as
// the -people and -objects flags read them: "queen=195,daughter=105", or
// "-" when there are none.
func FormatItems(items []Item, person bool) string {
	var b strings.Builder
	for _, it := range items {
		if it.Person != person {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=%d", it.Name, it.Weight)
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// Args are the flags that give p, as DeclareFlags reads them.
func (p Params) Args() []string {
	return []string{
		"-people=" + FormatItems(p.Items, true),
		"-objects=" + FormatItems(p.Items, false),
		fmt.Sprintf("-limit=%d", p.Limit),
	}
}
