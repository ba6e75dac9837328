package stars

import (
	"encoding/binary"
	"math/bits"
)

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
			rows |= uint16((uint32(m)+0xffff)>>16) << r // bit r: m is not empty
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
	return (x | highBits - y) & highBits
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
// bands that pass are looked at one by one.
//
// Bands start at a line that needs stars, end at one too (a full line adds
// nothing to the band before it) and span at most half the grid (longer
// bands taught nothing in tests, and the whole grid never does).
func (e *engine) band(f *frame, live uint16, span *[MaxN]uint16, need *[MaxN]int8, cols bool) (int, bool) {
	n, longest := e.n, e.n/2
	// startAt[i], endAt[i]: the stars needed by the regions whose first,
	// last line is i; insideFrom[i]: the bands from line i, what the
	// regions from line i on that lie within them need.
	var startAt, endAt [MaxN]int
	var insideFrom [MaxN + 1]uint64
	for m := live; m != 0; m &= m - 1 {
		g := bits.TrailingZeros16(m)
		lo, hi := bits.TrailingZeros16(span[g]), 15-bits.LeadingZeros16(span[g])
		need := int(f.regNeed[g])
		startAt[lo] += need
		endAt[hi] += need
		if hi-lo < 8 { // inside the bands from lo that reach hi
			insideFrom[lo] += uint64(need) * (eachByte << (8 * (hi - lo)))
		}
	}
	// after[i]: the stars needed by the regions that start at line i or
	// later; before[i]: by the lines before line i; open[i]: 0x80 when
	// line i still needs stars. All are zero past the grid but before,
	// which stays at its total, so that eight bytes can be read from any
	// line.
	var after, before, open [MaxN + 9]uint8
	for i, sum := n-1, 0; i >= 0; i-- {
		sum += startAt[i]
		after[i] = uint8(sum)
	}
	for i, sum := 0, 0; i < len(before); i++ {
		before[i] = uint8(sum)
		if i < n {
			sum += int(need[i])
			open[i] = uint8(min(int(need[i]), 1) << 7)
		}
	}
	// The bands worth a closer look, from the last line up so that
	// insideFrom builds on the next line's: the bands from line a are
	// those from line a+1 with line a added.
	var events [MaxN]uint64 // top bit of byte h: look at the band a..a+h
	var reach [MaxN]int     // the stars needed by the regions not wholly before line a
	var any uint64
	endBefore := int(after[0]) // the stars needed by the regions ending before line a
	for a := n - 1; a >= 0; a-- {
		endBefore -= endAt[a]
		if a+1 < n {
			insideFrom[a] += insideFrom[a+1] << 8
		}
		if need[a] == 0 {
			// A full line has no candidates: the band says no more than
			// the one starting at the next line.
			continue
		}
		reach[a] = int(after[0]) - endBefore
		lineNeed := binary.LittleEndian.Uint64(before[a+1:]) - uint64(before[a])*eachByte
		touching := uint64(reach[a])*eachByte - binary.LittleEndian.Uint64(after[a+1:])
		ev := atLeast(insideFrom[a], lineNeed) | atLeast(lineNeed, touching)
		ev &= binary.LittleEndian.Uint64(open[a:])     // bands ending at a line that needs stars
		ev &= ^uint64(0) >> (64 - 8*min(longest, n-a)) // bands inside the grid and short enough
		events[a] = ev
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
			lineNeed := int(before[b+1] - before[a])
			touching := reach[a] - int(after[b+1])
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

// regionCells returns the cells of row r that belong to the regions in set.
func (e *engine) regionCells(set uint16, r int) uint16 {
	var m uint16
	for ; set != 0; set &= set - 1 {
		m |= e.reg[bits.TrailingZeros16(set)][r]
	}
	return m
}
