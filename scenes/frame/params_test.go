package frame

import (
	"encoding/json"
	"strings"
	"testing"

	"puzzleworks/scenes/ui"
)

// picker is a header like the grids': a size among named choices placed
// by the scene's layout, a free stepper through a list and a level that is
// a control of the header alone.
func picker(place bool) *Params[size] {
	ps := &Params[size]{
		Default: size{N: 9, K: 0},
		List: []Param[size]{
			{Name: "n", Choices: []int{4, 9, 16}, Names: []string{"four", "nine", "sixteen"}, X: 100,
				Get: func(p size) int { return p.N }, Set: func(p *size, v int) { p.N = v }},
			{Name: "k", X: 300, Free: true, Less: "‹", More: "›", ValueW: 50,
				Get: func(p size) int { return p.K }, Set: func(p *size, v int) { p.K = v }},
			{Name: "odd", Bool: true, Names: []string{"X"}, X: 500, HeadOnly: true,
				Get: func(p size) int { return map[bool]int{true: 1}[p.Odd] }, Set: func(p *size, v int) { p.Odd = v == 1 }},
		},
	}
	if place {
		// The layout puts the choices in a column below the design.
		ps.Place = func(name string, i int) (ui.Rect, bool) {
			if name != "n" {
				return ui.Rect{}, false
			}
			return ui.R(10, 1000+float64(i)*50, 44, 44), true
		}
	}
	return ps
}

func TestPickerControls(t *testing.T) {
	tests := []struct {
		what    string
		place   bool
		name    string
		i       int
		from    size
		want    size
		x, y, w float64
	}{
		{"a named choice", false, "n", 2, size{N: 9}, size{N: 16}, 100 + 2*(button+choiceGap), headerY, button},
		{"a choice placed by the layout", true, "n", 0, size{N: 9}, size{N: 4}, 10, 1000, 44},
		{"the one a layout leaves in the header", true, "k", 1, size{N: 9, K: 3}, size{N: 9, K: 4}, 300 + button + 50, headerY, button},
		{"a free stepper steps past its ends", false, "k", 0, size{N: 9, K: 0}, size{N: 9, K: -1}, 300, headerY, button},
		{"a yes/no with a word: the button alone", false, "odd", 0, size{N: 9}, size{N: 9, Odd: true}, 500, headerY, button},
	}
	for _, tc := range tests {
		ps := picker(tc.place)
		x, y, w, h, ok := ps.Box(tc.name, tc.i)
		if !ok || x != tc.x || y != tc.y || w != tc.w {
			t.Errorf("%s: box %v %v %v %v %v, want at %v, %v, %v wide", tc.what, x, y, w, h, ok, tc.x, tc.y, tc.w)
			continue
		}
		in := ui.Input{X: x + w/2, Y: y + h/2, Pressed: true}
		got, hit := ps.Click(&ui.Context{In: &in}, tc.from)
		if !hit || got != tc.want {
			t.Errorf("%s: %+v, hit %v; want %+v", tc.what, got, hit, tc.want)
		}
	}
	// Right of a yes/no with a word is not the yes/no.
	in := ui.Input{X: 500 + button + 20, Y: headerY + 5, Pressed: true}
	if _, hit := picker(false).Click(&ui.Context{In: &in}, size{N: 9}); hit {
		t.Error("a press right of the X button hit it")
	}
}

func TestHeadOnlyIsNotSaved(t *testing.T) {
	ps := picker(false)
	p := size{N: 16, K: 2, Odd: true}
	data, err := json.Marshal(ps.Section(p))
	if err != nil || string(data) != `{"n":16,"k":2}` {
		t.Errorf("section %s, %v", data, err)
	}
	if got := strings.Join(ps.Args(p), " "); got != "-n=16 -k=2" {
		t.Errorf("args %q", got)
	}
	if got, err := ps.Decode(json.RawMessage(`{"n":4,"odd":true}`)); err != nil || got != (size{N: 4}) {
		t.Errorf("decode %+v, %v", got, err)
	}
	if err := ps.Validate(size{N: 4, K: 7, Odd: true}); err != nil {
		t.Errorf("validate: %v", err)
	}
}

