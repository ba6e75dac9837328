package stars

import (
	"errors"
	"fmt"
	"math/bits"
)

// ErrNoSolution is wrapped by the error of a search that finds no
// solution; the wrapping error says why.
var ErrNoSolution = errors.New("no solution")

// ErrGaveUp is wrapped by the error of a search stopped by
// Options.MaxNodes before it could finish.
var ErrGaveUp = errors.New("search gave up")

// Options steer a search.
type Options struct {
	// Reverse searches in the opposite order: the last row first and, in
	// each unit, the last cell first. Forward tries cells in row-major
	// order. Both find the same solutions; the work (nodes) differs.
	Reverse bool
	// Trace records the search as place and remove steps (Solve only).
	Trace bool
	// MaxNodes stops the search after that many nodes with an error
	// wrapping ErrGaveUp; 0 means no limit. Big grids (14×14 and up with
	// three or four stars) can take a long search.
	MaxNodes int
}

// StepKind is what one step of a search trace does.
type StepKind uint8

// The two kinds of trace step.
const (
	StepPlace  StepKind = iota + 1 // the search puts a star in a cell
	StepRemove                     // the search takes a star back out
)

// Step is one place or remove of a star during the search, 0-based cell.
type Step struct {
	Kind     StepKind
	Row, Col int
}

// String returns "place r2c3" or "remove r2c3".
func (s Step) String() string {
	if s.Kind == StepRemove {
		return "remove " + cellName(s.Row, s.Col)
	}
	return "place " + cellName(s.Row, s.Col)
}

// Move is the step as a move of the game: a star placed, or its cell
// cleared.
func (s Step) Move() Move {
	if s.Kind == StepRemove {
		return Move{Kind: ClearCell, Row: s.Row, Col: s.Col}
	}
	return Move{Kind: PlaceStar, Row: s.Row, Col: s.Col}
}

// Result is the outcome of Solve.
type Result struct {
	Solution State  // the starting position with the solution's stars added
	Moves    []Move // the star moves from the start to Solution, row-major
	Nodes    int    // search nodes visited
	Trace    []Step // the search, step by step (with Options.Trace), also when it fails
}

// Solve finds a solution from s: it keeps the stars of s and never puts a
// star on a dot. The moves, applied to s, give a solved position. With
// Options.Trace the result holds every place and remove step of the
// search, in order; replaying them on the stars of s ends at the solution.
// With no solution the error wraps ErrNoSolution and says why.
func (s State) Solve(opt Options) (Result, error) {
	var e engine // on the stack: a search allocates only its results
	root, err := s.prepare(&e, opt)
	if err != nil {
		return Result{}, err
	}
	e.limit = 1
	e.trace = opt.Trace
	why := e.run(root)
	res := Result{Nodes: e.nodes, Trace: e.steps}
	if opt.Reverse {
		res.Trace = rotateSteps(e.steps, s.p.n)
	}
	if e.found == 0 {
		if e.gaveUp {
			return res, e.gaveUpError()
		}
		return res, s.noSolution(&e, why, opt)
	}
	sol := e.first
	if opt.Reverse {
		sol = rotate(sol, s.p.n)
	}
	res.Solution = s
	for r := 0; r < s.p.n; r++ {
		for m := sol[r] &^ s.star[r]; m != 0; m &= m - 1 {
			res.Moves = append(res.Moves, Move{Kind: PlaceStar, Row: r, Col: bits.TrailingZeros16(m)})
		}
		res.Solution.star[r] = sol[r]
	}
	return res, nil
}

// Watch is what a scene replays to show the search from s: the moves of
// its trace (traced), or, when the trace is longer than maxSteps, the
// solution's stars placed one by one; res is the traced search's result.
// Without a solution the error wraps ErrNoSolution and says why.
func (s State) Watch(opt Options, maxSteps int) (moves []Move, traced bool, res Result, err error) {
	opt.Trace = true
	if res, err = s.Solve(opt); err != nil {
		return nil, false, res, err
	}
	if len(res.Trace) > maxSteps {
		return res.Moves, false, res, nil
	}
	moves = make([]Move, len(res.Trace))
	for i, st := range res.Trace {
		moves[i] = st.Move()
	}
	return moves, true, res, nil
}

// Count returns the number of solutions from s, stopping at limit, and the
// search nodes visited. Zero solutions is not an error; a search stopped by
// Options.MaxNodes returns the solutions found so far and an error.
func (s State) Count(limit int, opt Options) (solutions, nodes int, err error) {
	if limit < 1 {
		return 0, 0, fmt.Errorf("count limit %d: want at least 1", limit)
	}
	var e engine
	root, err := s.prepare(&e, opt)
	if err != nil {
		return 0, 0, err
	}
	e.limit = limit
	e.run(root)
	if e.gaveUp {
		return e.found, e.nodes, e.gaveUpError()
	}
	return e.found, e.nodes, nil
}

// Judge is what the solver says of puzzle p from its empty grid, each
// search within maxNodes nodes: how many solutions it has, 0, 1 or 2 for
// two or more, and when it has none why (the error of Solve); when the
// count gave up, −1 and its error.
func (p Puzzle) Judge(maxNodes int) (solutions int, why error) {
	n, _, err := p.Start().Count(2, Options{MaxNodes: maxNodes})
	switch {
	case err != nil:
		return -1, err
	case n == 0:
		_, err := p.Start().Solve(Options{MaxNodes: maxNodes})
		return 0, err
	}
	return n, nil
}

