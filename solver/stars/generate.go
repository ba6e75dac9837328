package stars

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Generate makes a random puzzle of side n with k stars per unit that has
// exactly one solution, and returns it with its solution. It places a
// random solution first, then grows n contiguous regions from seeds (each
// seed k stars of the solution linked by a path), then reshapes region
// borders until the solver proves the solution unique. The same rng state
// gives the same puzzle. It gives up with an error after maxTries layouts.
// It is quick up to 14×14 with three stars; 16×16 grids often fail.
func Generate(rng *rand.Rand, n, k, maxTries int) (Puzzle, State, error) {
	if err := (Params{N: n, K: k}).Validate(); err != nil {
		return Puzzle{}, State{}, fmt.Errorf("generate: %w", err)
	}
	if rng == nil {
		return Puzzle{}, State{}, fmt.Errorf("generate: no random source")
	}
	for try := 0; try < maxTries; try++ {
		sol, ok := randomSolution(rng, n, k)
		if !ok {
			continue
		}
		p, ok := carveRegions(rng, n, k, &sol)
		if !ok {
			continue
		}
		if p, ok = refine(rng, p, &sol); ok {
			return p, State{p: p, star: sol}, nil
		}
	}
	return Puzzle{}, State{}, fmt.Errorf("generate: no %d×%d puzzle with k=%d and a unique solution in %d tries", n, n, k, maxTries)
}

// refine reshapes the regions of p, which has sol among its solutions,
// until sol is the only one. Each step finds another solution and moves one
// of its stars that sol lacks into a neighbouring region: that breaks the
// other solution (one region loses a star, another gains one) and keeps
// sol, whose stars stay where they were. It gives up after a bounded number
// of steps.
func refine(rng *rand.Rand, p Puzzle, sol *[MaxN]uint16) (Puzzle, bool) {
	n := p.n
	for step := 0; step < 8*n; step++ {
		// A layout that takes long to prove is dropped: try another.
		sols, _, err := p.Start().Solutions(2, Options{MaxNodes: 20000})
		if err != nil || len(sols) == 0 {
			return p, false
		}
		if len(sols) == 1 {
			return p, true
		}
		other := sols[0].star
		if other == *sol {
			other = sols[1].star
		}
		var cells []int
		for r := 0; r < n; r++ {
			for m := other[r] &^ sol[r]; m != 0; m &= m - 1 {
				cells = append(cells, r*MaxN+bits.TrailingZeros16(m))
			}
		}
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		if !moveOne(rng, &p, cells) {
			return p, false
		}
	}
	return p, false
}

// moveOne moves the first of cells that can go to a neighbouring region
// without splitting its own, and renames the regions in reading order.
func moveOne(rng *rand.Rand, p *Puzzle, cells []int) bool {
	for _, cell := range cells {
		from := p.region[cell]
		next := neighbours(p.n, cell)
		rng.Shuffle(4, func(i, j int) { next[i], next[j] = next[j], next[i] })
		for _, nb := range next {
			if nb < 0 || p.region[nb] == from {
				continue
			}
			q := *p
			q.region[cell] = p.region[nb]
			if q.checkConnected() != nil {
				break // the old region would split: try another cell
			}
			*p = named(q.n, q.k, func(r, c int) int { return int(q.region[r*MaxN+c]) })
			return true
		}
	}
	return false
}

// randomSolution places k non-touching stars in every row and column, row
// by row with random choices and a bounded number of restarts.
func randomSolution(rng *rand.Rand, n, k int) ([MaxN]uint16, bool) {
	var rows [MaxN]uint16
	var colCount [MaxN]int
	// On a dead end start over: cheap at these sizes.
	for attempt := 0; attempt < 200; attempt++ {
		rows = [MaxN]uint16{}
		colCount = [MaxN]int{}
		ok := true
		for r := 0; r < n && ok; r++ {
			var blocked uint16
			if r > 0 {
				p := rows[r-1]
				blocked = p | p<<1 | p>>1
			}
			for c := 0; c < n; c++ {
				if colCount[c] == k {
					blocked |= 1 << c
				}
			}
			rows[r], ok = randomRow(rng, n, k, blocked)
			for m := rows[r]; m != 0; m &= m - 1 {
				colCount[bits.TrailingZeros16(m)]++
			}
		}
		if ok && colsFull(colCount, n, k) {
			return rows, true
		}
	}
	return rows, false
}

// colsFull reports whether every column holds k stars.
func colsFull(count [MaxN]int, n, k int) bool {
	for c := 0; c < n; c++ {
		if count[c] != k {
			return false
		}
	}
	return true
}

