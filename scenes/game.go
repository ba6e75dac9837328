// Package scenes is the game: it owns the window's scene (the menu or a
// puzzle), the input, the sound and the settings, and switches scenes on
// request. Each puzzle's scene lives in its own package below this one.
package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/menu"
	"puzzleworks/scenes/prefs"
	"puzzleworks/scenes/ui"
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
	Puzzles []ui.Puzzle   // the registry: every puzzle the game offers, in menu order
	Puzzle  string        // open this puzzle instead of the menu ("" for the menu)
	Launch  ui.Launch     // what the puzzle's flags asked for (nil for its saved settings)
	Replay  bool          // with Puzzle: start the solution's replay at once
	Speed   float64       // replay speed for this run (0.25 to 16), or 0 for the saved one
	Sound   *audio.Player // nil for silence
	Store   Store         // nil to keep settings in memory only
	Log     func(string)  // where start-up warnings go (a corrupt settings file)
	// NoInput ignores the mouse and keyboard (pictures made by `shot`
	// must not show where an invisible pointer happens to be).
	NoInput bool
	// Graph opens the graph of every position beside the puzzle (-graph).
	Graph bool
	// Drafts shows the slow pictures as quick drafts first and finishes
	// them in the background, so a window or a page shows its first frame
	// sooner. Shots and tests leave it off: every picture is finished from
	// the first frame.
	Drafts bool
	// Sliced finishes the drafts as the browser does (ui.Env.Sliced).
	Sliced bool
}

// Game implements ebiten.Game.
type Game struct {
	puzzles []ui.Puzzle
	drawn   bool // a frame has been drawn: the art's drafts may be finished
	env     *ui.Env
	fonts   *ui.Fonts
	paint   *ui.Painter
	sound   *audio.Player
	store   Store
	prefs   ui.Prefs
	status  ui.Status
	in      ui.Input
	view    ui.View // the design's 1280×720 fitted in the screen: the overlays the game draws itself (the graph, the notice)
	css     ui.View // CSS pixels to the screen's pixels
	screen  ui.Rect // the screen in CSS pixels
	fixed   ui.Rect // a screen size asked for (shot -size), CSS pixels; zero follows the window
	fixedS  float64 // its device pixel ratio
	boxes   ui.Boxes
	laid    []ui.Box // the boxes of the last frame drawn
	scene   ui.Scene
	current *ui.Puzzle // the puzzle showing, or nil at the menu
	menu    *menu.Menu
	log     func(string)
	ctx     ui.Context
	noInput bool
	speed   int // the speed index asked for this run, or -1

	// OnFrame, when set, is called after every frame is drawn (shots and tests).
	OnFrame func(screen *ebiten.Image)
	// Ticks counts updates since the start.
	Ticks int
	// FastForward, when above Ticks, makes one Update run every tick up to
	// it without drawing in between (shots).
	FastForward int
	// OnRecorded, when set, takes a recording the player asked for with
	// the control bar's Record button (the browser downloads it, the
	// desktop saves it) and says where it went for the status line.
	OnRecorded func(puzzle string, rec Recorded) (string, error)
	// quit ends the game at the next update.
	quit      error
	soundSaid bool
	notice    notice
	graph     graphview.Panel // the graph of every position (G), beside the scene
	strip     ui.Rect         // the status line's row below the graph's panel, when it keeps one
	graphKey  string          // the parameters the graph was built for
	follow    graphFollow     // what the graph last read of the game
	rec       *recorder       // the recording under way, or nil
	times     frameTimes      // the CPU time of the last frames, for the snapshot
}

// Notify shows lines (one a problem: the parts of a share link the game
// left out) in a box over the scene until the player next presses a key,
// clicks or taps. The snapshot's status carries them meanwhile.
func (g *Game) Notify(lines []string) {
	if len(lines) == 0 {
		g.notice.dismiss()
		return
	}
	title := "Part of this link could not be used"
	if g.current == nil {
		title = "This link could not open a puzzle"
	}
	g.notice.set(g.fonts, title, lines)
}

