package coinart

import (
	"errors"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Art is the scene's pictures as Ebitengine images, drawn once per game
// and shared by every coins scene and the menu's thumbnail. BoardBase is
// the board without lines, kept on the CPU because a star's lines are cut
// into it (Board); with drafts it is a draft until the finished picture
// replaces it.
type Art struct {
	Background *ebiten.Image
	BoardBase  *image.RGBA
	Coin       *ebiten.Image
	Shadow     *ebiten.Image
	Glow       *ebiten.Image
}

// New draws the art; the two large pictures are drawn side by side. With
// drafts, the background and the board are drafts first, finished later.
func New(d *sprites.Drafts) (*Art, error) {
	var base *image.RGBA
	var wg sync.WaitGroup
	if d != nil {
		// The board is drawn on (a star's lines are cut into it) before
		// it is shown: it is kept on the CPU, engraved at its detail
		// and scaled up on the GPU.
		wg.Go(func() { base = PaintBoardBase(brush.Detail{Res: sprites.DraftRes}) })
	} else {
		wg.Go(func() { base = BoardBaseRGBA() })
	}
	bg, err := sprites.Picture("coins art: background", sprites.DesignW, sprites.DesignH, PaintBackground, d)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	// The coin, its shadow and the glow: drafts too, at a figure's detail.
	coin, err1 := sprites.Figure("coins art: coin", CoinSize, CoinSize, PaintCoin, d)
	shadow, err2 := sprites.Figure("coins art: shadow", ShadowSize, ShadowSize, PaintShadow, d)
	glow, err3 := sprites.Figure("coins art: glow", GlowSize, GlowSize, PaintGlow, d)
	if err := errors.Join(err1, err2, err3); err != nil {
		return nil, err
	}
	a := &Art{
		Background: bg,
		BoardBase:  base,
		Coin:       coin,
		Shadow:     shadow,
		Glow:       glow,
	}
	if d != nil {
		d.Add(sprites.Draft{Name: "coins art: board", W: BoardSize, H: BoardSize,
			Paint: PaintBoardBase, Keep: func(img *image.RGBA) { a.BoardBase = img }, Mid: sprites.MidRes})
	}
	return a, nil
}

// Board is the board engraved with one star's lines, engraved again when
// the star changes or the finished board replaces its draft.
type Board struct {
	img    *ebiten.Image
	carved *image.RGBA // the art's board it was engraved from
	n, k   int
}

// Engrave cuts the lines of the star {n/k} into a's board, if the board
// does not show them yet.
func (b *Board) Engrave(a *Art, n, k int) {
	if b.img != nil && b.n == n && b.k == k && b.carved == a.BoardBase {
		return
	}
	if b.img != nil {
		b.img.Deallocate()
	}
	b.carved, b.n, b.k = a.BoardBase, n, k
	img := EngraveRGBA(b.carved, n, k)
	if img.Rect.Dx() < BoardSize*sprites.Res {
		b.img = sprites.ScaleUp(img, BoardSize, BoardSize) // a draft
		return
	}
	b.img = ebiten.NewImageFromImage(img)
}

// Image is the board as engraved last (Engrave), BoardSize×BoardSize,
// anchor top-left at (BoardX − BoardSize/2, BoardY − BoardSize/2).
func (b *Board) Image() *ebiten.Image { return b.img }
