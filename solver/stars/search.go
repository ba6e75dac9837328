package stars

import "math/bits"

// frame is one node of the search: the stars placed so far, the cells that
// may still take a star, and how many stars each unit still needs. It is
// copied on every branch, so backtracking is just dropping the copy.
type frame struct {
	cand    [MaxN]uint16 // cells that may still take a star
	star    [MaxN]uint16 // stars placed
	rowNeed [MaxN]int8
	colNeed [MaxN]int8
	regNeed [MaxN]int8
	left    int // stars still to place in the whole grid
	// seen is cand as lookahead last saw it: lookahead only re-examines
	// what changed since (a child starts from its parent's).
	seen  [MaxN]uint16
	fresh bool // lookahead has not looked yet: examine everything
	// last is cand as settle last saw it; colCand (bit r of colCand[c])
	// and regCount follow cand as of then.
	last     [MaxN]uint16
	colCand  [MaxN]uint16
	regCount [MaxN]int16 // a region can have up to 241 cells
	settled  bool        // settle has run once
}

// engine holds what one search needs: the layout as bitmasks, the limits,
// the counters and the optional trace. It lives for one Solve or Count call.
type engine struct {
	n, k     int
	full     uint16             // the n low bits
	reg      [MaxN][MaxN]uint16 // reg[g][r]: cells of region g in row r
	top, bot [MaxN]int          // first and last row of each region
	near     [MaxN][2]uint16    // rows and columns within one cell of each region
	size     [MaxN]int16        // cells of each region
	regionOf [MaxN * MaxN]uint8 // region index of cell r*MaxN+c
	limit    int                // stop after this many solutions
	maxNodes int                // give up after this many nodes; 0: never
	gaveUp   bool               // stopped at maxNodes
	found    int                // solutions found
	nodes    int                // search nodes visited
	done     bool               // limit reached: unwind
	trace    bool               // record steps
	steps    []Step             // the trace, when recording
	keep     bool               // keep every solution in sols
	first    [MaxN]uint16       // stars of the first solution
	sols     [][MaxN]uint16     // every solution, when keep
	given    [MaxN]uint16       // stars of the starting position, never removed
}

// Failure codes returned by propagate: which unit ran out of room. The
// unit index is added to the base.
const (
	failNone    = 0
	failRow     = 1 << 8
	failCol     = 2 << 8
	failRegion  = 3 << 8
	failRowPair = 4 << 8
	failColPair = 5 << 8
	failRowBand = 6 << 8 // index: first row << 4 | last row
	failColBand = 7 << 8 // index: first column << 4 | last column
)

// init prepares e for a search of layout p with k stars per unit.
func (e *engine) init(p *Puzzle) {
	*e = engine{}
	e.n, e.k, e.full, e.regionOf = p.n, p.k, uint16(1<<p.n-1), p.region
	for r := 0; r < p.n; r++ {
		for c := 0; c < p.n; c++ {
			e.reg[p.region[r*MaxN+c]][r] |= 1 << c
		}
	}
	for g := range e.top {
		e.top[g], e.bot[g] = p.n, -1
		var rows, cols uint16
		for r := 0; r < p.n; r++ {
			if e.reg[g][r] != 0 {
				e.top[g], e.bot[g] = min(e.top[g], r), r
				rows |= 1 << r
				cols |= e.reg[g][r]
				e.size[g] += int16(bits.OnesCount16(e.reg[g][r]))
			}
		}
		e.near[g] = [2]uint16{spread(rows), spread(cols)}
	}
}

// start returns the root frame for a position with the given stars and
// dots. Call it before turning the trace on: the given stars are not steps
// of the search.
func (e *engine) start(star, dot *[MaxN]uint16) frame {
	var f frame
	for i := 0; i < e.n; i++ {
		f.cand[i] = e.full &^ dot[i]
		f.rowNeed[i] = int8(e.k)
		f.colNeed[i] = int8(e.k)
		f.regNeed[i] = int8(e.k)
	}
	f.left = e.n * e.k
	f.fresh = true
	// settle will count every non-candidate out of these.
	for i := 0; i < e.n; i++ {
		f.last[i] = e.full
		f.colCand[i] = e.full
	}
	f.regCount = e.size
	e.given = *star
	for r := 0; r < e.n; r++ {
		for m := star[r]; m != 0; m &= m - 1 {
			e.place(&f, r, bits.TrailingZeros16(m))
		}
	}
	return f
}

