package scenetest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// ShotsEnv names a directory where the rendering tests save the frames
// they draw, so a person can look at them.
const ShotsEnv = "PUZZLEWORKS_SHOTS"

// Save writes img as the PNG file name into $PUZZLEWORKS_SHOTS when it is
// set; a failure to write is logged, not fatal.
func Save(tb testing.TB, img *image.RGBA, name string) {
	dir := os.Getenv(ShotsEnv)
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		tb.Log(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		tb.Log(err)
	}
}

// NeedShots skips a test that only draws pictures for a person to look at
// unless $PUZZLEWORKS_SHOTS names where to save them.
func NeedShots(tb testing.TB) {
	tb.Helper()
	if os.Getenv(ShotsEnv) == "" {
		tb.Skip("only draws pictures to look at: set " + ShotsEnv + " to a directory to save them")
	}
}
