package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// Chains: alternating inference chains (AICs) over candidates. A strong
// link joins two candidates of which at least one is true: the two
// candidates of a bivalue cell, or the two places of a digit in a unit. A
// weak link joins two candidates of which at most one is true: two digits
// of one cell, or one digit in two cells that see each other. A chain that
// starts and ends with a strong link and alternates strong and weak links
// proves that its first or its last candidate is true: if the first is
// false the strong link makes the next true, the weak link makes the one
// after false, and so on to the last. A candidate weakly linked to both
// ends is then false. X-chains are AICs on one digit; XY-chains go through
// bivalue cells only.

// lgNode is a candidate in a chain: cell*MaxSize + digit-1.
type lgNode int32

// chainSearch is the working memory of one chain search.
type chainSearch struct {
	strong [][]lgNode // strong links of each node
	stamp  []int32    // per state (node*2+on): the search that visited it
	parent []int32    // per state: the state it was reached from
	depth  []int8     // per state: links from the start
	queue  []int32
	run    int32
}

// node returns the node of digit d in cell i, and back.
func lgNodeOf(i, d int) lgNode            { return lgNode(i*MaxSize + d - 1) }
func (v lgNode) cell() int                { return int(v) / MaxSize }
func (v lgNode) digit() int               { return int(v)%MaxSize + 1 }
func (l *Logic) nodeName(v lgNode) string { return l.name(v.cell()) }

// chain finds the shortest AIC whose ends rule out some candidate.
func (l *Logic) chain() (LogicStep, bool) {
	n := l.n
	cs := &chainSearch{
		strong: make([][]lgNode, n*n*MaxSize),
		stamp:  make([]int32, 2*n*n*MaxSize),
		parent: make([]int32, 2*n*n*MaxSize),
		depth:  make([]int8, 2*n*n*MaxSize),
	}
	link := func(a, b lgNode) {
		for _, x := range cs.strong[a] {
			if x == b {
				return
			}
		}
		cs.strong[a] = append(cs.strong[a], b)
		cs.strong[b] = append(cs.strong[b], a)
	}
	var starts []lgNode
	for i := 0; i < n*n; i++ {
		if l.cand[i].Len() == 2 {
			ds := l.cand[i].Digits()
			link(lgNodeOf(i, ds[0]), lgNodeOf(i, ds[1]))
		}
	}
	for ui := range l.units {
		for d := 1; d <= n; d++ {
			if set, count := l.placeSet(&l.units[ui], d); count == 2 {
				cells := set.Cells()
				link(lgNodeOf(cells[0], d), lgNodeOf(cells[1], d))
			}
		}
	}
	for i := 0; i < n*n; i++ {
		for _, d := range l.cand[i].Digits() {
			if v := lgNodeOf(i, d); len(cs.strong[v]) > 0 {
				starts = append(starts, v)
			}
		}
	}
	var best []lgNode
	var bestRm []Candidate
	for _, a := range starts {
		path, rm := l.chainFrom(cs, a, len(best))
		if path != nil && (best == nil || len(path) < len(best)) {
			best, bestRm = path, rm
			if len(best) == 4 {
				break // no chain is shorter than three links
			}
		}
	}
	if best == nil {
		return LogicStep{}, false
	}
	return l.chainStep(best, bestRm)
}

// chainFrom searches breadth first from start, taken to be false, for the
// shortest chain that rules out a candidate. It gives up beyond l.maxChain
// links, or beyond limit nodes when limit > 0 (a shorter chain is known).
func (l *Logic) chainFrom(cs *chainSearch, start lgNode, limit int) ([]lgNode, []Candidate) {
	cs.run++
	maxDepth := l.maxChain
	if limit > 0 && limit-2 < maxDepth {
		maxDepth = limit - 2 // only strictly shorter chains are of use
	}
	s0 := int32(start) * 2
	cs.stamp[s0], cs.depth[s0], cs.parent[s0] = cs.run, 0, -1
	cs.queue = append(cs.queue[:0], s0)
	visit := func(from int32, to int32) bool {
		if cs.stamp[to] == cs.run {
			return false
		}
		cs.stamp[to], cs.parent[to], cs.depth[to] = cs.run, from, cs.depth[from]+1
		cs.queue = append(cs.queue, to)
		return true
	}
	for q := 0; q < len(cs.queue); q++ {
		s := cs.queue[q]
		v, on := lgNode(s/2), s%2 == 1
		if int(cs.depth[s]) >= maxDepth {
			continue
		}
		if !on {
			for _, w := range cs.strong[v] {
				t := int32(w)*2 + 1
				if !visit(s, t) || cs.depth[t] < 3 {
					continue
				}
				if rm := l.chainRemovals(start, w); len(rm) > 0 {
					if path := cs.path(t); path != nil {
						return path, rm
					}
				}
			}
			continue
		}
		// Weak links: the other digits of the cell, the digit in peers;
		// only to candidates with a strong link on, as the chain must go on
		// from them.
		i, d := v.cell(), v.digit()
		for w := l.cand[i]; w != 0; w &= w - 1 {
			if e := lowDigit(w); e != d && len(cs.strong[lgNodeOf(i, e)]) > 0 {
				visit(s, int32(lgNodeOf(i, e))*2)
			}
		}
		for k, w := range l.peers[i] {
			for ; w != 0; w &= w - 1 {
				j := k*64 + bits.TrailingZeros64(w)
				if l.cand[j].Has(d) && len(cs.strong[lgNodeOf(j, d)]) > 0 {
					visit(s, int32(lgNodeOf(j, d))*2)
				}
			}
		}
	}
	return nil, nil
}

