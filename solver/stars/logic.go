package stars

import (
	"fmt"
	"math/bits"
)

// Technique names the reasoning of one logical step (a Deduction). The
// techniques are listed from the easiest; each belongs to a Level (see
// Deduction.Level and the level thresholds in level.go).
type Technique uint8

// The techniques of the logic solver, easiest first.
const (
	// Neighbours: the eight cells around a star are empty (stars never
	// touch).
	Neighbours Technique = iota + 1
	// UnitDone: a row, column or region that holds its k stars has no
	// other star: its other cells are empty.
	UnitDone
	// LastCells: a unit that needs as many stars as it has open cells:
	// every one of them is a star.
	LastCells
	// Placements: every way to put a unit's missing stars in its open
	// cells (never touching, no row, column or region over k) agrees on
	// some cell: a star in every way, a unit cell in none, or a cell next
	// to a star in every way.
	Placements
	// Confinement: m regions whose open cells lie within m rows (or
	// columns) need all the stars those lines still need, so the lines'
	// other cells are empty; or the other way round, m lines whose open
	// cells lie within m regions take all the stars those regions still
	// need, so the regions' other cells are empty.
	Confinement
	// Blocks: a 2×2 block holds at most one star, so when the open cells
	// of two neighbouring rows (or columns) fit in as many disjoint 2×2
	// blocks as the stars they need, each block holds exactly one of those
	// stars: the blocks' other cells are empty, and a block with a single
	// open cell of the lines holds a star there.
	Blocks
	// Lookahead: a star in this cell would leave some row, column or
	// region without room for the stars it needs (after emptying the
	// cell's neighbours and the units it fills), so the cell is empty.
	Lookahead
	// WrongMark is no technique but a correction: a mark of the player's
	// that the puzzle's only solution contradicts (see State.Mistake).
	WrongMark
)

var techniqueNames = [...]string{
	Neighbours:  "neighbours",
	UnitDone:    "unit done",
	LastCells:   "last cells",
	Placements:  "placements",
	Confinement: "confinement",
	Blocks:      "2x2 blocks",
	Lookahead:   "lookahead",
	WrongMark:   "wrong mark",
}

// String returns the technique's short name, as `solve stars -explain`
// prints it: "neighbours", "last cells", "2x2 blocks", ...
func (t Technique) String() string {
	if int(t) < len(techniqueNames) && techniqueNames[t] != "" {
		return techniqueNames[t]
	}
	return fmt.Sprintf("Technique(%d)", uint8(t))
}

// Pos is a cell of the grid, 0-based.
type Pos struct{ Row, Col int }

// String returns the cell's name as moves write it: "r2c3".
func (c Pos) String() string { return cellName(c.Row, c.Col) }

// Unit is a row, a column or a region: Kind is Row, Column or Region and
// Index the 0-based row, column or region index.
type Unit struct {
	Kind  UnitKind
	Index int
}

// UnitName returns "row 3", "column 4" or "region C" (1-based lines, the
// region's letter).
func (p Puzzle) UnitName(u Unit) string {
	switch u.Kind {
	case Row:
		return fmt.Sprintf("row %d", u.Index+1)
	case Column:
		return fmt.Sprintf("column %d", u.Index+1)
	case Region:
		return fmt.Sprintf("region %c", p.RegionName(u.Index))
	}
	return fmt.Sprintf("unit(%d,%d)", u.Kind, u.Index)
}

// Deduction is one logical step: what it concludes (cells that must hold
// stars, cells that must be empty), the cells and units its reasoning
// looks at (for a scene to highlight) and a sentence explaining it.
// Stars and Empty hold only cells not already marked that way.
type Deduction struct {
	Technique Technique
	Level     Level  // the level of this step (from the technique and its size)
	Stars     []Pos  // cells that must be stars
	Empty     []Pos  // cells that must be empty
	Cells     []Pos  // the pattern: the cells the reasoning uses
	Units     []Unit // the rows, columns and regions the reasoning uses
	Text      string // the explanation, one sentence or two, for a person
}

// String returns the step as `solve stars -explain` prints it: the
// technique, a colon and the explanation.
func (d Deduction) String() string {
	return d.Technique.String() + ": " + d.Text
}

// Apply returns s with the conclusions of d marked: a star in every cell
// of d.Stars and a dot in every cell of d.Empty (a star there is taken
// away, as a WrongMark correction does). A star that breaks a rule is an
// error naming it, and s is returned unchanged.
func (d Deduction) Apply(s State) (State, error) {
	t := s
	for _, c := range d.Empty {
		var err error
		if t, err = t.Apply(Move{Kind: PlaceDot, Row: c.Row, Col: c.Col}); err != nil {
			return s, fmt.Errorf("%s: %w", d.Technique, err)
		}
	}
	for _, c := range d.Stars {
		var err error
		if t, err = t.Apply(Move{Kind: PlaceStar, Row: c.Row, Col: c.Col}); err != nil {
			return s, fmt.Errorf("%s: %w", d.Technique, err)
		}
	}
	return t, nil
}

