package sudoku

import (
	"errors"
	"fmt"
	"strings"
)

// Grade is how hard a puzzle is for a person: the grade of the hardest
// technique the logic solver needs to finish it, taking the easiest step
// it can find each time. The scale:
//
//   - easy: full house, naked single and hidden single only.
//   - medium: also pointing and claiming (locked candidates), naked and
//     hidden pairs.
//   - hard: also naked and hidden triples and quads, X-Wing, Swordfish,
//     Jellyfish, XY-Wing, XYZ-Wing, W-Wing and simple colouring.
//   - expert: also chains: X-chains, XY-chains and other alternating
//     inference chains (up to 16 links).
//   - beyond: the logic solver cannot finish; some cell needs a guess (or
//     a technique it does not know).
//
// On the X variant the diagonals are units for every technique, like rows,
// columns and boxes. Grade is a separate scale from Level, which measures
// the search (see Solver.Rate).
type Grade int

// The grades, easiest first.
const (
	GradeEasy   Grade = iota // singles
	GradeMedium              // locked candidates and pairs
	GradeHard                // triples, quads, fish, wings, colouring
	GradeExpert              // chains
	GradeBeyond              // not without guessing
	Grades                   // the number of grades
)

var gradeNames = [Grades]string{"easy", "medium", "hard", "expert", "beyond"}

// String returns the grade's name: "easy", "medium", "hard", "expert" or
// "beyond".
func (g Grade) String() string {
	if g < 0 || g >= Grades {
		return fmt.Sprintf("grade(%d)", int(g))
	}
	return gradeNames[g]
}

// ParseGrade reads a grade's name, in any case.
func ParseGrade(s string) (Grade, error) {
	for g, name := range gradeNames {
		if strings.EqualFold(s, name) {
			return Grade(g), nil
		}
	}
	return 0, fmt.Errorf("level must be easy, medium, hard, expert or beyond, got %q", s)
}

// Grade returns the grade of the technique (see Grade for the scale).
// WrongEntry, which is not logic, has none: GradeBeyond.
func (t Technique) Grade() Grade {
	switch {
	case t <= HiddenSingle:
		return GradeEasy
	case t <= HiddenPair:
		return GradeMedium
	case t <= SimpleColouring:
		return GradeHard
	case t <= AIC:
		return GradeExpert
	}
	return GradeBeyond
}

// hardestOf returns the hardest technique of grade g.
func hardestOf(g Grade) Technique {
	switch g {
	case GradeEasy:
		return HiddenSingle
	case GradeMedium:
		return HiddenPair
	case GradeHard:
		return SimpleColouring
	}
	return AIC
}

// run takes steps with the techniques up to max until none applies. It
// returns the hardest technique used (-1 for none) and whether the grid is
// solved.
func (l *Logic) run(max Technique) (hardest Technique, solved bool) {
	hardest = -1
	for {
		st, ok := l.next(max)
		if !ok {
			break
		}
		if err := l.Apply(st); err != nil {
			break // cannot happen: the step came from this grid
		}
		if st.Technique > hardest {
			hardest = st.Technique
		}
	}
	return hardest, l.Solved()
}

// ErrNotUnique is wrapped by the error of a puzzle with more than one
// solution: it has no grade.
var ErrNotUnique = errors.New("more than one solution")

// RateLogic returns the grade of puzzle s (see Grade) and the hardest
// technique it needs (-1 when it is already solved). The puzzle must have
// exactly one solution: otherwise the error wraps ErrNoSolution or
// ErrNotUnique. The cells filled in s count as given, entries or not.
func (sv *Solver) RateLogic(s State) (Grade, Technique, error) {
	if s.size == 0 {
		return 0, -1, errNotSetUp
	}
	l := &Logic{quiet: true}
	if err := l.Reset(s); err != nil {
		return 0, -1, s.noSolution() // the digits clash
	}
	hardest, solved := l.run(AIC)
	if solved {
		if hardest < 0 {
			return GradeEasy, hardest, nil
		}
		return hardest.Grade(), hardest, nil
	}
	n, err := sv.Count(s, 2)
	switch {
	case err != nil:
		return 0, -1, err
	case n == 0:
		if _, err := sv.Solve(s); err != nil {
			return 0, -1, err
		}
		return 0, -1, ErrNoSolution
	case n > 1:
		return 0, -1, ErrNotUnique
	}
	return GradeBeyond, hardest, nil
}

// RateLogic returns the grade of puzzle s; see Solver.RateLogic.
func RateLogic(s State) (Grade, Technique, error) {
	return NewSolver().RateLogic(s)
}
