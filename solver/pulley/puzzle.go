package pulley

import (
	"fmt"
	"slices"
	"strings"
)

// Puzzle is a validated, unchangeable set of rules. States and moves point
// to their puzzle, so they can name their items.
type Puzzle struct {
	items  []Item
	limit  int
	people Set
	all    Set
}

// New checks p and returns its puzzle.
func New(p Params) (*Puzzle, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	pz := &Puzzle{items: slices.Clone(p.Items), limit: p.Limit}
	for i, it := range pz.items {
		pz.all |= 1 << i
		if it.Person {
			pz.people |= 1 << i
		}
	}
	return pz, nil
}

// Params returns the parameters of the puzzle.
func (pz *Puzzle) Params() Params {
	if pz == nil {
		return Params{}
	}
	return Params{Items: slices.Clone(pz.items), Limit: pz.limit}
}

// Items returns the people and objects, in the order of the parameters.
func (pz *Puzzle) Items() []Item {
	if pz == nil {
		return nil
	}
	return slices.Clone(pz.items)
}

// Limit returns the tolerance in pounds when a person rides.
func (pz *Puzzle) Limit() int {
	if pz == nil {
		return 0
	}
	return pz.limit
}

// People returns the set of all people.
func (pz *Puzzle) People() Set {
	if pz == nil {
		return 0
	}
	return pz.people
}

// All returns the set of all items.
func (pz *Puzzle) All() Set {
	if pz == nil {
		return 0
	}
	return pz.all
}

// Index returns the index of the item called name.
func (pz *Puzzle) Index(name string) (int, bool) {
	if pz == nil {
		return -1, false
	}
	for i, it := range pz.items {
		if it.Name == name {
			return i, true
		}
	}
	return -1, false
}

// Weight returns the total weight of the items of s, in pounds.
func (pz *Puzzle) Weight(s Set) int {
	if pz == nil {
		return 0
	}
	w := 0
	for i, it := range pz.items {
		if s.Has(i) {
			w += it.Weight
		}
	}
	return w
}

// Names lists the items of s comma-separated in the puzzle's order, or
// "-" for none: the notation of a basket's load.
func (pz *Puzzle) Names(s Set) string {
	if s == 0 {
		return "-"
	}
	var b strings.Builder
	for i := range 16 {
		if !s.Has(i) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		if pz != nil && i < len(pz.items) {
			b.WriteString(pz.items[i].Name)
		} else {
			fmt.Fprintf(&b, "#%d", i)
		}
	}
	return b.String()
}

// ParseSet reads a list of item names, comma-separated, or "-" for none.
func (pz *Puzzle) ParseSet(s string) (Set, error) {
	s = strings.TrimSpace(s)
	if s == "-" {
		return 0, nil
	}
	var set Set
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		i, ok := pz.Index(name)
		if !ok {
			return 0, fmt.Errorf("there is no %q here (there are %s)", name, strings.ReplaceAll(pz.Names(pz.All()), ",", ", "))
		}
		if set.Has(i) {
			return 0, fmt.Errorf("the %s is named twice", name)
		}
		set |= 1 << i
	}
	return set, nil
}

// Start returns the start: every item at the top.
func (pz *Puzzle) Start() State {
	if pz == nil {
		return State{}
	}
	return State{pz: pz, top: pz.all}
}

// State returns the position with the items of top at the top and the
// others on the ground. Any such position is legal.
func (pz *Puzzle) State(top Set) (State, error) {
	if pz == nil {
		return State{}, fmt.Errorf("there is no puzzle")
	}
	if extra := top &^ pz.all; extra != 0 {
		return State{}, fmt.Errorf("there is no item number %d: there are %d items", lowest(extra), len(pz.items))
	}
	return State{pz: pz, top: top}, nil
}

// Move returns the trip that sends the items of down down in the top
// basket and the items of up up in the bottom one.
func (pz *Puzzle) Move(down, up Set) Move {
	return Move{pz: pz, down: down, up: up}
}

