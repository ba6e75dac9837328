package frame

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// More draws a list in at most Max lines, Step apart (the rule breaks of a
// grid, the steps of a hint): past Max the last line says how many more,
// from a text made once for each count, so a replay's frames build no
// strings.
type More struct {
	Max   int
	Step  float64
	texts map[int]string
}

// Draw draws n items from x, y: item i by line at its line's y, and the
// line of how many more in st.
func (m *More) Draw(dst *ebiten.Image, v ui.View, f *ui.Fonts, x, y float64, n int, st ui.Style, line func(i int, y float64)) {
	lines := min(n, m.Max)
	if n > m.Max {
		lines = m.Max - 1
		more := n - lines
		if m.texts == nil {
			m.texts = map[int]string{}
		}
		t, ok := m.texts[more]
		if !ok {
			t = fmt.Sprintf("… and %d more", more)
			m.texts[more] = t
		}
		f.Draw(dst, v, t, x, y+float64(lines)*m.Step, st)
	}
	for i := 0; i < lines; i++ {
		line(i, y+float64(i)*m.Step)
	}
}
