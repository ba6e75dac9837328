package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
)

// The general engine solves any grid: every size, with or without the X
// rule. It keeps a candidate mask per cell, places naked and hidden singles
// and guesses in the cell with the fewest candidates. It can record its
// search as place and remove steps; the fast 9×9 engine never does, so
// tracing costs it nothing.

// geometry lists the units and peers of each cell of one kind of grid.
type geometry struct {
	p     Params
	n     int
	units [][]int // the cells of each row, column, box and diagonal
	peers [][]int // the cells that share a unit with each cell
	segs  []segment
}

// segment is where a box meets a row or a column. A digit of the box that
// can only go in the segment leaves the rest of the line, and a digit of
// the line that can only go in the segment leaves the rest of the box.
type segment struct {
	cells, lineRest, boxRest []int
}

// newGeometry builds the units and peers of grids with parameters p.
func newGeometry(p Params) *geometry {
	n := p.Size
	g := &geometry{p: p, n: n}
	for r := 0; r < n; r++ {
		u := make([]int, n)
		for c := range u {
			u[c] = r*n + c
		}
		g.units = append(g.units, u)
	}
	for c := 0; c < n; c++ {
		u := make([]int, n)
		for r := range u {
			u[r] = r*n + c
		}
		g.units = append(g.units, u)
	}
	br, bc := p.BoxRows(), p.BoxCols()
	for b := 0; b < n; b++ {
		r0, c0 := b/(n/bc)*br, b%(n/bc)*bc
		var u []int
		for r := r0; r < r0+br; r++ {
			for c := c0; c < c0+bc; c++ {
				u = append(u, r*n+c)
			}
		}
		g.units = append(g.units, u)
	}
	if p.X {
		d1, d2 := make([]int, n), make([]int, n)
		for k := 0; k < n; k++ {
			d1[k], d2[k] = k*n+k, k*n+n-1-k
		}
		g.units = append(g.units, d1, d2)
	}
	for b := 0; b < n; b++ {
		r0, c0 := b/(n/bc)*br, b%(n/bc)*bc
		inBox := func(i int) bool { r, c := i/n, i%n; return r >= r0 && r < r0+br && c >= c0 && c < c0+bc }
		var lines [][]int
		for r := r0; r < r0+br; r++ {
			lines = append(lines, g.units[r])
		}
		for c := c0; c < c0+bc; c++ {
			lines = append(lines, g.units[n+c])
		}
		for _, line := range lines {
			var sg segment
			for _, i := range line {
				if inBox(i) {
					sg.cells = append(sg.cells, i)
				} else {
					sg.lineRest = append(sg.lineRest, i)
				}
			}
			for _, i := range g.units[2*n+b] {
				in := false
				for _, k := range sg.cells {
					in = in || k == i
				}
				if !in {
					sg.boxRest = append(sg.boxRest, i)
				}
			}
			g.segs = append(g.segs, sg)
		}
	}
	g.peers = make([][]int, n*n)
	for i := range g.peers {
		seen := make([]bool, n*n)
		for _, u := range g.units {
			in := false
			for _, c := range u {
				in = in || c == i
			}
			if !in {
				continue
			}
			for _, c := range u {
				if c != i && !seen[c] {
					seen[c] = true
					g.peers[i] = append(g.peers[i], c)
				}
			}
		}
	}
	return g
}

// gnode is one node of the general search.
type gnode struct {
	cand [MaxCells]uint16 // candidates of each cell: bit d-1 for digit d
	val  [MaxCells]uint8  // digit of each filled cell, 0 when empty
	left int              // empty cells
}

// errTraceFull stops a search whose trace reached its limit.
var errTraceFull = errors.New("trace full")

// general is the reusable general engine.
type general struct {
	geo   *geometry
	stack []gnode
	queue []int
	trail []int // cells filled by the search, in order, for the removals
	count int
	limit int
	sol   [MaxCells]uint8
	nodes int

	tracing  bool
	maxSteps int
	steps    []Step
	err      error
}

// setup prepares the engine for grids with parameters p.
func (e *general) setup(p Params) {
	if e.geo == nil || e.geo.p != p {
		e.geo = newGeometry(p)
	}
	if len(e.stack) < p.Cells()+1 {
		e.stack = make([]gnode, p.Cells()+1)
	}
}

