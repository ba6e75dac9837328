package ui

import "golang.org/x/image/font/opentype"

// Font is the parsed font of Fonts, for tests that rasterise as it does.
func (f *Fonts) Font(bold bool) *opentype.Font {
	if bold {
		return f.bold
	}
	return f.regular
}

// SetPageSide makes the face's next atlas page side pixels square (the
// ones after it twice as large each), so a test can fill several.
func (f *Face) SetPageSide(side int) { f.pageSide = side }

// Pages is the number of atlas pages the face has filled.
func (f *Face) Pages() int { return len(f.pages) }
