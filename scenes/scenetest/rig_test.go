package scenetest

import (
	"errors"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/ui"
)

// tape is a scene that writes down the input of every tick.
type tape struct {
	ticks []ui.Input
	fail  error
}

func (s *tape) Update(ctx *ui.Context) error {
	in := *ctx.In
	in.Keys = slices.Clone(in.Keys)
	s.ticks = append(s.ticks, in)
	ctx.Play(audio.Click)
	return s.fail
}

func (s *tape) Draw(*ebiten.Image, *ui.Context) {}

// event is one tick's input as the tests compare it.
type event struct {
	x, y                           float64
	down, pressed, released, touch bool
}

func events(ticks []ui.Input) []event {
	var es []event
	for _, in := range ticks {
		es = append(es, event{in.X, in.Y, in.Down, in.Pressed, in.Released, in.Touch})
	}
	return es
}

func TestPointer(t *testing.T) {
	tests := []struct {
		name string
		do   func(r *Rig)
		want []event
	}{
		{"click", func(r *Rig) { r.Click(10, 20) }, []event{
			{10, 20, true, true, false, false},
			{10, 20, false, false, true, false},
		}},
		{"tap", func(r *Rig) { r.Tap(10, 20) }, []event{
			{10, 20, true, true, false, true},
			{10, 20, false, false, true, true},
		}},
		{"drag in one step", func(r *Rig) { r.Drag(0, 0, 30, 60, 1) }, []event{
			{0, 0, true, true, false, false},
			{30, 60, true, false, false, false},
			{30, 60, false, false, true, false},
		}},
		{"drag in three steps", func(r *Rig) { r.Drag(0, 0, 30, 60, 3) }, []event{
			{0, 0, true, true, false, false},
			{10, 20, true, false, false, false},
			{20, 40, true, false, false, false},
			{30, 60, true, false, false, false},
			{30, 60, false, false, true, false},
		}},
		{"press, move, release", func(r *Rig) { r.Press(1, 2); r.MoveTo(3, 4); r.Release() }, []event{
			{1, 2, true, true, false, false},
			{3, 4, true, false, false, false},
			{3, 4, false, false, true, false},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &tape{}
			r := New(t, sc)
			tc.do(r)
			if got := events(sc.ticks); !slices.Equal(got, tc.want) {
				t.Fatalf("ticks\n%v\nwant\n%v", got, tc.want)
			}
		})
	}
}

func TestKeysLastOneTick(t *testing.T) {
	sc := &tape{}
	r := New(t, sc)
	r.ShiftKey(ebiten.KeyA)
	r.CtrlKey(ebiten.KeyV)
	r.Tick()
	if len(sc.ticks) != 3 {
		t.Fatalf("%d ticks, want 3", len(sc.ticks))
	}
	a, v, none := sc.ticks[0], sc.ticks[1], sc.ticks[2]
	if !a.Key(ebiten.KeyA) || !a.Shift || a.Ctrl || !v.Key(ebiten.KeyV) || !v.Ctrl || v.Shift {
		t.Fatalf("shift+A %+v, ctrl+V %+v", a, v)
	}
	if len(none.Keys) != 0 || none.Shift || none.Ctrl {
		t.Fatalf("the keys outlived their tick: %+v", none)
	}
}

func TestSettle(t *testing.T) {
	sc := &tape{}
	r := New(t, sc)
	r.Idle = func() bool { return len(sc.ticks) >= 5 }
	r.Rest = 3
	r.Settle()
	if len(sc.ticks) != 8 {
		t.Fatalf("%d ticks, want 5 to rest and 3 more", len(sc.ticks))
	}
	r.MaxTicks = 4
	r.Idle = func() bool { return false }
	r.Settle()
	if len(sc.ticks) != 8+4+3 {
		t.Fatalf("%d ticks, want the bound of 4 and 3 more", len(sc.ticks)-8)
	}
	if r.TickUntil(func() bool { return true }, 10); len(sc.ticks) != 15 {
		t.Fatal("TickUntil ticked though done at once")
	}
}

func TestTypedTextIsReadOnce(t *testing.T) {
	r := New(t, &tape{})
	r.Type("ab")
	if got := string(r.Chars(nil)); got != "ab" {
		t.Fatalf("read %q", got)
	}
	if got := r.Chars(nil); len(got) != 0 {
		t.Fatalf("read again %q", got)
	}
	r.Typed = []rune("lost")
	r.Type("x")
	if got := string(r.Chars(nil)); got != "x" {
		t.Fatalf("read %q, want what Type typed alone", got)
	}
}

func TestSoundsAndStatus(t *testing.T) {
	r := New(t, &tape{})
	r.Tick() // silent
	rec := r.Record()
	r.Click(0, 0)
	if rec.Count(audio.Click) != 2 || rec.Count(audio.Buzz) != 0 {
		t.Fatalf("played %v", rec.Played)
	}
	rec.SetLoop(audio.Motor, true)
	if !rec.Loops[audio.Motor] {
		t.Fatal("loop not recorded")
	}
	r.Stat.Say(ui.Info, "hello")
	if r.Status() != "hello" {
		t.Fatalf("status %q", r.Status())
	}
}

// fatalTB records a Fatal instead of stopping the test.
type fatalTB struct {
	testing.TB
	failed bool
}

func (f *fatalTB) Fatal(...any) { f.failed = true }
func (f *fatalTB) Helper()      {}

func TestUpdateErrorFails(t *testing.T) {
	tb := &fatalTB{TB: t}
	r := New(tb, &tape{fail: errors.New("broken")})
	r.Tick()
	if !tb.failed {
		t.Fatal("an error from Update did not fail the test")
	}
}
