//go:build !unix

package scenetest

import "time"

// ProcessCPU is not measured here.
func ProcessCPU() time.Duration { return 0 }
