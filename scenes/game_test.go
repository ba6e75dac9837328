package scenes

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"puzzleworks/scenes/graphview"
	"puzzleworks/solver/graph"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/prefs"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// toy is a puzzle made for these tests, so the game is tested through the
// registry alone, as it sees every puzzle: count from 0 up to size.
type toy struct {
	size, at int
	playing  bool
	speed    int
	// tape is a history of at steps of one, each 10 ticks long, that the
	// recorder replays; the toy draws a square at the step it shows.
	tape *replay.Session[int, int]
	bar  *ui.Bar // never drawn: the game finds the graph's button on it
}

// ControlBar is the toy's bar, where the game looks for the graph's button.
func (t *toy) ControlBar() *ui.Bar { return t.bar }

type toySettings struct {
	Size int `json:"size"`
}

func (s toySettings) check() error {
	if s.Size < 1 || s.Size > 9 {
		return fmt.Errorf("size must be 1..9, got %d", s.Size)
	}
	return nil
}

type toyLaunch struct{ size, from int }

func toyPuzzle(name string) ui.Puzzle {
	return ui.Puzzle{
		Name: name, Title: "Toy " + name, Blurb: []string{"Count up."},
		Flags: func(fs *flag.FlagSet) func() (ui.Launch, error) {
			size := fs.Int("size", 3, "the goal")
			from := fs.Int("from", 0, "start here")
			return func() (ui.Launch, error) {
				if *size < 1 || *size > 9 {
					return nil, fmt.Errorf("-size must be 1..9, got %d", *size)
				}
				return toyLaunch{*size, *from}, nil
			}
		},
		New: func(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
			st := toySettings{Size: 3}
			if err := ui.DecodeSettings(saved, &st); err != nil {
				return nil, err
			}
			t := &toy{size: st.Size, bar: ui.NewBar(env).WithGraph()}
			if la, ok := l.(toyLaunch); ok {
				t.size, t.at = la.size, la.from
			}
			t.tape = replay.New(0, func(s, m int) (int, error) { return s + m, nil }, func(int, int) int { return 10 })
			for range t.at {
				t.tape.Do(1)
			}
			t.tape.Seek(t.at)
			return t, nil
		},
		CheckSettings: func(saved json.RawMessage) error {
			st := toySettings{Size: 3}
			if err := ui.DecodeSettings(saved, &st); err != nil {
				return err
			}
			return st.check()
		},
		Migrate: func(old map[string]json.RawMessage) json.RawMessage {
			if v, ok := old[name+"Size"]; ok {
				return json.RawMessage(`{"size":` + string(v) + `}`)
			}
			return nil
		},
	}
}

func (t *toy) Update(ctx *ui.Context) error {
	for _, k := range ctx.In.Keys {
		switch k {
		case ebiten.KeyEscape:
			ctx.Request = ui.ToMenu
		case ebiten.KeyM:
			ctx.Request = ui.ToggleMute
		case ebiten.KeyPeriod:
			t.size++
			ctx.Request = ui.Settings
		case ebiten.KeyEqual:
			t.speed++
			ctx.Prefs.Speed = t.speed
			ctx.Request = ui.Settings
		}
	}
	if t.playing && t.at < t.size {
		t.at++
	}
	t.tape.Tick()
	return nil
}

func (t *toy) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ctx.Paint.Rect(dst, ctx.View, 0, 0, ui.Width, ui.Height, color.RGBA{0x40, 0x80, 0xe0, 0xff})
	f := t.tape.Shown()
	x := 100 * (float64(f.From) + float64(f.Done)/float64(max(1, f.Total)))
	ctx.Paint.Rect(dst, ctx.View, x, 300, 100, 100, color.RGBA{0xf2, 0xa3, 0x1b, 0xff})
}
func (t *toy) Tape() ui.Tape         { return t.tape }
func (t *toy) Solve(ctx *ui.Context) { t.playing = true }
func (t *toy) SetSpeed(i int)        { t.speed = i }
func (t *toy) Settings() any         { return toySettings{Size: t.size} }
func (t *toy) Args() []string {
	return []string{"-size=" + strconv.Itoa(t.size), "-from=" + strconv.Itoa(t.at)}
}
func (t *toy) Snapshot() ui.SceneState {
	return ui.SceneState{Params: map[string]int{"size": t.size}, Position: strconv.Itoa(t.at), Moves: t.at,
		Playing: t.playing && t.at < t.size, Idle: !t.playing || t.at == t.size, Won: t.at == t.size}
}

