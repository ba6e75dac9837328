//go:build !js

package bridge

import "puzzleworks/scenes"

// Args returns the game's arguments: outside a browser, those it was given.
func Args(osArgs []string) []string { return osArgs }

// Attach does nothing outside a browser.
func Attach(*scenes.Game) {}
