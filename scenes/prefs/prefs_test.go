//go:build !js

package prefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"puzzleworks/scenes/ui"
)

func TestFileRoundTrip(t *testing.T) {
	f := &File{Path: filepath.Join(t.TempDir(), "sub", "settings.json")}
	p, err := f.Load()
	if err != nil || p != ui.DefaultPrefs() {
		t.Fatalf("missing file: %+v, %v", p, err)
	}
	want := ui.Prefs{Muted: true, Speed: 5, HanoiN: 9, HanoiPegs: 4}
	if err := f.Save(want); err != nil {
		t.Fatal(err)
	}
	got, err := f.Load()
	if err != nil || got != want {
		t.Fatalf("got %+v, %v; want %+v", got, err, want)
	}
	// No temporary files are left behind.
	entries, _ := os.ReadDir(filepath.Dir(f.Path))
	if len(entries) != 1 {
		t.Fatalf("directory holds %d files", len(entries))
	}
}

func TestCorruptFile(t *testing.T) {
	tests := []struct{ name, content string }{
		{"garbage", "{not json"},
		{"wrong type", `{"speed": "fast"}`},
		{"binary", "\x00\x01\x02"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			os.WriteFile(path, []byte(tc.content), 0o644)
			p, err := (&File{Path: path}).Load()
			if err == nil || !strings.Contains(err.Error(), "settings") {
				t.Fatalf("no clear error: %v", err)
			}
			if p != ui.DefaultPrefs() {
				t.Fatalf("corrupt file gave %+v, want the defaults", p)
			}
		})
	}
}

func TestPartialFileKeepsDefaults(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"muted": true}`), 0o644)
	p, err := (&File{Path: path}).Load()
	if err != nil || !p.Muted || p.HanoiN != ui.DefaultPrefs().HanoiN {
		t.Fatalf("got %+v, %v", p, err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"muted":true,"speed":3}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := decode(data)
		if err != nil && p != ui.DefaultPrefs() {
			t.Fatalf("error %v but settings %+v", err, p)
		}
	})
}
