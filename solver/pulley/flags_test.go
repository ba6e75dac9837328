package pulley

import (
	"flag"
	"io"
	"strings"
	"testing"
)

// TestFlagsNameTheFlag: every refused set of parameters names the flag to
// change, also when the fault is between two flags.
func TestFlagsNameTheFlag(t *testing.T) {
	tests := []struct {
		args []string
		want string // the whole message; "" when accepted
	}{
		{nil, ""},
		{[]string{"-people", "a=10", "-objects", "b=20"}, ""},
		{[]string{"-people", "a=10", "-objects", "a=20"}, `-objects: the name "a" is already a person's in -people: every name must be different`},
		{[]string{"-people", "a=10,a=20"}, `-people: the name "a" is used twice`},
		{[]string{"-objects", "b=10,b=20"}, `-objects: the name "b" is used twice`},
		{[]string{"-people", "-"}, "-people: at least one person is needed: the goal is to bring the people down"},
		{[]string{"-people", strings.TrimSuffix(strings.Repeat("p=1,", 13), ",")}, "-people: at most 12 people and objects together, got 13"},
		{[]string{"-people", "a=1,b=1,c=1,d=1,e=1,f=1,g=1", "-objects", "h=1,i=1,j=1,k=1,l=1,m=1"}, "-people and -objects: at most 12 people and objects together, got 13"},
		{[]string{"-limit", "-5"}, "-limit: the limit must be from 0 to 100000 lb, got -5"},
		{[]string{"-people", "a=0"}, `-people: a: the weight "0" is not a whole number of pounds from 1 to 100000`},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := DeclareFlags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		_, err := f.Params()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%q: %q, want %q", tc.args, got, tc.want)
		}
	}
}
