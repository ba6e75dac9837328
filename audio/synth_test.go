package audio

import (
	"math"
	"slices"
	"testing"
)

// allSounds lists every effect.
func allSounds() []Sound {
	s := make([]Sound, soundCount)
	for i := range s {
		s[i] = Sound(i)
	}
	return s
}

// channel returns channel c (0 left, 1 right) of interleaved stereo x.
func channel(x []float32, c int) []float64 {
	out := make([]float64, len(x)/2)
	for i := range out {
		out[i] = float64(x[2*i+c])
	}
	return out
}

// loudness returns the largest RMS over any 50 ms window of x (both
// channels): how loud the sound seems at its loudest.
func loudness(x []float32, rate int) float64 {
	win := rate / 20
	frames := len(x) / 2
	if frames < win {
		win = frames
	}
	best := 0.0
	for start := 0; start+win <= frames; start += max(1, win/5) {
		e := 0.0
		for _, v := range x[2*start : 2*(start+win)] {
			e += float64(v) * float64(v)
		}
		best = math.Max(best, math.Sqrt(e/float64(2*win)))
	}
	return best
}

func TestSamplesShape(t *testing.T) {
	tests := []struct {
		s        Sound
		min, max float64 // seconds
	}{
		{Motor, 0.49, 0.51},
		{Clunk, 0.2, 0.35},
		{Chime, 1.0, 1.5},
		{Creak, 0.3, 0.6},
		{Splash, 0.4, 0.9},
		{Clink, 0.2, 0.5},
		{Click, 0.02, 0.1},
		{Buzz, 0.2, 0.4},
	}
	if len(tests) != soundCount {
		t.Fatalf("table covers %d sounds, want %d", len(tests), soundCount)
	}
	for _, rate := range []int{8000, 22050, 44100, 48000, 96000} {
		for _, tt := range tests {
			x := Samples(tt.s, rate)
			if len(x)%2 != 0 {
				t.Errorf("%v at %d Hz: %d samples, not whole stereo frames", tt.s, rate, len(x))
			}
			if d := float64(len(x)/2) / float64(rate); d < tt.min || d > tt.max {
				t.Errorf("%v at %d Hz: lasts %.3f s, want %.2f..%.2f s", tt.s, rate, d, tt.min, tt.max)
			}
			for i, v := range x {
				if math.IsNaN(float64(v)) || v < -1 || v > 1 {
					t.Fatalf("%v at %d Hz: sample %d is %v, want within [-1, 1]", tt.s, rate, i, v)
				}
			}
			if l := loudness(x, rate); l < 0.02 {
				t.Errorf("%v at %d Hz: loudest 50 ms has RMS %.4f, want at least 0.02", tt.s, rate, l)
			}
		}
	}
}

func TestSamplesPeakMatchesSpec(t *testing.T) {
	for _, s := range allSounds() {
		spec, _ := specOf(s)
		peak := 0.0
		for _, v := range Samples(s, SampleRate) {
			peak = math.Max(peak, math.Abs(float64(v)))
		}
		if math.Abs(peak-spec.peak) > 1e-4 {
			t.Errorf("%v: peak %.5f, want %.5f", s, peak, spec.peak)
		}
	}
}

func TestSamplesBalanced(t *testing.T) {
	// Loudest-50-ms RMS: one-shots between soft (click) and firm (clunk),
	// the motor, which plays for long stretches, kept in the background.
	for _, s := range allSounds() {
		lo, hi := 0.03, 0.25
		if s == Motor {
			lo, hi = 0.03, 0.12
		}
		if l := loudness(Samples(s, SampleRate), SampleRate); l < lo || l > hi {
			t.Errorf("%v: loudness %.4f, want %.2f..%.2f", s, l, lo, hi)
		}
	}
}

func TestOneShotsStartAndEndSilent(t *testing.T) {
	for _, s := range allSounds() {
		if s == Motor {
			continue
		}
		x := Samples(s, SampleRate)
		n := len(x)
		for _, i := range []int{0, 1, n - 2, n - 1} {
			if math.Abs(float64(x[i])) > 1e-6 {
				t.Errorf("%v: sample %d of %d is %v, want silence at the ends (no click)", s, i, n, x[i])
			}
		}
		// The fade-in must be gentle: no step near the start larger than
		// the largest step anywhere in the sound.
		ch := channel(x, 0)
		if first, most := math.Abs(ch[1]-ch[0]), maxStep(ch); first > most {
			t.Errorf("%v: first step %v exceeds largest step %v", s, first, most)
		}
	}
}

// maxStep returns the largest change between neighbouring samples of x.
func maxStep(x []float64) float64 {
	m := 0.0
	for i := 1; i < len(x); i++ {
		m = math.Max(m, math.Abs(x[i]-x[i-1]))
	}
	return m
}

