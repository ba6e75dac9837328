//go:build !linux

package stars

import "time"

// threadTime is not available here: the benchmarks report wall time only.
func threadTime() (time.Duration, bool) { return 0, false }
