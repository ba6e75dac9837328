// Package replay is the machinery every puzzle scene shares: the history of
// a game (every position and the move between each pair, so undo, redo and
// restart are moves along it) and the timeline that animates the shown
// position towards a target, one move at a time, counted in ticks of the
// fixed update rate. A solver's move list is appended to the history and
// played; a manual move or "solve from here" cuts off whatever lay ahead.
//
// It knows nothing of drawing or input, so every operation is tested by
// stepping ticks.
package replay

import (
	"errors"
	"fmt"
)

// Sub is the number of progress units in one tick at 1× speed; speeds are
// whole numbers of units per tick, so 0.25× is one unit a tick.
const Sub = 4

// speeds are progress units per tick: 0.25× to 16×.
var speeds = [...]int{1, 2, 4, 8, 16, 32, 64}

// DefaultSpeed is the index of 1× among the speeds.
const DefaultSpeed = 2

// Kind says how an entry of the history was reached.
type Kind uint8

// The kinds of entries.
const (
	Begin   Kind = iota // the first position
	Moved               // a move from the previous entry
	Restart             // back to the start, as an undoable step
)

// Entry is one position of the history and how it was reached.
type Entry[S, M any] struct {
	State S
	Move  M // the move from the previous entry, when Kind is Moved
	Kind  Kind
}

// ErrBusy is returned when too many moves wait for their animation.
var ErrBusy = errors.New("busy: wait for the moves already queued")

// maxQueued bounds how far the logical position may run ahead of the shown one.
const maxQueued = 8

// Session is a game's history and timeline.
type Session[S, M any] struct {
	timeline
	apply    func(S, M) (S, error)
	duration func(from S, m M) int // ticks at 1× for m from from; 0 is instant
	entries  []Entry[S, M]
}

// timeline is where the animation stands on the history and where it
// heads: it needs nothing of the history's states and moves, so its
// methods are compiled once for every puzzle's Session.
type timeline struct {
	last    int  // the index of the history's last entry
	pos     int  // shown position: between entries[pos] and entries[pos+1] when prog > 0
	prog    int  // progress through the move pos→pos+1, in units
	target  int  // the entry the animation walks towards
	playing bool // walking to the end of the history on its own
	frozen  bool // paused in the middle of a move
	speed   int  // index into speeds
	version int  // counts the changes of entries (Version)
}

// New starts a history at start. apply checks and makes a move; duration
// says how many ticks (at 1×) a move takes to animate.
func New[S, M any](start S, apply func(S, M) (S, error), duration func(S, M) int) *Session[S, M] {
	return &Session[S, M]{
		apply:    apply,
		duration: duration,
		entries:  []Entry[S, M]{{State: start, Kind: Begin}},
		timeline: timeline{speed: DefaultSpeed},
	}
}

// Len is the number of entries in the history.
func (t *timeline) Len() int { return t.last + 1 }

// Last is the index of the last entry.
func (t *timeline) Last() int { return t.last }

// At returns entry i.
func (s *Session[S, M]) At(i int) Entry[S, M] { return s.entries[i] }

// Current is the logical position: the one the animation is heading to.
// Manual moves are checked against it.
func (s *Session[S, M]) Current() S { return s.entries[s.target].State }

// Target is the index of the logical position.
func (t *timeline) Target() int { return t.target }

// Pos is the index of the shown position (the start of the move in flight).
func (t *timeline) Pos() int { return t.pos }

// Frame describes what to draw: the move from From to To (entries Pos and
// Pos+1) at Done/Total of the way, or the still position From when Total is 0.
type Frame[S, M any] struct {
	From, To S
	Move     M
	Moving   bool
	Done     int // progress units done
	Total    int // progress units of the whole move
}

// Shown returns the frame to draw.
func (s *Session[S, M]) Shown() Frame[S, M] {
	e := s.entries[s.pos]
	if s.prog == 0 || s.pos+1 >= len(s.entries) {
		return Frame[S, M]{From: e.State, To: e.State}
	}
	next := s.entries[s.pos+1]
	return Frame[S, M]{
		From: e.State, To: next.State, Move: next.Move, Moving: true,
		Done: s.prog, Total: s.units(s.pos),
	}
}

// Idle reports whether nothing is moving and nothing is waiting to move.
func (s *timeline) Idle() bool {
	return s.prog == 0 && s.pos == s.target && !s.playing
}

// Playing reports whether the history is playing on its own.
func (s *timeline) Playing() bool { return s.playing }

// Frozen reports whether the animation is paused in the middle of a move.
func (s *timeline) Frozen() bool { return s.frozen }

// Speed is the playback speed as a factor of 1×.
func (s *timeline) Speed() float64 { return float64(speeds[s.speed]) / Sub }

