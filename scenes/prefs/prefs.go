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
// from an older version keeps the settings it lacks.
func decode(data []byte) (ui.Prefs, error) {
	p := ui.DefaultPrefs()
	if err := json.Unmarshal(data, &p); err != nil {
		return ui.DefaultPrefs(), fmt.Errorf("corrupt settings: %w", err)
	}
	return p, nil
}

func encode(p ui.Prefs) ([]byte, error) {
	return json.MarshalIndent(p, "", "  ")
}
