package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrNoPuzzle is wrapped by the error of GenerateGrade when it finds no
// puzzle of the grade asked in its tries: some grades hardly exist for
// small grids (a 4×4 puzzle always falls to singles).
var ErrNoPuzzle = errors.New("level not reached")

// GenerateTries is the number of full grids GenerateGrade tries before it
// gives up; ten times as many for beyond on grids of 9×9 and more, where
// about one minimal classic 9×9 puzzle in a hundred is beyond.
const GenerateTries = 400

// GenerateGrade makes a puzzle with parameters p, exactly one solution and
// grade g (see Grade): from a random full grid it takes givens away in
// pairs symmetric about the centre, keeping only removals after which the
// puzzle still falls to the techniques of grade g (for beyond, and expert
// on a classic 9×9: after which the solution stays unique), then keeps the
// puzzle if its grade is g, or
// starts over from a new grid. rng makes it repeatable: the same seed gives
// the same puzzles. When GenerateTries grids give no puzzle of grade g the
// error wraps ErrNoPuzzle: 4×4 puzzles (X or not) are always easy; 6×6
// ones without X are easy or hard, seldom medium or expert (asking for
// those fails about half the time) and were never found beyond; 6×6 X,
// 9×9, 9×9 X and 16×16 reach every grade.
// A 9×9 takes milliseconds (easy) to a few tenths of a second (hard,
// expert); a 16×16 up to seconds: a scene should run it in the background.
func (sv *Solver) GenerateGrade(p Params, g Grade, rng *rand.Rand) (State, error) {
	if err := p.Validate(); err != nil {
		return State{}, err
	}
	if g < 0 || g >= Grades {
		return State{}, fmt.Errorf("no such level: %v", g)
	}
	l := &Logic{quiet: true}
	tries := GenerateTries
	if g == GradeBeyond && p.Size >= 9 {
		tries *= 10
	}
	for try := 0; try < tries; try++ {
		full, err := sv.Generate(p, rng, p.Cells()) // every cell given: a random full grid
		if err != nil {
			return State{}, err
		}
		s := sv.thin(l, full, g, rng)
		got, _, err := sv.RateLogic(s)
		if err == nil && got == g {
			return s, nil
		}
	}
	return State{}, fmt.Errorf("%w: no %v puzzle is %v in %d tries", ErrNoPuzzle, p, g, tries)
}

// CanGenerate says why GenerateGrade would not make a puzzle of p at
// grade g in reasonable time, or nil when it can: a 4×4 grid is always
// easy, and proving a beyond 16×16 puzzle unique takes minutes.
func CanGenerate(p Params, g Grade) error {
	switch {
	case p.Size == 4 && g != GradeEasy:
		return fmt.Errorf("no %v puzzle is %v: singles always solve a 4×4 grid (choose easy)", p, g)
	case p.Size == 16 && g == GradeBeyond:
		return errors.New("a beyond 16×16 puzzle takes minutes to make: choose expert or a smaller grid")
	}
	return nil
}

// GenerateWithin makes a puzzle as GenerateGrade does, at most rounds
// rounds of it (each of GenerateTries grids), with a solver of its own:
// work off the main loop, which stops when c is done and calls yield
// between the rounds. An error other than ErrNoPuzzle ends it at once.
func GenerateWithin(c context.Context, p Params, g Grade, rng *rand.Rand, rounds int, yield func()) (State, error) {
	// A solver of its own: one is not safe for two goroutines.
	sv := NewSolver()
	var last error
	for try := 0; try < rounds; try++ {
		if err := c.Err(); err != nil {
			return State{}, err
		}
		s, err := sv.GenerateGrade(p, g, rng)
		if err == nil {
			return s, nil
		}
		last = err
		if !errors.Is(err, ErrNoPuzzle) {
			break
		}
		yield()
	}
	return State{}, fmt.Errorf("no %v %v puzzle came (%v)", p, g, last)
}

// thin takes givens of s away in symmetric pairs, in random order, while
// the puzzle stays within grade g.
func (sv *Solver) thin(l *Logic, s State, g Grade, rng *rand.Rand) State {
	cells := s.NumCells()
	keeps := func(t State) bool {
		// Chains are slow to look for at every removal: classic 9×9
		// expert puzzles are thinned like beyond ones, by uniqueness
		// alone (the fast engine proves it), and rated at the end; one
		// minimal puzzle in ten is expert there.
		if g == GradeBeyond || g == GradeExpert && p9(t) {
			n, err := sv.Count(t, 2)
			return err == nil && n == 1
		}
		// A puzzle that logic solves has exactly one solution.
		if l.Reset(t) != nil {
			return false
		}
		_, solved := l.run(hardestOf(g))
		return solved
	}
	for _, i := range rng.Perm(cells) {
		j := cells - 1 - i
		if s.cells[i] == 0 || j < i {
			continue
		}
		t := s
		t.cells[i], t.cells[j] = 0, 0
		t.given.Remove(i)
		t.given.Remove(j)
		if keeps(t) {
			s = t
		}
	}
	return s
}

// p9 reports whether s is a classic 9×9 grid.
func p9(s State) bool {
	return s.Params() == Params{Size: 9}
}

// GenerateGrade makes a puzzle of grade g; see Solver.GenerateGrade.
func GenerateGrade(p Params, g Grade, rng *rand.Rand) (State, error) {
	return NewSolver().GenerateGrade(p, g, rng)
}