// Solutions returns the solutions from s, at most limit of them, in the
// order the search finds them, and the search nodes visited.
func (s State) Solutions(limit int, opt Options) ([]State, int, error) {
	if limit < 1 {
		return nil, 0, fmt.Errorf("solution limit %d: want at least 1", limit)
	}
	var e engine
	root, err := s.prepare(&e, opt)
	if err != nil {
		return nil, 0, err
	}
	e.limit = limit
	e.keep = true
	e.run(root)
	out := make([]State, len(e.sols))
	for i, sol := range e.sols {
		if opt.Reverse {
			sol = rotate(sol, s.p.n)
		}
		out[i] = s
		out[i].star = sol
	}
	if e.gaveUp {
		return out, e.nodes, e.gaveUpError()
	}
	return out, e.nodes, nil
}

// gaveUpError says that the search hit Options.MaxNodes.
func (e *engine) gaveUpError() error {
	return fmt.Errorf("%w after %d nodes (Options.MaxNodes): the count or the verdict is unknown", ErrGaveUp, e.maxNodes)
}

// prepare builds the engine and root frame for a search from s. The reverse
// search is the forward search of the grid turned half a turn.
func (s State) prepare(e *engine, opt Options) (frame, error) {
	if s.p.n == 0 || s.p.k == 0 {
		return frame{}, errors.New("no puzzle: the grid has no cells")
	}
	if err := s.checkRules(); err != nil {
		return frame{}, fmt.Errorf("position breaks a rule: %w", err)
	}
	if opt.MaxNodes < 0 {
		return frame{}, fmt.Errorf("node limit %d: want 0 (none) or more", opt.MaxNodes)
	}
	p, star, dot := s.p, s.star, s.dot
	if opt.Reverse {
		p = p.rotated()
		star, dot = rotate(star, p.n), rotate(dot, p.n)
	}
	e.init(&p)
	e.maxNodes = opt.MaxNodes
	return e.start(&star, &dot), nil
}

// noSolution explains why the search found nothing, from the failure code
// of the root (in the engine's grid, turned round for a reverse search).
func (s State) noSolution(e *engine, why int, opt Options) error {
	n, k := s.p.n, s.p.k
	kind, idx := why&^0xff, why&0xff
	a, b := idx>>4, idx&0xf // a band of lines a..b
	if opt.Reverse {
		// Map the turned grid's lines back; region indices do not change.
		switch kind {
		case failRow, failCol:
			idx = n - 1 - idx
		case failRowPair, failColPair:
			idx = n - 2 - idx
		case failRowBand, failColBand:
			a, b = n-1-b, n-1-a
		}
	}
	var reason string
	switch kind {
	case failRow:
		reason = fmt.Sprintf("row %d cannot get its %s: too few open cells that do not touch", idx+1, starWord(k))
	case failCol:
		reason = fmt.Sprintf("column %d cannot get its %s: too few open cells that do not touch", idx+1, starWord(k))
	case failRowPair:
		reason = fmt.Sprintf("rows %d and %d cannot get their stars without two touching", idx+1, idx+2)
	case failColPair:
		reason = fmt.Sprintf("columns %d and %d cannot get their stars without two touching", idx+1, idx+2)
	case failRowBand:
		reason = bandReason("row", a, b)
	case failColBand:
		reason = bandReason("column", a, b)
	case failRegion:
		reason = fmt.Sprintf("region %c cannot get its %s: too few open cells that do not touch", s.p.names[idx], starWord(k))
	default:
		reason = fmt.Sprintf("search exhausted after %d nodes: no placement satisfies every row, column and region", e.nodes)
	}
	if s.hasDots() {
		reason += " (with the dots as marked)"
	}
	return fmt.Errorf("%w: %s", ErrNoSolution, reason)
}

// bandReason explains a failed pigeonhole rule on lines a..b (0-based).
func bandReason(line string, a, b int) string {
	if a == b {
		return fmt.Sprintf("%s %d cannot get its stars: the regions within it need more, or the regions reaching into it have fewer", line, a+1)
	}
	return fmt.Sprintf("%ss %d to %d cannot get their stars: the regions within them need more, or the regions reaching into them have fewer", line, a+1, b+1)
}

// hasDots reports whether the player has marked any cell with a dot.
func (s State) hasDots() bool {
	for _, d := range s.dot {
		if d != 0 {
			return true
		}
	}
	return false
}

// rotated returns the layout turned half a turn, keeping region letters.
func (p Puzzle) rotated() Puzzle {
	q := Puzzle{n: p.n, k: p.k, names: p.names}
	for r := 0; r < p.n; r++ {
		for c := 0; c < p.n; c++ {
			q.region[(p.n-1-r)*MaxN+p.n-1-c] = p.region[r*MaxN+c]
		}
	}
	return q
}

// rotate turns a grid of bit rows half a turn (it is its own inverse).
func rotate(g [MaxN]uint16, n int) [MaxN]uint16 {
	var out [MaxN]uint16
	for r := 0; r < n; r++ {
		out[n-1-r] = bits.Reverse16(g[r]) >> (MaxN - n)
	}
	return out
}

// rotateSteps maps trace steps of the turned grid back onto the grid.
func rotateSteps(steps []Step, n int) []Step {
	for i := range steps {
		steps[i].Row, steps[i].Col = n-1-steps[i].Row, n-1-steps[i].Col
	}
	return steps
}
