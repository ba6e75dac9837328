package audio

import (
	"flag"
	"os"
	"time"
)

// DisableEnv names an environment variable that, when set to anything but
// the empty string, makes every Player silent (for tools and CI).
const DisableEnv = "PUZZLEWORKS_NOSOUND"

// StatusNoDevice is what Status reports once the probe has found no working
// sound device.
const StatusNoDevice = "no sound device: playing silently"

// statusBroken is what Status reports when a device was found but the audio
// context could not be set up on it.
const statusBroken = "sound failed to start: playing silently"

const (
	poolSize  = 3 // one-shots of the same sound that may overlap
	fadeTicks = 4 // ticks for a loop to fade in or out, so it never clicks
)

// playerState is where a Player is in its life.
type playerState int

const (
	stateOff     playerState = iota // disabled: never touches a device
	statePending                    // waiting for the probe
	stateReady                      // playing through the backend
	stateFailed                     // no device: silent for good
)

// probeResult is what the background probe hands to Update: either why
// there is no sound, or the synthesised sounds ready to play.
type probeResult struct {
	err error
	pcm [soundCount][]byte
}

// options are the parts of a Player that tests replace.
type options struct {
	enabled bool
	probe   func() error            // nil error: a device works
	open    func() (backend, error) // called from Update once the probe succeeds
}

// loopVoice is the state of one looping effect.
type loopVoice struct {
	v    voice   // nil until first wanted
	want bool    // what SetLoop last asked for
	vol  float64 // current fade level, 0..1
}

// Player plays the effects. It is silent, and nearly free, until a probe has
// shown a working sound device, and stays silent if there is none. A nil
// *Player is a silent player too. It is not safe for concurrent use: call it
// from the game's Update.
type Player struct {
	state   playerState
	results chan probeResult
	probe   func() error // started by the first Update, after the first frame
	open    func() (backend, error)
	be      backend
	err     error
	status  string
	muted   bool
	pcm     [soundCount][]byte
	shots   [soundCount][poolSize]voice
	loops   [soundCount]loopVoice
}

// New returns a Player. With enabled false, or when DisableEnv is set, or in
// a test binary, the player is silent and never touches a device. Otherwise
// it starts probing for a sound device in the background; Update picks up
// the answer.
func New(enabled bool) *Player {
	return newPlayer(options{
		enabled: enabled && soundAllowed(),
		probe:   probeDevice,
		open:    openEbiten,
	})
}

// soundAllowed reports whether this process may use a sound device.
func soundAllowed() bool {
	return allowSound(os.Getenv, os.Args, inTestBinary())
}

// inTestBinary reports whether this is a test binary, by the flags the
// testing package registers before any test runs. testing.Testing would
// say the same, but importing testing puts the package in the game's
// download.
func inTestBinary() bool {
	return flag.Lookup("test.v") != nil
}

// allowSound decides soundAllowed from the environment, the arguments and
// whether this is a test binary: no sound when the user or a tool disabled
// it, none in a probe child (it would probe again, for ever), and none in a
// test binary (the probe re-runs the program, which for a test binary means
// running the tests again).
func allowSound(getenv func(string) string, args []string, inTest bool) bool {
	if getenv(DisableEnv) != "" || getenv(probeEnv) != "" {
		return false
	}
	if len(args) > 1 && args[1] == ProbeArg {
		return false
	}
	return !inTest
}

// newPlayer returns a Player built from o, starting the probe if enabled.
func newPlayer(o options) *Player {
	p := &Player{open: o.open}
	if !o.enabled || o.probe == nil || o.open == nil {
		return p
	}
	p.state = statePending
	p.probe = o.probe
	return p
}

// start begins probing and making the sounds in the background. Update
// calls it, not New: a page draws its first frame before any of this work,
// and the browser plays nothing before the player's first gesture anyway.
func (p *Player) start() {
	// Buffered so the probe goroutine never blocks, even if the Player is
	// dropped before it answers.
	results := make(chan probeResult, 1)
	p.results = results
	probe := p.probe
	p.probe = nil
	go func() { results <- probeAndSynth(probe) }()
}

// probeAndSynth runs the probe and, if a device works, makes the sounds, so
// the game's Update never spends time on synthesis.
func probeAndSynth(probe func() error) probeResult {
	if err := probe(); err != nil {
		return probeResult{err: err}
	}
	var r probeResult
	for s := range soundCount {
		r.pcm[s] = encodeF32(Samples(Sound(s), SampleRate))
		// In the browser goroutines are not preempted and only a goroutine
		// that sleeps gives the page back: let a frame through between
		// sounds rather than stall the game for the whole set.
		time.Sleep(time.Millisecond)
	}
	return r
}

