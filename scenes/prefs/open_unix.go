//go:build unix

package prefs

import "syscall"

// openFlags opens the settings file without waiting: a named pipe with no
// writer would otherwise block the start of the game.
const openFlags = syscall.O_NONBLOCK
