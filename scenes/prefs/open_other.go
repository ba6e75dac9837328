//go:build !unix && !js

package prefs

// openFlags: no extra flags where there are no named pipes to wait on.
const openFlags = 0
