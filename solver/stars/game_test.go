package stars

import (
	"strings"
	"testing"
)

// A saved game reads with its marks; a wrong part is named.
func TestParseGame(t *testing.T) {
	tests := []struct {
		regions, marks string
		k, stars       int
		bad            string // a word of the error, or ""
	}{
		{"AABBB/ACCCB/DCCCC/DDDDC/EEEEE", "", 1, 0, ""},
		{"AABBB/ACCCB/DCCCC/DDDDC/EEEEE", "*..../...../...../...../.....", 1, 1, ""},
		{"AABBB/ACCCB/DCC", "", 1, 0, "regions: "},
		{"AABBB/ACCCB/DCCCC/DDDDC/EEEEE", "*?.../...../...../...../.....", 1, 0, "marks: "},
	}
	for _, tc := range tests {
		s, err := ParseGame(tc.regions, tc.k, tc.marks)
		switch {
		case tc.bad == "" && err != nil:
			t.Errorf("ParseGame(%q, %q): %v", tc.regions, tc.marks, err)
		case tc.bad != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.bad)):
			t.Errorf("ParseGame(%q, %q): error %v, want one starting %q", tc.regions, tc.marks, err, tc.bad)
		case err == nil && s.Stars() != tc.stars:
			t.Errorf("ParseGame(%q, %q): %d stars, want %d", tc.regions, tc.marks, s.Stars(), tc.stars)
		}
	}
}