// randomRow picks k cells of a row, none blocked and no two neighbours.
func randomRow(rng *rand.Rand, n, k int, blocked uint16) (uint16, bool) {
	for attempt := 0; attempt < 50; attempt++ {
		var row, near uint16
		for i := 0; i < k; i++ {
			free := (uint16(1<<n) - 1) &^ blocked &^ near
			if free == 0 {
				break
			}
			c := nthBit(free, rng.IntN(bits.OnesCount16(free)))
			b := uint16(1) << c
			row |= b
			near |= b | b<<1 | b>>1
		}
		if bits.OnesCount16(row) == k {
			return row, true
		}
	}
	return 0, false
}

// nthBit returns the position of the i-th set bit of m (0-based).
func nthBit(m uint16, i int) int {
	for ; i > 0; i-- {
		m &= m - 1
	}
	return bits.TrailingZeros16(m)
}

// carveRegions cuts the grid into n contiguous regions holding k stars of
// sol each. It first links the stars into n groups of k, each group joined
// by a shortest path of free cells to its nearest unlinked star, then grows
// the groups over the remaining cells one random frontier cell at a time.
// It fails when the last stars cannot be linked.
func carveRegions(rng *rand.Rand, n, k int, sol *[MaxN]uint16) (Puzzle, bool) {
	const free = -1
	var label [MaxN * MaxN]int
	for i := range label {
		label[i] = free
	}
	var stars []int
	for r := 0; r < n; r++ {
		for m := sol[r]; m != 0; m &= m - 1 {
			stars = append(stars, r*MaxN+bits.TrailingZeros16(m))
		}
	}
	rng.Shuffle(len(stars), func(i, j int) { stars[i], stars[j] = stars[j], stars[i] })
	isStar := func(cell int) bool { return sol[cell/MaxN]>>(cell%MaxN)&1 == 1 }
	g := 0
	for _, s := range stars {
		if label[s] != free {
			continue
		}
		label[s] = g
		for i := 1; i < k; i++ {
			if !linkNearest(rng, n, &label, g, isStar) {
				return Puzzle{}, false
			}
		}
		g++
	}
	var frontier []int
	for {
		frontier = frontier[:0]
		for cell := 0; cell < n*MaxN; cell++ {
			if cell%MaxN >= n || label[cell] != free {
				continue
			}
			for _, next := range neighbours(n, cell) {
				if next >= 0 && label[next] != free {
					frontier = append(frontier, cell<<8|label[next])
				}
			}
		}
		if len(frontier) == 0 {
			break
		}
		pick := frontier[rng.IntN(len(frontier))]
		label[pick>>8] = pick & 0xff
	}
	return named(n, k, func(r, c int) int { return label[r*MaxN+c] }), true
}

// neighbours returns the four orthogonal neighbours of cell, -1 off the grid.
func neighbours(n, cell int) [4]int {
	r, c := cell/MaxN, cell%MaxN
	out := [4]int{-1, -1, -1, -1}
	if r > 0 {
		out[0] = cell - MaxN
	}
	if r+1 < n {
		out[1] = cell + MaxN
	}
	if c > 0 {
		out[2] = cell - 1
	}
	if c+1 < n {
		out[3] = cell + 1
	}
	return out
}

// linkNearest joins group g to the nearest star that belongs to no group,
// by a shortest path over free non-star cells (ties broken at random), and
// adds the path and the star to g. It reports false when no star is reachable.
func linkNearest(rng *rand.Rand, n int, label *[MaxN * MaxN]int, g int, isStar func(int) bool) bool {
	var from [MaxN * MaxN]int
	for i := range from {
		from[i] = -2 // unvisited
	}
	var queue []int
	for cell := 0; cell < n*MaxN; cell++ {
		if cell%MaxN < n && label[cell] == g {
			from[cell] = -1
			queue = append(queue, cell)
		}
	}
	rng.Shuffle(len(queue), func(i, j int) { queue[i], queue[j] = queue[j], queue[i] })
	for head := 0; head < len(queue); head++ {
		cell := queue[head]
		next := neighbours(n, cell)
		rng.Shuffle(4, func(i, j int) { next[i], next[j] = next[j], next[i] })
		for _, nb := range next {
			if nb < 0 || from[nb] != -2 || label[nb] != -1 {
				continue
			}
			from[nb] = cell
			if isStar(nb) {
				for at := nb; at >= 0 && label[at] != g; at = from[at] {
					label[at] = g
				}
				return true
			}
			queue = append(queue, nb)
		}
	}
	return false
}

// named builds a puzzle from any region labelling, naming regions A, B, ...
// in order of first appearance as New does.
func named(n, k int, label func(r, c int) int) Puzzle {
	p := Puzzle{n: n, k: k}
	index := map[int]uint8{}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			l := label(r, c)
			g, ok := index[l]
			if !ok {
				g = uint8(len(index))
				index[l] = g
				p.names[g] = "ABCDEFGHIJKLMNOP"[g]
			}
			p.region[r*MaxN+c] = g
		}
	}
	return p
}
