//go:build !linux

package sudoku

import "time"

// threadCPU cannot be measured on this system.
func threadCPU() (time.Duration, bool) {
	return 0, false
}
