package ui

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/replay"
	"puzzleworks/sprites"
)

// Puzzle is one entry of the registry: everything the game, the menu, the
// settings store, the command line and the browser page know of a puzzle.
// The core of the game is puzzle-blind; it only walks the list of entries.
type Puzzle struct {
	Name  string   // as on the command line and in addresses: "hanoi"
	Title string   // the menu card's title: "Towers of Hanoi"
	Blurb []string // the menu card's description, up to three short lines

	// Flags declares the puzzle's parameters (the same flags as `solve`,
	// declared once in solver/<puzzle>) and -from on fs. The function it
	// returns is called after fs.Parse: it checks the values given against
	// the scene's ranges (which may be narrower than the solver's; the
	// message then says so) and returns what New needs to open the puzzle
	// that way. Only flags actually given may override the saved settings.
	Flags func(fs *flag.FlagSet) func() (Launch, error)

	// New makes the scene. saved is the puzzle's own settings section (nil
	// when there is none, or it was dropped as broken); launch is what Flags
	// returned, or nil to open with the saved settings or the defaults.
	// New is called for the menu's thumbnail too, with nil for both.
	New func(env *Env, saved json.RawMessage, launch Launch) (PuzzleScene, error)

	// CheckSettings reports whether a saved settings section can be read
	// and is in range; a section it refuses is dropped with a message.
	CheckSettings func(saved json.RawMessage) error

	// Explorable says the scene shows the graph of every position (G,
	// -graph): its scene implements graphview.Puzzle.
	Explorable bool

	// Migrate, when set, builds the puzzle's section from the keys of an
	// old settings file that had no sections (nil when there is nothing to
	// take over).
	Migrate func(old map[string]json.RawMessage) json.RawMessage
}

// WithText returns the entry with the card's title and blurb of a
// puzzle's words (see ParseWords); words that do not parse put their error
// in the title.
func (p Puzzle) WithText(text string) Puzzle {
	w, err := ParseWords(text)
	if err != nil {
		p.Title, p.Blurb = err.Error(), nil
		return p
	}
	p.Title, p.Blurb = w.Title, w.Blurb
	return p
}

// Launch is what a puzzle's Flags read from the command line or the page's
// address (parameters, -from): opaque to the game, handed back to New.
type Launch any

// PuzzleScene is a puzzle's scene as the game sees it.
type PuzzleScene interface {
	Scene
	// Solve plans the solution from the logical position and plays it
	// (Space with nothing planned, S, -replay). When there is none it says
	// why on the status line.
	Solve(ctx *Context)
	// SetSpeed sets the replay speed by its index (0 is 0.25×, 6 is 16×),
	// from the settings or -speed.
	SetSpeed(index int)
	// Snapshot is the puzzle's part of the game's snapshot.
	Snapshot() SceneState
	// Settings is the scene's settings section as it stands (parameters and
	// options; not the shared ones), encoded as JSON by the game.
	Settings() any
	// Args are the flags that reopen the game exactly as shown: the
	// parameters and -from with the position text, without the leading
	// puzzle name ("-n=6", "-pegs=3", "-from=6,5,4//3,2,1"). The page's
	// address follows them, so a copied address shares the game.
	Args() []string
	// Tape is the scene's history, for the recorder to replay from the start.
	Tape() Tape
}

// Tape is a scene's history as the recorder drives it (a
// replay.Session is one): it replays the game from its first entry and
// then puts the timeline back where the player left it.
type Tape interface {
	Mark() replay.Mark
	Restore(replay.Mark)
	Rewind(to int)
	Tick()
	Target() int
	Pos() int
	Idle() bool
}

// SceneState is what a puzzle scene reports in the game's snapshot.
type SceneState struct {
	Params   any    // the parameters, as a JSON object: {"n":6,"pegs":3}
	Position string // the position shown, in the puzzle's position text
	Moves    int    // moves made since the start or restart, up to the shown position
	Playing  bool   // a replay is running
	Idle     bool   // nothing moving or queued
	Won      bool   // solved and at rest
}

// Env is what the game lends every scene: the shared icons and a cache of
// art, so each puzzle's sprites are drawn once, when first needed (by the
// scene or by its menu thumbnail), not at start-up.
type Env struct {
	// Drafts, when set, has the art packages show their slow pictures as
	// drafts first; FinishArt paints them finished in the background. Nil
	// paints every picture finished at once (tests, shots).
	Drafts *sprites.Drafts
	// Sliced finishes the drafts as the browser must, where it always
	// does: one picture at a time, better drafts first, yielding to the
	// frames every few milliseconds.
	Sliced bool
	icons  *Icons
	art    map[string]any
	finish finisher
}

// NewEnv makes an empty Env: the icons and each puzzle's art are drawn when
// first asked for, so the menu's first frame waits for none of them.
func NewEnv() *Env { return &Env{art: map[string]any{}} }

// Icons returns the control bar's icons.
func (e *Env) Icons() *Icons {
	if e.icons == nil {
		e.icons = new(Icons)
	}
	return e.icons
}

// Icons are the control bar's icons, each made from its bake
// (sprites.BakedIcon) when it is first drawn: the other state of a toggle
// (pause, mute) and a button a puzzle lacks wait until they show.
type Icons struct {
	img [sprites.IconCount]*ebiten.Image
}

// Get returns icon i, nil for an icon there is not.
func (s *Icons) Get(i sprites.Icon) *ebiten.Image {
	if i < 0 || i >= sprites.IconCount {
		return nil
	}
	if s.img[i] == nil {
		s.img[i] = ebiten.NewImageFromImage(sprites.BakedIcon(i))
	}
	return s.img[i]
}

// LoadArt returns the art cached under key, drawing it with draw the
// first time. Keys are the puzzle's name or start with it.
func LoadArt[T any](e *Env, key string, draw func() (T, error)) (T, error) {
	if e.art == nil {
		e.art = map[string]any{}
	}
	if a, ok := e.art[key]; ok {
		t, ok := a.(T)
		if !ok {
			var zero T
			return zero, fmt.Errorf("art %q: cached as %T, not %T", key, a, zero)
		}
		return t, nil
	}
	t, err := draw()
	if err != nil {
		var zero T
		return zero, fmt.Errorf("drawing the art of %s: %w", key, err)
	}
	e.art[key] = t
	return t, nil
}

// DecodeSettings reads a settings section into dst, which holds the
// defaults; a nil or empty section leaves them.
func DecodeSettings(saved json.RawMessage, dst any) error {
	if len(saved) == 0 {
		return nil
	}
	if err := json.Unmarshal(saved, dst); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}

// SpeedIndex returns the index of replay speed x (0.25 to 16, a power of
// two) among the replay speeds, or an error naming the allowed values.
func SpeedIndex(x float64) (int, error) {
	v := 0.25
	for i := 0; i < 7; i++ {
		if x == v {
			return i, nil
		}
		v *= 2
	}
	return 0, fmt.Errorf("speed must be one of 0.25, 0.5, 1, 2, 4, 8, 16, got %g", x)
}
