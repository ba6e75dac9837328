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

// stillBoard is a board of a number stepped up whose part under the
// header is a plain fill with a still piece in it: a box whose colour the
// key chooses. Drawn live, the piece covers only the left half of its
// box, so a picture shows whether the static layer still holds it.
type stillBoard struct {
	f      *frame.Frame[int, int]
	key    uint64
	ok     bool
	paints int // PaintStill's calls
	lives  int // the frames DrawPart drew the piece in
}

// The part's fill, and the piece's box in the part.
var (
	partFill = color.RGBA{0x30, 0x40, 0x50, 0xff}
	pieceBox = ui.R(100, 200, 200, 100)
)

func (b *stillBoard) Keys(ctx *ui.Context) ui.Action { return ui.KeyAction(ctx.In) }
func (b *stillBoard) Pointer(*ui.Context)            {}
func (b *stillBoard) Solve(*ui.Context)              {}
func (b *stillBoard) Solved(s int) bool              { return s == 3 }
func (b *stillBoard) Text(s int) string              { return "" }
func (b *stillBoard) WinText(int) string             { return "won" }
func (b *stillBoard) SnapshotParams() any            { return nil }
func (b *stillBoard) Parts() []frame.Part {
	return []frame.Part{{Kind: frame.Head, Name: "title", Rect: ui.R(0, 0, 300, frame.HeaderH)}, {Kind: frame.Main, Name: "field", Rect: ui.R(0, frame.HeaderH, ui.Width, ui.BarTop-frame.HeaderH)}}
}

func (b *stillBoard) PaintPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	if i == 1 {
		dst.Fill(partFill)
	}
}

func (b *stillBoard) DrawPart(dst *ebiten.Image, ctx *ui.Context, i int) {
	if i == 1 && b.ok && !b.f.StillKept(i) {
		b.lives++
		r := pieceBox
		ctx.Paint.Rect(dst, ctx.View, r.X, r.Y, r.W/2, r.H, pieceColour(b.key))
	}
}

func (b *stillBoard) Still(ctx *ui.Context, i int) (ui.Rect, uint64, bool) {
	return pieceBox, b.key, b.ok && i == 1
}

func (b *stillBoard) PaintStill(dst *ebiten.Image, ctx *ui.Context, i int) {
	b.paints++
	r := pieceBox
	ctx.Paint.Rect(dst, ctx.View, r.X, r.Y, r.W, r.H, pieceColour(b.key))
}

func pieceColour(key uint64) color.RGBA {
	return color.RGBA{uint8(40 * key), 0x80, 0x20, 0xff}
}

// TestStillPiece checks that the frame paints a still piece on the static
// layer once for each key, the rest of the screen left as it was painted;
// that a piece changing every frame or two is drawn live by the board,
// the layer then holding none of it, until it stays still again; and that
// the piece goes when the board has none.
func TestStillPiece(t *testing.T) {
	l := scenetest.Current(t)
	var f frame.Frame[int, int]
	b := &stillBoard{f: &f, key: 1, ok: true}
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
	v := func(x, y float64) (int, int) {
		px, py := f.Layout.Views[1].Pt(x, y)
		return int(px), int(py)
	}
	lx, ly := v(pieceBox.X+pieceBox.W/4, pieceBox.Y+pieceBox.H/2)   // the piece's left half
	rx, ry := v(pieceBox.X+3*pieceBox.W/4, pieceBox.Y+pieceBox.H/2) // its right half
	ox, oy := v(pieceBox.X+pieceBox.W+40, pieceBox.Y+pieceBox.H/2)  // the part beside it
	head := f.Layout.Header
	hx, hy := int(head.X+head.W-4), int(head.Y+4)
	frames := func(n int) {
		for range n {
			r.Tick()
			l.Do(r.Draw)
		}
	}
	at := func(what string, left, right color.RGBA, paints, lives int) {
		t.Helper()
		img := l.Capture(r.Draw)
		for _, c := range []struct {
			where string
			x, y  int
			want  color.RGBA
		}{
			{"the piece's left half", lx, ly, left},
			{"its right half", rx, ry, right},
			{"the part beside it", ox, oy, partFill},
			{"the header", hx, hy, frame.HeaderFill},
		} {
			if got := img.RGBAAt(c.x, c.y); got != c.want {
				t.Errorf("%s: %s shows %v, want %v", what, c.where, got, c.want)
			}
		}
		if b.paints != paints || b.lives != lives {
			t.Errorf("%s: the piece was painted on the layer %d times and drawn live in %d frames, want %d and %d", what, b.paints, b.lives, paints, lives)
		}
	}
	one := pieceColour(1)
	at("first frame", one, one, 1, 0)
	frames(10)
	at("ten frames later", one, one, 1, 0)
	b.key = 2
	at("key changed", pieceColour(2), pieceColour(2), 2, 0)
	frames(10)
	at("key kept", pieceColour(2), pieceColour(2), 2, 0)

	// A change every frame: the second within a few frames makes the
	// piece live, and the layer is painted again without it.
	b.key = 3
	frames(1)
	b.key = 4
	at("changing every frame", pieceColour(4), partFill, 3, 1)
	for k := uint64(5); k < 15; k++ {
		b.key = k
		frames(1)
	}
	if f.StillKept(1) {
		t.Fatal("a piece changing every frame is kept on the static layer")
	}
	at("still changing", pieceColour(14), partFill, 3, 12)
	frames(40)
	if !f.StillKept(1) {
		t.Fatal("a piece unchanged for 40 frames is not kept on the static layer")
	}
	lives := b.lives
	at("still again", pieceColour(14), pieceColour(14), 4, lives)

	b.ok = false
	at("no piece", partFill, partFill, 4, lives)
	b.ok = true
	at("the piece back", pieceColour(14), pieceColour(14), 5, lives)
}
