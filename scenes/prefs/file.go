//go:build !js

package prefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"puzzleworks/scenes/ui"
)

// File stores settings in a JSON file.
type File struct {
	Path string
}

// Default is the settings file under the user's configuration directory.
func Default() (*File, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("no configuration directory: %w", err)
	}
	return &File{Path: filepath.Join(dir, "puzzleworks", "settings.json")}, nil
}

// Load reads the settings; a missing file gives the defaults.
func (f *File) Load() (ui.Prefs, error) {
	data, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return ui.DefaultPrefs(), nil
	}
	if err != nil {
		return ui.DefaultPrefs(), fmt.Errorf("reading %s: %w", f.Path, err)
	}
	p, err := decode(data)
	if err != nil {
		return p, fmt.Errorf("%s: %w", f.Path, err)
	}
	return p, nil
}

// Save writes the settings to a temporary file and renames it over the old
// one, so a crash never leaves half a file.
func (f *File) Save(p ui.Prefs) error {
	data, err := encode(p)
	if err != nil {
		return err
	}
	dir := filepath.Dir(f.Path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".settings-*.json")
	if err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("saving settings: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("saving settings: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	if err := os.Rename(tmp.Name(), f.Path); err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	return nil
}
