package sudoku

import "math/bits"

// The fast engine solves classic 9×9 grids (no diagonals). It keeps, for
// each digit and each band of three rows, the 27 cells where the digit may
// still go as the low bits of a uint32: cell (r, c) is bit (r%3)*9+c of
// band r/3. Propagation, all with a few bit operations and table look-ups:
//   - a band update enforces "once per row and once per box" for one digit
//     in one band (locked candidates and hidden singles of rows and boxes),
//     places the rows that are down to one cell and takes their columns
//     from the other two bands;
//   - a stack update does the same for the columns and boxes of a stack
//     (locked candidates and hidden singles of columns);
//   - naked singles are found for a whole band at once by counting the
//     digits of each cell with bit-sliced adders.
//
// It guesses on a cell with two candidates when there is one (the one that
// sees the most unsolved cells), else on a cell with the fewest.

// board is one node of the search. It is copied by value when guessing.
type board struct {
	cand     [3][9]uint32 // cand[b][d]: cells of band b where digit d+1 may go
	unsolved [3]uint32    // cells not placed yet
	changed  uint64       // bit b*16+d: cand[b][d] changed since its last update
	stacks   uint32       // bit d: digit d changed since its stack update
}

// engine9 is the reusable fast solver: a stack of boards and the answer.
type engine9 struct {
	stack [82]board
	sol   [81]byte // first solution found, as digits 1..9
	count int
	nodes int // boards propagated, for tests and tuning
}

// load sets up the root board from 81 cells (0 for blank, 1..9 for a digit).
func (e *engine9) load(cells *[81]byte) {
	g := &e.stack[0]
	// given[b][v]: cells of band b holding v; slot 0 gathers the blanks,
	// so that the loop has no branch to mispredict.
	var given [3][16]uint32
	for b := 0; b < 3; b++ {
		gb := &given[b]
		for k := 0; k < 27; k++ {
			gb[cells[b*27+k]&15] |= 1 << k
		}
	}
	var any [3]uint32
	for b := 0; b < 3; b++ {
		any[b] = band27 &^ given[b][0]
	}
	t := tables
	for b := 0; b < 3; b++ {
		for d := 0; d < 9; d++ {
			gd := given[b][d+1]
			m := band27 &^ any[b]
			if gd != 0 {
				// A given leaves its row to itself.
				m &^= t.rows[rowsOf(gd)]
				m |= gd
			}
			g.cand[b][d] = m
		}
		g.unsolved[b] = band27
	}
	g.changed = allChanged
	g.stacks = 0x1FF
}

// rowsOf returns the rows (3 bits) of a band that hold a cell of m.
func rowsOf(m uint32) uint32 {
	return (m&row9+row9)>>9 | ((m>>9&row9+row9)>>9)<<1 | ((m>>18+row9)>>9)<<2
}

// stackUpdate enforces, for digit d in each stack of three columns, that
// every band and every column of the stack holds d once. It returns false on
// a contradiction.
func (g *board) stackUpdate(d int) bool {
	x0, x1, x2 := g.cand[0][d], g.cand[1][d], g.cand[2][d]
	p := (x0|x0>>9|x0>>18)&row9 | ((x1|x1>>9|x1>>18)&row9)<<9 | ((x2|x2>>9|x2>>18)&row9)<<18
	t := tables
	const spread = 0x1C0E07 // bits 0-2, 9-11 and 18-20
	s0 := p & spread
	s1 := p >> 3 & spread
	s2 := p >> 6 & spread
	a0 := t.stack[(s0|s0>>6|s0>>12)&row9]
	a1 := t.stack[(s1|s1>>6|s1>>12)&row9]
	a2 := t.stack[(s2|s2>>6|s2>>12)&row9]
	if a0 == 0 || a1 == 0 || a2 == 0 {
		return false
	}
	a := a0 | a1<<3 | a2<<6
	if a == p {
		return true
	}
	y0 := x0 & ((a & row9) * colRep)
	y1 := x1 & ((a >> 9 & row9) * colRep)
	y2 := x2 & ((a >> 18) * colRep)
	if y0 != x0 {
		g.cand[0][d] = y0
		g.changed |= 1 << d
	}
	if y1 != x1 {
		g.cand[1][d] = y1
		g.changed |= 1 << (16 + d)
	}
	if y2 != x2 {
		g.cand[2][d] = y2
		g.changed |= 1 << (32 + d)
	}
	return true
}

