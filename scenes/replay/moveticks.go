package replay

// Ticks is how far the move shown has run, in ticks at 1× (fractional: at
// other speeds a tick runs more or less of it): what a scene draws the
// move in flight from, and its phases.
func (f Frame[S, M]) Ticks() float64 { return float64(f.Done) / Sub }
