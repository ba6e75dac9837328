package hanoi

import (
	"fmt"
	"strconv"
	"strings"

	"puzzleworks/solver/graph"
)

// Space is every position of some stones on 3 piles, from a start, known
// by the closed forms (SetDistance, PathToSet) without listing them: 12
// stones have 531,441. An id is a position's Index. A group is the
// positions that agree on the piles of their largest depth stones (a dot
// of the coarse Sierpinski triangle); its number is the Index's leading
// digits, the largest stone's first.
type Space struct {
	p           Params
	start, goal State
	depth       int // the stones that name a group
	free        int // the smaller stones, anywhere in a group
	unit        int // 3^free: the positions of a group
}

// MaxSpace is the most positions a Space holds: its search keeps four
// bytes a position.
const MaxSpace = 1 << 24

// NewSpace is the space of start's positions grouped by their largest
// depth stones (depth kept within 1..n).
func NewSpace(start State, depth int) (*Space, error) {
	p := start.Params()
	if p.Pegs != 3 {
		return nil, fmt.Errorf("hanoi: the closed forms need 3 piles, got %d", p.Pegs)
	}
	if size := Positions(p); size == 0 || size > MaxSpace {
		return nil, fmt.Errorf("hanoi: %d stones: too many positions even to count", p.N)
	}
	goal, err := Goal(p)
	if err != nil {
		return nil, err
	}
	sp := &Space{p: p, start: start, goal: goal, depth: max(1, min(depth, p.N)), unit: 1}
	sp.free = p.N - sp.depth
	for range sp.free {
		sp.unit *= 3
	}
	return sp, nil
}

// Depth is the stones that name a group.
func (sp *Space) Depth() int { return sp.depth }

// Size is the number of positions and of moves between them, a move and
// its reverse counted apart. Every position can be reached from any.
func (sp *Space) Size() (positions, moves int) { return Positions(sp.p), ThreeMoves(sp.p.N) }

// Ends is the start's id and the goal's.
func (sp *Space) Ends() (start int, goals []int) { return sp.start.Index(), []int{sp.goal.Index()} }

// Shortest is the fewest moves from the start to the goal and the number
// of ways that take that few, in decimal.
func (sp *Space) Shortest() (moves int, solutions string, err error) {
	d, err := Remaining(sp.start)
	if err != nil {
		return 0, "", err
	}
	count, err := CountOptimal(sp.start)
	if err != nil {
		return 0, "", err
	}
	return int(d), count.String(), nil
}

// Farthest is the most moves any position is from the goal.
func (sp *Space) Farthest() int { return int(ThreeFarthest(sp.p.N)) }

// Find is the id of the position with text pos.
func (sp *Space) Find(pos string) (int, bool) {
	s, err := ParsePosition(pos)
	if err != nil || s.Params() != sp.p {
		return 0, false
	}
	return s.Index(), true
}

// state is the position of id.
func (sp *Space) state(id int) (State, error) { return FromIndex(sp.p, id) }

// Position is the text of position id (the error's, for no such id).
func (sp *Space) Position(id int) string {
	s, err := sp.state(id)
	if err != nil {
		return err.Error()
	}
	return s.String()
}

// Group is the group of position id.
func (sp *Space) Group(id int) int32 { return int32(id / sp.unit) }

// Groups is the number of groups and the positions each holds.
func (sp *Space) Groups() (groups, size int) { return Positions(Params{N: sp.depth, Pegs: 3}), sp.unit }

// Nearest is the position of group grp fewest moves from position from,
// or -1 for a bad id.
func (sp *Space) Nearest(from int, grp int32) int {
	s, err := sp.state(from)
	if err != nil {
		return -1
	}
	t, err := sp.state(int(grp) * sp.unit)
	if err != nil {
		return -1
	}
	moves, err := PathToSet(s, t, sp.free)
	if err != nil {
		return -1
	}
	for _, m := range moves {
		if s, err = s.Apply(m); err != nil {
			return -1
		}
	}
	return s.Index()
}

// Path is a shortest way from the position with text from to the one
// with text to.
func (sp *Space) Path(from, to string) ([]Move, error) {
	a, err := ParsePosition(from)
	if err != nil {
		return nil, err
	}
	b, err := ParsePosition(to)
	if err != nil {
		return nil, err
	}
	return PathTo(a, b)
}

// Solution is the ids of the shortest way from the start to the goal,
// the start first.
func (sp *Space) Solution() []int {
	moves, err := PathTo(sp.start, sp.goal)
	if err != nil {
		return nil
	}
	ids := make([]int, 0, len(moves)+1)
	s := sp.start
	ids = append(ids, s.Index())
	for _, m := range moves {
		if s, err = s.Apply(m); err != nil {
			return nil
		}
		ids = append(ids, s.Index())
	}
	return ids
}

// Census runs the breadth-first search from the start over every
// position, by the rules, four bytes a position; yield (nil for none) is
// called now and then.
func (sp *Space) Census(yield func()) (*graph.Census, error) {
	return graph.Count(sp.start, GraphRules(), State.Index, sp.state, Positions(sp.p), yield)
}

// GroupNode is group g's text (State.GroupString), the fewest moves from
// the start to any of its positions and from any of them to the goal.
func (sp *Space) GroupNode(g int) (text string, depth, distance int, err error) {
	t, err := sp.state(g * sp.unit)
	if err != nil {
		return "", 0, 0, err
	}
	from, err := SetDistance(sp.start, t, sp.free)
	if err != nil {
		return "", 0, 0, err
	}
	to, err := SetDistance(sp.goal, t, sp.free)
	if err != nil {
		return "", 0, 0, err
	}
	return t.GroupString(sp.depth), int(from), int(to), nil
}

// Joined appends to dst the other groups a legal move from a position of
// group g reaches, each once. Such a move moves a large stone, so every
// smaller stone stands on the third pile: trying the moves with the free
// stones gathered on each pile in turn finds every one.
func (sp *Space) Joined(g int, dst []int32) ([]int32, error) {
	var legal [6]Move
	for pile := range 3 {
		if sp.free == 0 && pile > 0 {
			break // no smaller stones to gather
		}
		// The free stones all on pile: each of their index digits is pile.
		s, err := sp.state(g*sp.unit + pile*(sp.unit-1)/2)
		if err != nil {
			return dst, err
		}
		for _, m := range s.Legal(legal[:0]) {
			next, err := s.Apply(m)
			if err != nil {
				return dst, err
			}
			if h := sp.Group(next.Index()); int(h) != g {
				dst = append(dst, h)
			}
		}
	}
	return dst, nil
}

// GroupString is the text of the group of s's positions that agree with
// it on the piles of its largest depth stones: those piles as in the
// position text, and the stones left free ("6,5//4 with stones 1–3
// anywhere").
func (s State) GroupString(depth int) string {
	small := s.n - depth
	var b strings.Builder
	for p := range s.pegs {
		if p > 0 {
			b.WriteByte('/')
		}
		first := true
		for st := s.n; st > small; st-- {
			if s.PileOf(st) == p {
				if !first {
					b.WriteByte(',')
				}
				first = false
				b.WriteString(strconv.Itoa(st))
			}
		}
	}
	b.WriteString(" with stones 1–")
	b.WriteString(strconv.Itoa(small))
	b.WriteString(" anywhere")
	return b.String()
}
