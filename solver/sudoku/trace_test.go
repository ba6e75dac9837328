package sudoku

import (
	"errors"
	"strings"
	"testing"
)

func TestTraceReplaysToSolution(t *testing.T) {
	sv := NewSolver()
	removals := 0
	for _, c := range loadCases(t, "solutions.txt") {
		s := mustParse(t, c.puzzle, c.x)
		sol, steps, err := sv.Trace(s, 0)
		if err != nil {
			t.Fatalf("line %d: %v", c.line, err)
		}
		if sol.String() != c.rest[0] {
			t.Fatalf("line %d: Trace solution %v, want %s", c.line, sol, c.rest[0])
		}
		end, err := Replay(s, steps)
		if err != nil {
			t.Fatalf("line %d: replay: %v", c.line, err)
		}
		if end != sol || !end.Solved() {
			t.Fatalf("line %d: replay ends at %v, want %v", c.line, end, sol)
		}
		// Removals only undo guesses: a trace without guesses has none.
		guesses := 0
		for _, st := range steps {
			switch st := st.(type) {
			case Place:
				if st.Guess {
					guesses++
				}
			case Remove:
				removals++
			}
		}
		if guesses == 0 && len(steps) != s.NumCells()-s.Filled() {
			t.Errorf("line %d: %d steps without a guess, want one per empty cell", c.line, len(steps))
		}
	}
	if removals == 0 {
		t.Error("no trace backtracked: the test puzzles are too easy to test removals")
	}
}

func TestTraceFromState(t *testing.T) {
	s := mustParse(t, inkala, false)
	s, err := s.Apply(Move{Row: 0, Col: 1, Digit: 1})
	if err != nil {
		t.Fatal(err)
	}
	sol, steps, err := Trace(s)
	if err != nil {
		t.Fatal(err)
	}
	if sol.Cell(1) != 1 || !sol.Solved() {
		t.Fatalf("Trace changed an entry or did not solve: %v", sol)
	}
	if end, err := Replay(s, steps); err != nil || end != sol {
		t.Fatalf("replay: %v", err)
	}
}

func TestTraceLimit(t *testing.T) {
	s := mustParse(t, inkala, false)
	_, steps, err := NewSolver().Trace(s, 10)
	if err == nil || !strings.Contains(err.Error(), "more than 10 steps") || errors.Is(err, ErrNoSolution) {
		t.Fatalf("error %v, want a trace limit error", err)
	}
	if len(steps) != 10 {
		t.Errorf("%d steps, want the first 10", len(steps))
	}
}

func TestStepStrings(t *testing.T) {
	tests := []struct {
		st   Step
		want string
		m    Move
	}{
		{Place{Row: 2, Col: 6, Digit: 5}, "r3c7=5", Move{Row: 2, Col: 6, Digit: 5}},
		{Place{Row: 2, Col: 6, Digit: 5, Guess: true}, "r3c7=5?", Move{Row: 2, Col: 6, Digit: 5}},
		{Remove{Row: 0, Col: 15}, "r1c16=.", Move{Row: 0, Col: 15}},
	}
	for _, tt := range tests {
		if tt.st.String() != tt.want || tt.st.Move() != tt.m {
			t.Errorf("%#v: %q %v, want %q %v", tt.st, tt.st.String(), tt.st.Move(), tt.want, tt.m)
		}
	}
}

func TestReplayRefusesBadStep(t *testing.T) {
	s := mustParse(t, inkala, false)
	_, err := Replay(s, []Step{Place{Row: 0, Col: 1, Digit: 1}, Place{Row: 0, Col: 0, Digit: 2}})
	var re *RuleError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "step 2") {
		t.Fatalf("error %v, want a rule error at step 2", err)
	}
}
