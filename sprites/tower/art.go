package tower

import (
	"fmt"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
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
// constants of the same names.
type Art struct {
	Background, Wheel, Axle, RopeArc, Rope *ebiten.Image
	BasketBack, BasketBail, BasketFront    *ebiten.Image
	Tag, Dust                              *ebiten.Image
	LeverArm, Arrow                        *ebiten.Image
	Figures                                [KindCount]*ebiten.Image
}

type sprite struct {
	name string
	dst  **image.RGBA
	draw func() *image.RGBA
	w, h int
}

func (p *Pictures) list() []sprite {
	l := []sprite{
		{"background", &p.Background, BackgroundRGBA, SceneW, SceneH},
		{"wheel", &p.Wheel, WheelRGBA, WheelSize, WheelSize},
		{"axle", &p.Axle, AxleRGBA, AxleSize, AxleSize},
		{"rope arc", &p.RopeArc, RopeArcRGBA, RopeArcW, RopeArcH},
		{"rope", &p.Rope, RopeRGBA, RopeW, RopeTile},
		{"basket back", &p.BasketBack, BasketBackRGBA, BasketSpriteW, BasketSpriteH},
		{"basket bail", &p.BasketBail, BasketBailRGBA, BasketSpriteW, BasketSpriteH},
		{"basket front", &p.BasketFront, BasketFrontRGBA, BasketSpriteW, BasketSpriteH},
		{"tag", &p.Tag, TagRGBA, TagW, TagH},
		{"dust", &p.Dust, DustRGBA, DustW, DustH},
		{"lever", &p.LeverArm, LeverArmRGBA, LeverArmW, LeverArmH},
		{"arrow", &p.Arrow, ArrowRGBA, ArrowSize, ArrowSize},
	}
	for k := Kind(0); k < KindCount; k++ {
		l = append(l, sprite{fmt.Sprintf("figure %d", k), &p.Figures[k], func() *image.RGBA { return FigureRGBA(k) }, FigW, FigH})
	}
	return l
}

// NewPictures draws every sprite, several at a time, and checks that each
// has its documented size and is not blank.
func NewPictures() (*Pictures, error) {
	p := &Pictures{}
	l := p.list()
	var wg sync.WaitGroup
	for _, s := range l {
		wg.Go(func() { *s.dst = s.draw() })
	}
	wg.Wait()
	for _, s := range l {
		if err := check(*s.dst, s.w, s.h); err != nil {
			return nil, fmt.Errorf("tower sprites: %s: %w", s.name, err)
		}
	}
	return p, nil
}

// check reports whether img is w×h logical pixels and shows something.
func check(img *image.RGBA, w, h int) error {
	if img == nil {
		return fmt.Errorf("not drawn")
	}
	if got, want := img.Bounds().Size(), image.Pt(w*Res, h*Res); got != want {
		return fmt.Errorf("size %v pixels, want %v", got, want)
	}
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 {
			return nil
		}
	}
	return fmt.Errorf("blank")
}

// New draws every sprite and uploads it.
func New() (*Art, error) {
	p, err := NewPictures()
	if err != nil {
		return nil, err
	}
	up := func(img *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(img) }
	a := &Art{
		Background: up(p.Background), Wheel: up(p.Wheel), Axle: up(p.Axle), RopeArc: up(p.RopeArc), Rope: up(p.Rope),
		BasketBack: up(p.BasketBack), BasketBail: up(p.BasketBail), BasketFront: up(p.BasketFront), Tag: up(p.Tag), Dust: up(p.Dust),
		LeverArm: up(p.LeverArm), Arrow: up(p.Arrow),
	}
	for k, img := range p.Figures {
		a.Figures[k] = up(img)
	}
	return a, nil
}
