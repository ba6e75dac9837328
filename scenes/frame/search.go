package frame

import (
	"fmt"
	"time"

	"puzzleworks/scenes/replay"
)

// Tally is a search replay's counters at each entry of a history: the
// placements, and the dead ends (each run of steps that take back counts
// once); a restart counts from zero again. A grid puzzle counts once when
// its history changes and reads the counters of the entry shown each
// frame.
type Tally struct {
	placed, dead []int32
}

// Recount counts along the history of ses; place and back say whether a
// move places or takes back.
func Recount[S, M any](t *Tally, ses *replay.Session[S, M], place, back func(M) bool) {
	n := ses.Len()
	t.placed, t.dead = t.placed[:0], t.dead[:0]
	var p, d int32
	backing := false
	for i := 0; i < n; i++ {
		e := ses.At(i)
		switch {
		case e.Kind != replay.Moved:
			if e.Kind == replay.Restart {
				p, d = 0, 0
			}
			backing = false
		case place(e.Move):
			p++
			backing = false
		case back(e.Move):
			if !backing {
				d++
			}
			backing = true
		default:
			backing = false
		}
		t.placed = append(t.placed, p)
		t.dead = append(t.dead, d)
	}
}

// Len is how many entries were counted.
func (t *Tally) Len() int { return len(t.placed) }

// At is the counters at entry i, zero beyond those counted.
func (t *Tally) At(i int) (placements, deadEnds int) {
	if i < 0 || i >= len(t.placed) {
		return 0, 0
	}
	return int(t.placed[i]), int(t.dead[i])
}

// SearchStep is the step of a search replay to show in frame f of ses:
// the move in flight, or the one that led to the entry shown while a
// replay is under way (none at the start, nor at rest at the end); is
// says whether a move is a search's step.
func SearchStep[S, M any](ses *replay.Session[S, M], f replay.Frame[S, M], is func(M) bool) (M, bool) {
	if f.Moving {
		return f.Move, is(f.Move)
	}
	var none M
	pos := ses.Pos()
	if pos == 0 || ses.Idle() && pos == ses.Last() {
		return none, false
	}
	e := ses.At(pos)
	return e.Move, e.Kind == replay.Moved && is(e.Move)
}

// SearchTime writes how long a search took in the unit that suits it, for
// a search panel's timing: "12 µs", "3.45 ms", "1.20 s".
func SearchTime(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%.0f µs", float64(d.Nanoseconds())/1e3)
	case d < time.Second:
		return fmt.Sprintf("%.2f ms", float64(d.Nanoseconds())/1e6)
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}
