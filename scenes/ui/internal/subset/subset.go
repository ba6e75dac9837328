// Package subset cuts a TrueType font down to the glyphs a program shows.
// The glyphs left out keep their numbers, advances and cmap entries but
// lose their outlines, so only the glyf and loca tables change: every
// other table is copied as it is. The game embeds the Go fonts cut this
// way (scenes/ui/fonts), which keeps the outlines of scripts it never
// writes out of the browser's download.
package subset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// Font returns the TrueType font ttf with the outlines of only glyph 0,
// the glyphs of the runes keep accepts (of U+0000 to U+FFFF), the glyphs
// named names and the parts of those that are composites.
func Font(ttf []byte, keep func(rune) bool, names ...string) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("subset: %w", err)
	}
	tables, order, err := directory(ttf)
	if err != nil {
		return nil, err
	}
	head, loca, glyf, maxp := tables["head"], tables["loca"], tables["glyf"], tables["maxp"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil {
		return nil, errors.New("subset: not a TrueType font with outlines")
	}
	long := binary.BigEndian.Uint16(head[50:]) == 1
	n := int(binary.BigEndian.Uint16(maxp[4:]))
	offsets, err := readLoca(loca, n, long, len(glyf))
	if err != nil {
		return nil, err
	}

	kept := make([]bool, n)
	kept[0] = true
	var buf sfnt.Buffer
	for r := rune(0); r <= 0xffff; r++ {
		if !keep(r) {
			continue
		}
		if g, err := f.GlyphIndex(&buf, r); err == nil && g != 0 && int(g) < n {
			kept[g] = true
		}
	}
	for _, name := range names {
		found := false
		for g := range n {
			if s, _ := f.GlyphName(&buf, sfnt.GlyphIndex(g)); s == name {
				kept[g], found = true, true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("subset: no glyph named %q", name)
		}
	}
	// A composite needs its components: follow them until none is new.
	for changed := true; changed; {
		changed = false
		for g := range n {
			if !kept[g] {
				continue
			}
			parts, err := components(glyf[offsets[g]:offsets[g+1]])
			if err != nil {
				return nil, fmt.Errorf("subset: glyph %d: %w", g, err)
			}
			for _, c := range parts {
				if c >= n {
					return nil, fmt.Errorf("subset: glyph %d names glyph %d of %d", g, c, n)
				}
				if !kept[c] {
					kept[c], changed = true, true
				}
			}
		}
	}

	var newGlyf, newLoca []byte
	put := func(off int) {
		if long {
			newLoca = binary.BigEndian.AppendUint32(newLoca, uint32(off))
		} else {
			newLoca = binary.BigEndian.AppendUint16(newLoca, uint16(off/2))
		}
	}
	for g := range n {
		put(len(newGlyf))
		if kept[g] {
			newGlyf = append(newGlyf, glyf[offsets[g]:offsets[g+1]]...)
			for len(newGlyf)%4 != 0 { // the short loca needs even offsets; 4 suits both
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	put(len(newGlyf))
	if !long && len(newGlyf) > 2*0xffff {
		return nil, errors.New("subset: the glyphs kept outgrow the short loca format")
	}
	tables["glyf"], tables["loca"] = newGlyf, newLoca
	return assemble(ttf[:4], tables, order), nil
}

// directory reads the table directory of ttf: each table's bytes by tag,
// and the tags in the directory's order.
func directory(ttf []byte) (map[string][]byte, []string, error) {
	if len(ttf) < 12 {
		return nil, nil, errors.New("subset: too short for a font")
	}
	num := int(binary.BigEndian.Uint16(ttf[4:]))
	tables := map[string][]byte{}
	var order []string
	for i := range num {
		rec := 12 + 16*i
		if rec+16 > len(ttf) {
			return nil, nil, errors.New("subset: table directory cut short")
		}
		tag := string(ttf[rec : rec+4])
		off, size := int(binary.BigEndian.Uint32(ttf[rec+8:])), int(binary.BigEndian.Uint32(ttf[rec+12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, nil, fmt.Errorf("subset: table %q out of the file", tag)
		}
		tables[tag] = ttf[off : off+size]
		order = append(order, tag)
	}
	return tables, order, nil
}

// readLoca returns the n+1 offsets of the glyphs in glyf.
func readLoca(loca []byte, n int, long bool, glyfLen int) ([]int, error) {
	offsets := make([]int, n+1)
	for g := range n + 1 {
		switch {
		case long && 4*g+4 <= len(loca):
			offsets[g] = int(binary.BigEndian.Uint32(loca[4*g:]))
		case !long && 2*g+2 <= len(loca):
			offsets[g] = 2 * int(binary.BigEndian.Uint16(loca[2*g:]))
		default:
			return nil, errors.New("subset: loca cut short")
		}
		if offsets[g] > glyfLen || (g > 0 && offsets[g] < offsets[g-1]) {
			return nil, fmt.Errorf("subset: glyph %d out of glyf", g)
		}
	}
	return offsets, nil
}

// The flags of a composite glyph's component.
const (
	argsAreWords   = 0x0001
	haveScale      = 0x0008
	moreComponents = 0x0020
	haveXYScale    = 0x0040
	haveTwoByTwo   = 0x0080
)

// components returns the glyphs a composite glyph is made of (none for a
// simple glyph or an empty one).
func components(g []byte) ([]int, error) {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil, nil
	}
	var parts []int
	for at := 10; ; {
		if at+4 > len(g) {
			return nil, errors.New("composite cut short")
		}
		flags := binary.BigEndian.Uint16(g[at:])
		parts = append(parts, int(binary.BigEndian.Uint16(g[at+2:])))
		at += 4
		if flags&argsAreWords != 0 {
			at += 4
		} else {
			at += 2
		}
		switch {
		case flags&haveScale != 0:
			at += 2
		case flags&haveXYScale != 0:
			at += 4
		case flags&haveTwoByTwo != 0:
			at += 8
		}
		if flags&moreComponents == 0 {
			return parts, nil
		}
	}
}

// assemble writes a font of the tables in order, each at a four-byte
// boundary with its checksum, and head's checksum adjustment.
func assemble(version []byte, tables map[string][]byte, order []string) []byte {
	tags := slices.Sorted(slices.Values(order)) // the directory is sorted by tag
	num := len(tags)
	pow, log := 1, 0
	for pow*2 <= num {
		pow, log = pow*2, log+1
	}
	out := append([]byte(nil), version...)
	out = binary.BigEndian.AppendUint16(out, uint16(num))
	out = binary.BigEndian.AppendUint16(out, uint16(16*pow))
	out = binary.BigEndian.AppendUint16(out, uint16(log))
	out = binary.BigEndian.AppendUint16(out, uint16(16*(num-pow)))
	dir := len(out)
	out = append(out, make([]byte, 16*num)...)
	headAt := -1
	for i, tag := range tags {
		data := tables[tag]
		off := len(out)
		if tag == "head" {
			headAt = off
			data = append([]byte(nil), data...)
			binary.BigEndian.PutUint32(data[8:], 0) // checkSumAdjustment, set below
		}
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(out[off:]))
		binary.BigEndian.PutUint32(rec[8:], uint32(off))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
	}
	if headAt >= 0 {
		binary.BigEndian.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	}
	return out
}

// checksum is the sum of b's big-endian 32-bit words (b padded to four
// bytes).
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// Alias returns a copy of the TrueType font ttf in which the rune r is
// drawn with the glyph named name: r's own glyph becomes a composite of
// that glyph alone, at no offset and with its metrics (the Go fonts'
// "zero.empty", a zero without the slash, which only a glyph substitution
// would reach otherwise). The composite record (18 bytes) is written over
// r's own outline, which must be at least as long; the bytes left over are
// never read, as the record's flags say no component follows.
func Alias(ttf []byte, r rune, name string) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("subset: %w", err)
	}
	var buf sfnt.Buffer
	dst, err := f.GlyphIndex(&buf, r)
	if err != nil || dst == 0 {
		return nil, fmt.Errorf("subset: the font has no %q (%v)", r, err)
	}
	src := -1
	for g := f.NumGlyphs() - 1; g > 0 && src < 0; g-- {
		if s, _ := f.GlyphName(&buf, sfnt.GlyphIndex(g)); s == name {
			src = g
		}
	}
	if src < 0 {
		return nil, fmt.Errorf("subset: the font has no glyph %q", name)
	}
	return Composite(ttf, uint16(dst), uint16(src))
}

// Composite returns a copy of the TrueType font ttf in which glyph dst is
// a composite of glyph src alone (see Alias).
func Composite(ttf []byte, dst, src uint16) ([]byte, error) {
	tables, _, err := directory(ttf)
	if err != nil {
		return nil, err
	}
	head, loca, glyf, maxp := tables["head"], tables["loca"], tables["glyf"], tables["maxp"]
	if len(head) < 54 || len(maxp) < 6 || len(loca) == 0 || len(glyf) == 0 {
		return nil, errors.New("subset: not a TrueType font with outlines")
	}
	n := int(binary.BigEndian.Uint16(maxp[4:]))
	if int(dst) >= n || int(src) >= n {
		return nil, fmt.Errorf("subset: glyph %d or %d is not among the font's %d", dst, src, n)
	}
	offsets, err := readLoca(loca, n, binary.BigEndian.Uint16(head[50:]) == 1, len(glyf))
	if err != nil {
		return nil, err
	}
	const record = 18 // header 10, flags 2, glyph 2, two 16-bit offsets 4
	d0, d1, s0 := offsets[dst], offsets[dst+1], offsets[src]
	if d1-d0 < record || s0+10 > offsets[src+1] {
		return nil, fmt.Errorf("subset: glyph %d has no room for a composite", dst)
	}
	out := append([]byte(nil), ttf...)
	at := indexIn(ttf, glyf) // glyf is a slice of ttf: out has it at the same place
	g := out[at+d0 : at+d1]
	clear(g)
	g[0], g[1] = 0xff, 0xff                // numberOfContours -1: a composite
	copy(g[2:10], glyf[s0+2:s0+10])        // the bounds of src
	const flags = 0x0001 | 0x0002 | 0x0200 // 16-bit offsets, as x and y; use src's metrics
	binary.BigEndian.PutUint16(g[10:], flags)
	binary.BigEndian.PutUint16(g[12:], src)
	return out, nil
}

// indexIn is where the slice part of whole begins in it.
func indexIn(whole, part []byte) int {
	return cap(whole) - cap(part)
}

// Drop returns the font ttf without the tables tags, and with the glyph
// names of its post table left out (its version 3).
func Drop(ttf []byte, tags ...string) ([]byte, error) {
	tables, order, err := directory(ttf)
	if err != nil {
		return nil, err
	}
	for _, tag := range tags {
		if _, ok := tables[tag]; !ok {
			return nil, fmt.Errorf("subset: the font has no table %q", tag)
		}
		delete(tables, tag)
		order = slices.DeleteFunc(order, func(t string) bool { return t == tag })
	}
	if post := tables["post"]; len(post) >= 32 {
		post = append([]byte(nil), post[:32]...)
		binary.BigEndian.PutUint32(post, 0x00030000)
		tables["post"] = post
	}
	return assemble(ttf[:4], tables, order), nil
}
