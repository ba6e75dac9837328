package stars

import "math/bits"

// UnitKind names a row, a column or a region.
type UnitKind uint8

// The kinds of unit, and Touch for the clash of two neighbouring stars.
const (
	Row UnitKind = iota + 1
	Column
	Region
	Touch
)

// Clash is the rule a star would break: touching the star at (Row, Col)
// when Kind is Touch, else giving unit Index of Kind more than k stars.
type Clash struct {
	Kind     UnitKind
	Index    int // the row, column or region
	Row, Col int // the star touched, with Touch
}

// StarClash returns the rule a new star at (r, c) would break, as Apply
// checks it, and false when the star is allowed (or the cell is off the
// grid). A scene shows the parts involved with it.
func (s State) StarClash(r, c int) (Clash, bool) {
	if !s.p.inside(r, c) || s.star[r]>>c&1 == 1 {
		return Clash{}, false
	}
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			nr, nc := r+dr, c+dc
			if (dr != 0 || dc != 0) && s.p.inside(nr, nc) && s.star[nr]>>nc&1 == 1 {
				return Clash{Kind: Touch, Row: nr, Col: nc}, true
			}
		}
	}
	k := s.p.k
	switch g := int(s.p.region[r*MaxN+c]); {
	case bits.OnesCount16(s.star[r]) >= k:
		return Clash{Kind: Row, Index: r}, true
	case s.colCount(c) >= k:
		return Clash{Kind: Column, Index: c}, true
	case s.regionCount(g) >= k:
		return Clash{Kind: Region, Index: g}, true
	}
	return Clash{}, false
}

// Shortage is a unit that can no longer get its stars: it needs Need more
// but its open cells (blank, touching no star, in no full unit) can take
// at most Room of them without two touching.
type Shortage struct {
	Kind  UnitKind // Row, Column or Region
	Index int
	Need  int
	Room  int
}

// Open returns, row by row, the cells that may still take a star: blank
// (neither star nor dot), touching no star, and in no row, column or
// region that already holds k stars.
func (s State) Open() [MaxN]uint16 {
	var open [MaxN]uint16
	n, k := s.p.n, s.p.k
	if n == 0 {
		return open
	}
	var colFull uint16
	for c := 0; c < n; c++ {
		if s.colCount(c) >= k {
			colFull |= 1 << c
		}
	}
	var regFull [MaxN]bool
	for g := 0; g < n; g++ {
		regFull[g] = s.regionCount(g) >= k
	}
	full := uint16(1<<n - 1)
	for r := 0; r < n; r++ {
		if bits.OnesCount16(s.star[r]) >= k {
			continue
		}
		near := spread(s.star[r])
		if r > 0 {
			near |= spread(s.star[r-1])
		}
		if r+1 < n {
			near |= spread(s.star[r+1])
		}
		m := full &^ s.star[r] &^ s.dot[r] &^ near &^ colFull
		for rest := m; rest != 0; rest &= rest - 1 {
			c := bits.TrailingZeros16(rest)
			if regFull[s.p.region[r*MaxN+c]] {
				m &^= 1 << c
			}
		}
		open[r] = m
	}
	return open
}

// Shortages appends to dst every row, column and region that cannot get
// its stars any more with the marks as they are (dots included), and
// returns it. Rows and columns count the most open cells pairwise apart;
// a region counts them over pairs of neighbouring rows, which may
// overestimate but never reports a unit that still has room.
func (s State) Shortages(dst []Shortage) []Shortage {
	n, k := s.p.n, s.p.k
	if n == 0 {
		return dst
	}
	open := s.Open()
	for r := 0; r < n; r++ {
		need := k - bits.OnesCount16(s.star[r])
		if room := maxApart(open[r]); need > 0 && room < need {
			dst = append(dst, Shortage{Kind: Row, Index: r, Need: need, Room: room})
		}
	}
	for c := 0; c < n; c++ {
		var line uint16
		for r := 0; r < n; r++ {
			line |= (open[r] >> c & 1) << r
		}
		need := k - s.colCount(c)
		if room := maxApart(line); need > 0 && room < need {
			dst = append(dst, Shortage{Kind: Column, Index: c, Need: need, Room: room})
		}
	}
	for g := 0; g < n; g++ {
		need := k - s.regionCount(g)
		if need <= 0 {
			continue
		}
		room := 0
		for r := 0; r < n && room < need; r += 2 {
			var a, b uint16
			for c := 0; c < n; c++ {
				if int(s.p.region[r*MaxN+c]) == g {
					a |= open[r] & (1 << c)
				}
				if r+1 < n && int(s.p.region[(r+1)*MaxN+c]) == g {
					b |= open[r+1] & (1 << c)
				}
			}
			room += maxApart(a | b)
		}
		if room < need {
			dst = append(dst, Shortage{Kind: Region, Index: g, Need: need, Room: room})
		}
	}
	return dst
}

// Culprit names a mark of s that rules out every solution: with it
// cleared the puzzle can be solved from the other marks. For a puzzle with
// one solution it is the first star off that solution, else the first dot
// on one of its stars; otherwise the first mark whose removal lets a
// search succeed. ok is false when s can be solved as it is, when the
// puzzle has no solution at all, or when no single mark is to blame (or
// the searches hit maxNodes; 0 means no limit).
func (s State) Culprit(maxNodes int) (m Move, ok bool) {
	if s.p.n == 0 {
		return Move{}, false
	}
	opt := Options{MaxNodes: maxNodes}
	if c, _, err := s.Count(1, opt); err != nil || c > 0 {
		return Move{}, false
	}
	sols, _, err := s.p.Start().Solutions(2, opt)
	if err != nil || len(sols) == 0 {
		return Move{}, false
	}
	n := s.p.n
	if len(sols) == 1 {
		sol := sols[0]
		for r := 0; r < n; r++ {
			if extra := s.star[r] &^ sol.star[r]; extra != 0 {
				return Move{Kind: PlaceStar, Row: r, Col: bits.TrailingZeros16(extra)}, true
			}
		}
		for r := 0; r < n; r++ {
			if wrong := s.dot[r] & sol.star[r]; wrong != 0 {
				return Move{Kind: PlaceDot, Row: r, Col: bits.TrailingZeros16(wrong)}, true
			}
		}
		return Move{}, false
	}
	for _, kind := range [2]MoveKind{PlaceStar, PlaceDot} {
		for r := 0; r < n; r++ {
			marks := s.star[r]
			if kind == PlaceDot {
				marks = s.dot[r]
			}
			for ; marks != 0; marks &= marks - 1 {
				c := bits.TrailingZeros16(marks)
				t := s
				t.star[r] &^= 1 << c
				t.dot[r] &^= 1 << c
				if cnt, _, err := t.Count(1, opt); err == nil && cnt > 0 {
					return Move{Kind: kind, Row: r, Col: c}, true
				}
			}
		}
	}
	return Move{}, false
}

// CellName returns the 1-based name of cell (r, c), as moves are written:
// "r2c3".
func CellName(r, c int) string { return cellName(r, c) }
