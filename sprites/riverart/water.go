package riverart

import (
	"math"

	"puzzleworks/sprites"
)

// Ripples is the number of light streaks (RippleRGBA) drifting down the
// river with the current.
const Ripples = 44

// Ripple is where light streak i is clock ticks after the scene opened,
// drifting with the current from the horizon down to bottom, each growing
// as it comes nearer: the middle of its top edge (x, y), its scale and its
// opacity; ok is false while it passes under a jetty.
func Ripple(i, clock int, bottom float64) (x, y, scale, alpha float64, ok bool) {
	near, far := Jetties()
	const top = HorizonY + 6
	span := bottom - top
	spd := 0.12 + 0.12*hash(i, 1)
	d := math.Mod(hash(i, 2)*span+float64(clock)*spd, span)
	y = top + span*math.Pow(d/span, 1.4)
	t := (y - HorizonY) / (sprites.DesignH - HorizonY)
	l, r := RiverEdges(y)
	x = l + 12 + (r-12-(l+12))*hash(i, 3) + 5*math.Sin(float64(clock)*0.02+float64(i))
	if y > DeckY-12 && y < WaterY+20 && (x < near+10 || x > far-10) {
		return x, y, 0, 0, false // under the jetties
	}
	return x, y, 0.35 + 1.1*t, 0.3 * math.Min(1, math.Min(d/40, (span-d)/40)), true
}

// hash is a fixed pseudo-random number in 0..1 for (i, k).
func hash(i, k int) float64 {
	h := uint32(i)*0x8da6b343 ^ uint32(k)*0xd8163841
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return float64(h) / 4294967296.0
}
