package sudoku

import "testing"

// TestFrameAllocs: once the search's replay has been seen, a tick and a
// frame of it allocate nothing, with every candidate marked.
func TestFrameAllocs(t *testing.T) {
	l, r := replayRig(t)
	warmUp(l, r)
	r.sc.Ses.SetSpeedIndex(4)
	l.NoFrameAllocs(t, func() {}, r.replayFrame, 10, 60)
}
