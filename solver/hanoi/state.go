package hanoi

import (
	"fmt"
	"strconv"
	"strings"
)

// State is a position: the pile of every stone. It is a value: Apply
// returns a new State and never changes the old one.
type State struct {
	n, pegs int
	on      [MaxStones]uint8 // on[i] is the pile of stone i+1 (stone 1 is the smallest)
}

// Start is the position where every stone is on pile A.
func Start(p Params) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	return State{n: p.N, pegs: p.Pegs}, nil
}

// Goal is the position where every stone is on pile B.
func Goal(p Params) (State, error) {
	s, err := Start(p)
	if err != nil {
		return s, err
	}
	for i := 0; i < s.n; i++ {
		s.on[i] = PileB
	}
	return s, nil
}

// FromPiles builds a position from the pile of every stone, smallest first.
// Any assignment is legal: stones on one pile stack in order of size.
func FromPiles(pegs int, piles []int) (State, error) {
	s, err := Start(Params{N: len(piles), Pegs: pegs})
	if err != nil {
		return s, err
	}
	for i, p := range piles {
		if p < 0 || p >= pegs {
			return State{}, fmt.Errorf("stone %d: pile %d does not exist with %d pegs", i+1, p, pegs)
		}
		s.on[i] = uint8(p)
	}
	return s, nil
}

// ParsePosition reads the position text: the piles A, B, C (and D) separated
// by '/', each pile's stones bottom first, comma-separated: "6,5,4,3,2,1//"
// is the start with six stones and three piles, "/6,5,4,3,2,1/" the goal.
// The number of piles is one more than the number of '/'; the stones must
// be 1..n, each once, never a larger on a smaller one. Errors name the pile
// and the stone at fault.
func ParsePosition(text string) (State, error) {
	text = strings.TrimSpace(text)
	parts := strings.Split(text, "/")
	if len(parts) != 3 && len(parts) != 4 {
		return State{}, fmt.Errorf("position %q: want 3 or 4 piles separated by '/', got %d", text, len(parts))
	}
	var piles [MaxStones]int
	var seen [MaxStones + 1]bool
	n := 0
	for p, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		below := 0
		for _, f := range strings.Split(part, ",") {
			f = strings.TrimSpace(f)
			k, err := strconv.Atoi(f)
			if err != nil || k < 1 || k > MaxStones {
				return State{}, fmt.Errorf("position %q, pile %s: %q is not a stone (1..%d)", text, PileName(p), f, MaxStones)
			}
			if seen[k] {
				return State{}, fmt.Errorf("position %q, pile %s: stone %d appears twice", text, PileName(p), k)
			}
			if below != 0 && k > below {
				return State{}, fmt.Errorf("position %q, pile %s: stone %d cannot rest on stone %d", text, PileName(p), k, below)
			}
			seen[k] = true
			piles[k-1] = p
			below = k
			n = max(n, k)
		}
	}
	if n == 0 {
		return State{}, fmt.Errorf("position %q: no stones", text)
	}
	for k := 1; k <= n; k++ {
		if !seen[k] {
			return State{}, fmt.Errorf("position %q: stone %d is missing (the stones are 1..%d)", text, k, n)
		}
	}
	s, err := FromPiles(len(parts), piles[:n])
	if err != nil {
		return State{}, fmt.Errorf("position %q: %w", text, err)
	}
	if err := s.Params().Validate(); err != nil {
		return State{}, fmt.Errorf("position %q: %w", text, err)
	}
	return s, nil
}

// String writes the position as ParsePosition reads it.
func (s State) String() string {
	var b strings.Builder
	for p := 0; p < s.pegs; p++ {
		if p > 0 {
			b.WriteByte('/')
		}
		first := true
		for k := s.n; k >= 1; k-- {
			if int(s.on[k-1]) != p {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(strconv.Itoa(k))
		}
	}
	return b.String()
}

// Params returns the size of the puzzle this position belongs to.
func (s State) Params() Params { return Params{N: s.n, Pegs: s.pegs} }

// N is the number of stones.
func (s State) N() int { return s.n }

// Pegs is the number of piles.
func (s State) Pegs() int { return s.pegs }

// PileOf is the pile stone (1..n) stands on.
func (s State) PileOf(stone int) int { return int(s.on[stone-1]) }

// Top is the smallest stone on pile p, or 0 if the pile is empty.
func (s State) Top(p int) int {
	for i := 0; i < s.n; i++ {
		if int(s.on[i]) == p {
			return i + 1
		}
	}
	return 0
}

// Height is the number of stones on pile p.
func (s State) Height(p int) int {
	h := 0
	for i := 0; i < s.n; i++ {
		if int(s.on[i]) == p {
			h++
		}
	}
	return h
}

// Pile appends the stones of pile p to dst, bottom (largest) first.
func (s State) Pile(dst []int, p int) []int {
	for i := s.n - 1; i >= 0; i-- {
		if int(s.on[i]) == p {
			dst = append(dst, i+1)
		}
	}
	return dst
}

// Solved reports whether every stone is on pile B.
func (s State) Solved() bool {
	for i := 0; i < s.n; i++ {
		if s.on[i] != PileB {
			return false
		}
	}
	return s.n > 0
}

// Check reports why m is illegal here, or nil if it is legal.
func (s State) Check(m Move) error {
	if m.From < 0 || m.From >= s.pegs {
		return ruleErr("pile %s does not exist", PileName(m.From))
	}
	if m.To < 0 || m.To >= s.pegs {
		return ruleErr("pile %s does not exist", PileName(m.To))
	}
	if m.From == m.To {
		return ruleErr("stone must move to another pile")
	}
	top := s.Top(m.From)
	if top == 0 {
		return ruleErr("pile %s is empty", PileName(m.From))
	}
	if under := s.Top(m.To); under != 0 && under < top {
		return ruleErr("stone %d cannot rest on stone %d", top, under)
	}
	return nil
}

// Apply moves the top stone of m.From to m.To, or says which rule forbids it.
func (s State) Apply(m Move) (State, error) {
	if err := s.Check(m); err != nil {
		return s, err
	}
	top := s.Top(m.From)
	s.on[top-1] = uint8(m.To)
	return s, nil
}

// Legal appends every legal move to dst.
func (s State) Legal(dst []Move) []Move {
	var tops [4]int
	for p := 0; p < s.pegs; p++ {
		tops[p] = s.Top(p)
	}
	for from := 0; from < s.pegs; from++ {
		if tops[from] == 0 {
			continue
		}
		for to := 0; to < s.pegs; to++ {
			if to != from && (tops[to] == 0 || tops[to] > tops[from]) {
				dst = append(dst, Move{From: from, To: to})
			}
		}
	}
	return dst
}
