package cli

import (
	"bytes"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"puzzleworks/solver/stars"
)

// starsFuncCase is one run of a command function and what it must print.
type starsFuncCase struct {
	name       string
	args       []string
	stdin      string
	wantOut    string
	wantCode   int
	wantStderr string // substring of standard error; "" for none at all
}

// runStarsFuncCases runs each case through cmd as a subtest.
func runStarsFuncCases(t *testing.T, cmd command, cases []starsFuncCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := cmd(tc.args, IO{Stdin: strings.NewReader(tc.stdin), Stdout: &out, Stderr: &errOut})
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.wantCode, errOut.String())
			}
			if out.String() != tc.wantOut {
				t.Fatalf("stdout %q, want %q", out.String(), tc.wantOut)
			}
			if tc.wantStderr == "" && errOut.Len() > 0 || !strings.Contains(errOut.String(), tc.wantStderr) {
				t.Fatalf("stderr %q, want %q", errOut.String(), tc.wantStderr)
			}
		})
	}
}

// starsStepMoves reads the moves at the end of an -explain line: "[star r2c3,
// dot r2c4]".
var starsStepMoves = regexp.MustCompile(`^[a-z0-9 ]+: .* \[((?:star|dot) r\d+c\d+(?:, (?:star|dot) r\d+c\d+)*)\]$`)

// replayStarsExplain checks -explain output for one puzzle line by line: every
// step's moves agree with the only solution and apply through the rules,
// and the last line is the grid they reach (the solution when solved).
func replayStarsExplain(t *testing.T, regions string, k int, lines []string) (solved bool) {
	t.Helper()
	p, err := stars.New(regions, k)
	if err != nil {
		t.Fatal(err)
	}
	sols, _, err := p.Start().Solutions(2, stars.Options{})
	if err != nil || len(sols) == 0 {
		t.Fatalf("%s: no solution (%v)", regions, err)
	}
	sol := sols[0]
	s := p.Start()
	for _, line := range lines[:len(lines)-1] {
		m := starsStepMoves.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("step line %q: not \"technique: text [moves]\"", line)
		}
		for _, text := range strings.Split(m[1], ", ") {
			mv, err := stars.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(sols) == 1 && (mv.Kind == stars.PlaceStar) != (sol.Cell(mv.Row, mv.Col) == stars.Star) {
				t.Fatalf("step %q: %s disagrees with the solution %s", line, mv, sol)
			}
			if s, err = s.Apply(mv); err != nil {
				t.Fatalf("step %q: %v", line, err)
			}
		}
	}
	last := lines[len(lines)-1]
	if s.Solved() {
		if want := strings.ReplaceAll(s.String(), "x", "."); last != want {
			t.Fatalf("last line %q, want the solution %q", last, want)
		}
		return true
	}
	if want := "needs guessing from here: " + s.String(); last != want {
		t.Fatalf("last line %q, want %q", last, want)
	}
	return false
}

func TestSolveStarsExplain(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Solve("stars", []string{"-explain", stars6, starsTwo}, IO{Stdout: &out, Stderr: &errOut})
	if code != ExitSolved || errOut.Len() > 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	parts := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n\n")
	if len(parts) != 2 {
		t.Fatalf("%d explanations, want 2 separated by a blank line:\n%s", len(parts), out.String())
	}
	if !replayStarsExplain(t, stars6, 1, strings.Split(parts[0], "\n")) {
		t.Fatal("stars6 not solved by logic")
	}
	if parts[1] != "needs guessing from here: ..../..../..../...." {
		t.Fatalf("two solutions: %q", parts[1])
	}
}

