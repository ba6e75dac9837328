//go:build js

package bridge

import (
	"encoding/json"
	"errors"
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
	hotFrames    = 120 // frames to keep publishing after a call to state()
	idleFrames   = 30  // otherwise, publish every this many frames
	globalName   = "puzzleworks"
	stateMethod  = "state"
	recordMethod = "record"
	// maxAsks is how many record() calls may wait for the next frame.
	maxAsks = 4
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
	g         *scenes.Game
	obj       js.Value // window.puzzleworks
	frames    int
	hotUntil  int
	ready     bool
	published bool                   // a snapshot has been published
	asked     atomic.Bool            // state() was called since the last frame
	latest    atomic.Pointer[string] // the last snapshot, as JSON
	query     string                 // the query the address shows now
	asks      chan recordAsk         // record() calls, for the game's goroutine
}

// recordAsk is one call of window.puzzleworks.record(): the options given
// and its promise's functions.
type recordAsk struct {
	opts            scenes.RecordOptions
	resolve, reject js.Value
}

// Attach sets up window.puzzleworks for g: `ready` and `readyAt` (ms since
// navigation start) once the first frame is drawn, an event ReadyEvent on
// window at the same moment, and `state()`, which returns the game's
// Snapshot as an object, at most a frame old while it is being polled,
// and null until the first snapshot, a frame after ready. The snapshot is
// made in the game's own goroutine, after a frame, never while an update
// is half done.
func Attach(g *scenes.Game) {
	win := js.Global()
	obj := win.Get(globalName)
	if obj.Type() != js.TypeObject {
		obj = win.Get("Object").New()
		win.Set(globalName, obj)
	}
	b := &bridge{g: g, obj: obj, query: initialQuery(), asks: make(chan recordAsk, maxAsks)}
	empty := "null"
	b.latest.Store(&empty)
	obj.Set("ready", false)
	obj.Set(stateMethod, js.FuncOf(b.state))
	obj.Set(recordMethod, js.FuncOf(b.record))
	g.OnRecorded = download
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

// record is window.puzzleworks.record(options): a promise of the GIF of the
// game's history replayed from the start (a Uint8Array), as the control
// bar's Record button makes it. options may set width, height (CSS
// pixels) and fps. The recording starts after the next frame, in the
// game's own goroutine.
func (b *bridge) record(_ js.Value, args []js.Value) any {
	opts := scenes.BarRecording()
	if len(args) > 0 && args[0].Type() == js.TypeObject {
		o := args[0]
		for key, dst := range map[string]*int{"width": &opts.Width, "height": &opts.Height, "fps": &opts.FPS} {
			if v := o.Get(key); v.Type() == js.TypeNumber {
				*dst = v.Int()
			}
		}
	}
	promise := js.Global().Get("Promise")
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, pa []js.Value) any {
		executor.Release()
		ask := recordAsk{opts: opts, resolve: pa[0], reject: pa[1]}
		select {
		case b.asks <- ask:
		default:
			ask.reject.Invoke(jsError("puzzleworks.record: too many recordings asked at once"))
		}
		return nil
	})
	return promise.New(executor)
}

// startRecordings starts the recordings asked since the last frame; the
// first one runs, the others are refused while it does.
func (b *bridge) startRecordings() {
	for {
		select {
		case ask := <-b.asks:
			err := b.g.Record(ask.opts, func(rec scenes.Recorded, err error) {
				if err != nil {
					ask.reject.Invoke(jsError("puzzleworks.record: " + err.Error()))
					return
				}
				ask.resolve.Invoke(bytesToJS(rec.GIF))
			})
			if err != nil {
				ask.reject.Invoke(jsError("puzzleworks.record: " + err.Error()))
			}
		default:
			return
		}
	}
}

// jsError is a JavaScript Error with msg.
func jsError(msg string) js.Value { return js.Global().Get("Error").New(msg) }

// bytesToJS copies data into a new Uint8Array.
func bytesToJS(data []byte) js.Value {
	u8 := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	return u8
}

// download hands a recording made with the control bar's button to the
// browser as a download named puzzleworks-PUZZLE.gif.
func download(puzzle string, rec scenes.Recorded) (string, error) {
	win := js.Global()
	doc := win.Get("document")
	if !doc.Truthy() {
		return "", errors.New("no document to download into")
	}
	blobType := win.Get("Object").New()
	blobType.Set("type", "image/gif")
	blob := win.Get("Blob").New(win.Get("Array").New(bytesToJS(rec.GIF)), blobType)
	urls := win.Get("URL")
	addr := urls.Call("createObjectURL", blob)
	name := "puzzleworks-" + puzzle + ".gif"
	a := doc.Call("createElement", "a")
	a.Set("href", addr)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The address is let go once the download has surely begun.
	win.Call("setTimeout", urls.Get("revokeObjectURL").Call("bind", urls, addr), 60000)
	return "downloaded as " + name, nil
}

// frame runs after every frame the game draws.
func (b *bridge) frame() {
	b.frames++
	b.startRecordings()
	if b.asked.Swap(false) {
		b.hotUntil = b.frames + hotFrames
	}
	// While a recording replays the history off screen, the snapshot and
	// the address keep the game as the player left it. The first frame
	// publishes nothing: the first JSON encoding of a snapshot builds its
	// encoders by reflection, which would hold the first picture back on a
	// phone; the next frame publishes.
	if b.ready && !b.g.Recording() && (!b.published || b.frames <= b.hotUntil || b.frames%idleFrames == 0) {
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
	b.published = true
}

// initialQuery is the address's query as the page was opened.
func initialQuery() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	return strings.TrimPrefix(loc.Get("search").String(), "?")
}
