package stars

import (
	"fmt"
	"sort"
	"strings"
)

// neighbours empties the open cells around the first star that has any.
func (b *board) neighbours() (Deduction, bool) {
	open := b.open()
	for _, c := range b.star.cells() {
		var one grid
		one.add(c)
		empty := one.around(b.n).and(open)
		if empty.empty() {
			continue
		}
		text := fmt.Sprintf("%s is a star and stars never touch, %s", c, conclusion(grid{}, empty))
		return b.deduction(Neighbours, Easy, grid{}, empty, []Pos{c}, nil, text), true
	}
	return Deduction{}, false
}

// unitDone empties the open cells of the first unit that has its k stars.
func (b *board) unitDone() (Deduction, bool) {
	open := b.open()
	for u := 0; u < 3*b.n; u++ {
		empty := open.and(b.unit[u])
		if b.need(u) != 0 || empty.empty() {
			continue
		}
		have := b.star.and(b.unit[u]).cells()
		text := fmt.Sprintf("%s has its %s (%s), %s", capital(b.name(u)), starWord(b.k), listCells(have), conclusion(grid{}, empty))
		return b.deduction(UnitDone, Easy, grid{}, empty, have, []int{u}, text), true
	}
	return Deduction{}, false
}

// lastCells fills the first unit that needs as many stars as it has open
// cells.
func (b *board) lastCells() (Deduction, bool) {
	open := b.open()
	for u := 0; u < 3*b.n; u++ {
		need := b.need(u)
		cells := open.and(b.unit[u])
		if need <= 0 || cells.count() != need {
			continue
		}
		list := cells.cells()
		var text string
		if need == 1 {
			text = fmt.Sprintf("%s needs %s and %s is its only open cell, so it is a star", capital(b.name(u)), b.more(u, 1), list[0])
		} else {
			text = fmt.Sprintf("%s needs %s and has just %d open cells, %s, so they are all stars", capital(b.name(u)), b.more(u, need), need, listCells(list))
		}
		return b.deduction(LastCells, Easy, cells, grid{}, list, []int{u}, text), true
	}
	return Deduction{}, false
}

// more returns "2 stars" for a unit with none yet, else "1 more star".
func (b *board) more(u, need int) string {
	if need == b.k {
		return starWord(need)
	}
	if need == 1 {
		return "1 more star"
	}
	return fmt.Sprintf("%d more stars", need)
}

// placements looks at every way to put a unit's missing stars in its open
// cells, the units with the fewest open cells first, and concludes what
// all the ways agree on.
func (b *board) placements() (Deduction, bool) {
	open := b.open()
	order := make([]int, 0, 3*b.n)
	for u := 0; u < 3*b.n; u++ {
		if b.need(u) > 0 {
			order = append(order, u)
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		return open.and(b.unit[order[i]]).count() < open.and(b.unit[order[j]]).count()
	})
	for _, u := range order {
		need := b.need(u)
		cand := open.and(b.unit[u])
		if need >= 2 && cand.count() > maxPlacementCells {
			continue
		}
		var all, some grid
		touch := open
		ways := b.enumerate(u, open, b.star, func(pl grid) bool {
			if some.empty() {
				all = pl
			}
			all = all.and(pl)
			some = some.or(pl)
			touch = touch.and(pl.around(b.n))
			return true
		})
		if ways == 0 || ways > maxWays {
			continue // no way at all is for the other rules to show; too many is not for a person
		}
		stars := all
		emptyIn := cand.minus(some)
		emptyOut := touch.and(open).minus(b.unit[u])
		if stars.empty() && emptyIn.empty() && emptyOut.empty() {
			continue
		}
		list := cand.cells()
		var text string
		if need == 1 && stars.empty() && emptyIn.empty() {
			text = fmt.Sprintf("%s needs %s in %s; wherever it goes, it touches %s, so %s empty",
				capital(b.name(u)), b.more(u, 1), listCellsOr(list, 1), listCells(emptyOut.cells()), pick(emptyOut.count(), "that cell is", "they are"))
		} else {
			var says []string
			if s := stars.cells(); len(s) > 0 {
				says = append(says, pick(len(s), "puts a star in ", "puts stars in ")+listCells(s))
			}
			if e := emptyIn.cells(); len(e) > 0 {
				says = append(says, "leaves "+listCells(e)+" empty")
			}
			if e := emptyOut.cells(); len(e) > 0 {
				says = append(says, "touches "+listCells(e)+pick(len(e), ", so that cell is empty", ", so they are empty"))
			}
			how := "every way to place them without two touching"
			if need == 1 {
				how = "wherever it goes, it"
			}
			text = fmt.Sprintf("%s needs %s among %s; %s %s", capital(b.name(u)), b.more(u, need), listCellsOr(list, need), how, andList(says))
		}
		return b.deduction(Placements, Medium, stars, emptyIn.or(emptyOut), list, []int{u}, text), true
	}
	return Deduction{}, false
}

