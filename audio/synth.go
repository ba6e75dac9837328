package audio

import (
	"math"
	"math/rand/v2"
)

// The sample rates Samples accepts; outside them it returns nil.
const (
	minSampleRate = 8000
	maxSampleRate = 192000
)

// soundSpec describes how one effect is made.
type soundSpec struct {
	seconds float64 // length; for a loop, the loop period
	loop    bool    // seamless loop: no fades at the ends
	release float64 // fade-out at the end of a one-shot, seconds
	peak    float64 // peak level after normalisation, to balance the set
	gen     func(b *stereo)
}

// specOf returns the recipe for s, or false for an unknown sound.
func specOf(s Sound) (soundSpec, bool) {
	switch s {
	case Motor:
		return soundSpec{seconds: 0.5, loop: true, peak: 0.25, gen: genMotor}, true
	case Clunk:
		return soundSpec{seconds: 0.28, release: 0.03, peak: 0.7, gen: genClunk}, true
	case Chime:
		return soundSpec{seconds: 1.2, release: 0.3, peak: 0.45, gen: genChime}, true
	case Creak:
		return soundSpec{seconds: 0.45, release: 0.02, peak: 0.4, gen: genCreak}, true
	case Splash:
		return soundSpec{seconds: 0.7, release: 0.1, peak: 0.5, gen: genSplash}, true
	case Clink:
		return soundSpec{seconds: 0.35, release: 0.05, peak: 0.4, gen: genClink}, true
	case Click:
		return soundSpec{seconds: 0.05, release: 0.01, peak: 0.25, gen: genClick}, true
	case Buzz:
		return soundSpec{seconds: 0.32, release: 0.01, peak: 0.25, gen: genBuzz}, true
	}
	return soundSpec{}, false
}

// Samples synthesises effect s at sampleRate frames per second and returns
// interleaved stereo samples (left, right, left, ...) in [-1, 1]. The result
// is the same on every call. One-shots start and end at silence; Motor is one
// period of a seamless loop. It returns nil for an unknown sound or a sample
// rate outside 8000..192000.
func Samples(s Sound, sampleRate int) []float32 {
	spec, ok := specOf(s)
	if !ok || sampleRate < minSampleRate || sampleRate > maxSampleRate {
		return nil
	}
	n := int(math.Round(spec.seconds * float64(sampleRate)))
	b := &stereo{
		l:    make([]float64, n),
		r:    make([]float64, n),
		rate: float64(sampleRate),
	}
	spec.gen(b)
	if !spec.loop {
		b.fadeEdges(0.001, spec.release)
	}
	b.normalize(spec.peak)
	out := make([]float32, 2*n)
	for i := range n {
		out[2*i] = float32(b.l[i])
		out[2*i+1] = float32(b.r[i])
	}
	return out
}

// stereo is a sound being built: two channels of equal length.
type stereo struct {
	l, r []float64
	rate float64
}

// frames returns the number of frames.
func (b *stereo) frames() int { return len(b.l) }

// at returns the frame index of time t seconds.
func (b *stereo) at(t float64) int { return int(t * b.rate) }

// audible reports whether frequency f is safely below the Nyquist limit, so
// that no partial folds back as an alias at low sample rates.
func (b *stereo) audible(f float64) bool { return f > 0 && f < 0.45*b.rate }

// partial mixes a decaying sine: it starts at time start with amplitude amp
// and falls by 1/e every tau seconds, with a 1 ms rise so it does not click.
// The sine is stepped by a complex rotation, which is much cheaper than a
// call to math.Sin and math.Exp per sample.
func (b *stereo) partial(start, freq, amp, tau, pan float64) {
	i0 := b.at(start)
	if !b.audible(freq) || i0 < 0 || tau <= 0 {
		return
	}
	gl, gr := panGains(pan)
	w := 2 * math.Pi * freq / b.rate
	d := math.Exp(-1 / (tau * b.rate))
	rot := complex(d*math.Cos(w), d*math.Sin(w))
	z := complex(amp, 0) // amp·e^(−t/tau)·e^(iwt): its imaginary part is the partial
	rise := math.Max(1, 0.001*b.rate)
	for i := i0; i < b.frames(); i++ {
		k := float64(i - i0)
		v := imag(z) * math.Min(1, k/rise)
		b.l[i] += v * gl
		b.r[i] += v * gr
		z *= rot
		if k > rise && real(z)*real(z)+imag(z)*imag(z) < 1e-10 {
			break
		}
	}
}

// fadeEdges ramps the start in over attack seconds and the end out over
// release seconds (a raised cosine), so a one-shot begins and ends at zero.
func (b *stereo) fadeEdges(attack, release float64) {
	n := b.frames()
	na := min(n, max(1, b.at(attack)))
	for i := range na {
		g := float64(i) / float64(na)
		b.l[i] *= g
		b.r[i] *= g
	}
	nr := min(n, max(1, b.at(release)))
	for j := range nr {
		// j counts back from the last frame, which becomes exactly zero.
		g := 0.5 - 0.5*math.Cos(math.Pi*float64(j)/float64(nr))
		b.l[n-1-j] *= g
		b.r[n-1-j] *= g
	}
}

// normalize scales the sound so that its largest sample is peak.
func (b *stereo) normalize(peak float64) {
	m := 0.0
	for i := range b.l {
		m = math.Max(m, math.Max(math.Abs(b.l[i]), math.Abs(b.r[i])))
	}
	if m == 0 || math.IsNaN(m) || math.IsInf(m, 0) {
		return
	}
	k := peak / m
	for i := range b.l {
		b.l[i] *= k
		b.r[i] *= k
	}
}

// panGains returns the equal-power gains of pan in [-1, 1], scaled so that
// the centre has gain 1 in each channel.
func panGains(pan float64) (float64, float64) {
	a := (pan + 1) * math.Pi / 4
	return math.Cos(a) * math.Sqrt2, math.Sin(a) * math.Sqrt2
}

// newRand returns a generator with a fixed seed, so every sound is the same
// on every run.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
}

// whiteNoise returns n samples of uniform noise in [-1, 1).
func whiteNoise(n int, seed uint64) []float64 {
	r := newRand(seed)
	x := make([]float64, n)
	for i := range x {
		x[i] = 2*r.Float64() - 1
	}
	return x
}

// lowpassCoeff returns the coefficient of a one-pole low-pass filter with
// cut-off fc at the given rate.
func lowpassCoeff(fc, rate float64) float64 {
	return 1 - math.Exp(-2*math.Pi*fc/rate)
}

// lowpass filters x in place with a one-pole low-pass filter.
func lowpass(x []float64, a float64) {
	y := 0.0
	for i, v := range x {
		y += a * (v - y)
		x[i] = y
	}
}

// circularLowpass filters x in place as if it repeated for ever: a first
// pass settles the filter, and the second starts from where the first ended,
// so the last sample leads smoothly into the first.
func circularLowpass(x []float64, a float64) {
	y := 0.0
	for _, v := range x {
		y += a * (v - y)
	}
	for i, v := range x {
		y += a * (v - y)
		x[i] = y
	}
}
