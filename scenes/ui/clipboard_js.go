//go:build js

package ui

import "syscall/js"

// readClipboard cannot ask the browser: it hands the clipboard to a page
// only inside a paste event, which pollPaste picks up.
func readClipboard() (string, error) {
	return "", ErrPasteEvent
}

// pollPaste returns the text of a paste event since the last call, if any
// (the listener is installed on the first call). The text is kept on the
// document, not in a Go variable, so the package holds no mutable state.
func pollPaste() (string, bool) {
	listenPaste()
	doc := js.Global().Get("document")
	last := doc.Get("_puzzleworksPaste")
	if last.Type() != js.TypeString {
		return "", false
	}
	doc.Set("_puzzleworksPaste", js.Undefined())
	return last.String(), true
}

// listenPaste keeps the text of every paste event on the document, for
// pollPaste. The Ctrl+V that triggers it reaches the game as a key.
func listenPaste() {
	doc := js.Global().Get("document")
	if !doc.Truthy() || doc.Get("_puzzleworksPasteOn").Truthy() {
		return
	}
	doc.Set("_puzzleworksPasteOn", true)
	doc.Call("addEventListener", "paste", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			if cd := args[0].Get("clipboardData"); cd.Truthy() {
				doc.Set("_puzzleworksPaste", cd.Call("getData", "text"))
			}
		}
		return nil
	}))
}
