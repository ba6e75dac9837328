package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// The hard techniques: fish, wings and simple colouring.

// fishWords name the fish of k lines.
var fishWords = [5]Technique{2: XWing, 3: Swordfish, 4: Jellyfish}

// fish finds k rows where a digit's places lie in k columns between them
// (or the other way round): the digit is in those k columns only in those
// rows, so nowhere else in the columns.
func (l *Logic) fish(k int) (LogicStep, bool) {
	n := l.n
	for d := 1; d <= n; d++ {
		for _, byRow := range []bool{true, false} {
			// where[line] has bit j when d is a candidate at position j
			// across the line.
			var where [MaxSize]uint32
			var pool []int
			for line := 0; line < n; line++ {
				for j := 0; j < n; j++ {
					i := line*n + j
					if !byRow {
						i = j*n + line
					}
					if l.cand[i].Has(d) {
						where[line] |= 1 << j
					}
				}
				if c := bits.OnesCount32(where[line]); c >= 2 && c <= k {
					pool = append(pool, line)
				}
			}
			if len(pool) < k {
				continue
			}
			pick := make([]int, 0, k)
			var found LogicStep
			ok := false
			var rec func(start int, union uint32) bool
			rec = func(start int, union uint32) bool {
				if len(pick) == k {
					if bits.OnesCount32(union) != k {
						return false
					}
					found, ok = l.fishStep(k, d, byRow, pick, union, &where)
					return ok
				}
				for j := start; j < len(pool); j++ {
					nu := union | where[pool[j]]
					if bits.OnesCount32(nu) > k {
						continue
					}
					pick = append(pick, pool[j])
					if rec(j+1, nu) {
						return true
					}
					pick = pick[:len(pick)-1]
				}
				return false
			}
			if rec(0, 0) {
				return found, ok
			}
		}
	}
	return LogicStep{}, false
}

// fishStep builds the step of a fish on digit d: base lines (rows when
// byRow) and the cover positions across them.
func (l *Logic) fishStep(k, d int, byRow bool, base []int, cover uint32, where *[MaxSize]uint32) (LogicStep, bool) {
	n := l.n
	cell := func(line, j int) int {
		if byRow {
			return line*n + j
		}
		return j*n + line
	}
	var inBase [MaxSize]bool
	var cells []int
	for _, line := range base {
		inBase[line] = true
		for j := 0; j < n; j++ {
			if where[line]>>j&1 != 0 {
				cells = append(cells, cell(line, j))
			}
		}
	}
	var rm []Candidate
	var covers []int
	for j := 0; j < n; j++ {
		if cover>>j&1 == 0 {
			continue
		}
		covers = append(covers, j)
		for line := 0; line < n; line++ {
			if i := cell(line, j); !inBase[line] && l.cand[i].Has(d) {
				rm = append(rm, l.candidate(i, d))
			}
		}
	}
	baseWord, coverWord := "rows", "columns"
	if !byRow {
		baseWord, coverWord = coverWord, baseWord
	}
	reason := func() string {
		return fmt.Sprintf("in %s %s the %c can only go in %s %s, so the %c of those %s are in those %s and no %c is elsewhere in the %s",
			baseWord, numberList(base), DigitChar(d), coverWord, numberList(covers), DigitChar(d), coverWord, baseWord, DigitChar(d), coverWord)
	}
	sortInts(cells)
	return l.removal(fishWords[k], cells, 1<<(d-1), rm, reason)
}

