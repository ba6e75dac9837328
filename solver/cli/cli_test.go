package cli

import (
	"bytes"
	"errors"
	"strings"
	"syscall"
	"testing"
)

// errWriter fails every write with err: syscall.ENOSPC is a full disk
// (`>/dev/full`), syscall.EPIPE a reader gone (`| head`).
type errWriter struct{ err error }

func (w errWriter) Write(p []byte) (int, error) { return 0, w.err }

// errReader fails every read with err.
type errReader struct{ err error }

func (r errReader) Read(p []byte) (int, error) { return 0, r.err }

// ioCases are runs of every puzzle that print something on success, with
// and without -count; stdin is given to all (only sudoku and stars read it).
var ioCases = []struct {
	puzzle string
	args   []string
	stdin  string
}{
	{"hanoi", []string{"-n", "16"}, ""},
	{"hanoi", []string{"-n", "5", "-count"}, ""},
	{"hanoi", []string{"-pegs", "4", "-from", "3,2,1///"}, ""},
	{"pulley", nil, ""},
	{"pulley", []string{"-count"}, ""},
	{"river", nil, ""},
	{"river", []string{"-count"}, ""},
	{"river", []string{"-one-back", "-count"}, ""}, // no solution: prints 0
	{"coins", nil, ""},
	{"coins", []string{"-count"}, ""},
	{"coins", []string{"-n", "8", "-k", "2"}, ""},
	{"sudoku", nil, strings.Repeat(inkalaPuzzle+"\n", 3)},
	{"sudoku", []string{"-count"}, inkalaPuzzle + "\n"},
	{"sudoku", []string{inkalaPuzzle}, ""},
	{"stars", nil, stars6 + "\n"},
	{"stars", []string{"-count"}, stars6 + "\n"},
	{"stars", []string{stars6}, ""},
}

// TestWriteFailure: output that cannot be written (a full disk) is exit
// status 3 with one line saying so, for every puzzle and -count alike.
func TestWriteFailure(t *testing.T) {
	// The listing stops at the first failed write: 2^30 − 1 moves take no time.
	cases := append(ioCases, ioCases[0])
	cases[len(cases)-1].args = []string{"-n", "30"}
	for _, tc := range cases {
		t.Run(tc.puzzle+" "+strings.Join(tc.args, " "), func(t *testing.T) {
			var errb bytes.Buffer
			code := Solve(tc.puzzle, tc.args, IO{Stdin: strings.NewReader(tc.stdin), Stdout: errWriter{syscall.ENOSPC}, Stderr: &errb})
			if code != ExitIO {
				t.Errorf("exit %d, want %d; stderr %q", code, ExitIO, errb.String())
			}
			want := tc.puzzle + ": cannot write standard output: no space left on device\n"
			if !strings.HasSuffix(errb.String(), want) {
				t.Errorf("stderr %q, want it to end with %q", errb.String(), want)
			}
		})
	}
}

// TestClosedPipeIsQuiet: a reader gone (`| head`) ends the output without a
// word and without changing the exit status.
func TestClosedPipeIsQuiet(t *testing.T) {
	for _, tc := range ioCases {
		t.Run(tc.puzzle+" "+strings.Join(tc.args, " "), func(t *testing.T) {
			var out, okErr, errb bytes.Buffer
			want := Solve(tc.puzzle, tc.args, IO{Stdin: strings.NewReader(tc.stdin), Stdout: &out, Stderr: &okErr})
			code := Solve(tc.puzzle, tc.args, IO{Stdin: strings.NewReader(tc.stdin), Stdout: errWriter{syscall.EPIPE}, Stderr: &errb})
			if code != want || errb.String() != okErr.String() {
				t.Errorf("exit %d, stderr %q; want %d and %q as with a working output", code, errb.String(), want, okErr.String())
			}
		})
	}
}

// TestReadFailure: standard input that cannot be read is exit status 3,
// with a line on standard error.
func TestReadFailure(t *testing.T) {
	for _, puzzle := range []string{"sudoku", "stars"} {
		var out, errb bytes.Buffer
		code := Solve(puzzle, nil, IO{Stdin: errReader{syscall.EIO}, Stdout: &out, Stderr: &errb})
		if code != ExitIO || !strings.Contains(errb.String(), "input/output error") {
			t.Errorf("%s: exit %d, stderr %q; want %d and a line naming the error", puzzle, code, errb.String(), ExitIO)
		}
	}
}

// TestHelpAndBadFlags: -h prints the usage in one style and exits 0; a bad
// flag is one line and exit status 2, for every puzzle.
func TestHelpAndBadFlags(t *testing.T) {
	for _, puzzle := range Puzzles() {
		for _, h := range []string{"-h", "-help", "--help"} {
			var out, errb bytes.Buffer
			code := Solve(puzzle, []string{h}, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
			usage := "usage: puzzleworks solve " + puzzle + " ["
			if code != ExitSolved || !strings.HasPrefix(errb.String(), usage) || out.Len() != 0 ||
				!strings.Contains(errb.String(), "\n  -count\n") || strings.Contains(errb.String(), "Usage of") {
				t.Errorf("solve %s %s: exit %d, stdout %q, stderr %q; want 0 and the usage, starting %q", puzzle, h, code, out.String(), errb.String(), usage)
			}
		}
		for _, args := range [][]string{{"-bogus"}, {"-count=maybe"}, {"-from"}} {
			var out, errb bytes.Buffer
			code := Solve(puzzle, args, IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
			if code != ExitBadInput || strings.Count(errb.String(), "\n") != 1 || !strings.HasPrefix(errb.String(), puzzle+": ") {
				t.Errorf("solve %s %q: exit %d, stderr %q; want 2 and one line", puzzle, args, code, errb.String())
			}
		}
	}
	// A number flag given a word: one line naming it.
	var errb bytes.Buffer
	code := Solve("hanoi", []string{"-n", "abc"}, IO{Stdout: &bytes.Buffer{}, Stderr: &errb})
	if code != ExitBadInput || errb.String() != "hanoi: invalid value \"abc\" for flag -n: parse error\n" {
		t.Errorf("solve hanoi -n abc: exit %d, stderr %q", code, errb.String())
	}
}

// TestWatchedWriterKeepsTheFirstError: after one failed write, every
// later write fails the same way and reaches nothing.
func TestWatchedWriterKeepsTheFirstError(t *testing.T) {
	w := &watchedWriter{w: errWriter{syscall.ENOSPC}}
	if _, err := w.Write([]byte("a")); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("first write: %v", err)
	}
	var b bytes.Buffer
	w.w = &b
	if _, err := w.Write([]byte("b")); !errors.Is(err, syscall.ENOSPC) || b.Len() != 0 {
		t.Fatalf("second write: %v, wrote %q", err, b.String())
	}
}
