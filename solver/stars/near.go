package stars

import "math/bits"

// spread returns m with every bit's neighbours set too.
func spread(m uint16) uint16 {
	return m | m<<1 | m>>1
}

// lookahead rules out every candidate whose star would at once leave some
// nearby row, column or region without room for the stars it still needs
// (room as propagate counts it). It returns whether any candidate went.
func (e *engine) lookahead(f *frame) bool {
	n := e.n
	// Only units near a cell that left the candidates since the last look
	// can have changed their verdict.
	var rows, cols uint16
	for r := 0; r < n; r++ {
		if gone := f.seen[r] &^ f.cand[r]; gone != 0 {
			rows |= 1 << r
			cols |= gone
		}
	}
	f.seen = f.cand
	if f.fresh {
		f.fresh = false
		rows, cols = e.full, e.full
	}
	if rows == 0 {
		return false
	}
	nearRows, nearCols := spread(rows), spread(cols)
	changed := false
	for r := 0; r < n; r++ {
		need := int(f.rowNeed[r])
		if need == 0 || nearRows>>r&1 == 0 {
			continue
		}
		var around uint16 // candidates above and below
		if r > 0 {
			around |= f.cand[r-1]
		}
		if r+1 < n {
			around |= f.cand[r+1]
		}
		if kill := breakers(f.cand[r], around, need); kill != 0 {
			changed = e.drop(f, r-1, kill) || changed
			changed = e.drop(f, r+1, kill) || changed
		}
	}
	// colCand is as of the last settle, so it may hold cells dropped
	// above: a superset of the candidates only makes the rule weaker.
	for c := 0; c < n; c++ {
		need := int(f.colNeed[c])
		if need == 0 || nearCols>>c&1 == 0 {
			continue
		}
		var around uint16
		if c > 0 {
			around |= f.colCand[c-1]
		}
		if c+1 < n {
			around |= f.colCand[c+1]
		}
		b := uint16(1) << c
		for kill := breakers(f.colCand[c], around, need); kill != 0; kill &= kill - 1 {
			changed = e.drop(f, bits.TrailingZeros16(kill), b<<1|b>>1) || changed
		}
	}
	for g := 0; g < n; g++ {
		if f.regNeed[g] > 0 && e.near[g][0]&rows != 0 && e.near[g][1]&cols != 0 && e.regionLookahead(f, g) {
			changed = true
		}
	}
	return changed
}

// tooFewApart reports whether fewer than need cells of m are pairwise
// apart, that is maxApart(m) < need, with shortcuts for the common needs.
func tooFewApart(m uint16, need int) bool {
	switch need {
	case 1:
		return m == 0
	case 2:
		// At most one apart cell: m is empty, one cell or two neighbours.
		low := m & -m
		return m&^(low|low<<1) == 0
	}
	return maxApart(m) < need
}

// breakers returns the positions among around at which a star in a
// neighbouring line would leave line (the candidates of a line needing
// need stars) without room for them.
func breakers(line, around uint16, need int) uint16 {
	// Three cells in a row hold at most two apart: with two to spare, no
	// single star can break the line.
	if maxApart(line) >= need+2 {
		return 0
	}
	var kill uint16
	for m := around & spread(line); m != 0; m &= m - 1 {
		b := m & -m
		if tooFewApart(line&^spread(b), need) {
			kill |= b
		}
	}
	return kill
}

// regionLookahead rules out the candidates in and around region g whose
// star would leave g too little room: too few candidates that are pairwise
// apart, counted over pairs of rows (top, top+1), (top+2, top+3), ... as
// propagate does.
func (e *engine) regionLookahead(f *frame, g int) bool {
	n, need := e.n, int(f.regNeed[g])
	top, bot := e.top[g], e.bot[g]
	var cells [MaxN + 1]uint16 // candidates of g by row
	for r := top; r <= bot; r++ {
		cells[r] = f.cand[r] & e.reg[g][r]
	}
	var pairRoom [MaxN / 2]int
	total := 0
	for i := top; i <= bot; i += 2 {
		pairRoom[(i-top)/2] = maxApart(cells[i] | cells[i+1])
		total += pairRoom[(i-top)/2]
	}
	// One star removes a 3×3 block: at most two pairs of rows, and at
	// most two apart cells from each.
	if total-4 >= need {
		return false
	}
	changed := false
	for r := max(top-1, 0); r <= min(bot+1, n-1); r++ {
		around := cells[r] | cells[r+1] // g's candidates in rows r-1..r+1
		if r > 0 {
			around |= cells[r-1]
		}
		for m := f.cand[r] & spread(around); m != 0; m &= m - 1 {
			b := m & -m
			want := need
			if cells[r]&b != 0 {
				want-- // a star of g itself
			}
			if want == 0 {
				continue
			}
			// The pairs of rows the 3×3 block around b touches: the rest
			// keep their room, which may already be enough.
			first := (max(top, r-1) - top) / 2
			last := (min(bot, r+1) - top) / 2
			room := total
			for j := first; j <= last; j++ {
				room -= pairRoom[j]
			}
			if room >= want {
				continue
			}
			near := spread(b)
			for j := first; j <= last && room < want; j++ {
				a := top + 2*j // the pair is rows a and a+1
				lo, hi := cells[a], cells[a+1]
				if a >= r-1 {
					lo &^= near
				}
				if a+1 <= r+1 {
					hi &^= near
				}
				room += maxApart(lo | hi)
			}
			if room < want {
				f.cand[r] &^= b
				changed = true
			}
		}
	}
	return changed
}

// drop removes kill from the candidates of row r (if on the grid) and
// reports whether that removed any.
func (e *engine) drop(f *frame, r int, kill uint16) bool {
	if r < 0 || r >= e.n || f.cand[r]&kill == 0 {
		return false
	}
	f.cand[r] &^= kill
	return true
}
