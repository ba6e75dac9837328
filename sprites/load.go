package sprites

import (
	"fmt"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites/brush"
)

// Sprite is one fixed sprite of an art package: its name, where its
// picture goes, how to draw it, and its logical size. A sprite that can be
// painted at any detail (the large, slow ones) has Paint instead of Draw,
// and is shown first as a draft when the art is staged with Drafts.
type Sprite struct {
	Name  string
	Dst   **image.RGBA
	Draw  func() *image.RGBA
	Paint func(brush.Detail) *image.RGBA
	W, H  int
	// Draft is the resolution of the sprite's draft, where DraftDetail's
	// is not the one (a small picture slow to paint); 0 leaves it to
	// DraftDetail.
	Draft float64
	// Later marks a painted sprite the scene's first frame does not show
	// (a boat of another size): staged with drafts, it is painted only
	// after that frame, by the finisher.
	Later bool
}

// draft is the detail the sprite's draft is painted at.
func (s Sprite) draft() brush.Detail {
	if s.Draft > 0 {
		return brush.Detail{Res: s.Draft}
	}
	return DraftDetail(s.W, s.H)
}

// Finished paints the sprite finished (Res device pixels per logical
// pixel).
func (s Sprite) Finished() *image.RGBA {
	if s.Paint != nil {
		return s.Paint(brush.Detail{})
	}
	return s.Draw()
}

// DrawAll draws every sprite of l into its Dst, several at a time, and
// checks that each is W×H logical pixels and not blank. An error names the
// art (as "river art") and the sprite.
func DrawAll(art string, l []Sprite) error {
	var wg sync.WaitGroup
	for _, s := range l {
		wg.Go(func() { *s.Dst = s.Finished() })
	}
	wg.Wait()
	for _, s := range l {
		if err := Check(*s.Dst, s.W, s.H); err != nil {
			return fmt.Errorf("%s: %s: %w", art, s.Name, err)
		}
	}
	return nil
}

// Draw makes a new P and draws into it the fixed sprites that list names,
// as DrawAll does.
func Draw[P any](art string, list func(*P) []Sprite) (*P, error) {
	p := new(P)
	if err := DrawAll(art, list(p)); err != nil {
		return nil, err
	}
	return p, nil
}

// Uploader turns a picture into an Ebitengine image: Upload, or the
// stage's, which makes a draft's image at the finished size.
type Uploader func(*image.RGBA) *ebiten.Image

// Check reports whether img is w×h logical pixels and shows something.
func Check(img *image.RGBA, w, h int) error {
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

// Opaque reports, as an error naming the first pixel that is not, whether
// every pixel of img is fully opaque, as a backdrop must be.
func Opaque(img *image.RGBA) error {
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 255 {
			return fmt.Errorf("pixel %d has alpha %d", i/4, img.Pix[i])
		}
	}
	return nil
}

// Upload turns a picture into an Ebitengine image. It may be called
// before ebiten.RunGame.
func Upload(img *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(img) }
