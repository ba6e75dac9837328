package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// The easy and medium techniques: singles, locked candidates and subsets.

// placement builds a step that puts d in cell i.
// The reason is only written when the steps are shown.
func (l *Logic) placement(t Technique, i, d int, cells []int, reason func() string) LogicStep {
	m := Move{Row: i / l.n, Col: i % l.n, Digit: d}
	st := LogicStep{Technique: t, Moves: []Move{m}, Cells: cells, Digits: 1 << (d - 1)}
	if !l.quiet {
		st.Text = t.String() + ": " + reason() + ": " + m.String()
	}
	return st
}

// unitOrder lists the units boxes first, then rows, columns and diagonals:
// people look in boxes first.
func (l *Logic) unitOrder() []int {
	if l.order != nil {
		return l.order
	}
	order := make([]int, 0, len(l.units))
	for ui := range l.units {
		if l.units[ui].kind == lgBox {
			order = append(order, ui)
		}
	}
	for ui := range l.units {
		if l.units[ui].kind != lgBox {
			order = append(order, ui)
		}
	}
	l.order = order
	return order
}

// fullHouse finds a unit with one empty cell left.
func (l *Logic) fullHouse() (LogicStep, bool) {
	for _, ui := range l.unitOrder() {
		u := &l.units[ui]
		last, empty := -1, 0
		var placed DigitSet
		for _, i := range u.cells {
			if l.cells[i] == 0 {
				last, empty = i, empty+1
			} else {
				placed |= 1 << (l.cells[i] - 1)
			}
		}
		if empty != 1 {
			continue
		}
		missing := allDigits(l.n) &^ placed
		if missing.Len() != 1 || l.cand[last] != missing {
			continue // broken, or the candidate was removed: Broken says so
		}
		d := missing.Digits()[0]
		return l.placement(FullHouse, last, d, u.cells,
			func() string {
				return fmt.Sprintf("%s is the last empty cell of %s, which lacks only %c", l.name(last), u.name(), DigitChar(d))
			}), true
	}
	return LogicStep{}, false
}

// nakedSingle finds a cell with one candidate.
func (l *Logic) nakedSingle() (LogicStep, bool) {
	for i := 0; i < l.n*l.n; i++ {
		if l.cells[i] == 0 && l.cand[i].Len() == 1 {
			d := lowDigit(l.cand[i])
			return l.placement(NakedSingle, i, d, []int{i},
				func() string { return fmt.Sprintf("%c is the only candidate left in %s", DigitChar(d), l.name(i)) }), true
		}
	}
	return LogicStep{}, false
}

// hiddenSingle finds a digit with one place left in a unit.
func (l *Logic) hiddenSingle() (LogicStep, bool) {
	for _, ui := range l.unitOrder() {
		u := &l.units[ui]
		var once, twice DigitSet
		where := [MaxSize + 1]int{}
		for _, i := range u.cells {
			c := l.cand[i]
			twice |= once & c
			once |= c
			for w := c; w != 0; w &= w - 1 {
				where[lowDigit(w)] = i
			}
		}
		if single := once &^ twice; single != 0 {
			d := single.Digits()[0]
			i := where[d]
			return l.placement(HiddenSingle, i, d, u.cells,
				func() string { return fmt.Sprintf("in %s the %c can only go in %s", u.name(), DigitChar(d), l.name(i)) }), true
		}
	}
	return LogicStep{}, false
}

// lowDigit returns the smallest digit of a set that is not empty.
func lowDigit(ds DigitSet) int {
	return bits.TrailingZeros16(uint16(ds)) + 1
}

// placeSet returns the cells of unit u where d is a candidate, and how
// many there are.
func (l *Logic) placeSet(u *lgUnit, d int) (set CellSet, count int) {
	for _, i := range u.cells {
		if l.cand[i].Has(d) {
			set.Add(i)
			count++
		}
	}
	return set, count
}

// places returns the cells of unit u where d is a candidate.
func (l *Logic) places(u *lgUnit, d int) (set CellSet, cells []int) {
	for _, i := range u.cells {
		if l.cand[i].Has(d) {
			set.Add(i)
			cells = append(cells, i)
		}
	}
	return set, cells
}

// lockedCandidates finds a digit whose places in one unit all lie in
// another: pointing when the first is a box, claiming otherwise.
func (l *Logic) lockedCandidates() (LogicStep, bool) {
	for _, ui := range l.unitOrder() {
		a := &l.units[ui]
		for d := 1; d <= l.n; d++ {
			set, count := l.placeSet(a, d)
			if count < 2 {
				continue
			}
			cells := set.Cells()
			for _, bi := range l.cellUnits[cells[0]] {
				b := &l.units[bi]
				if bi == ui || !lgSubset(set, b.set) {
					continue
				}
				rm := l.removeFrom(nil, b.set, a.set, d)
				t := Claiming
				if a.kind == lgBox {
					t = Pointing
				}
				reason := func() string {
					return fmt.Sprintf("in %s the %c can only go in %s (%s), so no %c elsewhere in %s",
						a.name(), DigitChar(d), b.name(), l.names(cells), DigitChar(d), b.name())
				}
				if st, ok := l.removal(t, cells, 1<<(d-1), rm, reason); ok {
					return st, true
				}
			}
		}
	}
	return LogicStep{}, false
}

