package stars

// DotAround marks every blank cell beside (r, c), diagonals too, as
// empty: no star may touch a star, so a player who places one may have
// its neighbours dotted with it.
func (s State) DotAround(r, c int) State {
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if nr, nc := r+dr, c+dc; (dr != 0 || dc != 0) && s.p.inside(nr, nc) && s.Cell(nr, nc) == Blank {
				s, _ = s.Apply(Move{Kind: PlaceDot, Row: nr, Col: nc}) // a dot on a blank cell inside is never refused
			}
		}
	}
	return s
}

// Touching says which regions touch, diagonally too: bit j of
// Touching()[i] is set when regions i and j have cells side by side or
// corner to corner (a map's colours differ there).
func (p Puzzle) Touching() [MaxN]uint32 {
	var near [MaxN]uint32
	for r := 0; r < p.n; r++ {
		for c := 0; c < p.n; c++ {
			a := p.Region(r, c)
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				if b := p.Region(r+d[0], c+d[1]); b >= 0 && b != a {
					near[a] |= 1 << b
					near[b] |= 1 << a
				}
			}
		}
	}
	return near
}
