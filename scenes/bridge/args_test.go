package bridge

import (
	"slices"
	"testing"
)

func TestArgsFromQuery(t *testing.T) {
	tests := []struct {
		query string
		want  []string
	}{
		{"", nil},
		{"?", nil},
		{"?play=hanoi", []string{"play", "hanoi"}},
		{"play=hanoi", []string{"play", "hanoi"}},
		{"?play=hanoi&n=3&pegs=3", []string{"play", "hanoi", "-n=3", "-pegs=3"}},
		{"?n=3&play=hanoi", []string{"play", "hanoi", "-n=3"}},
		{"?play=hanoi&&n=3&", []string{"play", "hanoi", "-n=3"}},
		{"?play=hanoi&x", []string{"play", "hanoi", "-x"}},
		{"?play=hanoi&x=", []string{"play", "hanoi", "-x="}},
		{"?play=han%6Fi&n=%31", []string{"play", "hanoi", "-n=1"}},
		{"?play=a+b", []string{"play", "a b"}},
		{"?play=hanoi&n=%zz", []string{"play", "hanoi", "-n=%zz"}},
		{"?play=hanoi&play=river", []string{"play", "hanoi", "-play=river"}},
		{"?play", []string{"play"}},
		{"?play=", []string{"play"}},
		{"?n=3", []string{"play", "-n=3"}},
		{"?=3", nil},
	}
	for _, tc := range tests {
		if got := ArgsFromQuery(tc.query); !slices.Equal(got, tc.want) {
			t.Errorf("ArgsFromQuery(%q) = %q, want %q", tc.query, got, tc.want)
		}
	}
}

func TestArgsOutsideBrowser(t *testing.T) {
	in := []string{"solve", "hanoi", "-n", "3"}
	if got := Args(in); !slices.Equal(got, in) {
		t.Errorf("Args(%q) = %q", in, got)
	}
}

func FuzzArgsFromQuery(f *testing.F) {
	f.Add("?play=hanoi&n=3&pegs=3")
	f.Add("?%zz=&&=x&play")
	f.Fuzz(func(t *testing.T, q string) {
		args := ArgsFromQuery(q)
		if len(args) > 0 && args[0] != "play" {
			t.Fatalf("ArgsFromQuery(%q) = %q: not a play command", q, args)
		}
		for _, a := range args[min(2, len(args)):] {
			if a == "" || a[0] != '-' {
				t.Fatalf("ArgsFromQuery(%q) = %q: %q is not a flag", q, args, a)
			}
		}
	})
}
