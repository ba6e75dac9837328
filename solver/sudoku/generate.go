package sudoku

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Level is how hard a puzzle is, judged by how it is solved (see Rate).
type Level int

// The levels, easiest first.
const (
	Easy   Level = iota // naked and hidden singles, and plenty of givens
	Medium              // no guess needed: singles and box-line eliminations
	Hard                // a few guesses, at most 10 dead ends
	Expert              // a long search: more than 10 dead ends
	Levels              // the number of levels
)

var levelNames = [Levels]string{"easy", "medium", "hard", "expert"}

// String returns the level's name: "easy", "medium", "hard" or "expert".
func (l Level) String() string {
	if l < 0 || l >= Levels {
		return fmt.Sprintf("level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level's name.
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if strings.EqualFold(s, name) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("level must be easy, medium, hard or expert, got %q", s)
}

// Rating is what Rate measured of a puzzle.
type Rating struct {
	Level    Level
	Givens   int
	Guesses  int // digits the search tried without being forced
	DeadEnds int // guesses that failed and were taken back
	Steps    int // steps of the recorded search
}

// Rate solves s and says how hard it is: Easy when naked and hidden singles
// alone solve it and at least two cells in five are given, Medium when the
// search needs no guess, then Hard or Expert by the number of dead ends. A
// grid without exactly one solution is an error.
func (sv *Solver) Rate(s State) (Rating, error) {
	if s.size == 0 {
		return Rating{}, errNotSetUp
	}
	n, _ := sv.count(s, 2)
	switch n {
	case 0:
		return Rating{}, s.noSolution()
	case 2:
		return Rating{}, fmt.Errorf("more than one solution")
	}
	_, steps, err := sv.Trace(s, 0)
	if err != nil {
		return Rating{}, err
	}
	r := Rating{Givens: s.Filled(), Steps: len(steps)}
	prevRemove := false
	for _, st := range steps {
		switch st := st.(type) {
		case Place:
			if st.Guess {
				r.Guesses++
			}
			prevRemove = false
		case Remove:
			if !prevRemove {
				r.DeadEnds++
			}
			prevRemove = true
		}
	}
	switch {
	case r.Guesses == 0 && singlesSolve(s) && r.Givens*5 >= s.NumCells()*2:
		r.Level = Easy
	case r.Guesses == 0:
		r.Level = Medium
	case r.DeadEnds <= 10:
		r.Level = Hard
	default:
		r.Level = Expert
	}
	return r, nil
}

// singlesSolve reports whether naked and hidden singles alone fill s.
func singlesSolve(s State) bool {
	n := int(s.size)
	p := s.Params()
	var units [][]int
	for k := 0; k < n; k++ {
		row, col, box := make([]int, n), make([]int, n), make([]int, 0, n)
		for j := 0; j < n; j++ {
			row[j], col[j] = k*n+j, j*n+k
		}
		br, bc := p.BoxRows(), p.BoxCols()
		r0, c0 := k/(n/bc)*br, k%(n/bc)*bc
		for r := r0; r < r0+br; r++ {
			for c := c0; c < c0+bc; c++ {
				box = append(box, r*n+c)
			}
		}
		units = append(units, row, col, box)
	}
	if s.x {
		d1, d2 := make([]int, n), make([]int, n)
		for k := 0; k < n; k++ {
			d1[k], d2[k] = k*n+k, k*n+n-1-k
		}
		units = append(units, d1, d2)
	}
	for {
		progress := false
		for i := 0; i < n*n; i++ {
			if s.cells[i] == 0 {
				c := s.Candidates(i)
				if c == 0 {
					return false
				}
				if c.Len() == 1 {
					s.cells[i] = uint8(c.Digits()[0])
					progress = true
				}
			}
		}
		for _, u := range units {
			for d := 1; d <= n; d++ {
				place, count, present := -1, 0, false
				for _, i := range u {
					if int(s.cells[i]) == d {
						present = true
						break
					}
					if s.cells[i] == 0 && s.Candidates(i).Has(d) {
						place, count = i, count+1
					}
				}
				if !present && count == 1 {
					s.cells[place] = uint8(d)
					progress = true
				}
			}
		}
		if s.Filled() == s.NumCells() {
			return true
		}
		if !progress {
			return false
		}
	}
}

// Generate makes a puzzle with parameters p and exactly one solution: a
// random full grid, from which givens are taken away in pairs symmetric
// about the centre while the solution stays unique, until no pair can go or
// only minGivens givens are left. rng makes it repeatable.
func (sv *Solver) Generate(p Params, rng *rand.Rand, minGivens int) (State, error) {
	full, err := sv.randomGrid(p, rng)
	if err != nil {
		return State{}, err
	}
	s := full
	cells := p.Cells()
	for i := 0; i < cells; i++ {
		s.given.Add(i)
	}
	order := rng.Perm(cells)
	for _, i := range order {
		j := cells - 1 - i
		if s.cells[i] == 0 || j < i {
			continue
		}
		left := s.Filled() - 1
		if j != i {
			left--
		}
		if left < minGivens {
			continue
		}
		t := s
		t.cells[i], t.cells[j] = 0, 0
		t.given.Remove(i)
		t.given.Remove(j)
		if n, _ := sv.count(t, 2); n == 1 {
			s = t
		}
	}
	return s, nil
}

// randomGrid fills an empty grid at random: a few digits dropped in random
// empty cells where they keep a solution, then the search completes it.
func (sv *Solver) randomGrid(p Params, rng *rand.Rand) (State, error) {
	s, err := New(p)
	if err != nil {
		return State{}, err
	}
	n := p.Size
	seeds := n * n / 6
	for tries := 0; seeds > 0 && tries < 20*n*n; tries++ {
		i := rng.IntN(n * n)
		if s.cells[i] != 0 {
			continue
		}
		c := s.Candidates(i).Digits()
		if len(c) == 0 {
			continue
		}
		t := s
		t.cells[i] = uint8(c[rng.IntN(len(c))])
		if k, _ := sv.count(t, 1); k == 1 {
			s = t
			seeds--
		}
	}
	return sv.Solve(s)
}
