// Package scenetest runs scene tests inside a real Ebitengine game loop, so
// tests can draw and read back real pixels under a virtual X display
// (xvfb-run) and measure frames per second. Tests call Main from TestMain;
// rendering work is handed to the loop's Draw on the main thread.
package scenetest

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
)

// Screen size of the harness window, the logical size of every scene
// (the design size, sprites.DesignW×sprites.DesignH).
const (
	Width  = sprites.DesignW
	Height = sprites.DesignH
)

// task is work for the loop: draw is called once a frame until it returns true.
type task struct {
	draw func(screen *ebiten.Image) bool
	done chan struct{}
}

// harness is the ebiten.Game that runs tasks.
type harness struct {
	tasks chan *task
	cur   *task
	quit  chan struct{}
}

func (h *harness) Update() error {
	select {
	case <-h.quit:
		return ebiten.Termination
	default:
	}
	return nil
}

func (h *harness) Draw(screen *ebiten.Image) {
	if h.cur == nil {
		select {
		case h.cur = <-h.tasks:
		default:
			return
		}
	}
	if h.cur.draw(screen) {
		close(h.cur.done)
		h.cur = nil
	}
}

func (h *harness) Layout(int, int) (int, int) { return Width, Height }

// ShowWindowEnv, when set, shows the test window (see Main).
const ShowWindowEnv = "PUZZLEWORKS_SHOW_WINDOW"

// SingleThreadEnv, when set, runs the loop single-threaded (see Main).
const SingleThreadEnv = "PUZZLEWORKS_SINGLE_THREAD"

// Loop is the running game loop, or nil when there is no display.
type Loop struct {
	h *harness
}

// current hands the loop from Main to the tests. A test binary has one
// TestMain, so this is set once per process before any test runs.
var current = make(chan *Loop, 1)

// Main runs the tests of a package: inside an Ebitengine loop with a hidden
// window when a display is available, plainly otherwise (then Current
// returns nil and rendering tests skip).
func Main(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		current <- nil
		os.Exit(m.Run())
	}
	h := &harness{tasks: make(chan *task), quit: make(chan struct{})}
	current <- &Loop{h: h}
	code := make(chan int, 1)
	go func() {
		c := m.Run()
		close(h.quit)
		code <- c
	}()
	// A hidden window is held to 60 frames a second; the frame-rate
	// benchmarks show it (harmless under xvfb-run) to measure uncapped.
	ebiten.SetWindowVisible(os.Getenv(ShowWindowEnv) != "")
	ebiten.SetWindowSize(Width, Height)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetRunnableOnUnfocused(true)
	// With SingleThreadEnv set the GPU work runs on the main thread, so it
	// never overlaps a measurement (allocations counted inside Draw are the
	// scene's alone). Then every Ebitengine call must be made on the main
	// thread, through Do or Frames: only the frame benchmarks do that, so
	// tests run with the default render thread.
	opts := &ebiten.RunGameOptions{SingleThread: os.Getenv(SingleThreadEnv) != ""}
	if err := ebiten.RunGameWithOptions(h, opts); err != nil {
		fmt.Fprintln(os.Stderr, "scenetest: game loop:", err)
		os.Exit(1)
	}
	os.Exit(<-code)
}

// Current returns the loop, or skips the test when there is no display.
func Current(tb testing.TB) *Loop {
	tb.Helper()
	l := <-current
	current <- l
	if l == nil {
		tb.Skip("no display: run the tests under xvfb-run to check rendering")
	}
	return l
}

// Frames calls draw once a frame, on the main thread, until it returns true.
func (l *Loop) Frames(draw func(screen *ebiten.Image) bool) {
	t := &task{draw: draw, done: make(chan struct{})}
	l.h.tasks <- t
	<-t.done
}

// Do runs f once in a frame with the screen image.
func (l *Loop) Do(f func(screen *ebiten.Image)) {
	l.Frames(func(s *ebiten.Image) bool { f(s); return true })
}

// Capture draws with f into the cleared screen and returns the pixels.
func (l *Loop) Capture(f func(screen *ebiten.Image)) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	l.Do(func(s *ebiten.Image) {
		s.Clear()
		f(s)
		s.ReadPixels(img.Pix)
	})
	return img
}

// run draws frames with draw for about d, after a few that are not
// counted (a change of what is drawn has start-up costs), and returns how
// many it counted, in how long, and the CPU time the whole process
// (Mesa's software renderer included) spent on them.
func (l *Loop) run(d time.Duration, draw func(screen *ebiten.Image)) (n int, elapsed, cpu time.Duration) {
	warm := 0
	l.Frames(func(s *ebiten.Image) bool { draw(s); warm++; return warm >= 10 })
	start := time.Now()
	cpu0 := ProcessCPU()
	l.Frames(func(s *ebiten.Image) bool {
		draw(s)
		n++
		elapsed = time.Since(start)
		return elapsed >= d
	})
	return n, elapsed, ProcessCPU() - cpu0
}

// Mallocs is the number of heap allocations so far, for allocation counts
// inside frames.
func Mallocs() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

