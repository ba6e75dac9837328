//go:build js

package bridge

import (
	"encoding/json"
	"strings"
	"sync/atomic"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
)

// ReadyEvent is the event dispatched on window once the first frame is drawn.
const ReadyEvent = "puzzleworks-ready"

// Publishing the state costs a snapshot and a JSON encoding, so it is done
// every frame only while someone reads it, and twice a second otherwise.
const (
	hotFrames   = 120 // frames to keep publishing after a call to state()
	idleFrames  = 30  // otherwise, publish every this many frames
	globalName  = "puzzleworks"
	stateMethod = "state"
)

// Args returns the game's arguments in a browser: those of the page's URL
// query (see ArgsFromQuery); the process's own arguments are ignored.
func Args([]string) []string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return nil
	}
	return ArgsFromQuery(loc.Get("search").String())
}

// bridge publishes one game's state to the page.
type bridge struct {
	g        *scenes.Game
	obj      js.Value // window.puzzleworks
	frames   int
	hotUntil int
	ready    bool
	asked    atomic.Bool            // state() was called since the last frame
	latest   atomic.Pointer[string] // the last snapshot, as JSON
	query    string                 // the query the address shows now
}

// Attach sets up window.puzzleworks for g: `ready` and `readyAt` (ms since
// navigation start) once the first frame is drawn, an event ReadyEvent on
// window at the same moment, and `state()`, which returns the game's
// Snapshot as an object, at most a frame old while it is being polled.
// The snapshot is made in the game's own goroutine, after a frame, never
// while an update is half done.
func Attach(g *scenes.Game) {
	win := js.Global()
	obj := win.Get(globalName)
	if obj.Type() != js.TypeObject {
		obj = win.Get("Object").New()
		win.Set(globalName, obj)
	}
	b := &bridge{g: g, obj: obj, query: initialQuery()}
	empty := "null"
	b.latest.Store(&empty)
	obj.Set("ready", false)
	obj.Set(stateMethod, js.FuncOf(b.state))
	prev := g.OnFrame
	g.OnFrame = func(screen *ebiten.Image) {
		if prev != nil {
			prev(screen)
		}
		b.frame()
	}
}

// state is window.puzzleworks.state(): the last snapshot, parsed.
func (b *bridge) state(js.Value, []js.Value) any {
	b.asked.Store(true)
	return js.Global().Get("JSON").Call("parse", *b.latest.Load())
}

// frame runs after every frame the game draws.
func (b *bridge) frame() {
	b.frames++
	if b.asked.Swap(false) {
		b.hotUntil = b.frames + hotFrames
	}
	if !b.ready || b.frames <= b.hotUntil || b.frames%idleFrames == 0 {
		b.publish()
		b.follow()
	}
	if !b.ready {
		b.ready = true
		win := js.Global()
		if perf := win.Get("performance"); perf.Truthy() {
			b.obj.Set("readyAt", perf.Call("now"))
		}
		b.obj.Set("ready", true)
		win.Call("dispatchEvent", win.Get("Event").New(ReadyEvent))
	}
}

// follow makes the page's address show the game as it is (the puzzle, its
// parameters and the position), without a new history entry, so copying
// the address shares the game.
func (b *bridge) follow() {
	q := b.g.Query()
	if q == b.query {
		return
	}
	b.query = q
	win := js.Global()
	loc := win.Get("location")
	hist := win.Get("history")
	if !loc.Truthy() || !hist.Truthy() {
		return
	}
	addr := loc.Get("pathname").String()
	if q != "" {
		addr += "?" + q
	}
	addr += loc.Get("hash").String()
	hist.Call("replaceState", js.Null(), "", addr)
}

func (b *bridge) publish() {
	data, err := json.Marshal(b.g.Snapshot())
	if err != nil {
		// A Snapshot is plain data; should it ever fail, say so in it.
		data, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	s := string(data)
	b.latest.Store(&s)
}

// initialQuery is the address's query as the page was opened.
func initialQuery() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	return strings.TrimPrefix(loc.Get("search").String(), "?")
}
