package frame

// Cursor is the keyboard's cursor over a board's things (the pulley's
// items, the river's people, the coins' points), and whether it shows:
// it shows from the first key that moves or uses it until the pointer is
// used.
type Cursor struct {
	At    int  // the thing the cursor is on
	Shown bool // the cursor shows
}

// Step shows the cursor and moves it round n things to the next (the
// previous when back) that ok accepts, every thing when ok is nil; where
// none other is accepted it stays.
func (c *Cursor) Step(n int, back bool, ok func(i int) bool) {
	c.Shown = true
	for step := 1; step <= n; step++ {
		i := (c.At + step) % n
		if back {
			i = (c.At - step + 2*n) % n
		}
		if ok == nil || ok(i) {
			c.At = i
			return
		}
	}
}
