//go:build !js

package prefs

import (
	"errors"
	"fmt"
	"io"
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

// maxFileSize bounds the settings file: a few kilobytes are plenty, so a
// larger file is not ours and is not read.
const maxFileSize = 1 << 20

// Load reads the settings; a missing file gives the defaults. Only a
// regular file of at most maxFileSize bytes is read, and opening it never
// waits (a named pipe, a device such as /dev/zero behind a symlink, or a
// huge file is refused at once). A file that cannot be used is moved aside
// to settings.json.bad (or .bad.2, ...) so that the next save does not
// destroy what it held; the error says so, and the defaults are returned.
func (f *File) Load() (ui.Prefs, error) {
	data, err := f.read()
	if errors.Is(err, fs.ErrNotExist) {
		return ui.DefaultPrefs(), nil
	}
	if err == nil {
		p, derr := decode(data)
		if derr == nil {
			return p, nil
		}
		err = fmt.Errorf("%s: %w", f.Path, derr)
	}
	return ui.DefaultPrefs(), f.moveAside(err)
}

// read returns the content of the settings file, refusing anything but a
// regular file of bounded size.
func (f *File) read() ([]byte, error) {
	info, err := os.Stat(f.Path) // follows symlinks: a link to a real file is fine
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, fmt.Errorf("reading %s: %w", f.Path, err)
	}
	if err := checkFile(f.Path, info); err != nil {
		return nil, err
	}
	// openFlags never waits for a writer, should the file have changed
	// into a named pipe since the check.
	file, err := os.OpenFile(f.Path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", f.Path, err)
	}
	defer file.Close()
	if info, err = file.Stat(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", f.Path, err)
	}
	if err := checkFile(f.Path, info); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(file, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", f.Path, err)
	}
	if len(data) > maxFileSize {
		return nil, fmt.Errorf("%s is larger than %d bytes: not a settings file", f.Path, maxFileSize)
	}
	return data, nil
}

// checkFile refuses what is not a regular file of at most maxFileSize bytes.
func checkFile(path string, info fs.FileInfo) error {
	m := info.Mode()
	var what string
	switch {
	case m.IsRegular():
		if info.Size() > maxFileSize {
			return fmt.Errorf("%s is %d bytes, larger than %d: not a settings file", path, info.Size(), maxFileSize)
		}
		return nil
	case m.IsDir():
		what = "a directory"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	default:
		what = "not a regular file"
	}
	return fmt.Errorf("%s is %s, not a regular file: not read", path, what)
}

// moveAside renames the file that could not be used to the first free name
// of settings.json.bad, settings.json.bad.2, ... and returns cause with
// what became of the file.
func (f *File) moveAside(cause error) error {
	bad := f.Path + ".bad"
	for i := 2; ; i++ {
		if _, err := os.Lstat(bad); errors.Is(err, fs.ErrNotExist) {
			break
		}
		if i > 99 {
			return fmt.Errorf("%w; not moved aside: %s.bad to .bad.99 are all taken", cause, f.Path)
		}
		bad = fmt.Sprintf("%s.bad.%d", f.Path, i)
	}
	if err := os.Rename(f.Path, bad); err != nil {
		return fmt.Errorf("%w; it could not be moved aside (%v)", cause, err)
	}
	return &MovedError{Cause: cause, To: bad}
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
