package sprites

import (
	"fmt"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pictures holds every fixed sprite of the crane scene as a pure image, Res pixels per logical
// pixel; New turns them into Art. Stones are made on demand by StoneRGBA.
type Pictures struct {
	Background                              *image.RGBA
	Rail, Leg, Trolley, Wheel, Cable, Hoist *image.RGBA
	BeamMid, BeamEnd                        *image.RGBA
	JawLeft, JawRight                       *image.RGBA
	Platform, Marker, LabelPlate, Shadow    *image.RGBA
}

// Art holds the crane scene's sprites as Ebitengine images, built when the
// scene or its menu picture first needs them. Each
// field's logical size and anchor are documented on the constants of the
// same name (Rail: RailW, RailH; Leg: LegW, LegH; and so on); every image
// has Res pixels per logical pixel.
type Art struct {
	Background                              *ebiten.Image // SceneW×SceneH, anchor top-left
	Rail, Leg, Trolley, Wheel, Cable, Hoist *ebiten.Image
	BeamMid, BeamEnd                        *ebiten.Image // stretch BeamMid, cap with BeamEnd (flip it for the right end)
	JawLeft, JawRight                       *ebiten.Image // gripping pads at (JawW, JawPadY) and (0, JawPadY)
	Platform, Marker, LabelPlate, Shadow    *ebiten.Image
}

// sprite is one fixed sprite: where it goes in Pictures, how to draw it,
// and its logical size.
type sprite struct {
	name string
	dst  **image.RGBA
	draw func() *image.RGBA
	w, h int
}

// list names every fixed sprite of p.
func (p *Pictures) list() []sprite {
	l := []sprite{
		{"background", &p.Background, BackgroundRGBA, SceneW, SceneH},
		{"rail", &p.Rail, RailRGBA, RailW, RailH},
		{"leg", &p.Leg, LegRGBA, LegW, LegH},
		{"trolley", &p.Trolley, TrolleyRGBA, TrolleyW, TrolleyH},
		{"wheel", &p.Wheel, WheelRGBA, 2 * WheelR, 2 * WheelR},
		{"cable", &p.Cable, CableRGBA, CableW, CableH},
		{"hoist", &p.Hoist, HoistRGBA, HoistW, HoistH},
		{"beam middle", &p.BeamMid, BeamMidRGBA, BeamMidW, BeamH},
		{"beam end", &p.BeamEnd, BeamEndRGBA, BeamEndW, BeamH},
		{"left jaw", &p.JawLeft, JawLeftRGBA, JawW, JawH},
		{"right jaw", &p.JawRight, JawRightRGBA, JawW, JawH},
		{"platform", &p.Platform, PlatformRGBA, PlatformW, PlatformH},
		{"marker", &p.Marker, MarkerRGBA, MarkerW, MarkerH},
		{"label plate", &p.LabelPlate, LabelPlateRGBA, LabelW, LabelH},
		{"shadow", &p.Shadow, ShadowRGBA, ShadowW, ShadowH},
	}
	return l
}

// NewPictures draws every fixed sprite, several at a time, and checks that
// each has its documented size and is not blank.
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
			return nil, fmt.Errorf("sprites: %s: %w", s.name, err)
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

// New draws every fixed sprite and uploads it as an Ebitengine image. It
// may be called before ebiten.RunGame.
func New() (*Art, error) {
	p, err := NewPictures()
	if err != nil {
		return nil, err
	}
	a := &Art{}
	up := func(img *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(img) }
	a.Background = up(p.Background)
	a.Rail, a.Leg, a.Trolley, a.Wheel = up(p.Rail), up(p.Leg), up(p.Trolley), up(p.Wheel)
	a.Cable, a.Hoist = up(p.Cable), up(p.Hoist)
	a.BeamMid, a.BeamEnd = up(p.BeamMid), up(p.BeamEnd)
	a.JawLeft, a.JawRight = up(p.JawLeft), up(p.JawRight)
	a.Platform, a.Marker, a.LabelPlate, a.Shadow = up(p.Platform), up(p.Marker), up(p.LabelPlate), up(p.Shadow)
	return a, nil
}

// Stone returns stone i (modulo StoneColors) at logical size w×h (clamped to
// 1..StoneMaxSize) as an Ebitengine image of w*Res × h*Res pixels; see
// StoneRGBA. It draws a new image on every call: cache it.
func Stone(i, w, h int) *ebiten.Image {
	return ebiten.NewImageFromImage(StoneRGBA(i, w, h))
}
