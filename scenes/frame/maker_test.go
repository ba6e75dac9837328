package frame

import (
	"context"
	"errors"
	"testing"

	"puzzleworks/scenes/ui"
)

// TestMakerWords: Begin says what is being made; Made hands on the
// puzzle, or says why none came.
func TestMakerWords(t *testing.T) {
	var m Maker[int]
	var st ui.Status
	ctx := &ui.Context{Status: &st}
	m.Begin(ctx, "9×9 hard", func(context.Context, uint64, func()) (int, error) { return 7, nil })
	if got, _ := st.Text(); got != "Making a new 9×9 hard puzzle…" {
		t.Errorf("status %q", got)
	}
	m.Wait()
	if v, ok := m.Made(ctx, ""); !ok || v != 7 {
		t.Fatalf("made %d, %v", v, ok)
	}
	if _, ok := m.Made(ctx, ""); ok {
		t.Fatal("made twice")
	}
	m.Begin(ctx, "6×6 easy", func(context.Context, uint64, func()) (int, error) { return 0, errors.New("no puzzle") })
	m.Wait()
	if _, ok := m.Made(ctx, "; try another"); ok {
		t.Fatal("a failure made a puzzle")
	}
	if got, _ := st.Text(); got != "The generator gave up: no puzzle; try another" {
		t.Errorf("status %q", got)
	}
}
