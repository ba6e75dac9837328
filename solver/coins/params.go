package coins

import (
	"fmt"
	"strconv"
	"strings"
)

// Limits of the parameters: a state is a 32-bit mask, one bit per point.
const (
	MinN = 5
	MaxN = 32
	MinK = 2
)

// Params are the star {N/K}: N points, each joined to the points K steps
// away on either side.
type Params struct {
	N int
	K int
}

// DefaultParams returns the classic puzzle {8/3}.
func DefaultParams() Params {
	return Params{N: 8, K: 3}
}

// Validate says whether p is a star this package can play: MinN ≤ N ≤ MaxN
// and MinK ≤ K < N/2 (K = N/2 would join each point to one point only).
func (p Params) Validate() error {
	if p.N < MinN || p.N > MaxN {
		return fmt.Errorf("n = %d is out of range: want %d ≤ n ≤ %d", p.N, MinN, MaxN)
	}
	if p.K < MinK || 2*p.K >= p.N {
		return fmt.Errorf("k = %d is out of range for n = %d: want %d ≤ k < n/2 (%d..%d)", p.K, p.N, MinK, MinK, p.MaxK())
	}
	return nil
}

// MaxK returns the largest valid K for p.N.
func (p Params) MaxK() int {
	return (p.N - 1) / 2
}

// String returns the star's Schläfli symbol, e.g. "{8/3}".
func (p Params) String() string {
	return fmt.Sprintf("{%d/%d}", p.N, p.K)
}

// Loops returns how many separate loops the star's lines form: gcd(N, K).
// Like the other methods that describe the star, it returns a harmless
// value (here 1) for parameters that do not Validate, never panicking.
func (p Params) Loops() int {
	if p.Validate() != nil {
		return 1
	}
	a, b := p.N, p.K
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// LoopLen returns the number of points on each loop: N / Loops().
func (p Params) LoopLen() int {
	if p.Validate() != nil {
		return 0
	}
	return p.N / p.Loops()
}

// Goal returns the number of coins that wins: N − Loops(), one empty point
// left on each loop (N − 1 when the star is a single loop).
func (p Params) Goal() int {
	return p.N - p.Loops()
}

// LoopOf returns the loop that point i lies on, 0..Loops()−1.
func (p Params) LoopOf(i int) int {
	if i < 0 {
		return 0
	}
	return i % p.Loops()
}

// LoopPoints returns the points of loop l in the order the lines visit
// them: l, l+K, l+2K, ... (mod N). It is empty when there is no loop l.
func (p Params) LoopPoints(l int) []int {
	if l < 0 || l >= p.Loops() {
		return nil
	}
	m := p.LoopLen()
	pts := make([]int, m)
	for j := range m {
		pts[j] = (l + j*p.K) % p.N
	}
	return pts
}

// Neighbours returns the two points joined to point i: i+K and i−K (mod N),
// or −1 twice when i is not a point of a valid star.
func (p Params) Neighbours(i int) [2]int {
	if p.Validate() != nil || i < 0 || i >= p.N {
		return [2]int{-1, -1}
	}
	return [2]int{(i + p.K) % p.N, (i - p.K + p.N) % p.N}
}

// Joined reports whether a line joins points a and b.
func (p Params) Joined(a, b int) bool {
	nb := p.Neighbours(a)
	return a != b && b >= 0 && (b == nb[0] || b == nb[1])
}

// LoopNote explains, for a star that falls into several loops, why fewer
// than N − 1 coins fit and what the goal is; it is empty for a single loop.
func (p Params) LoopNote() string {
	g := p.Loops()
	if g == 1 || p.Validate() != nil {
		return ""
	}
	loops := make([]string, g)
	for l := range g {
		loops[l] = p.LoopText(l)
	}
	return fmt.Sprintf("the star %s falls into %d separate loops of %d points (%s); "+
		"the last coin on a loop needs an empty point to start from, so each loop keeps one point empty: "+
		"the goal is %d coins, not %d",
		p, g, p.LoopLen(), strings.Join(loops, ", "), p.Goal(), p.N-1)
}

// LoopText writes the points of loop l in the order the lines visit
// them, joined by "-" ("0-3-6-1-4-7-2-5"); it is empty when there is no
// loop l.
func (p Params) LoopText(l int) string { return joinPoints(p.LoopPoints(l), "-") }

// joinPoints writes point numbers separated by sep.
func joinPoints(pts []int, sep string) string {
	s := make([]string, len(pts))
	for i, v := range pts {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, sep)
}
