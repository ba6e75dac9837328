package sprites

import (
	"errors"
	"image"
)

// EncodePNG is not in the browser, which takes no shots: PNG encoding
// stays out of its download.
func EncodePNG(image.Image) ([]byte, error) {
	return nil, errors.New("the browser takes no PNG shots")
}

// SaveShot does nothing in the browser, which has no folder to save to.
func SaveShot(string, image.Image) error { return nil }
