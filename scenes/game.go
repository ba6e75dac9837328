// Package scenes is the game: it owns the window's scene (the menu or a
// puzzle), the input, the sound and the settings, and switches scenes on
// request. Each puzzle's scene lives in its own package below this one.
package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	hanoiscene "puzzleworks/scenes/hanoi"
	"puzzleworks/scenes/menu"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites"
)

// Store keeps the settings between runs (a file on the desktop,
// localStorage in the browser).
type Store interface {
	Load() (ui.Prefs, error)
	Save(ui.Prefs) error
}

// Options choose how the game starts.
type Options struct {
	Puzzle string        // open this puzzle instead of the menu ("" for the menu)
	Hanoi  *hanoi.Params // size of the Hanoi game; nil or zero fields for the saved one
	Sound  *audio.Player // nil for silence
	Store  Store         // nil to keep settings in memory only
	Log    func(string)  // where start-up warnings go (a corrupt settings file)
	// NoInput ignores the mouse and keyboard (pictures made by `shot`
	// must not show where an invisible pointer happens to be).
	NoInput bool
}

// Game implements ebiten.Game.
type Game struct {
	art     *sprites.Art
	fonts   *ui.Fonts
	paint   *ui.Painter
	sound   *audio.Player
	store   Store
	prefs   ui.Prefs
	status  ui.Status
	in      ui.Input
	view    ui.View
	scene   ui.Scene
	menu    *menu.Menu
	log     func(string)
	ctx     ui.Context
	noInput bool

	// OnFrame, when set, is called after every frame is drawn (shots and tests).
	OnFrame func(screen *ebiten.Image)
	// Ticks counts updates since the start.
	Ticks int
	// quit ends the game at the next update.
	quit      error
	soundSaid bool
}

// Puzzles are the names of the puzzles the game can open, in menu order.
func Puzzles() []string { return []string{"hanoi"} }

// New builds the game. It may be called before ebiten.RunGame.
func New(opts Options) (*Game, error) {
	art, err := sprites.New()
	if err != nil {
		return nil, fmt.Errorf("drawing the sprites: %w", err)
	}
	fonts, err := ui.NewFonts()
	if err != nil {
		return nil, err
	}
	g := &Game{noInput: opts.NoInput, art: art, fonts: fonts, paint: ui.NewPainter(), sound: opts.Sound, store: opts.Store, log: opts.Log, prefs: ui.DefaultPrefs()}
	if g.log == nil {
		g.log = func(string) {}
	}
	if g.store != nil {
		if p, err := g.store.Load(); err != nil {
			g.log(fmt.Sprintf("settings ignored: %v", err))
			g.status.Say(ui.Error, "Saved settings could not be read: using the defaults")
		} else {
			g.prefs = sanitize(p)
		}
	}
	if opts.Hanoi != nil && opts.Hanoi.N > 0 {
		g.prefs.HanoiN = opts.Hanoi.N
	}
	if opts.Hanoi != nil && opts.Hanoi.Pegs > 0 {
		g.prefs.HanoiPegs = opts.Hanoi.Pegs
	}
	if g.sound != nil {
		g.sound.SetMuted(g.prefs.Muted)
	}
	g.view = ui.Identity
	if err := g.buildMenu(); err != nil {
		return nil, err
	}
	g.scene = g.menu
	if opts.Puzzle != "" {
		s, err := g.open(opts.Puzzle)
		if err != nil {
			return nil, err
		}
		g.scene = s
	}
	return g, nil
}

// sanitize puts every setting back in range, so a hand-edited file cannot
// break the game.
func sanitize(p ui.Prefs) ui.Prefs {
	d := ui.DefaultPrefs()
	if p.Speed < 0 || p.Speed > 6 {
		p.Speed = d.Speed
	}
	if p.HanoiPegs != 3 && p.HanoiPegs != 4 {
		p.HanoiPegs = d.HanoiPegs
	}
	if p.HanoiN < 1 || p.HanoiN > hanoiscene.MaxStones {
		p.HanoiN = d.HanoiN
	}
	return p
}

func (g *Game) buildMenu() error {
	pic, err := hanoiscene.New(g.art, hanoi.Params{N: 6, Pegs: 3})
	if err != nil {
		return err
	}
	g.menu = menu.New(g.art, []menu.Item{{
		Name:  "hanoi",
		Title: "Towers of Hanoi",
		Lines: []string{
			"A gantry crane moves a pile of stones,",
			"never a larger on a smaller one.",
			"1 to 12 stones, 3 or 4 piles.",
		},
		Picture: pic,
	}})
	return nil
}

// open makes the scene of a puzzle by name.
func (g *Game) open(name string) (ui.Scene, error) {
	switch name {
	case "hanoi":
		p := hanoi.Params{N: g.prefs.HanoiN, Pegs: g.prefs.HanoiPegs}
		sc, err := hanoiscene.New(g.art, p)
		if err != nil {
			return nil, err
		}
		sc.Session().SetSpeedIndex(g.prefs.Speed)
		return sc, nil
	}
	return nil, fmt.Errorf("no puzzle named %q (the game has %v)", name, Puzzles())
}

// Scene is the scene showing now.
func (g *Game) Scene() ui.Scene { return g.scene }

// Input is the input the next update will see; tests fill it in and call
// Step instead of letting Update read the devices.
func (g *Game) Input() *ui.Input { return &g.in }

// Status is the status line.
func (g *Game) Status() *ui.Status { return &g.status }

