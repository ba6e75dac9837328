package sprites

import (
	"cmp"
	"fmt"
	"image"
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites/brush"
)

// DraftRes is the detail a large draft is painted at: a quarter of the
// finished art's device pixels each way, a sixteenth of the work. Scaled up
// to the finished size it is soft but whole, which is what a scene's first
// frame needs while the finished pictures are painted after it.
const DraftRes = Res / 4.0

// DraftDetail is the detail a draft of w×h logical pixels is painted at:
// DraftRes for a backdrop or a board, half the finished resolution each way
// for a figure, which would not be recognisable at a quarter.
func DraftDetail(w, h int) brush.Detail {
	if w*h >= 256*256 {
		return brush.Detail{Res: DraftRes}
	}
	return brush.Detail{Res: Res / 2.0}
}

// Drafts holds the pictures shown as drafts until they are finished. The
// game keeps one for all scenes: staging art with it shows every slow
// picture at once as a draft, and the game finishes them in the background
// (Take, Finish, then Draft.Apply on the game's thread). A nil *Drafts
// stages art finished at once, as tests and shots want it.
type Drafts struct {
	mu   sync.Mutex
	todo []Draft
}

// Draft is one picture shown as a draft: the image on screen, at its
// finished size, and how to paint it finished.
type Draft struct {
	Name  string
	Image *ebiten.Image // where the finished picture goes; or
	Keep  func(*image.RGBA)
	W, H  int     // logical size
	Res   float64 // device pixels per logical pixel when finished; 0 is Res
	Paint func(brush.Detail) *image.RGBA
}

// finished is the detail dr is finished at, calling yield.
func (dr Draft) finished(yield func()) brush.Detail {
	return brush.Detail{Res: dr.Res, Yield: yield}
}

// Add leaves dr to be finished.
func (d *Drafts) Add(dr Draft) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.todo = append(d.todo, dr)
}

// Len is how many drafts wait to be taken.
func (d *Drafts) Len() int {
	if d == nil {
		return 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.todo)
}

// Take returns the drafts waiting to be finished, smallest first (the
// figures on the board before the backdrop behind them), and forgets them.
func (d *Drafts) Take() []Draft {
	if d == nil {
		return nil
	}
	d.mu.Lock()
	todo := d.todo
	d.todo = nil
	d.mu.Unlock()
	slices.SortStableFunc(todo, func(a, b Draft) int { return cmp.Compare(a.W*a.H, b.W*b.H) })
	return todo
}

// Finish paints dr's picture finished (Res device pixels per logical
// pixel), calling yield (when not nil) every few rows; it may run on any
// goroutine. Apply then shows it.
func (dr Draft) Finish(yield func()) (*image.RGBA, error) {
	d := dr.finished(yield)
	img := dr.Paint(d)
	if err := checkAt(img, dr.W, dr.H, d); err != nil {
		return nil, fmt.Errorf("finishing %s: %w", dr.Name, err)
	}
	return img, nil
}

// Apply writes the finished picture over the draft, or hands it to Keep
// (a picture kept on the CPU, which its user draws from again); it runs on
// the game's thread, between frames.
func (dr Draft) Apply(img *image.RGBA) {
	if dr.Image != nil {
		dr.Image.WritePixels(img.Pix)
	}
	if dr.Keep != nil {
		dr.Keep(img)
	}
}

// Enlarge scales a draft up to w×h device pixels on the CPU, each pixel the
// blend of the draft's four nearest (a picture that is drawn on further
// before it is shown, where ScaleUp cannot serve).
func Enlarge(draft *image.RGBA, w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	b := draft.Bounds()
	sw, sh := b.Dx(), b.Dy()
	kx, ky := float64(sw)/float64(w), float64(sh)/float64(h)
	for y := range h {
		fy := max(0, (float64(y)+0.5)*ky-0.5)
		y0 := min(int(fy), sh-1)
		y1, ty := min(y0+1, sh-1), fy-float64(y0)
		for x := range w {
			fx := max(0, (float64(x)+0.5)*kx-0.5)
			x0 := min(int(fx), sw-1)
			x1, tx := min(x0+1, sw-1), fx-float64(x0)
			i00, i01 := draft.PixOffset(b.Min.X+x0, b.Min.Y+y0), draft.PixOffset(b.Min.X+x1, b.Min.Y+y0)
			i10, i11 := draft.PixOffset(b.Min.X+x0, b.Min.Y+y1), draft.PixOffset(b.Min.X+x1, b.Min.Y+y1)
			o := out.PixOffset(x, y)
			for c := range 4 {
				top := float64(draft.Pix[i00+c])*(1-tx) + float64(draft.Pix[i01+c])*tx
				bot := float64(draft.Pix[i10+c])*(1-tx) + float64(draft.Pix[i11+c])*tx
				out.Pix[o+c] = uint8(top*(1-ty) + bot*ty + 0.5)
			}
		}
	}
	return out
}