// path returns the nodes from the start to state s, or nil when a node
// comes twice (the chain would not say what it seems to).
func (cs *chainSearch) path(s int32) []lgNode {
	var out []lgNode
	for ; s >= 0; s = cs.parent[s] {
		out = append(out, lgNode(s/2))
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	seen := map[lgNode]bool{}
	for _, v := range out {
		if seen[v] {
			return nil
		}
		seen[v] = true
	}
	return out
}

// chainRemovals lists the candidates weakly linked to both a and b: one of
// a and b is true, so they are false.
func (l *Logic) chainRemovals(a, b lgNode) []Candidate {
	ia, da, ib, db := a.cell(), a.digit(), b.cell(), b.digit()
	var rm []Candidate
	switch {
	case ia == ib && da == db:
		return nil
	case ia == ib:
		for _, e := range l.cand[ia].Digits() {
			if e != da && e != db {
				rm = append(rm, l.candidate(ia, e))
			}
		}
	case da == db:
		rm = l.removeSeen(l.seesAll(ia, ib), da)
	default:
		if l.peers[ia].Has(ib) {
			if l.cand[ia].Has(db) {
				rm = append(rm, l.candidate(ia, db))
			}
			if l.cand[ib].Has(da) {
				rm = append(rm, l.candidate(ib, da))
			}
		}
	}
	return rm
}

// chainStep explains a chain: nodes alternate strong and weak links,
// starting and ending with a strong one.
func (l *Logic) chainStep(path []lgNode, rm []Candidate) (LogicStep, bool) {
	t := XChain
	var digits DigitSet
	xy := true
	for k, v := range path {
		digits |= 1 << (v.digit() - 1)
		if k == 0 {
			continue
		}
		sameCell := path[k-1].cell() == v.cell()
		if k%2 == 1 && !sameCell { // a strong link between cells
			xy = false
		}
		if k%2 == 0 && sameCell { // a weak link inside a cell
			xy = false
		}
	}
	first, last := path[0], path[len(path)-1]
	switch {
	case digits.Len() == 1:
		t = XChain
	case xy && first.digit() == last.digit():
		t = XYChain
	default:
		t = AIC
	}
	var b strings.Builder
	fmt.Fprintf(&b, "if %s is not %c", l.nodeName(first), DigitChar(first.digit()))
	for k := 1; k < len(path); k++ {
		v, prev := path[k], path[k-1]
		if k%2 == 1 {
			fmt.Fprintf(&b, ", then %s is %c (%s)", l.nodeName(v), DigitChar(v.digit()), l.strongReason(prev, v))
		} else {
			fmt.Fprintf(&b, ", so %s is not %c", l.nodeName(v), DigitChar(v.digit()))
		}
	}
	fmt.Fprintf(&b, "; so %s is %c or %s is %c", l.nodeName(first), DigitChar(first.digit()), l.nodeName(last), DigitChar(last.digit()))
	var cells []int
	for _, v := range path {
		if len(cells) == 0 || cells[len(cells)-1] != v.cell() {
			cells = append(cells, v.cell())
		}
	}
	if t == XChain {
		b.Reset()
		d := first.digit()
		fmt.Fprintf(&b, "on %c, if %s is not %c", DigitChar(d), l.nodeName(first), DigitChar(d))
		for k := 1; k < len(path); k++ {
			v, prev := path[k], path[k-1]
			if k%2 == 1 {
				fmt.Fprintf(&b, ", then %s is (%s)", l.nodeName(v), l.strongReason(prev, v))
			} else {
				fmt.Fprintf(&b, ", so %s is not", l.nodeName(v))
			}
		}
		fmt.Fprintf(&b, "; so %s or %s is %c", l.nodeName(first), l.nodeName(last), DigitChar(d))
	}
	return l.removal(t, cells, digits, rm, b.String)
}

// strongReason says why a false a makes b true: "its other candidate" or
// "the other place for 7 in row 3".
func (l *Logic) strongReason(a, b lgNode) string {
	if a.cell() == b.cell() {
		return fmt.Sprintf("the other candidate of %s", l.nodeName(a))
	}
	d := a.digit()
	for _, ui := range l.cellUnits[a.cell()] {
		u := &l.units[ui]
		if !u.set.Has(b.cell()) {
			continue
		}
		if _, cells := l.places(u, d); len(cells) == 2 {
			return fmt.Sprintf("the other place for %c in %s", DigitChar(d), u.name())
		}
	}
	return "a strong link"
}
