package stars

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFrameAllocs: once the 14×14 grid's search replay has been seen
// whole (every counter's text made), a tick and a frame of it allocate
// nothing.
func TestFrameAllocs(t *testing.T) {
	l, r := replayRig(t)
	r.sc.Ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool {
		r.Frame(s)
		return !r.sc.Ses.Playing() || r.sc.Ses.Pos() >= r.sc.Ses.Last()
	})
	r.sc.Ses.SetSpeedIndex(4)
	start := func() { r.sc.Ses.Seek(0); r.sc.Ses.Play() }
	l.NoFrameAllocs(t, start, r.Frame, 10, 60)
}
