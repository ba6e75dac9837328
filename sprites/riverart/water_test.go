package riverart

import "testing"

// TestRipples checks that every light streak drifts on the water: below
// the horizon, above the bottom, between the river's edges, faint, and
// never over a jetty.
func TestRipples(t *testing.T) {
	const bottom = 652
	near, far := Jetties()
	for clock := 0; clock < 5000; clock += 37 {
		for i := range Ripples {
			x, y, s, a, ok := Ripple(i, clock, bottom)
			if !ok {
				continue
			}
			l, r := RiverEdges(y)
			if y < HorizonY || y >= bottom || x < l || x > r || s < 0.35 || s > 1.45 || a < 0 || a > 0.3 {
				t.Fatalf("streak %d at tick %d: (%.1f, %.1f) scale %.2f alpha %.2f", i, clock, x, y, s, a)
			}
			if y > DeckY-12 && y < WaterY+20 && (x < near+10 || x > far-10) {
				t.Fatalf("streak %d at tick %d shows under a jetty at (%.1f, %.1f)", i, clock, x, y)
			}
		}
	}
}

// TestTagColor checks that a couple's name plate is their colour, darker.
func TestTagColor(t *testing.T) {
	for c := 1; c <= MaxCouples; c++ {
		tag, cl := TagColor(c), CoupleColor(c)
		if tag.A != 0xf0 || tag.R > cl.R || tag.G > cl.G || tag.B > cl.B {
			t.Errorf("couple %d: plate %v for clothes %v", c, tag, cl)
		}
	}
}
