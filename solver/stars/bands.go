package stars

import "math/bits"

// bands applies the pigeonhole rule to every band of consecutive rows and
// of consecutive columns: the regions whose candidates all lie inside a
// band must get their stars there, and the regions that reach into a band
// must supply all of its stars. When the needs balance exactly, the other
// candidates are ruled out. It returns a failure code and whether any
// candidate was removed.
func (e *engine) bands(f *frame) (int, bool) {
	var rowSpan, colSpan [MaxN]uint16 // rows and columns where each region has candidates
	var rowRegs, colRegs [MaxN]uint16 // regions with candidates in each row and column
	for r := 0; r < e.n; r++ {
		for m := f.cand[r]; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			g := e.regionOf[r*MaxN+c]
			rowSpan[g] |= 1 << r
			colSpan[g] |= 1 << c
			rowRegs[r] |= 1 << g
			colRegs[c] |= 1 << g
		}
	}
	why, changed := e.band(f, &rowSpan, &rowRegs, &f.rowNeed, false)
	if why != failNone {
		return why, false
	}
	why, changedCols := e.band(f, &colSpan, &colRegs, &f.colNeed, true)
	return why, changed || changedCols
}

// band is the pigeonhole rule along one direction: span holds the lines
// (rows, or columns when cols is set) where each region has candidates and
// need the stars each line still needs; regs holds the regions with
// candidates in each line.
func (e *engine) band(f *frame, span, regs *[MaxN]uint16, need *[MaxN]int8, cols bool) (int, bool) {
	n := e.n
	var lo, hi [MaxN]int
	var live uint16 // regions that still need stars
	for g := 0; g < n; g++ {
		if f.regNeed[g] > 0 {
			live |= 1 << g
			lo[g] = bits.TrailingZeros16(span[g])
			hi[g] = 15 - bits.LeadingZeros16(span[g])
		}
	}
	var before, after [MaxN + 1]uint16 // regions with candidates before line i, after line i-1
	for i := 0; i < n; i++ {
		before[i+1] = before[i] | regs[i]
		after[n-1-i] = after[n-i] | regs[n-1-i]
	}
	// insideNeed[a][b]: needs of the live regions lying in lines a..b, from the
	// needs by first and last line; endBefore[a]: of those ending before a;
	// startAfter[b]: of those starting after b.
	var byLoHi, insideNeed [MaxN + 1][MaxN]int16
	var endBefore, startAfter [MaxN + 1]int16
	total := int16(0)
	for m := live; m != 0; m &= m - 1 {
		g := bits.TrailingZeros16(m)
		need := int16(f.regNeed[g])
		byLoHi[lo[g]][hi[g]] += need
		endBefore[hi[g]+1] += need
		startAfter[lo[g]] += need
		total += need
	}
	for i := 1; i <= n; i++ {
		endBefore[i] += endBefore[i-1]
	}
	for i := n - 1; i >= 0; i-- {
		startAfter[i] += startAfter[i+1] // now: needs of regions starting at i or later
	}
	for a := n - 1; a >= 0; a-- {
		row := int16(0)
		for b := a; b < n; b++ {
			row += byLoHi[a][b]
			insideNeed[a][b] = insideNeed[a+1][b] + row
		}
	}
	changed := false
	for a := 0; a < n; a++ {
		if need[a] == 0 {
			// A full line has no candidates: the band says no more than
			// the one starting at the next line.
			continue
		}
		var within uint16 // regions with candidates in lines a..b
		lineNeed := 0
		for b := a; b < n && b < a+n/2; b++ { // longer bands taught nothing in tests
			lineNeed += int(need[b])
			within |= regs[b]
			inside := int(insideNeed[a][b])
			touching := int(total - endBefore[a] - startAfter[b+1])
			if a == 0 && b == n-1 {
				break // the whole grid: nothing to learn
			}
			if need[b] == 0 && b > a {
				continue // same as the band ending one line earlier
			}
			if inside > lineNeed || touching < lineNeed {
				if cols {
					return failColBand + a<<4 | b, false
				}
				return failRowBand + a<<4 | b, false
			}
			// Act only when some candidate would go: a region in the band
			// that is not inside it, or a touching region seen outside.
			if inside == lineNeed && inside > 0 {
				inSet := regionsWithin(live, &lo, &hi, a, b)
				if within&^inSet != 0 && e.onlyInside(f, a, b, inSet, cols) {
					changed = true
				}
			}
			if touching == lineNeed && touching > inside {
				if (before[a]|after[b+1])&within != 0 && e.onlyFrom(f, a, b, within, cols) {
					changed = true
				}
			}
		}
	}
	return failNone, changed
}

// onlyInside rules out the candidates in lines a..b that are not in a
// region lying wholly inside those lines.
func (e *engine) onlyInside(f *frame, a, b int, in uint16, cols bool) bool {
	band := uint16(1<<(b+1)) - uint16(1<<a)
	changed := false
	for r := 0; r < e.n; r++ {
		var drop uint16
		switch {
		case cols:
			drop = band &^ e.regionCells(in, r)
		case r >= a && r <= b:
			drop = ^e.regionCells(in, r)
		}
		if f.cand[r]&drop != 0 {
			f.cand[r] &^= drop
			changed = true
		}
	}
	return changed
}

// onlyFrom rules out the candidates outside lines a..b of the regions that
// reach into those lines.
func (e *engine) onlyFrom(f *frame, a, b int, touch uint16, cols bool) bool {
	band := uint16(1<<(b+1)) - uint16(1<<a)
	changed := false
	for r := 0; r < e.n; r++ {
		var drop uint16
		switch {
		case cols:
			drop = e.regionCells(touch, r) &^ band
		case r < a || r > b:
			drop = e.regionCells(touch, r)
		}
		if f.cand[r]&drop != 0 {
			f.cand[r] &^= drop
			changed = true
		}
	}
	return changed
}

// regionsWithin returns the live regions whose candidates lie in lines a..b.
func regionsWithin(live uint16, lo, hi *[MaxN]int, a, b int) uint16 {
	var in uint16
	for m := live; m != 0; m &= m - 1 {
		if g := bits.TrailingZeros16(m); lo[g] >= a && hi[g] <= b {
			in |= 1 << g
		}
	}
	return in
}

// regionCells returns the cells of row r that belong to the regions in set.
func (e *engine) regionCells(set uint16, r int) uint16 {
	var m uint16
	for ; set != 0; set &= set - 1 {
		m |= e.reg[bits.TrailingZeros16(set)][r]
	}
	return m
}
