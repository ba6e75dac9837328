package ui

import "testing"

// TestButtonOn checks a button's edges: its left and top in it, its right
// and bottom outside, as Input.In has them; a touch lights nothing.
func TestButtonOn(t *testing.T) {
	b := Button{X: 10, Y: 20, W: 100, H: 40}
	for _, c := range []struct {
		x, y float64
		on   bool
	}{{10, 20, true}, {109.9, 59.9, true}, {110, 30, false}, {50, 60, false}, {9.9, 30, false}} {
		if got := b.On(c.x, c.y); got != c.on {
			t.Errorf("On(%v, %v) = %v", c.x, c.y, got)
		}
		in := &Input{X: c.x, Y: c.y}
		if b.Hover(in) != c.on {
			t.Errorf("Hover at (%v, %v) = %v", c.x, c.y, !c.on)
		}
		in.Touch = true
		if b.Hover(in) {
			t.Errorf("a touch at (%v, %v) lights the button", c.x, c.y)
		}
	}
}
