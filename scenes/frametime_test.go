package scenes

import (
	"testing"
	"time"
)

func TestFrameTimesMedian(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name   string
		frames []time.Duration // each frame's Draw, after one update of 1 ms
		want   float64
	}{
		{"none", nil, 0},
		{"one", []time.Duration{2 * ms}, 3},
		{"odd", []time.Duration{5 * ms, 1 * ms, 3 * ms}, 4},
		{"even", []time.Duration{1 * ms, 2 * ms, 3 * ms, 9 * ms}, 3.5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f frameTimes
			for _, d := range tc.frames {
				f.update(ms)
				f.frame(d)
			}
			if got := f.medianMs(); got != tc.want {
				t.Errorf("median = %v ms, want %v", got, tc.want)
			}
		})
	}
}

// Only the last frameWindow frames count, and a frame after several
// updates counts one of them: their mean.
func TestFrameTimesWindow(t *testing.T) {
	var f frameTimes
	for range 3 * frameWindow {
		f.frame(10 * time.Millisecond)
	}
	if got := f.ticksPerFrame(); got != 0 {
		t.Errorf("%v ticks a frame with no update, want 0", got)
	}
	for range frameWindow/2 + 1 {
		f.update(time.Millisecond)
		f.update(3 * time.Millisecond)
		f.frame(time.Millisecond)
	}
	if got := f.medianMs(); got != 3 {
		t.Errorf("median = %v ms, want 3 (a 2 ms tick and a 1 ms draw)", got)
	}
	if got, want := f.ticksPerFrame(), float64(2*(frameWindow/2+1))/frameWindow; got != want {
		t.Errorf("%v ticks a frame, want %v", got, want)
	}
	if n := testing.AllocsPerRun(100, func() { f.frame(time.Millisecond); f.medianMs(); f.ticksPerFrame() }); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}