// Limits of the placements rule: a unit needing two stars or more is
// looked at only with at most maxPlacementCells open cells, and only when
// there are at most maxWays ways (a person weighs a handful of cases).
const (
	maxPlacementCells = 16
	maxWays           = 64
)

// listCellsOr writes the candidates of a unit: "r1c2, r1c3 or r2c4" for a
// single star, "r1c2, r1c3 and r2c4" for more.
func listCellsOr(cells []Pos, need int) string {
	s := listCells(cells)
	if need == 1 && len(cells) > 1 {
		i := strings.LastIndex(s, " and ")
		s = s[:i] + " or " + s[i+len(" and "):]
	}
	return s
}

// enumerate calls visit with every way to put the stars unit u still
// needs (with the stars of star) in its cells among open: no two stars
// touching each other or a star of star, no row, column or region over
// k. visit returns false to stop. It returns the number of ways visited,
// stopping early past maxWays+1.
func (b *board) enumerate(u int, open, star grid, visit func(grid) bool) int {
	need := b.k - star.and(b.unit[u]).count()
	if need <= 0 {
		return 0
	}
	cells := open.and(b.unit[u]).minus(star.around(b.n)).cells()
	var left [3 * MaxN]int
	for v := 0; v < 3*b.n; v++ {
		left[v] = b.k - star.and(b.unit[v]).count()
	}
	ways := 0
	var pl, block grid
	var walk func(from, need int) bool
	walk = func(from, need int) bool {
		if need == 0 {
			ways++
			return visit(pl) && ways <= maxWays
		}
		for i := from; i+need <= len(cells); i++ {
			c := cells[i]
			if block.has(c) {
				continue
			}
			us := b.unitOf(c)
			if left[us[0]] == 0 || left[us[1]] == 0 || left[us[2]] == 0 {
				continue
			}
			saved := block
			var one grid
			one.add(c)
			block = block.or(one.around(b.n))
			pl.add(c)
			for _, v := range us {
				left[v]--
			}
			goOn := walk(i+1, need-1)
			for _, v := range us {
				left[v]++
			}
			pl[c.Row] &^= 1 << c.Col
			block = saved
			if !goOn {
				return false
			}
		}
		return true
	}
	walk(0, need)
	return ways
}

// confinementOne is the confinement rule for one line: a region within
// one row or column, or a row or column within one region.
func (b *board) confinementOne() (Deduction, bool) { return b.confinement(1, 1, Medium) }

// confinementMany is the confinement rule for bands of two lines or more.
func (b *board) confinementMany() (Deduction, bool) { return b.confinement(2, b.n-1, Hard) }

// confinement tries bands of lo to hi consecutive rows, then columns,
// shortest first, in both directions of the rule (see Confinement).
func (b *board) confinement(lo, hi int, level Level) (Deduction, bool) {
	open := b.open()
	for length := lo; length <= hi; length++ {
		for _, cols := range [2]bool{false, true} {
			for a := 0; a+length <= b.n; a++ {
				if d, ok := b.band(open, a, length, cols, level); ok {
					return d, true
				}
			}
		}
	}
	return Deduction{}, false
}

