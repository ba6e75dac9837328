package frame

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// TestGridStep: each arrow moves one cell and wraps round at the edges;
// any other key moves nothing.
func TestGridStep(t *testing.T) {
	tests := []struct {
		k          ebiten.Key
		r, c       int
		wr, wc     int
		wantMoving bool
	}{
		{ebiten.KeyArrowLeft, 2, 0, 2, 3, true},
		{ebiten.KeyArrowRight, 2, 3, 2, 0, true},
		{ebiten.KeyArrowUp, 0, 1, 3, 1, true},
		{ebiten.KeyArrowDown, 1, 1, 2, 1, true},
		{ebiten.KeyA, 1, 1, 1, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.k.String(), func(t *testing.T) {
			r, c, ok := GridStep(tc.k, 4, tc.r, tc.c)
			if r != tc.wr || c != tc.wc || ok != tc.wantMoving {
				t.Fatalf("(%d, %d) → (%d, %d) %v, want (%d, %d) %v", tc.r, tc.c, r, c, ok, tc.wr, tc.wc, tc.wantMoving)
			}
		})
	}
}

// TestMaker: a puzzle made arrives once, from a new seed each time; one
// replaced by another is dropped quietly; a failure is handed on.
func TestMaker(t *testing.T) {
	var m Maker[uint64]
	if m.Busy() {
		t.Fatal("busy before a start")
	}
	seeds := map[uint64]bool{}
	for range 3 {
		m.Start(func(_ context.Context, seed uint64, _ func()) (uint64, error) { return seed, nil })
		m.Wait()
		seed, err, ok := m.Poll()
		if !ok || err != nil || seeds[seed] || m.Busy() {
			t.Fatalf("seed %d, %v, %v, busy %v (seeds so far %v)", seed, err, ok, m.Busy(), seeds)
		}
		seeds[seed] = true
	}
	release := make(chan struct{})
	m.Start(func(c context.Context, _ uint64, _ func()) (uint64, error) {
		<-release
		return 0, c.Err()
	})
	first := m.job
	m.Start(func(context.Context, uint64, func()) (uint64, error) { return 0, errors.New("no puzzle") })
	close(release)
	first.Wait()
	m.Wait()
	if _, err, ok := m.Poll(); !ok || err == nil || err.Error() != "no puzzle" {
		t.Fatalf("failure handed on as %v, %v", err, ok)
	}
	if _, _, ok := m.Poll(); ok {
		t.Fatal("a puzzle polled twice")
	}
}

// pauser is a replay that only plays and pauses.
type pauser struct{ playing bool }

func (p *pauser) Playing() bool { return p.playing }

func (p *pauser) TogglePlay() bool { p.playing = !p.playing; return true }

// TestHint: the first press pauses the replay and looks for a step only
// where one may be; shown, a second press at the same position takes it;
// a position moved on from, or Esc, closes it.
func TestHint(t *testing.T) {
	tests := []struct {
		solved, unique bool
		wantOK         bool
		status         string
	}{
		{false, true, true, ""},
		{true, true, false, "Already solved: nothing to hint"},
		{false, false, false, "No hints here: hints need a map with exactly one solution"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.solved, tc.unique), func(t *testing.T) {
			var st ui.Status
			ctx := &ui.Context{Status: &st}
			var h Hint[int, string]
			ses := &pauser{playing: true}
			_, again, ok := h.Begin(ctx, ses, 1, tc.solved, tc.unique, "a map")
			if msg, _ := st.Text(); again || ok != tc.wantOK || msg != tc.status || ses.playing {
				t.Fatalf("again %v, ok %v, status %q, playing %v", again, ok, msg, ses.playing)
			}
		})
	}
	var h Hint[int, string]
	h.On, h.At, h.Step = true, 1, "step"
	if step, again, _ := h.Begin(&ui.Context{Status: &ui.Status{}}, &pauser{}, 1, false, true, "a map"); !again || step != "step" {
		t.Fatalf("the second press: %q, %v", step, again)
	}
	h.Keep(1)
	if !h.On {
		t.Fatal("closed at its own position")
	}
	h.Keep(2)
	if h.On || h.Escape() {
		t.Fatal("kept at another position, or Esc closed a hint not shown")
	}
	h.On = true
	if !h.Escape() || h.On {
		t.Fatal("Esc left the hint")
	}
}