// ParseMove reads a trip in the notation of Move.String:
// "down son up cannonball", "down queen up daughter,cannonball",
// "-" for an empty basket. It checks the notation and the names; whether
// the trip is legal is for State.Apply to say.
func (pz *Puzzle) ParseMove(s string) (Move, error) {
	f := strings.Fields(s)
	if len(f) != 4 || f[0] != "down" || f[2] != "up" {
		return Move{}, fmt.Errorf("move %q: want \"down ITEMS up ITEMS\", e.g. \"down son up cannonball\" (- for an empty basket)", s)
	}
	down, err := pz.ParseSet(f[1])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	up, err := pz.ParseSet(f[3])
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %w", s, err)
	}
	if both := down & up; both != 0 {
		return Move{}, fmt.Errorf("move %q: the %s cannot ride in both baskets", s, pz.items[lowest(both)].Name)
	}
	return pz.Move(down, up), nil
}

// lowest returns the index of the lowest item of a non-empty set.
func lowest(s Set) int {
	for i := range 16 {
		if s.Has(i) {
			return i
		}
	}
	return -1
}

// list writes the names of s comma-separated in the puzzle's order, or ""
// for none: one side of the position text.
func (pz *Puzzle) list(s Set) string {
	if s == 0 {
		return ""
	}
	return pz.Names(s)
}

// the names the items of s for a sentence: "the son", "the queen and the
// son", "the queen, the daughter and the son".
func (pz *Puzzle) the(s Set) string {
	var b strings.Builder
	n, k := s.Len(), 0
	for i := range 16 {
		if !s.Has(i) {
			continue
		}
		switch {
		case k == 0:
		case k == n-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString("the ")
		if i < len(pz.items) {
			b.WriteString(pz.items[i].Name)
		} else {
			fmt.Fprintf(&b, "#%d", i)
		}
		k++
	}
	return b.String()
}

// ParseState reads a position text as State.String writes it: the items at
// the top, "/", the items on the ground, names comma-separated in any
// order; a side may be empty or "-". Every item must be named once. The
// error names the side and the item at fault.
func (pz *Puzzle) ParseState(text string) (State, error) {
	if pz == nil {
		return State{}, fmt.Errorf("there is no puzzle")
	}
	topText, groundText, ok := strings.Cut(text, "/")
	if !ok || strings.Contains(groundText, "/") {
		return State{}, fmt.Errorf("position %q: want the items at the top, \"/\", the items on the ground, e.g. %q", text, pz.Start().String())
	}
	var sides [2]Set
	for k, side := range [2]string{topText, groundText} {
		where := [2]string{"at the top", "on the ground"}[k]
		side = strings.TrimSpace(side)
		if side == "" || side == "-" {
			continue
		}
		for _, name := range strings.Split(side, ",") {
			name = strings.TrimSpace(name)
			i, ok := pz.Index(name)
			if !ok {
				if name == "" {
					return State{}, fmt.Errorf("position %q: %s: an empty name (a comma too many?)", text, where)
				}
				return State{}, fmt.Errorf("position %q: %s: there is no %q here (there are %s)", text, where, name, strings.ReplaceAll(pz.Names(pz.All()), ",", ", "))
			}
			if sides[0].Has(i) || sides[1].Has(i) {
				if sides[k].Has(i) {
					return State{}, fmt.Errorf("position %q: %s: the %s is named twice", text, where, name)
				}
				return State{}, fmt.Errorf("position %q: the %s is both at the top and on the ground", text, name)
			}
			sides[k] |= 1 << i
		}
	}
	if missing := pz.all &^ (sides[0] | sides[1]); missing != 0 {
		return State{}, fmt.Errorf("position %q: the %s is missing: name every item once, at the top or on the ground", text, pz.items[lowest(missing)].Name)
	}
	return State{pz: pz, top: sides[0]}, nil
}
