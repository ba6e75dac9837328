package stars

import (
	"fmt"
	"math/bits"
	"strings"
)

// grid is a set of cells: bit c of grid[r] is cell (r, c).
type grid [MaxN]uint16

// and returns the cells in both g and h.
func (g grid) and(h grid) grid {
	for r := range g {
		g[r] &= h[r]
	}
	return g
}

// or returns the cells in g or h.
func (g grid) or(h grid) grid {
	for r := range g {
		g[r] |= h[r]
	}
	return g
}

// minus returns the cells of g not in h.
func (g grid) minus(h grid) grid {
	for r := range g {
		g[r] &^= h[r]
	}
	return g
}

// count returns the number of cells in g.
func (g grid) count() int {
	n := 0
	for _, m := range g {
		n += bits.OnesCount16(m)
	}
	return n
}

// empty reports whether g holds no cell.
func (g grid) empty() bool {
	for _, m := range g {
		if m != 0 {
			return false
		}
	}
	return true
}

// has reports whether cell c is in g.
func (g grid) has(c Pos) bool { return g[c.Row]>>c.Col&1 == 1 }

// add puts cell c in g.
func (g *grid) add(c Pos) { g[c.Row] |= 1 << c.Col }

// cells lists the cells of g in reading order.
func (g grid) cells() []Pos {
	var out []Pos
	for r, m := range g {
		for ; m != 0; m &= m - 1 {
			out = append(out, Pos{r, bits.TrailingZeros16(m)})
		}
	}
	return out
}

// around returns the cells touching a cell of g, g's own cells included,
// clipped to n×n.
func (g grid) around(n int) grid {
	var out grid
	full := uint16(1<<n - 1)
	for r := 0; r < n; r++ {
		if g[r] == 0 {
			continue
		}
		s := spread(g[r]) & full
		out[r] |= s
		if r > 0 {
			out[r-1] |= s
		}
		if r+1 < n {
			out[r+1] |= s
		}
	}
	return out
}

// board is a position as the logic solver sees it: the stars, the cells
// known to be empty (the dots and what steps concluded), and the masks of
// every unit. Units are numbered rows 0..n-1, columns n..2n-1, regions
// 2n..3n-1.
type board struct {
	p     *Puzzle
	n, k  int
	star  grid
	empty grid
	unit  [3 * MaxN]grid
}

// newBoard builds the board of s.
func newBoard(s State) board {
	b := board{p: &s.p, n: s.p.n, k: s.p.k, star: s.star, empty: s.dot}
	full := uint16(1<<b.n - 1)
	for i := 0; i < b.n; i++ {
		b.unit[i][i] = full
		for r := 0; r < b.n; r++ {
			b.unit[b.n+i][r] = 1 << i
		}
	}
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			b.unit[2*b.n+int(s.p.region[r*MaxN+c])][r] |= 1 << c
		}
	}
	return b
}

// open returns the cells neither star nor known empty.
func (b *board) open() grid {
	var g grid
	full := uint16(1<<b.n - 1)
	for r := 0; r < b.n; r++ {
		g[r] = full &^ b.star[r] &^ b.empty[r]
	}
	return g
}

// need returns the stars unit u still needs (negative when over k).
func (b *board) need(u int) int {
	return b.k - b.star.and(b.unit[u]).count()
}

// unitOf returns the row, column and region units of cell c.
func (b *board) unitOf(c Pos) [3]int {
	return [3]int{c.Row, b.n + c.Col, 2*b.n + int(b.p.region[c.Row*MaxN+c.Col])}
}

// pub returns unit u as the exported Unit.
func (b *board) pub(u int) Unit {
	switch {
	case u < b.n:
		return Unit{Row, u}
	case u < 2*b.n:
		return Unit{Column, u - b.n}
	}
	return Unit{Region, u - 2*b.n}
}

// name returns "row 3", "column 4" or "region C".
func (b *board) name(u int) string { return b.p.UnitName(b.pub(u)) }

// broken reports whether the stars break a rule (touching, or a unit over
// k), when no sound step can be told.
func (b *board) broken() bool {
	for r := 0; r < b.n; r++ {
		m := b.star[r]
		if m&(m<<1) != 0 || r+1 < b.n && spread(m)&b.star[r+1] != 0 {
			return true
		}
	}
	for u := 0; u < 3*b.n; u++ {
		if b.need(u) < 0 {
			return true
		}
	}
	return false
}

// deduction is a deduction of technique t at level l with its conclusions.
func (b *board) deduction(t Technique, l Level, stars, empty grid, cells []Pos, units []int, text string) Deduction {
	d := Deduction{Technique: t, Level: l, Stars: stars.cells(), Empty: empty.cells(), Cells: cells, Text: text}
	for _, u := range units {
		d.Units = append(d.Units, b.pub(u))
	}
	return d
}

// listCells writes cells as "r1c2", "r1c2 and r3c4" or "r1c2, r1c3 and
// r3c4".
func listCells(cells []Pos) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = c.String()
	}
	return andList(names)
}

// andList joins words as "a", "a and b" or "a, b and c".
func andList(words []string) string {
	switch len(words) {
	case 0:
		return "none"
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// isAre returns "is" for one and "are" for more.
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// conclusion says what a step concludes: "so r1c2 and r1c3 are empty",
// "so r4c4 is a star and r4c6 is empty".
func conclusion(stars, empty grid) string {
	var parts []string
	if s := stars.cells(); len(s) > 0 {
		word := "a star"
		if len(s) > 1 {
			word = "stars"
		}
		parts = append(parts, fmt.Sprintf("%s %s %s", listCells(s), isAre(len(s)), word))
	}
	if e := empty.cells(); len(e) > 0 {
		parts = append(parts, fmt.Sprintf("%s %s empty", listCells(e), isAre(len(e))))
	}
	return "so " + strings.Join(parts, ", and ")
}
