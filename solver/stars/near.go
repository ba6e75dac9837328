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
	// The rows next to one that lost candidates are looked at too, in
	// order, as they may lose some to the rows before them in this pass;
	// a row whose candidates are as they were rules out nothing new.
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
	// a look: the columns in cols are those whose colCand changed since
	// the last look. It may hold cells dropped above, and a superset of
	// the candidates only makes the rule weaker.
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
	// The regions near the rows and columns that lost candidates, if they
	// lost some themselves (counting what went during this pass):
	// regionLookahead checks that.
	for g := 0; g < n; g++ {
		if f.regNeed[g] > 0 && e.near[g][0]&rows != 0 && e.near[g][1]&cols != 0 &&
			e.regionLookahead(f, g, &seen, fresh) {
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
// propagate does. Unless fresh, it does so only if g has lost candidates
// since seen (see lookahead).
//
// The 3×3 block around a star in row r touches two of those pairs: one
// with both rows in the block and one with a single row in it (either may
// lie outside the region, and is then empty). The other pairs keep their
// room.
func (e *engine) regionLookahead(f *frame, g int, seen *[MaxN]uint16, fresh bool) bool {
	n, need := e.n, int(f.regNeed[g])
	top, bot := e.top[g], e.bot[g]
	// cells[r+2]: candidates of g in row r, empty from two rows above the
	// region to three below it.
	var cells [MaxN + 5]uint16
	var lost uint16
	for r := top; r <= bot; r++ {
		cells[r+2] = f.cand[r] & e.reg[g][r]
		lost |= seen[r] & e.reg[g][r] &^ cells[r+2]
	}
	if lost == 0 && !fresh {
		return false
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