func toys() []ui.Puzzle { return []ui.Puzzle{toyPuzzle("alpha"), toyPuzzle("beta")} }

// memStore is a settings store in memory that can be told to fail.
type memStore struct {
	prefs   ui.Prefs
	loadErr error
	saveErr error
	saves   int
}

func (s *memStore) Load() (ui.Prefs, error) { return s.prefs, s.loadErr }
func (s *memStore) Save(p ui.Prefs) error {
	if s.saveErr != nil {
		return s.saveErr
	}
	s.prefs = p
	s.saves++
	return nil
}

// newOnLoop builds a game on the loop's thread, inside a frame, for a test
// that draws it. New made on the test's goroutine, while the loop runs,
// leaves its start-up drawing (the painter's white image) to Ebitengine's
// deferred queue, and that drawing is now and then lost: every rectangle
// the painter draws then comes out transparent (no scene, no notice, no
// progress card, a recording whose frames are all alike).
func newOnLoop(t *testing.T, l *scenetest.Loop, opts Options) *Game {
	t.Helper()
	var err error
	g := scenetest.OnLoop(l, func() *Game {
		g, e := New(opts)
		err = e
		return g
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func step(t *testing.T, g *Game) {
	t.Helper()
	if err := g.Step(); err != nil {
		t.Fatal(err)
	}
	in := g.Input()
	in.Pressed, in.Released = false, false
	in.Keys = in.Keys[:0]
}

func key(t *testing.T, g *Game, k ebiten.Key) {
	g.Input().Keys = append(g.Input().Keys, k)
	step(t, g)
}

func TestMenuOpensAndEscReturns(t *testing.T) {
	g, err := New(Options{Puzzles: toys()})
	if err != nil {
		t.Fatal(err)
	}
	if g.Snapshot().Scene != "menu" {
		t.Fatal("the game does not start at the menu")
	}
	// A click on the first card's picture opens the puzzle to play.
	x, y := g.menu.CardPos(0)
	in := g.Input()
	in.X, in.Y, in.Pressed, in.Down = x+50, y+50, true, true
	step(t, g)
	if s := g.Snapshot(); s.Scene != "alpha" || s.Playing {
		t.Fatalf("clicking the card: %+v", s)
	}
	key(t, g, ebiten.KeyEscape)
	if g.Snapshot().Scene != "menu" {
		t.Fatal("Esc did not return to the menu")
	}
	key(t, g, ebiten.KeyRight)
	key(t, g, ebiten.KeyEnter)
	if g.Snapshot().Scene != "beta" {
		t.Fatal("Enter did not open the focused puzzle")
	}
	key(t, g, ebiten.KeyEscape)
	// The Watch button opens the puzzle and plays its solution.
	bx, by := g.menu.WatchButton(0)
	in.X, in.Y, in.Pressed, in.Down = bx+5, by+5, true, true
	step(t, g)
	if s := g.Snapshot(); s.Scene != "alpha" || !s.Playing {
		t.Fatalf("Watch: %+v", s)
	}
	key(t, g, ebiten.KeyEscape)
	key(t, g, ebiten.KeyW)
	if s := g.Snapshot(); s.Scene != "alpha" || !s.Playing {
		t.Fatalf("W: %+v", s)
	}
}

func TestLaunchReplayAndSpeed(t *testing.T) {
	g, err := New(Options{Puzzles: toys(), Puzzle: "beta", Launch: toyLaunch{size: 5, from: 2}, Replay: true, Speed: 16})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Snapshot()
	if s.Scene != "beta" || s.Position != "2" || !s.Playing {
		t.Fatalf("launch: %+v", s)
	}
	if g.Scene().(*toy).speed != 6 {
		t.Fatal("-speed not applied")
	}
	for range 5 {
		step(t, g)
	}
	if s := g.Snapshot(); !s.Won || s.Position != "5" {
		t.Fatalf("replay: %+v", s)
	}
	if q := g.Query(); q != "play=beta&size=5&from=5" {
		t.Fatalf("query %q", q)
	}
	data, err := json.Marshal(g.Snapshot())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"scene":"beta"`, `"params":{"size":5}`, `"position":"5"`, `"moves":5`, `"playing":false`, `"idle":true`, `"won":true`, `"status":`, `"muted":false`, `"ticks":5`, `"frameMs":`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("snapshot %s lacks %s", data, want)
		}
	}
}

func TestSettingsAreLoadedAndSaved(t *testing.T) {
	store := &memStore{prefs: ui.Prefs{Muted: true, Speed: 4, Puzzles: map[string]json.RawMessage{"alpha": json.RawMessage(`{"size":7}`)}}}
	g, err := New(Options{Puzzles: toys(), Store: store, Puzzle: "alpha"})
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene().(*toy)
	if sc.size != 7 || sc.speed != 4 {
		t.Fatalf("saved settings not used: %+v", sc)
	}
	key(t, g, ebiten.KeyM)
	if store.prefs.Muted || store.saves != 1 {
		t.Fatalf("mute not saved: %+v after %d saves", store.prefs, store.saves)
	}
	key(t, g, ebiten.KeyEqual)
	if store.prefs.Speed != 5 {
		t.Fatalf("speed not saved: %+v", store.prefs)
	}
	key(t, g, ebiten.KeyPeriod)
	if got := string(store.prefs.Puzzles["alpha"]); got != `{"size":8}` {
		t.Fatalf("section saved as %s", got)
	}
}

func TestBadSettingsChangeNothing(t *testing.T) {
	var logged []string
	store := &memStore{loadErr: errors.New("settings.json: corrupt settings: unexpected end of JSON input")}
	g, err := New(Options{Puzzles: toys(), Store: store, Log: func(s string) { logged = append(logged, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Prefs(); p.Speed != 2 || p.Muted || p.Puzzles != nil {
		t.Fatalf("corrupt settings gave %+v", g.Prefs())
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "settings ignored") {
		t.Fatalf("logged %q", logged)
	}
	if s := g.Snapshot().Status; !strings.Contains(s, "could not be read") {
		t.Fatalf("the player is not told: status %q", s)
	}
	// A file moved aside is named, so the player knows nothing was lost.
	store = &memStore{loadErr: &prefs.MovedError{Cause: errors.New("not JSON"), To: "/home/p/.config/puzzleworks/settings.json.bad"}}
	g, err = New(Options{Puzzles: toys(), Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if s := g.Snapshot().Status; !strings.Contains(s, "the old file is kept as settings.json.bad") {
		t.Fatalf("the moved file is not named: status %q", s)
	}
	// Out-of-range values in a readable file are put back in range.
	store = &memStore{prefs: ui.Prefs{Speed: 99}}
	g, err = New(Options{Puzzles: toys(), Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Prefs(); p.Speed != 2 {
		t.Fatalf("out-of-range settings gave %+v", p)
	}
	// A failing save is reported, and the game goes on.
	store.saveErr = errors.New("disk full")
	key(t, g, ebiten.KeyM)
	if s := g.Snapshot().Status; !strings.Contains(s, "Settings not saved: disk full") {
		t.Fatalf("status %q", s)
	}
}

func TestBrokenSectionsAreDroppedAlone(t *testing.T) {
	tests := []struct {
		name     string
		puzzles  map[string]string
		old      map[string]string
		want     map[string]string
		logWant  string
		tellUser bool
	}{
		{"good sections kept", map[string]string{"alpha": `{"size":4}`, "beta": `{"size":5}`}, nil,
			map[string]string{"alpha": `{"size":4}`, "beta": `{"size":5}`}, "", false},
		{"unknown section dropped", map[string]string{"alpha": `{"size":4}`, "gamma": `{"x":1}`}, nil,
			map[string]string{"alpha": `{"size":4}`}, `section "gamma" dropped: no such puzzle`, false},
		{"broken section dropped", map[string]string{"alpha": `{"size":"big"}`, "beta": `{"size":5}`}, nil,
			map[string]string{"beta": `{"size":5}`}, `section "alpha" dropped`, true},
		{"out of range dropped", map[string]string{"alpha": `{"size":40}`, "beta": `[1,2]`}, nil,
			map[string]string{}, `size must be 1..9, got 40`, true},
		{"old keys migrate", nil, map[string]string{"betaSize": `6`},
			map[string]string{"beta": `{"size":6}`}, "", false},
		{"a section wins over old keys", map[string]string{"beta": `{"size":2}`}, map[string]string{"betaSize": `6`},
			map[string]string{"beta": `{"size":2}`}, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := ui.DefaultPrefs()
			raw := func(m map[string]string) map[string]json.RawMessage {
				if m == nil {
					return nil
				}
				r := map[string]json.RawMessage{}
				for k, v := range m {
					r[k] = json.RawMessage(v)
				}
				return r
			}
			p.Puzzles, p.Old = raw(tc.puzzles), raw(tc.old)
			var logged []string
			g, err := New(Options{Puzzles: toys(), Store: &memStore{prefs: p}, Log: func(s string) { logged = append(logged, s) }})
			if err != nil {
				t.Fatal(err)
			}
			got := g.Prefs().Puzzles
			if len(got) != len(tc.want) {
				t.Fatalf("sections %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if string(got[k]) != v {
					t.Errorf("section %s = %s, want %s", k, got[k], v)
				}
			}
			if tc.logWant != "" && !strings.Contains(strings.Join(logged, "\n"), tc.logWant) {
				t.Errorf("logged %q, want %q", logged, tc.logWant)
			}
			if s := g.Snapshot().Status; strings.Contains(s, "reset") != tc.tellUser {
				t.Errorf("status %q", s)
			}
		})
	}
}

func TestUnknownPuzzleIsAnError(t *testing.T) {
	if _, err := New(Options{Puzzles: toys(), Puzzle: "chess"}); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Fatalf("got %v", err)
	}
	if _, err := New(Options{}); err == nil {
		t.Fatal("a game without puzzles was made")
	}
}

func TestRenderMenu(t *testing.T) {
	l := scenetest.Current(t)
	g := newOnLoop(t, l, Options{Puzzles: toys()})
	g.SetView(ui.Identity)
	// The first frame shows the cards at once; the pictures follow, one a frame.
	l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	if g.Ready() {
		t.Fatal("pictures drawn in the first frame")
	}
	for i := 0; i < 5 && !g.Ready(); i++ {
		l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	}
	if !g.Ready() {
		t.Fatal("pictures not drawn")
	}
	img := l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	// The card's picture shows the toy's blue.
	x, y := g.menu.CardPos(0)
	c := scenetest.Average(img, int(x)+100, int(y)+60, 40, 10)
	if c.B < 150 || c.B < c.R {
		t.Fatalf("card picture shows %v, want the toy's blue", c)
	}
}

// TestNotice: the parts of a link the game left out stay on screen, in the
// snapshot's status too, until the player acts; a tap on the notice does
// nothing else.
func TestNotice(t *testing.T) {
	l := scenetest.Current(t)
	g := newOnLoop(t, l, Options{Puzzles: toys(), Puzzle: "alpha"})
	g.SetView(ui.Identity)
	long := strings.Repeat("n = 99: the scene shows 1 to 9; showing 3. ", 30)
	g.Notify([]string{"size = \"99\": want 1..9; showing 3", long})
	for range 600 { // ten seconds: a status line would have faded
		step(t, g)
	}
	s := g.Snapshot()
	if !strings.HasPrefix(s.Status, "size = \"99\": want 1..9; showing 3\n") || len([]rune(s.Status)) > 300 {
		t.Fatalf("status %q (%d characters)", s.Status, len([]rune(s.Status)))
	}
	img := l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	n := &g.notice
	if n.y+n.h > ui.BarTop || n.x < 0 || n.x+n.w > ui.Width {
		t.Fatalf("notice at %v,%v %vx%v leaves the space above the bar", n.x, n.y, n.w, n.h)
	}
	for _, line := range n.lines {
		if w := g.fonts.Measure(line, noticeBody, false); w > n.w-2*noticePad {
			t.Errorf("line %q is %.0f wide in a box of %.0f", line, w, n.w)
		}
	}
	// Its fill, not the toy's blue, at its middle.
	if c := scenetest.Average(img, int(n.x+n.w-30), int(n.y+n.h/2), 10, 4); !scenetest.Near(c, noticeFill, 8) {
		t.Fatalf("notice shows %v, want %v", c, noticeFill)
	}
	// A tap on the notice takes it away and nothing else.
	in := g.Input()
	in.X, in.Y, in.Pressed, in.Down = n.x+40, n.y+40, true, true
	step(t, g)
	if s := g.Snapshot(); s.Status != "" || g.notice.active() || s.Scene != "alpha" {
		t.Fatalf("after a tap: %+v", s)
	}
	img = l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	if c := scenetest.Average(img, 640, 200, 10, 4); c.B < 150 {
		t.Fatalf("the scene does not show after the notice: %v", c)
	}
	// A key takes it away and does its work.
	g.Notify([]string{"x"})
	key(t, g, ebiten.KeyEscape)
	if s := g.Snapshot(); s.Scene != "menu" || g.notice.active() {
		t.Fatalf("after Esc: %+v", s)
	}
}

// toyPos and toyStep make the toy a move puzzle for the graph: a counter
// stepped up or down, won at its size.
type toyPos int

func (p toyPos) String() string { return strconv.Itoa(int(p)) }

type toyStep int

func (m toyStep) String() string {
	if m > 0 {
		return "up"
	}
	return "down"
}

// exploringToy is the toy with the graph of its positions.
type exploringToy struct {
	*toy
	went []string // the positions GoTo was asked for
}

func (t *exploringToy) Explore() func(yield func()) (*graphview.Model, error) {
	size := t.size
	rules := graph.Rules[toyPos, toyStep]{
		Moves: func(p toyPos) []toyStep {
			var ms []toyStep
			if int(p) < size {
				ms = append(ms, 1)
			}
			if p > 0 {
				ms = append(ms, -1)
			}
			return ms
		},
		Apply: func(p toyPos, m toyStep) (toyPos, error) { return p + toyPos(m), nil },
		Goal:  func(p toyPos) bool { return int(p) == size },
	}
	return func(yield func()) (*graphview.Model, error) { return graphview.Explore(toyPos(0), rules, nil, yield) }
}

func (t *exploringToy) Trail(past, plan []string) ([]string, []string) {
	for i := 0; i <= t.at; i++ {
		past = append(past, strconv.Itoa(i))
	}
	return past, plan
}

func (t *exploringToy) GoTo(ctx *ui.Context, m *graphview.Model, pos string) {
	t.went = append(t.went, pos)
	t.at, _ = strconv.Atoi(pos)
}

func graphToys() []ui.Puzzle {
	p := toyPuzzle("gamma")
	p.Explorable = true
	base := p.New
	p.New = func(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
		sc, err := base(env, saved, l)
		if err != nil {
			return nil, err
		}
		t := sc.(*toy)
		t.size = 4
		return &exploringToy{toy: t}, nil
	}
	return append(toys(), p)
}

// TestGraphPanel: G opens the graph of the toy's positions beside it; a
// click on a position goes there, a touch needs two taps; the search
// replays layer by layer; Esc closes the panel before it leaves the scene.
func TestGraphPanel(t *testing.T) {
	l := scenetest.Current(t)
	if _, err := New(Options{Puzzles: toys(), Puzzle: "alpha", Graph: true}); err == nil {
		t.Fatal("-graph opened a puzzle with no graph")
	}
	g := newOnLoop(t, l, Options{Puzzles: graphToys(), Puzzle: "gamma", Graph: true})
	g.SetView(ui.Identity)
	g.Wait()
	step(t, g)
	s := g.Snapshot()
	if s.Graph == nil || !s.Graph.Open || s.Graph.Nodes != 5 || s.Graph.Edges != 8 || s.Graph.Shortest != 4 || s.Graph.Solutions != "1" {
		t.Fatalf("graph %+v", s.Graph)
	}
	toy := g.Scene().(*exploringToy)
	// A picture drawn at another size (shot -size) shows the panel too.
	small := ebiten.NewImage(640, 360)
	l.Do(func(*ebiten.Image) { g.DrawTo(small) })
	pix := image.NewRGBA(image.Rect(0, 0, 640, 360))
	l.Do(func(*ebiten.Image) { small.ReadPixels(pix.Pix) })
	if c := scenetest.Average(pix, 330, 250, 4, 4); c.R > 0x30 || c.B > 0x40 {
		t.Errorf("the panel is missing from a sized picture: %v", c)
	}
	// The goal's dot is drawn in the goal's colour.
	img := l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	gx, gy := g.graph.Place(4)
	if c := scenetest.Average(img, int(gx)-1, int(gy)-1, 3, 3); !scenetest.Near(c, ui.Good, 40) {
		t.Errorf("the goal's dot shows %v, want %v", c, ui.Good)
	}
	// A click on position 3 goes there.
	x, y := g.graph.Place(3)
	in := g.Input()
	in.X, in.Y, in.Pressed, in.Down = x, y, true, true
	step(t, g)
	if len(toy.went) != 1 || toy.went[0] != "3" {
		t.Fatalf("a click went to %q", toy.went)
	}
	// A tap on position 1 shows it; a second tap goes there.
	x, y = g.graph.Place(1)
	in.X, in.Y, in.Pressed, in.Down, in.Touch = x, y, true, true, true
	step(t, g)
	if len(toy.went) != 1 {
		t.Fatalf("one tap went to %q", toy.went)
	}
	in.Pressed, in.Down = true, true
	step(t, g)
	if len(toy.went) != 2 || toy.went[1] != "1" {
		t.Fatalf("two taps went to %q", toy.went)
	}
	in.Touch = false
	// The search replay finds the positions layer by layer.
	in.X, in.Y = g.graph.SearchButton()
	in.Pressed, in.Down = true, true
	step(t, g)
	found := []int{g.Snapshot().Graph.Found}
	for range 600 {
		step(t, g)
		if f := g.Snapshot().Graph.Found; f != found[len(found)-1] {
			found = append(found, f)
		}
	}
	if !slices.Equal(found, []int{1, 2, 3, 4, 5}) {
		t.Errorf("the search found %v positions, layer by layer", found)
	}
	// Esc closes the panel and stays; a second Esc leaves the puzzle.
	key(t, g, ebiten.KeyEscape)
	if s := g.Snapshot(); s.Scene != "gamma" || s.Graph.Open {
		t.Fatalf("after Esc: %+v", s)
	}
	key(t, g, ebiten.KeyG)
	if !g.Snapshot().Graph.Open {
		t.Fatal("G did not open the panel again")
	}
	x, y = g.graph.CloseButton()
	in.X, in.Y, in.Pressed, in.Down = x, y, true, true
	step(t, g)
	if g.Snapshot().Graph.Open {
		t.Fatal("the close button left the panel open")
	}
	// The control bar's graph button opens it too.
	in.X, in.Y, in.Pressed, in.Down = 1052, ui.BarTop+34, true, true
	step(t, g)
	if !g.Snapshot().Graph.Open {
		t.Fatal("the bar's graph button did not open the panel")
	}
	key(t, g, ebiten.KeyG)
	key(t, g, ebiten.KeyEscape)
	if g.Snapshot().Scene != "menu" {
		t.Fatal("Esc with the panel closed stayed in the puzzle")
	}
}

// TestGraphSearchKeys: while the search replay shows, Space and the arrows
// work it, layer by layer, and not the puzzle.
func TestGraphSearchKeys(t *testing.T) {
	g, err := New(Options{Puzzles: graphToys(), Puzzle: "gamma", Graph: true})
	if err != nil {
		t.Fatal(err)
	}
	g.Wait()
	step(t, g)
	in := g.Input()
	in.X, in.Y = g.graph.SearchButton()
	in.Pressed, in.Down = true, true
	step(t, g)
	key(t, g, ebiten.KeySpace) // pause
	found := func() int { return g.Snapshot().Graph.Found }
	at := found()
	key(t, g, ebiten.KeyArrowRight)
	if found() != at+1 {
		t.Fatalf("→ from %d found %d", at, found())
	}
	key(t, g, ebiten.KeyArrowLeft)
	key(t, g, ebiten.KeyArrowLeft)
	if found() != max(1, at-1) {
		t.Fatalf("← ← from %d found %d", at+1, found())
	}
	for range 10 {
		key(t, g, ebiten.KeyArrowRight)
	}
	if s := g.Snapshot(); s.Graph.Found != 5 || s.Playing || s.Position != "0" {
		t.Fatalf("after stepping to the end: %+v, %+v", s, s.Graph)
	}
}
