//go:build !js

package ui

import (
	"errors"
	"os/exec"
	"strings"
)

// readClipboard asks the desktop's clipboard tool for its text:
// wl-paste, xclip, xsel or pbpaste, whichever exists.
func readClipboard() (string, error) {
	for _, cmd := range [][]string{{"wl-paste", "-n"}, {"xclip", "-o", "-selection", "clipboard"}, {"xsel", "-b", "-o"}, {"pbpaste"}} {
		if _, err := exec.LookPath(cmd[0]); err != nil {
			continue
		}
		out, err := exec.Command(cmd[0], cmd[1:]...).Output()
		if err != nil {
			continue
		}
		return strings.TrimSpace(string(out)), nil
	}
	return "", errors.New("no clipboard tool found (wl-paste, xclip or xsel)")
}

// pollPaste has nothing to pick up on the desktop: Ctrl+V asks readClipboard.
func pollPaste() (string, bool) { return "", false }