// Update is called once per tick. It picks up the probe's answer, opens the
// audio context when a device works, and moves looping effects through their
// fades.
func (p *Player) Update() {
	if p == nil {
		return
	}
	if p.state == statePending && p.probe != nil {
		p.start()
	}
	if p.state == statePending {
		select {
		case r := <-p.results:
			p.finish(r)
		default:
		}
	}
	if p.be != nil {
		p.updateLoops()
	}
}

// finish acts on the probe's answer.
func (p *Player) finish(r probeResult) {
	p.results = nil
	if r.err != nil {
		p.fail(StatusNoDevice, r.err)
		return
	}
	be, err := p.open()
	if err != nil {
		p.fail(statusBroken, err)
		return
	}
	p.be, p.pcm, p.state = be, r.pcm, stateReady
}

// fail makes the player silent for good, keeping the reason.
func (p *Player) fail(status string, err error) {
	p.state, p.status, p.err = stateFailed, status, err
}

// note keeps the first error met while playing, for Err.
func (p *Player) note(err error) {
	if p.err == nil {
		p.err = err
	}
}

// Play starts a one-shot of s. Up to three of the same sound overlap; a
// fourth restarts the one that has played longest. Nothing happens while
// silent or muted, or for an unknown sound.
func (p *Player) Play(s Sound) {
	if p == nil || p.be == nil || p.muted || !s.valid() {
		return
	}
	pool := &p.shots[s]
	pick := 0
	oldest := time.Duration(-1)
	for i, v := range pool {
		if v == nil {
			nv, err := p.be.newVoice(p.pcm[s], false)
			if err != nil {
				p.note(err)
				return
			}
			pool[i], pick = nv, i
			break
		}
		if !v.IsPlaying() {
			pick = i
			break
		}
		if pos := v.Position(); pos > oldest {
			oldest, pick = pos, i
		}
	}
	v := pool[pick]
	if err := v.Rewind(); err != nil {
		p.note(err)
		return
	}
	v.SetVolume(1)
	v.Play()
}

// SetLoop starts (on) or stops a looping effect, fading it in or out over a
// few ticks. It is idempotent. The wish is kept while silent, so a loop asked
// for before the device is ready starts once it is.
func (p *Player) SetLoop(s Sound, on bool) {
	if p != nil && s.valid() {
		p.loops[s].want = on
	}
}

// StopLoops stops every looping effect (leaving a scene).
func (p *Player) StopLoops() {
	if p == nil {
		return
	}
	for s := range p.loops {
		p.loops[s].want = false
	}
}

// updateLoops moves every loop one tick towards its wanted level, starting
// and pausing the voices at the ends of the fade.
func (p *Player) updateLoops() {
	for s := range p.loops {
		lv := &p.loops[s]
		target := 0.0
		if lv.want && !p.muted {
			target = 1
		}
		if lv.v == nil {
			if target == 0 {
				continue
			}
			v, err := p.be.newVoice(p.pcm[s], true)
			if err != nil {
				p.note(err)
				lv.want = false
				continue
			}
			lv.v = v
			v.SetVolume(0)
		}
		if lv.vol != target {
			const step = 1.0 / fadeTicks
			if lv.vol < target {
				lv.vol = min(target, lv.vol+step)
			} else {
				lv.vol = max(target, lv.vol-step)
			}
			lv.v.SetVolume(lv.vol)
		}
		playing := lv.v.IsPlaying()
		switch {
		case lv.vol > 0 && !playing:
			lv.v.Play()
		case lv.vol == 0 && playing:
			lv.v.Pause()
		}
	}
}

// SetMuted mutes or unmutes. Muting stops one-shots at once and fades loops
// out; unmuting fades wanted loops back in.
func (p *Player) SetMuted(m bool) {
	if p == nil {
		return
	}
	p.muted = m
	if !m || p.be == nil {
		return
	}
	for s := range p.shots {
		for _, v := range p.shots[s] {
			if v != nil && v.IsPlaying() {
				v.Pause()
			}
		}
	}
}

// Muted reports whether the player is muted.
func (p *Player) Muted() bool { return p != nil && p.muted }

// Status returns "" while sound works, is still being probed for, or was
// disabled; once the player knows it must stay silent it returns a short
// message for the status line, such as StatusNoDevice.
func (p *Player) Status() string {
	if p != nil && p.state == stateFailed {
		return p.status
	}
	return ""
}

// Err returns why the player is silent, or the first error met while
// playing; nil when all is well, while probing, or when disabled. It is for
// logs: Status has the player-facing words.
func (p *Player) Err() error {
	if p == nil {
		return nil
	}
	return p.err
}
