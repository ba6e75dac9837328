package pulley

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode"
)

// Limits of the parameters.
const (
	// MaxItems is the largest number of people and objects together; the
	// search looks at 4^MaxItems trips at worst.
	MaxItems = 12
	// MaxWeight is the largest weight of an item, and of the limit, in pounds.
	MaxWeight = 100000
)

// Item is a person or an object that rides the baskets.
type Item struct {
	// Name is how the item is written in moves: letters, digits, - and _,
	// starting with a letter or a digit.
	Name string
	// Weight is in pounds, 1..MaxWeight.
	Weight int
	// Person is true for people: they must reach the ground, and a basket
	// with a person aboard may not fall fast.
	Person bool
}

// Params are the rules of one puzzle.
type Params struct {
	// Items are the people and objects, all at the top at the start.
	Items []Item
	// Limit is the largest difference of weight, in pounds, allowed when
	// a person rides, 0..MaxWeight.
	Limit int
}

// DefaultParams returns the classic puzzle: the queen (195 lb), her daughter
// (105) and son (90), a cannonball (75), and a tolerance of 15 lb.
func DefaultParams() Params {
	return Params{
		Items: []Item{
			{Name: "queen", Weight: 195, Person: true},
			{Name: "daughter", Weight: 105, Person: true},
			{Name: "son", Weight: 90, Person: true},
			{Name: "cannonball", Weight: 75},
		},
		Limit: 15,
	}
}

// Validate reports the first parameter outside its allowed range.
func (p Params) Validate() error {
	if len(p.Items) > MaxItems {
		return fmt.Errorf("at most %d people and objects together, got %d", MaxItems, len(p.Items))
	}
	people := 0
	seen := make(map[string]bool, len(p.Items))
	for i, it := range p.Items {
		if it.Name == "" {
			return fmt.Errorf("item %d has no name", i+1)
		}
		if err := it.validate(); err != nil {
			return err
		}
		if seen[it.Name] {
			return fmt.Errorf("the name %q is used twice", it.Name)
		}
		seen[it.Name] = true
		if it.Person {
			people++
		}
	}
	if people == 0 {
		return fmt.Errorf("at least one person is needed: the goal is to bring the people down")
	}
	if p.Limit < 0 || p.Limit > MaxWeight {
		return fmt.Errorf("the limit must be from 0 to %d lb, got %d", MaxWeight, p.Limit)
	}
	return nil
}

// validate checks the name and weight of one item.
func (it Item) validate() error {
	if err := checkName(it.Name); err != nil {
		return err
	}
	if it.Weight < 1 || it.Weight > MaxWeight {
		return fmt.Errorf("%s: the weight must be from 1 to %d lb, got %d", it.Name, MaxWeight, it.Weight)
	}
	return nil
}

// checkName accepts names that cannot be confused with the notation: no
// spaces, commas or equals signs, and not "-", the empty basket.
func checkName(name string) error {
	if name == "" {
		return fmt.Errorf("a name is empty")
	}
	for i, r := range name {
		ok := unicode.IsLetter(r) || unicode.IsDigit(r) || (i > 0 && (r == '-' || r == '_'))
		if !ok {
			return fmt.Errorf("the name %q: use letters, digits, - and _, starting with a letter or a digit", name)
		}
	}
	return nil
}

// ParseItems reads a list of items written name=weight, comma-separated, as
// in the -people and -objects flags: "queen=195,daughter=105". An empty
// string or "-" is no item. The error names the item at fault.
func ParseItems(s string, person bool) ([]Item, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" {
		return nil, nil
	}
	var items []Item
	for i, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		name, weight, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("item %d %q: want name=weight", i+1, part)
		}
		name, weight = strings.TrimSpace(name), strings.TrimSpace(weight)
		if name == "" {
			return nil, fmt.Errorf("item %d %q has no name", i+1, part)
		}
		if err := checkName(name); err != nil {
			return nil, fmt.Errorf("item %d: %w", i+1, err)
		}
		w, err := parseWeight(weight)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		items = append(items, Item{Name: name, Weight: w, Person: person})
	}
	return items, nil
}

// WithItems is the items of p with its people (person true) or its
// objects replaced by items, the people first: a new list, p's is left
// as it was.
func (p Params) WithItems(items []Item, person bool) []Item {
	out := make([]Item, 0, len(p.Items)+len(items))
	for _, who := range [2]bool{true, false} {
		if who == person {
			out = append(out, items...)
			continue
		}
		for _, it := range p.Items {
			if it.Person == who {
				out = append(out, it)
			}
		}
	}
	return out
}

// parseWeight reads a weight in pounds: digits only, 1..MaxWeight.
func parseWeight(s string) (int, error) {
	bad := fmt.Errorf("the weight %q is not a whole number of pounds from 1 to %d", s, MaxWeight)
	if s == "" || len(s) > 6 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, bad
	}
	w, err := strconv.Atoi(s)
	if err != nil || w < 1 || w > MaxWeight {
		return 0, bad
	}
	return w, nil
}

// Set is a set of items: bit i is the item at index i of the puzzle.
type Set uint16

// Has reports whether item i is in the set.
func (s Set) Has(i int) bool { return i >= 0 && i < 16 && s&(1<<i) != 0 }

// Len returns the number of items in the set.
func (s Set) Len() int { return bits.OnesCount16(uint16(s)) }

// Rank is the place of item i among the items of s in their order: the
// number of items of s numbered below i.
func (s Set) Rank(i int) int { return (s & (1<<min(max(i, 0), 16) - 1)).Len() }

// Preset is a named set of parameters offered by the scene.
type Preset struct {
	// Name is what the scene's header shows.
	Name string
	// Params are the items and the tolerance.
	Params Params
}

// Presets returns the classic puzzle and harder variants, each checked
// solvable by the solver (see the tests for their shortest lengths).
func Presets() []Preset {
	classic := DefaultParams()
	return []Preset{
		{Name: "Classic", Params: classic},
		{Name: "The king and a sack", Params: Params{Items: []Item{
			{Name: "queen", Weight: 195, Person: true},
			{Name: "king", Weight: 210, Person: true},
			{Name: "daughter", Weight: 105, Person: true},
			{Name: "son", Weight: 90, Person: true},
			{Name: "cannonball", Weight: 75},
			{Name: "sack", Weight: 50},
		}, Limit: 15}},
		{Name: "A page, 5 lb", Params: Params{Items: []Item{
			{Name: "queen", Weight: 195, Person: true},
			{Name: "daughter", Weight: 105, Person: true},
			{Name: "son", Weight: 90, Person: true},
			{Name: "page", Weight: 60, Person: true},
			{Name: "cannonball", Weight: 75},
			{Name: "sack", Weight: 25},
		}, Limit: 5}},
	}
}

// SameItems reports whether p and q have the same items in the same order,
// whatever their limits.
func (p Params) SameItems(q Params) bool {
	if len(p.Items) != len(q.Items) {
		return false
	}
	for i := range p.Items {
		if p.Items[i] != q.Items[i] {
			return false
		}
	}
	return true
}