// Moves returns the player moves that apply d: a dot for each cell of
// d.Empty, then a star for each cell of d.Stars.
func (d Deduction) Moves() []Move {
	moves := make([]Move, 0, len(d.Empty)+len(d.Stars))
	for _, c := range d.Empty {
		moves = append(moves, Move{Kind: PlaceDot, Row: c.Row, Col: c.Col})
	}
	for _, c := range d.Stars {
		moves = append(moves, Move{Kind: PlaceStar, Row: c.Row, Col: c.Col})
	}
	return moves
}

// Next returns the easiest logical step from s, trying the techniques in
// the order they are listed. It trusts the marks of s, stars and dots
// alike, as facts: a scene should look for the player's mistakes first
// (State.Mistake). ok is false when s is solved, when the marks break the
// rules beyond repair, or when no technique finds anything (the puzzle
// needs guessing from here).
func (s State) Next() (d Deduction, ok bool) {
	if s.p.n == 0 || s.Solved() {
		return Deduction{}, false
	}
	return s.next(Beyond)
}

// next is Next with only the techniques up to level top.
func (s State) next(top Level) (Deduction, bool) {
	b := newBoard(s)
	if b.broken() {
		return Deduction{}, false
	}
	for _, rule := range rules {
		if rule.level > top {
			break
		}
		if d, ok := rule.find(&b); ok {
			return d, true
		}
	}
	return Deduction{}, false
}

// rules are the techniques in the order Next tries them, with the level
// of each (Confinement is split by the size of the band).
var rules = [...]struct {
	level Level
	find  func(*board) (Deduction, bool)
}{
	{Easy, (*board).neighbours},
	{Easy, (*board).unitDone},
	{Easy, (*board).lastCells},
	{Medium, (*board).confinementOne},
	{Medium, (*board).placements},
	{Hard, (*board).confinementMany},
	{Hard, (*board).blocks},
	{Expert, (*board).lookahead},
}

// Explanation is the logic solver's account of a puzzle: its steps from
// the starting position, the position they reach, whether that is solved,
// and the level (the hardest step, or Beyond when the steps stop short).
type Explanation struct {
	Steps  []Deduction
	End    State
	Solved bool
	Level  Level
}

// maxSteps bounds the steps of one explanation: every step marks at least
// one cell, so a 16×16 grid never needs more than 256.
const maxSteps = MaxN * MaxN

// Explain applies the logic solver's steps from s until it is solved or
// no technique applies, and returns them. Like Next, it trusts the marks
// of s.
func (s State) Explain() Explanation { return s.explain(Expert) }

// explain is Explain with only the techniques up to level top.
func (s State) explain(top Level) Explanation {
	ex := Explanation{End: s, Level: Easy}
	for len(ex.Steps) < maxSteps && !ex.End.Solved() {
		d, ok := ex.End.next(top)
		if !ok {
			break
		}
		next, err := d.Apply(ex.End)
		if err != nil {
			break // marks that break the rules: nothing more to learn
		}
		ex.Steps = append(ex.Steps, d)
		ex.End = next
		ex.Level = max(ex.Level, d.Level)
	}
	ex.Solved = ex.End.Solved()
	if !ex.Solved {
		ex.Level = Beyond
	}
	return ex
}

// Hint is the hint a scene shows for s: the player's first mistake (see
// Mistake) when there is one, else the next logical step (see Next). ok is
// false when there is neither: s is solved, or it needs guessing.
// maxNodes bounds the search that finds the solution to judge marks by
// (0: no limit).
func (s State) Hint(maxNodes int) (d Deduction, ok bool) {
	if d, ok := s.Mistake(maxNodes); ok {
		return d, true
	}
	return s.Next()
}

// Mistake points out a mark of s that the puzzle's only solution
// contradicts: first a star where the solution has none, then a dot on a
// solution star. The deduction (Technique WrongMark) corrects it when
// applied. ok is false when every mark agrees with the solution, or when
// the puzzle has no single solution to judge by (none, several, or not
// found within maxNodes search nodes; 0 means no limit).
func (s State) Mistake(maxNodes int) (d Deduction, ok bool) {
	if s.p.n == 0 {
		return Deduction{}, false
	}
	sols, _, err := s.p.Start().Solutions(2, Options{MaxNodes: maxNodes})
	if err != nil || len(sols) != 1 {
		return Deduction{}, false
	}
	return s.mistakeAgainst(sols[0].star)
}

// mistakeAgainst is Mistake with the solution given.
func (s State) mistakeAgainst(sol [MaxN]uint16) (Deduction, bool) {
	for r := 0; r < s.p.n; r++ {
		if extra := s.star[r] &^ sol[r]; extra != 0 {
			c := Pos{r, bits.TrailingZeros16(extra)}
			return Deduction{Technique: WrongMark, Level: Easy, Empty: []Pos{c}, Cells: []Pos{c},
				Text: fmt.Sprintf("%s should not be a star: the puzzle's only solution has no star there", c)}, true
		}
	}
	for r := 0; r < s.p.n; r++ {
		if wrong := s.dot[r] & sol[r]; wrong != 0 {
			c := Pos{r, bits.TrailingZeros16(wrong)}
			return Deduction{Technique: WrongMark, Level: Easy, Stars: []Pos{c}, Cells: []Pos{c},
				Text: fmt.Sprintf("%s should not be marked empty: the puzzle's only solution has a star there", c)}, true
		}
	}
	return Deduction{}, false
}
