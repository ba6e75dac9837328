package frame

import "testing"

func TestNearest(t *testing.T) {
	in := func(vs ...int) func(int) bool {
		return func(v int) bool {
			for _, x := range vs {
				if x == v {
					return true
				}
			}
			return false
		}
	}
	for _, tc := range []struct {
		want, lo, hi int
		has          []int
		got          int
	}{
		{7, 5, 14, []int{7, 9}, 7},
		{8, 5, 14, []int{7, 9}, 7},       // the lower of two as near
		{12, 5, 14, []int{6, 9}, 9},      // below
		{5, 5, 14, []int{6, 9}, 6},       // above
		{8, 9, 14, []int{6, 10, 12}, 10}, // the first past want, above
		{8, 5, 7, []int{6, 10}, 6},       // the first past want, below
		{8, 9, 14, []int{6}, -1},
		{0, 0, 4, nil, -1},
	} {
		if got := Nearest(tc.want, tc.lo, tc.hi, in(tc.has...)); got != tc.got {
			t.Errorf("Nearest(%d, %d, %d, %v) = %d, want %d", tc.want, tc.lo, tc.hi, tc.has, got, tc.got)
		}
	}
}
