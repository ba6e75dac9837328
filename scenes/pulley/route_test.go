package pulley

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// bodyHalf is half the width of a figure's body, the part that must not
// cross a rope drawn behind it.
const bodyHalf = 12

// checkPoses fails if, in the frame shown, an item floats or crosses a
// rope: items outside the baskets stand on the gallery (behind the ropes)
// or on the ground, and nothing drawn in front of a rope overlaps it
// unless it rides that rope's basket.
func checkPoses(t *testing.T, r *hand, when string) {
	t.Helper()
	g := r.sc.rigNow()
	ropes := [2]struct {
		x, bottom float64
		layer     int
	}{{pulleyart.RopeLeftX, g.left, layerLeft}, {pulleyart.RopeRightX, g.right, layerRight}}
	for i := 0; i < r.sc.n; i++ {
		x, y, l := r.sc.dispX[i], r.sc.dispY[i], r.sc.layer[i]
		switch l {
		case layerBehind:
			if math.Abs(y-pulleyart.LedgeY) > 3 || x < pulleyart.WindowX0 || x > pulleyart.GalleryX1 {
				t.Fatalf("%s: %s floats at the top: (%.0f, %.0f)", when, r.sc.Cur.Items[i].Name, x, y)
			}
			continue // behind the ropes
		case layerGround:
			if math.Abs(y-pulleyart.GroundY) > 3 {
				t.Fatalf("%s: %s floats above the ground: (%.0f, %.0f)", when, r.sc.Cur.Items[i].Name, x, y)
			}
		case layerCarried:
			continue
		}
		top := y - r.sc.kinds[i].Height()
		for _, rp := range ropes {
			if l != rp.layer && math.Abs(x-rp.x) < bodyHalf && top < rp.bottom && y > pulleyart.WheelY {
				t.Fatalf("%s: %s at (%.0f, %.0f), drawn in layer %d, crosses the rope at x=%.0f (down to %.0f)", when, r.sc.Cur.Items[i].Name, x, y, l, rp.x, rp.bottom)
			}
		}
	}
}

// TestNobodyPassesThroughARope replays solutions tick by tick, with each
// basket at the window in turn, and loads the right basket by hand.
func TestNobodyPassesThroughARope(t *testing.T) {
	for _, p := range []pulley.Params{pulley.DefaultParams(), pulley.Presets()[2].Params} {
		r := newRig(t, p, nil)
		r.Key(ebiten.KeyS)
		r.sc.Ses.SetSpeedIndex(4)
		for tick := 0; tick < 100000 && !r.sc.Won(); tick++ {
			r.Tick()
			checkPoses(t, r, "replay")
		}
		if !r.sc.Won() {
			t.Fatal("the replay did not finish")
		}
	}
	// By hand: after one trip the right basket is at the window; the son
	// walks along the gallery behind the left rope and steps in, then out.
	r := classic(t)
	r.Key(ebiten.Key4)
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyT)
	r.Settle()
	if r.sc.Shown().String() != "queen,daughter,son/cannonball" || r.sc.Ses.Shown().From.leftUp {
		t.Fatalf("after one trip: %s, left basket up %v", r.sc.Shown(), r.sc.Ses.Shown().From.leftUp)
	}
	for _, k := range []ebiten.Key{ebiten.Key3, ebiten.KeyEnter, ebiten.KeyEnter} {
		r.Key(k)
		for i := 0; i < 150; i++ {
			r.Tick()
			checkPoses(t, r, "loading by hand")
		}
	}
	r.Key(ebiten.KeyEnter)
	for i := 0; i < 150; i++ {
		r.Tick()
		checkPoses(t, r, "loading by hand")
	}
	if x := r.sc.dispX[2]; r.sc.layer[2] != layerRight || x != pulleyart.RopeRightX {
		t.Fatalf("the son is not in the right basket: x %.0f, layer %d", x, r.sc.layer[2])
	}
}

// TestWindowSideFromPosition: a position given by -from shows the baskets
// as the solver's replay from the start shows them there.
func TestWindowSideFromPosition(t *testing.T) {
	for _, p := range []pulley.Params{pulley.DefaultParams()} {
		pz, err := pulley.New(p)
		if err != nil {
			t.Fatal(err)
		}
		s := pz.Start()
		moves, err := pulley.Solve(s)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k <= len(moves); k++ {
			from := s
			r := newRig(t, p, &from)
			if got, want := r.sc.Start.leftUp, k%2 == 0; got != want {
				t.Fatalf("%s after %d trips: left basket up %v, want %v", s, k, got, want)
			}
			if k < len(moves) {
				if s, err = s.Apply(moves[k]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// A position the start cannot reach keeps the left basket up.
	p := pulley.Presets()[2].Params
	pz, _ := pulley.New(p)
	from, err := pz.ParseState("daughter,cannonball/queen,son,page,sack")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range pulley.Reachable(pz.Start()) {
		if s == from {
			t.Fatalf("%s is reachable: pick another position", from)
		}
	}
	if r := newRig(t, p, &from); !r.sc.Start.leftUp {
		t.Fatal("an unreachable position shows the right basket up")
	}
}
