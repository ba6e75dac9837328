package stars

import (
	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

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

// The paste box's Load and Cancel.
var (
	hitLoad   = ui.R(boxX+boxW-24-140-10-150, boxY+boxH-50, 150, 34)
	hitCancel = ui.R(boxX+boxW-24-140, boxY+boxH-50, 140, 34)
)

// newPaste is the box where a region map is typed or pasted, with the
// stars per unit as its choices.
func newPaste() frame.Paste {
	return frame.Paste{
		Box: ui.R(boxX, boxY, boxW, boxH), Title: "Paste a region map",
		Help:   []string{"One letter a cell naming its region;", "rows split by '/' or new lines.", "Enter loads, Esc cancels."},
		Choice: "Stars per unit", First: MinK,
		Choices: frame.Tiles{X: boxX + 160, Y: boxY + 126, W: 30, H: 28, Gap: 6, Cols: MaxK, N: MaxK - MinK + 1},
		Sep:     "/", TextY: boxTextY, Line: boxLine, Rows: boxRows, Cols: boxCols, MsgCols: boxMsgCols,
		Ready: "Ready: Enter loads this map", Instead: "(type the map instead)",
		Load: hitLoad, Cancel: hitCancel, LoadText: "Load (Enter)", CancelText: "Cancel (Esc)",
		Check: func(text string, k int) string { return pasteError(stars.RegionsText(text), k) },
		Typed: ui.Typing{Max: maxPaste, Chars: ebiten.AppendInputChars, Clip: ui.SystemClipboard()},
	}
}

// openPaste opens the box, holding the map shown now to edit.
func (sc *Scene) openPaste(ctx *ui.Context) {
	sc.paste.Show(sc.puzzle.String(), sc.puzzle.K())
	sc.Help = false
	ctx.Status.Say(ui.Info, "Type or paste a region map (Ctrl+V), then Enter")
}

// Modal lets the paste box take the keys and the pointer while it is
// open, the pointer in the box's coordinates (the frame gives it in the
// board's).
func (sc *Scene) Modal(ctx *ui.Context) bool {
	if !sc.paste.Open {
		return false
	}
	sc.MoveTo(ctx, sc.Index(rPaste))
	switch sc.paste.Update(ctx) {
	case frame.PasteLoad:
		sc.loadPaste(ctx)
	case frame.PasteCancel:
		sc.paste.Open = false
		ctx.Status.Say(ui.Info, "Paste cancelled: the puzzle is unchanged")
	}
	return true
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

// loadPaste opens the map in the box, or keeps the box open with its error.
func (sc *Scene) loadPaste(ctx *ui.Context) {
	sc.paste.Recheck()
	if sc.paste.Err != "" {
		ctx.Refuse("Not loaded: " + sc.paste.Err)
		return
	}
	p, _ := stars.New(stars.RegionsText(sc.paste.Text()), sc.paste.Value)
	sc.paste.Open = false
	sc.open(ctx, p)
}
