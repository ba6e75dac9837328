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
		{"?play=tower", []string{"play", "tower"}},
		{"play=tower", []string{"play", "tower"}},
		{"?play=tower&n=3&pegs=3", []string{"play", "tower", "-n=3", "-pegs=3"}},
		{"?n=3&play=tower", []string{"play", "tower", "-n=3"}},
		{"?play=tower&&n=3&", []string{"play", "tower", "-n=3"}},
		{"?play=tower&x", []string{"play", "tower", "-x"}},
		{"?play=tower&x=", []string{"play", "tower", "-x="}},
		{"?play=tow%65r&n=%31", []string{"play", "tower", "-n=1"}},
		{"?play=a+b", []string{"play", "a b"}},
		{"?play=tower&n=%zz", []string{"play", "tower", "-n=%zz"}},
		{"?play=tower&play=ferry", []string{"play", "tower", "-play=ferry"}},
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
	in := []string{"solve", "tower", "-n", "3"}
	if got := Args(in); !slices.Equal(got, in) {
		t.Errorf("Args(%q) = %q", in, got)
	}
}

func FuzzArgsFromQuery(f *testing.F) {
	f.Add("?play=tower&n=3&pegs=3")
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