// updateAll runs band updates until no band changes. A band update of digit
// d in band b keeps the cells where "once per row, once per box" can still
// hold (a perfect matching of rows to boxes), places the rows that are down
// to one cell, takes those cells from the other digits and their columns
// from the other bands. It returns false on a contradiction. It is one
// function so that the changed and stacks masks stay in registers.
func (g *board) updateAll() bool {
	t := tables
	changed, stacks := g.changed, g.stacks
	for changed != 0 {
		i := bits.TrailingZeros64(changed)
		changed &= changed - 1
		b, d := i>>4, i&15
		x := g.cand[b][d]
		sh := uint32(t.shrink[x&row9]) | uint32(t.shrink[x>>9&row9])<<3 | uint32(t.shrink[x>>18&row9])<<6
		x &= t.matched[sh&511]
		if x == 0 {
			g.changed, g.stacks = 0, 0
			return false
		}
		g.cand[b][d] = x
		stacks |= 1 << d
		one := uint32(t.single[x&row9]) | uint32(t.single[x>>9&row9])<<1 | uint32(t.single[x>>18&row9])<<2
		newly := x & t.rows[one&7] & g.unsolved[b]
		if newly == 0 {
			continue
		}
		g.unsolved[b] &^= newly
		cb := &g.cand[b]
		var ch uint32
		// Unrolled: this is the hottest loop of the solver.
		y0, y1, y2, y3, y4, y5, y6, y7, y8 := cb[0], cb[1], cb[2], cb[3], cb[4], cb[5], cb[6], cb[7], cb[8]
		ch = (y0&newly+band27)>>27 | (y1&newly+band27)>>27<<1 | (y2&newly+band27)>>27<<2 |
			(y3&newly+band27)>>27<<3 | (y4&newly+band27)>>27<<4 | (y5&newly+band27)>>27<<5 |
			(y6&newly+band27)>>27<<6 | (y7&newly+band27)>>27<<7 | (y8&newly+band27)>>27<<8
		cb[0], cb[1], cb[2], cb[3], cb[4], cb[5], cb[6], cb[7], cb[8] = y0&^newly, y1&^newly, y2&^newly, y3&^newly, y4&^newly, y5&^newly, y6&^newly, y7&^newly, y8&^newly
		cb[d] = x
		ch &^= 1 << d
		cols := (newly | newly>>9 | newly>>18) & row9
		cm := cols * colRep
		b1, b2 := otherBands(b)
		z1, z2 := g.cand[b1][d], g.cand[b2][d]
		g.cand[b1][d] = z1 &^ cm
		g.cand[b2][d] = z2 &^ cm
		changed |= uint64(ch)<<(16*b) | uint64((z1&cm+band27)>>27)<<(16*b1+d) | uint64((z2&cm+band27)>>27)<<(16*b2+d)
	}
	g.changed, g.stacks = 0, stacks
	return true
}

// otherBands returns the two bands other than b.
func otherBands(b int) (int, int) {
	switch b {
	case 0:
		return 1, 2
	case 1:
		return 0, 2
	}
	return 0, 1
}

// allChanged marks every digit of every band as changed.
const allChanged = 0x1FF | 0x1FF<<16 | 0x1FF<<32

// Results of propagate.
const (
	pFail = iota
	pSolved
	pGuess
)

// propagate runs band updates, stack updates and naked singles to a fixed
// point. When the board is neither solved nor contradictory it picks a
// guess: digit gd in cell bit gbit of band gb.
func (g *board) propagate() (status, gb, gd int, gbit uint32) {
	for {
		if !g.updateAll() {
			return pFail, 0, 0, 0
		}
		if g.stacks != 0 {
			for s := g.stacks; s != 0; s &= s - 1 {
				if !g.stackUpdate(bits.TrailingZeros32(s)) {
					return pFail, 0, 0, 0
				}
			}
			g.stacks = 0
			if g.changed != 0 {
				continue
			}
		}
		progress := false
		bestBand, bestCell := -1, uint32(0)
		var bvs [3]uint32
		for b := 0; b < 3; b++ {
			u := g.unsolved[b]
			if u == 0 {
				continue
			}
			cb := &g.cand[b]
			var one, two, three uint32
			for e := 0; e < 9; e++ {
				x := cb[e]
				three |= two & x
				two |= one & x
				one |= x
			}
			if u&^one != 0 {
				return pFail, 0, 0, 0
			}
			s := u &^ two
			if s != 0 {
				progress = true
				for e := 0; e < 9; e++ {
					m := cb[e] & s
					if m == 0 {
						continue
					}
					r0, r1, r2 := m&row9, m>>9&row9, m>>18
					if r0&(r0-1)|r1&(r1-1)|r2&(r2-1) != 0 {
						return pFail, 0, 0, 0
					}
					cb[e] &= m | ^tables.rows[rowsOf(m)&7]
					g.changed |= 1 << (16*b + e)
				}
				continue
			}
			if bv := u & two &^ three; bv != 0 {
				bestBand = b
				bvs[b] = bv
			}
		}
		if progress {
			continue
		}
		if g.unsolved[0]|g.unsolved[1]|g.unsolved[2] == 0 {
			return pSolved, 0, 0, 0
		}
		if bestBand < 0 {
			bestBand, bestCell = g.fewest()
		} else {
			bestBand, bestCell = g.chooseBivalue(&bvs)
		}
		cb := &g.cand[bestBand]
		for e := 0; e < 9; e++ {
			if cb[e]&bestCell != 0 {
				return pGuess, bestBand, e, bestCell
			}
		}
		return pFail, 0, 0, 0
	}
}

