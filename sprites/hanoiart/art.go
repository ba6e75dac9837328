package hanoiart

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
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
	Background                              *ebiten.Image // sprites.DesignW×sprites.DesignH, anchor top-left
	Rail, Leg, Trolley, Wheel, Cable, Hoist *ebiten.Image
	BeamMid, BeamEnd                        *ebiten.Image // stretch BeamMid, cap with BeamEnd (flip it for the right end)
	JawLeft, JawRight                       *ebiten.Image // gripping pads at (JawW, JawPadY) and (0, JawPadY)
	Platform, Marker, LabelPlate, Shadow    *ebiten.Image

	drafts *sprites.Drafts // where stones are drafted, as the art was
}

// list names every fixed sprite of p.
func (p *Pictures) list() []sprites.Sprite {
	return []sprites.Sprite{
		{Name: "background", Dst: &p.Background, Paint: PaintBackground, W: sprites.DesignW, H: sprites.DesignH},
		{Name: "rail", Dst: &p.Rail, Paint: PaintRail, W: RailW, H: RailH},
		{Name: "leg", Dst: &p.Leg, Paint: PaintLeg, W: LegW, H: LegH},
		{Name: "trolley", Dst: &p.Trolley, Paint: PaintTrolley, W: TrolleyW, H: TrolleyH},
		{Name: "wheel", Dst: &p.Wheel, Paint: PaintWheel, W: 2 * WheelR, H: 2 * WheelR},
		{Name: "cable", Dst: &p.Cable, Draw: CableRGBA, W: CableW, H: CableH},
		{Name: "hoist", Dst: &p.Hoist, Paint: PaintHoist, W: HoistW, H: HoistH},
		{Name: "beam middle", Dst: &p.BeamMid, Draw: BeamMidRGBA, W: BeamMidW, H: BeamH},
		{Name: "beam end", Dst: &p.BeamEnd, Draw: BeamEndRGBA, W: BeamEndW, H: BeamH},
		{Name: "left jaw", Dst: &p.JawLeft, Paint: PaintJawLeft, W: JawW, H: JawH},
		{Name: "right jaw", Dst: &p.JawRight, Paint: PaintJawRight, W: JawW, H: JawH},
		{Name: "platform", Dst: &p.Platform, Paint: PaintPlatform, W: PlatformW, H: PlatformH},
		{Name: "marker", Dst: &p.Marker, Paint: PaintMarker, W: MarkerW, H: MarkerH},
		{Name: "label plate", Dst: &p.LabelPlate, Draw: LabelPlateRGBA, W: LabelW, H: LabelH},
		{Name: "shadow", Dst: &p.Shadow, Draw: ShadowRGBA, W: ShadowW, H: ShadowH},
	}
}

// NewPictures draws every fixed sprite, several at a time, and checks that
// each has its documented size and is not blank.
func NewPictures() (*Pictures, error) { return sprites.Draw("hanoi art", (*Pictures).list) }

// New draws every sprite and uploads it; with drafts, the large ones
// are shown as drafts first and finished later (sprites.Stage). It may be
// called before ebiten.RunGame.
func New(d *sprites.Drafts) (*Art, error) {
	a, err := sprites.Stage("hanoi art", (*Pictures).list, (*Pictures).upload, d)
	if err != nil {
		return nil, err
	}
	a.drafts = d
	return a, nil
}

// upload turns every picture of p into an Ebitengine image.
func (p *Pictures) upload(up sprites.Uploader) *Art {
	a := &Art{}
	a.Background = up(p.Background)
	a.Rail, a.Leg, a.Trolley, a.Wheel = up(p.Rail), up(p.Leg), up(p.Trolley), up(p.Wheel)
	a.Cable, a.Hoist = up(p.Cable), up(p.Hoist)
	a.BeamMid, a.BeamEnd = up(p.BeamMid), up(p.BeamEnd)
	a.JawLeft, a.JawRight = up(p.JawLeft), up(p.JawRight)
	a.Platform, a.Marker, a.LabelPlate, a.Shadow = up(p.Platform), up(p.Marker), up(p.LabelPlate), up(p.Shadow)
	return a
}

// Stone returns stone i (modulo StoneColors) at logical size w×h (clamped to
// 1..StoneMaxSize) as an Ebitengine image of w*Res × h*Res pixels; see
// StoneRGBA. It draws a new image on every call: cache it. With drafts, as
// the art was staged, it is a draft finished later.
func (a *Art) Stone(i, w, h int) *ebiten.Image {
	w = min(max(w, 1), StoneMaxSize)
	h = min(max(h, 1), StoneMaxSize)
	img, err := sprites.Picture("hanoi stone", w, h, func(d brush.Detail) *image.RGBA { return PaintStone(i, w, h, d) }, a.drafts)
	if err != nil {
		// Only a blank draft fails, which a stone never is; the finished
		// picture then serves at once.
		return sprites.Upload(PaintStone(i, w, h, brush.Detail{}))
	}
	return img
}