// New builds the game. It may be called before ebiten.RunGame.
func New(opts Options) (*Game, error) {
	fonts, err := ui.NewFonts()
	if err != nil {
		return nil, err
	}
	g := &Game{puzzles: opts.Puzzles, noInput: opts.NoInput, env: ui.NewEnv(), fonts: fonts, paint: ui.NewPainter(),
		sound: opts.Sound, store: opts.Store, log: opts.Log, prefs: ui.DefaultPrefs()}
	if g.log == nil {
		g.log = func(string) {}
	}
	if opts.Drafts {
		g.env.Drafts = &sprites.Drafts{}
		g.env.Sliced = opts.Sliced
	}
	g.speed = -1
	if opts.Speed != 0 {
		if g.speed, err = ui.SpeedIndex(opts.Speed); err != nil {
			return nil, err
		}
	}
	if len(g.puzzles) == 0 {
		return nil, fmt.Errorf("the game has no puzzles")
	}
	if g.store != nil {
		if p, err := g.store.Load(); err != nil {
			g.log(fmt.Sprintf("settings ignored: %v", err))
			msg := "Saved settings could not be read: using the defaults"
			if moved, ok := errors.AsType[*prefs.MovedError](err); ok {
				msg += " (the old file is kept as " + filepath.Base(moved.To) + ")"
			}
			g.status.Say(ui.Error, msg)
		} else {
			g.prefs = g.sanitize(p)
		}
	}
	if g.sound != nil {
		g.sound.SetMuted(g.prefs.Muted)
	}
	g.setScreen(ui.Width, ui.Height, 1)
	g.buildMenu()
	g.scene = g.menu
	if opts.Puzzle != "" {
		if err := g.open(opts.Puzzle, opts.Launch); err != nil {
			return nil, err
		}
		if opts.Replay {
			if err := g.StartReplay(); err != nil {
				return nil, err
			}
		}
		if opts.Graph {
			gp, ok := g.scene.(graphview.Puzzle)
			if !ok {
				return nil, fmt.Errorf("%s has no graph of positions (the move puzzles have: %s)", opts.Puzzle, strings.Join(g.explorable(), ", "))
			}
			g.toggleGraph(gp)
		}
	}
	return g, nil
}

// Puzzles are the names of the puzzles the game can open, in menu order.
func (g *Game) Puzzles() []string {
	names := make([]string, len(g.puzzles))
	for i, p := range g.puzzles {
		names[i] = p.Name
	}
	return names
}

// Find returns the registry entry of the puzzle called name.
func Find(puzzles []ui.Puzzle, name string) (*ui.Puzzle, bool) {
	for i := range puzzles {
		if puzzles[i].Name == name {
			return &puzzles[i], true
		}
	}
	return nil, false
}

// sanitize puts every setting back in range, so a hand-edited file cannot
// break the game: a section of no known puzzle, or one its puzzle cannot
// read, is dropped with a message and the other sections are kept; a
// file written before sections hands its keys to the puzzles.
func (g *Game) sanitize(p ui.Prefs) ui.Prefs {
	d := ui.DefaultPrefs()
	var dropped []string
	for _, pr := range p.Problems {
		g.log("settings: " + pr)
		dropped = append(dropped, pr)
	}
	if p.Speed < 0 || p.Speed > 6 {
		g.log(fmt.Sprintf("settings: speed %d is out of range: using the default", p.Speed))
		p.Speed = d.Speed
	}
	for name, raw := range p.Puzzles {
		entry, ok := Find(g.puzzles, name)
		if !ok {
			g.log(fmt.Sprintf("settings: section %q dropped: no such puzzle", name))
			delete(p.Puzzles, name)
			continue
		}
		if entry.CheckSettings != nil {
			if err := entry.CheckSettings(raw); err != nil {
				g.log(fmt.Sprintf("settings: section %q dropped: %v", name, err))
				dropped = append(dropped, entry.Title)
				delete(p.Puzzles, name)
			}
		}
	}
	for _, entry := range g.puzzles {
		if _, ok := p.Puzzles[entry.Name]; ok || entry.Migrate == nil || p.Old == nil {
			continue
		}
		if sec := entry.Migrate(p.Old); sec != nil {
			if p.Puzzles == nil {
				p.Puzzles = map[string]json.RawMessage{}
			}
			p.Puzzles[entry.Name] = sec
		}
	}
	p.Old, p.Problems = nil, nil
	if len(dropped) > 0 {
		g.status.Say(ui.Error, "Some saved settings could not be read and were reset: "+strings.Join(dropped, "; "))
	}
	return p
}

