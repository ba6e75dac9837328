//go:build !js

package audio

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/ebitengine/oto/v3"
)

// probeDevice re-runs this program as the probe child and reports whether
// it found a working device. A child is used because a process may open only
// one audio context, and the game's own must be Ebitengine's.
func probeDevice() error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find this program to run the sound probe: %w", err)
	}
	return runProbe(exe, []string{ProbeArg}, nil, probeTimeout)
}

// runProbe runs exe with args (and env added to this process's environment)
// as the probe child and waits at most timeout for it. Exit status 0 means a
// device works; otherwise the error carries the child's last line of
// standard error.
func runProbe(exe string, args, env []string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(append(os.Environ(), probeEnv+"=1"), env...)
	stderr := &tailBuffer{max: 4096}
	cmd.Stderr = stderr
	// Do not wait for ever on output pipes a grandchild might hold open.
	cmd.WaitDelay = 500 * time.Millisecond
	err := cmd.Run()
	if ctx.Err() != nil {
		return fmt.Errorf("sound probe gave no answer within %v", timeout)
	}
	if err == nil {
		return nil
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return fmt.Errorf("run sound probe: %w", err)
	}
	if reason := lastLine(stderr.String()); reason != "" {
		return fmt.Errorf("sound probe: %s", reason)
	}
	return fmt.Errorf("sound probe failed: %v", exit)
}

// ProbeMain is the probe child: main calls it first thing when os.Args[1] is
// ProbeArg. It opens an audio device the way Ebitengine would, plays
// nothing, and exits with status 0 if the device works, or 1 with a one-line
// reason on standard error.
func ProbeMain() {
	os.Exit(probeMain(os.Stderr, openOto, probeReadyWait))
}

// openOto starts opening the device with the options Ebitengine uses.
func openOto() (device, <-chan struct{}, error) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      SampleRate,
		ChannelCount:    2,
		Format:          oto.FormatFloat32LE,
		ApplicationName: "Puzzleworks sound check",
	})
	if err != nil {
		return nil, nil, fmt.Errorf("open audio device: %w", err)
	}
	return ctx, ready, nil
}
