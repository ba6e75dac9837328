package frame

import (
	"testing"

	"puzzleworks/scenes/ui"
)

// TestCursorStep walks the cursor both ways round, over every thing and
// over the things accepted only.
func TestCursorStep(t *testing.T) {
	var c Cursor
	c.Step(5, false, nil)
	if c.At != 1 || !c.Shown {
		t.Fatalf("after a step on: %+v", c)
	}
	c.Step(5, true, nil)
	c.Step(5, true, nil)
	if c.At != 4 {
		t.Fatalf("two steps back from 1 of 5: at %d", c.At)
	}
	even := func(i int) bool { return i%2 == 0 }
	c.Step(5, false, even)
	if c.At != 0 {
		t.Fatalf("the next even thing after 4 of 5: at %d", c.At)
	}
	c.Step(5, true, even)
	if c.At != 4 {
		t.Fatalf("the even thing before 0 of 5: at %d", c.At)
	}
	c.Step(5, false, func(int) bool { return false })
	if c.At != 4 {
		t.Fatalf("with nothing accepted the cursor moved to %d", c.At)
	}
}

// TestNotice checks that a notice is said once, and that a notice taken
// is not said.
func TestNotice(t *testing.T) {
	ctx := &ui.Context{Status: &ui.Status{}}
	var n Notice
	n.Set(ui.Error, "No solution")
	n.Say(ctx)
	if s, tone := ctx.Status.Text(); s != "No solution" || tone != ui.Error {
		t.Fatalf("said %q (%v)", s, tone)
	}
	ctx.Status.Say(ui.Info, "next")
	n.Say(ctx)
	if s, _ := ctx.Status.Text(); s != "next" {
		t.Fatalf("said again: %q", s)
	}
	n.Set(ui.Info, "kept")
	if n.Take() != "kept" || n.Take() != "" {
		t.Fatal("Take does not forget")
	}
}
