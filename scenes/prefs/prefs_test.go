//go:build !js

package prefs

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"puzzleworks/scenes/ui"
)

func TestFileRoundTrip(t *testing.T) {
	f := &File{Path: filepath.Join(t.TempDir(), "sub", "settings.json")}
	p, err := f.Load()
	if err != nil || !reflect.DeepEqual(p, ui.DefaultPrefs()) {
		t.Fatalf("missing file: %+v, %v", p, err)
	}
	want := ui.Prefs{Muted: true, Speed: 5, Puzzles: map[string]json.RawMessage{"a": json.RawMessage(`{"n":9}`)}}
	if err := f.Save(want); err != nil {
		t.Fatal(err)
	}
	got, err := f.Load()
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	if err != nil || string(gj) != string(wj) {
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
		{"not an object", `[1, 2]`},
		{"null", `null`},
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
			if !reflect.DeepEqual(p, ui.DefaultPrefs()) {
				t.Fatalf("corrupt file gave %+v, want the defaults", p)
			}
		})
	}
}

func TestPartialFileKeepsDefaults(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"muted": true}`), 0o644)
	p, err := (&File{Path: path}).Load()
	if err != nil || !p.Muted || p.Speed != ui.DefaultPrefs().Speed {
		t.Fatalf("got %+v, %v", p, err)
	}
}

func TestKeysAreReadOneByOne(t *testing.T) {
	tests := []struct {
		name, content string
		want          ui.Prefs
		problems      int
	}{
		{"a bad key is dropped, the rest kept", `{"muted": true, "speed": "fast"}`, ui.Prefs{Muted: true, Speed: 2}, 1},
		{"a bad puzzles object is dropped", `{"speed": 4, "puzzles": 7}`, ui.Prefs{Speed: 4}, 1},
		{"sections are kept raw", `{"puzzles": {"a": {"n": 3}, "b": "junk"}}`,
			ui.Prefs{Speed: 2, Puzzles: map[string]json.RawMessage{"a": json.RawMessage(`{"n": 3}`), "b": json.RawMessage(`"junk"`)}}, 0},
		{"old keys are kept for the puzzles", `{"muted": true, "towerSize": 9}`,
			ui.Prefs{Muted: true, Speed: 2, Old: map[string]json.RawMessage{"towerSize": json.RawMessage(`9`)}}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := decode([]byte(tc.content))
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Problems) != tc.problems {
				t.Errorf("problems %q, want %d", got.Problems, tc.problems)
			}
			got.Problems = nil
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"muted":true,"speed":3}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := decode(data)
		if err != nil && !reflect.DeepEqual(p, ui.DefaultPrefs()) {
			t.Fatalf("error %v but settings %+v", err, p)
		}
	})
}
