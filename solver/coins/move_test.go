package coins

import (
	"strings"
	"testing"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		text    string
		want    Move
		wantErr string
	}{
		{"3 0", Move{3, 0}, ""},
		{"  31\t7 ", Move{31, 7}, ""},
		{"0 0", Move{0, 0}, ""},
		{"3", Move{}, "want two points"},
		{"", Move{}, "got 0 fields"},
		{"1 2 3", Move{}, "got 3 fields"},
		{"a 2", Move{}, `start point: "a" is not a point number`},
		{"2 -1", Move{}, `end point: "-1" is not a point number`},
		{"+2 1", Move{}, `"+2" is not a point number`},
		{"32 1", Move{}, "point 32 is too large"},
		{"1 99999999999999999999999", Move{}, "is not a point number"},
	}
	for _, tt := range tests {
		got, err := ParseMove(tt.text)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseMove(%q) error = %v, want it to contain %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
		}
	}
}

func TestMoveString(t *testing.T) {
	tests := []struct {
		m    Move
		want string
	}{
		{Move{3, 0}, "3 0"},
		{Move{12, 31}, "12 31"},
	}
	for _, tt := range tests {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.m, got, tt.want)
		}
		back, err := ParseMove(tt.want)
		if err != nil || back != tt.m {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tt.want, back, err, tt.m)
		}
	}
}
