package hanoi

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
)

// The header counts a move when the picture shows it made: from the tick
// the stone is set down and the jaws open, not when the crane is back up
// (where the session moves its position on). Stepping back reverses it the
// same way.
func TestCounterTurnsWhenTheStoneIsSetDown(t *testing.T) {
	r := newRig(t, 3, 3)
	r.Click(r.pile(0))
	r.Click(r.pile(1))
	seen := map[int]bool{}
	reversed := false
	for i := 0; i < 5000 && !r.sc.Ses.Idle(); i++ {
		ph := r.sc.Phase()
		seen[ph] = true
		want := 0
		if ph < 0 || ph >= phRelease {
			want = 1
		}
		if got := r.sc.Moves(); got != want {
			t.Fatalf("tick %d, phase %d: the counter shows %d, want %d", i, ph, got, want)
		}
		if got, opt := r.sc.Optimal(), 7-want; got != opt {
			t.Fatalf("tick %d, phase %d: optimal from here %d, want %d", i, ph, got, opt)
		}
		if ph == phRaise && !reversed {
			// The session still counts the move as in flight here: the
			// stone is down, so the counter must already say 1.
			if r.sc.Ses.MoveCount(r.sc.Ses.Pos()) != 0 {
				t.Fatal("the session moved on before the crane was back up: the test needs another phase")
			}
			reversed = true
			r.Key(ebiten.KeyArrowLeft) // step back: the crane takes the stone back
			continue
		}
		r.Tick()
	}
	for _, ph := range []int{phLower, phRelease, phRaise} {
		if !seen[ph] {
			t.Errorf("phase %d never seen", ph)
		}
	}
	if !reversed {
		t.Fatal("never stepped back")
	}
	if got := r.sc.Moves(); got != 0 {
		t.Fatalf("after stepping back the counter shows %d", got)
	}
}

// One move is "1 move", in the status line and the banner.
func TestOneMoveIsSingular(t *testing.T) {
	r := newRig(t, 1, 3)
	r.Click(r.pile(0))
	r.Click(r.pile(1))
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("not won")
	}
	if s := r.Status(); s != "Solved in 1 move: the best possible!" {
		t.Fatalf("status %q", s)
	}
	r.Key(ebiten.KeyR)
	r.Key(ebiten.KeyS)
	if s := r.Status(); s != "Solving from here: 1 move" {
		t.Fatalf("status %q", s)
	}
	r.Key(ebiten.KeyPeriod)
	r.Key(ebiten.KeyComma)
	if s := r.Status(); !strings.HasPrefix(s, "New game: 1 stone, 3 piles, best possible 1 move") {
		t.Fatalf("status %q", s)
	}
}

// The foot of the goal flag's pole stays in sight however many stones pile
// B holds: the picture there is the same with a full pile B as with an
// empty one.
func TestRenderFlagPoleFootVisible(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 1, 3)
	for _, pegs := range []int{3, 4} {
		// From 2 stones on the widest is as wide as it gets; 12 are the
		// most, each the least high.
		for _, n := range []int{2, 12} {
			r.sc.reset(hanoi.Params{N: n, Pegs: pegs})
			empty := r.Capture(l)
			goal, err := hanoi.Goal(hanoi.Params{N: n, Pegs: pegs})
			if err != nil {
				t.Fatal(err)
			}
			r.sc.resetAt(goal)
			full := r.Capture(l)
			if n == 12 {
				scenetest.Save(t, full, "hanoi_flag_"+string(rune('0'+pegs))+".png")
			}
			g := &r.sc.geo
			// The pole from its foot plate up the height of two stones.
			x, y0, y1 := int(g.flagX), int(g.baseY)-5, int(g.baseY-2*g.stoneH)
			for y := y1; y <= y0; y += 2 {
				a := scenetest.Average(empty, x-1, y, 3, 2)
				b := scenetest.Average(full, x-1, y, 3, 2)
				if !scenetest.Near(a, b, 6) {
					t.Fatalf("%d stones, %d piles: the pole at (%d, %d) is %v with pile B full, %v with it empty", n, pegs, x, y, b, a)
				}
			}
		}
	}
}

// Nothing shows through the win banner: where the crane's cable passes
// behind it, it is its own opaque fill.
func TestRenderWinBannerOpaque(t *testing.T) {
	l := scenetest.Current(t)
	r := newRig(t, 3, 3)
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("replay did not win")
	}
	img := r.Capture(l)
	scenetest.Save(t, img, "hanoi_banner.png")
	cable := int(r.sc.PileX(r.sc.Ses.Shown().From.crane))
	// Below the banner's text line, above its frame: no letters there.
	const y = 150 + 104 - 10
	for _, x := range []int{cable, cable - 150, cable + 150} {
		got := scenetest.Average(img, x-2, y, 5, 4)
		if !scenetest.Near(got, ui.WinFill, 1) {
			t.Errorf("the banner at (%d, %d) is %v, want its fill %v", x, y, got, ui.WinFill)
		}
	}
}
