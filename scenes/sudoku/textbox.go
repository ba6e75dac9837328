package sudoku

import (
	"fmt"
	"strings"

	"puzzleworks/audio"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// typing handles the text box while it has the focus. A grid pasted as
// several lines (or with spaces between cells) becomes the one-line
// notation: whitespace is never part of a puzzle.
func (sc *Scene) typing(ctx *ui.Context) {
	if sc.field.Edit(ctx.In, func(r rune) (rune, bool) { return r, r >= ' ' }, func(r rune) (rune, bool) {
		return r, r != ' ' && r != '\t' && r != '\n' && r != '\r' && r != '\uFEFF'
	}, "(type the puzzle instead)") {
		sc.openTyped(ctx)
	}
}

// openTyped opens the puzzle in the text box, or says under it what is wrong.
func (sc *Scene) openTyped(ctx *ui.Context) {
	text := strings.Trim(string(sc.field.Text), " \t\n\r")
	if text == "" {
		sc.field.Err = "Type or paste a puzzle: one line, row-major, '.' for a blank"
		return
	}
	s, err := sudoku.ParseGrid(text, sc.params.X)
	if err != nil {
		sc.field.Err = err.Error()
		ctx.Play(audio.Buzz)
		return
	}
	sc.field.Err, sc.field.Focus = "", false
	sc.openState(position{Grid: s}, "typed in")
	sc.opened(ctx, fmt.Sprintf("Your puzzle: %v, %d givens, one solution", sc.params, s.Filled()))
}

// maxBox bounds the text box: a 16×16 puzzle takes 256 characters.
const maxBox = 400
