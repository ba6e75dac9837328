package audio

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// fakeVoice records what the Player does to one voice.
type fakeVoice struct {
	loop      bool
	size      int // bytes of PCM it was made from
	playing   bool
	vol       float64
	vols      []float64 // every volume set, in order
	pos       time.Duration
	plays     int
	pauses    int
	rewinds   int
	rewindErr error
}

func (v *fakeVoice) Play()                   { v.playing = true; v.plays++ }
func (v *fakeVoice) Pause()                  { v.playing = false; v.pauses++ }
func (v *fakeVoice) IsPlaying() bool         { return v.playing }
func (v *fakeVoice) Position() time.Duration { return v.pos }
func (v *fakeVoice) SetVolume(x float64)     { v.vol = x; v.vols = append(v.vols, x) }
func (v *fakeVoice) Rewind() error {
	v.rewinds++
	if v.rewindErr != nil {
		return v.rewindErr
	}
	v.pos = 0
	return nil
}

// fakeBackend hands out fakeVoices and remembers them.
type fakeBackend struct {
	voices []*fakeVoice
	err    error
}

func (b *fakeBackend) newVoice(pcm []byte, loop bool) (voice, error) {
	if b.err != nil {
		return nil, b.err
	}
	v := &fakeVoice{loop: loop, size: len(pcm)}
	b.voices = append(b.voices, v)
	return v, nil
}

// settle runs the game loop until the player has the probe's answer.
func settle(t *testing.T, p *Player) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for p.state == statePending {
		if time.Now().After(deadline) {
			t.Fatal("the probe never answered")
		}
		p.Update()
		time.Sleep(time.Millisecond)
	}
}

// readyPlayer returns a player whose probe succeeded, playing into be.
func readyPlayer(t *testing.T, be *fakeBackend) *Player {
	t.Helper()
	p := newPlayer(options{
		enabled: true,
		probe:   func() error { return nil },
		open:    func() (backend, error) { return be, nil },
	})
	settle(t, p)
	if p.state != stateReady {
		t.Fatalf("state %v after a good probe, want ready (err %v)", p.state, p.Err())
	}
	return p
}

// exercise makes every call a scene might make, valid or not.
func exercise(p *Player) {
	for s := Sound(-2); s < Sound(soundCount+2); s++ {
		p.Play(s)
		p.SetLoop(s, true)
		p.Update()
		p.SetLoop(s, true)
		p.SetLoop(s, false)
	}
	p.SetMuted(true)
	p.Play(Chime)
	p.Update()
	p.SetMuted(false)
	p.Update()
	_ = p.Status()
	_ = p.Muted()
	_ = p.Err()
}

func TestSilentPlayerAcceptsEverything(t *testing.T) {
	p := New(false)
	for range 100 {
		exercise(p)
	}
	if p.state != stateOff || p.be != nil {
		t.Errorf("disabled player reached state %v", p.state)
	}
	if s := p.Status(); s != "" {
		t.Errorf("Status() = %q, want empty for a disabled player", s)
	}
	if err := p.Err(); err != nil {
		t.Errorf("Err() = %v, want nil for a disabled player", err)
	}
	p.SetMuted(true)
	if !p.Muted() {
		t.Error("Muted() = false after SetMuted(true)")
	}
	p.SetMuted(false)
	if p.Muted() {
		t.Error("Muted() = true after SetMuted(false)")
	}
}

func TestNilPlayerIsSilent(t *testing.T) {
	var p *Player
	exercise(p)
	if p.Status() != "" || p.Err() != nil || p.Muted() {
		t.Errorf("nil player: status %q, err %v, muted %v", p.Status(), p.Err(), p.Muted())
	}
}

func TestNewInTestBinaryIsSilent(t *testing.T) {
	// New(true) here must not re-run the test binary as a probe.
	p := New(true)
	if p.state != stateOff || p.results != nil {
		t.Fatalf("New(true) in a test binary started probing (state %v)", p.state)
	}
	exercise(p)
}

