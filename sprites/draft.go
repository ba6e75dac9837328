package sprites

import (
	"fmt"
	"image"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/sprites/brush"
)

// DraftRes is the detail a large draft is painted at: an eighth of the
// finished art's device pixels each way, a sixty-fourth of the work.
// Scaled up to the finished size it is soft but whole, which is what a
// scene's first frame needs while better pictures are painted after it.
const DraftRes = Res / 8.0

// BackdropRes is the detail a backdrop's draft (a picture of half the
// screen or more) is painted at: a thirty-second of the finished art's
// device pixels each way. A backdrop's texture is worked out pixel by
// pixel: at DraftRes it was the largest part of a scene's first frame on
// a phone's CPU, and at a sixteenth still the largest picture. Soft as it
// is, a backdrop is behind the puzzle, and its better draft (MidRes)
// replaces it in the first moments.
const BackdropRes = Res / 32.0

// FigureRes is the detail a small picture's draft is painted at: a figure
// at an eighth would not be recognisable, at a quarter it is.
const FigureRes = Res / 4.0

// MidRes is the detail of the picture that replaces a draft first where
// the finished art is painted a slice at a time (in the browser): half the
// finished pixels each way, about a phone's own, at a quarter of the work.
const MidRes = Res / 2.0

// DraftDetail is the detail a draft of w×h logical pixels is painted at:
// BackdropRes for a backdrop, DraftRes for a board or a long part (a
// rail, a leg), FigureRes for a figure.
func DraftDetail(w, h int) brush.Detail {
	if backdrop(w, h) {
		return brush.Detail{Res: BackdropRes}
	}
	if max(w, h) >= 256 { // 256×256 or more, or long
		return brush.Detail{Res: DraftRes}
	}
	return brush.Detail{Res: FigureRes}
}

// backdrop reports whether a picture of w×h logical pixels is a backdrop:
// half the design's screen or more.
func backdrop(w, h int) bool { return 2*w*h >= DesignW*DesignH }

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
	// Mid is the detail of a better draft that may be shown before the
	// finished picture (see Refine); 0 has none.
	Mid float64
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
	// sort.SliceStable, not slices.SortStableFunc: the same order from code
	// compiled once, not for the Draft type.
	sort.SliceStable(todo, func(i, j int) bool { return todo[i].W*todo[i].H < todo[j].W*todo[j].H })
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

// Refine paints dr's better draft, at Mid, calling yield every few rows;
// ApplyMid then shows it. A draft without Mid has none: Refine returns
// nil.
func (dr Draft) Refine(yield func()) (*image.RGBA, error) {
	if dr.Mid <= 0 {
		return nil, nil
	}
	d := brush.Detail{Res: dr.Mid, Yield: yield}
	img := dr.Paint(d)
	if err := checkAt(img, dr.W, dr.H, d); err != nil {
		return nil, fmt.Errorf("refining %s: %w", dr.Name, err)
	}
	return img, nil
}

