package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// voice is one stream that can be started, stopped and rewound. Ebitengine's
// *audio.Player implements it; tests use a fake.
type voice interface {
	Play()
	Pause()
	IsPlaying() bool
	Rewind() error
	SetVolume(v float64)
	Position() time.Duration
}

// backend makes voices from 32-bit float stereo PCM at SampleRate.
type backend interface {
	newVoice(pcm []byte, loop bool) (voice, error)
}

// ebitenBackend plays through Ebitengine's audio context.
type ebitenBackend struct {
	ctx *eaudio.Context
}

// openEbiten returns a backend on the process's Ebitengine audio context,
// creating the context if there is none yet. Call it only once a device is
// known to work: a context whose device fails ends the game loop.
func openEbiten() (backend, error) {
	ctx := eaudio.CurrentContext()
	if ctx == nil {
		var err error
		if ctx, err = newEbitenContext(SampleRate); err != nil {
			return nil, err
		}
	}
	if r := ctx.SampleRate(); r != SampleRate {
		return nil, fmt.Errorf("audio context runs at %d Hz, want %d Hz", r, SampleRate)
	}
	return ebitenBackend{ctx: ctx}, nil
}

// newEbitenContext creates the audio context. NewContext panics if another
// context was created in between; that becomes an error here.
func newEbitenContext(rate int) (ctx *eaudio.Context, err error) {
	defer func() {
		if r := recover(); r != nil {
			ctx, err = nil, fmt.Errorf("create audio context: %v", r)
		}
	}()
	return eaudio.NewContext(rate), nil
}

// newVoice returns a player of pcm; a looping one repeats it for ever.
func (b ebitenBackend) newVoice(pcm []byte, loop bool) (voice, error) {
	if len(pcm) < bytesPerFrame {
		return nil, errors.New("new audio player: no samples")
	}
	var src io.Reader = bytes.NewReader(pcm)
	if loop {
		src = eaudio.NewInfiniteLoopF32(bytes.NewReader(pcm), int64(len(pcm)))
	}
	pl, err := b.ctx.NewPlayerF32(src)
	if err != nil {
		return nil, fmt.Errorf("new audio player: %w", err)
	}
	return pl, nil
}

// bytesPerFrame is the size of one stereo frame of 32-bit floats.
const bytesPerFrame = 8

// encodeF32 returns samples as little-endian 32-bit floats, the format
// Ebitengine's NewPlayerF32 reads.
func encodeF32(samples []float32) []byte {
	out := make([]byte, 4*len(samples))
	for i, v := range samples {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
	}
	return out
}
