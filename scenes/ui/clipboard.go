package ui

import "errors"

// ErrPasteEvent is what ReadClipboard returns where the platform hands the
// clipboard over only with a paste event (the browser): the text then
// arrives through PollPaste a frame or so after the Ctrl+V.
var ErrPasteEvent = errors.New("the browser gives the text with the paste itself")

// Clipboard reads pasted text for a scene's text box. Ebitengine has no
// clipboard of its own, so a scene keeps one of these; tests swap in their own.
type Clipboard struct {
	// Read returns the clipboard's text on Ctrl+V, or ErrPasteEvent.
	Read func() (string, error)
	// Poll returns the text of a paste event since its last call, if any.
	Poll func() (string, bool)
}

// SystemClipboard is the platform's clipboard: a desktop clipboard tool, or
// the page's paste events in the browser.
func SystemClipboard() Clipboard {
	return Clipboard{Read: readClipboard, Poll: pollPaste}
}

// Paste returns text pasted this frame into a focused text box: from a paste
// event, or from the clipboard when ctrlV is set. A clipboard that cannot be
// read returns its error (with ok false) for the status line.
func (c Clipboard) Paste(ctrlV bool) (text string, ok bool, err error) {
	if c.Poll != nil {
		if s, ok := c.Poll(); ok {
			return s, true, nil
		}
	}
	if !ctrlV || c.Read == nil {
		return "", false, nil
	}
	s, err := c.Read()
	if errors.Is(err, ErrPasteEvent) {
		return "", false, nil // the paste event brings the text
	}
	if err != nil {
		return "", false, err
	}
	return s, true, nil
}
