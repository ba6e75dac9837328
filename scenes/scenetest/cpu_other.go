//go:build !unix

package scenetest

import "time"

// processCPU is not measured here.
func processCPU() time.Duration { return 0 }
