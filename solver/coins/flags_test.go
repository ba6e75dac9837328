package coins

import (
	"flag"
	"io"
	"strings"
	"testing"
)

func TestFlags(t *testing.T) {
	tests := []struct {
		args     []string
		want     Params
		wantFrom string
		wantErr  string
	}{
		{nil, Params{8, 3}, "", ""},
		{[]string{"-n", "16", "-k", "5"}, Params{16, 5}, "", ""},
		{[]string{"-n=32", "-k=15", "-from=0,1"}, Params{32, 15}, "0,1", ""},
		{[]string{"-n", "4"}, Params{}, "", "n = 4 is out of range: want 5 ≤ n ≤ 32"},
		{[]string{"-k", "4"}, Params{}, "", "k = 4 is out of range for n = 8"},
		{[]string{"-n", "9", "-k", "1"}, Params{}, "", "k = 1 is out of range for n = 9: want 2 ≤ k < n/2 (2..4)"},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("coins", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		params := Flags(fs)
		from := FromFlag(fs)
		if err := fs.Parse(tt.args); err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		p, err := params()
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%v: error %v, want %q", tt.args, err, tt.wantErr)
			}
			continue
		}
		if err != nil || p != tt.want || *from != tt.wantFrom {
			t.Errorf("%v: %v, %q, %v; want %v, %q", tt.args, p, *from, err, tt.want, tt.wantFrom)
		}
	}
}
