package puzzles

import (
	"os"
	"path/filepath"
	"testing"

	"puzzleworks/scenes/ui"
)

// TestHelpTexts: every puzzle's help card reads, with its rules and at
// least the shared keys.
func TestHelpTexts(t *testing.T) {
	for _, p := range All() {
		text, err := os.ReadFile(filepath.Join("..", p.Name, "help.txt"))
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		intro, keys, err := ui.ParseHelp(string(text))
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if len(intro) == 0 || len(keys) < 8 {
			t.Errorf("%s: %d rule lines and %d keys", p.Name, len(intro), len(keys))
		}
	}
}
