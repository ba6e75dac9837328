// Command mkcollection writes the scene's bundled collection of puzzles,
// solver/sudoku/collection.txt. Most puzzles are made by the generator of
// solver/sudoku (a fixed seed, so the file is repeatable); the hardest 9×9
// ones are taken from Gordon Royle's list of 17-clue puzzles (CC BY 2.5),
// given as an argument. Every puzzle is checked to have exactly one
// solution and graded by the logic solver of solver/sudoku.
//
//	go run ./solver/sudoku/internal/mkcollection ../shared/data/sudoku/17clue.txt > solver/sudoku/collection.txt
package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"puzzleworks/solver/sudoku"
)

// quota is how many puzzles of one kind the collection holds, by level.
type quota struct {
	p         sudoku.Params
	want      [sudoku.Levels]int
	minGivens [sudoku.Levels]int // givens to keep when generating each level
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: mkcollection 17clue.txt > collection.txt")
		os.Exit(2)
	}
	sv := sudoku.NewSolver()
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintln(w, "# The bundled Sudoku collection of Puzzleworks: one puzzle a line,")
	fmt.Fprintln(w, "# \"variant level source puzzle\" (variant std or x; source gen or royle17;")
	fmt.Fprintln(w, "# level the logic solver's grade: easy, medium, hard, expert or beyond).")
	fmt.Fprintln(w, "# Written by solver/sudoku/internal/mkcollection; see COLLECTION.md for")
	fmt.Fprintln(w, "# the sources and their licences. Every puzzle has exactly one solution.")
	quotas := []quota{
		{sudoku.Params{Size: 4}, [4]int{6, 6, 0, 0}, [4]int{8, 0, 0, 0}},
		{sudoku.Params{Size: 4, X: true}, [4]int{3, 3, 0, 0}, [4]int{7, 0, 0, 0}},
		{sudoku.Params{Size: 6}, [4]int{8, 8, 8, 0}, [4]int{16, 0, 0, 0}},
		{sudoku.Params{Size: 6, X: true}, [4]int{4, 4, 4, 0}, [4]int{15, 0, 0, 0}},
		{sudoku.Params{Size: 9}, [4]int{40, 40, 0, 0}, [4]int{36, 0, 0, 0}},
		{sudoku.Params{Size: 9, X: true}, [4]int{8, 8, 8, 6}, [4]int{34, 0, 0, 0}},
		{sudoku.Params{Size: 16}, [4]int{6, 0, 4, 0}, [4]int{150, 0, 124, 0}},
		{sudoku.Params{Size: 16, X: true}, [4]int{4, 0, 0, 0}, [4]int{170, 0, 0, 0}},
	}
	for k, q := range quotas {
		// Each kind has its own seed, so the kinds do not depend on
		// each other.
		rng := rand.New(rand.NewPCG(2024, uint64(k)))
		var got [sudoku.Levels]int
		for tries := 0; tries < 200; tries++ {
			need := -1
			for l := range q.want {
				if got[l] < q.want[l] {
					need = l
					break
				}
			}
			if need < 0 {
				break
			}
			s, err := sv.Generate(q.p, rng, q.minGivens[need])
			if err != nil {
				fail(err)
			}
			// A search too long to watch is left out (and not rated: that
			// can take minutes on a 16×16 grid).
			if _, _, err := sv.Trace(s, 20000); err != nil {
				continue
			}
			r, err := sv.Rate(s)
			if err != nil || r.Steps > 20000 {
				continue
			}
			if got[r.Level] >= q.want[r.Level] {
				continue
			}
			got[r.Level]++
			write(w, s, r.Level, "gen")
		}
		for l := range q.want {
			if got[l] < q.want[l] {
				fmt.Fprintf(os.Stderr, "%v %v: %d of %d\n", q.p, sudoku.Level(l), got[l], q.want[l])
			}
		}
	}
	// The hard and expert 9×9 puzzles: 17-clue puzzles rated so.
	f, err := os.Open(os.Args[1])
	if err != nil {
		fail(err)
	}
	defer f.Close()
	want := [sudoku.Levels]int{0, 0, 40, 40}
	var got [sudoku.Levels]int
	sc := bufio.NewScanner(f)
	for sc.Scan() && (got[sudoku.Hard] < want[sudoku.Hard] || got[sudoku.Expert] < want[sudoku.Expert]) {
		s, err := sudoku.ParseGrid(strings.TrimSpace(sc.Text()), false)
		if err != nil {
			continue
		}
		r, err := sv.Rate(s)
		if err != nil || got[r.Level] >= want[r.Level] {
			continue
		}
		got[r.Level]++
		write(w, s, r.Level, "royle17")
	}
}

// write writes one puzzle with its level: the grade of the logic solver
// (the hardest technique a person needs), which the scene shows. The
// quotas above pick puzzles by the search's own rating, which spreads them
// over the grades.
func write(w *bufio.Writer, s sudoku.State, _ sudoku.Level, source string) {
	v := "std"
	if s.Params().X {
		v = "x"
	}
	g, _, err := sudoku.RateLogic(s)
	if err != nil {
		fail(fmt.Errorf("%s: %w", s, err))
	}
	fmt.Fprintf(w, "%s %s %s %s\n", v, g, source, s)
	w.Flush() // line by line, so a long run shows its progress
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mkcollection:", err)
	os.Exit(1)
}
