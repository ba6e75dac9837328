package audio

import "math"

// genMotor makes one period of the motor loop: a hum at 100 Hz with its
// harmonics, a faint gear whine that beats slowly, and filtered noise, all
// shaken by a 12 Hz chatter. Every periodic part has a whole number of cycles
// in the period and the noise is filtered circularly, so the loop has no seam.
func genMotor(b *stereo) {
	n := b.frames()
	period := float64(n) / b.rate
	// cyc is the phase at frame i of a partial with k cycles per period.
	cyc := func(k float64, i int) float64 { return 2 * math.Pi * k * float64(i) / float64(n) }
	noise := [2][]float64{whiteNoise(n, 11), whiteNoise(n, 12)}
	a := lowpassCoeff(700, b.rate)
	for _, x := range noise {
		circularLowpass(x, a)
		circularLowpass(x, a)
	}
	const base = 50       // cycles per period: 100 Hz for a 0.5 s loop
	var level [11]float64 // harmonic h of the hum at level[h], 0 if it would alias
	for h := 1; h < len(level); h++ {
		if b.audible(base * float64(h) / period) {
			level[h] = math.Pow(float64(h), -1.2)
		}
	}
	for i := range n {
		am := 1 + 0.3*math.Sin(cyc(6, i)) + 0.12*math.Sin(cyc(2, i)+1)
		hum := 0.0
		for h := 1; h < len(level); h++ {
			if level[h] != 0 {
				fh := float64(h)
				hum += level[h] * math.Sin(cyc(base*fh, i)+0.7*fh*fh)
			}
		}
		whine := 0.0
		if b.audible(311 / period) {
			whine = 0.05 * (math.Sin(cyc(310, i)) + math.Sin(cyc(311, i)))
		}
		v := am * (0.5*hum + whine)
		b.l[i] = v + 1.5*am*noise[0][i]
		b.r[i] = v + 1.5*am*noise[1][i]
	}
}

// genClunk makes a stone landing: a low thump whose pitch drops quickly, a
// wooden knock, and a short burst of dull noise for the impact.
func genClunk(b *stereo) {
	n := b.frames()
	noise := whiteNoise(n, 21)
	a := lowpassCoeff(1200, b.rate)
	lowpass(noise, a)
	lowpass(noise, a)
	phase := 0.0
	for i := range n {
		t := float64(i) / b.rate
		f := 55 + 75*math.Exp(-t/0.025)
		phase += 2 * math.Pi * f / b.rate
		v := math.Sin(phase) * math.Exp(-t/0.07)
		v += 0.35 * math.Exp(-t/0.03) * math.Sin(2*math.Pi*190*t)
		v += 0.12 * math.Exp(-t/0.015) * math.Sin(2*math.Pi*410*t)
		v += 8 * noise[i] * math.Exp(-t/0.01)
		b.l[i] = v
		b.r[i] = v
	}
}

// genChime makes the win chime: a rising C major arpeggio of bell tones,
// spread from left to right, the top note ringing longest.
func genChime(b *stereo) {
	notes := []struct{ start, freq, amp, ring, pan float64 }{
		{0, 523.25, 1, 1, -0.4},
		{0.09, 659.26, 0.9, 1, -0.13},
		{0.18, 783.99, 0.9, 1, 0.13},
		{0.30, 1046.50, 1, 1.5, 0.4},
	}
	// Bell partials: ratio to the fundamental, level, decay time.
	partials := []struct{ ratio, amp, tau float64 }{
		{1, 1, 0.45},
		{1.003, 0.3, 0.45}, // a slow beat against the fundamental: shimmer
		{2, 0.35, 0.25},
		{3.01, 0.12, 0.15},
		{4.2, 0.06, 0.08},
	}
	for _, nt := range notes {
		for _, p := range partials {
			b.partial(nt.start, nt.freq*p.ratio, nt.amp*p.amp, p.tau*nt.ring, nt.pan)
		}
	}
}

// genCreak makes a rope creak: the stick-slip of rope on wood, a train of
// clicks whose rate rises and falls, each ringing a woody resonance.
func genCreak(b *stereo) {
	r := newRand(31)
	total := float64(b.frames()) / b.rate
	for t := 0.015; t < total-0.015; {
		u := t / total
		swell := math.Sin(math.Pi * u)
		amp := math.Sqrt(swell) * (0.6 + 0.4*r.Float64())
		f := 480 * (1 + 0.15*u) * (1 + 0.04*(r.Float64()-0.5))
		b.partial(t, f, amp, 0.006, -0.1)
		b.partial(t, f*2.37, 0.5*amp, 0.003, 0.1)
		b.partial(t, 160, 0.4*amp, 0.012, 0)
		rate := 28 + 50*swell // clicks per second
		t += (1 + 0.25*(r.Float64()-0.5)) / rate
	}
}

