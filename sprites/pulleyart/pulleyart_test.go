package pulleyart

import (
	"testing"

	"puzzleworks/sprites"
)

func TestPictures(t *testing.T) {
	p, err := NewPictures()
	if err != nil {
		t.Fatal(err)
	}
	// The background is opaque everywhere: it is the whole scene.
	if err := sprites.Opaque(p.Background); err != nil {
		t.Fatalf("background: %v", err)
	}
	// Figures stand on their anchor: something is drawn on the feet row.
	for k := Kind(0); k < KindCount; k++ {
		img := p.Figures[k]
		found := false
		y := (FigFeet - 2) * Res
		for x := 0; x < FigW*Res; x++ {
			if img.RGBAAt(x, y).A > 128 {
				found = true
			}
		}
		if !found {
			t.Errorf("figure %d does not reach its feet", k)
		}
	}
	for _, s := range p.list() {
		if err := sprites.SaveShot("pulleyart_"+s.Name+".png", *s.Dst); err != nil {
			t.Log(err)
		}
	}
}

func TestKindOf(t *testing.T) {
	tests := []struct {
		name   string
		person bool
		i      int
		want   Kind
	}{
		{"queen", true, 0, Queen}, {"king", true, 1, King}, {"daughter", true, 2, Daughter}, {"son", true, 3, Son},
		{"page", true, 3, Prisoner}, {"page", true, 4, Prisoner2}, {"cannonball", false, 4, Cannonball}, {"sack", false, 5, Sack}, {"anvil", false, 5, Sack},
	}
	for _, tc := range tests {
		if got := KindOf(tc.name, tc.person, tc.i); got != tc.want {
			t.Errorf("KindOf(%q) = %d, want %d", tc.name, got, tc.want)
		}
	}
}
