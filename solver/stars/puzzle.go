package stars

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Size and star-count limits of a puzzle.
const (
	MinN = 4  // smallest grid side
	MaxN = 16 // largest grid side (a row fits in a uint16)
	MinK = 1  // fewest stars per row, column and region
	MaxK = 4  // most stars per row, column and region
)

// Params are the numeric parameters of a star grid: the side N and the
// number of stars k in every row, column and region.
type Params struct {
	N int // grid side, MinN..MaxN; also the number of regions
	K int // stars per row, column and region, MinK..MaxK
}

// Validate reports whether N and K are in range and whether an N×N grid can
// hold k non-touching stars in every row and column at all.
func (p Params) Validate() error {
	if p.N < MinN || p.N > MaxN {
		return &InputError{Msg: fmt.Sprintf("grid side N=%d is out of range, want %d to %d", p.N, MinN, MaxN)}
	}
	if p.K < MinK || p.K > MaxK {
		return &InputError{Msg: fmt.Sprintf("k=%d is out of range, want %d to %d", p.K, MinK, MaxK)}
	}
	if min := minSide(p.K); p.N < min {
		return &InputError{Msg: fmt.Sprintf("k=%d is impossible on a %d×%d grid: %d non-touching stars in every row and column need a grid of at least %d×%d",
			p.K, p.N, p.N, p.K, min, min)}
	}
	return nil
}

// InputError is a problem with a region string, a position or the
// parameters. Row and Col are the 1-based grid row and column, and Offset
// the 1-based character position in the input text of the one character at
// fault; each is zero when it does not apply (a row of the wrong length is
// named by its row alone).
type InputError struct {
	Row, Col int
	Offset   int
	Msg      string
}

// Error returns the message, naming the grid row and column where known.
func (e *InputError) Error() string {
	switch {
	case e.Row > 0 && e.Col > 0:
		return fmt.Sprintf("row %d, column %d: %s", e.Row, e.Col, e.Msg)
	case e.Row > 0:
		return fmt.Sprintf("row %d %s", e.Row, e.Msg)
	}
	return e.Msg
}

// Puzzle is an immutable star-grid layout: its side, k and the region of
// every cell. The zero Puzzle is empty (N is 0) and every operation on it
// fails with an error. Puzzles are comparable with ==.
type Puzzle struct {
	n, k   int
	region [MaxN * MaxN]uint8 // region index of cell (r, c) at r*MaxN+c
	names  [MaxN]byte         // region letter of each index, in order of first appearance
}

// New parses a region string and checks it against k: rows separated by
// '/', one letter (A-Z or a-z) per cell naming its region, N rows of N
// cells, exactly N distinct letters, each naming one connected area.
// Surrounding spaces are ignored.
func New(regions string, k int) (Puzzle, error) {
	p, err := parseRegions(regions)
	if err != nil {
		return Puzzle{}, err
	}
	if err := (Params{N: p.n, K: k}).Validate(); err != nil {
		return Puzzle{}, err
	}
	p.k = k
	return p, nil
}

// CheckRegions checks a region string as New does before it checks k: its
// shape, letters, region count and connectivity; the error names the row
// and column at fault.
func CheckRegions(regions string) error {
	_, err := parseRegions(regions)
	return err
}