// seam measures the join of loop x with itself: how far the first sample is
// from a straight-line continuation of the last two, against the largest
// such second difference inside the loop.
func seam(x []float64) (join, inside float64) {
	n := len(x)
	for i := 2; i < n; i++ {
		inside = math.Max(inside, math.Abs(x[i]-2*x[i-1]+x[i-2]))
	}
	join = math.Max(
		math.Abs(x[0]-2*x[n-1]+x[n-2]),
		math.Abs(x[1]-2*x[0]+x[n-1]),
	)
	return join, inside
}

func TestMotorLoopIsSeamless(t *testing.T) {
	for _, rate := range []int{8000, 22050, 44100, 48000} {
		x := Samples(Motor, rate)
		for c := range 2 {
			ch := channel(x, c)
			join, inside := seam(ch)
			if join > inside {
				t.Errorf("motor at %d Hz, channel %d: join bends by %.5f, more than anywhere inside (%.5f)", rate, c, join, inside)
			}
			if j, m := math.Abs(ch[0]-ch[len(ch)-1]), maxStep(ch); j > m {
				t.Errorf("motor at %d Hz, channel %d: jump %.5f at the seam, largest step inside %.5f", rate, c, j, m)
			}
		}
	}
}

func TestSeamCheckCatchesACut(t *testing.T) {
	// The seam check must be able to fail: the same loop cut short by a few
	// frames has a visible jump.
	ch := channel(Samples(Motor, SampleRate), 0)
	for _, cut := range []int{37, 101, 1000} {
		join, inside := seam(ch[:len(ch)-cut])
		if join <= inside {
			t.Errorf("loop cut by %d frames: join %.5f not above inside %.5f; the check is too weak", cut, join, inside)
		}
	}
}

func TestSamplesDeterministic(t *testing.T) {
	for _, s := range allSounds() {
		if !slices.Equal(Samples(s, SampleRate), Samples(s, SampleRate)) {
			t.Errorf("%v: two calls differ", s)
		}
	}
}

func TestSamplesBadInput(t *testing.T) {
	tests := []struct {
		name string
		s    Sound
		rate int
	}{
		{"negative sound", Sound(-1), SampleRate},
		{"sound past the end", Sound(soundCount), SampleRate},
		{"huge sound", Sound(1 << 40), SampleRate},
		{"zero rate", Clunk, 0},
		{"negative rate", Clunk, -44100},
		{"rate too low", Clunk, minSampleRate - 1},
		{"rate too high", Clunk, maxSampleRate + 1},
		{"absurd rate", Chime, math.MaxInt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x := Samples(tt.s, tt.rate); x != nil {
				t.Errorf("Samples(%v, %d) = %d samples, want nil", tt.s, tt.rate, len(x))
			}
		})
	}
}

func TestSoundString(t *testing.T) {
	tests := []struct {
		s    Sound
		want string
	}{
		{Motor, "motor"}, {Clunk, "clunk"}, {Chime, "chime"}, {Creak, "creak"},
		{Splash, "splash"}, {Clink, "clink"}, {Click, "click"}, {Buzz, "buzz"},
		{Sound(8), "sound(8)"}, {Sound(-3), "sound(-3)"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Sound(%d).String() = %q, want %q", int(tt.s), got, tt.want)
		}
	}
}

func TestEncodeF32RoundTrip(t *testing.T) {
	in := []float32{0, 1, -1, 0.5, -0.25, 1e-7}
	b := encodeF32(in)
	if len(b) != 4*len(in) {
		t.Fatalf("encoded %d bytes, want %d", len(b), 4*len(in))
	}
	for i, want := range in {
		bits := uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
		if got := math.Float32frombits(bits); got != want {
			t.Errorf("sample %d: decoded %v, want %v", i, got, want)
		}
	}
}

func FuzzSamples(f *testing.F) {
	f.Add(0, 44100)
	f.Add(2, 8000)
	f.Add(7, 192000)
	f.Add(-1, 0)
	f.Fuzz(func(t *testing.T, s, rate int) {
		x := Samples(Sound(s), rate)
		if x == nil {
			return
		}
		if len(x)%2 != 0 {
			t.Fatalf("odd sample count %d", len(x))
		}
		for i, v := range x {
			if math.IsNaN(float64(v)) || v < -1 || v > 1 {
				t.Fatalf("sample %d is %v", i, v)
			}
		}
	})
}

func BenchmarkSamples(b *testing.B) {
	for _, s := range allSounds() {
		b.Run(s.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Samples(s, SampleRate)
			}
		})
	}
}