// TestSolveStarsExplainShippedSets replays -explain over shipped puzzles
// with one and two stars.
func TestSolveStarsExplainShippedSets(t *testing.T) {
	for _, set := range []struct {
		name string
		k    int
		take int
	}{{"8x8-k1", 1, 20}, {"10x10-k2", 2, 15}} {
		puzzles := starsLines(t, "../../testdata/stars/"+set.name+".txt")[:set.take]
		var out, errOut bytes.Buffer
		args := append([]string{"-explain", "-k", string(rune('0' + set.k))}, puzzles...)
		if code := Solve("stars", args, IO{Stdout: &out, Stderr: &errOut}); code != ExitSolved {
			t.Fatalf("%s: exit %d: %s", set.name, code, errOut.String())
		}
		parts := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n\n")
		if len(parts) != len(puzzles) {
			t.Fatalf("%s: %d explanations for %d puzzles", set.name, len(parts), len(puzzles))
		}
		for i, part := range parts {
			replayStarsExplain(t, puzzles[i], set.k, strings.Split(part, "\n"))
		}
	}
}

func TestSolveStarsExplainFlags(t *testing.T) {
	tests := []cliCase{
		{name: "stats", args: []string{"-explain", "-stats", starsTwo}, wantOut: "needs guessing from here: ..../..../..../....\n",
			wantStderr: "stars: argument: 0 steps, level beyond\n", wantLines: 1},
		{name: "from marks", args: []string{"-explain", "-from", stars6, "-marks", "xx*xxx/*xxxxx/xxxx*x/x*xxxx/xxx*xx/xxxxx."},
			wantOut: "last cells: Row 6 needs 1 star and r6c6 is its only open cell, so it is a star [star r6c6]\n" + stars6Sol + "\n"},
		{name: "no solution", args: []string{"-explain", starsNone}, wantCode: ExitNoSolution,
			wantStderr: "stars: argument: no solution: search exhausted", wantLines: 1},
		{name: "marks that rule out the solution", args: []string{"-explain", "-from", stars6, "-marks", "*...../....../....../....../....../......"},
			wantCode: ExitNoSolution, wantStderr: "stars: -from: no solution", wantLines: 1},
		{name: "with -count", args: []string{"-explain", "-count", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -explain and -count do not go together", wantLines: 1},
		{name: "with -reverse", args: []string{"-explain", "-reverse", stars6}, wantCode: ExitBadInput,
			wantStderr: "stars: -reverse is a search order", wantLines: 1},
		{name: "bad line in a batch", args: []string{"-explain"}, stdin: "AB\n" + starsTwo + "\n", wantCode: ExitBadInput,
			wantOut: "needs guessing from here: ..../..../..../....\n", wantStderr: "stars: line 1: row 1 has 2 cells", wantLines: 1},
	}
	runCases(t, "stars", tests)
}

func TestRateStars(t *testing.T) {
	runStarsFuncCases(t, rateStars, []starsFuncCase{
		{name: "arguments", args: []string{stars6, stars6b}, wantOut: "medium\nexpert\n"},
		{name: "batch with a bad line", stdin: "# rate these\n" + stars6 + "\nAABB/AA#B/CCDD/CCDD\n\n" + stars6b + "\n",
			wantOut: "medium\nexpert\n", wantCode: ExitBadInput,
			wantStderr: "stars: line 3, column 8: row 2, column 3: '#' is not a region letter"},
		{name: "two solutions", args: []string{starsTwo}, wantCode: ExitNoSolution, wantStderr: "stars: argument: more than one solution"},
		{name: "no solution", args: []string{starsNone}, wantCode: ExitNoSolution, wantStderr: "stars: argument: no solution"},
		{name: "k=2", args: []string{"-k", "2", stars10}, wantOut: "medium\n"},
		{name: "bad k", args: []string{"-k", "9", stars6}, wantCode: ExitBadInput, wantStderr: "stars: -k 9 is out of range"},
		{name: "bad flag", args: []string{"-z"}, wantCode: ExitBadInput, wantStderr: "stars: flag provided but not defined: -z"},
		{name: "nothing on stdin", wantCode: ExitBadInput, wantStderr: "stars: no puzzle on standard input"},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks rate stars"},
	})
}

func TestGenerateStars(t *testing.T) {
	runStarsFuncCases(t, generateStars, []starsFuncCase{
		{name: "bad level", args: []string{"-level", "fiendish"}, wantCode: ExitBadInput, wantStderr: "stars: -level: level \"fiendish\": want easy"},
		{name: "too small", args: []string{"-n", "3"}, wantCode: ExitBadInput, wantStderr: "stars: -n 3 -k 1: grid side N=3 is out of range"},
		{name: "k too big", args: []string{"-n", "6", "-k", "2"}, wantCode: ExitBadInput, wantStderr: "impossible on a 6×6 grid"},
		{name: "no count", args: []string{"-count", "0"}, wantCode: ExitBadInput, wantStderr: "stars: -count must be at least 1"},
		{name: "an argument", args: []string{"AABB"}, wantCode: ExitBadInput, wantStderr: "stars: unexpected argument \"AABB\""},
		{name: "no easy k=2", args: []string{"-n", "8", "-k", "2", "-level", "easy"}, wantCode: ExitNoSolution,
			wantStderr: "stars: puzzle 1: generate: no puzzle with k=2 is easy"},
		{name: "help", args: []string{"-h"}, wantStderr: "usage: puzzleworks generate stars"},
	})
	for _, tt := range []struct {
		args  []string
		k     int
		count int
		level stars.Level // -1: any
	}{
		{[]string{"-n", "6", "-level", "easy", "-count", "3", "-seed", "9"}, 1, 3, stars.Easy},
		{[]string{"-n", "8", "-level", "hard", "-count", "2"}, 1, 2, stars.Hard},
		{[]string{"-n", "10", "-k", "2", "-level", "expert", "-count", "2", "-seed", "4"}, 2, 2, stars.Expert},
		{[]string{"-n", "7"}, 1, 1, -1},
	} {
		run := func() string {
			var out, errOut bytes.Buffer
			if code := generateStars(tt.args, IO{Stdout: &out, Stderr: &errOut}); code != ExitSolved {
				t.Fatalf("%v: exit %d: %s", tt.args, code, errOut.String())
			}
			return out.String()
		}
		got := run()
		if again := run(); again != got {
			t.Fatalf("%v: not the same puzzles twice:\n%s\n%s", tt.args, got, again)
		}
		lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
		if len(lines) != tt.count {
			t.Fatalf("%v: %d puzzles, want %d", tt.args, len(lines), tt.count)
		}
		for _, line := range lines {
			p, err := stars.New(line, tt.k)
			if err != nil {
				t.Fatal(err)
			}
			level, err := stars.Rate(p)
			if err != nil || tt.level >= 0 && level != tt.level {
				t.Fatalf("%v: %s rated %v (%v), want %v", tt.args, line, level, err, tt.level)
			}
		}
	}
}

// starsFailingWriter fails every write with err.
type starsFailingWriter struct{ err error }

func (w starsFailingWriter) Write([]byte) (int, error) { return 0, w.err }

func TestGenerateAndRateStarsOutputErrors(t *testing.T) {
	for _, tt := range []struct {
		name     string
		err      error
		wantCode int
		wantErr  string
	}{
		{"closed pipe", syscall.EPIPE, ExitSolved, ""},
		{"full disk", syscall.ENOSPC, ExitIO, "stars: cannot write standard output: no space left on device\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for name, run := range map[string]func(IO) int{
				"generate": func(sio IO) int { return Generate("stars", []string{"-n", "6", "-count", "2"}, sio) },
				"rate":     func(sio IO) int { return Rate("stars", []string{stars6}, sio) },
			} {
				var errOut bytes.Buffer
				code := run(IO{Stdout: starsFailingWriter{tt.err}, Stderr: &errOut})
				if code != tt.wantCode || errOut.String() != tt.wantErr {
					t.Fatalf("%s: exit %d, stderr %q; want %d, %q", name, code, errOut.String(), tt.wantCode, tt.wantErr)
				}
			}
		})
	}
}
