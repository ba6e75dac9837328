//go:build !js

package audio

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// childEnv tells the test binary, re-run as a probe child, how to behave.
const childEnv = "AUDIO_TEST_CHILD"

// TestMain lets this test binary stand in for the game re-run as a probe:
// with childEnv set it acts out one kind of probe child instead of testing.
func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "":
		os.Exit(m.Run())
	case "ok":
		// A real child is started with exactly ProbeArg and the marker.
		if len(os.Args) != 2 || os.Args[1] != ProbeArg || os.Getenv(probeEnv) != "1" {
			fmt.Fprintf(os.Stderr, "child started wrongly: args %q, %s=%q\n", os.Args[1:], probeEnv, os.Getenv(probeEnv))
			os.Exit(4)
		}
		os.Exit(0)
	case "fail":
		fmt.Fprintln(os.Stderr, "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'")
		fmt.Fprintln(os.Stderr, "no working sound device: fake reason")
		os.Exit(1)
	case "mute-fail":
		os.Exit(3)
	case "hang":
		time.Sleep(time.Minute)
		os.Exit(0)
	case "real":
		ProbeMain()
	}
	fmt.Fprintf(os.Stderr, "unknown %s\n", childEnv)
	os.Exit(5)
}

// testExe returns the path of this test binary.
func testExe(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skipf("cannot find the test binary: %v", err)
	}
	return exe
}

func TestRunProbe(t *testing.T) {
	exe := testExe(t)
	tests := []struct {
		mode    string
		timeout time.Duration
		wantErr string // "" for success
		notIn   string
	}{
		{"ok", 20 * time.Second, "", ""},
		{"fail", 20 * time.Second, "sound probe: no working sound device: fake reason", "ALSA lib"},
		{"mute-fail", 20 * time.Second, "exit status 3", ""},
		{"hang", 300 * time.Millisecond, "sound probe gave no answer within 300ms", ""},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			err := runProbe(exe, []string{ProbeArg}, []string{childEnv + "=" + tt.mode}, tt.timeout)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("runProbe: %v, want success", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("runProbe: %v, want an error containing %q", err, tt.wantErr)
			}
			if tt.notIn != "" && strings.Contains(err.Error(), tt.notIn) {
				t.Errorf("runProbe: %v; driver noise %q leaked into the reason", err, tt.notIn)
			}
		})
	}
}

func TestRunProbeMissingProgram(t *testing.T) {
	err := runProbe(t.TempDir()+"/no-such-program", []string{ProbeArg}, nil, 5*time.Second)
	if err == nil || !strings.Contains(err.Error(), "run sound probe") {
		t.Fatalf("runProbe: %v, want a failure to start", err)
	}
}

func TestGameLoopSurvivesNoDevice(t *testing.T) {
	// The whole parent side against a child that finds no device: the game
	// keeps ticking and ends up silent with a clear status.
	exe := testExe(t)
	p := newPlayer(options{
		enabled: true,
		probe: func() error {
			return runProbe(exe, []string{ProbeArg}, []string{childEnv + "=fail"}, 20*time.Second)
		},
		open: func() (backend, error) {
			t.Error("audio context opened although the probe failed")
			return &fakeBackend{}, nil
		},
	})
	deadline := time.Now().Add(30 * time.Second)
	for tick := 0; p.Status() == ""; tick++ {
		if time.Now().After(deadline) {
			t.Fatal("no status after 30 s of ticks")
		}
		p.Update()
		p.Play(Sound(tick % soundCount))
		p.SetLoop(Motor, tick%60 < 30)
		time.Sleep(2 * time.Millisecond)
	}
	if got := p.Status(); got != StatusNoDevice {
		t.Errorf("Status() = %q, want %q", got, StatusNoDevice)
	}
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), "fake reason") {
		t.Errorf("Err() = %v, want the child's reason", err)
	}
	for range 600 {
		exercise(p)
	}
}

func TestRealProbeChild(t *testing.T) {
	// The real probe, in a child as in the game. It opens the device and
	// plays nothing. Either answer is right; the answer must be clear.
	err := runProbe(testExe(t), []string{ProbeArg}, []string{childEnv + "=real"}, probeTimeout)
	if err == nil {
		t.Log("this machine has a working sound device")
		return
	}
	msg := err.Error()
	t.Logf("this machine: %s", msg)
	if strings.Contains(msg, "\n") {
		t.Errorf("reason %q spans lines", msg)
	}
	if !strings.HasPrefix(msg, "sound probe: no working sound device: ") &&
		!strings.HasPrefix(msg, "sound probe gave no answer") {
		t.Errorf("reason %q does not say what failed", msg)
	}
}

func TestEbitenBackendWithoutGameLoop(t *testing.T) {
	// Ebitengine creates the device only from inside RunGame, so the real
	// backend can be built and driven here without any sound being made.
	be, err := openEbiten()
	if err != nil {
		t.Fatalf("openEbiten: %v", err)
	}
	again, err := openEbiten()
	if err != nil || again != be {
		t.Fatalf("second openEbiten = %v, %v; want the same context", again, err)
	}
	for _, loop := range []bool{false, true} {
		v, err := be.newVoice(encodeF32(Samples(Click, SampleRate)), loop)
		if err != nil {
			t.Fatalf("newVoice(loop %v): %v", loop, err)
		}
		v.SetVolume(0.5)
		if err := v.Rewind(); err != nil {
			t.Errorf("Rewind: %v", err)
		}
		v.Play()
		v.Pause()
		if v.IsPlaying() {
			t.Error("voice still playing after Pause")
		}
	}
	if _, err := be.newVoice(nil, true); err == nil {
		t.Error("newVoice(nil) succeeded, want an error")
	}
}
