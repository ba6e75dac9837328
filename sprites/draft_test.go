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
		{Name: "hanoi stone", W: 180, H: 26, Paint: func(d brush.Detail) *image.RGBA { return hanoiart.PaintStone(5, 180, 26, d) }},
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

// TestDrafts paints every drafted picture as a draft, as its better draft
// (Refine) and finished: each draft has its detail's size and shows the
// picture (a backdrop opaque to its corners, as the finished one), and the
// finished picture, painted with a yield as in the background, is the very
// picture the art package paints at once.
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
		"hanoi stone":       hanoiart.StoneRGBA(5, 180, 26),
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
			for _, at := range []float64{sprites.DraftRes, sprites.FigureRes} {
				d := brush.Detail{Res: res * at / sprites.Res}
				draft := dr.Paint(d)
				want := image.Pt(d.Pixels(dr.W), d.Pixels(dr.H))
				if got := draft.Bounds().Size(); got != want {
					t.Fatalf("draft at %v is %v pixels, want %v", d.Res, got, want)
				}
				if dr.W == sprites.DesignW {
					if err := sprites.Opaque(draft); err != nil {
						t.Errorf("the backdrop's draft at %v is not opaque: %v", d.Res, err)
					}
				}
			}
			if none, err := dr.Refine(nil); none != nil || err != nil {
				t.Errorf("Refine without Mid gave %v, %v", none, err)
			}
			dr.Mid = res * sprites.MidRes / sprites.Res
			refined := 0
			mid, err := dr.Refine(func() { refined++ })
			if err != nil {
				t.Fatal(err)
			}
			if d := (brush.Detail{Res: dr.Mid}); mid.Bounds().Size() != image.Pt(d.Pixels(dr.W), d.Pixels(dr.H)) {
				t.Errorf("the better draft is %v pixels at %v", mid.Bounds().Size(), dr.Mid)
			}
			if refined == 0 && dr.W*dr.H >= 256*256 {
				t.Error("painting the better draft never yielded")
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