// band applies the confinement rule to lines a..a+length-1 (rows, or
// columns when cols is set).
func (b *board) band(open grid, a, length int, cols bool, level Level) (Deduction, bool) {
	base := 0
	if cols {
		base = b.n
	}
	var lines grid
	var lineUnits []int
	lineNeed := 0
	for i := a; i < a+length; i++ {
		lines = lines.or(b.unit[base+i])
		lineUnits = append(lineUnits, base+i)
		lineNeed += b.need(base + i)
	}
	if lineNeed <= 0 {
		return Deduction{}, false
	}
	what := lineWords(cols, a, length)
	// Regions inside the band.
	var inside, insideCells grid
	var inUnits []int
	var inNames []string
	inNeed := 0
	// Regions touching the band's open cells.
	var touching, touchCells grid
	var touchUnits []int
	var touchNames []string
	touchNeed := 0
	bandOpen := open.and(lines)
	for g := 0; g < b.n; g++ {
		u := 2*b.n + g
		cells := open.and(b.unit[u])
		if cells.empty() {
			continue
		}
		if cells.minus(lines).empty() {
			inside = inside.or(b.unit[u])
			insideCells = insideCells.or(cells)
			inUnits = append(inUnits, u)
			inNames = append(inNames, string(b.p.names[g]))
			inNeed += b.need(u)
		}
		if !cells.and(bandOpen).empty() {
			touching = touching.or(b.unit[u])
			touchCells = touchCells.or(cells)
			touchUnits = append(touchUnits, u)
			touchNames = append(touchNames, string(b.p.names[g]))
			touchNeed += b.need(u)
		}
	}
	if inNeed == lineNeed && len(inUnits) > 0 && len(inUnits) <= length {
		if empty := bandOpen.minus(inside); !empty.empty() {
			text := fmt.Sprintf("%s %s all %s open cells in %s and %s %s, as many as %s %s, so the rest of %s holds no star: %s",
				capital(regionWords(inNames)), hasHave(len(inNames)), itsTheir(len(inNames)), what, needNeeds(len(inNames)), starWord(inNeed),
				what, needNeeds(length), what, strings.TrimPrefix(conclusion(grid{}, empty), "so "))
			return b.deduction(Confinement, level, grid{}, empty, insideCells.cells(), append(inUnits, lineUnits...), text), true
		}
	}
	if touchNeed == lineNeed && len(touchUnits) <= length {
		if empty := touchCells.minus(lines); !empty.empty() {
			text := fmt.Sprintf("The open cells of %s all lie in %s, which %s %s, as many as %s %s, so %s %s no star outside %s: %s",
				what, regionWords(touchNames), needNeeds(len(touchNames)), starWord(touchNeed), what, needNeeds(length),
				regionWords(touchNames), hasHave(len(touchNames)), what, strings.TrimPrefix(conclusion(grid{}, empty), "so "))
			return b.deduction(Confinement, level, grid{}, empty, bandOpen.cells(), append(lineUnits, touchUnits...), text), true
		}
	}
	return Deduction{}, false
}

// lineWords names a band: "row 3", "rows 3 and 4", "columns 2 to 5".
func lineWords(cols bool, a, length int) string {
	word := "row"
	if cols {
		word = "column"
	}
	switch length {
	case 1:
		return fmt.Sprintf("%s %d", word, a+1)
	case 2:
		return fmt.Sprintf("%ss %d and %d", word, a+1, a+2)
	}
	return fmt.Sprintf("%ss %d to %d", word, a+1, a+length)
}

// regionWords names regions: "region B", "regions B and D".
func regionWords(names []string) string {
	if len(names) == 1 {
		return "region " + names[0]
	}
	return "regions " + andList(names)
}

// hasHave, itsTheir and needNeeds agree a word with n regions or lines.
func hasHave(n int) string { return pick(n, "has", "have") }

func itsTheir(n int) string { return pick(n, "its", "their") }

func needNeeds(n int) string { return pick(n, "needs", "need") }

