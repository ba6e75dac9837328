//go:build js

package prefs

import (
	"fmt"
	"syscall/js"

	"puzzleworks/scenes/ui"
)

// key is the localStorage key of the settings. web/index.html reads it
// once while the game downloads, so the browser has opened the storage by
// the time Load asks.
const key = "puzzleworks.settings"

// Local stores settings in the browser's localStorage.
type Local struct{}

// Default is the browser's store.
func Default() (*Local, error) { return &Local{}, nil }

func storage() (js.Value, error) {
	s := js.Global().Get("localStorage")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, fmt.Errorf("this browser has no localStorage")
	}
	return s, nil
}

// Load reads the settings; none saved gives the defaults.
func (Local) Load() (p ui.Prefs, err error) {
	defer func() {
		// A browser that forbids storage throws; treat it as no settings.
		if r := recover(); r != nil {
			p, err = ui.DefaultPrefs(), fmt.Errorf("localStorage: %v", r)
		}
	}()
	s, err := storage()
	if err != nil {
		return ui.DefaultPrefs(), err
	}
	v := s.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return ui.DefaultPrefs(), nil
	}
	return decode([]byte(v.String()))
}

// Save writes the settings.
func (Local) Save(p ui.Prefs) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	s, err := storage()
	if err != nil {
		return err
	}
	data, err := encode(p)
	if err != nil {
		return err
	}
	s.Call("setItem", key, string(data))
	return nil
}
