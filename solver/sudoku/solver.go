package sudoku

import "errors"

// DefaultTraceSteps is the most steps Trace records before giving up.
const DefaultTraceSteps = 1 << 20

// Solver solves grids. It keeps its working memory between calls, so a
// program that solves many grids should reuse one Solver: solving a classic
// 9×9 grid then allocates nothing. The zero Solver is ready to use; a Solver
// must not be used by two goroutines at once.
type Solver struct {
	fast engine9
	gen  general
}

// NewSolver returns a Solver.
func NewSolver() *Solver {
	return &Solver{}
}

// errNotSetUp is returned for the zero State.
var errNotSetUp = errors.New("the grid is not set up")

// count counts the solutions of s up to limit and leaves the first one in
// the engine that ran; fast says which.
func (sv *Solver) count(s State, limit int) (n int, fast bool) {
	if s.size == 9 && !s.x {
		var cells [81]byte
		copy(cells[:], s.cells[:81])
		sv.fast.load(&cells)
		return sv.fast.run(limit), true
	}
	return sv.gen.run(s, limit, false, 0), false
}

// Count returns the number of solutions of s, counting no further than
// limit (DefaultLimit when limit < 1). Filled cells, givens or not, are
// kept. A grid whose digits clash has 0 solutions.
func (sv *Solver) Count(s State, limit int) (int, error) {
	if s.size == 0 {
		return 0, errNotSetUp
	}
	if limit < 1 {
		limit = DefaultLimit
	}
	n, _ := sv.count(s, limit)
	return n, nil
}

// Judge is what the solver says of a puzzle: how many solutions s has,
// 0, 1 or 2 for two or more, and when it has none why (the error of
// Solve, or of Count).
func (sv *Solver) Judge(s State) (solutions int, why error) {
	n, err := sv.Count(s, 2)
	switch {
	case err != nil:
		return 0, err
	case n == 0:
		_, err := sv.Solve(s)
		return 0, err
	}
	return n, nil
}

// Solve returns a solution of s: the grid with every empty cell filled;
// givens stay givens and the new digits are entries. Filled cells are kept
// as they are, so Solve works from any state of play. Without a solution
// the error wraps ErrNoSolution and says why.
func (sv *Solver) Solve(s State) (State, error) {
	if s.size == 0 {
		return s, errNotSetUp
	}
	n, fast := sv.count(s, 1)
	if n == 0 {
		return s, s.noSolution()
	}
	out := s
	for i := 0; i < s.NumCells(); i++ {
		if fast {
			out.cells[i] = sv.fast.sol[i]
		} else {
			out.cells[i] = sv.gen.sol[i]
		}
	}
	return out, nil
}

// SolveMoves returns the moves that fill the empty cells of s with a
// solution, row-major. Applied in order to s they reach a solved state.
func (sv *Solver) SolveMoves(s State) ([]Move, error) {
	sol, err := sv.Solve(s)
	if err != nil {
		return nil, err
	}
	var moves []Move
	n := s.Size()
	for i := 0; i < s.NumCells(); i++ {
		if s.cells[i] == 0 {
			moves = append(moves, Move{Row: i / n, Col: i % n, Digit: int(sol.cells[i])})
		}
	}
	return moves, nil
}

// Trace solves s with the general engine and records its search: every
// digit it places (by the rules or as a guess) and every cell it empties
// when a guess fails, in order. Replaying the steps on s with Apply ends at
// the returned solution. maxSteps bounds the trace (DefaultTraceSteps when
// maxSteps < 1); a longer search is an error.
func (sv *Solver) Trace(s State, maxSteps int) (State, []Step, error) {
	if s.size == 0 {
		return s, nil, errNotSetUp
	}
	if maxSteps < 1 {
		maxSteps = DefaultTraceSteps
	}
	n := sv.gen.run(s, 1, true, maxSteps)
	steps := sv.gen.steps
	sv.gen.steps = nil
	if sv.gen.err != nil {
		return s, steps, sv.gen.traceError()
	}
	if n == 0 {
		return s, steps, s.noSolution()
	}
	out := s
	copy(out.cells[:s.NumCells()], sv.gen.sol[:s.NumCells()])
	return out, steps, nil
}

// SolveLine reads one grid in the one-line format (see ParseGrid), counts
// its solutions up to limit (DefaultLimit when limit < 1) and appends the
// first solution, in the same format, to dst. It is the fast path for
// batches: a classic 9×9 line goes straight into the fast engine and, with a
// reused Solver, nothing is allocated. Bad text gives a *ParseError; a grid
// without solutions gives count 0 and an error wrapping ErrNoSolution.
func (sv *Solver) SolveLine(dst, line []byte, x bool, limit int) (out []byte, count int, err error) {
	if limit < 1 {
		limit = DefaultLimit
	}
	if len(line) == 81 && !x {
		var cells [81]byte
		var bad byte
		dc := &tables.digitOf
		for i, ch := range line[:81] {
			v := dc[ch]
			cells[i] = v
			bad |= v
		}
		if bad&0x80 == 0 {
			sv.fast.load(&cells)
			n := sv.fast.run(limit)
			if n == 0 {
				s, _ := ParseGrid(string(line), x)
				return dst, 0, s.noSolution()
			}
			for _, d := range sv.fast.sol {
				dst = append(dst, '0'+d)
			}
			return dst, n, nil
		}
	}
	s, err := ParseGrid(string(line), x)
	if err != nil {
		return dst, 0, err
	}
	n, fast := sv.count(s, limit)
	if n == 0 {
		return dst, 0, s.noSolution()
	}
	for i := 0; i < s.NumCells(); i++ {
		d := sv.gen.sol[i]
		if fast {
			d = sv.fast.sol[i]
		}
		dst = append(dst, DigitChar(int(d)))
	}
	return dst, n, nil
}

// Solve returns a solution of s; see Solver.Solve.
func Solve(s State) (State, error) {
	return NewSolver().Solve(s)
}

// Count returns the number of solutions of s up to limit; see Solver.Count.
func Count(s State, limit int) (int, error) {
	return NewSolver().Count(s, limit)
}

// SolveMoves returns the moves that solve s; see Solver.SolveMoves.
func SolveMoves(s State) ([]Move, error) {
	return NewSolver().SolveMoves(s)
}

// Trace solves s and records the search, up to DefaultTraceSteps steps;
// see Solver.Trace.
func Trace(s State) (State, []Step, error) {
	return NewSolver().Trace(s, 0)
}
