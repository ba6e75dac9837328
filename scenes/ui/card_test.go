package ui

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	text := "Region C has all its open cells in row 2 and needs 1 star, as many as row 2 needs, so the rest of row 2 holds no star"
	tests := []struct {
		width float64
		min   int // at least this many lines
	}{
		{2000, 1},
		{400, 2},
		{150, 5},
	}
	for _, tc := range tests {
		lines := Wrap(f, text, tc.width, 16, false)
		if len(lines) < tc.min {
			t.Errorf("width %v: %d lines, want at least %d", tc.width, len(lines), tc.min)
		}
		if got := strings.Join(lines, " "); got != text {
			t.Errorf("width %v: the words changed: %q", tc.width, got)
		}
		for _, l := range lines {
			if w := f.Measure(l, 16, false); w > tc.width && strings.Contains(l, " ") {
				t.Errorf("width %v: line %q is %v wide", tc.width, l, w)
			}
		}
	}
	if got := Wrap(f, "   ", 100, 16, false); len(got) != 0 {
		t.Errorf("blank text wrapped to %q", got)
	}
	var c Card
	if !c.Empty() {
		t.Error("a new card is not empty")
	}
	c.Set(f, "Hint", text, "I applies it", 300)
	if c.Empty() || len(c.Lines()) < 2 || c.Height() < 100 {
		t.Errorf("card: %d lines, height %v", len(c.Lines()), c.Height())
	}
	c.Clear()
	if !c.Empty() {
		t.Error("a cleared card is not empty")
	}
}
