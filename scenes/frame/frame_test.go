package frame

import (
	"encoding/json"
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// counter is a toy puzzle: a number moved up by steps to a goal.
type counter struct {
	goal    int
	solves  int
	moved   int
	escapes int
	keys    func(ctx *ui.Context) ui.Action
	pointer func(ctx *ui.Context)
}

func (c *counter) Keys(ctx *ui.Context) ui.Action {
	if c.keys != nil {
		return c.keys(ctx)
	}
	return ui.KeyAction(ctx.In)
}
func (c *counter) Pointer(ctx *ui.Context) {
	if c.pointer != nil {
		c.pointer(ctx)
	}
}
func (c *counter) Solved(s int) bool      { return s == c.goal }
func (c *counter) Text(s int) string      { return strings.Repeat("|", s) }
func (c *counter) SnapshotParams() any    { return map[string]int{"goal": c.goal} }
func (c *counter) WinText(pos int) string { return "won" }
func (c *counter) Moved()                 { c.moved++ }
func (c *counter) Escape() bool           { c.escapes++; return c.escapes == 1 }
func (c *counter) Solve(ctx *ui.Context)  { c.solves++ }
func (c *counter) Parts() []Part {
	return []Part{{Kind: Head, Name: "title", Rect: ui.R(0, 0, 300, HeaderH)}, {Kind: Main, Name: "line", Rect: ui.R(0, HeaderH, ui.Width, ui.BarTop-HeaderH)}}
}
func (c *counter) PaintPart(*ebiten.Image, *ui.Context, int) {}
func (c *counter) DrawPart(*ebiten.Image, *ui.Context, int)  {}
func step(s, m int) (int, error) {
	if m <= 0 {
		return s, errors.New("steps go up")
	}
	return s + m, nil
}

type rig struct {
	f   Frame[int, int]
	c   *counter
	in  ui.Input
	st  ui.Status
	pr  ui.Prefs
	ctx ui.Context
	scr ui.Rect
}

func newRig(t *testing.T) *rig {
	t.Helper()
	r := &rig{c: &counter{goal: 3}, pr: ui.DefaultPrefs()}
	r.f.Init(r.c, ui.NewBar(ui.NewEnv()), ui.Help{})
	r.f.Reset(0, step, func(int, int) int { return 2 })
	r.in.X, r.in.Y = -100, -100
	return r
}

func (r *rig) tick(t *testing.T, keys ...ebiten.Key) {
	t.Helper()
	r.in.Keys = append(r.in.Keys[:0], keys...)
	r.ctx = ui.Context{In: &r.in, Prefs: &r.pr, Status: &r.st, Screen: r.scr}
	if err := r.f.Update(&r.ctx); err != nil {
		t.Fatal(err)
	}
	r.in.Keys = r.in.Keys[:0]
}

func (r *rig) status() string { s, _ := r.st.Text(); return s }

func TestSharedActions(t *testing.T) {
	r := newRig(t)
	if err := r.f.Ses.Do(1); err != nil {
		t.Fatal(err)
	}
	for range 10 {
		r.tick(t)
	}
	tests := []struct {
		name    string
		key     ebiten.Key
		request ui.Request
		status  string
		pos     int
	}{
		{"undo", ebiten.KeyZ, ui.None, "", 0},
		{"nothing to undo", ebiten.KeyZ, ui.None, "Nothing to undo", 0},
		{"redo", ebiten.KeyY, ui.None, "", 1},
		{"nothing to redo", ebiten.KeyY, ui.None, DefaultNoRedo, 1},
		{"restart", ebiten.KeyR, ui.None, DefaultRestarted, 2},
		{"faster", ebiten.KeyEqual, ui.Settings, "", 2},
		{"mute", ebiten.KeyM, ui.ToggleMute, "", 2},
		{"full screen", ebiten.KeyF, ui.ToggleFullscreen, "", 2},
	}
	for _, tc := range tests {
		r.st.Clear()
		r.tick(t, tc.key)
		if r.ctx.Request != tc.request {
			t.Errorf("%s: request %v, want %v", tc.name, r.ctx.Request, tc.request)
		}
		for range 10 {
			r.tick(t)
		}
		if got := r.status(); got != tc.status {
			t.Errorf("%s: status %q, want %q", tc.name, got, tc.status)
		}
		if r.f.Ses.Target() != tc.pos {
			t.Errorf("%s: at entry %d, want %d", tc.name, r.f.Ses.Target(), tc.pos)
		}
	}
	if r.pr.Speed != 3 {
		t.Errorf("faster: speed index %d in the prefs, want 3", r.pr.Speed)
	}
	// Every move along the history told the board (undo, redo, restart),
	// even those with nothing to do.
	if r.c.moved != 5 {
		t.Errorf("the board heard %d moves of the history, want 5", r.c.moved)
	}
	// Space with nothing ahead solves; S solves.
	r.tick(t, ebiten.KeySpace)
	r.tick(t, ebiten.KeyS)
	if r.c.solves != 2 {
		t.Errorf("%d solves, want 2", r.c.solves)
	}
}

func TestRequestsOfOneTick(t *testing.T) {
	tests := []struct {
		name    string
		key     ebiten.Key
		request ui.Request
	}{
		{"mute", ebiten.KeyM, ui.ToggleMute},
		{"full screen", ebiten.KeyF11, ui.ToggleFullscreen},
		{"slower", ebiten.KeyMinus, ui.Settings},
	}
	for _, tc := range tests {
		r := newRig(t)
		r.tick(t, tc.key)
		if r.ctx.Request != tc.request {
			t.Errorf("%s: request %v, want %v", tc.name, r.ctx.Request, tc.request)
		}
	}
}

func TestEscapeOrder(t *testing.T) {
	r := newRig(t)
	r.tick(t, ebiten.KeyH)
	if !r.f.Help {
		t.Fatal("H did not open the help")
	}
	r.tick(t, ebiten.KeyEscape) // closes the help
	if r.f.Help || r.ctx.Request == ui.ToMenu || r.c.escapes != 0 {
		t.Fatalf("Esc over the help: help %v, request %v, board escapes %d", r.f.Help, r.ctx.Request, r.c.escapes)
	}
	r.tick(t, ebiten.KeyEscape) // the board's own selection
	if r.ctx.Request == ui.ToMenu || r.c.escapes != 1 {
		t.Fatalf("Esc over the board's selection: request %v, escapes %d", r.ctx.Request, r.c.escapes)
	}
	r.tick(t, ebiten.KeyEscape)
	if r.ctx.Request != ui.ToMenu {
		t.Fatalf("Esc with nothing open: request %v, want the menu", r.ctx.Request)
	}
	// A press anywhere closes the help and goes no further.
	r.tick(t, ebiten.KeyH)
	r.in.X, r.in.Y, r.in.Pressed = 400, 300, true
	r.tick(t)
	if r.f.Help || r.in.Pressed {
		t.Fatalf("a press over the help: help %v", r.f.Help)
	}
}

func TestTheBoardsKeysComeFirst(t *testing.T) {
	r := newRig(t)
	r.c.keys = func(ctx *ui.Context) ui.Action { return ui.NoAction } // the board takes every key
	r.tick(t, ebiten.KeyR)
	if r.status() != "" || r.c.moved != 0 {
		t.Fatalf("R reached the frame: status %q", r.status())
	}
}

func TestWinAnnouncedOnce(t *testing.T) {
	r := newRig(t)
	for _, m := range []int{1, 2} {
		if err := r.f.Ses.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	wins := 0
	for range 30 {
		r.st.Clear()
		r.tick(t)
		if s, tone := r.st.Text(); s == "won" && tone == ui.Win {
			wins++
		}
	}
	if wins != 1 || !r.f.Won() {
		t.Fatalf("the win was said %d times (won %v), want once", wins, r.f.Won())
	}
	snap := r.f.Snapshot()
	if snap.Position != "|||" || snap.Moves != 2 || !snap.Won || !snap.Idle || snap.Playing {
		t.Fatalf("snapshot %+v", snap)
	}
	// Undone and done again, it is a new win.
	r.tick(t, ebiten.KeyZ)
	for range 10 {
		r.tick(t)
	}
	r.st.Clear()
	r.tick(t, ebiten.KeyY)
	for range 10 {
		r.tick(t)
	}
	if s, _ := r.st.Text(); s != "won" {
		t.Fatalf("after undo and redo the status is %q", s)
	}
}

// size is a toy puzzle's parameters.
type size struct {
	N, K int
	Odd  bool
}

func table() *Params[size] {
	return &Params[size]{
		Default: size{N: 5, K: 2},
		Check: func(p size) error {
			if p.Odd && p.N%2 == 0 {
				return errors.New("odd wants an odd n")
			}
			return nil
		},
		List: []Param[size]{
			{Name: "n", Label: "N", X: 300, Min: 1, Max: 9,
				Get: func(p size) int { return p.N }, Set: func(p *size, v int) { p.N = v }},
			{Name: "k", Label: "K", X: 500, Choices: []int{2, 3},
				Get: func(p size) int { return p.K }, Set: func(p *size, v int) { p.K = v }},
			{Name: "odd", Flag: "only-odd", Label: "odd", X: 600, Bool: true,
				Get: func(p size) int { return map[bool]int{true: 1}[p.Odd] }, Set: func(p *size, v int) { p.Odd = v == 1 }},
		},
	}
}

func TestParamsDecode(t *testing.T) {
	tests := []struct {
		saved string
		want  size
		err   string
	}{
		{``, size{5, 2, false}, ""},
		{`{}`, size{5, 2, false}, ""},
		{`{"n":7}`, size{7, 2, false}, ""},
		{`{"n":7,"k":3,"odd":true}`, size{7, 3, true}, ""},
		{`{"n":10}`, size{5, 2, false}, "n must be 1..9, got 10"},
		{`{"k":4}`, size{5, 2, false}, "k must be 2 or 3, got 4"},
		{`{"n":"five"}`, size{5, 2, false}, "settings: n:"},
		{`{"odd":1}`, size{5, 2, false}, "settings: odd:"},
		{`{"n":4,"odd":true}`, size{5, 2, false}, "odd wants an odd n"},
		{`[1]`, size{5, 2, false}, "settings:"},
	}
	for _, tc := range tests {
		got, err := table().Decode(json.RawMessage(tc.saved))
		if got != tc.want || (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("Decode(%s) = %+v, %v; want %+v, %q", tc.saved, got, err, tc.want, tc.err)
		}
	}
}

func TestParamsSectionArgsAndFlags(t *testing.T) {
	ps := table()
	p := size{N: 7, K: 3, Odd: true}
	js, err := json.Marshal(ps.Section(p))
	if err != nil || string(js) != `{"n":7,"k":3,"odd":true}` {
		t.Fatalf("section %s, %v", js, err)
	}
	if ps.Section(p) != ps.Section(p) || ps.Section(p) == ps.Section(ps.Default) {
		t.Fatal("sections do not compare as values")
	}
	if v, ok := ps.Section(p).Get("k"); !ok || v != 3 {
		t.Fatalf("Get(k) = %d, %v", v, ok)
	}
	args := ps.Args(p)
	if got := strings.Join(args, " "); got != "-n=7 -k=3 -only-odd=true" {
		t.Fatalf("args %q", got)
	}
	// The args, parsed by the puzzle's flags, give p back over the defaults;
	// a flag not given leaves the value.
	fs := flag.NewFlagSet("toy", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Int("n", 5, "")
	fs.Int("k", 2, "")
	fs.Bool("only-odd", false, "")
	if err := fs.Parse(args[1:]); err != nil {
		t.Fatal(err)
	}
	got := ps.Default
	ps.FromFlags(fs, &got)
	if got != (size{N: 5, K: 3, Odd: true}) {
		t.Fatalf("from the flags %v: %+v", args[1:], got)
	}
}

func TestParamsClick(t *testing.T) {
	ps := table()
	tests := []struct {
		name string
		i    int
		from size
		want size
	}{
		{"n", 1, size{N: 5, K: 2}, size{N: 6, K: 2}},
		{"n", 0, size{N: 5, K: 2}, size{N: 4, K: 2}},
		{"k", 1, size{N: 5, K: 2}, size{N: 5, K: 3}},
		{"odd", 0, size{N: 5, K: 2}, size{N: 5, K: 2, Odd: true}},
	}
	for _, tc := range tests {
		x, y, w, h, ok := ps.Box(tc.name, tc.i)
		if !ok {
			t.Fatalf("no control %d of %s", tc.i, tc.name)
		}
		in := ui.Input{X: x + w/2, Y: y + h/2, Pressed: true}
		got, hit := ps.Click(&ui.Context{In: &in}, tc.from)
		if !hit || got != tc.want || in.Pressed {
			t.Errorf("%s %d: %+v, hit %v; want %+v", tc.name, tc.i, got, hit, tc.want)
		}
	}
	in := ui.Input{X: 100, Y: 20, Pressed: true}
	if _, hit := ps.Click(&ui.Context{In: &in}, ps.Default); hit {
		t.Error("a press beside the controls hit one")
	}
	if _, _, _, _, ok := ps.Box("n", 2); ok {
		t.Error("a stepper has a third button")
	}
}

func TestWrappingStepper(t *testing.T) {
	ps := &Params[size]{List: []Param[size]{{Name: "n", X: 300, Min: 2, Max: 9, Wrap: true,
		MaxOf: func(p size) int { return p.K },
		Get:   func(p size) int { return p.N }, Set: func(p *size, v int) { p.N = v }}}}
	press := func(i int, p size) size {
		x, y, _, _, _ := ps.Box("n", i)
		in := ui.Input{X: x + 5, Y: y + 5, Pressed: true}
		got, _ := ps.Click(&ui.Context{In: &in}, p)
		return got
	}
	if got := press(0, size{N: 2, K: 4}); got.N != 4 {
		t.Errorf("− at the least gave %d, want the most the others allow, 4", got.N)
	}
	if got := press(1, size{N: 4, K: 4}); got.N != 2 {
		t.Errorf("+ at the most gave %d, want 2", got.N)
	}
}

func TestParamsKeys(t *testing.T) {
	ps := table()
	ps.List[0].Step = []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod}
	ps.List[1].Step = []ebiten.Key{ebiten.KeyK}
	ps.List[2].Step = []ebiten.Key{ebiten.KeyO}
	tests := []struct {
		key   ebiten.Key
		shift bool
		from  size
		want  size
		hit   bool
	}{
		{ebiten.KeyPeriod, false, size{N: 5, K: 2}, size{N: 6, K: 2}, true},
		{ebiten.KeyComma, false, size{N: 5, K: 2}, size{N: 4, K: 2}, true},
		{ebiten.KeyComma, false, size{N: 1, K: 2}, size{N: 0, K: 2}, true}, // the scene says 0 is out of range
		{ebiten.KeyK, false, size{N: 5, K: 3}, size{N: 5, K: 2}, true},     // a choice goes round
		{ebiten.KeyK, true, size{N: 5, K: 2}, size{N: 5, K: 3}, true},
		{ebiten.KeyO, false, size{N: 5, K: 2}, size{N: 5, K: 2, Odd: true}, true},
		{ebiten.KeyX, false, size{N: 5, K: 2}, size{N: 5, K: 2}, false},
	}
	for _, tc := range tests {
		in := ui.Input{Keys: []ebiten.Key{tc.key}, Shift: tc.shift}
		got, hit := ps.Key(&in, tc.from)
		if got != tc.want || hit != tc.hit {
			t.Errorf("%v (shift %v) from %+v: %+v, %v; want %+v, %v", tc.key, tc.shift, tc.from, got, hit, tc.want, tc.hit)
		}
	}
}
