package scenes

import (
	"bytes"
	"errors"
	"flag"
	"image/gif"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/puzzles"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// recordToy opens the toy three steps into its history (ten ticks a step)
// and records it with opts, an update and a frame at a time, until done or
// stop says to cancel. It returns the recording, its error, and the screen
// drawn while it was under way.
func recordToy(t *testing.T, opts RecordOptions, stop func(frame int) bool) (Recorded, error, []byte) {
	t.Helper()
	l := scenetest.Current(t)
	g := newOnLoop(t, l, Options{Puzzles: toys(), Puzzle: "alpha", Launch: toyLaunch{size: 5, from: 3}, NoInput: true})
	g.SetView(ui.Identity)
	tape := g.Scene().(ui.PuzzleScene).Tape()
	before := tape.Mark()
	var rec Recorded
	var recErr error
	finished := false
	if err := g.Record(opts, func(r Recorded, err error) { rec, recErr, finished = r, err, true }); err != nil {
		t.Fatal(err)
	}
	if err := g.Record(opts, nil); err == nil {
		t.Error("a second recording started during the first")
	}
	var screen []byte
	for frame := 0; !finished && frame < 1000; frame++ {
		if stop != nil && stop(frame) {
			l.Do(func(*ebiten.Image) { g.rec.cancel(g) })
			break
		}
		l.Do(func(s *ebiten.Image) {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			s.Clear()
			g.Draw(s)
			if frame == 3 {
				screen = make([]byte, 4*scenetest.Width*scenetest.Height)
				s.ReadPixels(screen)
			}
		})
	}
	if g.Recording() {
		t.Fatal("the recording never finished")
	}
	if tape.Mark() != before {
		t.Errorf("after the recording the history stands at %+v, want %+v as before", tape.Mark(), before)
	}
	return rec, recErr, screen
}

func TestRecord(t *testing.T) {
	tests := []struct {
		name   string
		opts   RecordOptions
		frames int // at least
		total  int // the delays in hundredths: from the first tick to the end, and the hold
	}{
		// Three steps of 10 ticks at 1×: 30 ticks, the first frame after tick 1.
		{"whole history", RecordOptions{Width: 320, Height: 180, FramesPerUpdate: 2}, 15, centis(30+DefaultHold) - centis(1)},
		// Without a hold the last frame still shows for 2 hundredths, the
		// shortest delay viewers honour.
		{"ten ticks", RecordOptions{Width: 320, Height: 180, Ticks: 10, Hold: -1, FramesPerUpdate: 1}, 5, centis(10) - centis(1) + 2},
		{"slow frame rate", RecordOptions{Width: 128, Height: 128, FPS: 5, Hold: 30}, 3, centis(30+30) - centis(1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec, err, screen := recordToy(t, tc.opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			g, err := gif.DecodeAll(bytes.NewReader(rec.GIF))
			if err != nil {
				t.Fatal(err)
			}
			w, h := tc.opts.Pixels()
			if g.Config.Width != w || g.Config.Height != h || len(g.Image) != rec.Frames || rec.Frames < tc.frames {
				t.Errorf("%dx%d, %d frames (said %d); want %dx%d and at least %d", g.Config.Width, g.Config.Height, len(g.Image), rec.Frames, w, h, tc.frames)
			}
			total := 0
			for _, d := range g.Delay {
				total += d
			}
			if total != tc.total {
				t.Errorf("the delays add up to %d hundredths, want %d", total, tc.total)
			}
			// While it records, the window shows the progress: a card
			// framed in the accent colour.
			if screen != nil {
				accent := 0
				for i := 0; i < len(screen); i += 4 {
					if screen[i] == ui.Accent.R && screen[i+1] == ui.Accent.G && screen[i+2] == ui.Accent.B {
						accent++
					}
				}
				if accent < 200 {
					t.Errorf("%d pixels of the accent colour on screen while recording: no progress card", accent)
				}
			}
		})
	}
}

func TestRecordCancel(t *testing.T) {
	_, err, _ := recordToy(t, RecordOptions{Width: 320, Height: 180, FramesPerUpdate: 1}, func(frame int) bool { return frame == 4 })
	if !errors.Is(err, ErrCanceled) {
		t.Errorf("a canceled recording ended with %v", err)
	}
}

func TestRecordRefused(t *testing.T) {
	g, err := New(Options{Puzzles: toys()})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Record(RecordOptions{}, nil); err == nil {
		t.Error("the menu was recorded")
	}
	tests := []RecordOptions{
		{Width: 63, Height: 100},
		{Width: 5000, Height: 100},
		{Width: 100, Height: 100, Scale: 0.5},
		{Width: 100, Height: 100, FPS: 31},
		{Width: 100, Height: 100, FPS: -1},
		{Width: 100, Height: 100, Ticks: -1},
		{Width: 100, Height: -100},
	}
	for _, o := range tests {
		if err := o.withDefaults().Check(); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}

// centis is the GIF time of tick t, as the encoder rounds it.
func centis(t int) int { return (t*100 + 30) / 60 }

// TestRecordMidReplay records a Hanoi game in the middle of its replay:
// the recording goes to the win, and the game, put back mid-replay, still
// says the win when its own replay gets there.
func TestRecordMidReplay(t *testing.T) {
	l := scenetest.Current(t)
	entry, _ := Find(puzzles.All(), "hanoi")
	fs := flag.NewFlagSet("hanoi", flag.ContinueOnError)
	read := entry.Flags(fs)
	if err := fs.Parse([]string{"-n", "2"}); err != nil {
		t.Fatal(err)
	}
	launch, err := read()
	if err != nil {
		t.Fatal(err)
	}
	g := newOnLoop(t, l, Options{Puzzles: puzzles.All(), Puzzle: "hanoi", Launch: launch, Replay: true, Speed: 16, NoInput: true})
	for range 20 {
		step(t, g)
	}
	before := g.Snapshot()
	if !before.Playing {
		t.Fatalf("not in the middle of the replay: %+v", before)
	}
	var rec Recorded
	if err := g.Record(RecordOptions{Width: 128, Height: 72}, func(r Recorded, err error) {
		if err != nil {
			t.Error(err)
		}
		rec = r
	}); err != nil {
		t.Fatal(err)
	}
	l.Do(func(*ebiten.Image) { g.Update() })
	if g.Recording() || len(rec.GIF) == 0 {
		t.Fatal("the recording did not finish in one update")
	}
	if after := g.Snapshot(); after.Position != before.Position || !after.Playing {
		t.Errorf("after the recording the game is %+v, want it as before: %+v", after, before)
	}
	for i := 0; i < 2000 && !g.Snapshot().Won; i++ {
		step(t, g)
	}
	if s := g.Snapshot(); !s.Won || !strings.HasPrefix(s.Status, "Solved in 3 moves") {
		t.Errorf("the game's replay ended as %+v, want the win said", s)
	}
}
