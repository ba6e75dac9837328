package frame

// Nearest is the value nearest want in lo..hi that has accepts, the lower
// of two as near, or -1 when none is: the size nearest a grid's among
// those a bundle holds for a rule, or the level nearest one asked for
// among those a collection has. With lo above want, or hi below it, it is
// the first accepted past want that way.
func Nearest(want, lo, hi int, has func(int) bool) int {
	for d := 0; d <= max(want-lo, hi-want); d++ {
		if v := want - d; v >= lo && v <= hi && has(v) {
			return v
		}
		if v := want + d; v >= lo && v <= hi && has(v) {
			return v
		}
	}
	return -1
}