func TestMigrateAndOpen(t *testing.T) {
	keys := map[string]string{"oldN": "n", "oldK": "k"}
	tests := []struct {
		old  string
		want string // the section, "" for none
	}{
		{`{"oldN": 7, "oldK": 3, "other": 1}`, `{"n":7,"k":3,"odd":false}`},
		{`{"oldN": 7}`, `{"n":7,"k":2,"odd":false}`},
		{`{"other": 1}`, ""},
		{`{"oldN": 99}`, ""}, // out of range: nothing is taken over
		{`{"oldN": "x"}`, ""},
	}
	for _, tc := range tests {
		var old map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tc.old), &old); err != nil {
			t.Fatal(err)
		}
		got := table().Migrate(old, keys)
		if string(got) != tc.want {
			t.Errorf("migrate %s: %s, want %q", tc.old, got, tc.want)
		}
	}
	if got := table().Open(json.RawMessage(`{"n": 7}`), nil); got != (size{N: 7, K: 2}) {
		t.Errorf("open %+v", got)
	}
	if got := table().Open(json.RawMessage(`{"n": 70}`), nil); got != table().Default {
		t.Errorf("open of a broken section %+v, want the defaults", got)
	}
}

func TestCast(t *testing.T) {
	var c Cast[string, int]
	if _, ok := c.For(1); ok {
		t.Fatal("a list before one was made")
	}
	c.Begin()
	c.Add(Part{Name: "a"}, "title")
	c.Add(Part{Name: "b"}, "board")
	first := c.Parts()
	c.Begin()
	c.Add(Part{Name: "c"}, "board")
	second := c.Parts()
	if len(first) != 2 || first[0].Name != "a" || len(second) != 1 || second[0].Name != "c" {
		t.Fatalf("the lists %v and %v: a new list overwrote the last", first, second)
	}
	if c.Index("board") != 0 || c.Index("title") != -1 || c.Role(0) != "board" {
		t.Errorf("index %d, %d, role %q", c.Index("board"), c.Index("title"), c.Role(0))
	}
	// The list made for a key is kept for it, and made again for another.
	if got, ok := c.For(1); !ok || len(got) != 1 || got[0].Name != "c" || len(c.Last()) != 1 {
		t.Errorf("for the same key: %v, %v", got, ok)
	}
	if _, ok := c.For(2); ok {
		t.Error("the list of key 1 kept for key 2")
	}
}

// TestShows: the header's sum changes with every value it shows, the
// words of a picker's value and a stepper's limit included, stays put for
// the same values, and costs no allocation.
func TestShows(t *testing.T) {
	ps := picker(false)
	words := "three"
	ps.List[1].Show = func(size) string { return words }
	limit := 20
	ps.List[1].MaxOf = func(size) int { return limit }
	base := size{N: 9, K: 3}
	want := ps.Shows(base)
	if got := ps.Shows(base); got != want {
		t.Fatalf("the same values sum to %x and %x", want, got)
	}
	tests := []struct {
		what   string
		change func() size
	}{
		{"a choice", func() size { return size{N: 16, K: 3} }},
		{"a stepper", func() size { return size{N: 9, K: 4} }},
		{"a yes/no", func() size { return size{N: 9, K: 3, Odd: true} }},
		{"the stepper's words", func() size { words = "four"; return base }},
		{"the stepper's limit", func() size { words = "three"; limit = 21; return base }},
	}
	seen := map[uint64]string{want: "the start"}
	for _, tc := range tests {
		got := ps.Shows(tc.change())
		if was, ok := seen[got]; ok {
			t.Errorf("%s changed: the sum is that of %s", tc.what, was)
		}
		seen[got] = tc.what
	}
	if n := testing.AllocsPerRun(100, func() { ps.Shows(base) }); n != 0 {
		t.Errorf("Shows allocates %v times", n)
	}
}