// Near reports whether two colours differ by at most tol in every channel.
func Near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// Average is the mean colour of a logical rectangle of img.
func Average(img *image.RGBA, x, y, w, h int) color.RGBA {
	var r, g, b, n int
	for yy := y; yy < y+h; yy++ {
		for xx := x; xx < x+w; xx++ {
			c := img.RGBAAt(xx, yy)
			r, g, b, n = r+int(c.R), g+int(c.G), b+int(c.B), n+1
		}
	}
	if n == 0 {
		return color.RGBA{}
	}
	return color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), 0xff}
}

// MeasureFrames is the measured part of every scene's BenchmarkFrame: b.N
// calls of frame, each timed and its heap allocations counted, reported as
// ns/frame and allocs/frame. Run it with PUZZLEWORKS_SINGLE_THREAD=1 so
// Ebitengine's render thread does not allocate while a frame is measured.
func (l *Loop) MeasureFrames(b *testing.B, frame func(screen *ebiten.Image)) {
	var mallocs uint64
	var busy time.Duration
	b.ResetTimer()
	n := 0
	l.Frames(func(s *ebiten.Image) bool {
		m0 := Mallocs()
		t0 := time.Now()
		frame(s)
		busy += time.Since(t0)
		mallocs += Mallocs() - m0
		n++
		return n >= b.N
	})
	b.StopTimer()
	b.ReportMetric(float64(busy.Nanoseconds())/float64(n), "ns/frame")
	b.ReportMetric(float64(mallocs)/float64(n), "allocs/frame")
}

// CompareFPS is the body of every scene's BenchmarkFPS: frames per second
// of frame against a program that only clears the screen, in the same run,
// and the CPU per frame of each (the steadier figure on a shared machine).
// Each iteration takes turns of half a second, clearing and then drawing
// the scene, eight times: the speed of a shared machine drifts by a tenth
// and more over seconds, and turns this short meet the same drift.
func (l *Loop) CompareFPS(b *testing.B, frame func(screen *ebiten.Image)) {
	const turns, turn = 8, 500 * time.Millisecond
	var clearN, sceneN int
	var clearT, sceneT, clearCPU, sceneCPU time.Duration
	clearing := func(s *ebiten.Image) { s.Clear() }
	for i := 0; i < b.N; i++ {
		for range turns {
			n, t, c := l.run(turn, clearing)
			clearN, clearT, clearCPU = clearN+n, clearT+t, clearCPU+c
			// The scene is drawn as the game draws it: Ebitengine does not
			// clear the screen first, as the scene covers every pixel
			// (main sets this for the game); the yardstick keeps the
			// default.
			ebiten.SetScreenClearedEveryFrame(false)
			n, t, c = l.run(turn, frame)
			ebiten.SetScreenClearedEveryFrame(true)
			sceneN, sceneT, sceneCPU = sceneN+n, sceneT+t, sceneCPU+c
		}
	}
	clear, scene := float64(clearN)/clearT.Seconds(), float64(sceneN)/sceneT.Seconds()
	b.ReportMetric(clear, "fps-clear")
	b.ReportMetric(scene, "fps-scene")
	b.ReportMetric(scene/clear, "ratio")
	clearPer, scenePer := clearCPU/time.Duration(clearN), sceneCPU/time.Duration(sceneN)
	b.ReportMetric(float64(clearPer.Microseconds())/1000, "cpu-ms/frame-clear")
	b.ReportMetric(float64(scenePer.Microseconds())/1000, "cpu-ms/frame-scene")
	b.ReportMetric(float64(clearPer)/float64(scenePer), "cpu-ratio")
}

// NoFrameAllocs fails tb when the frames of a replay allocate in steady
// state. start starts the replay from its beginning; frame runs one tick
// and draws one frame, as the game does. After warm frames it counts the
// allocations of the next frames, in windows, until one window allocates
// nothing, at most eight times. Some allocations happen once: Go builds
// the cache of each place that asserts an interface type (a type switch
// with interface cases, a check such as scene.(interface{ Busy() bool }))
// on one call in 1,024 chosen at random, one allocation a place, at a
// frame no warming can foresee. Those fade, while a frame of ours that
// allocates shows in every window: one allocation in all eight fails, as
// a replay's frames allocate nothing, not even one move in thirty frames.
func (l *Loop) NoFrameAllocs(tb testing.TB, start func(), frame func(s *ebiten.Image), warm, frames int) {
	tb.Helper()
	if os.Getenv(SingleThreadEnv) == "" {
		// Run on several threads, Ebitengine's other threads (the window's
		// events, the GPU's commands) allocate while a frame is counted,
		// more or less as the machine is loaded: the count means nothing.
		tb.Skip("counts allocations only single-threaded: set " + SingleThreadEnv + "=1 (.ci/test does)")
	}
	// A garbage collection empties the sync.Pools Ebitengine draws its
	// buffers from, and the next frame fills them again: no collection
	// runs while the frames are counted.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	mallocs := ^uint64(0)
	for range 8 {
		start()
		var got uint64
		n := 0
		l.Frames(func(s *ebiten.Image) bool {
			m0 := Mallocs()
			frame(s)
			if n >= warm {
				got += Mallocs() - m0
			}
			n++
			return n >= warm+frames
		})
		if mallocs = min(mallocs, got); mallocs == 0 {
			return
		}
	}
	tb.Fatalf("replay frames allocate: %d times in %d frames, in the least of eight windows", mallocs, frames)
}
