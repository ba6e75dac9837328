// Package prefs keeps the player's settings between runs: in a JSON file
// under the user's configuration directory on the desktop (written
// atomically), in localStorage in the browser. A missing store is not an
// error; a corrupt one is reported and ignored, never fatal.
package prefs

import (
	"encoding/json"
	"fmt"

	"puzzleworks/scenes/ui"
)

// decode reads settings from JSON, starting from the defaults so a file
// from an older version keeps the settings it lacks. Each key is read on
// its own: a key of the wrong type is dropped and named in Problems, and
// the others are kept. Keys it does not know are kept in Old, so the
// puzzles can take over what a file written before per-puzzle sections
// held. Only a file that is not a JSON object at all is an error.
func decode(data []byte) (ui.Prefs, error) {
	p := ui.DefaultPrefs()
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil || all == nil {
		if err == nil {
			err = fmt.Errorf("not a JSON object")
		}
		return ui.DefaultPrefs(), fmt.Errorf("corrupt settings: %w", err)
	}
	field := func(key string, dst any) {
		v, ok := all[key]
		delete(all, key)
		if !ok {
			return
		}
		if err := json.Unmarshal(v, dst); err != nil {
			p.Problems = append(p.Problems, fmt.Sprintf("%q dropped: %v", key, err))
		}
	}
	var muted, full bool
	speed := p.Speed
	var puzzles map[string]json.RawMessage
	field("muted", &muted)
	field("speed", &speed)
	field("fullscreen", &full)
	field("puzzles", &puzzles)
	p.Muted, p.Speed, p.Fullscreen, p.Puzzles = muted, speed, full, puzzles
	if len(all) > 0 {
		p.Old = all
	}
	return p, nil
}

func encode(p ui.Prefs) ([]byte, error) {
	return json.MarshalIndent(p, "", "  ")
}

// MovedError says that a settings file that could not be used was moved
// aside, and where, so the game can tell the player.
type MovedError struct {
	Cause error
	To    string // the file's new path
}

// Error says why the file could not be used and where it went.
func (e *MovedError) Error() string { return fmt.Sprintf("%v; moved aside to %s", e.Cause, e.To) }

// Unwrap returns the reason the file could not be used.
func (e *MovedError) Unwrap() error { return e.Cause }
