package river

import (
	"fmt"

	posgraph "puzzleworks/solver/graph"
)

// GraphRules are the rules of the puzzle as solver/graph searches them.
func GraphRules() posgraph.Rules[State, Move] {
	return posgraph.Rules[State, Move]{Moves: State.Moves, Apply: State.Apply, Goal: State.Solved}
}

// Distances is the fewest crossings left from every position reachable
// from a start. A scene asks it after every crossing, and a search each
// time would allocate during the replay; the table answers without one.
type Distances struct {
	left map[State]int
}

// NewDistances searches every position reachable from start once.
func NewDistances(start State) (*Distances, error) {
	g, err := posgraph.Build(start, GraphRules(), 0)
	if err != nil {
		return nil, fmt.Errorf("distances from %v: %w", start, err)
	}
	d := &Distances{left: make(map[State]int, len(g.Nodes))}
	for _, n := range g.Nodes {
		d.left[n.State] = n.Distance
	}
	return d, nil
}

// Remaining is the fewest crossings from s to everyone across, -1 when
// there is no way across from s; ok is false when s cannot be reached
// from the start.
func (d *Distances) Remaining(s State) (n int, ok bool) {
	n, ok = d.left[s]
	return n, ok
}

// Left is the fewest crossings from s to everyone across, -1 when there is
// no way across from s: from the table when s is reachable from its start,
// else by a search (always, for a nil table).
func (d *Distances) Left(s State) int {
	if d != nil {
		if n, ok := d.left[s]; ok {
			return n
		}
	}
	n, err := Remaining(s)
	if err != nil {
		return -1
	}
	return n
}
