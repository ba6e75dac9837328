package stars

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFrameAllocs: once the 14×14 grid's search replay has been seen, a
// tick and a frame of it allocate nothing.
func TestFrameAllocs(t *testing.T) {
	l, r := replayRig(t)
	n := 0
	l.Frames(func(s *ebiten.Image) bool {
		r.replayFrame(s)
		n++
		return n >= 400
	})
	l.NoFrameAllocs(t, func() {}, r.replayFrame, 10, 60)
}
