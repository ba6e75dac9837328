package stars

import (
	"strings"
	"testing"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want Move
		err  string // substring of the error; "" for success
	}{
		{"star r2c3", Move{PlaceStar, 1, 2}, ""},
		{"dot r1c1", Move{PlaceDot, 0, 0}, ""},
		{"clear r16c16", Move{ClearCell, 15, 15}, ""},
		{"  STAR   R10C4 ", Move{PlaceStar, 9, 3}, ""},
		{"* r2c3", Move{PlaceStar, 1, 2}, ""},
		{". r2c3", Move{PlaceDot, 1, 2}, ""},
		{"- r2c3", Move{ClearCell, 1, 2}, ""},
		{"", Move{}, "want a kind and a cell"},
		{"star", Move{}, "want a kind and a cell"},
		{"star r1c1 r2c2", Move{}, "want a kind and a cell"},
		{"moon r1c1", Move{}, `unknown kind "moon"`},
		{"star 1,1", Move{}, "want r<row>c<column>"},
		{"star r1", Move{}, "want r<row>c<column>"},
		{"star rc1", Move{}, "row \"\": want a number from 1 to 16"},
		{"star r0c1", Move{}, "row \"0\": want a number from 1 to 16"},
		{"star r1c17", Move{}, "column \"17\": want a number from 1 to 16"},
		{"star r1c100", Move{}, "column \"100\": want a number from 1 to 16"},
		{"star r-1c1", Move{}, "row \"-1\""},
		{"star r1cx", Move{}, "column \"x\""},
	}
	for _, tt := range tests {
		got, err := ParseMove(tt.in)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("ParseMove(%q): %v", tt.in, err)
		case tt.err == "" && got != tt.want:
			t.Errorf("ParseMove(%q) = %+v, want %+v", tt.in, got, tt.want)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("ParseMove(%q) error = %v, want it to contain %q", tt.in, err, tt.err)
		}
	}
}

func TestMoveString(t *testing.T) {
	tests := []struct {
		m    Move
		want string
	}{
		{Move{PlaceStar, 1, 2}, "star r2c3"},
		{Move{PlaceDot, 0, 9}, "dot r1c10"},
		{Move{ClearCell, 15, 0}, "clear r16c1"},
	}
	for _, tt := range tests {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.m, got, tt.want)
		}
		back, err := ParseMove(tt.want)
		if err != nil || back != tt.m {
			t.Errorf("ParseMove(%q) = %+v, %v, want %+v", tt.want, back, err, tt.m)
		}
	}
	if got := MoveKind(9).String(); got != "MoveKind(9)" {
		t.Errorf("unknown kind prints %q", got)
	}
}
