package sudoku

// Noted is a position of a game played by hand: the grid and the
// player's pencil marks. It is a value, like State; the marks are shared
// between Noted values and never changed in place, so a history of many
// positions (a replay of the search, which leaves the marks alone) costs
// one pointer a position for them. The zero marks are none.
type Noted struct {
	Grid  State
	marks *Marks // nil when there are none
}

// NewNoted is the position of grid g with the marks mk (nil for none).
func NewNoted(g State, mk *Marks) Noted { return Noted{Grid: g, marks: mk} }

// Marks are the position's pencil marks, none when it has none.
func (p Noted) Marks() Marks {
	if p.marks == nil {
		return Marks{}
	}
	return *p.marks
}

// HasMarks reports whether the position holds marks (they may all be
// empty, once marks have been taken out).
func (p Noted) HasMarks() bool { return p.marks != nil }

// Enter writes m.Digit in a cell (State.Enter: a clash is allowed and
// shown), or clears it when m.Digit is 0; the digit written goes from the
// marks of the cells it sees.
func (p Noted) Enter(m Move) (Noted, error) {
	g, err := p.Grid.Enter(m)
	if err != nil || m.Digit == 0 || p.marks == nil {
		return Noted{Grid: g, marks: p.marks}, err
	}
	mk := p.marks.ClearPeers(g, m.Row*g.Size()+m.Col, m.Digit)
	return Noted{Grid: g, marks: &mk}, nil
}

// Erase clears the cell at row, col: its marks when it is empty and has
// some, else its digit (an error when it has neither, or is a given).
func (p Noted) Erase(row, col int) (Noted, error) {
	n := p.Grid.Size()
	i := row*n + col
	if row >= 0 && col >= 0 && row < n && col < n && p.Grid.Cell(i) == 0 && !p.Grid.IsGiven(i) {
		if mk, ok := p.Marks().ClearMarks(i); ok {
			return Noted{Grid: p.Grid, marks: &mk}, nil
		}
	}
	g, err := p.Grid.Enter(Move{Row: row, Col: col})
	return Noted{Grid: g, marks: p.marks}, err
}

// ToggleMark notes digit d in the cell at row, col, or takes it out
// (Marks.ToggleMark).
func (p Noted) ToggleMark(row, col, d int) (Noted, error) {
	mk, err := p.Marks().ToggleMark(p.Grid, row, col, d)
	if err != nil {
		return p, err
	}
	return Noted{Grid: p.Grid, marks: &mk}, nil
}

// FillMarks notes every empty cell's candidates (Marks.FillMarks).
func (p Noted) FillMarks() (Noted, error) {
	mk, err := p.Marks().FillMarks(p.Grid)
	if err != nil {
		return p, err
	}
	return Noted{Grid: p.Grid, marks: &mk}, nil
}

// Apply makes a move of the search (State.Apply): the marks stay as
// they are.
func (p Noted) Apply(m Move) (Noted, error) {
	g, err := p.Grid.Apply(m)
	return Noted{Grid: g, marks: p.marks}, err
}

// Hint takes a hint's step whole (ApplyHint).
func (p Noted) Hint(st LogicStep) (Noted, error) {
	g, mk, err := ApplyHint(p.Grid, p.Marks(), st)
	if err != nil {
		return p, err
	}
	return Noted{Grid: g, marks: &mk}, nil
}