// ApplyMid draws the better draft img from Refine over the draft, scaled
// up smoothly, or hands it to Keep; it runs on the game's thread, between
// frames.
func (dr Draft) ApplyMid(img *image.RGBA) {
	if img == nil {
		return
	}
	if dr.Keep != nil {
		dr.Keep(img)
	}
	if dr.Image == nil {
		return
	}
	small := ebiten.NewImageFromImage(img)
	defer small.Deallocate()
	b, full := img.Bounds(), dr.Image.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
	op.GeoM.Scale(float64(full.Dx())/float64(b.Dx()), float64(full.Dy())/float64(b.Dy()))
	dr.Image.DrawImage(small, op)
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

// Stage draws an art package's sprites (list names them in a new P) and
// uploads them with upload, as Draw and Upload do. When d is not nil, each
// sprite with a Paint is painted as a draft instead, scaled up into an
// image of its finished size, and left on d to be finished; a Later one is
// not painted at all before it is left on d, its image blank until then.
func Stage[P, A any](art string, list func(*P) []Sprite, upload func(*P, Uploader) *A, d *Drafts) (*A, error) {
	if d == nil {
		p, err := Draw(art, list)
		if err != nil {
			return nil, err
		}
		return upload(p, Upload), nil
	}
	p := new(P)
	up, err := stage(art, list(p), d)
	if err != nil {
		return nil, err
	}
	return upload(p, up), nil
}

// stage is Stage's work once its sprites are listed in l, which needs no
// P or A and is compiled once: it paints the drafts and draws the rest,
// checks them, and returns the uploader that leaves the drafts on d.
func stage(art string, l []Sprite, d *Drafts) (Uploader, error) {
	var wg sync.WaitGroup
	drafted := map[*image.RGBA]Sprite{}
	for _, s := range l {
		switch {
		case s.Later && s.Paint != nil:
			// A stand-in, so that upload hands it back to us below.
			*s.Dst = image.NewRGBA(image.Rect(0, 0, 1, 1))
			drafted[*s.Dst] = s
		case s.Paint != nil:
			wg.Go(func() { *s.Dst = s.Paint(s.draft()) })
		default:
			wg.Go(func() { *s.Dst = s.Draw() })
		}
	}
	wg.Wait()
	for _, s := range l {
		switch {
		case s.Paint == nil:
			if err := Check(*s.Dst, s.W, s.H); err != nil {
				return nil, fmt.Errorf("%s: %s: %w", art, s.Name, err)
			}
		case !s.Later:
			if err := checkAt(*s.Dst, s.W, s.H, s.draft()); err != nil {
				return nil, fmt.Errorf("%s: %s (draft): %w", art, s.Name, err)
			}
			drafted[*s.Dst] = s
		}
	}
	return func(img *image.RGBA) *ebiten.Image {
		s, ok := drafted[img]
		if !ok {
			return Upload(img)
		}
		dr := Draft{Name: art + ": " + s.Name, W: s.W, H: s.H, Paint: s.Paint, Mid: mid(s.draft().Res, Res)}
		if s.Later {
			// Blank until the finisher paints it: its draft first (as its
			// better draft), then the finished picture.
			dr.Image, dr.Mid = ebiten.NewImage(s.W*Res, s.H*Res), s.draft().Res
		} else {
			dr.Image = ScaleUp(img, s.W, s.H)
		}
		d.Add(dr)
		return dr.Image
	}, nil
}

// Picture is Stage for one picture of w×h logical pixels that paint
// paints at any detail: finished at once when d is nil, else a draft left
// on d.
func Picture(art string, w, h int, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	return PictureAt(art, w, h, Res, paint, d)
}

// PictureAt is Picture for a picture finished at res device pixels per
// logical pixel instead of Res (a backdrop smooth enough for one); its
// draft has an eighth of them each way, a backdrop's a sixteenth.
func PictureAt(art string, w, h int, res float64, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	draft := res * DraftRes / Res
	if backdrop(w, h) {
		draft = res * BackdropRes / Res
	}
	return picture(art, w, h, res, draft, paint, d)
}

// Figure is Picture for a small picture (a coin), whose draft is painted
// at FigureRes: at an eighth it would not be recognisable.
func Figure(art string, w, h int, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	return picture(art, w, h, Res, FigureRes, paint, d)
}

// picture is PictureAt with its draft painted at draftRes.
func picture(art string, w, h int, res, draftRes float64, paint func(brush.Detail) *image.RGBA, d *Drafts) (*ebiten.Image, error) {
	fin := brush.Detail{Res: res}
	if d == nil {
		img := paint(fin)
		if err := checkAt(img, w, h, fin); err != nil {
			return nil, fmt.Errorf("%s: %w", art, err)
		}
		return Upload(img), nil
	}
	draft := brush.Detail{Res: draftRes}
	img := paint(draft)
	if err := checkAt(img, w, h, draft); err != nil {
		return nil, fmt.Errorf("%s (draft): %w", art, err)
	}
	full := scaleUp(img, fin.Pixels(w), fin.Pixels(h))
	d.Add(Draft{Name: art, Image: full, W: w, H: h, Res: res, Paint: paint, Mid: mid(draft.Res, res)})
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

// mid is the detail of the better draft between a draft at res and the
// finished picture at fin: half of fin, if that is finer than the draft.
func mid(res, fin float64) float64 {
	if m := fin * MidRes / Res; m > res {
		return m
	}
	return 0
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