// commonUnits returns the units that hold every cell of cells.
func (l *Logic) commonUnits(cells []int) []int {
	var set CellSet
	for _, i := range cells {
		set.Add(i)
	}
	var out []int
	for _, ui := range l.cellUnits[cells[0]] {
		if lgSubset(set, l.units[ui].set) {
			out = append(out, ui)
		}
	}
	return out
}

// unitNames writes the names of units as "row 1" or "row 1 and box 1".
func (l *Logic) unitNames(units []int) string {
	parts := make([]string, len(units))
	for k, ui := range units {
		parts[k] = l.units[ui].name()
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// subsetWords are the words for k cells or digits.
var subsetWords = [5]string{"", "one", "two", "three", "four"}

// nakedSubset finds k cells of a unit whose candidates are k digits between
// them: those digits go there, so nowhere else in any unit that holds all
// k cells.
func (l *Logic) nakedSubset(k int) (LogicStep, bool) {
	t := [5]Technique{2: NakedPair, 3: NakedTriple, 4: NakedQuad}[k]
	for _, ui := range l.unitOrder() {
		u := &l.units[ui]
		var pool []int
		for _, i := range u.cells {
			if c := l.cand[i].Len(); c >= 2 && c <= k {
				pool = append(pool, i)
			}
		}
		if len(pool) < k {
			continue
		}
		var found LogicStep
		ok := false
		pick := make([]int, 0, k)
		var rec func(start int, union DigitSet) bool
		rec = func(start int, union DigitSet) bool {
			if len(pick) == k {
				if union.Len() != k {
					return false
				}
				found, ok = l.nakedStep(t, k, pick, union)
				return ok
			}
			for j := start; j < len(pool); j++ {
				nu := union | l.cand[pool[j]]
				if nu.Len() > k {
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
	return LogicStep{}, false
}

// nakedStep builds the step of a naked subset: cells holding digits.
func (l *Logic) nakedStep(t Technique, k int, cells []int, digits DigitSet) (LogicStep, bool) {
	var keep CellSet
	for _, i := range cells {
		keep.Add(i)
	}
	units := l.commonUnits(cells)
	var rm []Candidate
	for _, ui := range units {
		for _, d := range digits.Digits() {
			rm = l.removeFrom(rm, l.units[ui].set, keep, d)
		}
	}
	rm = dedupCandidates(rm)
	reason := func() string {
		return fmt.Sprintf("%s hold only %s between them, so those %s digits go in those %s cells and nowhere else in %s",
			l.nameList(cells), digitOr(digits), subsetWords[k], subsetWords[k], l.unitNames(units))
	}
	return l.removal(t, append([]int(nil), cells...), digits, rm, reason)
}

// nameList writes cells as "r1c1 and r1c5" or "r1c1, r1c2 and r1c5".
func (l *Logic) nameList(cells []int) string {
	s := l.names(cells)
	if i := strings.LastIndex(s, ", "); i >= 0 {
		s = s[:i] + " and " + s[i+2:]
	}
	return s
}

// dedupCandidates drops repeated candidates, keeping the first of each.
func dedupCandidates(rm []Candidate) []Candidate {
	out := rm[:0]
	seen := map[Candidate]bool{}
	for _, c := range rm {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// hiddenSubset finds k digits of a unit whose places are k cells between
// them: those cells hold those digits, so no other digit.
func (l *Logic) hiddenSubset(k int) (LogicStep, bool) {
	t := [5]Technique{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad}[k]
	for _, ui := range l.unitOrder() {
		u := &l.units[ui]
		var where [MaxSize + 1]uint32 // bit j: the unit's j-th cell
		var pool []int
		for d := 1; d <= l.n; d++ {
			for j, i := range u.cells {
				if l.cand[i].Has(d) {
					where[d] |= 1 << j
				}
			}
			if c := bits.OnesCount32(where[d]); c >= 2 && c <= k {
				pool = append(pool, d)
			}
		}
		if len(pool) < k {
			continue
		}
		var found LogicStep
		ok := false
		pick := make([]int, 0, k)
		var rec func(start int, union uint32) bool
		rec = func(start int, union uint32) bool {
			if len(pick) == k {
				if bits.OnesCount32(union) != k {
					return false
				}
				var digits DigitSet
				for _, d := range pick {
					digits |= 1 << (d - 1)
				}
				var cells []int
				var rm []Candidate
				for j, i := range u.cells {
					if union>>j&1 != 0 {
						cells = append(cells, i)
						for _, d := range (l.cand[i] &^ digits).Digits() {
							rm = append(rm, l.candidate(i, d))
						}
					}
				}
				reason := func() string {
					return fmt.Sprintf("in %s the %s can only go in %s, so those %s cells hold nothing else",
						u.name(), digitList(digits), l.nameList(cells), subsetWords[k])
				}
				found, ok = l.removal(t, cells, digits, rm, reason)
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
	return LogicStep{}, false
}
