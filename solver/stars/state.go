package stars

import (
	"fmt"
	"math/bits"
	"strings"
)

// Cell is the content of one grid cell.
type Cell uint8

// The contents of a cell.
const (
	Blank Cell = iota // nothing decided
	Star              // a star
	Dot               // marked empty by the player
)

// State is a position: a puzzle and the player's stars and dots. It is a
// value; Apply returns a new State. States are comparable with ==.
type State struct {
	p    Puzzle
	star [MaxN]uint16 // bit c of star[r] set: a star at (r, c)
	dot  [MaxN]uint16 // bit c of dot[r] set: a dot at (r, c)
}

// Start returns the empty grid of p.
func (p Puzzle) Start() State {
	return State{p: p}
}

// NewState reads a position of p: rows separated by '/', one character a
// cell: '*' a star, 'x' a dot (marked empty), '.' a blank cell. It refuses
// positions that break a rule (touching stars, too many stars in a row,
// column or region), naming the first broken rule.
func NewState(p Puzzle, grid string) (State, error) {
	if p.n == 0 {
		return State{}, &InputError{Msg: "no puzzle: the grid has no cells"}
	}
	s := State{p: p}
	rows := strings.Split(strings.TrimSpace(grid), "/")
	if len(rows) != p.n {
		return State{}, &InputError{Msg: fmt.Sprintf("position has %d rows, want %d", len(rows), p.n)}
	}
	for r, row := range rows {
		c := 0
		for _, ch := range row {
			if c >= p.n {
				c++
				continue
			}
			switch ch {
			case '*':
				s.star[r] |= 1 << c
			case 'x', 'X':
				s.dot[r] |= 1 << c
			case '.':
			default:
				return State{}, &InputError{Row: r + 1, Col: c + 1, Msg: fmt.Sprintf("%q is not a cell mark (use * for a star, x for a dot, . for blank)", ch)}
			}
			c++
		}
		if c != p.n {
			return State{}, &InputError{Row: r + 1, Msg: fmt.Sprintf("has %d cells, want %d", c, p.n)}
		}
	}
	if err := s.checkRules(); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkRules returns the first rule the stars of s break, or nil.
func (s State) checkRules() error {
	var empty State
	empty.p = s.p
	for r := 0; r < s.p.n; r++ {
		for m := s.star[r]; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			if err := empty.starRule(r, c); err != nil {
				return err
			}
			empty.star[r] |= 1 << c
		}
	}
	return nil
}

// Puzzle returns the puzzle this position belongs to.
func (s State) Puzzle() Puzzle { return s.p }

// Cell returns the content of cell (r, c), 0-based; Blank when off the grid.
func (s State) Cell(r, c int) Cell {
	switch {
	case !s.p.inside(r, c):
		return Blank
	case s.star[r]>>c&1 == 1:
		return Star
	case s.dot[r]>>c&1 == 1:
		return Dot
	}
	return Blank
}

// Toggle is the kind of move that puts mark (Star or Dot) in cell (r, c),
// or clears the cell when it holds that mark already.
func (s State) Toggle(mark Cell, r, c int) MoveKind {
	switch {
	case s.Cell(r, c) == mark:
		return ClearCell
	case mark == Dot:
		return PlaceDot
	}
	return PlaceStar
}

// Stars returns the number of stars on the grid.
func (s State) Stars() int {
	total := 0
	for r := 0; r < s.p.n; r++ {
		total += bits.OnesCount16(s.star[r])
	}
	return total
}

