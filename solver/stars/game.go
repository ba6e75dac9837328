package stars

import "fmt"

// ParseGame reads a game in progress as it is saved and shared: the
// region map (New), its stars per unit k and the marks on it (Marked; ""
// for none). The error names the part that is wrong.
func ParseGame(regions string, k int, marks string) (State, error) {
	p, err := New(regions, k)
	if err != nil {
		return State{}, fmt.Errorf("regions: %w", err)
	}
	s, err := p.Marked(marks)
	if err != nil {
		return State{}, fmt.Errorf("marks: %w", err)
	}
	return s, nil
}
