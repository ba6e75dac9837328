package frame

import "puzzleworks/scenes/ui"

// Row places buttons of the given widths side by side from x, y, each h
// high and gap apart (a header's levels, a phone's tools), into dst, and
// returns the right end of the last.
func Row(dst []ui.Rect, x, y, h, gap float64, widths []float64) float64 {
	for i, w := range widths {
		dst[i] = ui.R(x, y, w, h)
		x += w + gap
	}
	return x - gap
}
