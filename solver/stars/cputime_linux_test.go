package stars

import (
	"syscall"
	"time"
)

// threadTime returns the CPU time the calling thread has used so far (user
// and system), or false where the kernel will not say.
func threadTime() (time.Duration, bool) {
	const self = 1 // RUSAGE_THREAD: this thread only, not the whole process
	var ru syscall.Rusage
	if syscall.Getrusage(self, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
