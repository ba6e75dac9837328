package ui

import "golang.org/x/image/font/opentype"

// Font is the parsed font of Fonts, for tests that rasterise as it does.
func (f *Fonts) Font(bold bool) *opentype.Font {
	if bold {
		return f.bold
	}
	return f.regular
}

// SetPageSide makes the glyph atlas's next page side pixels square (the
// ones after it twice as large each), so a test can fill several.
func (f *Fonts) SetPageSide(side int) { f.atlas.side = side }

// Pages is the number of pages of the glyph atlas.
func (f *Fonts) Pages() int { return len(f.atlas.pages) }
