// Package ui is what every scene shares on screen: the logical canvas and
// its mapping to the window, fonts and text, gathered input, buttons, the
// control bar of the replay, and the status line.
package ui

import (
	"encoding/json"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/sprites"
)

// The logical canvas every scene draws on, the design size of the art
// (sprites.DesignW×sprites.DesignH); the game scales it to the window.
const (
	Width  = sprites.DesignW
	Height = sprites.DesignH
)

// Theme colours shared by the scenes.
var (
	Ink       = color.RGBA{0x1d, 0x24, 0x33, 0xff} // dark text
	Paper     = color.RGBA{0xf6, 0xf1, 0xe7, 0xff} // light text on dark
	Accent    = color.RGBA{0xf2, 0xa3, 0x1b, 0xff} // crane yellow
	Good      = color.RGBA{0x3c, 0xb3, 0x71, 0xff}
	Bad       = color.RGBA{0xe0, 0x4b, 0x4b, 0xff}
	Panel     = color.RGBA{0x17, 0x1c, 0x28, 0xe0} // translucent dark panel
	PanelEdge = color.RGBA{0x3a, 0x44, 0x5c, 0xff}
	Muted     = color.RGBA{0xa8, 0xb0, 0xc0, 0xff}
	White     = color.RGBA{0xff, 0xff, 0xff, 0xff} // no tint
)

// View maps logical coordinates to the pixels of the screen image:
// physical = logical × Scale + (X, Y). The game letterboxes the 16:9 canvas
// and draws at the device's resolution, so text and shapes stay sharp.
type View struct {
	Scale, X, Y float64
}

// Identity is the view of an unscaled 1280×720 image.
var Identity = View{Scale: 1}

// Apply appends the view's transform to g (built in logical coordinates).
func (v View) Apply(g *ebiten.GeoM) {
	g.Scale(v.Scale, v.Scale)
	g.Translate(v.X, v.Y)
}

// Pt maps a logical point to the screen.
func (v View) Pt(x, y float64) (float32, float32) {
	return float32(x*v.Scale + v.X), float32(y*v.Scale + v.Y)
}

// Len maps a logical length to the screen.
func (v View) Len(l float64) float32 { return float32(l * v.Scale) }

// ToLogical maps a screen point back to logical coordinates.
func (v View) ToLogical(px, py float64) (float64, float64) {
	if v.Scale == 0 {
		return px, py
	}
	return (px - v.X) / v.Scale, (py - v.Y) / v.Scale
}

// Fit returns the view that letterboxes the canvas in a w×h screen.
func Fit(w, h int) View {
	s := min(float64(w)/Width, float64(h)/Height)
	return View{Scale: s, X: (float64(w) - Width*s) / 2, Y: (float64(h) - Height*s) / 2}
}

// Sounds is what scenes may play; a nil Sounds is silent.
type Sounds interface {
	Play(s audio.Sound)
	SetLoop(s audio.Sound, on bool)
}

// Request is what a scene asks of the game after an update.
type Request int

// The requests.
const (
	None             Request = iota
	ToMenu                   // leave the scene for the menu
	Open                     // open the puzzle named in Context.Open
	Quit                     // leave the game
	Settings                 // the settings changed: save them
	ToggleMute               // sound on or off
	ToggleFullscreen         // window or full screen
	Record                   // record the game's history as a GIF and download it
)

// Context is what a scene sees each tick and each frame.
type Context struct {
	In *Input
	// View maps the logical coordinates of what is being drawn to the
	// screen's pixels: a part's design coordinates while a scene draws its
	// board, CSS pixels otherwise.
	View View
	// CSS maps CSS pixels to the screen's pixels (the device pixel ratio).
	CSS View
	// Screen is the whole screen in CSS pixels; zero means the design's
	// 1280×720.
	Screen Rect
	// Boxes, when set, lists what this frame draws (a snapshot's layout).
	Boxes *Boxes

	Fonts  *Fonts
	Sound  Sounds
	Prefs  *Prefs
	Status *Status
	Paint  *Painter
	// Art changes whenever finished art has replaced drafts (Env.FinishArt):
	// a picture kept from the art is drawn again when it does.
	Art int

	// Set by a scene to ask the game for something after Update.
	Request Request
	Open    string // the puzzle to open, with Open
	Watch   bool   // with Open: start the solution's replay at once
}

// ScreenRect is the screen in CSS pixels (the design's size when unset).
func (c *Context) ScreenRect() Rect {
	if c.Screen.W <= 0 || c.Screen.H <= 0 {
		return R(0, 0, Width, Height)
	}
	return c.Screen
}

// Reach is how far a finger's tap reaches from its point, in the logical
// coordinates of ctx.View: half a finger, 22 CSS pixels, so a target drawn
// small on a phone is still hit by a tap beside it. 0 for a mouse.
func (c *Context) Reach() float64 {
	if c.In == nil || !c.In.Touch {
		return 0
	}
	css := c.CSS.Scale
	if css == 0 {
		css = 1
	}
	s := c.View.Scale / css
	if s <= 0 {
		return 0
	}
	return 22 / s
}

// ChromeScale is the scale of the controls and the text around the board
// on a screen of w×h CSS pixels: the design's size on a laptop, larger on
// a large monitor, never smaller, so a phone keeps its text readable and
// its buttons a finger's size.
func ChromeScale(w, h float64) float64 { return max(1, min(w/Width, h/Height)) }

// Play plays a sound if there is a sound device.
func (c *Context) Play(s audio.Sound) {
	if c.Sound != nil {
		c.Sound.Play(s)
	}
}

// Refuse says on the status line why something the player asked is
// refused (the rule it breaks, the parts involved) and buzzes.
func (c *Context) Refuse(msg string) {
	c.Status.Say(Error, msg)
	c.Play(audio.Buzz)
}

// Loop starts or stops a looping sound.
func (c *Context) Loop(s audio.Sound, on bool) {
	if c.Sound != nil {
		c.Sound.SetLoop(s, on)
	}
}

// Prefs are the player's settings that survive a restart of the game: the
// shared ones, and one section per puzzle, owned by the puzzle's scene, so
// one puzzle's settings can neither break nor be broken by another's.
type Prefs struct {
	Muted      bool                       `json:"muted"`
	Speed      int                        `json:"speed"` // index of the replay speed, 0 (0.25×) .. 6 (16×)
	Fullscreen bool                       `json:"fullscreen"`
	Puzzles    map[string]json.RawMessage `json:"puzzles,omitempty"` // by puzzle name
	// Old holds the top-level keys of a file written before sections, for
	// the puzzles to take over (Puzzle.Migrate); it is never written.
	Old map[string]json.RawMessage `json:"-"`
	// Problems name the keys that could not be read and were dropped.
	Problems []string `json:"-"`
}

// DefaultPrefs are the settings of a first start.
func DefaultPrefs() Prefs {
	return Prefs{Speed: 2}
}

// Scene is one screen of the game: the menu or a puzzle.
type Scene interface {
	Update(ctx *Context) error
	Draw(dst *ebiten.Image, ctx *Context)
}

// Opaque is a scene whose Draw covers every pixel of the screen with
// opaque paint: the game does not fill the screen before it, a pass over
// every pixel that a software renderer pays for.
type Opaque interface {
	Opaque() bool
}
