package scenetest

import (
	"encoding/json"
	"flag"
	"io"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
)

// sharedEnv is one game's Env for every test of a package: set once, on
// first use, and never changed after.
var sharedEnv = sync.OnceValue(ui.NewEnv)

// Env is one game's Env shared by every test of a package, so a scene's
// art is drawn once, as in the game.
func Env() *ui.Env { return sharedEnv() }

// ParseLaunch parses args with a registry entry's Flags, as `play NAME
// ARGS` would, and returns what they launch or what is wrong with them.
func ParseLaunch(flags func(*flag.FlagSet) func() (ui.Launch, error), args ...string) (ui.Launch, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	read := flags(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	return read()
}

// Launch is ParseLaunch for args that must be good: it fails tb on any
// error.
func Launch(tb testing.TB, flags func(*flag.FlagSet) func() (ui.Launch, error), args ...string) ui.Launch {
	tb.Helper()
	l, err := ParseLaunch(flags, args...)
	if err != nil {
		tb.Fatalf("%q: %v", args, err)
	}
	return l
}

// Events is how many random events a monkey test throws: 12,000, or
// 2,000 with -short.
func Events() int {
	if testing.Short() {
		return 2000
	}
	return 12000
}

// RandomClick clicks a random point of the design's screen: two ticks.
func (r *Rig) RandomClick(rng *rand.Rand) {
	r.Click(rng.Float64()*ui.Width, rng.Float64()*ui.Height)
}

// RandomDrag drags from a random point of the design's screen to another
// in one step.
func (r *Rig) RandomDrag(rng *rand.Rand) {
	r.Drag(rng.Float64()*ui.Width, rng.Float64()*ui.Height, rng.Float64()*ui.Width, rng.Float64()*ui.Height, 1)
}

// CheckChain fails tb unless the moves ses shows are legal by apply: the
// move in flight leads from where it starts to where it ends, and every
// move of the history from the entry before it to its own. what names a
// move in the message ("move", "crossing"), show a position.
func CheckChain[S comparable, M any](tb testing.TB, ses *replay.Session[S, M], apply func(S, M) (S, error), what string, show func(S) any) {
	tb.Helper()
	if f := ses.Shown(); f.Moving {
		next, err := apply(f.From, f.Move)
		if err != nil || next != f.To {
			tb.Fatalf("frame shows an illegal %s %v from %v: %v", what, f.Move, show(f.From), err)
		}
	}
	for i := 1; i < ses.Len(); i++ {
		e := ses.At(i)
		if e.Kind != replay.Moved {
			continue
		}
		next, err := apply(ses.At(i-1).State, e.Move)
		if err != nil || next != e.State {
			tb.Fatalf("history entry %d: %v from %v is not legal: %v", i, e.Move, show(ses.At(i-1).State), err)
		}
	}
}

// MeasureReplay is a scene's BenchmarkFrame: it warms the replay ses up at
// 16× until warmed reports done (glyph caches, the first frames, every
// digit of the counters), then measures its frames at the speed of index
// speed, starting the replay over whenever it ends.
func (r *Rig) MeasureReplay(b *testing.B, l *Loop, ses Speeds, warmed func() bool, speed int) {
	ses.SetSpeedIndex(6)
	l.Frames(func(s *ebiten.Image) bool {
		r.Frame(s)
		return warmed()
	})
	ses.SetSpeedIndex(speed)
	l.MeasureFrames(b, func(s *ebiten.Image) { r.ReplayFrame(ses, s) })
}

// FuzzSettings is a scene's fuzz target for its settings' table ps: a
// saved section either reads, and the section of what it read reads back
// the same, or it is refused and the defaults stand. seeds are sections
// to start from.
func FuzzSettings[P any](f *testing.F, ps *frame.Params[P], seeds ...string) {
	if len(ps.List) > frame.MaxParams {
		f.Fatalf("%d parameters: a section holds at most %d", len(ps.List), frame.MaxParams)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, saved string) {
		p, err := ps.Decode(json.RawMessage(saved))
		if err != nil {
			if !reflect.DeepEqual(p, ps.Default) {
				t.Fatalf("refused %q but changed the parameters: %+v", saved, p)
			}
			return
		}
		data, err := json.Marshal(ps.Section(p))
		if err != nil {
			t.Fatal(err)
		}
		if back, err := ps.Decode(data); err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("%q reads as %+v, its section %s as %+v, %v", saved, p, data, back, err)
		}
	})
}

// Setting is the number (a yes/no: 1 or 0) of parameter name in a
// settings section that a frame.Params table made (0 when left out).
func Setting(section any, name string) int {
	v, _ := section.(frame.Values).Get(name)
	return v
}

// SettingText is the text of parameter name in a settings section that a
// frame.Params table made ("" when left out).
func SettingText(section any, name string) string {
	v, _ := section.(frame.Values).Text(name)
	return v
}
