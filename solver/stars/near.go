package stars

import "math/bits"

// spread returns m with every bit's neighbours set too.
func spread(m uint16) uint16 {
	return m | m<<1 | m>>1
}

// lookahead rules out every candidate whose star would at once leave some
// nearby row, column or region without room for the stars it still needs
// (room as propagate counts it). It returns whether any candidate went.
//
// A unit's verdicts depend only on its own candidates and its need (which
// drops only with one of them), and candidates only ever go: a unit that
// lost none since the last look rules out nothing new, so only the units
// that lost some are looked at again (all of them the first time).
func (e *engine) lookahead(f *frame) bool {
	n := e.n
	var rows, cols uint16 // rows and columns that lost candidates since the last look
	for r := 0; r < n; r++ {
		if gone := f.seen[r] &^ f.cand[r]; gone != 0 {
			rows |= 1 << r
			cols |= gone
		}
	}
	seen := f.seen
	f.seen = f.cand
	fresh := f.fresh
	if fresh {
		f.fresh = false
		rows, cols = e.full, e.full
	}
	if rows == 0 {
		return false
	}
	changed := false
	// A row can also lose candidates to the rows looked at before it in
	// this pass: those next to a row that lost some are checked again.
	for m := spread(rows) & e.full; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		need := int(f.rowNeed[r])
		if need == 0 || !fresh && f.cand[r] == seen[r] {
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
	// colCand is as of the last settle, which propagate runs just before
	// a look: it may hold cells dropped above, and a superset of the
	// candidates only makes the rule weaker.
	for m := cols; m != 0; m &= m - 1 {
		c := bits.TrailingZeros16(m)
		need := int(f.colNeed[c])
		if need == 0 {
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
	// The regions that still need stars and have cells near the rows and
	// near the columns that lost candidates; a region, too, can lose
	// candidates during this pass.
	var nearRows, nearCols, live uint16
	for m := rows; m != 0; m &= m - 1 {
		nearRows |= e.rowNear[bits.TrailingZeros16(m)]
	}
	for m := cols; m != 0; m &= m - 1 {
		nearCols |= e.colNear[bits.TrailingZeros16(m)]
	}
	for g := 0; g < n; g++ {
		live |= uint16(min(f.regNeed[g], 1)) << g
	}
	for m := live & nearRows & nearCols; m != 0; m &= m - 1 {
		if g := bits.TrailingZeros16(m); (fresh || e.lost(g, &seen, &f.cand)) && e.regionLookahead(f, g) {
			changed = true
		}
	}
	return changed
}

// lost reports whether region g has a cell in was that is not in now.
func (e *engine) lost(g int, was, now *[MaxN]uint16) bool {
	for r := e.top[g]; r <= e.bot[g]; r++ {
		if was[r]&^now[r]&e.reg[g][r] != 0 {
			return true
		}
	}
	return false
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
//
// The 3×3 block around a star in row r touches two of those pairs: one
// with both rows in the block and one with a single row in it (either may
// lie outside the region, and is then empty). The other pairs keep their
// room.
func (e *engine) regionLookahead(f *frame, g int) bool {
	n, need := e.n, int(f.regNeed[g])
	top, bot := e.top[g], e.bot[g]
	// cells[r+2]: candidates of g in row r, empty from two rows above the
	// region to three below it.
	var cells [MaxN + 5]uint16
	for r := top; r <= bot; r++ {
		cells[r+2] = f.cand[r] & e.reg[g][r]
	}
	// pairRoom[j+1]: room of the pair of rows top+2j and top+2j+1, empty
	// for j = -1 and past the region.
	var pairRoom [MaxN/2 + 3]int
	total := 0
	for j, r := 1, top; r <= bot; j, r = j+1, r+2 {
		pairRoom[j] = maxApart(cells[r+2] | cells[r+3])
		total += pairRoom[j]
	}
	// One star removes a 3×3 block: at most two pairs of rows, and at
	// most two apart cells from each.
	if total-4 >= need {
		return false
	}
	changed := false
	for r := max(top-1, 0); r <= min(bot+1, n-1); r++ {
		// both: the pair with both rows in the block; in and out: the
		// rows of the other touched pair inside and outside the block;
		// rest: the room of the pairs the block misses, which may
		// already be enough for any star of the row.
		c := cells[r : r+5 : r+5] // rows r-2 .. r+2
		j := (r-top)>>1 + 1       // r is in the pair pairRoom[j]
		var both, in, out uint16
		var rest int
		if (r-top)&1 == 0 { // r starts its pair: rows r, r+1 and r-1 (with r-2)
			both, in, out = c[2]|c[3], c[1], c[0]
			rest = total - pairRoom[j] - pairRoom[j-1]
		} else { // r ends its pair: rows r-1, r and r+1 (with r+2)
			both, in, out = c[1]|c[2], c[3], c[4]
			rest = total - pairRoom[j] - pairRoom[j+1]
		}
		if rest >= need {
			continue
		}
		for m := f.cand[r] & spread(c[1]|c[2]|c[3]); m != 0; m &= m - 1 {
			b := m & -m
			want := need
			if c[2]&b != 0 {
				want-- // a star of g itself
			}
			near := spread(b)
			if want > 0 && rest+maxApart(both&^near)+maxApart(in&^near|out) < want {
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
