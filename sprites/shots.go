//go:build !js

// The browser takes no shots: PNG encoding stays out of its download.

package sprites

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
)

// EncodePNG encodes img as a PNG file's bytes (the game's shot).
func EncodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// SaveShot writes img as the PNG file name in the folder that
// $PUZZLEWORKS_SHOTS names, so a person can look at the art; it does
// nothing when that is not set. The art packages' tests call it.
func SaveShot(name string, img image.Image) error {
	dir := os.Getenv("PUZZLEWORKS_SHOTS")
	if dir == "" {
		return nil
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