// genSplash makes water: a burst of band-passed noise whose centre sinks from
// bright to dull, a softer wash after it, and a few bubbles that chirp upwards.
func genSplash(b *stereo) {
	n := b.frames()
	for c, ch := range [2][]float64{b.l, b.r} {
		noise := whiteNoise(n, uint64(41+c))
		low, band := 0.0, 0.0
		for i := range n {
			t := float64(i) / b.rate
			fc := math.Min(700+1800*math.Exp(-t/0.15), b.rate/6)
			f := 2 * math.Sin(math.Pi*fc/b.rate)
			// A state-variable filter; the band-pass output is used.
			high := noise[i] - low - band
			band += f * high
			low += f * band
			env := math.Min(1, t/0.006) * (0.8*math.Exp(-t/0.1) + 0.35*math.Exp(-t/0.3))
			ch[i] = band * env
		}
	}
	r := newRand(43)
	for range 10 {
		start := 0.04 + 0.5*r.Float64()
		f0 := 500 + 900*r.Float64()
		dur := 0.03 + 0.04*r.Float64()
		amp := (0.12 + 0.15*r.Float64()) * math.Exp(-start/0.35)
		gl, gr := panGains(1.6*r.Float64() - 0.8)
		phase := 0.0
		i0 := b.at(start)
		for i := i0; i < min(n, i0+b.at(dur)); i++ {
			tt := float64(i-i0) / b.rate
			f := f0 * (1 + 2*tt/dur)
			if !b.audible(f) {
				break
			}
			phase += 2 * math.Pi * f / b.rate
			v := amp * math.Min(1, tt/0.002) * math.Exp(-tt/(dur/3)) * math.Sin(phase)
			b.l[i] += v * gl
			b.r[i] += v * gr
		}
	}
}

// genClink makes a coin: bright inharmonic partials struck once and then
// twice more as the coin settles, each bounce softer.
func genClink(b *stereo) {
	strikes := []struct{ start, amp, pan float64 }{
		{0, 1, -0.15},
		{0.075, 0.45, 0.15},
		{0.13, 0.18, 0.05},
	}
	partials := []struct{ freq, amp, tau float64 }{
		{2093, 1, 0.11},
		{2107, 0.5, 0.1}, // beats against the first: a metallic shimmer
		{3929, 0.6, 0.07},
		{5612, 0.4, 0.045},
		{7311, 0.25, 0.03},
	}
	for _, s := range strikes {
		for _, p := range partials {
			b.partial(s.start, p.freq, s.amp*p.amp, p.tau, s.pan)
		}
	}
}

// genClick makes a soft UI click: a very short, muted tick.
func genClick(b *stereo) {
	b.partial(0, 1800, 1, 0.006, 0)
	b.partial(0, 900, 0.5, 0.01, 0)
	b.partial(0, 3100, 0.2, 0.003, 0)
}

// genBuzz makes the "refused" sound: two low buzzes, the second lower, like
// a game-show "uh-uh".
func genBuzz(b *stereo) {
	pulses := []struct{ start, length, from, to float64 }{
		{0, 0.13, 110, 104},
		{0.17, 0.15, 98, 87},
	}
	for _, p := range pulses {
		i0, n := b.at(p.start), b.at(p.length)
		phase := 0.0
		for j := range n {
			i := i0 + j
			if i >= b.frames() {
				break
			}
			u := float64(j) / float64(n)
			phase += 2 * math.Pi * (p.from + (p.to-p.from)*u) / b.rate
			v := 0.0
			for h := 1.0; h <= 14; h++ {
				if !b.audible(h * p.from) {
					break
				}
				amp := math.Exp(-h/8) / h
				if int(h)%2 == 0 {
					amp *= 0.4 // mostly odd harmonics: a reedy, square-ish tone
				}
				v += amp * math.Sin(h*phase)
			}
			t := float64(j) / b.rate
			env := math.Min(1, t/0.008) * math.Min(1, (p.length-t)/0.03)
			b.l[i] += v * env
			b.r[i] += v * env
		}
	}
}
