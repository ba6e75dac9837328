package puzzles

import (
	"os"
	"path/filepath"
	"testing"

	"puzzleworks/scenes/ui"
)

// TestHelpTexts: every puzzle's words read: a card of at most three lines
// under the entry's title, its rules, and at least the shared keys.
func TestHelpTexts(t *testing.T) {
	for _, p := range All() {
		text, err := os.ReadFile(filepath.Join("..", p.Name, "help.txt"))
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		w, err := ui.ParseWords(string(text))
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if w.Title != p.Title || len(w.Blurb) == 0 || len(w.Blurb) > 3 || len(w.Rules) == 0 || len(w.Keys) < 8 {
			t.Errorf("%s: %+v", p.Name, w)
		}
	}
}
