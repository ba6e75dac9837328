//go:build unix

package prefs

import (
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"puzzleworks/scenes/ui"
)

// TestNamedPipeDoesNotBlock: a named pipe in place of the settings file
// (nobody writing to it) is refused at once instead of blocking the start.
func TestNamedPipeDoesNotBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	type result struct {
		p   ui.Prefs
		err error
	}
	done := make(chan result, 1)
	go func() {
		p, err := (&File{Path: path}).Load()
		done <- result{p, err}
	}()
	select {
	case r := <-done:
		if r.err == nil || !strings.Contains(r.err.Error(), "is a named pipe, not a regular file") || !reflect.DeepEqual(r.p, ui.DefaultPrefs()) {
			t.Fatalf("%+v, %v", r.p, r.err)
		}
	case <-time.After(time.Minute):
		// A hang detector, not a speed check: a blocked open never returns.
		t.Fatal("Load blocked on a named pipe")
	}
}
