package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"sort"
	"strings"
)

// Technique is a way a person finds the next digit or rules candidates out.
// The techniques are listed easiest first: the logic solver always takes
// the easiest step it can find, and a puzzle's grade is the grade of the
// hardest technique it needed (see Grade).
type Technique int

// The techniques, easiest first.
const (
	FullHouse       Technique = iota // the last empty cell of a unit
	NakedSingle                      // a cell with one candidate left
	HiddenSingle                     // a digit with one place left in a unit
	Pointing                         // a box's candidates for a digit lie in one line
	Claiming                         // a line's (or diagonal's) candidates for a digit lie in one box or other unit
	NakedPair                        // two cells of a unit with the same two candidates
	HiddenPair                       // two digits with the same two places in a unit
	NakedTriple                      // three cells of a unit with three candidates between them
	HiddenTriple                     // three digits with three places between them in a unit
	NakedQuad                        // four cells, four candidates
	HiddenQuad                       // four digits, four places
	XWing                            // a digit in two rows confined to two columns (or the other way)
	Swordfish                        // the same with three rows and columns
	Jellyfish                        // the same with four
	XYWing                           // a bivalue pivot and two bivalue pincers
	XYZWing                          // a trivalue pivot and two bivalue pincers
	WWing                            // two equal bivalue cells joined by a strong link
	SimpleColouring                  // one digit's conjugate pairs coloured in two colours
	XChain                           // an alternating chain on one digit
	XYChain                          // an alternating chain through bivalue cells
	AIC                              // an alternating inference chain over digits and cells
	WrongEntry                       // not logic: a player's entry that the solution contradicts
	Techniques                       // the number of techniques
)

var techniqueNames = [Techniques]string{
	"full house", "naked single", "hidden single", "pointing", "claiming",
	"naked pair", "hidden pair", "naked triple", "hidden triple", "naked quad", "hidden quad",
	"X-Wing", "Swordfish", "Jellyfish", "XY-Wing", "XYZ-Wing", "W-Wing", "simple colouring",
	"X-chain", "XY-chain", "AIC", "wrong entry",
}

// String returns the technique's name as the steps write it, e.g.
// "hidden single" or "X-Wing".
func (t Technique) String() string {
	if t < 0 || t >= Techniques {
		return fmt.Sprintf("technique(%d)", int(t))
	}
	return techniqueNames[t]
}

// Candidate is a digit that may still go in a cell (0-based row and
// column), as a pencil mark.
type Candidate struct {
	Row, Col int
	Digit    int
}

// String returns "r5c7<>7": the candidate 7 of r5c7, as a removal is
// written.
func (c Candidate) String() string {
	return CellName(c.Row, c.Col) + "<>" + string(DigitChar(c.Digit))
}

// LogicStep is one step of the logic solver: a technique, the pattern it
// saw (cells and digits, for a scene to highlight) and what follows from it:
// a digit placed (or, for WrongEntry, a player's entry cleared) or
// candidates removed. Text explains it in plain words, e.g. "pointing: in
// box 4 the 7 can only go in row 5, so no 7 elsewhere in row 5: remove 7
// from r5c7, r5c8".
type LogicStep struct {
	Technique Technique
	Moves     []Move      // digits placed; a Move with Digit 0 clears a wrong entry
	Remove    []Candidate // candidates ruled out
	Cells     []int       // the pattern's cells, by index row*size+col (for singles: the unit, or the cell)
	Digits    DigitSet    // the pattern's digits
	Text      string      // the explanation
}

// String returns the explanation.
func (st LogicStep) String() string { return st.Text }

// lgAnd returns the cells in both a and b.
func lgAnd(a, b CellSet) CellSet {
	for k := range a {
		a[k] &= b[k]
	}
	return a
}

// lgOr returns the cells in a or b.
func lgOr(a, b CellSet) CellSet {
	for k := range a {
		a[k] |= b[k]
	}
	return a
}

// lgSubset reports whether every cell of a is in b.
func lgSubset(a, b CellSet) bool {
	for k := range a {
		if a[k]&^b[k] != 0 {
			return false
		}
	}
	return true
}

// lgUnitKind says what a unit is.
type lgUnitKind uint8

const (
	lgRow lgUnitKind = iota
	lgCol
	lgBox
	lgDiag // the main diagonal (index 0) or the anti-diagonal (index 1)
)

// lgUnit is a row, column, box or diagonal: n cells that hold every digit
// once.
type lgUnit struct {
	kind  lgUnitKind
	index int   // 0-based within its kind
	cells []int // row-major order
	set   CellSet
}

