//go:build unix

package scenetest

import (
	"syscall"
	"time"
)

// ProcessCPU is the user and system CPU time of the process so far.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
