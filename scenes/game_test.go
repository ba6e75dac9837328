package scenes

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hanoiscene "puzzleworks/scenes/hanoi"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

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

func TestMenuOpensHanoiAndEscReturns(t *testing.T) {
	g, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Snapshot().Scene != "menu" {
		t.Fatal("the game does not start at the menu")
	}
	// A click on the first card opens the puzzle.
	in := g.Input()
	in.X, in.Y, in.Pressed, in.Down = ui.Width/2, 300, true, true
	step(t, g)
	if g.Snapshot().Scene != "hanoi" {
		t.Fatalf("clicking the card opened %q", g.Snapshot().Scene)
	}
	key(t, g, ebiten.KeyEscape)
	if g.Snapshot().Scene != "menu" {
		t.Fatal("Esc did not return to the menu")
	}
	key(t, g, ebiten.KeyEnter)
	if g.Snapshot().Scene != "hanoi" {
		t.Fatal("Enter did not open the focused puzzle")
	}
}

func TestSettingsAreLoadedAndSaved(t *testing.T) {
	store := &memStore{prefs: ui.Prefs{Muted: true, Speed: 4, HanoiN: 9, HanoiPegs: 4}}
	g, err := New(Options{Store: store, Puzzle: "hanoi"})
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene().(*hanoiscene.Scene)
	if p := sc.Params(); p.N != 9 || p.Pegs != 4 {
		t.Fatalf("saved size not used: %+v", p)
	}
	if sc.Session().SpeedIndex() != 4 {
		t.Fatal("saved speed not used")
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
	if store.prefs.HanoiN != 10 {
		t.Fatalf("stones not saved: %+v", store.prefs)
	}
}

func TestBadSettingsChangeNothing(t *testing.T) {
	var logged []string
	store := &memStore{loadErr: errors.New("settings.json: corrupt settings: unexpected end of JSON input")}
	g, err := New(Options{Store: store, Log: func(s string) { logged = append(logged, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if g.Prefs() != ui.DefaultPrefs() {
		t.Fatalf("corrupt settings gave %+v", g.Prefs())
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "settings ignored") {
		t.Fatalf("logged %q", logged)
	}
	if s := g.Snapshot().Status; !strings.Contains(s, "could not be read") {
		t.Fatalf("the player is not told: status %q", s)
	}
	// Out-of-range values in a readable file are put back in range.
	store = &memStore{prefs: ui.Prefs{Speed: 99, HanoiN: 500, HanoiPegs: 7}}
	g, err = New(Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Prefs(); p.Speed != 2 || p.HanoiN != 6 || p.HanoiPegs != 3 {
		t.Fatalf("out-of-range settings gave %+v", p)
	}
	// A failing save is reported, and the game goes on.
	store.saveErr = errors.New("disk full")
	key(t, g, ebiten.KeyM)
	if s := g.Snapshot().Status; !strings.Contains(s, "Settings not saved: disk full") {
		t.Fatalf("status %q", s)
	}
}

func TestUnknownPuzzleIsAnError(t *testing.T) {
	if _, err := New(Options{Puzzle: "chess"}); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Fatalf("got %v", err)
	}
}

func TestSnapshotFollowsTheGame(t *testing.T) {
	g, err := New(Options{Puzzle: "hanoi", Hanoi: &hanoi.Params{N: 2, Pegs: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StartReplay(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Snapshot().Won; i++ {
		step(t, g)
	}
	s := g.Snapshot()
	if !s.Won || s.Moves != 3 || len(s.Piles[1]) != 2 {
		t.Fatalf("after the replay: %+v", s)
	}
}

func TestRenderMenu(t *testing.T) {
	l := scenetest.Current(t)
	g, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	g.SetView(ui.Identity)
	img := l.Capture(func(s *ebiten.Image) { g.Draw(s) })
	// The card's picture shows the scene's sky: a light blue at its top.
	c := scenetest.Average(img, ui.Width/2-100, 230, 40, 10)
	if c.B < 150 || c.B < c.R {
		t.Fatalf("card picture at the top shows %v, want sky blue", c)
	}
}
