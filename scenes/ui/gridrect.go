package ui

// InRect reports whether the pointer is inside the logical rectangle r
// (a button of a panel, a tile of a pad).
func (in *Input) InRect(r Rect) bool { return in.In(r.X, r.Y, r.W, r.H) }
