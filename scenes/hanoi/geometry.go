package hanoi

import (
	"math"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites"
	"puzzleworks/sprites/hanoiart"
)

// geometry is where everything stands for one size of puzzle, in logical
// pixels.
type geometry struct {
	n, pegs  int
	pileX    [4]float64
	spacing  float64
	stoneW   [hanoi.MaxTableStones + 1]float64 // by stone size 1..n
	stoneH   float64
	baseY    float64 // where the bottom stone's bottom edge rests
	flagX    float64 // the goal flag's pole, at the back right of pile B
	carryMid float64 // the middle of a carried stone, and of the empty jaws
}

// jawOpen is how far each jaw stands off a stone's side when open.
const jawOpen = 16

// The goal flag stands on pile B's platform, flagDX right of the pile's
// centre (its foot plate ends 2 short of the platform's end), and the
// widest stone keeps flagClear off the pole, so no pile hides its foot.
const (
	flagDX    = hanoiart.PlatformW/2 - 8
	flagClear = 10
)

func newGeometry(n, pegs int) geometry {
	g := geometry{n: n, pegs: pegs}
	g.spacing = 320
	if pegs == 4 {
		g.spacing = 256
	}
	for i := 0; i < pegs; i++ {
		g.pileX[i] = sprites.DesignW/2 + (float64(i)-float64(pegs-1)/2)*g.spacing
	}
	g.flagX = g.pileX[hanoi.PileB] + flagDX
	wmax := math.Min(math.Min(hanoiart.StoneMaxW, g.spacing-76), 2*(flagDX-flagClear))
	wmin := float64(hanoiart.StoneMinW + 8)
	for k := 1; k <= n; k++ {
		f := 0.0
		if n > 1 {
			f = float64(k-1) / float64(n-1)
		}
		g.stoneW[k] = math.Round(wmin + (wmax-wmin)*f)
	}
	g.baseY = hanoiart.GroundY - hanoiart.PlatformBase + hanoiart.PlatformTop
	g.stoneH = math.Min(36, math.Floor((g.baseY-270)/(float64(n)+0.5)))
	// Carry high enough to clear a full pile, low enough to keep trips short.
	g.carryMid = math.Max(262, math.Min(400, g.baseY-float64(n)*g.stoneH-g.stoneH/2-14))
	return g
}

// stoneMid is the middle height of the stone at level (0 = bottom) of a pile.
func (g *geometry) stoneMid(level int) float64 {
	return g.baseY - (float64(level)+0.5)*g.stoneH
}

// pileAt returns the pile under logical x, y, or -1.
func (g *geometry) pileAt(x, y float64) int {
	if y < 140 || y > 640 {
		return -1
	}
	for i := 0; i < g.pegs; i++ {
		if math.Abs(x-g.pileX[i]) < g.spacing/2 {
			return i
		}
	}
	return -1
}

// Phases of one crane move.
const (
	phTravelEmpty = iota // to the source pile
	phLowerEmpty         // down to the stone
	phClamp              // jaws close
	phLift               // up to carrying height
	phTravel             // to the target pile
	phLower              // down onto the pile
	phRelease            // jaws open: the stone has landed
	phRaise              // back up
	phases
)

// motion is the crane's plan for one move: the length of each phase in
// ticks at 1× and the heights involved.
type motion struct {
	ticks           [phases]int
	fromX, toX      float64
	startX          float64 // where the crane waits before the move
	gripMid, putMid float64
	stone           int
}

func travelTicks(dx float64) int { return int(10 + math.Abs(dx)/9) }
func hoistTicks(dy float64) int  { return int(6 + math.Abs(dy)/7) }

// plan works out the crane's motion for m from s, starting above pile crane.
func (g *geometry) plan(s hanoi.State, crane int, m hanoi.Move) motion {
	var mo motion
	mo.stone = s.Top(m.From)
	mo.startX, mo.fromX, mo.toX = g.pileX[crane], g.pileX[m.From], g.pileX[m.To]
	mo.gripMid = g.stoneMid(s.Height(m.From) - 1)
	mo.putMid = g.stoneMid(s.Height(m.To))
	mo.ticks[phTravelEmpty] = 0
	if crane != m.From {
		mo.ticks[phTravelEmpty] = travelTicks(mo.fromX - mo.startX)
	}
	mo.ticks[phLowerEmpty] = hoistTicks(mo.gripMid - g.carryMid)
	mo.ticks[phClamp] = 10
	mo.ticks[phLift] = hoistTicks(mo.gripMid - g.carryMid)
	mo.ticks[phTravel] = travelTicks(mo.toX - mo.fromX)
	mo.ticks[phLower] = hoistTicks(mo.putMid - g.carryMid)
	mo.ticks[phRelease] = 10
	mo.ticks[phRaise] = hoistTicks(mo.putMid - g.carryMid)
	return mo
}

// total is the length of the whole move.
func (mo motion) total() int { return frame.Total(mo.ticks[:]) }

// craneAt is the pose of the crane: trolley x, the middle height of the
// jaws' pads, how far the jaws stand off the gripped width, whether the
// stone hangs from the jaws, and the phase.
type pose struct {
	x, mid, open float64
	holding      bool
	phase        int
}

// at returns the pose after t ticks (fractional) into the move.
func (g *geometry) at(mo *motion, t float64) pose {
	p := pose{x: mo.startX, mid: g.carryMid, open: jawOpen}
	for ph := 0; ph < phases; ph++ {
		d := float64(mo.ticks[ph])
		f := 1.0
		if t < d {
			f = ui.Ease(t / d)
		}
		p.phase = ph
		switch ph {
		case phTravelEmpty:
			p.x = ui.Lerp(mo.startX, mo.fromX, f)
		case phLowerEmpty:
			p.mid = ui.Lerp(g.carryMid, mo.gripMid, f)
		case phClamp:
			p.open = jawOpen * (1 - f)
			p.holding = f >= 1
		case phLift:
			p.holding = true
			p.mid = ui.Lerp(mo.gripMid, g.carryMid, f)
		case phTravel:
			p.x = ui.Lerp(mo.fromX, mo.toX, f)
		case phLower:
			p.mid = ui.Lerp(g.carryMid, mo.putMid, f)
		case phRelease:
			p.holding = false
			p.open = jawOpen * f
		case phRaise:
			p.mid = ui.Lerp(mo.putMid, g.carryMid, f)
		}
		if t < d {
			return p
		}
		t -= d
	}
	return p
}