// run counts the solutions of s up to limit, keeping the first in e.sol.
// With tracing it records the search in e.steps, up to maxSteps steps.
func (e *general) run(s State, limit int, tracing bool, maxSteps int) int {
	p := s.Params()
	e.setup(p)
	e.count, e.limit, e.nodes = 0, limit, 0
	e.queue, e.trail, e.err = e.queue[:0], e.trail[:0], nil
	e.tracing, e.maxSteps, e.steps = false, maxSteps, nil
	nd := &e.stack[0]
	cells := p.Cells()
	all := uint16(allDigits(p.Size))
	for i := 0; i < cells; i++ {
		nd.cand[i], nd.val[i] = all, 0
	}
	nd.left = cells
	for i := 0; i < cells; i++ {
		if d := int(s.cells[i]); d != 0 && !e.assign(nd, i, d, false) {
			return 0
		}
	}
	// Digits already in the grid are not steps of the search.
	e.trail = e.trail[:0]
	e.tracing = tracing
	e.search(0)
	return e.count
}

// search explores the node at depth and returns true when the search must
// stop (enough solutions, or the trace is full).
func (e *general) search(depth int) bool {
	nd := &e.stack[depth]
	e.nodes++
	if !e.propagate(nd) {
		return e.err != nil
	}
	if nd.left == 0 {
		e.count++
		if e.count == 1 {
			copy(e.sol[:], nd.val[:])
		}
		return e.count >= e.limit
	}
	var alts [MaxSize]choice
	n := e.branch(nd, &alts)
	for _, a := range alts[:n] {
		mark := len(e.trail)
		next := &e.stack[depth+1]
		*next = *nd
		e.queue = e.queue[:0]
		if e.assign(next, a.cell, a.digit, true) && e.search(depth+1) {
			return true
		}
		if e.err != nil {
			return true
		}
		e.undo(mark)
		if e.err != nil {
			return true
		}
	}
	return false
}

// choice is one branch of a guess: digit in cell.
type choice struct {
	cell, digit int
}

// branch fills alts with the ways to go on from nd and returns how many:
// the digits of the cell with the fewest candidates, or the places of the
// digit that has the fewest places in some unit, whichever are fewer.
func (e *general) branch(nd *gnode, alts *[MaxSize]choice) int {
	cell := e.fewest(nd)
	c := nd.cand[cell]
	best := bits.OnesCount16(c)
	if best > 2 {
		if n := e.fewestPlaces(nd, best, alts); n > 0 {
			return n
		}
	}
	n := 0
	for ; c != 0; c &= c - 1 {
		alts[n] = choice{cell, bits.TrailingZeros16(c) + 1}
		n++
	}
	return n
}

// fewestPlaces looks for a digit with fewer than limit places in a unit. It
// fills alts with the places of the one with the fewest and returns their
// number, or 0 when there is none.
func (e *general) fewestPlaces(nd *gnode, limit int, alts *[MaxSize]choice) int {
	bestUnit, bestDigit := -1, 0
	for k, u := range e.geo.units {
		var cnt [MaxSize]uint8
		var placed uint16
		for _, i := range u {
			if nd.val[i] != 0 {
				placed |= nd.cand[i]
				continue
			}
			for c := nd.cand[i]; c != 0; c &= c - 1 {
				cnt[bits.TrailingZeros16(c)]++
			}
		}
		for d := 0; d < e.geo.n; d++ {
			if placed>>d&1 == 0 && int(cnt[d]) < limit {
				limit, bestUnit, bestDigit = int(cnt[d]), k, d
			}
		}
	}
	if bestUnit < 0 {
		return 0
	}
	n := 0
	for _, i := range e.geo.units[bestUnit] {
		if nd.val[i] == 0 && nd.cand[i]>>bestDigit&1 != 0 {
			alts[n] = choice{i, bestDigit + 1}
			n++
		}
	}
	return n
}

// fewest returns the empty cell with the fewest candidates; among those,
// the one with the most empty cells in its row, column and box, where a
// guess tends to settle the most.
func (e *general) fewest(nd *gnode) int {
	n := e.geo.n
	var empty [3 * MaxSize]int
	for k, u := range e.geo.units[:3*n] {
		for _, i := range u {
			if nd.val[i] == 0 {
				empty[k]++
			}
		}
	}
	p := e.geo.p
	best, bestN, bestScore := -1, 99, -1
	for i := 0; i < n*n; i++ {
		if nd.val[i] != 0 {
			continue
		}
		k := bits.OnesCount16(nd.cand[i])
		if k > bestN {
			continue
		}
		r, c := i/n, i%n
		score := empty[r] + empty[n+c] + empty[2*n+p.Box(r, c)]
		if k < bestN || score > bestScore {
			best, bestN, bestScore = i, k, score
		}
	}
	return best
}

