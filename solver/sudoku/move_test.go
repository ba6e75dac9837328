package sudoku

import (
	"strings"
	"testing"
)

func TestMoveString(t *testing.T) {
	tests := []struct {
		m    Move
		want string
	}{
		{Move{Row: 2, Col: 6, Digit: 5}, "r3c7=5"},
		{Move{Row: 0, Col: 0}, "r1c1=."},
		{Move{Row: 11, Col: 15, Digit: 16}, "r12c16=G"},
		{Move{Row: 3, Col: 3, Digit: 10}, "r4c4=A"},
	}
	for _, tt := range tests {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("%#v: %q, want %q", tt.m, got, tt.want)
		}
		back, err := ParseMove(tt.want)
		if err != nil || back != tt.m {
			t.Errorf("ParseMove(%q) = %#v, %v", tt.want, back, err)
		}
	}
}

func TestParseMove(t *testing.T) {
	good := []struct {
		text string
		want Move
	}{
		{"r3c7=5", Move{Row: 2, Col: 6, Digit: 5}},
		{" R3C7=5 ", Move{Row: 2, Col: 6, Digit: 5}},
		{"r3c7=0", Move{Row: 2, Col: 6}},
		{"r3c7=.", Move{Row: 2, Col: 6}},
		{"r16c16=g", Move{Row: 15, Col: 15, Digit: 16}},
		{"r01c1=1", Move{Row: 0, Col: 0, Digit: 1}},
	}
	for _, tt := range good {
		got, err := ParseMove(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("ParseMove(%q) = %#v, %v; want %#v", tt.text, got, err, tt.want)
		}
	}
	bad := []struct{ text, wantErr string }{
		{"", "want the form r3c7=5"},
		{"r3c7", "want the form r3c7=5"},
		{"3c7=5", "must start with r"},
		{"r3=5", "needs a column"},
		{"r0c1=5", "row: want a number from 1 to 16"},
		{"r17c1=5", "row: want a number from 1 to 16"},
		{"r1c=5", "column: want a number from 1 to 16"},
		{"r1c100=5", "column: want a number from 1 to 16"},
		{"r+1c1=5", "row: want a number"},
		{"r-1c1=5", "row: want a number"},
		{"r1c1=", "want one digit"},
		{"r1c1=12", "want one digit"},
		{"r1c1=x", "unexpected digit"},
		{"r1c1=h", "unexpected digit"},
	}
	for _, tt := range bad {
		_, err := ParseMove(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("ParseMove(%q): error %v, want it to say %q", tt.text, err, tt.wantErr)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"r3c7=5", "r3c7=.", "r16c16=G", "R1C1=0", "r1c=", "r99c1=1", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		if m.Row < 0 || m.Row >= MaxSize || m.Col < 0 || m.Col >= MaxSize || m.Digit < 0 || m.Digit > MaxSize {
			t.Fatalf("ParseMove(%q) = %#v: out of range", text, m)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("round trip of %#v: %#v, %v", m, back, err)
		}
	})
}
