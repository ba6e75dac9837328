package coins

import (
	"fmt"
	"math/bits"
	"strings"
)

// State is a position: the star and the points that hold coins. It is a
// value: Apply returns a new State and never changes the old one, and two
// States are equal with == when they are the same position.
type State struct {
	params Params
	coins  uint32 // bit i set: point i holds a coin
}

// Start returns the empty star: no coins placed.
func Start(p Params) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	return State{params: p}, nil
}

// NewState returns the position with coins on the given points. Every loop
// of the star must keep at least one empty point: a full loop cannot be
// reached, since the last coin placed on a loop slides from an empty point.
// Every other set of points can be reached from the start.
func NewState(p Params, points []int) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	var mask uint32
	for _, i := range points {
		if i < 0 || i >= p.N {
			return State{}, fmt.Errorf("point %d is not on the star %s (points 0..%d)", i, p, p.N-1)
		}
		if mask&(1<<i) != 0 {
			return State{}, fmt.Errorf("point %d is listed twice", i)
		}
		mask |= 1 << i
	}
	return FromMask(p, mask)
}

// FromMask returns the position whose coins are the set bits of mask (bit i:
// point i). It checks the same rules as NewState.
func FromMask(p Params, mask uint32) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	if p.N < 32 && mask>>p.N != 0 {
		return State{}, fmt.Errorf("mask %#x has bits beyond point %d", mask, p.N-1)
	}
	s := State{params: p, coins: mask}
	for l := range p.Loops() {
		if s.loopMask(l) == fullMask(p.LoopLen()) {
			if p.Loops() == 1 {
				return State{}, fmt.Errorf("every point holds a coin, which cannot happen: the last coin needs an empty point to start from")
			}
			return State{}, fmt.Errorf("every point of loop %s holds a coin, which cannot happen: the last coin on a loop needs an empty point to start from",
				joinPoints(p.LoopPoints(l), "-"))
		}
	}
	return s, nil
}

// NoCoins is the position text of the empty star.
const NoCoins = "-"

// ParsePosition reads the position text: the points that hold coins as a
// comma-separated list, e.g. "0,3,6", or "-" (NoCoins) for none. An empty
// or blank text is the start too.
func ParsePosition(p Params, text string) (State, error) {
	if t := strings.TrimSpace(text); t == "" || t == NoCoins {
		return Start(p)
	}
	var points []int
	for i, f := range strings.Split(text, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			return State{}, fmt.Errorf("item %d of the list is empty", i+1)
		}
		v, err := parsePoint(f)
		if err != nil {
			return State{}, fmt.Errorf("item %d: %w", i+1, err)
		}
		points = append(points, v)
	}
	return NewState(p, points)
}

// Params returns the star the state is played on.
func (s State) Params() Params {
	return s.params
}

// Mask returns the coins as a bit mask: bit i set when point i holds a coin.
func (s State) Mask() uint32 {
	return s.coins
}

// Has reports whether point i holds a coin.
func (s State) Has(i int) bool {
	return i >= 0 && i < s.params.N && s.coins&(1<<i) != 0
}

// Coins returns the number of coins placed.
func (s State) Coins() int {
	return bits.OnesCount32(s.coins)
}

// Points returns the points that hold coins, in increasing order.
func (s State) Points() []int {
	var pts []int
	for i := range s.params.N {
		if s.Has(i) {
			pts = append(pts, i)
		}
	}
	return pts
}

// String returns the position text: the points that hold coins in
// increasing order, comma-separated ("0,3,6"), or "-" when there are none.
// ParsePosition reads it back.
func (s State) String() string {
	if s.coins == 0 {
		return NoCoins
	}
	return joinPoints(s.Points(), ",")
}

// Describe names the star and the coins for people, e.g.
// "{8/3} coins at 0,3,6" or "{8/3} no coins".
func (s State) Describe() string {
	if s.coins == 0 {
		return s.params.String() + " no coins"
	}
	return s.params.String() + " coins at " + s.String()
}

