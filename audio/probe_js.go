//go:build js

package audio

import (
	"errors"
	"fmt"
	"os"
	"syscall/js"
)

// probeDevice reports whether the browser has Web Audio. There is no child
// process in the browser, and none is needed: the context starts silent and
// Ebitengine resumes it after the player's first click or key.
func probeDevice() error {
	for _, name := range []string{"AudioContext", "webkitAudioContext"} {
		if js.Global().Get(name).Truthy() {
			return nil
		}
	}
	return errors.New("this browser has no Web Audio")
}

// ProbeMain is not used in the browser, where nothing re-runs the program;
// it exits with status 1 and says so.
func ProbeMain() {
	fmt.Fprintln(os.Stderr, "no working sound device: the sound probe does not run in a browser")
	os.Exit(1)
}
