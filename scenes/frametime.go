package scenes

import "time"

// frameWindow is how many frames the frame time's median is taken over.
const frameWindow = 120

// frameTimes keeps the CPU time of the last frameWindow frames (the game's
// Update and Draw, without what the GPU does later) in a fixed ring, so
// measuring costs no allocation a frame. It is a measurement of this
// machine, never an input to the game: animation counts ticks.
//
// A frame's time is that of one 60 Hz frame: its Draw and one tick's
// Update (the mean of the ticks run since the last Draw). Where the screen
// is painted more slowly than 60 times a second (software WebGL in a test
// browser), Ebitengine runs several ticks before each Draw to keep the
// game's time; their sum would charge the game for the slow painting, so
// the count of ticks a frame is kept apart (ticksPerFrame).
type frameTimes struct {
	ring    [frameWindow]time.Duration
	ticks   [frameWindow]int // the ticks run before each frame
	n       int              // frames recorded, up to frameWindow
	total   int              // frames recorded since the start
	next    int              // where the next frame goes
	pending time.Duration    // updates run since the last frame was drawn
	updates int              // how many
}

// update adds the time of one update to the frame being made.
func (f *frameTimes) update(d time.Duration) {
	f.pending += d
	f.updates++
}

// frame records a frame whose Draw took d, with the updates before it.
func (f *frameTimes) frame(d time.Duration) {
	if f.updates > 0 {
		d += f.pending / time.Duration(f.updates)
	}
	f.ring[f.next] = d
	f.ticks[f.next] = f.updates
	f.pending, f.updates = 0, 0
	f.next = (f.next + 1) % frameWindow
	f.n = min(f.n+1, frameWindow)
	f.total++
}

// medianMs is the median frame time in milliseconds, 0 before any frame.
func (f *frameTimes) medianMs() float64 {
	if f.n == 0 {
		return 0
	}
	var buf [frameWindow]time.Duration
	s := buf[:f.n]
	copy(s, f.ring[:f.n])
	// An insertion sort: 120 values, and far less code in the download
	// than the generic sort.
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	m := s[f.n/2]
	if f.n%2 == 0 {
		m = (s[f.n/2-1] + s[f.n/2]) / 2
	}
	return float64(m) / float64(time.Millisecond)
}

// ticksPerFrame is the mean number of ticks run before each of the last
// frames: 1 where the screen keeps up with 60 frames a second, 0 before
// any frame.
func (f *frameTimes) ticksPerFrame() float64 {
	if f.n == 0 {
		return 0
	}
	sum := 0
	for _, t := range f.ticks[:f.n] {
		sum += t
	}
	return float64(sum) / float64(f.n)
}
