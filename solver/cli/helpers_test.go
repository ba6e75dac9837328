package cli

import (
	"bytes"
	"strings"
	"testing"
)

// cliCase is one run of a solve command and what it must print.
type cliCase struct {
	name    string
	args    []string
	stdin   string
	wantOut string // exact standard output, unless wantOutLines is set
	// wantOutLines, when set, checks only the number of lines of output.
	wantOutLines int
	wantCode     int
	wantStderr   string // substring of standard error; "" for none at all
	wantLines    int    // lines on standard error when wantStderr is set
}

// runCases runs each case through Solve(puzzle, ...) as a subtest.
func runCases(t *testing.T, puzzle string, cases []cliCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := Solve(puzzle, tc.args, IO{Stdin: strings.NewReader(tc.stdin), Stdout: &out, Stderr: &errOut})
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.wantCode, errOut.String())
			}
			if tc.wantOutLines > 0 {
				if n := strings.Count(out.String(), "\n"); n != tc.wantOutLines {
					t.Fatalf("%d lines on stdout, want %d", n, tc.wantOutLines)
				}
			} else if out.String() != tc.wantOut {
				t.Fatalf("stdout %q, want %q", out.String(), tc.wantOut)
			}
			if tc.wantStderr == "" {
				if errOut.Len() > 0 {
					t.Fatalf("stderr %q, want none", errOut.String())
				}
				return
			}
			if !strings.Contains(errOut.String(), tc.wantStderr) {
				t.Fatalf("stderr %q, want it to contain %q", errOut.String(), tc.wantStderr)
			}
			if tc.wantLines > 0 && strings.Count(errOut.String(), "\n") != tc.wantLines {
				t.Fatalf("stderr %q, want %d lines", errOut.String(), tc.wantLines)
			}
		})
	}
}