// Stage draws an art package's sprites (list names them in a new P) and
// uploads them with upload, as Draw and Upload do. When d is not nil, each
// sprite with a Paint is painted as a draft instead, scaled up into an
// image of its finished size, and left on d to be finished.
func Stage[P, A any](art string, list func(*P) []Sprite, upload func(*P, Uploader) *A, d *Drafts) (*A, error) {
	if d == nil {
		p, err := Draw(art, list)
		if err != nil {
			return nil, err
		}
		return upload(p, Upload), nil
	}
	p := new(P)
	l := list(p)
	var wg sync.WaitGroup
	for _, s := range l {
		if s.Paint != nil {
			wg.Go(func() { *s.Dst = s.Paint(s.draft()) })
		} else {
			wg.Go(func() { *s.Dst = s.Draw() })
		}
	}
	wg.Wait()
	drafted := map[*image.RGBA]Sprite{}
	for _, s := range l {
		if s.Paint == nil {
			if err := Check(*s.Dst, s.W, s.H); err != nil {
				return nil, fmt.Errorf("%s: %s: %w", art, s.Name, err)
			}
			continue
		}
		if err := checkAt(*s.Dst, s.W, s.H, s.draft()); err != nil {
			return nil, fmt.Errorf("%s: %s (draft): %w", art, s.Name, err)
		}
		drafted[*s.Dst] = s
	}
	up := func(img *image.RGBA) *ebiten.Image {
		s, ok := drafted[img]
		if !ok {
			return Upload(img)
		}
		full := ScaleUp(img, s.W, s.H)
		d.Add(Draft{Name: art + ": " + s.Name, Image: full, W: s.W, H: s.H, Paint: s.Paint})
		return full
	}
	return upload(p, up), nil
}

// Picture is Stage for one picture of w×h logical pixels that paint
// paints at any detail: finished at once when d is nil, else a draft left
// on d.
func Picture(art string, w, h int, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	return PictureAt(art, w, h, Res, paint, d)
}

// PictureAt is Picture for a picture finished at res device pixels per
// logical pixel instead of Res (a backdrop smooth enough for one); its
// draft has a quarter of them each way.
func PictureAt(art string, w, h int, res float64, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	fin := brush.Detail{Res: res}
	if d == nil {
		img := paint(fin)
		if err := checkAt(img, w, h, fin); err != nil {
			return nil, fmt.Errorf("%s: %w", art, err)
		}
		return Upload(img), nil
	}
	draft := brush.Detail{Res: res / 4}
	img := paint(draft)
	if err := checkAt(img, w, h, draft); err != nil {
		return nil, fmt.Errorf("%s (draft): %w", art, err)
	}
	full := scaleUp(img, fin.Pixels(w), fin.Pixels(h))
	d.Add(Draft{Name: art, Image: full, W: w, H: h, Res: res, Paint: paint})
	return full, nil
}

// ScaleUp uploads a draft and draws it, smoothly scaled, into a new image
// of the finished size of w×h logical pixels (Res device pixels each).
func ScaleUp(draft *image.RGBA, w, h int) *ebiten.Image { return scaleUp(draft, w*Res, h*Res) }

// scaleUp is ScaleUp to an image of w×h device pixels.
func scaleUp(draft *image.RGBA, w, h int) *ebiten.Image {
	full := ebiten.NewImage(w, h)
	small := ebiten.NewImageFromImage(draft)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := draft.Bounds()
	op.GeoM.Scale(float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy()))
	full.DrawImage(small, op)
	return full
}

// checkAt is Check for a picture painted at detail d.
func checkAt(img *image.RGBA, w, h int, d brush.Detail) error {
	if img == nil {
		return fmt.Errorf("not drawn")
	}
	if got, want := img.Bounds().Size(), image.Pt(d.Pixels(w), d.Pixels(h)); got != want {
		return fmt.Errorf("size %v pixels, want %v", got, want)
	}
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 {
			return nil
		}
	}
	return fmt.Errorf("blank")
}
