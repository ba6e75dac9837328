package ui

import (
	"bytes"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"puzzleworks/scenes/ui/internal/subset"
)

var updateFonts = flag.Bool("update-fonts", false, "write the cut Go fonts in fonts/ again")

// keepRune says which characters keep their outlines in the game's fonts:
// ASCII and Latin-1, and the few others its texts use (TestFontsCoverTheTexts
// says when one is missing). The Go fonts' Greek, Cyrillic, further Latin
// letters and signs are left out: the game writes none of them.
func keepRune(r rune) bool {
	return r >= 0x20 && r <= 0x7e || r >= 0xa0 && r <= 0xff || strings.ContainsRune(moreRunes, r)
}

// moreRunes are the characters beyond Latin-1 that the game writes, and
// the quotes and dashes a text may take up next.
const moreRunes = "–—‘’“”•…‹›←↑→↓−≤≥×▶◀\ufffd"

// cut makes a game's font from a Go font.
func cut(ttf []byte) ([]byte, error) {
	ttf, err := subset.Alias(ttf, '0', "zero.empty")
	if err != nil {
		return nil, err
	}
	if ttf, err = subset.Font(ttf, keepRune); err != nil {
		return nil, err
	}
	// The rasteriser runs no hinting programs and reads no names.
	return subset.Drop(ttf, "fpgm", "prep", "cvt ", "gasp", "name")
}

// The embedded fonts are the Go fonts of golang.org/x/image cut by
// keepRune: go test ./scenes/ui -run Fonts -update-fonts makes them again.
func TestFontsAreTheGoFontsCut(t *testing.T) {
	for _, tc := range []struct {
		file      string
		src, have []byte
	}{
		{"fonts/go-regular.ttf", goregular.TTF, regularTTF},
		{"fonts/go-bold.ttf", gobold.TTF, boldTTF},
	} {
		want, err := cut(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		if *updateFonts {
			if err := os.WriteFile(tc.file, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !bytes.Equal(tc.have, want) {
			t.Errorf("%s is not the Go font cut by keepRune: run go test ./scenes/ui -run Fonts -update-fonts", tc.file)
		}
	}
}

// Every character the game's texts use (its string literals and its text
// files) that the Go fonts draw keeps its outline.
func TestFontsCoverTheTexts(t *testing.T) {
	root := filepath.Join("..", "..")
	seen := map[rune]string{}
	note := func(s, where string) {
		for _, r := range s {
			if _, ok := seen[r]; !ok && r > 0x7e {
				seen[r] = where
			}
		}
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "web") {
			return filepath.SkipDir
		}
		switch {
		case strings.HasSuffix(path, "_test.go"):
		case strings.HasSuffix(path, ".go"):
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && (lit.Kind == token.STRING || lit.Kind == token.CHAR) {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						note(s, path)
					}
				}
				return true
			})
		case strings.HasSuffix(path, ".txt"):
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			note(string(b), path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) == 0 {
		t.Fatal("found no text beyond ASCII: the walk missed the sources")
	}
	orig, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for r, where := range seen {
		if g, err := orig.GlyphIndex(&buf, r); err != nil || g == 0 {
			continue // the Go fonts have no such glyph either
		}
		if !keepRune(r) {
			t.Errorf("%q (U+%04X, in %s) has no outline in the game's fonts: add it to keepRune", r, r, where)
		}
	}
}
