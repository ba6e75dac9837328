package pulleyart

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// Pictures holds every sprite as a pure image, Res pixels per logical pixel.
type Pictures struct {
	Background, Wheel, Axle, RopeArc, Rope *image.RGBA
	BasketBack, BasketBail, BasketFront    *image.RGBA
	Tag, Dust                              *image.RGBA
	LeverArm, Arrow                        *image.RGBA
	Figures                                [KindCount]*image.RGBA
}

// Art holds the sprites as Ebitengine images; sizes and anchors are on the
// constants of the same names. RopeEnds[h] is the rope's tile cut to its
// bottom h device pixels, for the last piece of a rope where it meets the
// wheel.
type Art struct {
	Background, Wheel, Axle, RopeArc, Rope *ebiten.Image
	BasketBack, BasketBail, BasketFront    *ebiten.Image
	Tag, Dust                              *ebiten.Image
	LeverArm, Arrow                        *ebiten.Image
	Figures                                [KindCount]*ebiten.Image
	RopeEnds                               [RopeTile*Res + 1]*ebiten.Image
}

// list names every sprite of p.
func (p *Pictures) list() []sprites.Sprite {
	l := []sprites.Sprite{
		{Name: "background", Dst: &p.Background, Paint: PaintBackground, W: sprites.DesignW, H: sprites.DesignH},
		{Name: "wheel", Dst: &p.Wheel, Paint: PaintWheel, W: WheelSize, H: WheelSize},
		{Name: "axle", Dst: &p.Axle, Draw: AxleRGBA, W: AxleSize, H: AxleSize},
		{Name: "rope arc", Dst: &p.RopeArc, Paint: PaintRopeArc, W: RopeArcW, H: RopeArcH},
		{Name: "rope", Dst: &p.Rope, Draw: RopeRGBA, W: RopeW, H: RopeTile},
		{Name: "basket back", Dst: &p.BasketBack, Paint: PaintBasketBack, W: BasketSpriteW, H: BasketSpriteH},
		{Name: "basket bail", Dst: &p.BasketBail, Paint: PaintBasketBail, W: BasketSpriteW, H: BasketSpriteH},
		{Name: "basket front", Dst: &p.BasketFront, Paint: PaintBasketFront, W: BasketSpriteW, H: BasketSpriteH},
		{Name: "tag", Dst: &p.Tag, Draw: TagRGBA, W: TagW, H: TagH},
		{Name: "dust", Dst: &p.Dust, Paint: PaintDust, W: DustW, H: DustH},
		{Name: "lever", Dst: &p.LeverArm, Paint: PaintLeverArm, W: LeverArmW, H: LeverArmH},
		{Name: "arrow", Dst: &p.Arrow, Draw: ArrowRGBA, W: ArrowSize, H: ArrowSize},
	}
	for k := Kind(0); k < KindCount; k++ {
		l = append(l, sprites.Sprite{Name: fmt.Sprintf("figure %d", k), Dst: &p.Figures[k], Paint: func(d brush.Detail) *image.RGBA { return PaintFigure(k, d) }, W: FigW, H: FigH})
	}
	return l
}

// NewPictures draws every sprite, several at a time, and checks that each
// has its documented size and is not blank.
func NewPictures() (*Pictures, error) { return sprites.Draw("pulley art", (*Pictures).list) }

// New draws every sprite and uploads it; with drafts, the large ones
// are shown as drafts first and finished later (sprites.Stage). It may be
// called before ebiten.RunGame.
func New(d *sprites.Drafts) (*Art, error) {
	return sprites.Stage("pulley art", (*Pictures).list, (*Pictures).upload, d)
}

// upload turns every picture of p into an Ebitengine image.
func (p *Pictures) upload(up sprites.Uploader) *Art {
	a := &Art{
		Background: up(p.Background), Wheel: up(p.Wheel), Axle: up(p.Axle), RopeArc: up(p.RopeArc), Rope: up(p.Rope),
		BasketBack: up(p.BasketBack), BasketBail: up(p.BasketBail), BasketFront: up(p.BasketFront), Tag: up(p.Tag), Dust: up(p.Dust),
		LeverArm: up(p.LeverArm), Arrow: up(p.Arrow),
	}
	for k, img := range p.Figures {
		a.Figures[k] = up(img)
	}
	for h := 1; h < len(a.RopeEnds); h++ {
		a.RopeEnds[h] = a.Rope.SubImage(image.Rect(0, RopeTile*Res-h, RopeW*Res, RopeTile*Res)).(*ebiten.Image)
	}
	return a
}