func TestAllowSound(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	tests := []struct {
		name   string
		getenv func(string) string
		args   []string
		inTest bool
		want   bool
	}{
		{"game", env(), []string{"puzzleworks"}, false, true},
		{"game with a puzzle", env(), []string{"puzzleworks", "play", "hanoi"}, false, true},
		{"disabled by env", env(DisableEnv, "1"), []string{"puzzleworks"}, false, false},
		{"empty env is not disabled", env(DisableEnv, ""), []string{"puzzleworks"}, false, true},
		{"probe child env", env(probeEnv, "1"), []string{"puzzleworks"}, false, false},
		{"probe child args", env(), []string{"puzzleworks", ProbeArg}, false, false},
		{"test binary", env(), []string{"audio.test"}, true, false},
		{"no args at all", env(), nil, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := allowSound(tt.getenv, tt.args, tt.inTest); got != tt.want {
				t.Errorf("allowSound = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestProbeFailureLeavesGameSilent(t *testing.T) {
	reason := errors.New("oto: PulseAudio: no server; ALSA: no card")
	p := newPlayer(options{
		enabled: true,
		probe:   func() error { return reason },
		open: func() (backend, error) {
			t.Error("audio context opened after a failed probe")
			return &fakeBackend{}, nil
		},
	})
	if s := p.Status(); s != "" {
		t.Errorf("Status() = %q while probing, want empty", s)
	}
	settle(t, p)
	if s := p.Status(); s != StatusNoDevice {
		t.Errorf("Status() = %q, want %q", s, StatusNoDevice)
	}
	if !errors.Is(p.Err(), reason) {
		t.Errorf("Err() = %v, want the probe's reason", p.Err())
	}
	// The game loop goes on, silently, for as long as it likes.
	for range 1000 {
		exercise(p)
	}
	if p.be != nil {
		t.Error("a backend appeared after a failed probe")
	}
}

func TestOpenFailureLeavesGameSilent(t *testing.T) {
	p := newPlayer(options{
		enabled: true,
		probe:   func() error { return nil },
		open:    func() (backend, error) { return nil, errors.New("context already at 48000 Hz") },
	})
	settle(t, p)
	if s := p.Status(); s != statusBroken {
		t.Errorf("Status() = %q, want %q", s, statusBroken)
	}
	if p.Err() == nil || !strings.Contains(p.Err().Error(), "48000") {
		t.Errorf("Err() = %v, want the open error", p.Err())
	}
	exercise(p)
}

func TestPlayUsesAPoolPerSound(t *testing.T) {
	be := &fakeBackend{}
	p := readyPlayer(t, be)
	wantSize := 4 * len(Samples(Clunk, SampleRate))

	p.Play(Clunk)
	if len(be.voices) != 1 {
		t.Fatalf("%d voices after one Play, want 1", len(be.voices))
	}
	v0 := be.voices[0]
	if !v0.playing || v0.loop || v0.size != wantSize || v0.vol != 1 {
		t.Fatalf("first voice: %+v, want a playing one-shot of %d bytes at volume 1", *v0, wantSize)
	}

	// Overlapping plays get their own voices, up to the pool size.
	p.Play(Clunk)
	p.Play(Clunk)
	if len(be.voices) != poolSize {
		t.Fatalf("%d voices after %d overlapping plays, want %d", len(be.voices), poolSize, poolSize)
	}
	// A fourth restarts the one that has played longest.
	be.voices[0].pos, be.voices[1].pos, be.voices[2].pos = 20*time.Millisecond, 90*time.Millisecond, 5*time.Millisecond
	p.Play(Clunk)
	if len(be.voices) != poolSize {
		t.Fatalf("%d voices after a fourth play, want the pool of %d reused", len(be.voices), poolSize)
	}
	if be.voices[1].pos != 0 || be.voices[1].plays != 2 {
		t.Errorf("oldest voice: pos %v, %d plays; want rewound and replayed", be.voices[1].pos, be.voices[1].plays)
	}
	// A voice that has finished is reused before any other.
	be.voices[2].playing = false
	p.Play(Clunk)
	if be.voices[2].plays != 2 || len(be.voices) != poolSize {
		t.Errorf("finished voice not reused: %d plays, %d voices", be.voices[2].plays, len(be.voices))
	}
	// Another sound has its own pool.
	p.Play(Clink)
	if len(be.voices) != poolSize+1 || be.voices[poolSize].size != 4*len(Samples(Clink, SampleRate)) {
		t.Errorf("Clink did not get its own voice")
	}
}

func TestPlayIgnoresUnknownSounds(t *testing.T) {
	be := &fakeBackend{}
	p := readyPlayer(t, be)
	for _, s := range []Sound{-1, Sound(soundCount), 1 << 30} {
		p.Play(s)
		p.SetLoop(s, true)
		p.Update()
	}
	if len(be.voices) != 0 {
		t.Errorf("%d voices made for unknown sounds", len(be.voices))
	}
}

func TestPlayErrorsAreKeptNotFatal(t *testing.T) {
	be := &fakeBackend{err: errors.New("player factory broken")}
	p := readyPlayer(t, be)
	p.Play(Click)
	p.SetLoop(Motor, true)
	p.Update()
	if p.Err() == nil {
		t.Error("Err() = nil after the backend failed")
	}
	if p.Status() != "" {
		t.Errorf("Status() = %q; a failed one-shot is not worth the status line", p.Status())
	}

	be2 := &fakeBackend{}
	p2 := readyPlayer(t, be2)
	p2.Play(Click)
	be2.voices[0].playing = false
	be2.voices[0].rewindErr = errors.New("cannot seek")
	p2.Play(Click)
	if be2.voices[0].plays != 1 || p2.Err() == nil {
		t.Errorf("voice that failed to rewind was played anyway (plays %d, err %v)", be2.voices[0].plays, p2.Err())
	}
}

func TestLoopFadesInAndOut(t *testing.T) {
	be := &fakeBackend{}
	p := readyPlayer(t, be)

	p.SetLoop(Motor, true)
	p.SetLoop(Motor, true) // idempotent
	for range fadeTicks + 3 {
		p.Update()
	}
	if len(be.voices) != 1 {
		t.Fatalf("%d voices for one loop, want 1", len(be.voices))
	}
	v := be.voices[0]
	if !v.loop || !v.playing || v.vol != 1 || v.plays != 1 {
		t.Fatalf("loop voice after fade-in: %+v", *v)
	}
	checkRamp(t, v.vols, 0, 1)

	v.vols = nil
	p.SetLoop(Motor, false)
	p.SetLoop(Motor, false)
	for range fadeTicks + 3 {
		p.Update()
	}
	if v.playing || v.vol != 0 || v.pauses != 1 {
		t.Fatalf("loop voice after fade-out: %+v", *v)
	}
	checkRamp(t, v.vols, 1, 0)

	// Started again, the same voice resumes.
	p.SetLoop(Motor, true)
	p.Update()
	if len(be.voices) != 1 || !v.playing {
		t.Errorf("restart: %d voices, playing %v; want the same voice playing", len(be.voices), v.playing)
	}
}

// checkRamp checks that vols move from near `from` to exactly `to` in
// steps no bigger than one fade step, the way a click-free fade should.
func checkRamp(t *testing.T, vols []float64, from, to float64) {
	t.Helper()
	if len(vols) < 2 || vols[len(vols)-1] != to {
		t.Fatalf("volumes %v, want a ramp ending at %v", vols, to)
	}
	prev := from
	for _, x := range vols {
		if d := x - prev; d > 1.0/fadeTicks+1e-9 || d < -1.0/fadeTicks-1e-9 {
			t.Fatalf("volumes %v jump by %v, more than one fade step", vols, d)
		}
		prev = x
	}
}

func TestMuteStopsAndResumes(t *testing.T) {
	be := &fakeBackend{}
	p := readyPlayer(t, be)
	p.SetLoop(Motor, true)
	for range fadeTicks {
		p.Update()
	}
	p.Play(Clunk)
	loop, shot := be.voices[0], be.voices[1]

	p.SetMuted(true)
	if !p.Muted() {
		t.Fatal("Muted() = false after SetMuted(true)")
	}
	if shot.playing {
		t.Error("one-shot still playing after mute")
	}
	p.Play(Chime)
	if len(be.voices) != 2 {
		t.Error("Play made a voice while muted")
	}
	for range fadeTicks + 1 {
		p.Update()
	}
	if loop.playing || loop.vol != 0 {
		t.Errorf("loop after mute: playing %v, volume %v; want faded out and paused", loop.playing, loop.vol)
	}

	p.SetMuted(false)
	for range fadeTicks + 1 {
		p.Update()
	}
	if !loop.playing || loop.vol != 1 {
		t.Errorf("loop after unmute: playing %v, volume %v; want back at full", loop.playing, loop.vol)
	}
	if shot.playing {
		t.Error("a muted one-shot came back after unmute")
	}
}

func TestLoopAskedForWhileProbingStartsWhenReady(t *testing.T) {
	be := &fakeBackend{}
	release := make(chan struct{})
	p := newPlayer(options{
		enabled: true,
		probe:   func() error { <-release; return nil },
		open:    func() (backend, error) { return be, nil },
	})
	p.SetLoop(Motor, true)
	p.Play(Click) // too early: dropped, not played late
	for range 10 {
		p.Update()
	}
	if p.state != statePending || len(be.voices) != 0 {
		t.Fatalf("state %v, %d voices before the probe answered", p.state, len(be.voices))
	}
	close(release)
	settle(t, p)
	p.Update()
	if len(be.voices) != 1 || !be.voices[0].loop || !be.voices[0].playing {
		t.Fatalf("voices after ready: %d, want the motor loop playing", len(be.voices))
	}
}

func TestSilentAndWaitingPlayersDoNotAllocate(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	players := map[string]*Player{
		"disabled": New(false),
		"probing": newPlayer(options{
			enabled: true,
			probe:   func() error { <-release; return nil },
			open:    func() (backend, error) { return &fakeBackend{}, nil },
		}),
	}
	for name, p := range players {
		allocs := testing.AllocsPerRun(100, func() {
			p.Update()
			p.Play(Clunk)
			p.SetLoop(Motor, true)
			p.SetMuted(false)
			_ = p.Status()
		})
		if allocs != 0 {
			t.Errorf("%s player: %v allocations per tick, want 0", name, allocs)
		}
	}
}
