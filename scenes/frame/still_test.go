package frame_test

import (
	"errors"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// stillBoard is a board of a number stepped up, with a still picture on
// its one part under the header: a fill of the part's box whose colour
// the key chooses.
type stillBoard struct {
	key    uint64
	ok     bool
	paints int // PaintStill's calls
}

func (b *stillBoard) Keys(ctx *ui.Context) ui.Action { return ui.KeyAction(ctx.In) }
func (b *stillBoard) Pointer(*ui.Context)            {}
func (b *stillBoard) Solve(*ui.Context)              {}
func (b *stillBoard) Solved(s int) bool              { return s == 3 }
func (b *stillBoard) Text(s int) string              { return "" }
func (b *stillBoard) WinText(int) string             { return "won" }
func (b *stillBoard) SnapshotParams() any            { return nil }
func (b *stillBoard) Parts() []frame.Part {
	return []frame.Part{{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 300, frame.HeaderH)}, {Kind: frame.Main, Name: "line", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH)}}
}
func (b *stillBoard) PaintPart(*ebiten.Image, *ui.Context, int) {}
func (b *stillBoard) DrawPart(*ebiten.Image, *ui.Context, int)  {}

func (b *stillBoard) StillKey(i int) (uint64, bool) { return b.key, b.ok && i == 1 }

func (b *stillBoard) PaintStill(dst *ebiten.Image, ctx *ui.Context, i int) {
	b.paints++
	dst.Fill(stillColour(b.key))
}

func stillColour(key uint64) color.RGBA {
	return color.RGBA{uint8(40 * key), 0x80, 0x20, 0xff}
}

// TestStillPictureKeptUntilItsKeyChanges checks that the frame paints a
// part's still picture once per key, on the static layer under the part's
// box alone, and takes it away when the board has none.
func TestStillPictureKeptUntilItsKeyChanges(t *testing.T) {
	l := scenetest.Current(t)
	b := &stillBoard{key: 1, ok: true}
	var f frame.Frame[int, int]
	f.Init(b, ui.NewBar(ui.NewEnv()), ui.Help{})
	step := func(s, m int) (int, error) {
		if m <= 0 {
			return s, errors.New("steps go up")
		}
		return s + m, nil
	}
	f.Reset(0, step, func(int, int) int { return 2 })
	r := scenetest.New(t, &f)
	r.Tick()
	line := f.Layout.Boxes[1]
	x, y := int(line.X+line.W/2), int(line.Y+line.H/2)
	head := f.Layout.Header
	hx, hy := int(head.X+head.W-4), int(head.Y+4)
	at := func(what string, want color.RGBA, paints int) {
		t.Helper()
		img := l.Capture(r.Draw)
		if got := img.RGBAAt(x, y); got != want {
			t.Errorf("%s: the part shows %v, want %v", what, got, want)
		}
		if got := img.RGBAAt(hx, hy); got != frame.HeaderFill {
			t.Errorf("%s: the header shows %v, want its fill %v", what, got, frame.HeaderFill)
		}
		if b.paints != paints {
			t.Errorf("%s: the still picture was painted %d times, want %d", what, b.paints, paints)
		}
	}
	at("first frame", stillColour(1), 1)
	at("same key", stillColour(1), 1)
	r.Tick()
	at("a tick later", stillColour(1), 1)
	b.key = 2
	at("key changed", stillColour(2), 2)
	at("key kept", stillColour(2), 2)
	b.ok = false
	at("no still picture", frame.Ground, 2)
	b.ok = true
	at("the picture back", stillColour(2), 3)
}
