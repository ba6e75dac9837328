package stars

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// pasteBox is the text box where a region map is typed or pasted.
type pasteBox struct {
	open  bool
	typed ui.Typing // the text; Fresh until the player types or pastes
	k     int
	err   string    // the parser's message about the text, shown under it
	lines [2]string // the message as drawn, in lines that fit the box
	rows  []string  // the text split into rows for drawing, made on change
	dirty bool
}

// maxPaste bounds the text: a 16×16 map takes 271 characters.
const maxPaste = 400

// The paste box, logical pixels: narrow enough to read on a phone held
// upright, where it is drawn over the board at the width of the screen.
const (
	boxX, boxY, boxW, boxH = 420.0, 64.0, 440.0, 536.0
	boxTextY               = boxY + 176
	boxLine                = 19.0
	boxRows                = 13 // the rows of text the box shows
	boxCols                = 30 // the characters of a row
	boxMsgCols             = 48 // the characters of a line of the message
)

// boxKs are the paste box's k buttons.
var boxKs = frame.Tiles{X: boxX + 160, Y: boxY + 126, W: 30, H: 28, Gap: 6, Cols: MaxK, N: MaxK - MinK + 1}

// boxK is the paste box's button of k.
func boxK(k int) ui.Rect { return boxKs.Rect(k - MinK) }

// The paste box's Load and Cancel.
var (
	hitLoad   = ui.R(boxX+boxW-24-140-10-150, boxY+boxH-50, 150, 34)
	hitCancel = ui.R(boxX+boxW-24-140, boxY+boxH-50, 140, 34)
)

// openPaste opens the box, holding the map shown now to edit.
func (sc *Scene) openPaste(ctx *ui.Context) {
	t := &sc.paste.typed
	t.Set(sc.puzzle.String())
	t.Fresh = true
	b := &sc.paste
	b.open, b.k, b.err, b.lines, b.rows, b.dirty = true, sc.puzzle.K(), "", [2]string{}, b.rows[:0], true
	sc.Help = false
	ctx.Status.Say(ui.Info, "Type or paste a region map (Ctrl+V), then Enter")
}

// pasteUpdate handles the keys and pointer while the box is open: a line
// typed ends in a row separator.
func (sc *Scene) pasteUpdate(ctx *ui.Context) {
	in := ctx.In
	b := &sc.paste
	changed, enter, err := b.typed.Update(in, func(r rune) (rune, bool) {
		if r == '\n' || r == '\r' {
			r = '/'
		}
		return r, r >= ' '
	}, nil)
	b.dirty = b.dirty || changed
	if err != nil {
		ctx.Status.Say(ui.Error, "Cannot read the clipboard: "+err.Error()+" (type the map instead)")
	}
	if enter {
		sc.loadPaste(ctx)
		return
	}
	for _, k := range in.Keys {
		switch {
		case k == ebiten.KeyEscape:
			sc.closePaste(ctx, "Paste cancelled: the puzzle is unchanged")
			return
		case k == ebiten.KeyBackspace && in.Ctrl:
			b.typed.Text, b.dirty = b.typed.Text[:0], true
		case k >= ebiten.KeyDigit1 && k <= ebiten.KeyDigit3 && in.Ctrl:
			b.k, b.dirty = int(k-ebiten.KeyDigit1)+1, true
		}
	}
	if in.Pressed {
		switch {
		case in.InRect(hitLoad):
			sc.loadPaste(ctx)
		case in.InRect(hitCancel):
			sc.closePaste(ctx, "Paste cancelled: the puzzle is unchanged")
		case boxKs.At(in.X, in.Y) >= 0:
			b.k, b.dirty = MinK+boxKs.At(in.X, in.Y), true
		}
		in.Consume()
	}
	if b.dirty {
		sc.checkPaste()
	}
}

// checkPaste parses the text and keeps the message, and the rows to draw.
func (sc *Scene) checkPaste() {
	b := &sc.paste
	b.dirty = false
	b.rows = b.rows[:0]
	for _, row := range strings.Split(string(b.typed.Text), "/") {
		for len(row) > boxCols {
			b.rows = append(b.rows, row[:boxCols])
			row = row[boxCols:]
		}
		b.rows = append(b.rows, row)
	}
	if len(b.rows) > boxRows {
		b.rows = append(b.rows[:boxRows-1], "…")
	}
	b.err = pasteError(stars.RegionsText(string(b.typed.Text)), b.k)
	b.lines = wrapMessage(b.err, boxMsgCols)
}

// pasteError says what is wrong with a region map for the scene, or "".
func pasteError(text string, k int) string {
	if text == "" {
		return "Empty: type rows of region letters separated by '/' or new lines"
	}
	p, err := stars.New(text, k)
	if err != nil {
		return err.Error()
	}
	if err := checkSize(p.N(), "; use `solve stars`"); err != nil {
		return ui.Sentence(err.Error())
	}
	return ""
}

// wrapMessage breaks s at spaces into two lines of about cols characters;
// what does not fit ends in "…".
func wrapMessage(s string, cols int) [2]string {
	var out [2]string
	words := strings.Fields(s)
	for i := range out {
		line := ""
		for len(words) > 0 && (line == "" || len([]rune(line))+1+len([]rune(words[0])) <= cols) {
			if line != "" {
				line += " "
			}
			line += words[0]
			words = words[1:]
		}
		out[i] = line
	}
	if len(words) > 0 {
		out[1] += " …"
	}
	return out
}

// loadPaste opens the map in the box, or keeps the box open with its error.
func (sc *Scene) loadPaste(ctx *ui.Context) {
	sc.checkPaste()
	if sc.paste.err != "" {
		ctx.Refuse("Not loaded: " + sc.paste.err)
		return
	}
	p, _ := stars.New(stars.RegionsText(string(sc.paste.typed.Text)), sc.paste.k)
	sc.paste.open = false
	sc.open(ctx, p)
}

// closePaste closes the box without loading.
func (sc *Scene) closePaste(ctx *ui.Context, msg string) {
	sc.paste.open = false
	ctx.Status.Say(ui.Info, msg)
}