// name returns "row 5", "column 3", "box 4", "the main diagonal" or "the
// anti-diagonal" (numbers from 1).
func (u *lgUnit) name() string {
	switch u.kind {
	case lgRow:
		return fmt.Sprintf("row %d", u.index+1)
	case lgCol:
		return fmt.Sprintf("column %d", u.index+1)
	case lgBox:
		return fmt.Sprintf("box %d", u.index+1)
	}
	if u.index == 0 {
		return "the main diagonal"
	}
	return "the anti-diagonal"
}

// Logic is a candidate grid worked on by the techniques a person uses. It
// starts from a state (givens and entries; each empty cell's candidates are
// the digits that do not clash), finds the easiest next step with Next and
// takes it with Apply. A Logic is not safe for use by two goroutines.
type Logic struct {
	p         Params
	n         int
	cells     [MaxCells]uint8
	given     CellSet
	cand      [MaxCells]DigitSet // candidates of empty cells; 0 for filled ones
	units     []lgUnit           // rows, columns, boxes, then the diagonals (X)
	cellUnits [MaxCells][]int    // the units of each cell
	peers     [MaxCells]CellSet  // the cells that share a unit with each cell
	maxChain  int                // the most links a chain may have
	quiet     bool               // steps without their Text: for rating
	order     []int              // the units boxes first (see unitOrder)
}

// ErrClash is wrapped by the error of a grid whose digits clash: the logic
// solver needs a grid without clashes.
var ErrClash = errors.New("digits clash")

// NewLogic returns the candidate grid of s: its digits (givens and
// entries alike) are placed and each empty cell's candidates are the digits
// that fit it. A grid whose digits clash is an error wrapping ErrClash.
func NewLogic(s State) (*Logic, error) {
	l := &Logic{}
	if err := l.Reset(s); err != nil {
		return nil, err
	}
	return l, nil
}

// Reset starts the grid over from s, reusing the work of earlier grids of
// the same parameters.
func (l *Logic) Reset(s State) error {
	if s.size == 0 {
		return errNotSetUp
	}
	if why, ok := s.clashReason(); ok {
		return fmt.Errorf("%w: %s", ErrClash, why)
	}
	if l.p != s.Params() || l.units == nil {
		l.setup(s.Params())
	}
	l.cells = s.cells
	l.given = s.given
	l.cand = [MaxCells]DigitSet{}
	for i := 0; i < l.n*l.n; i++ {
		if s.cells[i] == 0 {
			l.cand[i] = s.free(i/l.n, i%l.n)
		}
	}
	return nil
}

// setup builds the units and peers of grids with parameters p.
func (l *Logic) setup(p Params) {
	l.p, l.n = p, p.Size
	n := p.Size
	l.units, l.order = nil, nil
	add := func(kind lgUnitKind, index int, cells []int) {
		u := lgUnit{kind: kind, index: index, cells: cells}
		for _, i := range cells {
			u.set.Add(i)
		}
		l.units = append(l.units, u)
	}
	for r := 0; r < n; r++ {
		cells := make([]int, n)
		for c := range cells {
			cells[c] = r*n + c
		}
		add(lgRow, r, cells)
	}
	for c := 0; c < n; c++ {
		cells := make([]int, n)
		for r := range cells {
			cells[r] = r*n + c
		}
		add(lgCol, c, cells)
	}
	br, bc := p.BoxRows(), p.BoxCols()
	for b := 0; b < n; b++ {
		r0, c0 := b/(n/bc)*br, b%(n/bc)*bc
		cells := make([]int, 0, n)
		for r := r0; r < r0+br; r++ {
			for c := c0; c < c0+bc; c++ {
				cells = append(cells, r*n+c)
			}
		}
		add(lgBox, b, cells)
	}
	if p.X {
		d1, d2 := make([]int, n), make([]int, n)
		for k := 0; k < n; k++ {
			d1[k], d2[k] = k*n+k, k*n+n-1-k
		}
		add(lgDiag, 0, d1)
		// The anti-diagonal's cells in row-major order.
		add(lgDiag, 1, d2)
	}
	l.cellUnits = [MaxCells][]int{}
	l.peers = [MaxCells]CellSet{}
	for ui, u := range l.units {
		for _, i := range u.cells {
			l.cellUnits[i] = append(l.cellUnits[i], ui)
			for k := range l.peers[i] {
				l.peers[i][k] |= u.set[k]
			}
		}
	}
	for i := 0; i < n*n; i++ {
		l.peers[i].Remove(i)
	}
	l.maxChain = 16
}

// Params returns the parameters of the grid.
func (l *Logic) Params() Params { return l.p }

