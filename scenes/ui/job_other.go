//go:build !js

package ui

// singleThreaded is false: the desktop runs goroutines beside the frame loop.
const singleThreaded = false