// place puts a star at (r, c) and removes the cells it rules out: its
// neighbours, and every cell of a row, column or region it fills.
func (e *engine) place(f *frame, r, c int) {
	b := uint16(1) << c
	f.star[r] |= b
	near := b | b<<1 | b>>1
	f.cand[r] &^= near
	if r > 0 {
		f.cand[r-1] &^= near
	}
	if r+1 < e.n {
		f.cand[r+1] &^= near
	}
	f.left--
	if f.rowNeed[r]--; f.rowNeed[r] == 0 {
		f.cand[r] = 0
	}
	if f.colNeed[c]--; f.colNeed[c] == 0 {
		for i := 0; i < e.n; i++ {
			f.cand[i] &^= b
		}
	}
	g := e.regionOf[r*MaxN+c]
	if f.regNeed[g]--; f.regNeed[g] == 0 {
		for i := e.top[g]; i <= e.bot[g]; i++ {
			f.cand[i] &^= e.reg[g][i]
		}
	}
	if e.trace {
		e.steps = append(e.steps, Step{Kind: StepPlace, Row: r, Col: c})
	}
}

// apart holds, for every mask of 12 bits, the greedy choice of pairwise
// non-adjacent bits from the low end: the count in the low nibble and 0x10
// when bit 11 is taken. It is computed once and never written. At 4 KiB it
// stays in the first-level cache, and it covers a whole row of a grid up to
// 12×12 in one look-up.
var apart = apartTable()

// apartTable builds the table held in apart.
func apartTable() [1 << 12]uint8 {
	var t [1 << 12]uint8
	for m := range t {
		count, last := 0, 0
		for rest := m; rest != 0; {
			b := rest & -rest
			rest &^= b | b<<1
			count++
			last = b
		}
		t[m] = uint8(count)
		if last == 1<<11 {
			t[m] |= 0x10
		}
	}
	return t
}

// maxApart returns the most cells of m that can be chosen with no two
// neighbours: the greedy choice from the low end is optimal on a line, so
// the top four bits continue where the low twelve bits' choice left off.
func maxApart(m uint16) int {
	if m < 1<<12 {
		return int(apart[m] & 0xf)
	}
	lo := apart[m&0xfff]
	hi := m >> 12 &^ uint16(lo>>4) // bit 11 taken: bit 12 is not free
	return int(lo&0xf) + int(apart[hi]&0xf)
}

// propagate applies the rules until nothing changes: checkUnits (room in
// every row, column, pair of neighbouring lines and region; forced stars),
// bands (the pigeonhole rule on bands of lines, once a node as it costs the
// most) and lookahead (candidates whose star would leave a nearby unit no
// room). It returns failNone, or the failure code of the first unit found
// without room for its stars.
func (e *engine) propagate(f *frame) int {
	bandsDone := false // the band rule is costly: once a node is enough
	for {
		rows, cols, regs := e.settle(f)
		why, changed := e.checkUnits(f, rows, cols, regs)
		if why != failNone {
			return why
		}
		if changed {
			continue
		}
		if !bandsDone {
			bandsDone = true
			why, moved := e.bands(f)
			if why != failNone {
				return why
			}
			if moved {
				continue
			}
		}
		if !e.lookahead(f) {
			return failNone
		}
	}
}

// settle brings the per-column candidates and per-region counts up to date
// with the cells that left the candidates since the last call, and returns
// the rows, columns and regions those cells were in (everything, the
// first time).
func (e *engine) settle(f *frame) (rows, cols, regs uint16) {
	for r := 0; r < e.n; r++ {
		gone := f.last[r] &^ f.cand[r]
		if gone == 0 {
			continue
		}
		rows |= 1 << r
		cols |= gone
		for m := gone; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			f.colCand[c] &^= 1 << r
			g := e.regionOf[r*MaxN+c]
			f.regCount[g]--
			regs |= 1 << g
		}
	}
	f.last = f.cand
	if f.settled {
		return rows, cols, regs
	}
	f.settled = true
	return e.full, e.full, e.full
}