// Candidates returns the candidates of cell i: none for a filled cell.
func (l *Logic) Candidates(i int) DigitSet {
	if i < 0 || i >= l.n*l.n {
		return 0
	}
	return l.cand[i]
}

// State returns the grid so far: the starting state's givens, and its
// entries and the digits placed since as entries.
func (l *Logic) State() State {
	return State{size: uint8(l.n), x: l.p.X, cells: l.cells, given: l.given}
}

// Solved reports whether every cell holds a digit.
func (l *Logic) Solved() bool {
	for i := 0; i < l.n*l.n; i++ {
		if l.cells[i] == 0 {
			return false
		}
	}
	return true
}

// Broken describes a contradiction in the candidate grid: an empty cell
// without candidates, or a digit without a place in a unit. It happens only
// when the starting grid had no solution (a wrong entry).
func (l *Logic) Broken() (why string, ok bool) {
	for i := 0; i < l.n*l.n; i++ {
		if l.cells[i] == 0 && l.cand[i] == 0 {
			return fmt.Sprintf("%s has no candidate left", l.name(i)), true
		}
	}
	for ui := range l.units {
		u := &l.units[ui]
		var seen, placed DigitSet
		for _, i := range u.cells {
			seen |= l.cand[i]
			if l.cells[i] != 0 {
				placed |= 1 << (l.cells[i] - 1)
			}
		}
		if missing := allDigits(l.n) &^ (seen | placed); missing != 0 {
			return fmt.Sprintf("%c has no place left in %s", DigitChar(missing.Digits()[0]), u.name()), true
		}
	}
	return "", false
}

// Apply takes a step: it places the digits of its moves (removing them from
// the candidates of the cells' peers) and removes its candidates. A move
// into a filled cell or of a digit that is not a candidate there is an
// error, and so is a move that clears a cell (WrongEntry steps are for the
// player's grid: see ApplyHint).
func (l *Logic) Apply(st LogicStep) error {
	for _, m := range st.Moves {
		if err := l.place(m.Row*l.n+m.Col, m.Digit); err != nil {
			return err
		}
	}
	for _, c := range st.Remove {
		if c.Row < 0 || c.Col < 0 || c.Row >= l.n || c.Col >= l.n {
			return fmt.Errorf("%v is outside the %d×%d grid", c, l.n, l.n)
		}
		l.cand[c.Row*l.n+c.Col] &^= 1 << (c.Digit - 1)
	}
	return nil
}

// place puts d in empty cell i and takes d out of its peers' candidates.
func (l *Logic) place(i, d int) error {
	if i < 0 || i >= l.n*l.n {
		return fmt.Errorf("cell %d is outside the %d×%d grid", i, l.n, l.n)
	}
	if l.cells[i] != 0 {
		return fmt.Errorf("%s already holds %c", l.name(i), DigitChar(int(l.cells[i])))
	}
	if !l.cand[i].Has(d) {
		return fmt.Errorf("%c is not a candidate of %s", DigitChar(d), l.name(i))
	}
	l.cells[i] = uint8(d)
	l.cand[i] = 0
	bit := DigitSet(1) << (d - 1)
	for k, w := range l.peers[i] {
		for ; w != 0; w &= w - 1 {
			l.cand[k*64+bits.TrailingZeros64(w)] &^= bit
		}
	}
	return nil
}

// Next returns the easiest step the techniques find, or ok false when none
// applies (the grid is solved, broken, or needs a guess).
func (l *Logic) Next() (st LogicStep, ok bool) {
	return l.next(AIC)
}

// next is Next with the techniques up to max only.
func (l *Logic) next(max Technique) (LogicStep, bool) {
	if _, broken := l.Broken(); broken {
		return LogicStep{}, false
	}
	for _, f := range []struct {
		t    Technique // the easiest technique the finder finds
		find func() (LogicStep, bool)
	}{
		{FullHouse, l.fullHouse}, {NakedSingle, l.nakedSingle}, {HiddenSingle, l.hiddenSingle},
		{Pointing, l.lockedCandidates},
		{NakedPair, func() (LogicStep, bool) { return l.nakedSubset(2) }},
		{HiddenPair, func() (LogicStep, bool) { return l.hiddenSubset(2) }},
		{NakedTriple, func() (LogicStep, bool) { return l.nakedSubset(3) }},
		{HiddenTriple, func() (LogicStep, bool) { return l.hiddenSubset(3) }},
		{NakedQuad, func() (LogicStep, bool) { return l.nakedSubset(4) }},
		{HiddenQuad, func() (LogicStep, bool) { return l.hiddenSubset(4) }},
		{XWing, func() (LogicStep, bool) { return l.fish(2) }},
		{Swordfish, func() (LogicStep, bool) { return l.fish(3) }},
		{Jellyfish, func() (LogicStep, bool) { return l.fish(4) }},
		{XYWing, l.xyWing}, {XYZWing, l.xyzWing}, {WWing, l.wWing},
		{SimpleColouring, l.simpleColouring}, {XChain, l.chain},
	} {
		if f.t > max {
			break
		}
		if st, ok := f.find(); ok {
			return st, true
		}
	}
	return LogicStep{}, false
}

