package sudoku

// Sees reports whether the distinct cells i and j of a grid with parameters
// p share a unit: a row, a column, a box or, with the X rule, a diagonal.
func (p Params) Sees(i, j int) bool {
	n := p.Size
	if i == j || i < 0 || j < 0 || i >= n*n || j >= n*n {
		return false
	}
	ri, ci, rj, cj := i/n, i%n, j/n, j%n
	switch {
	case ri == rj, ci == cj, p.Box(ri, ci) == p.Box(rj, cj):
		return true
	case p.X && ri == ci && rj == cj:
		return true
	case p.X && ri+ci == n-1 && rj+cj == n-1:
		return true
	}
	return false
}

// ClearPeers returns the marks with digit d taken out of every cell that
// shares a unit with cell i of s: once d is written in i, it can go in none
// of them, and a player expects those marks to go.
func (mk Marks) ClearPeers(s State, i, d int) Marks {
	p := s.Params()
	if d < 1 || d > p.Size {
		return mk
	}
	bit := DigitSet(1) << (d - 1)
	for j := 0; j < s.NumCells(); j++ {
		if mk[j]&bit != 0 && p.Sees(i, j) {
			mk[j] &^= bit
		}
	}
	return mk
}
