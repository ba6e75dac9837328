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
	var live uint16                   // regions that still need stars
	for g := 0; g < e.n; g++ {
		if f.regNeed[g] == 0 {
			continue // a full region has no candidates left
		}
		live |= 1 << g
		var rows, cols uint16
		for r := e.top[g]; r <= e.bot[g]; r++ {
			m := f.cand[r] & e.reg[g][r]
			rows |= uint16((uint32(m)+0xffff)>>16) << r // bit r set when m is not empty, without a branch
			cols |= m
		}
		rowSpan[g], colSpan[g] = rows, cols
	}
	why, changed := e.band(f, live, &rowSpan, &f.rowNeed, false)
	if why != failNone {
		return why, false
	}
	why, changedCols := e.band(f, live, &colSpan, &f.colNeed, true)
	return why, changed || changedCols
}

// Bytes packed eight to a uint64, one for each band starting at a line:
// byte h stands for the band of lines a..a+h.
const (
	eachByte = 0x0101010101010101 // 1 in every byte
	highBits = 0x8080808080808080 // the top bit of every byte
)

// atLeast returns, in the top bit of each byte, whether that byte of x is
// at least that byte of y. Every byte of both must be below 128.
func atLeast(x, y uint64) uint64 {
	return ((x | highBits) - y) & highBits // no byte borrows from the next: x's is at least 128
}

// band is the pigeonhole rule along one direction: live holds the regions
// that still need stars, span the lines (rows, or columns when cols is set)
// where each region has candidates and need the stars each line still
// needs. A live region has candidates, or checkUnits would have failed it.
//
// For a band of lines a..b, inside is what the regions lying in it need,
// touching what the regions reaching into it need, and lineNeed what its
// lines need. The rule fails when inside > lineNeed or touching < lineNeed,
// and can rule candidates out only when one of them is equal. That is rare,
// so the bands starting at a line are first compared all at once, a byte
// each (the needs are below 128: at most 16 regions of 4 stars); only the
// bands flagged there are looked at one by one.
//
// Bands start at a line that needs stars, end at one too (a full line adds
// nothing to the band before it) and span at most half the grid (longer
// bands taught nothing in tests, and the whole grid never does).
func (e *engine) band(f *frame, live uint16, span *[MaxN]uint16, need *[MaxN]int8, cols bool) (int, bool) {
	n, longest := e.n, e.n/2
	// startAt[i], endAt[i]: the stars needed by the regions whose first,
	// last line is i; insideFrom[i], byte h: by the regions that lie in
	// lines i..i+h (first those starting at line i, then, below, all).
	var startAt, endAt [MaxN]int
	var insideFrom [MaxN + 1]uint64
	total := 0 // the stars all live regions need
	for m := live; m != 0; m &= m - 1 {
		g := bits.TrailingZeros16(m)
		lo, hi := bits.TrailingZeros16(span[g]), 15-bits.LeadingZeros16(span[g])
		need := int(f.regNeed[g])
		total += need
		startAt[lo] += need
		endAt[hi] += need
		if hi-lo < 8 { // inside the bands from lo that reach hi
			insideFrom[lo] += uint64(need) * (eachByte << (8 * (hi - lo)))
		}
	}
	// Flag the bands worth a closer look, from the last line to the first:
	// the bands from line a are those from line a+1 with line a put on
	// top, so each packed value moves up a byte and takes line a's value
	// in byte 0.
	var events [MaxN]uint64 // top bit of byte h: look at the band a..a+h
	var lineNeeds, touchings [MaxN]uint64
	var any uint64
	var needs uint64                        // byte h: the stars line a+h needs
	var open uint64                         // byte h: 0x80 when line a+h needs stars
	var startAfter uint64                   // byte h: the stars needed by the regions starting after line a+h
	starting := 0                           // the stars needed by the regions starting at line a+1 or later
	endBefore := total                      // the stars needed by the regions ending before line a
	short := ^uint64(0) >> (64 - 8*longest) // bands of at most longest lines
	for a := n - 1; a >= 0; a-- {
		endBefore -= endAt[a]
		needs = needs<<8 | uint64(need[a])
		open = open<<8 | uint64(min(need[a], 1))<<7
		if a+1 < n {
			insideFrom[a] += insideFrom[a+1] << 8
			startAfter = startAfter<<8 | uint64(starting)
		}
		starting += startAt[a]
		if need[a] == 0 {
			// A full line has no candidates: the band says no more than
			// the one starting at the next line.
			continue
		}
		lineNeed := needs * eachByte                              // each byte adds up the bytes below it
		touching := uint64(total-endBefore)*eachByte - startAfter // neither wholly before nor wholly after
		ev := atLeast(insideFrom[a], lineNeed) | atLeast(lineNeed, touching)
		ev &= open & short // bands ending at a line of the grid that needs stars
		events[a], lineNeeds[a], touchings[a] = ev, lineNeed, touching
		any |= ev
	}
	if any == 0 {
		return failNone, false
	}
	changed := false
	for a := 0; a < n; a++ {
		for ev := events[a]; ev != 0; ev &= ev - 1 {
			h := bits.TrailingZeros64(ev) / 8
			b := a + h
			inside := int(insideFrom[a] >> (8 * h) & 0xff)
			lineNeed := int(lineNeeds[a] >> (8 * h) & 0xff)
			touching := int(touchings[a] >> (8 * h) & 0xff)
			if inside > lineNeed || touching < lineNeed {
				if cols {
					return failColBand + a<<4 | b, false
				}
				return failRowBand + a<<4 | b, false
			}
			// Act only when some candidate would go: a region in the band
			// that is not inside it, or a touching region seen outside.
			band := uint16(1<<(b+1)) - uint16(1<<a)
			var inSet, within uint16 // regions lying in the band, with candidates in it
			for m := live; m != 0; m &= m - 1 {
				g := bits.TrailingZeros16(m)
				if span[g]&^band == 0 {
					inSet |= 1 << g
				}
				if span[g]&band != 0 {
					within |= 1 << g
				}
			}
			if inside == lineNeed && inside > 0 {
				if within&^inSet != 0 && e.onlyInside(f, a, b, inSet, cols) {
					changed = true
				}
			}
			if touching == lineNeed && touching > inside {
				// live&^inSet: the regions with candidates outside the band.
				if live&^inSet&within != 0 && e.onlyFrom(f, a, b, within, cols) {
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
	keep := e.regionCells(in)
	changed := false
	for r := 0; r < e.n; r++ {
		var drop uint16
		switch {
		case cols:
			drop = band &^ keep[r]
		case r >= a && r <= b:
			drop = ^keep[r]
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
	cells := e.regionCells(touch)
	changed := false
	for r := 0; r < e.n; r++ {
		var drop uint16
		switch {
		case cols:
			drop = cells[r] &^ band
		case r < a || r > b:
			drop = cells[r]
		}
		if f.cand[r]&drop != 0 {
			f.cand[r] &^= drop
			changed = true
		}
	}
	return changed
}

// regionCells returns, row by row, the cells of the regions in set.
func (e *engine) regionCells(set uint16) [MaxN]uint16 {
	var cells [MaxN]uint16
	for ; set != 0; set &= set - 1 {
		g := bits.TrailingZeros16(set)
		for r := e.top[g]; r <= e.bot[g]; r++ {
			cells[r] |= e.reg[g][r]
		}
	}
	return cells
}