// Prefs are the current settings.
func (g *Game) Prefs() ui.Prefs { return g.prefs }

// Update reads the devices and runs one tick.
func (g *Game) Update() error {
	if g.noInput {
		g.in.Clear()
		g.in.X, g.in.Y = -1, -1
	} else {
		g.in.Gather(g.view)
	}
	return g.Step()
}

// ErrQuit ends the game without an error.
var ErrQuit = ebiten.Termination

// Quit ends the game at the next update.
func (g *Game) Quit() { g.quit = ErrQuit }

// Step runs one tick with the input already in Input().
func (g *Game) Step() error {
	if g.quit != nil {
		return g.quit
	}
	g.Ticks++
	if g.sound != nil {
		g.sound.Update()
		if st := g.sound.Status(); st != "" && !g.soundSaid {
			g.soundSaid = true
			g.status.Say(ui.Info, "Sound: "+st)
		}
	}
	ctx := g.context()
	if err := g.scene.Update(ctx); err != nil {
		return err
	}
	g.status.Tick()
	g.handle(ctx)
	return nil
}

func (g *Game) context() *ui.Context {
	g.ctx = ui.Context{In: &g.in, View: g.view, Fonts: g.fonts, Prefs: &g.prefs, Status: &g.status, Paint: g.paint}
	if g.sound != nil {
		g.ctx.Sound = g.sound
	}
	return &g.ctx
}

// handle carries out what the scene asked for.
func (g *Game) handle(ctx *ui.Context) {
	switch ctx.Request {
	case ui.ToMenu:
		if g.sound != nil {
			g.sound.SetLoop(audio.Motor, false)
		}
		g.scene = g.menu
		g.status.Clear()
	case ui.Open:
		s, err := g.open(ctx.Open)
		if err != nil {
			g.status.Say(ui.Error, err.Error())
			return
		}
		g.scene = s
		g.status.Clear()
	case ui.ToggleMute:
		g.prefs.Muted = !g.prefs.Muted
		if g.sound != nil {
			g.sound.SetMuted(g.prefs.Muted)
		}
		if g.prefs.Muted {
			g.status.Say(ui.Info, "Sound off (M to turn it on)")
		} else {
			g.status.Say(ui.Info, "Sound on")
		}
		g.save()
	case ui.ToggleFullscreen:
		g.prefs.Fullscreen = !ebiten.IsFullscreen()
		ebiten.SetFullscreen(g.prefs.Fullscreen)
	case ui.Settings:
		g.save()
	case ui.Quit:
		g.Quit()
	}
}

func (g *Game) save() {
	if g.store == nil {
		return
	}
	if err := g.store.Save(g.prefs); err != nil {
		g.status.Say(ui.Error, "Settings not saved: "+err.Error())
	}
}

// background is the colour of the letterbox bars.
var background = color.RGBA{0x0b, 0x0e, 0x15, 0xff}

// Draw draws the scene.
func (g *Game) Draw(screen *ebiten.Image) {
	screen.Fill(background)
	ctx := g.context()
	g.scene.Draw(screen, ctx)
	if g.OnFrame != nil {
		g.OnFrame(screen)
	}
}

// Layout is not used: Ebitengine calls LayoutF when a game has it.
func (g *Game) Layout(w, h int) (int, int) {
	pw, ph := g.LayoutF(float64(w), float64(h))
	return int(pw), int(ph)
}

// LayoutF is Layout with fractional sizes.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	pw, ph := max(1, int(w*s)), max(1, int(h*s))
	g.view = ui.Fit(pw, ph)
	return float64(pw), float64(ph)
}

// SetView fixes the view, for drawing without a window (tests).
func (g *Game) SetView(v ui.View) { g.view = v }

// Replayer is a scene that can solve from its position and play the solution.
type Replayer interface {
	Solve(ctx *ui.Context)
}

// StartReplay plays the solution of the scene showing now from its start.
func (g *Game) StartReplay() error {
	r, ok := g.scene.(Replayer)
	if !ok {
		return fmt.Errorf("the menu has no solution to replay")
	}
	r.Solve(g.context())
	return nil
}

// Snapshot is the game's state as tests and tools outside the process see
// it (the browser test reads it from the page).
type Snapshot struct {
	Scene   string  `json:"scene"`   // "menu" or the puzzle's name
	Ticks   int     `json:"ticks"`   // updates since the start
	Piles   [][]int `json:"piles"`   // hanoi: the stones of each pile shown, bottom first
	Moves   int     `json:"moves"`   // moves made since the start or restart
	Playing bool    `json:"playing"` // a replay is running
	Idle    bool    `json:"idle"`    // nothing moving or queued
	Won     bool    `json:"won"`     // the puzzle is solved and at rest
	Status  string  `json:"status"`  // the status line
	Muted   bool    `json:"muted"`
}

// Snapshot returns the state of the game now.
func (g *Game) Snapshot() Snapshot {
	s := Snapshot{Scene: "menu", Ticks: g.Ticks, Muted: g.prefs.Muted}
	s.Status, _ = g.status.Text()
	if sc, ok := g.scene.(*hanoiscene.Scene); ok {
		s.Scene = "hanoi"
		st := sc.State()
		for p := 0; p < st.Pegs(); p++ {
			s.Piles = append(s.Piles, st.Pile([]int{}, p))
		}
		ses := sc.Session()
		s.Moves = ses.MoveCount(ses.Pos())
		s.Playing = ses.Playing()
		s.Idle = sc.Idle()
		s.Won = sc.Won()
	}
	return s
}