// Faster and Slower change the speed one step, within 0.25× to 16×.
func (s *timeline) Faster() {
	if s.speed < len(speeds)-1 {
		s.speed++
	}
}

// Slower lowers the speed one step.
func (s *timeline) Slower() {
	if s.speed > 0 {
		s.speed--
	}
}

// SetSpeedIndex sets the speed by its index, 0 (0.25×) to 6 (16×).
func (s *timeline) SetSpeedIndex(i int) {
	s.speed = max(0, min(len(speeds)-1, i))
}

// SpeedIndex is the index of the current speed.
func (s *timeline) SpeedIndex() int { return s.speed }

// units is the length of move i→i+1 in progress units.
func (s *Session[S, M]) units(i int) int {
	e := s.entries[i+1]
	if e.Kind != Moved {
		return 0
	}
	return max(0, s.duration(s.entries[i].State, e.Move)) * Sub
}

// rest is where the animation comes to rest if the move in flight finishes.
func (s *timeline) rest() int {
	if s.prog > 0 && (s.target > s.pos || s.frozen) {
		return s.pos + 1
	}
	return s.pos
}

// stop ends playing and freezing, keeping the move in flight going to its end.
func (s *timeline) stop() int {
	r := s.rest()
	if s.playing || s.frozen {
		s.target = r
	}
	s.playing, s.frozen = false, false
	return s.target
}

// Do makes a manual move after the logical position. During a replay it
// takes over: the replay stops after the move in flight and the rest of its
// list is replaced by m. A refused move changes nothing.
func (s *Session[S, M]) Do(m M) error {
	base := s.base()
	if base-s.pos > maxQueued {
		return ErrBusy
	}
	next, err := s.apply(s.entries[base].State, m)
	if err != nil {
		return err
	}
	s.stop()
	s.cut(base)
	s.entries = append(s.entries, Entry[S, M]{State: next, Move: m, Kind: Moved})
	s.added()
	s.target = base + 1
	return nil
}

// Check reports whether m would be accepted by Do, without making it.
func (s *Session[S, M]) Check(m M) error {
	base := s.base()
	_, err := s.apply(s.entries[base].State, m)
	return err
}

// Plan replaces everything after the logical position by moves (a solver's
// list from there) and plays it. An illegal move in the list is an error
// and changes nothing.
func (s *Session[S, M]) Plan(moves []M) error {
	base := s.base()
	states := make([]Entry[S, M], 0, len(moves))
	cur := s.entries[base].State
	for i, m := range moves {
		next, err := s.apply(cur, m)
		if err != nil {
			return planErr(i, err)
		}
		states = append(states, Entry[S, M]{State: next, Move: m, Kind: Moved})
		cur = next
	}
	s.stop()
	s.cut(base)
	s.entries = append(s.entries, states...)
	s.added()
	s.target = base
	s.Play()
	return nil
}

// Base is the entry a move is made from (Do, Check, Plan): the logical
// position, or during a replay where the move in flight comes to rest.
func (s *timeline) Base() int { return s.base() }

// base is the entry a move is made from: the logical position, or during
// a replay where it comes to rest.
func (s *timeline) base() int {
	if s.playing || s.frozen {
		return s.rest()
	}
	return s.target
}

// planErr is err, the rules' refusal of move i of a plan.
func planErr(i int, err error) error {
	return fmt.Errorf("move %d of the plan: %w", i+1, err)
}

// cut drops every entry after base. If the shown position was on the part
// cut off (an undo still walking back), it jumps to base.
func (s *Session[S, M]) cut(base int) {
	s.entries = s.entries[:base+1]
	s.timeline.cut(base)
}

// cut drops the entries after base from the timeline.
func (s *timeline) cut(base int) {
	s.version++
	s.last = base
	if s.pos > base || (s.pos == base && s.prog > 0) {
		s.pos, s.prog = base, 0
	}
	s.target = base
}

// added is the history's last entry after entries were added.
func (s *Session[S, M]) added() { s.last = len(s.entries) - 1 }

// Version counts the changes to the history's entries (every move, plan
// and restart changes it), so a reader that keeps something made from the
// history knows, without comparing it, when to make it again.
func (s *timeline) Version() int { return s.version }

// Restart goes back to start as a new step of the history, so it can be
// undone. It is instant.
func (s *Session[S, M]) Restart(start S) {
	base := s.stop()
	s.cut(base)
	s.entries = append(s.entries, Entry[S, M]{State: start, Kind: Restart})
	s.added()
	s.Seek(base + 1)
}

// Play walks to the end of the history at the current speed. It reports
// false when there is nothing ahead to play.
func (s *timeline) Play() bool {
	if s.rest() >= s.Last() && s.prog == 0 {
		s.playing, s.frozen = false, false
		return false
	}
	s.playing, s.frozen = true, false
	s.target = s.Last()
	return true
}