// checkUnits checks the given rows, columns and regions (and the pairs of
// neighbouring rows and columns touching them): a unit with too little
// room fails, a unit with exactly as many candidates as stars needed gets
// them all. It returns a failure code and whether it placed any star.
func (e *engine) checkUnits(f *frame, rows, cols, regs uint16) (int, bool) {
	changed := false
	for m := rows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		need := int(f.rowNeed[r])
		if need == 0 {
			continue
		}
		line := f.cand[r]
		cnt := bits.OnesCount16(line)
		if cnt < need || maxApart(line) < need {
			return failRow + r, false
		}
		if cnt == need {
			for ; line != 0; line &= line - 1 {
				if c := bits.TrailingZeros16(line); f.cand[r]>>c&1 == 1 {
					e.place(f, r, c)
				}
			}
			changed = true
		}
	}
	if r := firstPairFailure(&f.cand, &f.rowNeed, (rows|rows>>1)&(e.full>>1)); r >= 0 {
		return failRowPair + r, false
	}
	for m := cols; m != 0; m &= m - 1 {
		c := bits.TrailingZeros16(m)
		need := int(f.colNeed[c])
		if need == 0 {
			continue
		}
		line := f.colCand[c]
		cnt := bits.OnesCount16(line)
		if cnt < need || maxApart(line) < need {
			return failCol + c, false
		}
		if cnt == need {
			for ; line != 0; line &= line - 1 {
				if r := bits.TrailingZeros16(line); f.cand[r]>>c&1 == 1 {
					e.place(f, r, c)
				}
			}
			changed = true
		}
	}
	if c := firstPairFailure(&f.colCand, &f.colNeed, (cols|cols>>1)&(e.full>>1)); c >= 0 {
		return failColPair + c, false
	}
	for m := regs; m != 0; m &= m - 1 {
		g := bits.TrailingZeros16(m)
		need := int(f.regNeed[g])
		if need == 0 {
			continue
		}
		cnt := int(f.regCount[g])
		if cnt < need || e.regionRoom(f, g, need) < need {
			return failRegion + g, false
		}
		if cnt == need {
			for r := e.top[g]; r <= e.bot[g]; r++ {
				for line := f.cand[r] & e.reg[g][r]; line != 0; line &= line - 1 {
					if c := bits.TrailingZeros16(line); f.cand[r]>>c&1 == 1 {
						e.place(f, r, c)
					}
				}
			}
			changed = true
		}
	}
	return failNone, changed
}

// firstPairFailure returns the first i of set such that lines i and i+1
// (rows, or columns: lines holds their candidates and need what they still
// need) need two stars or more and cannot hold them without two touching,
// or -1. Most pairs pass, so each is tested without a branch: the failure
// is 1-need < 0 and maxApart-need < 0, both signs set.
func firstPairFailure(lines *[MaxN]uint16, need *[MaxN]int8, set uint16) int {
	var fail uint16
	for m := set; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		n := int(need[i] + need[i+1])
		both := (1 - n) & (maxApart(lines[i]|lines[i+1]) - n)
		fail |= uint16(uint(both)>>(bits.UintSize-1)) << i
	}
	if fail == 0 {
		return -1
	}
	return bits.TrailingZeros16(fail)
}

// regionRoom bounds the stars region g can still take: over the pairs of
// rows (top, top+1), (top+2, top+3), ..., the most candidates pairwise
// apart. It stops counting at enough.
func (e *engine) regionRoom(f *frame, g, enough int) int {
	room := 0
	top, bot := e.top[g], e.bot[g]
	for r := top; r <= bot && room < enough; r += 2 {
		a := f.cand[r] & e.reg[g][r]
		var b uint16
		if r < bot {
			b = f.cand[r+1] & e.reg[g][r+1]
		}
		room += maxApart(a | b)
	}
	return room
}