// fewest returns the unsolved cell with the fewest candidates.
func (g *board) fewest() (int, uint32) {
	bestB, bestBit, bestN := 0, uint32(0), 10
	for b := 0; b < 3; b++ {
		for u := g.unsolved[b]; u != 0; u &= u - 1 {
			bit := u & -u
			n := 0
			for e := 0; e < 9; e++ {
				if g.cand[b][e]&bit != 0 {
					n++
				}
			}
			if n < bestN {
				bestB, bestBit, bestN = b, bit, n
			}
		}
	}
	return bestB, bestBit
}

// place puts digit d in cell bit of band b: the rest of its row loses d.
func (g *board) place(b, d int, bit uint32) {
	g.cand[b][d] &= bit | ^tables.rows[rowsOf(bit)&7]
	g.changed |= 1 << (16*b + d)
}

// remove takes digit d out of cell bit of band b.
func (g *board) remove(b, d int, bit uint32) {
	g.cand[b][d] &^= bit
	g.changed |= 1 << (16*b + d)
}

// run searches from the loaded root board and counts solutions up to limit.
// The first solution is kept in e.sol. A guess copies the board one level
// up and places the digit there, while the board below loses the digit: it
// is the other branch, taken on the way back. Every level has placed one
// more cell than the one below, so 82 levels always suffice.
func (e *engine9) run(limit int) int {
	e.count = 0
	e.nodes = 0
	depth := 0
	for {
		g := &e.stack[depth]
		e.nodes++
		status, b, d, bit := g.propagate()
		if status == pGuess && depth+1 < len(e.stack) {
			n := &e.stack[depth+1]
			*n = *g
			g.remove(b, d, bit)
			n.place(b, d, bit)
			depth++
			continue
		}
		if status == pSolved {
			e.count++
			if e.count == 1 {
				e.save(g)
			}
			if e.count >= limit {
				return e.count
			}
		}
		if depth == 0 {
			return e.count
		}
		depth--
	}
}

// save writes the solved board g into e.sol.
func (e *engine9) save(g *board) {
	for b := 0; b < 3; b++ {
		for d := 0; d < 9; d++ {
			for x := g.cand[b][d]; x != 0; x &= x - 1 {
				e.sol[b*27+bits.TrailingZeros32(x)] = byte(d + 1)
			}
		}
	}
}

// chooseBivalue picks, among the bivalue cells bvs of each band, the one
// that sees the most unsolved cells (in its row, column and box, each cell
// once): guessing there settles or narrows the most cells, whichever way
// the guess goes. Counting each cell once matters: on the hardest sets it
// searches about a fifth fewer boards than adding up row, column and box.
func (g *board) chooseBivalue(bvs *[3]uint32) (int, uint32) {
	t := tables
	bestB, bestBit, bestS := 0, uint32(0), -1
	for b := 0; b < 3; b++ {
		x := bvs[b]
		if x == 0 {
			continue
		}
		b1, b2 := otherBands(b)
		ub := g.unsolved[b]
		// The other bands' unsolved cells, one band a half, for the column.
		others := uint64(g.unsolved[b1]) | uint64(g.unsolved[b2])<<32
		for ; x != 0; x &= x - 1 {
			k := bits.TrailingZeros32(x) & 31
			sc := bits.OnesCount32(ub&t.peers[k]) + bits.OnesCount64(others&t.column[k])
			if sc >= bestS {
				bestB, bestBit, bestS = b, x&-x, sc
			}
		}
	}
	return bestB, bestBit
}
