package ui

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTyping: the characters typed and pasted go through their filters
// up to the room there is, the first replaces a Fresh text, Backspace
// takes one back, Delete clears, Enter is reported, and a clipboard that
// cannot be read says why.
func TestTyping(t *testing.T) {
	upper := func(r rune) (rune, bool) { return r - 'a' + 'A', r >= 'a' && r <= 'z' }
	tests := []struct {
		name        string
		start       string
		fresh       bool
		chars       string
		paste       string
		readErr     error
		keys        []ebiten.Key
		want        string
		changed, ok bool // ok: Enter reported
		err         bool
	}{
		{name: "typed", start: "ab", chars: "cd1", want: "abCD", changed: true},
		{name: "fresh", start: "ab", fresh: true, chars: "c", want: "C", changed: true},
		{name: "fresh kept", start: "ab", fresh: true, chars: "1", want: "ab"},
		{name: "room", start: "abcde", chars: "fg", want: "abcdeF", changed: true},
		{name: "pasted", start: "a", paste: "x\ny", keys: []ebiten.Key{ebiten.KeyV}, want: "ax\ny", changed: true},
		{name: "backspace", start: "abc", keys: []ebiten.Key{ebiten.KeyBackspace}, want: "ab", changed: true},
		{name: "delete", start: "abc", keys: []ebiten.Key{ebiten.KeyDelete}, want: "", changed: true},
		{name: "enter", start: "abc", keys: []ebiten.Key{ebiten.KeyEnter}, want: "abc", ok: true},
		{name: "unreadable", start: "abc", readErr: errors.New("no tool"), keys: []ebiten.Key{ebiten.KeyV}, want: "abc", err: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ty := Typing{Max: 6, Fresh: tc.fresh,
				Chars: func(dst []rune) []rune { return append(dst, []rune(tc.chars)...) },
				Clip: Clipboard{Read: func() (string, error) {
					return map[bool]string{true: "x\ny"}[tc.paste != ""], tc.readErr
				}}}
			ty.Set(tc.start)
			in := &Input{Keys: tc.keys, Ctrl: tc.paste != "" || tc.readErr != nil}
			changed, enter, err := ty.Update(in, upper, func(r rune) (rune, bool) { return r, r != ' ' })
			if string(ty.Text) != tc.want || changed != tc.changed || enter != tc.ok || (err != nil) != tc.err {
				t.Fatalf("%q, changed %v, enter %v, err %v; want %q, %v, %v, %v", string(ty.Text), changed, enter, err, tc.want, tc.changed, tc.ok, tc.err)
			}
		})
	}
}