// choices scores a unit for branching: fewest spare candidates first
// (candidates beyond the stars still needed), then most stars needed.
func choices(cnt, need int) int {
	return (cnt-need)*8 - need
}

// choose picks the unit to branch on, the one with the fewest spare
// candidates (the first such in the order rows, columns, regions), and
// returns its candidates by row. It relies on colCand and regCount being
// current, as they are when propagate returns failNone.
func (e *engine) choose(f *frame) [MaxN]uint16 {
	best, kind, idx := int(^uint(0)>>1), 0, 0
	for r := 0; r < e.n; r++ {
		if need := int(f.rowNeed[r]); need > 0 {
			if w := choices(bits.OnesCount16(f.cand[r]), need); w < best {
				best, kind, idx = w, 0, r
			}
		}
	}
	for c := 0; c < e.n; c++ {
		if need := int(f.colNeed[c]); need > 0 {
			if w := choices(bits.OnesCount16(f.colCand[c]), need); w < best {
				best, kind, idx = w, 1, c
			}
		}
	}
	for g := 0; g < e.n; g++ {
		if need := int(f.regNeed[g]); need > 0 {
			if w := choices(int(f.regCount[g]), need); w < best {
				best, kind, idx = w, 2, g
			}
		}
	}
	var cells [MaxN]uint16
	switch kind {
	case 0:
		cells[idx] = f.cand[idx]
	case 1:
		for m := f.colCand[idx]; m != 0; m &= m - 1 {
			cells[bits.TrailingZeros16(m)] = 1 << idx
		}
	default:
		for r := e.top[idx]; r <= e.bot[idx]; r++ {
			cells[r] = f.cand[r] & e.reg[idx][r]
		}
	}
	return cells
}

// run searches from the root frame f and returns the root failure code
// (failNone when the root itself was consistent).
func (e *engine) run(f frame) int {
	e.nodes++
	if why := e.propagate(&f); why != failNone {
		e.unplace(&f, nil)
		return why
	}
	e.expand(&f)
	if !e.done {
		e.unplace(&f, nil)
	}
	return failNone
}

// node visits one search node: propagate, then expand.
func (e *engine) node(f *frame) {
	e.nodes++
	if e.maxNodes > 0 && e.nodes > e.maxNodes {
		e.done, e.gaveUp = true, true
		return
	}
	if e.propagate(f) != failNone {
		return
	}
	e.expand(f)
}

// expand handles a consistent frame: a solution, or one branch for each
// candidate of the chosen unit, in row-major order: "this cell holds the
// unit's first star" (so the earlier candidates hold none). Every solution
// falls in exactly one branch.
func (e *engine) expand(f *frame) {
	if f.left == 0 {
		e.solution(f)
		return
	}
	cells := e.choose(f)
	base := *f
	var child frame // declared once: inside the loop it would go to the heap
	for r := 0; r < e.n; r++ {
		for m := cells[r]; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			child = base
			e.place(&child, r, c)
			e.node(&child)
			if e.done {
				return
			}
			e.unplace(&child, f)
			base.cand[r] &^= 1 << c
		}
	}
}

// unplace records, in the trace, the removal of the stars that child has
// and parent has not; with no parent, of every star but the given ones.
func (e *engine) unplace(child, parent *frame) {
	if !e.trace {
		return
	}
	for r := e.n - 1; r >= 0; r-- {
		m := child.star[r]
		if parent != nil {
			m &^= parent.star[r]
		} else {
			m &^= e.given[r]
		}
		for ; m != 0; m &^= 1 << (15 - bits.LeadingZeros16(m)) {
			e.steps = append(e.steps, Step{Kind: StepRemove, Row: r, Col: 15 - bits.LeadingZeros16(m)})
		}
	}
}

// solution counts a complete grid and stops the search at the limit.
func (e *engine) solution(f *frame) {
	if e.found == 0 {
		e.first = f.star
	}
	if e.keep {
		e.sols = append(e.sols, f.star)
	}
	e.found++
	if e.found >= e.limit {
		e.done = true
	}
}
