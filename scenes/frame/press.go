package frame

import "puzzleworks/scenes/ui"

// CellPress follows a press on a grid's cells: a click (released with no
// drag) or a drag that paints each cell it enters, the cell where it began
// included, as a grid puzzle marks cells empty by sweeping over them.
type CellPress struct {
	at, last [2]int // the cell pressed, or −1; the cell the drag is over
	dragged  bool
	down     bool // a press on a cell is under way
}

// Reset forgets a press under way.
func (p *CellPress) Reset() { *p = CellPress{} }

// Update reads the pointer over the cells g: a drag calls paint for each
// cell it enters (first the one pressed); a release that did not drag
// is a click on the cell pressed, returned with click true.
func (p *CellPress) Update(in *ui.Input, g *Cells, paint func(r, c int)) (r, c int, click bool) {
	r, c, on := g.At(in.X, in.Y)
	if in.Pressed {
		p.dragged, p.down = false, on
		p.at, p.last = [2]int{r, c}, [2]int{r, c}
		return 0, 0, false
	}
	if !p.down {
		return 0, 0, false
	}
	if in.Down && on && [2]int{r, c} != p.last {
		if !p.dragged {
			p.dragged = true
			paint(p.at[0], p.at[1])
		}
		p.last = [2]int{r, c}
		paint(r, c)
	}
	if in.Released {
		click = !p.dragged
		p.down, p.dragged = false, false
		return p.at[0], p.at[1], click
	}
	return 0, 0, false
}