// parseRegions reads the layout and checks its shape, letters, region count
// and connectivity. It leaves k at zero.
func parseRegions(s string) (Puzzle, error) {
	var p Puzzle
	trimmed := strings.TrimLeftFunc(s, unicode.IsSpace)
	at := utf8.RuneCountInString(s[:len(s)-len(trimmed)]) + 1 // offset of the current row
	s = strings.TrimSpace(trimmed)
	if s == "" {
		return p, &InputError{Msg: "empty region string: want rows of region letters separated by '/'"}
	}
	rows := strings.Split(s, "/")
	n := utf8.RuneCountInString(rows[0])
	if n < MinN || n > MaxN {
		return p, &InputError{Row: 1, Msg: fmt.Sprintf("has %s, want %d to %d (the grid is N×N with N from %d to %d)", nouns(n, "cell"), MinN, MaxN, MinN, MaxN)}
	}
	var seen [128]int // 1 + index of each letter seen, 0 when unseen
	var names []byte
	for r, row := range rows {
		if r >= n {
			return p, &InputError{Msg: fmt.Sprintf("%s, want %d (the grid is %d×%d, from the length of row 1)", nouns(len(rows), "row"), n, n, n)}
		}
		c := 0
		for _, ch := range row {
			if ch >= 128 || !isRegionLetter(byte(ch)) {
				return p, &InputError{Row: r + 1, Col: c + 1, Offset: at + c, Msg: fmt.Sprintf("%q is not a region letter (use A-Z or a-z)", ch)}
			}
			if seen[ch] == 0 {
				names = append(names, byte(ch))
				seen[ch] = len(names)
			}
			if c < n {
				p.region[r*MaxN+c] = uint8(seen[ch] - 1)
			}
			c++
		}
		if c != n {
			return p, &InputError{Row: r + 1, Msg: fmt.Sprintf("has %s, want %d", nouns(c, "cell"), n)}
		}
		at += c + 1 // the row and its '/'
	}
	if len(rows) != n {
		return p, &InputError{Msg: fmt.Sprintf("%s, want %d (the grid is %d×%d, from the length of row 1)", nouns(len(rows), "row"), n, n, n)}
	}
	if len(names) != n {
		return p, &InputError{Msg: fmt.Sprintf("%s (%s), want exactly %d for a %d×%d grid", nouns(len(names), "region"), names, n, n, n)}
	}
	copy(p.names[:], names)
	p.n = n
	return p, p.checkConnected()
}

// isRegionLetter reports whether b may name a region.
func isRegionLetter(b byte) bool {
	return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// checkConnected makes sure every region is one orthogonally connected
// area; a letter used for two separate areas is reported here.
func (p *Puzzle) checkConnected() error {
	var label [MaxN * MaxN]uint8 // piece number + 1 per cell
	var pieces [MaxN]int
	var first [MaxN][2]int // first cell of the second piece, for the message
	var stack []int
	for start := 0; start < p.n*MaxN; start++ {
		r, c := start/MaxN, start%MaxN
		if c >= p.n || label[start] != 0 {
			continue
		}
		g := p.region[start]
		pieces[g]++
		if pieces[g] == 2 {
			first[g] = [2]int{r + 1, c + 1}
		}
		label[start] = 1
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			cell := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cr, cc := cell/MaxN, cell%MaxN
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nr, nc := cr+d[0], cc+d[1]
				if nr < 0 || nr >= p.n || nc < 0 || nc >= p.n {
					continue
				}
				next := nr*MaxN + nc
				if label[next] == 0 && p.region[next] == g {
					label[next] = 1
					stack = append(stack, next)
				}
			}
		}
	}
	for g := 0; g < p.n; g++ {
		if pieces[g] > 1 {
			return &InputError{Msg: fmt.Sprintf("region %c is in %d separate pieces (another piece starts at r%dc%d): each letter must name one connected area",
				p.names[g], pieces[g], first[g][0], first[g][1])}
		}
	}
	return nil
}

// N returns the side of the grid (also the number of regions).
func (p Puzzle) N() int { return p.n }

// K returns the number of stars each row, column and region must hold.
func (p Puzzle) K() int { return p.k }

// Region returns the index (0..N-1, in order of first appearance) of the
// region holding cell (r, c), 0-based, or -1 when the cell is off the grid.
func (p Puzzle) Region(r, c int) int {
	if !p.inside(r, c) {
		return -1
	}
	return int(p.region[r*MaxN+c])
}

// RegionName returns the letter naming region index g, or 0 when g is out
// of range.
func (p Puzzle) RegionName(g int) byte {
	if g < 0 || g >= p.n {
		return 0
	}
	return p.names[g]
}

// String returns the region string, the format New reads.
func (p Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.n; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := 0; c < p.n; c++ {
			b.WriteByte(p.names[p.region[r*MaxN+c]])
		}
	}
	return b.String()
}

// inside reports whether (r, c) is a cell of the grid.
func (p Puzzle) inside(r, c int) bool {
	return r >= 0 && r < p.n && c >= 0 && c < p.n
}

// nouns writes n and a noun, plural unless n is 1: "1 cell", "3 cells".
func nouns(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
