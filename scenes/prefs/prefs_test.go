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

// TestCorruptFileIsMovedAside: a file that cannot be read is kept under
// another name before anything could overwrite it, and the error says where.
func TestCorruptFileIsMovedAside(t *testing.T) {
	dir := t.TempDir()
	f := &File{Path: filepath.Join(dir, "settings.json")}
	for i, content := range []string{"{not json", "[1, 2]"} {
		os.WriteFile(f.Path, []byte(content), 0o644)
		bad := f.Path + ".bad"
		if i == 1 {
			bad += ".2" // the first .bad is kept too
		}
		p, err := f.Load()
		if err == nil || !strings.Contains(err.Error(), "moved aside to "+bad) || !reflect.DeepEqual(p, ui.DefaultPrefs()) {
			t.Fatalf("%q: %+v, %v; want the defaults and a word on %s", content, p, err, bad)
		}
		if got, _ := os.ReadFile(bad); string(got) != content {
			t.Fatalf("%s holds %q, want %q", bad, got, content)
		}
		if _, err := os.Stat(f.Path); !os.IsNotExist(err) {
			t.Fatalf("the corrupt file is still in place: %v", err)
		}
	}
	// Saving now writes a fresh file and leaves the old ones alone.
	if err := f.Save(ui.Prefs{Muted: true, Speed: 3}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(f.Path + ".bad"); string(got) != "{not json" {
		t.Fatalf("settings.json.bad holds %q after a save", got)
	}
	if p, err := f.Load(); err != nil || !p.Muted || p.Speed != 3 {
		t.Fatalf("after the save: %+v, %v", p, err)
	}
}

// TestOnlyASmallRegularFileIsRead: a device behind a symlink, a huge file
// or a directory is refused without reading it, and the defaults are used.
func TestOnlyASmallRegularFileIsRead(t *testing.T) {
	tests := []struct {
		name string
		make func(path string) error
		want string
	}{
		{"symlink to /dev/zero", func(path string) error { return os.Symlink("/dev/zero", path) }, "is a device, not a regular file"},
		{"directory", func(path string) error { return os.Mkdir(path, 0o755) }, "is a directory, not a regular file"},
		{"huge file", func(path string) error {
			// Sparse: it takes no room on the disk.
			f, err := os.Create(path)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(1 << 40)
		}, "is 1099511627776 bytes, larger than 1048576: not a settings file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			if err := tc.make(path); err != nil {
				t.Skip("cannot make it here:", err)
			}
			p, err := (&File{Path: path}).Load()
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "moved aside") {
				t.Fatalf("error %v, want %q and a word on where it went", err, tc.want)
			}
			if !reflect.DeepEqual(p, ui.DefaultPrefs()) {
				t.Fatalf("got %+v, want the defaults", p)
			}
		})
	}
}

// TestFileAtTheLimit: a settings file of exactly the size limit is read.
func TestFileAtTheLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	content := `{"muted": true}`
	content += strings.Repeat(" ", maxFileSize-len(content))
	os.WriteFile(path, []byte(content), 0o644)
	if p, err := (&File{Path: path}).Load(); err != nil || !p.Muted {
		t.Fatalf("%+v, %v", p, err)
	}
}
