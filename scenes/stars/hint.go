package stars

import (
	"context"
	"fmt"
	"image/color"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// showHint is the Hint button and key: the first press shows the next logical
// step (or the player's mistake), the second applies it as one move.
func (sc *Scene) showHint(ctx *ui.Context) {
	cur := sc.Ses.Current().s
	step, again, ok := sc.hint.Begin(ctx, sc.Ses, cur, cur.Solved(), sc.verdict.solutions == 1, "a map")
	if again {
		if err := sc.Ses.Do(move{hint: &step}); err != nil {
			ctx.Refuse("The hint cannot be applied: " + err.Error())
			return
		}
		sc.hint.Close()
		ctx.Status.Say(ui.Info, "Hint applied ("+step.Technique.String()+"): undo takes it back")
		ctx.Request = ui.Settings
		return
	}
	if !ok {
		return
	}
	d, ok := cur.Hint(maxNodes)
	if !ok {
		ctx.Status.Say(ui.Info, "No logical step from here: the puzzle needs a guess (S watches the search)")
		return
	}
	title, foot := frame.HintWords(d.Technique.String(), d.Technique == stars.WrongMark,
		"applies", "A mark to fix", "fixes")
	sc.hint.Show(ctx, cur, d, title, d.Text, foot, panelW-24, toolsW)
}

// The hint's highlights: the pattern's units and cells washed in the accent
// colour, the cells it decides outlined.
var (
	hintFill = color.RGBA{0x50, 0x3a, 0x08, 0x50} // premultiplied amber
	hintEdge = color.RGBA{0xf0, 0xa8, 0x30, 0xff}
	hintStar = color.RGBA{0x2e, 0x9e, 0x5a, 0xff}
	hintDot  = color.RGBA{0x6a, 0x74, 0x86, 0xff}
)

// drawHint highlights the step on the grid.
func (sc *Scene) drawHint(dst *ebiten.Image, ctx *ui.Context) {
	if !sc.hint.On || sc.paste.Open || sc.Help {
		return
	}
	g := &sc.geo
	d := &sc.hint.Step
	for _, u := range d.Units {
		sc.washUnit(dst, ctx, u.Kind, u.Index, hintFill, hintEdge)
	}
	for _, c := range d.Cells {
		g.Wash(dst, ctx, c.Row, c.Col, 0, hintFill)
	}
	for _, c := range d.Empty {
		g.Ring(dst, ctx, c.Row, c.Col, 3, 3, hintDot)
	}
	for _, c := range d.Stars {
		g.Ring(dst, ctx, c.Row, c.Col, 3, 3, hintStar)
	}
}

// generation is a puzzle the generator made off the frame loop.
type generation struct {
	p     stars.Puzzle
	level stars.Level
}

// genTries and genTime bound the generator's attempts for one new puzzle;
// each attempt is short, and the work yields between them.
const (
	genTries = 400
	genTime  = 20 * time.Second
)

// newPuzzle starts making a puzzle of the shown size and k at level l, in
// the background; the window keeps running and the button shows "…".
func (sc *Scene) newPuzzle(ctx *ui.Context, l stars.Level) {
	n, k := sc.puzzle.N(), sc.puzzle.K()
	if !l.Exists(k) {
		ctx.Refuse(fmt.Sprintf("No %s puzzle has %s per unit: easy means a star's neighbours and a unit's last cells alone, and those never start one", l, starWord(k)))
		return
	}
	sc.genLevel = l
	sc.gen.Begin(ctx, fmt.Sprintf("%d×%d %s", n, n, l), func(c context.Context, seed uint64, yield func()) (generation, error) {
		rng := rand.New(rand.NewPCG(seed, uint64(n*100+k)))
		p, err := stars.GenerateWithin(c, rng, n, k, l, genTries, genTime, yield)
		return generation{p: p, level: l}, err
	})
}

// Poll says that the new puzzle has no solution, and opens a generated
// puzzle once it is ready.
func (sc *Scene) Poll(ctx *ui.Context) {
	sc.notice.Say(ctx)
	if g, ok := sc.gen.Made(ctx, ""); ok {
		sc.made = &generation{p: g.p, level: g.level} // on the heap only when one is made
		sc.open(ctx, g.p)
		ctx.Status.Say(ui.Info, fmt.Sprintf("New %s puzzle: %s, %s in every row, column and region (one solution)",
			g.level, sc.labels.size, starWord(g.p.K())))
	}
}

// Wait blocks until a puzzle being made is ready (shots and tests).
func (sc *Scene) Wait() { sc.gen.Wait() }
