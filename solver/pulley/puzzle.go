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
