package audio

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
)

// fakeDevice is a device whose Err is fixed.
type fakeDevice struct{ err error }

func (d fakeDevice) Err() error { return d.err }

// closed returns a channel that is already closed: a finished attempt.
func closed() <-chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}

func TestProbeMain(t *testing.T) {
	tests := []struct {
		name     string
		open     deviceOpener
		wantCode int
		wantIn   string // in the reason line; "" means no output at all
	}{
		{
			name:     "device works",
			open:     func() (device, <-chan struct{}, error) { return fakeDevice{}, closed(), nil },
			wantCode: 0,
		},
		{
			name: "driver refuses at once",
			open: func() (device, <-chan struct{}, error) {
				return nil, nil, errors.New("oto: context is already created")
			},
			wantCode: 1,
			wantIn:   "context is already created",
		},
		{
			name: "device fails while starting, with a multi-line error",
			open: func() (device, <-chan struct{}, error) {
				return fakeDevice{errors.New("oto: initialization failed:\nPulseAudio: dial unix: no such file\nALSA: no card")}, closed(), nil
			},
			wantCode: 1,
			wantIn:   "PulseAudio: dial unix: no such file; ALSA: no card",
		},
		{
			name:     "device never becomes ready",
			open:     func() (device, <-chan struct{}, error) { return fakeDevice{}, make(chan struct{}), nil },
			wantCode: 1,
			wantIn:   "not ready after 50ms",
		},
		{
			name:     "driver returns nothing",
			open:     func() (device, <-chan struct{}, error) { return nil, nil, nil },
			wantCode: 1,
			wantIn:   "returned no context",
		},
		{
			name:     "no driver",
			open:     nil,
			wantCode: 1,
			wantIn:   "no audio driver",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			code := probeMain(&out, tt.open, 50*time.Millisecond)
			if code != tt.wantCode {
				t.Errorf("exit status %d, want %d", code, tt.wantCode)
			}
			got := out.String()
			if tt.wantIn == "" {
				if got != "" {
					t.Errorf("output %q, want none", got)
				}
				return
			}
			if strings.Count(got, "\n") != 1 || !strings.HasSuffix(got, "\n") {
				t.Errorf("output %q, want exactly one line", got)
			}
			if !strings.HasPrefix(got, "no working sound device: ") || !strings.Contains(got, tt.wantIn) {
				t.Errorf("output %q, want a reason containing %q", got, tt.wantIn)
			}
		})
	}
}

func TestOneLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"plain", "plain"},
		{"a\nb\n", "a; b"},
		{"  a  \n\n\t\n b\r\n", "a; b"},
		{strings.Repeat("x", maxReasonLen+10), strings.Repeat("x", maxReasonLen) + "..."},
		// A cut never splits a character.
		{strings.Repeat("x", maxReasonLen-1) + "éé", strings.Repeat("x", maxReasonLen-1) + "..."},
	}
	for _, tt := range tests {
		if got := oneLine(tt.in); got != tt.want {
			t.Errorf("oneLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestLastLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"\n\n", ""},
		{"only", "only"},
		{"ALSA lib pcm.c:2722: noise\nno working sound device: x\n", "no working sound device: x"},
		{"reason\n   \n", "reason"},
		{strings.Repeat("y", maxReasonLen+1), strings.Repeat("y", maxReasonLen) + "..."},
	}
	for _, tt := range tests {
		if got := lastLine(tt.in); got != tt.want {
			t.Errorf("lastLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTailBufferKeepsTheEnd(t *testing.T) {
	tb := &tailBuffer{max: 10}
	for _, s := range []string{"0123", "456789", "abc", "", "defghijklmnop"} {
		n, err := tb.Write([]byte(s))
		if n != len(s) || err != nil {
			t.Fatalf("Write(%q) = %d, %v", s, n, err)
		}
	}
	if got := tb.String(); got != "ghijklmnop" {
		t.Errorf("kept %q, want the last 10 bytes %q", got, "ghijklmnop")
	}
}
