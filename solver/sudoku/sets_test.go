package sudoku

import (
	"fmt"
	"testing"
)

// TestCellSetFirst: the least cell of a set, whichever of its words it
// lies in, and none for an empty set.
func TestCellSetFirst(t *testing.T) {
	for _, tc := range []struct {
		cells []int
		want  int
		ok    bool
	}{
		{nil, 0, false},
		{[]int{5}, 5, true},
		{[]int{200, 70, 64}, 64, true},
		{[]int{MaxCells - 1, 3}, 3, true},
	} {
		t.Run(fmt.Sprint(tc.cells), func(t *testing.T) {
			var s CellSet
			for _, i := range tc.cells {
				s.Add(i)
			}
			if got, ok := s.First(); got != tc.want || ok != tc.ok {
				t.Fatalf("first %d, %v; want %d, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}
