package river

import (
	"math"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
	"puzzleworks/sprites"
	"puzzleworks/sprites/riverart"
)

// Where people stand, in logical pixels. Couples stand in pairs (husband on
// the left, wife on the right), three pairs a row, in the same order on both
// banks.
const (
	pairGap   = 15.0  // from a pair's centre to each partner
	colStep   = 110.0 // between pairs of a row
	nearCol0  = 85.0  // the first pair's centre on the near bank
	farCol0   = sprites.DesignW - nearCol0 - 2*colStep
	oneRowY   = 470.0 // feet, when every couple fits in one row
	backRowY  = 430.0
	frontRowY = 548.0
	perRow    = 3
	jettyStep = 14.0 // how far from the jetty's tip people stand to step in
)

// Row button under the river, logical pixels.
const (
	rowBtnW = 176.0
	rowBtnH = 34.0
	rowBtnY = 560.0
	rowBtnX = sprites.DesignW/2 - rowBtnW/2
)

// rowButton sends the boat across; its label says which way.
var rowButton = ui.Button{Name: "row", Label: "Row across  →", X: rowBtnX, Y: rowBtnY, W: rowBtnW, H: rowBtnH}

// geometry is where everything stands for one puzzle size.
type geometry struct {
	p       river.Params
	n, k    int
	boatLen float64
	dock    [2]float64 // the boat's middle when docked at the near and far bank
	tip     [2]float64 // the jetties' tips
}

func newGeometry(p river.Params) geometry {
	g := geometry{p: p, n: p.Couples, k: min(p.Boat, riverart.MaxBoat)}
	g.boatLen = float64(riverart.BoatLen(g.k))
	g.tip[0], g.tip[1] = riverart.Jetties()
	g.dock[0] = g.tip[0] + 4 + g.boatLen/2
	g.dock[1] = g.tip[1] - 4 - g.boatLen/2
	return g
}

// person returns the one-person set of person i (river.Params.Person).
func (g *geometry) person(i int) river.Set { return g.p.Person(i) }

// couple is the couple number (from 1) of person i, and whether a wife.
func (g *geometry) couple(i int) (int, bool) {
	if i < g.n {
		return i + 1, false
	}
	return i - g.n + 1, true
}

// height is the standing height of person i's figure.
func (g *geometry) height(i int) float64 {
	if _, wife := g.couple(i); wife {
		return riverart.WomanH
	}
	return riverart.ManH
}

// slot is where person i stands on bank b: the feet.
func (g *geometry) slot(i int, b int) (x, y float64) {
	c, wife := g.couple(i)
	c--
	row, col := c/perRow, c%perRow
	y = oneRowY
	if g.n > perRow {
		y = backRowY
		if row > 0 {
			y = frontRowY
		}
	}
	x = nearCol0 + float64(col)*colStep
	if b == 1 {
		x = farCol0 + float64(col)*colStep
	}
	if wife {
		return x + pairGap, y
	}
	return x - pairGap, y
}

// seatX is the x of seat rank r of cnt people from the boat's middle: the
// people sit on the middle thwarts.
func (g *geometry) seatX(r, cnt int) float64 {
	first := (g.k - cnt) / 2
	return riverart.SeatX(g.k, min(first+r, g.k-1))
}

// Heights of the boat and the people in it.
const (
	gunwaleY  = riverart.WaterY - riverart.BoatWater + riverart.BoatGunwale
	seatHeadY = gunwaleY - (riverart.SeatedHipY - riverart.HeadY) + 8
	oarlockY  = gunwaleY - 2
)

// figure is where and how a person is drawn: the head's centre, how far
// seated (0 standing, 1 seated), and whether in the boat's layer (drawn
// between its inside and its hull).
type figure struct {
	x, head float64
	seated  float64
	inBoat  bool
	feet    float64 // the feet, for a standing figure's shadow and label
}

// standAt is a standing figure with its feet at (x, y).
func (g *geometry) standAt(i int, x, y float64) figure {
	return figure{x: x, head: y - g.height(i) + riverart.HeadY, feet: y}
}

// boarding is person i on the way from their place on bank b to seat x
// (boat-relative x from the boat's middle at boatX), t of the way (0 on
// the bank, 1 seated): a walk to the jetty's tip and a step down into the
// boat.
func (g *geometry) boarding(i, b int, seat, boatX, bob, t float64) figure {
	sx, sy := g.slot(i, b)
	jx := g.tip[b] - jettyStep
	if b == 1 {
		jx = g.tip[b] + jettyStep
	}
	jy := float64(riverart.DeckY)
	const walk = 0.62
	if t <= walk {
		u := ui.Ease(t / walk)
		x, y := ui.Lerp(sx, jx, u), ui.Lerp(sy, jy, u)
		f := g.standAt(i, x, y)
		// A step's bob while walking.
		f.head -= 2.2 * math.Abs(math.Sin(u*math.Hypot(jx-sx, jy-sy)/14))
		f.inBoat = t > 0.3
		return f
	}
	u := (t - walk) / (1 - walk)
	e := ui.Ease(u)
	from := g.standAt(i, jx, jy)
	x := ui.Lerp(jx, boatX+seat, e)
	head := ui.Lerp(from.head, seatHeadY+bob, e) - 16*math.Sin(math.Pi*u)
	return figure{x: x, head: head, seated: smoothstep(0.45, 0.9, u), inBoat: true, feet: head - riverart.HeadY + g.height(i)}
}

// Phases of a crossing.
const (
	phBoard = iota // the passengers step in
	phRow          // the boat crosses
	phLand         // they step out on the other bank
	phases
)

// motion is the plan of one crossing: ticks of each phase at 1×.
type motion struct {
	ticks  [phases]int
	people river.Set
	from   int // bank the boat leaves: 0 near, 1 far
}

// boardTicks is the boarding phase when the passengers are on the bank,
// and readyTicks when they already sit in the boat.
const (
	boardTicks = 40
	readyTicks = 10
	landTicks  = 40
)

// plan works out the crossing of move m from s; ready says the passengers
// already sit in the boat.
func (g *geometry) plan(s river.State, m river.Move, ready bool) motion {
	board := boardTicks
	if ready {
		board = readyTicks
	}
	row := 40 + int(math.Abs(g.dock[1]-g.dock[0])/3.5)
	ticks := [phases]int{phBoard: board, phRow: row, phLand: landTicks}
	return motion{ticks: ticks, people: m.People, from: s.Boat().Side()}
}

// total is the length of the crossing.
func (mo motion) total() int { return frame.Total(mo.ticks[:]) }

// phaseAt returns the phase after t ticks of the move and how far through
// it (0..1, not eased).
func (mo motion) phaseAt(t float64) (int, float64) { return frame.PhaseAt(mo.ticks[:], t) }

// strokes is the number of oar strokes of the row phase.
func (mo motion) strokes() int { return max(2, (mo.ticks[phRow]+17)/34) }

// boatX is the boat's middle u of the way through the row phase.
func (g *geometry) boatX(mo *motion, u float64) float64 {
	return ui.Lerp(g.dock[mo.from], g.dock[1-mo.from], ui.Ease(u))
}

// heading is the way the boat rows from bank b (0 near, 1 far): +1 right,
// to the far bank, or -1 left.
func heading(b int) float64 { return float64(1 - 2*b) }

// speed is the boat's speed u of the way across, 0..1 of its top speed.
func speed(u float64) float64 { return 4 * u * (1 - u) }

func smoothstep(e0, e1, x float64) float64 { return ui.Ease((x - e0) / (e1 - e0)) }
