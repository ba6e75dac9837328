package sprites_test

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
	"puzzleworks/sprites/coinart"
	"puzzleworks/sprites/hanoiart"
	"puzzleworks/sprites/pulleyart"
	"puzzleworks/sprites/riverart"
	"puzzleworks/sprites/starart"
	"puzzleworks/sprites/sudokuart"
)

// drafted are the pictures the scenes show as drafts first.
func drafted() []sprites.Draft {
	l := []sprites.Draft{
		{Name: "hanoi background", W: sprites.DesignW, H: sprites.DesignH, Paint: hanoiart.PaintBackground},
		{Name: "pulley background", W: sprites.DesignW, H: sprites.DesignH, Paint: pulleyart.PaintBackground},
		{Name: "river background", W: sprites.DesignW, H: sprites.DesignH, Paint: riverart.PaintBackground},
		{Name: "coins background", W: sprites.DesignW, H: sprites.DesignH, Paint: coinart.PaintBackground},
		{Name: "sudoku background", W: sprites.DesignW, H: sprites.DesignH, Paint: sudokuart.PaintBackground},
		{Name: "star background", W: sprites.DesignW, H: sprites.DesignH, Res: starart.BackgroundRes, Paint: starart.PaintBackground},
		{Name: "coins board", W: coinart.BoardSize, H: coinart.BoardSize, Paint: coinart.PaintBoardBase},
		{Name: "star board", W: 400, H: 400, Paint: func(d brush.Detail) *image.RGBA { return starart.PaintBoard(376, 10, d) }},
	}
	for k := 1; k <= riverart.MaxBoat; k++ {
		l = append(l,
			sprites.Draft{Name: fmt.Sprintf("boat %d hull", k), W: riverart.BoatLen(k), H: riverart.BoatH,
				Paint: func(d brush.Detail) *image.RGBA { return riverart.PaintBoatFront(k, d) }},
			sprites.Draft{Name: fmt.Sprintf("boat %d inside", k), W: riverart.BoatLen(k), H: riverart.BoatH,
				Paint: func(d brush.Detail) *image.RGBA { return riverart.PaintBoatBack(k, d) }})
	}
	return l
}

// TestDrafts paints every drafted picture as a draft and finished: the
// draft is a quarter of the size each way and shows the picture (a
// backdrop opaque to its corners, as the finished one), and the finished
// picture, painted with a yield as in the background, is the very picture
// the art package paints at once.
func TestDrafts(t *testing.T) {
	finished := map[string]*image.RGBA{
		"hanoi background":  hanoiart.BackgroundRGBA(),
		"pulley background": pulleyart.BackgroundRGBA(),
		"river background":  riverart.BackgroundRGBA(),
		"coins background":  coinart.BackgroundRGBA(),
		"sudoku background": sudokuart.BackgroundRGBA(),
		"star background":   starart.BackgroundRGBA(),
		"star board":        starart.BoardRGBA(376, 10),
		"coins board":       coinart.BoardBaseRGBA(),
	}
	for k := 1; k <= riverart.MaxBoat; k++ {
		finished[fmt.Sprintf("boat %d hull", k)] = riverart.BoatFrontRGBA(k)
		finished[fmt.Sprintf("boat %d inside", k)] = riverart.BoatBackRGBA(k)
	}
	for _, dr := range drafted() {
		t.Run(dr.Name, func(t *testing.T) {
			res := dr.Res
			if res == 0 {
				res = sprites.Res
			}
			d := brush.Detail{Res: res / 4}
			draft := dr.Paint(d)
			want := image.Pt(d.Pixels(dr.W), d.Pixels(dr.H))
			if got := draft.Bounds().Size(); got != want {
				t.Fatalf("draft is %v pixels, want %v", got, want)
			}
			if dr.W == sprites.DesignW {
				if err := sprites.Opaque(draft); err != nil {
					t.Errorf("the backdrop's draft is not opaque: %v", err)
				}
			}
			yields := 0
			img, err := dr.Finish(func() { yields++ })
			if err != nil {
				t.Fatal(err)
			}
			if yields == 0 {
				t.Error("painting the finished picture never yielded")
			}
			if !bytes.Equal(img.Pix, finished[dr.Name].Pix) {
				t.Error("the finished picture differs from the one painted at once")
			}
		})
	}
}

func TestDraftsTake(t *testing.T) {
	var none *sprites.Drafts
	if none.Len() != 0 || none.Take() != nil {
		t.Error("a nil Drafts holds something")
	}
	d := &sprites.Drafts{}
	d.Add(sprites.Draft{Name: "big", W: 100, H: 100})
	d.Add(sprites.Draft{Name: "small", W: 10, H: 10})
	d.Add(sprites.Draft{Name: "middle", W: 30, H: 30})
	if d.Len() != 3 {
		t.Fatalf("Len = %d, want 3", d.Len())
	}
	var names []string
	for _, dr := range d.Take() {
		names = append(names, dr.Name)
	}
	if fmt.Sprint(names) != "[small middle big]" {
		t.Errorf("Take gave %v, want the smallest first", names)
	}
	if d.Len() != 0 || len(d.Take()) != 0 {
		t.Error("Take left drafts behind")
	}
}

// TestEnlarge scales a two-pixel draft up: each end keeps its colour and
// the middle blends them.
func TestEnlarge(t *testing.T) {
	draft := image.NewRGBA(image.Rect(0, 0, 2, 1))
	copy(draft.Pix, []uint8{0, 0, 0, 255, 200, 100, 40, 255})
	got := sprites.Enlarge(draft, 8, 2)
	if b := got.Bounds(); b.Dx() != 8 || b.Dy() != 2 {
		t.Fatalf("size %v, want 8×2", b)
	}
	for _, tc := range []struct {
		x    int
		want [4]uint8
	}{
		{0, [4]uint8{0, 0, 0, 255}},
		{7, [4]uint8{200, 100, 40, 255}},
		{4, [4]uint8{125, 63, 25, 255}}, // 0.625 of the way, at its centre
	} {
		for y := range 2 {
			i := got.PixOffset(tc.x, y)
			if c := [4]uint8(got.Pix[i : i+4]); c != tc.want {
				t.Errorf("pixel (%d, %d) = %v, want %v", tc.x, y, c, tc.want)
			}
		}
	}
}