func (g *Game) buildMenu() {
	items := make([]menu.Item, len(g.puzzles))
	for i, p := range g.puzzles {
		entry := p
		items[i] = menu.Item{
			Name:  p.Name,
			Title: p.Title,
			Lines: p.Blurb,
			// The picture is the puzzle's scene at its default size, made
			// (with its art) only when the menu first draws the card.
			Picture: func() (ui.Scene, error) { return entry.New(g.env, nil, nil) },
		}
	}
	g.menu = menu.New(items)
}

// open shows the scene of a puzzle by name, with its saved settings and
// what launch asks for.
func (g *Game) open(name string, launch ui.Launch) error {
	entry, ok := Find(g.puzzles, name)
	if !ok {
		return fmt.Errorf("no puzzle named %q (the game has %s)", name, strings.Join(g.Puzzles(), ", "))
	}
	sc, err := entry.New(g.env, g.prefs.Puzzles[name], launch)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	speed := g.prefs.Speed
	if g.speed >= 0 {
		speed = g.speed
	}
	sc.SetSpeed(speed)
	g.scene = sc
	g.current = entry
	return nil
}

// Ready reports whether the screen is fully drawn: at the menu, once every
// card's picture is made (they are made one a frame).
func (g *Game) Ready() bool {
	if g.scene == g.menu {
		return g.menu.Ready()
	}
	return true
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

// Update reads the devices and runs one tick. While a recording is under
// way it runs the recording's share instead, and Esc cancels it.
func (g *Game) Update() error {
	t0 := time.Now()
	defer func() { g.times.update(time.Since(t0)) }()
	if g.noInput {
		g.in.Clear()
		g.in.X, g.in.Y = -1, -1
	} else {
		g.in.Gather(g.css)
	}
	if g.rec != nil {
		if g.quit != nil {
			return g.quit
		}
		if slices.Contains(g.in.Keys, ebiten.KeyEscape) {
			g.rec.cancel(g)
			return nil
		}
		g.rec.step(g)
		return nil
	}
	if err := g.Step(); err != nil {
		return err
	}
	// A shot runs its ticks without drawing the frames between.
	for g.Ticks < g.FastForward {
		if err := g.Step(); err != nil {
			return err
		}
	}
	return nil
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
	// Sound, like the finished art, waits for the first frame.
	if g.sound != nil && g.drawn {
		g.sound.Update()
		if st := g.sound.Status(); st != "" && !g.soundSaid {
			g.soundSaid = true
			g.status.Say(ui.Info, "Sound: "+st)
		}
	}
	if g.notice.active() && (g.in.Pressed || len(g.in.Keys) > 0) {
		// Any key or press carries on; a press on the notice itself does
		// nothing else.
		if g.in.Pressed && g.notice.contains(g.in.X, g.in.Y) {
			g.in.Consume()
		}
		g.notice.dismiss()
	}
	// The finished art is painted once the first frame is on screen:
	// nothing the player has not seen yet waits for it.
	if g.drawn {
		if err := g.env.FinishArt(); err != nil {
			g.log(err.Error())
		}
	}
	ctx := g.context()
	g.updateGraph(ctx)
	if err := g.scene.Update(ctx); err != nil {
		return err
	}
	g.status.Tick()
	g.handle(ctx)
	return nil
}

func (g *Game) context() *ui.Context {
	// View is the design's 1280×720 fitted in the screen, for a scene
	// that does not lay itself out (the frame's and the menu's do, from
	// CSS and Screen).
	g.ctx = ui.Context{In: &g.in, View: g.view, CSS: g.css, Screen: g.screen, Fonts: g.fonts, Prefs: &g.prefs, Status: &g.status, Paint: g.paint, Art: g.env.ArtVersion()}
	if g.sound != nil {
		g.ctx.Sound = g.sound
	}
	return &g.ctx
}

// handle carries out what the scene asked for.
func (g *Game) handle(ctx *ui.Context) {
	switch ctx.Request {
	case ui.ToMenu:
		g.graph.Close()
		g.sound.StopLoops()
		g.scene = g.menu
		g.current = nil
		g.status.Clear()
	case ui.Open:
		g.graph.Close()
		if err := g.open(ctx.Open, nil); err != nil {
			g.status.Say(ui.Error, err.Error())
			return
		}
		g.status.Clear()
		if ctx.Watch {
			g.StartReplay()
		}
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
		if ps, ok := g.scene.(ui.PuzzleScene); ok {
			g.prefs.Speed = ctx.Prefs.Speed
			g.keepSection(ps)
		}
		g.save()
	case ui.Quit:
		g.Quit()
	case ui.Record:
		g.recordAsked()
	}
}

// keepSection stores the showing puzzle's settings section in the prefs.
func (g *Game) keepSection(ps ui.PuzzleScene) {
	if g.current == nil {
		return
	}
	data, err := json.Marshal(ps.Settings())
	if err != nil {
		g.log(fmt.Sprintf("settings of %s: %v", g.current.Name, err))
		return
	}
	if g.prefs.Puzzles == nil {
		g.prefs.Puzzles = map[string]json.RawMessage{}
	}
	g.prefs.Puzzles[g.current.Name] = data
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
// (an interface value made once: a color.RGBA handed to Fill would be
// boxed, and so allocated, every frame).
var background color.Color = color.RGBA{0x0b, 0x0e, 0x15, 0xff}

// Draw draws the scene over every pixel of the screen: an opaque scene
// covers it all, and the screen is filled first for any other, so the
// game needs no clear of Ebitengine's before it (main turns that off).
func (g *Game) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	g.drawn = true
	if o, ok := g.scene.(ui.Opaque); !ok || !o.Opaque() || g.rec != nil {
		screen.Fill(background)
	}
	if g.rec != nil {
		g.rec.drawProgress(screen, g)
	} else {
		g.boxes.List, g.boxes.DPR = g.boxes.List[:0], g.css.Scale
		g.fonts.Rec = &g.boxes
		g.drawScreen(screen)
		g.fonts.Rec = nil
		g.laid = append(g.laid[:0], g.boxes.List...)
	}
	g.times.frame(time.Since(t0))
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
	if g.fixed.W > 0 {
		g.setScreen(g.fixed.W, g.fixed.H, g.fixedS)
		return float64(max(1, int(g.fixed.W*g.fixedS+0.5))), float64(max(1, int(g.fixed.H*g.fixedS+0.5)))
	}
	s := ebiten.Monitor().DeviceScaleFactor()
	pw, ph := max(1, int(w*s)), max(1, int(h*s))
	g.setScreen(float64(pw)/s, float64(ph)/s, s)
	return float64(pw), float64(ph)
}

// setScreen sets the screen's size in CSS pixels and its device pixel
// ratio: the scenes lay themselves out for it.
func (g *Game) setScreen(w, h, dpr float64) {
	g.css = ui.View{Scale: dpr}
	g.screen = ui.R(0, 0, w, h)
	g.view = ui.Fit(max(1, int(w*dpr+0.5)), max(1, int(h*dpr+0.5)))
}

// FixScreen makes the screen w×h CSS pixels at device pixel ratio dpr,
// whatever the window's size (shot -size and -scale): the window shows
// that screen scaled.
func (g *Game) FixScreen(w, h, dpr float64) {
	g.fixed, g.fixedS = ui.R(0, 0, w, h), dpr
	g.setScreen(w, h, dpr)
}

// Graph is the panel of the graph of every position (tests).
func (g *Game) Graph() *graphview.Panel { return &g.graph }

// graphRect is where the graph's panel lies, CSS pixels, the scale of
// its text, and whether its buttons must be a finger's size (a phone):
// at its design place (the board's right half), scaled, on a screen as
// wide as the design; beside the board on a large screen; else the whole
// room above the bar, or beside it when the bar stands in a column, but
// for a row at its foot kept for the status line (g.strip).
func (g *Game) graphRect() (ui.Rect, float64, bool) {
	scr := g.screen
	g.strip = ui.Rect{}
	c := ui.ChromeScale(scr.W, scr.H)
	phone := min(scr.W, scr.H) < 600
	bar := g.controlBar()
	if bb, ok := g.scene.(interface{ BoardBox() ui.Rect }); ok && !phone && bar != nil {
		// Room right of the board, above the bar: the panel takes it.
		b, top := bb.BoardBox(), bar.Box().Y
		if x := b.Right() + 8; b.W > 0 && bar.Box().W >= scr.W-0.5 && scr.Right()-8-x >= 400*c && top-8-b.Y >= 400*c {
			w := scr.Right() - 8 - x
			return ui.R(x, b.Y, w, top-8-b.Y), max(1, min(c, w/560)), phone
		}
	}
	if scr.W >= ui.Width*c-0.5 && scr.W >= scr.H {
		return ui.R(scr.Right()-(ui.Width-graphview.X0)*c, scr.Y+graphview.Y0*c, graphview.W*c, graphview.H*c), c, phone
	}
	room := scr.Inset(8)
	if bar != nil {
		switch b := bar.Box(); {
		case b.W >= scr.W-0.5:
			room.H = b.Y - room.Y - 8
		case b.X > scr.X+scr.W/2:
			room.W = b.X - room.X - 8
		default:
			room.W = room.Right() - b.Right() - 8
			room.X = b.Right() + 8
		}
	}
	if !phone && room.W >= 900 {
		// Beside the board, a panel of about the design's share.
		w := max(460, 0.5*room.W)
		room.X, room.W = room.Right()-w, w
		return room, 1, phone
	}
	// The panel covers the scene, and its status line: the line keeps a
	// row below the panel, where the panel keeps room enough (else the
	// line shows over the panel's hint).
	if room.H >= 560 {
		row := g.statusRow(room.W, room.H)
		room.H -= row
		g.strip = ui.R(room.X, room.Bottom(), room.W, row)
	}
	return room, 1, phone
}

// statusRow is the height of the row the status line keeps below the
// graph's panel w wide in room h high when the panel covers the scene:
// one line, or as many as the message needs when the panel keeps enough
// room (a tall phone); else a longer message grows over the panel's foot.
func (g *Game) statusRow(w, h float64) float64 {
	const one = 46
	if need := g.status.Height(g.fonts, w, 1) + 10; need > one && h-need >= 560 {
		return need
	}
	return one
}

// statusCovered reports whether the graph's panel (r) covers the status
// line the scene would draw at sr, scale c, with no room beside it.
func (g *Game) statusCovered(r, sr ui.Rect, c float64) bool {
	clear := sr.X >= r.Right() || sr.Right() <= r.X || sr.Y >= r.Bottom() || sr.Bottom() <= r.Y
	beside := r.X-g.screen.X >= 300*c && sr.X < r.X-8 && r.X-8-sr.X >= 300*c
	return !clear && !beside
}

// drawStatus draws the status line the scene asked for at sr, scale c,
// where the graph's panel (r) does not cover it: where the scene put it
// when the panel leaves it clear, else beside the panel on the scene's
// side when there is room, else in the row kept below the panel.
func (g *Game) drawStatus(dst *ebiten.Image, ctx *ui.Context, r, sr ui.Rect, c float64) {
	switch {
	case !g.statusCovered(r, sr, c):
		if sr.Y < r.Bottom() && sr.Bottom() > r.Y && sr.Right() > r.X && sr.X < r.X {
			sr.W = r.X - 8 - sr.X // beside the panel
		}
	case g.strip.W == 0 || g.strip.Y != r.Bottom():
		// Over the panel's hint, the box's foot on the buttons' top.
		band := g.graph.HintBand()
		sr, c = ui.R(band.X, band.Bottom()-41, band.W, 46), 1
		if h := g.status.Height(g.fonts, band.W, 1); h > 0 {
			g.boxes.List = hideTextUnder(g.boxes.List, ui.R(band.X, band.Bottom()-5-h, band.W, h))
		}
	default:
		strip := g.strip
		g.boxes.List = hideUnder(g.boxes.List, strip)
		bg, _ := background.(color.RGBA)
		ctx.Paint.Rect(dst, g.css, strip.X, strip.Y, strip.W, strip.H, bg)
		sr, c = ui.R(strip.X, strip.Bottom()-41, strip.W, 46), 1
		if h := g.status.Height(g.fonts, strip.W, 1); h > strip.H-10 {
			// A longer message grows over the panel's foot: the text it
			// covers is not seen.
			g.boxes.List = hideTextUnder(g.boxes.List, ui.R(strip.X, strip.Bottom()-5-h, strip.W, h))
		}
	}
	g.status.Draw(dst, ctx, sr, c)
}

// hideTextUnder drops the text in r from the boxes of a frame: something
// drawn over it hides it.
func hideTextUnder(boxes []ui.Box, r ui.Rect) []ui.Box {
	out := boxes[:0]
	for _, b := range boxes {
		if b.Kind == ui.KindText && b.X < r.Right() && r.X < b.X+b.W && b.Y < r.Bottom() && r.Y < b.Y+b.H {
			continue
		}
		out = append(out, b)
	}
	return out
}

// controlBar is the scene's control bar, or nil (the menu).
func (g *Game) controlBar() *ui.Bar {
	if cb, ok := g.scene.(interface{ ControlBar() *ui.Bar }); ok {
		return cb.ControlBar()
	}
	return nil
}

// DrawTo draws the screen as it stands into dst, at dst's size, as a
// window of that size would show it.
func (g *Game) DrawTo(dst *ebiten.Image) {
	b := dst.Bounds()
	css, scr, v := g.css, g.screen, g.view
	g.setScreen(float64(b.Dx()), float64(b.Dy()), 1)
	dst.Fill(background)
	g.drawScreen(dst)
	g.css, g.screen, g.view = css, scr, v
}

// drawScreen draws what the player sees: the scene, the graph beside it
// and the notice over both.
func (g *Game) drawScreen(dst *ebiten.Image) {
	ctx := g.context()
	ctx.Boxes = &g.boxes
	open := g.current != nil && g.graph.Open()
	if open {
		// The status line is drawn after the panel, where it shows.
		g.status.Hold()
	}
	g.scene.Draw(dst, ctx)
	if open {
		sr, sc, asked := g.status.Release()
		r, c, phone := g.graphRect()
		g.graph.Arrange(g.fonts, r, c, phone)
		g.boxes.List = hideUnder(g.boxes.List, r)
		ctx.View = g.css
		text, _ := g.status.Text()
		g.graph.HideHint(asked && text != "" && g.strip.W == 0 && g.statusCovered(r, sr, sc))
		g.graph.Draw(dst, ctx)
		if asked {
			g.drawStatus(dst, ctx, r, sr, sc)
		}
	}
	ctx.View = g.css
	g.notice.draw(dst, ctx)
}

// hideUnder drops the text and the buttons the graph's panel covers,
// even in part (it lies in r), from the boxes of a frame: they are not
// seen, or not whole. The board stays.
func hideUnder(boxes []ui.Box, r ui.Rect) []ui.Box {
	out := boxes[:0]
	for _, b := range boxes {
		if b.Kind != ui.KindBoard && b.X < r.Right() && r.X < b.X+b.W && b.Y < r.Bottom() && r.Y < b.Y+b.H {
			continue
		}
		out = append(out, b)
	}
	return out
}

// SetView fixes the view, for drawing without a window (tests): its scale
// is the device pixel ratio of a screen of the design's size.
func (g *Game) SetView(v ui.View) { g.setScreen(ui.Width, ui.Height, v.Scale) }

// Waiter is a scene with background work (a table built in a goroutine)
// that a shot waits for, so the picture does not depend on the machine's speed.
type Waiter interface {
	Wait()
}

// Wait blocks until the scene's background work is done (and the graph
// of positions, when it is being built).
func (g *Game) Wait() {
	g.graph.Wait()
	if w, ok := g.scene.(Waiter); ok {
		w.Wait()
	}
}

// StartReplay plays the solution of the scene showing now from its position.
func (g *Game) StartReplay() error {
	ps, ok := g.scene.(ui.PuzzleScene)
	if !ok {
		return fmt.Errorf("the menu has no solution to replay")
	}
	g.Wait()
	ps.Solve(g.context())
	return nil
}

// Snapshot is the game's state as tests and tools outside the process see
// it (the browser test reads it from the page, `shot -state` writes it).
type Snapshot struct {
	Scene    string `json:"scene"`    // "menu" or the puzzle's name
	Params   any    `json:"params"`   // the puzzle's parameters (null at the menu)
	Position string `json:"position"` // the position shown, in the puzzle's position text
	Moves    int    `json:"moves"`    // moves made since the start or restart
	Playing  bool   `json:"playing"`  // a replay is running
	Idle     bool   `json:"idle"`     // nothing moving or queued
	Won      bool   `json:"won"`      // the puzzle is solved and at rest
	Status   string `json:"status"`   // the status line
	Muted    bool   `json:"muted"`
	Ticks    int    `json:"ticks"` // updates since the start
	// FrameMs is the median CPU time, in milliseconds, of one 60 Hz frame
	// of the game, one tick's Update and one Draw, over the last 120
	// frames (0 before the first): a measurement of this machine, for
	// speed checks.
	FrameMs float64 `json:"frameMs"`
	// TicksPerFrame is the mean number of ticks run before each of those
	// frames: 1 where the screen keeps up, more where it is painted more
	// slowly than 60 times a second and Ebitengine catches up.
	TicksPerFrame float64 `json:"ticksPerFrame"`
	// Frames is how many frames have been drawn since the start, so a
	// speed check can wait for FrameMs to cover only the frames it wants.
	Frames int `json:"frames"`
	// Drafts is set while pictures are shown as drafts, their finished
	// pictures still being painted (see Options.Drafts).
	Drafts bool `json:"drafts,omitempty"`
	// Graph is the graph of every position, once built (G, -graph).
	Graph *GraphState `json:"graph,omitempty"`
	// View is the screen's size in CSS pixels.
	View ViewSize `json:"view"`
	// Layout lists the boxes the last frame drew, CSS pixels: each line
	// of text, each button, the board, the menu's cards.
	Layout []ui.Box `json:"layout"`
}

// ViewSize is a screen's size in CSS pixels.
type ViewSize struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// GraphState is what the snapshot tells of the graph of positions.
type GraphState struct {
	Open      bool   `json:"open"`      // the panel shows
	Nodes     int    `json:"nodes"`     // positions reachable
	Edges     int    `json:"edges"`     // legal moves between them
	Shortest  int    `json:"shortest"`  // the shortest solution, -1 for none
	Solutions string `json:"solutions"` // the number of shortest solutions
	Searching bool   `json:"searching"` // the search replay shows
	Found     int    `json:"found"`     // positions the search replay has found
	Layer     int    `json:"layer"`     // the search replay's deepest layer shown
	// Here and Goal are where the dots of the position on the board and
	// of the first goal are drawn, CSS pixels (absent when not drawn).
	Here *[2]float64 `json:"here,omitempty"`
	Goal *[2]float64 `json:"goal,omitempty"`
}

// Snapshot returns the state of the game now.
func (g *Game) Snapshot() Snapshot {
	s := Snapshot{Scene: "menu", Ticks: g.Ticks, Muted: g.prefs.Muted, Idle: true, FrameMs: g.times.medianMs(), TicksPerFrame: g.times.ticksPerFrame(), Frames: g.times.total, Drafts: g.env.ArtPending()}
	s.Status, _ = g.status.Text()
	s.View = ViewSize{g.screen.W, g.screen.H}
	s.Layout = slices.Clone(g.laid)
	if g.notice.active() {
		if s.Status != "" {
			s.Status = g.notice.text + "\n" + s.Status
		} else {
			s.Status = g.notice.text
		}
	}
	s.Status = ui.Cut(s.Status, maxStatus)
	if m := g.graph.Model(); m != nil && g.current != nil {
		searching, found := g.graph.Searching()
		nodes, edges := m.Size()
		s.Graph = &GraphState{Open: g.graph.Open(), Nodes: nodes, Edges: edges, Shortest: m.Shortest,
			Solutions: m.Solutions, Searching: searching, Found: found, Layer: g.graph.Pos()}
		if g.graph.Open() && g.graph.Drawn() {
			if cur := g.graph.Current(); cur >= 0 {
				x, y := g.graph.DotPlace(cur)
				s.Graph.Here = &[2]float64{x, y}
			}
			if len(m.Goals) > 0 {
				x, y := g.graph.Place(m.Goals[0])
				s.Graph.Goal = &[2]float64{x, y}
			}
		}
	}
	if ps, ok := g.scene.(ui.PuzzleScene); ok && g.current != nil {
		st := ps.Snapshot()
		s.Scene = g.current.Name
		s.Params, s.Position, s.Moves = st.Params, st.Position, st.Moves
		s.Playing, s.Idle, s.Won = st.Playing, st.Idle, st.Won
	}
	return s
}

// Query is the page address's query that reopens the game as shown:
// "play=NAME&flag=value..." with the puzzle's parameters and position, or
// "" at the menu.
func (g *Game) Query() string {
	ps, ok := g.scene.(ui.PuzzleScene)
	if !ok || g.current == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("play=")
	b.WriteString(url.QueryEscape(g.current.Name))
	for _, a := range ps.Args() {
		k, v, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		b.WriteByte('&')
		b.WriteString(url.QueryEscape(k))
		if hasValue {
			b.WriteByte('=')
			b.WriteString(queryValue(v))
		}
	}
	return b.String()
}

// queryValue escapes a flag's value for an address, keeping the characters
// of the position texts (',' '/' '*') readable.
func queryValue(v string) string {
	e := url.QueryEscape(v)
	return strings.NewReplacer("%2C", ",", "%2F", "/", "%2A", "*").Replace(e)
}

// explorable names the puzzles with a graph of positions.
func (g *Game) explorable() []string {
	var names []string
	for _, p := range g.puzzles {
		if p.Explorable {
			names = append(names, p.Name)
		}
	}
	return names
}

// updateGraph runs the graph panel's tick: G opens and closes it (Esc
// closes it first), and while it is open it follows the game, takes the
// presses on it, and the control bar drives its search replay while that
// shows.
func (g *Game) updateGraph(ctx *ui.Context) {
	gp, ok := g.scene.(graphview.Puzzle)
	if !ok || g.current == nil {
		return
	}
	bar := g.controlBar()
	if bar != nil && g.in.Pressed && bar.ButtonAt(g.in.X, g.in.Y) == ui.ActGraph {
		g.in.Consume()
		g.toggleGraph(gp)
	}
	keys := g.in.Keys[:0]
	for _, k := range g.in.Keys {
		switch {
		case k == ebiten.KeyG && !g.in.Ctrl:
			g.toggleGraph(gp)
			continue
		case k == ebiten.KeyEscape && g.graph.Open():
			g.graph.Close()
			continue
		case g.graph.SearchKeys(k):
			continue
		}
		keys = append(keys, k)
	}
	g.in.Keys = keys
	defer func() {
		if bar == nil {
			return
		}
		if g.graph.Routed() {
			bar.Route(&g.graph)
		} else {
			bar.Route(nil)
		}
	}()
	if !g.graph.Open() {
		return
	}
	// The game's history and position are read again only when they may
	// have changed, so a steady frame builds no position texts.
	ps := g.scene.(ui.PuzzleScene)
	tape := ps.Tape()
	fp := graphFollow{tape: tape, model: g.graph.Model(), version: -1}
	if v, ok := tape.(interface{ Version() int }); ok {
		fp.version = v.Version()
	}
	if fp.version >= 0 && fp == g.follow && !g.in.Pressed && !g.in.Released && len(g.in.Keys) == 0 {
		g.graph.MoveTo(tape.Pos())
	} else {
		g.follow = fp
		st := ps.Snapshot()
		if key := fmt.Sprint(st.Params); key != g.graphKey {
			// The parameters changed under the open panel: a new graph.
			g.graph.Close()
			g.toggleGraph(gp)
		}
		g.graph.Follow(st.Position)
	}
	r, c, phone := g.graphRect()
	g.graph.Arrange(g.fonts, r, c, phone)
	view := ctx.View
	ctx.View = g.css
	g.graph.Update(ctx)
	ctx.View = view
	if r.Contains(g.in.X, g.in.Y) && !g.in.Down {
		// The board under the panel must not light up under the pointer.
		g.in.X, g.in.Y = -1000, -1000
	}
}

// graphFollow is what the graph's panel last read of the game: its
// history (the tape and the version of its entries) and its place.
type graphFollow struct {
	tape                 ui.Tape
	pos, target, version int
	model                *graphview.Model
}

// toggleGraph opens the graph panel for the scene, rebuilt when its
// parameters changed since it was last built, or closes it.
func (g *Game) toggleGraph(gp graphview.Puzzle) {
	g.follow = graphFollow{}
	if !g.graph.Open() {
		key := fmt.Sprint(g.scene.(ui.PuzzleScene).Snapshot().Params)
		if key != g.graphKey {
			g.graph.Reset()
			g.graphKey = key
		}
	}
	g.graph.Toggle(gp)
}

// ArtPending reports whether pictures are still shown as drafts (tests).
func (g *Game) ArtPending() bool { return g.env.ArtPending() }