// pick returns one for n == 1, else many.
func pick(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// blocks applies 2×2 block counting to every pair of neighbouring rows,
// then columns.
func (b *board) blocks() (Deduction, bool) {
	open := b.open()
	for _, cols := range [2]bool{false, true} {
		base := 0
		if cols {
			base = b.n
		}
		for a := 0; a+1 < b.n; a++ {
			u, v := base+a, base+a+1
			need := b.need(u) + b.need(v)
			if need <= 0 {
				continue
			}
			lines := b.unit[u].or(b.unit[v])
			if d, ok := b.cover(open, lines, need, []int{u, v}, lineWords(cols, a, 2)); ok {
				return d, true
			}
		}
	}
	return Deduction{}, false
}

// cover looks for need disjoint 2×2 blocks covering the open cells of
// lines (which need that many stars) and concludes from the first cover
// that teaches something: each block holds exactly one of the lines'
// stars, so the blocks' open cells outside the lines are empty, and a
// block with one open cell of the lines has its star there.
func (b *board) cover(open, lines grid, need int, units []int, what string) (Deduction, bool) {
	mine := open.and(lines)
	var found Deduction
	ok := false
	var tops []Pos // top-left corners of the chosen blocks
	var used grid
	var walk func(left grid) bool
	walk = func(left grid) bool {
		if left.empty() {
			if len(tops) != need {
				return false // fewer blocks than stars: the lines are broken
			}
			found, ok = b.blockDeduction(open, mine, lines, tops, units, what)
			return ok
		}
		if len(tops) == need {
			return false
		}
		first := left.cells()[0]
		for dr := -1; dr <= 0; dr++ {
			for dc := -1; dc <= 0; dc++ {
				top := Pos{first.Row + dr, first.Col + dc}
				if top.Row < 0 || top.Col < 0 || top.Row+1 >= b.n || top.Col+1 >= b.n {
					continue
				}
				blk := block(top)
				if !blk.and(used).empty() {
					continue
				}
				tops = append(tops, top)
				used = used.or(blk)
				stop := walk(left.minus(blk))
				used = used.minus(blk)
				tops = tops[:len(tops)-1]
				if stop {
					return true
				}
			}
		}
		return false
	}
	walk(mine)
	return found, ok
}

// block returns the 2×2 block with top-left cell top.
func block(top Pos) grid {
	var g grid
	g[top.Row] = 3 << top.Col
	g[top.Row+1] = 3 << top.Col
	return g
}

// blockDeduction concludes from a cover of the lines' open cells (mine)
// by blocks at tops, or reports false when it teaches nothing.
func (b *board) blockDeduction(open, mine, lines grid, tops []Pos, units []int, what string) (Deduction, bool) {
	var stars, empty, cells grid
	names := make([]string, len(tops))
	for i, top := range tops {
		blk := block(top)
		cells = cells.or(blk)
		empty = empty.or(blk.and(open).minus(lines))
		if in := blk.and(mine); in.count() == 1 {
			stars = stars.or(in)
		}
		names[i] = fmt.Sprintf("%s-%s", top, Pos{top.Row + 1, top.Col + 1})
	}
	if stars.empty() && empty.empty() {
		return Deduction{}, false
	}
	need := len(tops)
	text := fmt.Sprintf("%s need %s and their open cells fit in the %d 2x2 blocks %s; a 2x2 block holds at most one star, so each block holds exactly one of them: %s",
		capital(what), starWord(need), need, andList(names), strings.TrimPrefix(conclusion(stars, empty), "so "))
	return b.deduction(Blocks, Hard, stars, empty, cells.and(open).cells(), units, text), true
}

// lookahead finds the first open cell whose star would leave some unit no
// way to hold the stars it needs.
func (b *board) lookahead() (Deduction, bool) {
	open := b.open()
	for _, x := range open.cells() {
		star := b.star
		star.add(x)
		var one grid
		one.add(x)
		gone := one.around(b.n).and(open) // x itself and its open neighbours
		var filled []string
		for _, u := range b.unitOf(x) {
			if b.k-star.and(b.unit[u]).count() == 0 {
				gone = gone.or(open.and(b.unit[u]))
				filled = append(filled, b.name(u))
			}
		}
		ruledOut := "its neighbours would be empty"
		if len(filled) > 0 {
			ruledOut = "its neighbours and the rest of " + andList(filled) + " would be empty"
		}
		left := open.minus(gone)
		for u := 0; u < 3*b.n; u++ {
			need := b.k - star.and(b.unit[u]).count()
			if need <= 0 || gone.and(b.unit[u]).empty() {
				continue
			}
			if b.enumerate(u, left, star, func(grid) bool { return false }) > 0 {
				continue
			}
			rest := left.and(b.unit[u]).cells()
			var why string
			switch {
			case len(rest) == 0:
				why = "no open cell"
			case len(rest) < need:
				why = "only " + listCells(rest)
			default:
				why = listCells(rest) + ", which cannot take them all without touching"
			}
			text := fmt.Sprintf("If %s were a star, %s, and %s would be left with %s for the %s it needs, so %s is empty",
				x, ruledOut, b.name(u), why, starWord(need), x)
			var empty grid
			empty.add(x)
			return b.deduction(Lookahead, Expert, grid{}, empty, append([]Pos{x}, rest...), []int{u}, text), true
		}
	}
	return Deduction{}, false
}