// String returns the position in the notation NewState reads: '*' a star,
// 'x' a dot, '.' blank, rows separated by '/'. A solution found by the
// solver has no dots, so it prints with '*' and '.' only.
func (s State) String() string {
	var b strings.Builder
	b.Grow(s.p.n * (s.p.n + 1))
	for r := 0; r < s.p.n; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := 0; c < s.p.n; c++ {
			switch s.Cell(r, c) {
			case Star:
				b.WriteByte('*')
			case Dot:
				b.WriteByte('x')
			default:
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// RuleError is a move that breaks a rule; Msg says which, in words a
// player understands.
type RuleError struct {
	Move Move
	Msg  string
}

// Error returns the broken rule.
func (e *RuleError) Error() string { return e.Msg }

// Apply returns the position after m. Placing a star is refused when it
// would touch another star or give its row, column or region more than k
// stars; dots and clearing never break a rule. A move that changes nothing
// (a star on a star) is allowed and returns the same position.
func (s State) Apply(m Move) (State, error) {
	if s.p.n == 0 {
		return s, &RuleError{Move: m, Msg: "no puzzle: the grid has no cells"}
	}
	if !s.p.inside(m.Row, m.Col) {
		return s, &RuleError{Move: m, Msg: fmt.Sprintf("%s is off the %d×%d grid", cellName(m.Row, m.Col), s.p.n, s.p.n)}
	}
	bit := uint16(1) << m.Col
	switch m.Kind {
	case PlaceStar:
		if s.star[m.Row]&bit != 0 {
			return s, nil
		}
		if err := s.starRule(m.Row, m.Col); err != nil {
			err.Move = m
			return s, err
		}
		s.star[m.Row] |= bit
		s.dot[m.Row] &^= bit
	case PlaceDot:
		s.star[m.Row] &^= bit
		s.dot[m.Row] |= bit
	case ClearCell:
		s.star[m.Row] &^= bit
		s.dot[m.Row] &^= bit
	default:
		return s, &RuleError{Move: m, Msg: fmt.Sprintf("unknown move kind %d", uint8(m.Kind))}
	}
	return s, nil
}

// starRule returns the rule a new star at (r, c) would break, or nil.
func (s State) starRule(r, c int) *RuleError {
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			nr, nc := r+dr, c+dc
			if (dr != 0 || dc != 0) && s.p.inside(nr, nc) && s.star[nr]>>nc&1 == 1 {
				return &RuleError{Msg: fmt.Sprintf("star at %s touches the star at %s", cellName(r, c), cellName(nr, nc))}
			}
		}
	}
	k := s.p.k
	if n := bits.OnesCount16(s.star[r]); n >= k {
		return &RuleError{Msg: fmt.Sprintf("row %d already has %s", r+1, starWord(n))}
	}
	if n := s.colCount(c); n >= k {
		return &RuleError{Msg: fmt.Sprintf("column %d already has %s", c+1, starWord(n))}
	}
	g := s.p.region[r*MaxN+c]
	if n := s.regionCount(int(g)); n >= k {
		return &RuleError{Msg: fmt.Sprintf("region %c already has %s", s.p.names[g], starWord(n))}
	}
	return nil
}

// starWord returns "1 star" or "n stars".
func starWord(n int) string {
	if n == 1 {
		return "1 star"
	}
	return fmt.Sprintf("%d stars", n)
}

// colCount returns the number of stars in column c.
func (s State) colCount(c int) int {
	n := 0
	for r := 0; r < s.p.n; r++ {
		n += int(s.star[r] >> c & 1)
	}
	return n
}

// regionCount returns the number of stars in region g.
func (s State) regionCount(g int) int {
	n := 0
	for r := 0; r < s.p.n; r++ {
		for c := 0; c < s.p.n; c++ {
			if int(s.p.region[r*MaxN+c]) == g {
				n += int(s.star[r] >> c & 1)
			}
		}
	}
	return n
}

// LegalMoves returns every move that changes the position and breaks no
// rule, cell by cell in row-major order.
func (s State) LegalMoves() []Move {
	var moves []Move
	for r := 0; r < s.p.n; r++ {
		for c := 0; c < s.p.n; c++ {
			switch s.Cell(r, c) {
			case Star:
				moves = append(moves, Move{PlaceDot, r, c}, Move{ClearCell, r, c})
			case Dot:
				if s.starRule(r, c) == nil {
					moves = append(moves, Move{PlaceStar, r, c})
				}
				moves = append(moves, Move{ClearCell, r, c})
			default:
				if s.starRule(r, c) == nil {
					moves = append(moves, Move{PlaceStar, r, c})
				}
				moves = append(moves, Move{PlaceDot, r, c})
			}
		}
	}
	return moves
}

// Solved reports whether every row, column and region holds exactly k
// stars. (No two stars touch: Apply and NewState never allow it.)
func (s State) Solved() bool {
	if s.p.n == 0 {
		return false
	}
	for i := 0; i < s.p.n; i++ {
		if bits.OnesCount16(s.star[i]) != s.p.k || s.colCount(i) != s.p.k || s.regionCount(i) != s.p.k {
			return false
		}
	}
	return true
}
