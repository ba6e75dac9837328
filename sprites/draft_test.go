package sprites_test

import (
	"bytes"
	"fmt"
	"image"
	"sync/atomic"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
		{Name: "trolley", W: hanoiart.TrolleyW, H: hanoiart.TrolleyH, Paint: hanoiart.PaintTrolley},
		{Name: "hoist", W: hanoiart.HoistW, H: hanoiart.HoistH, Paint: hanoiart.PaintHoist},
		{Name: "left jaw", W: hanoiart.JawW, H: hanoiart.JawH, Paint: hanoiart.PaintJawLeft},
		{Name: "right jaw", W: hanoiart.JawW, H: hanoiart.JawH, Paint: hanoiart.PaintJawRight},
		{Name: "platform", W: hanoiart.PlatformW, H: hanoiart.PlatformH, Paint: hanoiart.PaintPlatform},
		{Name: "marker", W: hanoiart.MarkerW, H: hanoiart.MarkerH, Paint: hanoiart.PaintMarker},
		{Name: "basket back", W: pulleyart.BasketSpriteW, H: pulleyart.BasketSpriteH, Paint: pulleyart.PaintBasketBack},
		{Name: "basket front", W: pulleyart.BasketSpriteW, H: pulleyart.BasketSpriteH, Paint: pulleyart.PaintBasketFront},
		{Name: "basket bail", W: pulleyart.BasketSpriteW, H: pulleyart.BasketSpriteH, Paint: pulleyart.PaintBasketBail},
		{Name: "dust", W: pulleyart.DustW, H: pulleyart.DustH, Paint: pulleyart.PaintDust},
		{Name: "lever", W: pulleyart.LeverArmW, H: pulleyart.LeverArmH, Paint: pulleyart.PaintLeverArm},
		{Name: "coin", W: coinart.CoinSize, H: coinart.CoinSize, Paint: coinart.PaintCoin},
		{Name: "coin shadow", W: coinart.ShadowSize, H: coinart.ShadowSize, Paint: coinart.PaintShadow},
		{Name: "glow", W: coinart.GlowSize, H: coinart.GlowSize, Paint: coinart.PaintGlow},
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
		"trolley":           hanoiart.TrolleyRGBA(),
		"hoist":             hanoiart.HoistRGBA(),
		"left jaw":          hanoiart.JawLeftRGBA(),
		"right jaw":         hanoiart.JawRightRGBA(),
		"platform":          hanoiart.PlatformRGBA(),
		"marker":            hanoiart.MarkerRGBA(),
		"basket back":       pulleyart.BasketBackRGBA(),
		"basket front":      pulleyart.BasketFrontRGBA(),
		"basket bail":       pulleyart.BasketBailRGBA(),
		"dust":              pulleyart.DustRGBA(),
		"lever":             pulleyart.LeverArmRGBA(),
		"coin":              coinart.CoinRGBA(),
		"coin shadow":       coinart.ShadowRGBA(),
		"glow":              coinart.GlowRGBA(),
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
			for _, at := range []float64{sprites.BackdropRes, sprites.DraftRes, sprites.FigureRes} {
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

// TestStageLater stages a picture the first frame shows and one it does
// not (Later): only the first is painted then, as a draft; the other is
// left to the finisher with its draft as its better one, and finished it
// is the picture painted at once. Unstaged (no drafts), both are painted.
func TestStageLater(t *testing.T) {
	type pictures struct{ Now, Later *image.RGBA }
	type art struct{ Now, Later *ebiten.Image }
	w, h := riverart.BoatLen(2), riverart.BoatH
	var now, later atomic.Int32 // the pictures may be painted side by side
	list := func(p *pictures) []sprites.Sprite {
		paint := func(n *atomic.Int32) func(brush.Detail) *image.RGBA {
			return func(d brush.Detail) *image.RGBA { n.Add(1); return riverart.PaintBoatFront(2, d) }
		}
		return []sprites.Sprite{
			{Name: "now", Dst: &p.Now, Paint: paint(&now), W: w, H: h},
			{Name: "later", Dst: &p.Later, Paint: paint(&later), W: w, H: h, Later: true},
		}
	}
	upload := func(p *pictures, up sprites.Uploader) *art { return &art{Now: up(p.Now), Later: up(p.Later)} }
	d := &sprites.Drafts{}
	a, err := sprites.Stage("test art", list, upload, d)
	if err != nil {
		t.Fatal(err)
	}
	if now.Load() != 1 || later.Load() != 0 {
		t.Fatalf("staging painted the first picture %d times and the later one %d, want once and not at all", now.Load(), later.Load())
	}
	if got, want := a.Later.Bounds().Size(), image.Pt(w*sprites.Res, h*sprites.Res); got != want {
		t.Errorf("the later picture's image is %v, want its finished size %v", got, want)
	}
	todo := d.Take()
	if len(todo) != 2 {
		t.Fatalf("%d drafts wait, want 2", len(todo))
	}
	for _, dr := range todo {
		if dr.Image != a.Now && dr.Image != a.Later {
			t.Errorf("draft %q finishes an image the art does not hold", dr.Name)
		}
		if dr.Image != a.Later {
			continue
		}
		if dr.Mid != sprites.FigureRes {
			t.Errorf("the later picture's better draft is at %v, want its draft's detail %v", dr.Mid, sprites.FigureRes)
		}
		img, err := dr.Finish(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(img.Pix, riverart.BoatFrontRGBA(2).Pix) {
			t.Error("the later picture, finished, differs from the one painted at once")
		}
	}
	now.Store(0)
	later.Store(0)
	if _, err := sprites.Stage("test art", list, upload, nil); err != nil {
		t.Fatal(err)
	}
	if now.Load() != 1 || later.Load() != 1 {
		t.Errorf("without drafts staging painted the pictures %d and %d times, want once each", now.Load(), later.Load())
	}
}
