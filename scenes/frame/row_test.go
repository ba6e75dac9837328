package frame

import (
	"testing"

	"puzzleworks/scenes/ui"
)

// Buttons of a row follow one another gap apart.
func TestRow(t *testing.T) {
	tests := []struct {
		widths []float64
		want   []ui.Rect
		end    float64
	}{
		{[]float64{46, 92}, []ui.Rect{ui.R(10, 5, 46, 30), ui.R(60, 5, 92, 30)}, 152},
		{[]float64{20}, []ui.Rect{ui.R(10, 5, 20, 30)}, 30},
	}
	for _, tc := range tests {
		got := make([]ui.Rect, len(tc.widths))
		if end := Row(got, 10, 5, 30, 4, tc.widths); end != tc.end {
			t.Errorf("Row(%v) ends at %v, want %v", tc.widths, end, tc.end)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("Row(%v)[%d] = %v, want %v", tc.widths, i, got[i], tc.want[i])
			}
		}
	}
}
