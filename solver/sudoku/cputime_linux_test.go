package sudoku

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time used by the calling thread, so that a
// benchmark on a busy machine can report the time it ran, not the time it
// waited. ok is false where it cannot be measured.
func threadCPU() (d time.Duration, ok bool) {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
