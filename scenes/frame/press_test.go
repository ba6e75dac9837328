package frame

import (
	"fmt"
	"testing"

	"puzzleworks/scenes/ui"
)

// A press released with no drag is a click on the cell pressed; a drag
// paints the cell pressed and each cell it enters, and is no click; a
// press off the cells does nothing.
func TestCellPress(t *testing.T) {
	g := Cells{X: 0, Y: 0, Side: 300, Cell: 100, N: 3}
	type step struct {
		x, y                    float64
		pressed, down, released bool
	}
	tests := []struct {
		name  string
		steps []step
		paint string // the cells painted, "r,c " each
		click string // the cell clicked, or ""
	}{
		{"a click", []step{{50, 50, true, true, false}, {60, 60, false, true, false}, {60, 60, false, false, true}}, "", "0,0"},
		{"a drag", []step{{50, 50, true, true, false}, {150, 50, false, true, false}, {250, 50, false, true, false}, {250, 50, false, false, true}}, "0,0 0,1 0,2 ", ""},
		{"back over a cell", []step{{50, 50, true, true, false}, {150, 50, false, true, false}, {50, 50, false, true, false}, {50, 50, false, false, true}}, "0,0 0,1 0,0 ", ""},
		{"off the cells", []step{{350, 50, true, true, false}, {50, 50, false, true, false}, {50, 50, false, false, true}}, "", ""},
	}
	for _, tc := range tests {
		var p CellPress
		paint, click := "", ""
		for _, s := range tc.steps {
			in := &ui.Input{X: s.x, Y: s.y, Pressed: s.pressed, Down: s.down, Released: s.released}
			if r, c, ok := p.Update(in, &g, func(r, c int) { paint += fmt.Sprintf("%d,%d ", r, c) }); ok {
				click = fmt.Sprintf("%d,%d", r, c)
			}
		}
		if paint != tc.paint || click != tc.click {
			t.Errorf("%s: painted %q, clicked %q; want %q, %q", tc.name, paint, click, tc.paint, tc.click)
		}
	}
}
