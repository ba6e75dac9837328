// Package audio plays Puzzleworks' short sound effects. The sounds are made by
// code (see Samples), so there are no asset files, and a machine without a
// sound device plays nothing and never fails for it.
//
// Ebitengine's audio context reports a failed device by ending the game loop
// with an error, so on the desktop the context is created only after a probe,
// run in a child process, has shown that a device works (see ProbeMain). In
// the browser the context is created at once and stays silent until the first
// user gesture.
package audio

import "strconv"

// SampleRate is the rate, in frames per second, of every sound the Player
// plays.
const SampleRate = 44100

// Sound names one effect.
type Sound int

// The effects. Motor is meant to loop (SetLoop); the others are one-shots
// (Play), though any of them can loop without a click at the join.
const (
	Motor  Sound = iota // loop while the crane/boat/pulley moves
	Clunk               // a stone lands
	Chime               // puzzle solved
	Creak               // rope creak
	Splash              // boat / water
	Clink               // coin
	Click               // UI button
	Buzz                // illegal move refused
)

// soundCount is the number of effects; valid sounds are 0..soundCount-1.
const soundCount = int(Buzz) + 1

// valid reports whether s names one of the effects.
func (s Sound) valid() bool { return s >= 0 && int(s) < soundCount }

// String returns the effect's lower-case name, or "sound(N)" for an unknown
// value.
func (s Sound) String() string {
	switch s {
	case Motor:
		return "motor"
	case Clunk:
		return "clunk"
	case Chime:
		return "chime"
	case Creak:
		return "creak"
	case Splash:
		return "splash"
	case Clink:
		return "clink"
	case Click:
		return "click"
	case Buzz:
		return "buzz"
	}
	return "sound(" + strconv.Itoa(int(s)) + ")"
}
