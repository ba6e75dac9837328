package audio

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"
)

// ProbeArg is the single argument with which the program is re-run as a
// sound-device probe; main must then call ProbeMain before anything else.
const ProbeArg = "__audio-probe"

// probeEnv marks the probe child's environment, so that a child which wrongly
// starts the game does not probe again.
const probeEnv = "PUZZLEWORKS_AUDIO_PROBE"

const (
	// probeTimeout is how long the game waits for the probe child before
	// deciding there is no sound.
	probeTimeout = 3 * time.Second
	// probeReadyWait is how long the child waits for the device; shorter
	// than probeTimeout so the child answers for itself.
	probeReadyWait = 2500 * time.Millisecond
	// maxReasonLen caps the reason line taken from the child's output.
	maxReasonLen = 300
)

// device is the part of an audio device context the probe looks at.
type device interface {
	Err() error
}

// deviceOpener starts opening the device; the channel closes when the
// attempt has finished, after which device.Err tells how it went.
type deviceOpener func() (device, <-chan struct{}, error)

// probeMain is ProbeMain's logic: it opens the device, waits up to wait, and
// returns the exit status, writing a one-line reason to w on failure.
func probeMain(w io.Writer, open deviceOpener, wait time.Duration) int {
	if err := checkDevice(open, wait); err != nil {
		fmt.Fprintf(w, "no working sound device: %s\n", oneLine(err.Error()))
		return 1
	}
	return 0
}

// checkDevice opens the device and reports whether it became ready without
// error within wait.
func checkDevice(open deviceOpener, wait time.Duration) error {
	if open == nil {
		return errors.New("no audio driver")
	}
	dev, ready, err := open()
	if err != nil {
		return err
	}
	if dev == nil || ready == nil {
		return errors.New("audio driver returned no context")
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-ready:
	case <-timer.C:
		return fmt.Errorf("device not ready after %v", wait)
	}
	return dev.Err()
}

// oneLine joins the non-blank lines of s with "; " and caps its length, so a
// multi-line driver error fits one line of output.
func oneLine(s string) string {
	var parts []string
	for line := range strings.Lines(s) {
		if t := strings.TrimSpace(line); t != "" {
			parts = append(parts, t)
		}
	}
	return capLen(strings.Join(parts, "; "))
}

// lastLine returns the last non-blank line of s, capped in length: the
// probe's reason comes last, after any noise a driver library printed.
func lastLine(s string) string {
	last := ""
	for line := range strings.Lines(s) {
		if t := strings.TrimSpace(line); t != "" {
			last = t
		}
	}
	return capLen(last)
}

// capLen cuts s to at most maxReasonLen bytes, on a character boundary,
// marking the cut with "...".
func capLen(s string) string {
	if len(s) <= maxReasonLen {
		return s
	}
	cut := maxReasonLen
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

// tailBuffer is an io.Writer that keeps only the last max bytes written, so
// a chatty child cannot fill memory.
type tailBuffer struct {
	buf []byte
	max int
}

// Write keeps the tail of everything written; it never fails.
func (t *tailBuffer) Write(p []byte) (int, error) {
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

// String returns what is kept.
func (t *tailBuffer) String() string { return string(t.buf) }