// assign puts digit d in cell i and takes d from its peers. It returns false
// on a contradiction.
func (e *general) assign(nd *gnode, i, d int, guess bool) bool {
	bit := uint16(1) << (d - 1)
	if nd.cand[i]&bit == 0 || nd.val[i] != 0 {
		return false
	}
	nd.val[i] = uint8(d)
	nd.cand[i] = bit
	nd.left--
	e.trail = append(e.trail, i)
	if e.tracing {
		e.record(Place{Row: i / e.geo.n, Col: i % e.geo.n, Digit: d, Guess: guess})
	}
	for _, p := range e.geo.peers[i] {
		c := nd.cand[p]
		if c&bit == 0 {
			continue
		}
		c &^= bit
		nd.cand[p] = c
		if c == 0 {
			return false
		}
		if c&(c-1) == 0 && nd.val[p] == 0 {
			e.queue = append(e.queue, p)
		}
	}
	return true
}

// record appends a step to the trace, or stops the search when it is full.
func (e *general) record(st Step) {
	if len(e.steps) >= e.maxSteps {
		e.err = errTraceFull
		return
	}
	e.steps = append(e.steps, st)
}

// undo empties the cells filled since the trail had length mark, latest
// first, recording the removals.
func (e *general) undo(mark int) {
	for k := len(e.trail) - 1; k >= mark; k-- {
		if e.tracing {
			i := e.trail[k]
			e.record(Remove{Row: i / e.geo.n, Col: i % e.geo.n})
		}
	}
	e.trail = e.trail[:mark]
}

// propagate places naked and hidden singles until none is left. It returns
// false on a contradiction.
func (e *general) propagate(nd *gnode) bool {
	all := uint16(allDigits(e.geo.n))
	for {
		for len(e.queue) > 0 {
			i := e.queue[len(e.queue)-1]
			e.queue = e.queue[:len(e.queue)-1]
			if nd.val[i] != 0 {
				continue
			}
			if !e.assign(nd, i, bits.TrailingZeros16(nd.cand[i])+1, false) || e.err != nil {
				return false
			}
		}
		progress := false
		for _, u := range e.geo.units {
			var once, twice, placed uint16
			for _, i := range u {
				c := nd.cand[i]
				if nd.val[i] != 0 {
					placed |= c
					continue
				}
				twice |= once & c
				once |= c
			}
			if once|placed != all {
				return false
			}
			for h := once &^ twice &^ placed; h != 0; h &= h - 1 {
				bit := h & -h
				for _, i := range u {
					if nd.val[i] == 0 && nd.cand[i]&bit != 0 {
						if !e.assign(nd, i, bits.TrailingZeros16(bit)+1, false) || e.err != nil {
							return false
						}
						progress = true
						break
					}
				}
			}
		}
		if progress || len(e.queue) > 0 {
			continue
		}
		ok, changed := e.locked(nd)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// locked removes candidates by box-line interaction (see segment). It
// reports false on a contradiction, and whether anything changed.
func (e *general) locked(nd *gnode) (ok, changed bool) {
	for k := range e.geo.segs {
		sg := &e.geo.segs[k]
		var in, line, box uint16
		for _, i := range sg.cells {
			in |= nd.cand[i]
		}
		for _, i := range sg.lineRest {
			line |= nd.cand[i]
		}
		for _, i := range sg.boxRest {
			box |= nd.cand[i]
		}
		if m := in &^ box & line; m != 0 {
			if !e.eliminate(nd, sg.lineRest, m) {
				return false, true
			}
			changed = true
		}
		if m := in &^ line & box; m != 0 {
			if !e.eliminate(nd, sg.boxRest, m) {
				return false, true
			}
			changed = true
		}
	}
	return true, changed
}

// eliminate removes the digits m from the cells; it returns false when a
// cell is left without candidates, and queues new singles.
func (e *general) eliminate(nd *gnode, cells []int, m uint16) bool {
	for _, i := range cells {
		c := nd.cand[i]
		if c&m == 0 {
			continue
		}
		c &^= m
		nd.cand[i] = c
		if c == 0 {
			return false
		}
		if c&(c-1) == 0 && nd.val[i] == 0 {
			e.queue = append(e.queue, i)
		}
	}
	return true
}

// traceError turns the engine's stop reason into an error for Trace.
func (e *general) traceError() error {
	if errors.Is(e.err, errTraceFull) {
		return fmt.Errorf("the search takes more than %d steps", e.maxSteps)
	}
	return e.err
}
