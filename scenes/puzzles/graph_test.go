package puzzles

import (
	"flag"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/graph"
	"puzzleworks/solver/hanoi"
)

// graphPuzzles are the puzzles with a graph of positions.
var graphPuzzles = []string{"hanoi", "pulley", "river", "coins"}

// openGraph opens puzzle name with its flags and the graph's panel open
// (-graph), on a screen of w×h CSS pixels, on the loop's thread.
func openGraph(t *testing.T, l *scenetest.Loop, name string, args []string, w, h float64) *scenes.Game {
	t.Helper()
	entry, ok := scenes.Find(All(), name)
	if !ok {
		t.Fatalf("no puzzle %s", name)
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	done := entry.Flags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	launch, err := done()
	if err != nil {
		t.Fatal(err)
	}
	var g *scenes.Game
	l.Do(func(*ebiten.Image) {
		g, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, Launch: launch, Graph: true})
		if err != nil {
			return
		}
		g.FixScreen(w, h, 1)
		g.Wait()
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ticks runs up to n ticks of g without drawing, each followed by each
// (nil for none) with its snapshot until each returns false, and returns
// the last snapshot (its layout is the last frame's).
func ticks(t *testing.T, l *scenetest.Loop, g *scenes.Game, n int, each func(scenes.Snapshot) bool) scenes.Snapshot {
	t.Helper()
	var err error
	var snap scenes.Snapshot
	l.Do(func(*ebiten.Image) {
		for range n {
			if err = g.Step(); err != nil {
				return
			}
			in := g.Input()
			in.Pressed, in.Released, in.Keys = false, false, in.Keys[:0]
			snap = g.Snapshot()
			if each != nil && !each(snap) {
				return
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap
}

// graphFrameOf runs a tick and draws a frame of g, and returns its snapshot
// and picture.
func graphFrameOf(t *testing.T, l *scenetest.Loop, g *scenes.Game, w, h float64) (scenes.Snapshot, *image.RGBA) {
	t.Helper()
	pic := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	var snap scenes.Snapshot
	var err error
	l.Do(func(*ebiten.Image) {
		if err = g.Step(); err != nil {
			return
		}
		in := g.Input()
		in.Pressed, in.Released, in.Keys = false, false, in.Keys[:0]
		img := ebiten.NewImage(int(w), int(h))
		g.Draw(img)
		img.ReadPixels(pic.Pix)
		img.Deallocate()
		snap = g.Snapshot()
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap, pic
}

// TestGraphLayoutAnyScreen draws the graph's panel of every move puzzle
// at each screen size and checks its boxes as every page's: nothing off
// the screen, no two lines of text overlapping, text at least 12 px high,
// on a phone every button a finger's size; the panel's buttons and its
// graph are there, and on a phone the panel takes the room above the bar.
func TestGraphLayoutAnyScreen(t *testing.T) {
	l := scenetest.Current(t)
	dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS")
	for _, sc := range screens {
		for _, name := range graphPuzzles {
			t.Run(fmt.Sprintf("%s/%gx%g", name, sc.w, sc.h), func(t *testing.T) {
				g := openGraph(t, l, name, nil, sc.w, sc.h)
				graphFrameOf(t, l, g, sc.w, sc.h)
				snap, pic := graphFrameOf(t, l, g, sc.w, sc.h)
				if dir != "" {
					savePNG(t, filepath.Join(dir, fmt.Sprintf("graph-%s-%gx%g.png", name, sc.w, sc.h)), pic)
				}
				if snap.Graph == nil || !snap.Graph.Open {
					t.Fatalf("graph %+v", snap.Graph)
				}
				checkLayout(t, snap, sc.w, sc.h, true)
				area, ok := find(snap, ui.KindButton, "graph:positions")
				if !ok {
					t.Fatal("no graph in the layout")
				}
				for _, name := range []string{"graph:search", "graph:close"} {
					if _, ok := find(snap, ui.KindButton, name); !ok {
						t.Errorf("no button %s in the layout", name)
					}
				}
				if min(sc.w, sc.h) < 600 && (area.W*area.H < 0.2*sc.w*sc.h || area.H < 100) {
					t.Errorf("the graph takes %.0f×%.0f of the %g×%g phone", area.W, area.H, sc.w, sc.h)
				}
				if h := snap.Graph.Here; h == nil || !(ui.Rect{X: area.X, Y: area.Y, W: area.W, H: area.H}).Contains(h[0], h[1]) {
					t.Errorf("the current position's dot at %v, not in the graph %+v", h, area)
				}
			})
		}
	}
}

// press presses and releases the pointer at (x, y), a tick each.
func press(t *testing.T, l *scenetest.Loop, g *scenes.Game, x, y float64) scenes.Snapshot {
	t.Helper()
	in := g.Input()
	in.X, in.Y, in.Pressed, in.Down = x, y, true, true
	graphFrameOf(t, l, g, 1280, 720)
	in.Down, in.Released = false, true
	s, _ := graphFrameOf(t, l, g, 1280, 720)
	return s
}

// pressBox presses the middle of the layout's button name.
func pressBox(t *testing.T, l *scenetest.Loop, g *scenes.Game, s scenes.Snapshot, name string) scenes.Snapshot {
	t.Helper()
	b, ok := find(s, ui.KindButton, name)
	if !ok {
		t.Fatalf("no button %s", name)
	}
	return press(t, l, g, b.X+b.W/2, b.Y+b.H/2)
}

// TestGraphSearchOnTheBar: while the search replay shows, the control
// bar plays, pauses, steps and seeks it layer by layer, and its speed is
// the search's; the game does not move. When the search stops the bar
// drives the game again.
func TestGraphSearchOnTheBar(t *testing.T) {
	l := scenetest.Current(t)
	g := openGraph(t, l, "hanoi", []string{"-n", "3"}, 1280, 720)
	s, _ := graphFrameOf(t, l, g, 1280, 720)
	speed := g.Prefs().Speed
	s = pressBox(t, l, g, s, "graph:search")
	if !s.Graph.Searching || s.Graph.Layer != 0 {
		t.Fatalf("the search button: %+v", s.Graph)
	}
	s = pressBox(t, l, g, s, "play") // pause
	at := s.Graph.Layer
	tests := []struct {
		button string
		layer  int
	}{
		{"forward", at + 1},
		{"forward", at + 2},
		{"back", at + 1},
		{"back", at},
	}
	for _, tc := range tests {
		s = pressBox(t, l, g, s, tc.button)
		if s.Graph.Layer != tc.layer || s.Graph.Searching != true {
			t.Fatalf("%s: layer %d, want %d (%+v)", tc.button, s.Graph.Layer, tc.layer, s.Graph)
		}
	}
	// The scrubber seeks: its middle is the middle layer of 0..7.
	b, _ := find(s, ui.KindButton, "scrubber")
	s = press(t, l, g, b.X+b.W/2, b.Y+b.H/2)
	start, _ := hanoi.Start(hanoi.Params{N: 3, Pegs: 3})
	whole, err := graph.Build(start, hanoi.GraphRules(), 0)
	if err != nil {
		t.Fatal(err)
	}
	within := 0
	for _, n := range whole.Nodes {
		if n.Depth <= 4 {
			within++
		}
	}
	if s.Graph.Layer != 4 || s.Graph.Found != within {
		t.Fatalf("the scrubber's middle: layer %d, %d found, want 4 and %d", s.Graph.Layer, s.Graph.Found, within)
	}
	if dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS"); dir != "" {
		_, pic := graphFrameOf(t, l, g, 1280, 720)
		savePNG(t, filepath.Join(dir, "graph-search.png"), pic)
	}
	s = pressBox(t, l, g, s, "faster")
	if g.Prefs().Speed != speed {
		t.Errorf("faster on the search changed the game's speed to %d", g.Prefs().Speed)
	}
	// Play runs it to the end, a layer at a time.
	s = pressBox(t, l, g, s, "play")
	layers := []int{s.Graph.Layer}
	s = ticks(t, l, g, 400, func(s scenes.Snapshot) bool {
		if s.Graph.Layer != layers[len(layers)-1] {
			layers = append(layers, s.Graph.Layer)
		}
		return true
	})
	if fmt.Sprint(layers) != fmt.Sprint([]int{4, 5, 6, 7}) || s.Graph.Found != 27 {
		t.Errorf("played layers %v, %d found", layers, s.Graph.Found)
	}
	if s.Moves != 0 || s.Playing {
		t.Errorf("the game moved under the search: %d moves, playing %v", s.Moves, s.Playing)
	}
	// The keys work it too.
	in := g.Input()
	for _, k := range []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft} {
		in.Keys = append(in.Keys, k)
		s = ticks(t, l, g, 1, nil)
	}
	if s.Graph.Layer != 5 {
		t.Errorf("← ← from the end: layer %d, want 5", s.Graph.Layer)
	}
	// Stopped, the bar is the game's again.
	s = pressBox(t, l, g, s, "graph:search")
	if s.Graph.Searching {
		t.Fatal("the search did not stop")
	}
	s = pressBox(t, l, g, s, "play")
	if !s.Playing {
		t.Errorf("play after the search did not play the game: %+v", s)
	}
}

// TestGraphCoarseHanoi: nine stones are drawn as the triangle of their
// largest seven (2,187 dots), and the position on the board is still
// marked, in its group, as it moves.
func TestGraphCoarseHanoi(t *testing.T) {
	l := scenetest.Current(t)
	g := openGraph(t, l, "hanoi", []string{"-n", "9", "-from", "9,8,7,6,5,4,3/2/1"}, 1280, 720)
	s, pic := graphFrameOf(t, l, g, 1280, 720)
	if s.Graph == nil || s.Graph.Nodes != 19683 {
		t.Fatalf("graph %+v", s.Graph)
	}
	here := s.Graph.Here
	if here == nil {
		t.Fatal("the position on the board is not marked")
	}
	// The mark is a light ring round the dot.
	if c := scenetest.Average(pic, int(here[0])-1, int(here[1])-9, 3, 2); c.R < 0xc0 || c.G < 0xc0 {
		t.Errorf("no ring at the position on the board (%v): %v", here, c)
	}
	// A move of the largest of the small stones changes the group.
	in := g.Input()
	in.Keys = append(in.Keys, ebiten.KeyS)
	s = ticks(t, l, g, 4000, func(s scenes.Snapshot) bool { return s.Graph.Here == nil || *s.Graph.Here == *here })
	if s.Graph.Here == nil || *s.Graph.Here == *here {
		t.Fatalf("the mark stayed at %v while the game went to %s", here, s.Position)
	}
}

// graphFrameRig opens the crane with n stones and its graph (7: 2,187
// positions; 12: the coarse triangle of 531,441) at 1280×720, the
// solution's replay playing when replay is set, and returns a frame as
// the game runs it: one tick and one picture.
func graphFrameRig(tb testing.TB, l *scenetest.Loop, n int, replay bool) (*scenes.Game, func(s *ebiten.Image)) {
	var g *scenes.Game
	var err error
	entry, _ := scenes.Find(All(), "hanoi")
	fs := flag.NewFlagSet("hanoi", flag.ContinueOnError)
	done := entry.Flags(fs)
	if err := fs.Parse([]string{"-n", fmt.Sprint(n)}); err != nil {
		tb.Fatal(err)
	}
	launch, err := done()
	if err != nil {
		tb.Fatal(err)
	}
	l.Do(func(*ebiten.Image) {
		g, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: "hanoi", Launch: launch, Graph: true, NoInput: true})
		if err != nil {
			return
		}
		g.FixScreen(1280, 720, 1)
		g.Wait()
		if replay {
			err = g.StartReplay()
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	return g, func(s *ebiten.Image) {
		if err := g.Update(); err != nil {
			tb.Fatal(err)
		}
		g.Draw(s)
	}
}

// warmReplay plays the first 200 frames of g's replay at 8×, so every
// text they show has its glyphs cached, and returns what starts it again
// from the start (the frames measured are among those).
func warmReplay(l *scenetest.Loop, g *scenes.Game, frame func(s *ebiten.Image)) func() {
	ps := g.Scene().(ui.PuzzleScene)
	ps.SetSpeed(5)
	n := 0
	l.Frames(func(s *ebiten.Image) bool { frame(s); n++; return n >= 200 })
	tape := ps.Tape()
	last := tape.(ui.Transport).Last()
	return func() { tape.Rewind(last) }
}

// BenchmarkGraphFrame: the time and heap allocations of a frame with the
// graph of 7 stones on screen, and with the coarse triangle of 12, the
// game at rest and during the solution's replay (target: no allocation).
// Run it with PUZZLEWORKS_SINGLE_THREAD=1.
func BenchmarkGraphFrame(b *testing.B) {
	for _, tc := range graphFrameCases {
		n, replay := tc.n, tc.replay
		b.Run(fmt.Sprintf("n%d-%s", n, map[bool]string{false: "rest", true: "replay"}[replay]), func(b *testing.B) {
			l := scenetest.Current(b)
			g, frame := graphFrameRig(b, l, n, replay)
			n := 0
			l.Frames(func(s *ebiten.Image) bool { frame(s); n++; return n >= 30 })
			if replay {
				warmReplay(l, g, frame)()
			}
			l.MeasureFrames(b, frame)
		})
	}
}

// graphFrameCases are the frames measured: the graph of 7 stones and the
// coarse triangle of 12, at rest and during the solution's replay.
var graphFrameCases = []struct {
	n      int
	replay bool
}{{7, false}, {7, true}, {12, false}, {12, true}}

// TestGraphFrameAllocs: a frame with the graph of 7 stones, or the coarse
// triangle of 12, on screen does not allocate in steady state, at rest
// and during the solution's replay.
func TestGraphFrameAllocs(t *testing.T) {
	l := scenetest.Current(t)
	for _, tc := range graphFrameCases {
		t.Run(fmt.Sprintf("n%d-%s", tc.n, map[bool]string{false: "rest", true: "replay"}[tc.replay]), func(t *testing.T) {
			replay := tc.replay
			g, frame := graphFrameRig(t, l, tc.n, replay)
			start := func() {}
			if replay {
				start = warmReplay(l, g, frame)
			}
			l.NoFrameAllocs(t, start, frame, 30, 120)
		})
	}
}

// TestGraphTapNearDot: on a phone a tap within a finger's reach of a dot
// shows that position, and a second tap goes there.
func TestGraphTapNearDot(t *testing.T) {
	l := scenetest.Current(t)
	g := openGraph(t, l, "pulley", nil, 390, 844)
	s, _ := graphFrameOf(t, l, g, 390, 844)
	if s.Graph == nil || s.Graph.Goal == nil {
		t.Fatalf("no goal drawn: %+v", s.Graph)
	}
	x, y := s.Graph.Goal[0]+15, s.Graph.Goal[1]+8
	in := g.Input()
	in.Touch = true
	for i := range 2 {
		in.X, in.Y, in.Pressed, in.Down = x, y, true, true
		graphFrameOf(t, l, g, 390, 844)
		in.Down, in.Released = false, true
		s, _ = graphFrameOf(t, l, g, 390, 844)
		if i == 0 && (s.Playing || s.Moves != 0) {
			t.Fatalf("one tap beside the goal moved the game: %+v", s)
		}
	}
	if !s.Playing {
		t.Fatalf("two taps beside the goal did not go there: %q", s.Status)
	}
}

// TestGraphHanoiTooLargeToList: 12 stones (531,441 positions, over the
// limit of a listed graph) are drawn as the triangle of their largest
// seven from the closed forms: the numbers are the known ones; a click on
// a group's dot plans the shortest way to the group's position nearest
// the board's, which the crane plays through the rules and undo takes
// back; the search replay runs its breadth-first search in the background
// (saying "working…") and then shows it layer by layer.
func TestGraphHanoiTooLargeToList(t *testing.T) {
	l := scenetest.Current(t)
	g := openGraph(t, l, "hanoi", []string{"-n", "12"}, 1280, 720)
	s, _ := graphFrameOf(t, l, g, 1280, 720)
	if gs := s.Graph; gs == nil || gs.Nodes != 531441 || gs.Edges != 3*531441-3 || gs.Shortest != 4095 || gs.Solutions != "1" || gs.Here == nil || gs.Goal == nil {
		t.Fatalf("graph %+v", s.Graph)
	}
	// The start's group is the top corner, the goal's the bottom right:
	// the rest of the triangle's places follow.
	here, goal := *s.Graph.Here, *s.Graph.Goal
	w, h := 2*(goal[0]-here[0]), goal[1]-here[1]
	x0, y0 := here[0]-w/2, here[1]
	tests := []struct {
		piles string // the piles of stones 12..6
		moves int    // to its nearest position from the start
	}{
		{"AAAAAAC", 32}, // stones 1..5 to B, then 6 to C
		{"AAAAACB", 64}, // 1..5 to C, 6 to B, 1..5 onto it, then 7 to C
	}
	l.Do(func(*ebiten.Image) { g.Scene().(ui.PuzzleScene).SetSpeed(6) })
	for _, tc := range tests {
		pileOf := func(stone int) int { return int(tc.piles[12-stone] - 'A') }
		_, nx, ny := graphview.SierpinskiGroupAt(12, graphview.SierpinskiDepth, pileOf)
		s = press(t, l, g, x0+nx*w, y0+ny*h)
		if !s.Playing || !strings.HasPrefix(s.Status, "Going to ") {
			t.Fatalf("a click on group %s: %q, playing %v", tc.piles, s.Status, s.Playing)
		}
		ticks(t, l, g, 20000, func(s scenes.Snapshot) bool { return s.Playing })
		s = ticks(t, l, g, 2, nil) // the panel follows the board a tick later
		at, err := hanoi.ParsePosition(s.Position)
		if err != nil {
			t.Fatal(err)
		}
		for stone := 12; stone >= 6; stone-- {
			if at.PileOf(stone) != pileOf(stone) {
				t.Fatalf("went to %s, not in group %s", s.Position, tc.piles)
			}
		}
		if s.Moves != tc.moves {
			t.Errorf("group %s reached in %d moves, want %d", tc.piles, s.Moves, tc.moves)
		}
		if p := s.Graph.Here; p == nil || math.Abs(p[0]-(x0+nx*w)) > 0.5 || math.Abs(p[1]-(y0+ny*h)) > 0.5 {
			t.Errorf("the board's mark at %v, not on the group chosen (%g, %g)", p, x0+nx*w, y0+ny*h)
		}
		// Undo takes the moves back one by one, then all the way.
		s = pressBox(t, l, g, s, "undo")
		s = ticks(t, l, g, 200, func(s scenes.Snapshot) bool { return s.Playing })
		if s.Moves != tc.moves-1 {
			t.Errorf("undo: %d moves, want %d", s.Moves, tc.moves-1)
		}
		s = pressBox(t, l, g, s, "restart")
		s = ticks(t, l, g, 200, func(s scenes.Snapshot) bool { return s.Playing })
		if s.Position != "12,11,10,9,8,7,6,5,4,3,2,1//" {
			t.Fatalf("restart: at %s", s.Position)
		}
	}
	// The search replay: working, then layer by layer.
	s = pressBox(t, l, g, s, "graph:search")
	if !s.Graph.Searching {
		t.Fatalf("the search did not start: %+v", s.Graph)
	}
	l.Do(func(*ebiten.Image) { g.Wait() })
	s = pressBox(t, l, g, s, "play") // pause
	start, _ := hanoi.Start(hanoi.Params{N: 12, Pegs: 3})
	state := func(i int) (hanoi.State, error) { return hanoi.FromIndex(start.Params(), i) }
	census, err := graph.Count(start, hanoi.GraphRules(), hanoi.State.Index, state, 531441, nil)
	if err != nil {
		t.Fatal(err)
	}
	within := func(d int) int {
		n := 0
		for _, c := range census.Counts[:d+1] {
			n += c
		}
		return n
	}
	at := s.Graph.Layer
	s = pressBox(t, l, g, s, "forward")
	if s.Graph.Layer != at+1 || s.Graph.Found != within(at+1) {
		t.Errorf("a step: layer %d, %d found; want %d, %d", s.Graph.Layer, s.Graph.Found, at+1, within(at+1))
	}
	b, _ := find(s, ui.KindButton, "scrubber")
	s = press(t, l, g, b.X+b.W-1, b.Y+b.H/2)
	if s.Graph.Layer < 4000 || s.Graph.Found != within(s.Graph.Layer) {
		t.Errorf("the scrubber's end: layer %d, %d found; want about 4095, %d", s.Graph.Layer, s.Graph.Found, within(s.Graph.Layer))
	}
	pressBox(t, l, g, s, "play")
	s = ticks(t, l, g, 3000, func(s scenes.Snapshot) bool { return s.Graph.Found < 531441 })
	if s.Graph.Found != 531441 || s.Graph.Layer != len(census.Counts)-1 || census.Found != 531441 {
		t.Errorf("played to the end: layer %d, %d found; the search has %d layers, %d positions", s.Graph.Layer, s.Graph.Found, len(census.Counts), census.Found)
	}
	if dir := os.Getenv("PUZZLEWORKS_LAYOUT_SHOTS"); dir != "" {
		_, pic := graphFrameOf(t, l, g, 1280, 720)
		savePNG(t, filepath.Join(dir, "graph-hanoi12-search.png"), pic)
	}
}

// TestGraphRiverBoatSide: the rows of the river's graph alternate between
// the boat at the near bank and at the far one, and say so on every
// screen: words left of the dots for the near bank and right of them for
// the far one, at least the first row of each, none over a dot, a row's
// words level with it and on the side of its positions' boat.
func TestGraphRiverBoatSide(t *testing.T) {
	l := scenetest.Current(t)
	for _, sc := range screens {
		t.Run(fmt.Sprintf("%gx%g", sc.w, sc.h), func(t *testing.T) {
			g := openGraph(t, l, "river", nil, sc.w, sc.h)
			graphFrameOf(t, l, g, sc.w, sc.h)
			snap, _ := graphFrameOf(t, l, g, sc.w, sc.h)
			m := g.Graph().Model()
			dots := g.Graph().DotsBox()
			if len(m.Sides) != m.Layers {
				t.Fatalf("%d rows marked of %d", len(m.Sides), m.Layers)
			}
			for d, side := range m.Sides {
				if want := int8(d % 2); side != want { // the start has the boat at the near bank
					t.Errorf("row %d marked %d, want %d", d, side, want)
				}
			}
			rows := make([]float64, m.Layers)
			for id, n := range m.Nodes {
				_, rows[n.Depth] = g.Graph().Place(id)
			}
			words := map[string]int{"near": 0, "boat near": 0, "far": 1, "boat far": 1}
			seen := [2]int{}
			for _, b := range snap.Layout {
				side, ok := words[b.Name]
				if b.Kind != ui.KindText || !ok {
					continue
				}
				seen[side]++
				if side == 0 && b.X+b.W > dots.X || side == 1 && b.X < dots.Right() {
					t.Errorf("%q at %.0f..%.0f is not beside the dots %.0f..%.0f", b.Name, b.X, b.X+b.W, dots.X, dots.Right())
				}
				// Level with a row of that side.
				row := -1
				for d, y := range rows {
					if math.Abs(b.Y+b.H/2-y) < b.H/2 && m.Sides[d] == int8(side) {
						row = d
					}
				}
				if row < 0 {
					t.Errorf("%q at y %.0f is level with no row of its side", b.Name, b.Y)
				}
			}
			if seen[0] == 0 || seen[1] == 0 {
				t.Errorf("words on the near side %d, on the far side %d", seen[0], seen[1])
			}
		})
	}
}

// TestGraphStatusOnPhones: with the graph's panel open the status line
// still shows, on every screen: a short message clear of the graph and
// of the panel's buttons (beside the panel, in the row kept below it on
// a tall phone, over its hint on a small one), a long one whole, every
// line of it listed and nothing else's text under it.
func TestGraphStatusOnPhones(t *testing.T) {
	l := scenetest.Current(t)
	msgs := []string{
		"Illegal move",
		"Going to 12,11,10,9,8,7/5,4,3,2,1/6: 32 moves, replayed by the crane",
	}
	for _, sc := range screens {
		for _, name := range []string{"hanoi", "river"} {
			t.Run(fmt.Sprintf("%s/%gx%g", name, sc.w, sc.h), func(t *testing.T) {
				g := openGraph(t, l, name, nil, sc.w, sc.h)
				graphFrameOf(t, l, g, sc.w, sc.h) // the scene's own first words
				for i, msg := range msgs {
					g.Status().Say(ui.Error, msg)
					graphFrameOf(t, l, g, sc.w, sc.h)
					snap, _ := graphFrameOf(t, l, g, sc.w, sc.h)
					checkLayout(t, snap, sc.w, sc.h, true)
					var keep []ui.Box // what a short message leaves in view
					for _, name := range []string{"graph:positions", "graph:search", "graph:close"} {
						b, ok := find(snap, ui.KindButton, name)
						if !ok {
							t.Fatalf("no %s", name)
						}
						keep = append(keep, b)
					}
					var said []string
					for _, b := range snap.Layout {
						if b.Kind != ui.KindText || !strings.Contains(msg, b.Name) || len(b.Name) < 4 {
							continue
						}
						said = append(said, b.Name)
						for _, k := range keep {
							if i == 0 && b.X < k.X+k.W && k.X < b.X+b.W && b.Y < k.Y+k.H && k.Y < b.Y+b.H {
								t.Errorf("the status %q at %v,%v lies on %s %+v", b.Name, b.X, b.Y, k.Name, k)
							}
						}
					}
					if strings.Join(said, " ") != msg {
						t.Errorf("the status shows %q, want %q", said, msg)
					}
				}
			})
		}
	}
}

// TestGraphScrubberName: while the bar drives the search replay its
// scrubber says so ("search layer", or "layer" where the room is short)
// instead of "history", and says "history" again when the search stops.
// (A scrubber merged into a wrapped bar's row has no name at all.)
func TestGraphScrubberName(t *testing.T) {
	l := scenetest.Current(t)
	names := func(s scenes.Snapshot) map[string]bool {
		m := map[string]bool{}
		for _, b := range s.Layout {
			if b.Kind == ui.KindText {
				m[b.Name] = true
			}
		}
		return m
	}
	for _, sc := range []struct{ w, h float64 }{{1280, 720}, {390, 844}, {2560, 1080}} {
		t.Run(fmt.Sprintf("%gx%g", sc.w, sc.h), func(t *testing.T) {
			g := openGraph(t, l, "hanoi", []string{"-n", "4"}, sc.w, sc.h)
			s, _ := graphFrameOf(t, l, g, sc.w, sc.h)
			if n := names(s); !n["history"] || n["search layer"] || n["layer"] {
				t.Fatalf("before the search the scrubber is not the history's")
			}
			b, _ := find(s, ui.KindButton, "graph:search")
			in := g.Input()
			in.X, in.Y, in.Pressed, in.Down = b.X+b.W/2, b.Y+b.H/2, true, true
			graphFrameOf(t, l, g, sc.w, sc.h)
			in.Down, in.Released = false, true
			s, _ = graphFrameOf(t, l, g, sc.w, sc.h)
			checkLayout(t, s, sc.w, sc.h, true)
			if n := names(s); !s.Graph.Searching || n["history"] || !n["search layer"] && !n["layer"] {
				t.Errorf("during the search (%v) the scrubber is named %v", s.Graph.Searching, n)
			}
			in.X, in.Y, in.Pressed, in.Down = b.X+b.W/2, b.Y+b.H/2, true, true
			graphFrameOf(t, l, g, sc.w, sc.h)
			in.Down, in.Released = false, true
			s, _ = graphFrameOf(t, l, g, sc.w, sc.h)
			if n := names(s); s.Graph.Searching || !n["history"] {
				t.Errorf("after the search the scrubber is not the history's")
			}
		})
	}
}