// Pause stops playing where it is, in the middle of a move if need be.
func (s *timeline) Pause() {
	if !s.playing {
		return
	}
	s.playing = false
	s.target = s.rest()
	s.frozen = s.prog > 0
}

// TogglePlay plays or pauses; it reports false when asked to play with
// nothing ahead.
func (s *timeline) TogglePlay() bool {
	if s.playing {
		s.Pause()
		return true
	}
	return s.Play()
}

// StepBack (and Undo) goes back one move. In the middle of a move it
// reverses that move.
func (s *timeline) StepBack() bool {
	var to int
	switch {
	case s.frozen || (s.playing && s.prog > 0):
		to = s.pos // undo the move in flight
	case s.playing:
		to = s.pos - 1
	default:
		to = s.target - 1
	}
	s.playing, s.frozen = false, false
	if to < 0 {
		s.target = 0
		return false
	}
	s.target = to
	return true
}

// StepForward (and Redo) goes forward one move along the history. In the
// middle of a move it finishes that move.
func (s *timeline) StepForward() bool {
	var to int
	switch {
	case s.frozen || (s.playing && s.prog > 0):
		to = s.pos + 1
	case s.playing:
		to = s.pos + 1
	default:
		to = s.target + 1
	}
	s.playing, s.frozen = false, false
	if to > s.Last() {
		s.target = s.rest()
		return false
	}
	s.target = to
	return true
}

// Undo is StepBack: the history and the replay are one list.
func (s *timeline) Undo() bool { return s.StepBack() }

// Redo is StepForward.
func (s *timeline) Redo() bool { return s.StepForward() }

// Seek jumps to entry i at once, without animation, and pauses.
func (s *timeline) Seek(i int) {
	i = max(0, min(s.Last(), i))
	s.pos, s.prog, s.target = i, 0, i
	s.playing, s.frozen = false, false
}

// Tick advances the animation by one tick at the current speed.
func (s *Session[S, M]) Tick() { s.tick(s.units) }

// tick advances the animation by one tick, where units(i) is the length of
// move i→i+1 in progress units.
func (s *timeline) tick(units func(i int) int) {
	if s.frozen {
		return
	}
	budget := speeds[s.speed]
	for budget > 0 {
		switch {
		case s.target > s.pos: // forward
			d := units(s.pos)
			if d == 0 {
				s.pos, s.prog = s.pos+1, 0
				continue
			}
			step := min(budget, d-s.prog)
			s.prog += step
			budget -= step
			if s.prog >= d {
				s.pos, s.prog = s.pos+1, 0
			}
		case s.prog > 0: // back to pos
			step := min(budget, s.prog)
			s.prog -= step
			budget -= step
		case s.target < s.pos: // backward across the previous move
			s.pos--
			s.prog = units(s.pos)
		default:
			budget = 0
		}
	}
	if s.playing && s.pos == s.Last() && s.prog == 0 {
		s.playing = false
	}
}

// MoveCount is the number of moves made to reach entry i since the last
// start or restart.
func (s *Session[S, M]) MoveCount(i int) int {
	n := 0
	for ; i > 0 && s.entries[i].Kind == Moved; i-- {
		n++
	}
	return n
}

// Mark is a place on the timeline: where the animation stands, where it
// heads and whether it plays. A recorder replays the history and then puts
// the timeline back where the player left it.
type Mark struct {
	pos, prog, target int
	playing, frozen   bool
}

// Mark returns the timeline's place now.
func (s *timeline) Mark() Mark {
	return Mark{pos: s.pos, prog: s.prog, target: s.target, playing: s.playing, frozen: s.frozen}
}

// Restore puts the timeline back at m, taken from this history (kept
// within it should the history have been cut since).
func (s *timeline) Restore(m Mark) {
	last := s.Last()
	s.pos, s.prog, s.target = min(m.pos, last), m.prog, min(m.target, last)
	s.playing, s.frozen = m.playing, m.frozen
	if s.pos != m.pos || s.pos == last {
		s.prog = 0
	}
}

// Rewind goes back to the first entry at once and plays the history from
// there to entry to, at the current speed (a recorder's replay of the game).
func (s *timeline) Rewind(to int) {
	to = max(0, min(s.Last(), to))
	s.Seek(0)
	if to == s.Last() {
		s.Play()
		return
	}
	s.target = to
}

// Ticks is how far the move shown has run, in ticks at 1× (fractional: at
// other speeds a tick runs more or less of it): what a scene draws the
// move in flight from, and its phases.
func (f Frame[S, M]) Ticks() float64 { return float64(f.Done) / Sub }
