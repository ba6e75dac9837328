package hanoiart

import (
	"testing"

	"puzzleworks/sprites"
)

// TestNew builds the Ebitengine images. Ebitengine allows making images
// before RunGame, with or without a display, so this runs anywhere.
func TestNew(t *testing.T) {
	a, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Background.Bounds().Dx(); got != sprites.DesignW*Res {
		t.Errorf("background width %d", got)
	}
	s := a.Stone(3, 40, 20)
	if s.Bounds().Dx() != 80 {
		t.Errorf("stone width %d", s.Bounds().Dx())
	}
}