// Explain solves s by logic alone, step by step, the easiest step first,
// and returns the steps, the grid at the end and whether it is solved. When
// it is not, the techniques found nothing more: the rest needs guessing (or
// s has no solution, or more than one). A grid whose digits clash is an
// error wrapping ErrClash.
func Explain(s State) (steps []LogicStep, end State, solved bool, err error) {
	l, err := NewLogic(s)
	if err != nil {
		return nil, s, false, err
	}
	for {
		st, ok := l.Next()
		if !ok {
			break
		}
		if err := l.Apply(st); err != nil {
			// A step the solver found and cannot take is a bug: say so
			// rather than loop.
			return steps, l.State(), false, fmt.Errorf("step %q: %w", st.Text, err)
		}
		steps = append(steps, st)
	}
	return steps, l.State(), l.Solved(), nil
}

// name returns the name of cell i, e.g. "r3c7".
func (l *Logic) name(i int) string {
	return CellName(i/l.n, i%l.n)
}

// names returns the names of cells, comma-separated.
func (l *Logic) names(cells []int) string {
	parts := make([]string, len(cells))
	for k, i := range cells {
		parts[k] = l.name(i)
	}
	return strings.Join(parts, ", ")
}

// digitList writes digits as "3", "3 and 8" or "3, 5 and 8".
func digitList(ds DigitSet) string {
	d := ds.Digits()
	parts := make([]string, len(d))
	for k, x := range d {
		parts[k] = string(DigitChar(x))
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// digitOr writes digits as "3", "3 or 8" or "3, 5 or 8".
func digitOr(ds DigitSet) string {
	s := digitList(ds)
	if i := strings.LastIndex(s, " and "); i >= 0 {
		s = s[:i] + " or " + s[i+len(" and "):]
	}
	return s
}

// removeText writes removals grouped by digit: "remove 7 from r5c7, r5c8;
// 3 from r1c2".
func (l *Logic) removeText(rm []Candidate) string {
	var b strings.Builder
	b.WriteString("remove ")
	var done DigitSet
	for k, c := range rm {
		if done.Has(c.Digit) {
			continue
		}
		done |= 1 << (c.Digit - 1)
		if k > 0 {
			b.WriteString("; ")
		}
		b.WriteByte(DigitChar(c.Digit))
		b.WriteString(" from ")
		first := true
		for _, o := range rm[k:] {
			if o.Digit == c.Digit {
				if !first {
					b.WriteString(", ")
				}
				first = false
				b.WriteString(CellName(o.Row, o.Col))
			}
		}
	}
	return b.String()
}

// removal builds a step that removes candidates; it is false when there is
// nothing to remove. The reason is only written when the steps are shown.
func (l *Logic) removal(t Technique, cells []int, digits DigitSet, rm []Candidate, reason func() string) (LogicStep, bool) {
	if len(rm) == 0 {
		return LogicStep{}, false
	}
	// By digit, then row-major: the order the text lists them in.
	sort.Slice(rm, func(a, b int) bool {
		if rm[a].Digit != rm[b].Digit {
			return rm[a].Digit < rm[b].Digit
		}
		return rm[a].Row*l.n+rm[a].Col < rm[b].Row*l.n+rm[b].Col
	})
	st := LogicStep{Technique: t, Remove: rm, Cells: cells, Digits: digits}
	if !l.quiet {
		st.Text = t.String() + ": " + reason() + ": " + l.removeText(rm)
	}
	return st, true
}

// candidate returns digit d of cell i as a Candidate.
func (l *Logic) candidate(i, d int) Candidate {
	return Candidate{Row: i / l.n, Col: i % l.n, Digit: d}
}

// removeFrom lists the cells of set (other than those in keep) where d is a
// candidate, as removals.
func (l *Logic) removeFrom(rm []Candidate, set CellSet, keep CellSet, d int) []Candidate {
	for k, w := range set {
		w &^= keep[k]
		for ; w != 0; w &= w - 1 {
			i := k*64 + bits.TrailingZeros64(w)
			if l.cand[i].Has(d) {
				rm = append(rm, l.candidate(i, d))
			}
		}
	}
	return rm
}
