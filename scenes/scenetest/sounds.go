package scenetest

import "puzzleworks/audio"

// Sounds records what a scene asked to play: a ui.Sounds for tests.
type Sounds struct {
	Played []audio.Sound        // every sound played, in order
	Loops  map[audio.Sound]bool // the looping sounds, on or off now
}

// Play records s.
func (r *Sounds) Play(s audio.Sound) { r.Played = append(r.Played, s) }

// SetLoop records that the loop s is on or off.
func (r *Sounds) SetLoop(s audio.Sound, on bool) {
	if r.Loops == nil {
		r.Loops = map[audio.Sound]bool{}
	}
	r.Loops[s] = on
}

// Count is how many times s was played.
func (r *Sounds) Count(s audio.Sound) int {
	n := 0
	for _, p := range r.Played {
		if p == s {
			n++
		}
	}
	return n
}
