package ui

import "github.com/hajimehoshi/ebiten/v2"

// Typing is a text box's text and what edits it: the characters typed, a
// paste (Ctrl+V, or the browser's paste event), Backspace, and Delete,
// which clears it. A scene keeps one a box (Sudoku's puzzle, the star
// grid's region map); tests swap Chars and Clip for their own.
type Typing struct {
	Text  []rune
	Max   int                 // the most characters it takes
	Chars func([]rune) []rune // appends this tick's characters (ebiten.AppendInputChars); nil for none
	Clip  Clipboard
	// Fresh says the text is what the box opened with: the first
	// character typed or pasted replaces it.
	Fresh bool
	buf   []rune
}

// Update edits the text by this tick's input. Each character typed goes
// through typed and each one pasted through pasted (nil: as it is),
// which may change it or drop it (ok false). It reports whether the text
// changed, whether Enter was pressed, and why the clipboard could not be
// read.
func (t *Typing) Update(in *Input, typed, pasted func(rune) (rune, bool)) (changed, enter bool, err error) {
	if t.Chars != nil {
		t.buf = t.Chars(t.buf[:0])
		for _, r := range t.buf {
			changed = t.add(r, typed) || changed
		}
	}
	ctrlV := false
	for _, k := range in.Keys {
		ctrlV = ctrlV || (k == ebiten.KeyV && in.Ctrl)
	}
	s, ok, err := t.Clip.Paste(ctrlV)
	if ok {
		for _, r := range s {
			changed = t.add(r, pasted) || changed
		}
	}
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyBackspace:
			if len(t.Text) > 0 {
				t.Text = t.Text[:len(t.Text)-1]
			}
			changed = true
		case ebiten.KeyDelete:
			t.Text, changed = t.Text[:0], true
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			enter = true
		}
	}
	return changed, enter, err
}

// add adds r, through keep (nil: as it is), when there is room, and
// reports whether it did.
func (t *Typing) add(r rune, keep func(rune) (rune, bool)) bool {
	if keep != nil {
		var ok bool
		if r, ok = keep(r); !ok {
			return false
		}
	}
	if len(t.Text) >= t.Max {
		return false
	}
	if t.Fresh {
		t.Text, t.Fresh = t.Text[:0], false
	}
	t.Text = append(t.Text, r)
	return true
}

// Set replaces the text with s, as much of it as there is room for.
func (t *Typing) Set(s string) {
	t.Text = t.Text[:0]
	for _, r := range s {
		if len(t.Text) >= t.Max {
			break
		}
		t.Text = append(t.Text, r)
	}
}