// numberList writes 0-based indexes as 1-based numbers: "2 and 7", "1, 4
// and 8".
func numberList(xs []int) string {
	parts := make([]string, len(xs))
	for k, x := range xs {
		parts[k] = fmt.Sprint(x + 1)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// sortInts sorts a short list in place.
func sortInts(xs []int) {
	for a := 1; a < len(xs); a++ {
		for b := a; b > 0 && xs[b] < xs[b-1]; b-- {
			xs[b], xs[b-1] = xs[b-1], xs[b]
		}
	}
}

// seesAll returns the cells that see every cell of cells (share a unit
// with each), the cells themselves left out.
func (l *Logic) seesAll(cells ...int) CellSet {
	out := l.peers[cells[0]]
	for _, i := range cells[1:] {
		out = lgAnd(out, l.peers[i])
	}
	for _, i := range cells {
		out.Remove(i)
	}
	return out
}

// removeSeen lists the cells of set where d is a candidate, as removals.
func (l *Logic) removeSeen(set CellSet, d int) []Candidate {
	return l.removeFrom(nil, set, CellSet{}, d)
}

// withCount returns the empty cells with exactly k candidates.
func (l *Logic) withCount(k int) []int {
	var out []int
	for i := 0; i < l.n*l.n; i++ {
		if l.cells[i] == 0 && l.cand[i].Len() == k {
			out = append(out, i)
		}
	}
	return out
}

// xyWing finds a pivot with candidates x and y and two pincers it sees,
// one x or z and one y or z: whichever the pivot is, one pincer is z, so a
// cell that sees both pincers is not z.
func (l *Logic) xyWing() (LogicStep, bool) {
	bv := l.withCount(2)
	for _, p := range bv {
		for ai, a := range bv {
			if a == p || !l.peers[p].Has(a) {
				continue
			}
			shared := l.cand[p] & l.cand[a]
			if shared.Len() != 1 {
				continue
			}
			for _, b := range bv[ai+1:] {
				if b == p || !l.peers[p].Has(b) {
					continue
				}
				z := (l.cand[a] &^ l.cand[p])
				if l.cand[b] != z|(l.cand[p]&^shared) || z.Len() != 1 {
					continue
				}
				zd := z.Digits()[0]
				rm := l.removeSeen(l.seesAll(a, b), zd)
				x, y := shared.Digits()[0], (l.cand[p] &^ shared).Digits()[0]
				reason := func() string {
					return fmt.Sprintf("%s is %c or %c; if %c, %s (%s) is %c; if %c, %s (%s) is %c; so a cell that sees both %s and %s is not %c",
						l.name(p), DigitChar(x), DigitChar(y), DigitChar(x), l.name(a), digitOr(l.cand[a]), DigitChar(zd),
						DigitChar(y), l.name(b), digitOr(l.cand[b]), DigitChar(zd), l.name(a), l.name(b), DigitChar(zd))
				}
				if st, ok := l.removal(XYWing, []int{p, a, b}, l.cand[p]|z, rm, reason); ok {
					return st, true
				}
			}
		}
	}
	return LogicStep{}, false
}

// xyzWing finds a pivot with candidates x, y and z and two pincers it sees,
// x or z and y or z: one of the three is z, so a cell that sees all three
// is not z.
func (l *Logic) xyzWing() (LogicStep, bool) {
	bv := l.withCount(2)
	for _, p := range l.withCount(3) {
		for ai, a := range bv {
			if !l.peers[p].Has(a) || l.cand[a]&^l.cand[p] != 0 {
				continue
			}
			for _, b := range bv[ai+1:] {
				if !l.peers[p].Has(b) || l.cand[b]&^l.cand[p] != 0 || l.cand[a]|l.cand[b] != l.cand[p] {
					continue
				}
				z := l.cand[a] & l.cand[b]
				if z.Len() != 1 {
					continue
				}
				zd := z.Digits()[0]
				rm := l.removeSeen(l.seesAll(p, a, b), zd)
				reason := func() string {
					return fmt.Sprintf("%s is %s, %s is %s and %s is %s, so one of the three is %c and a cell that sees all three is not %c",
						l.name(p), digitOr(l.cand[p]), l.name(a), digitOr(l.cand[a]), l.name(b), digitOr(l.cand[b]), DigitChar(zd), DigitChar(zd))
				}
				if st, ok := l.removal(XYZWing, []int{p, a, b}, l.cand[p], rm, reason); ok {
					return st, true
				}
			}
		}
	}
	return LogicStep{}, false
}

// wWing finds two cells that are both x or y and do not see each other,
// and a unit where x has two places, one seeing each cell: the two cells
// cannot both be x, so one of them is y and a cell that sees both is not y.
func (l *Logic) wWing() (LogicStep, bool) {
	bv := l.withCount(2)
	for ai, a := range bv {
		for _, b := range bv[ai+1:] {
			if l.cand[a] != l.cand[b] || l.peers[a].Has(b) {
				continue
			}
			for _, x := range l.cand[a].Digits() {
				y := (l.cand[a] &^ (1 << (x - 1))).Digits()[0]
				see := l.seesAll(a, b)
				if rm := l.removeSeen(see, y); len(rm) == 0 {
					continue
				}
				for ui := range l.units {
					u := &l.units[ui]
					_, cells := l.places(u, x)
					if len(cells) != 2 || u.set.Has(a) || u.set.Has(b) {
						continue
					}
					c1, c2 := cells[0], cells[1]
					if !(l.peers[c1].Has(a) && l.peers[c2].Has(b)) {
						if !(l.peers[c1].Has(b) && l.peers[c2].Has(a)) {
							continue
						}
						c1, c2 = c2, c1
					}
					rm := l.removeSeen(see, y)
					reason := func() string {
						return fmt.Sprintf("%s and %s are both %c or %c, and in %s the %c goes in %s or %s, which see one each: they cannot both be %c, so one of them is %c and a cell that sees both is not %c",
							l.name(a), l.name(b), DigitChar(x), DigitChar(y), u.name(), DigitChar(x), l.name(c1), l.name(c2),
							DigitChar(x), DigitChar(y), DigitChar(y))
					}
					if st, ok := l.removal(WWing, []int{a, c1, c2, b}, l.cand[a], rm, reason); ok {
						return st, true
					}
				}
			}
		}
	}
	return LogicStep{}, false
}

// simpleColouring colours one digit's conjugate pairs (units where it has
// exactly two places) in two alternating colours: one colour holds the
// digit. Two cells of one colour that see each other rule that colour out
// (a wrap); a cell that sees both colours cannot hold the digit (a trap).
func (l *Logic) simpleColouring() (LogicStep, bool) {
	n := l.n
	for d := 1; d <= n; d++ {
		// The conjugate pairs of d.
		var links [MaxCells][]int
		for ui := range l.units {
			if set, count := l.placeSet(&l.units[ui], d); count == 2 {
				cells := set.Cells()
				links[cells[0]] = append(links[cells[0]], cells[1])
				links[cells[1]] = append(links[cells[1]], cells[0])
			}
		}
		var colour [MaxCells]int8 // 0 none, 1 or 2
		for start := 0; start < n*n; start++ {
			if colour[start] != 0 || len(links[start]) == 0 {
				continue
			}
			var sets [3]CellSet
			var lists [3][]int
			colour[start] = 1
			queue := []int{start}
			for len(queue) > 0 {
				i := queue[0]
				queue = queue[1:]
				sets[colour[i]].Add(i)
				lists[colour[i]] = append(lists[colour[i]], i)
				for _, j := range links[i] {
					if colour[j] == 0 {
						colour[j] = 3 - colour[i]
						queue = append(queue, j)
					}
				}
			}
			if len(lists[1])+len(lists[2]) < 3 {
				continue // one pair alone says nothing that locked candidates miss
			}
			sortInts(lists[1])
			sortInts(lists[2])
			all := append(append([]int(nil), lists[1]...), lists[2]...)
			sortInts(all)
			names := func() string {
				return fmt.Sprintf("the %c of conjugate pairs take turns: %s in one colour, %s in the other, and one colour holds the %c",
					DigitChar(d), l.names(lists[1]), l.names(lists[2]), DigitChar(d))
			}
			// Wrap: two cells of one colour see each other.
			for c := 1; c <= 2; c++ {
				for _, i := range lists[c] {
					clash := lgAnd(l.peers[i], sets[c]).Cells()
					if len(clash) == 0 {
						continue
					}
					var rm []Candidate
					for _, j := range lists[c] {
						rm = append(rm, l.candidate(j, d))
					}
					reason := func() string {
						return fmt.Sprintf("%s; %s and %s have one colour and see each other, so that colour is not %c",
							names(), l.name(i), l.name(clash[0]), DigitChar(d))
					}
					if st, ok := l.removal(SimpleColouring, all, 1<<(d-1), rm, reason); ok {
						return st, true
					}
				}
			}
			// Trap: a cell that sees both colours.
			var rm []Candidate
			var seen1, seen2 CellSet
			for _, i := range lists[1] {
				seen1 = lgOr(seen1, l.peers[i])
			}
			for _, i := range lists[2] {
				seen2 = lgOr(seen2, l.peers[i])
			}
			both := lgAnd(seen1, seen2)
			for _, i := range both.Cells() {
				if !sets[1].Has(i) && !sets[2].Has(i) && l.cand[i].Has(d) {
					rm = append(rm, l.candidate(i, d))
				}
			}
			reason := func() string {
				return fmt.Sprintf("%s; a cell that sees both colours is not %c", names(), DigitChar(d))
			}
			if st, ok := l.removal(SimpleColouring, all, 1<<(d-1), rm, reason); ok {
				return st, true
			}
		}
	}
	return LogicStep{}, false
}