// Apply plays m and returns the new position. An illegal move returns a
// *RuleError naming the broken rule and leaves s as it was.
func (s State) Apply(m Move) (State, error) {
	p := s.params
	for _, i := range [2]int{m.From, m.To} {
		if i < 0 || i >= p.N {
			return s, &RuleError{Move: m, Rule: fmt.Sprintf("point %d is not on the star (points 0..%d)", i, p.N-1)}
		}
	}
	switch {
	case m.From == m.To:
		return s, &RuleError{Move: m, Rule: fmt.Sprintf("the coin must slide from point %d along a line to another point", m.From)}
	case s.Has(m.From):
		return s, &RuleError{Move: m, Rule: fmt.Sprintf("point %d holds a coin", m.From)}
	case !p.Joined(m.From, m.To):
		return s, &RuleError{Move: m, Rule: fmt.Sprintf("points %d and %d are not joined", m.From, m.To)}
	case s.Has(m.To):
		return s, &RuleError{Move: m, Rule: fmt.Sprintf("point %d holds a coin: the coin would stop there", m.To)}
	}
	s.coins |= 1 << m.To
	return s, nil
}

// Targets returns the points a coin put on point from can slide to: its
// empty neighbours, or none when from is not an empty point of the star.
func (s State) Targets(from int) []int {
	ts, n := s.FreeEnds(from)
	return append([]int(nil), ts[:n]...)
}

// FreeEnds is Targets without allocating, for callers that ask every frame:
// the first n entries of ends are the empty points joined to from (none
// when from is not an empty point of the star).
func (s State) FreeEnds(from int) (ends [2]int, n int) {
	if from < 0 || from >= s.params.N || s.Has(from) {
		return ends, 0
	}
	for _, to := range s.params.Neighbours(from) {
		if to >= 0 && !s.Has(to) && (n == 0 || ends[0] != to) {
			ends[n] = to
			n++
		}
	}
	return ends, n
}

// CheckStart returns nil when a coin can be put on point from (it is empty
// and joined to an empty point), else a *RuleError that says why: the point
// holds a coin, or both points it is joined to do.
func (s State) CheckStart(from int) error {
	p := s.params
	m := Move{From: from, To: from}
	if from < 0 || from >= p.N {
		return &RuleError{Move: m, Rule: fmt.Sprintf("point %d is not on the star (points 0..%d)", from, p.N-1)}
	}
	if s.Has(from) {
		return &RuleError{Move: m, Rule: fmt.Sprintf("point %d holds a coin", from)}
	}
	if _, n := s.FreeEnds(from); n == 0 {
		nb := p.Neighbours(from)
		a, b := min(nb[0], nb[1]), max(nb[0], nb[1])
		return &RuleError{Move: m, Rule: fmt.Sprintf("point %d has no free line: points %d and %d hold coins", from, a, b)}
	}
	return nil
}

// Stuck reports whether no move is left although the goal is not reached.
func (s State) Stuck() bool {
	if s.params.Validate() != nil || s.Solved() {
		return false
	}
	for from := range s.params.N {
		if _, n := s.FreeEnds(from); n > 0 {
			return false
		}
	}
	return true
}

// LegalMoves returns every legal move, ordered by start point then end point.
func (s State) LegalMoves() []Move {
	var moves []Move
	for from := range s.params.N {
		ts := s.Targets(from)
		if len(ts) == 2 && ts[0] > ts[1] {
			ts[0], ts[1] = ts[1], ts[0]
		}
		for _, to := range ts {
			moves = append(moves, Move{From: from, To: to})
		}
	}
	return moves
}

// Solved reports whether the goal is reached: Params.Goal coins placed, one
// empty point left on each loop. No move is possible then.
func (s State) Solved() bool {
	return s.Coins() == s.params.Goal()
}

// loopMask returns the coins of loop l as a mask in loop order: bit j is
// the point l + j·K (mod N).
func (s State) loopMask(l int) uint32 {
	// The points l, l+K, l+2K, ... computed here rather than by LoopPoints,
	// which allocates: scenes ask for MaxCoins every frame.
	p := s.params
	var m uint32
	for j := range p.LoopLen() {
		if s.Has((l + j*p.K) % p.N) {
			m |= 1 << j
		}
	}
	return m
}

// fullMask returns a mask of the low m bits.
func fullMask(m int) uint32 {
	if m >= 32 {
		return ^uint32(0)
	}
	return uint32(1)<<m - 1
}
