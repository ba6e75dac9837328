package pulley

import posgraph "puzzleworks/solver/graph"

// GraphRules are the rules of the puzzle as solver/graph searches them.
func GraphRules() posgraph.Rules[State, Move] {
	return posgraph.Rules[State, Move]{Moves: State.Moves, Apply: State.Apply, Goal: State.Solved}
}
