package sudoku

import (
	"context"
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// hintAt is the position a hint is for: the grid and its marks.
type hintAt struct {
	g     sudoku.State
	marks sudoku.Marks
}

// showHint is the Hint action and the I key: the first press shows the next
// logical step (or the player's first wrong entry), the second takes it as
// one move, which undo takes back.
func (sc *Scene) showHint(ctx *ui.Context) {
	cur := sc.Ses.Current()
	at := hintAt{cur.Grid, cur.Marks()}
	step, again, ok := sc.hint.Begin(ctx, sc.Ses, at, cur.Grid.Solved(), sc.verdict == unique, "a puzzle")
	if again {
		sc.hint.Close()
		sc.do1(ctx, sudoku.HintEdit(&step))
		ctx.Status.Say(ui.Info, "Hint taken ("+step.Technique.String()+"): undo takes it back")
		return
	}
	if !ok {
		return
	}
	st, ok, err := sc.sv.Hint(cur.Grid, at.marks)
	switch {
	case err != nil:
		ctx.Refuse("No hint: " + err.Error())
		return
	case !ok:
		ctx.Status.Say(ui.Info, "No logical step from here: the rest needs a guess (S watches the search)")
		return
	}
	title, foot := frame.HintWords(st.Technique.String(), st.Technique == sudoku.WrongEntry,
		"takes", "An entry to fix", "clears")
	// The card's title names the technique; the text need not repeat it.
	sc.hint.Card.MinHeight = boxY - 6 - sc.geo.cardY()
	sc.hint.Show(ctx, at, st, title, strings.TrimPrefix(st.Text, st.Technique.String()+": "), foot, boxW, narrowW)
}

// infoY is the line saying what the selected cell holds: under the
// pad's second row of actions.
func (l *layout) infoY() float64 { return max(420, l.pad.Acts.Y+2*(actionH+actGap)+8) }

// cardY is the top of the hint card, as wide as the text box: under the
// pad's actions, over the selected cell's line and the text box.
func (l *layout) cardY() float64 { return l.pad.Acts.Y + 2*(actionH+actGap) + 4 }

// The hint's colours: the pattern's cells washed amber; a digit it writes
// framed green; a cell it takes candidates from framed red.
var (
	hintWash  = color.RGBA{0x5a, 0x40, 0x08, 0x40} // premultiplied
	hintPlace = goodC
	hintTake  = color.RGBA{0xb8, 0x3a, 0x2e, 0xff}
)

// drawHint highlights the hint's cells on the grid.
func (sc *Scene) drawHint(dst *ebiten.Image, ctx *ui.Context) {
	if !sc.hint.On || sc.Help {
		return
	}
	g := &sc.geo
	st := &sc.hint.Step
	for _, i := range st.Cells {
		g.Wash(dst, ctx, i/g.N, i%g.N, 1, hintWash)
	}
	for _, c := range st.Remove {
		g.Ring(dst, ctx, c.Row, c.Col, 2, 2, hintTake)
	}
	for _, m := range st.Moves {
		g.Ring(dst, ctx, m.Row, m.Col, 2, 3, hintPlace)
	}
}

// newPuzzle is the New puzzle action and the U key: a puzzle of the shown
// size and rule at the chosen level, made by the generator off the frame
// loop; the action shows "Making one…" until it opens.
func (sc *Scene) newPuzzle(ctx *ui.Context) {
	if sc.gen.Busy() {
		ctx.Status.Say(ui.Info, "A puzzle is being made: it opens by itself")
		return
	}
	p, l := sc.params, sc.level
	if err := sudoku.CanGenerate(p, l); err != nil {
		ctx.Refuse(ui.Sentence(err.Error()))
		return
	}
	sc.gen.Begin(ctx, fmt.Sprintf("%v %v", p, l), func(c context.Context, seed uint64, yield func()) (sudoku.State, error) {
		return sudoku.GenerateWithin(c, p, l, rand.New(rand.NewPCG(seed, uint64(p.Size))), genRounds, yield)
	})
}

// genRounds bounds the rounds of the generator for one new puzzle.
const genRounds = 3

// Poll counts the ticks, opens a generated puzzle once it is ready, and
// says at once a puzzle without exactly one solution.
func (sc *Scene) Poll(ctx *ui.Context) {
	sc.ticks++
	if s, ok := sc.gen.Made(ctx, "; the collection has puzzles of the nearest level"); ok {
		sc.openState(position{Grid: s}, "made by the Puzzleworks generator, at your request")
		sc.made = true
		sc.opened(ctx, fmt.Sprintf("New %v puzzle: %v, %d givens, one solution",
			sc.level, sc.params, s.Filled()))
	}
	sc.notice.Say(ctx)
}

// Wait blocks until a puzzle being made is ready (shots and tests).
func (sc *Scene) Wait() { sc.gen.Wait() }

// navLabel stands for the number of a puzzle not from the collection.
func (sc *Scene) navLabel() string {
	if sc.made {
		return "new"
	}
	return "yours"
}
