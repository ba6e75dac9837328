package stars

import "strings"

// Colours gives every region one of palette colours (0 to palette−1, at
// most 32) that no region touching it (Touching) has, greedily in the
// regions' order, each the least used so far, so a map's colours tell its
// regions apart: nine colours are always enough for the regions a grid
// holds. A region no colour is left for takes colour 0 (its outline still
// tells it).
func (p Puzzle) Colours(palette int) [MaxN]int {
	var out [MaxN]int
	near := p.Touching()
	var count [32]int
	for g := 0; g < p.n; g++ {
		var used uint32
		for h := 0; h < g; h++ {
			if near[g]>>h&1 == 1 {
				used |= 1 << out[h]
			}
		}
		best := -1
		for t := 0; t < palette; t++ {
			if used>>t&1 == 0 && (best < 0 || count[t] < count[best]) {
				best = t
			}
		}
		if best < 0 {
			best = 0
		}
		out[g] = best
		count[best]++
	}
	return out
}

// RegionsText turns a region map as pasted or typed into the region
// text New reads: line breaks become row separators, spaces and tabs go,
// and empty rows and separators at the ends are dropped.
func RegionsText(s string) string {
	s = strings.NewReplacer("\r\n", "/", "\n", "/", "\r", "/", " ", "", "\t", "").Replace(s)
	for strings.Contains(s, "//") {
		s = strings.ReplaceAll(s, "//", "/")
	}
	return strings.Trim(s, "/")
}
