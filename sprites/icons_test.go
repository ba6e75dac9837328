package sprites

import (
	"image"
	"testing"

	"puzzleworks/sprites/brush"
)

func TestIcons(t *testing.T) {
	const px = IconSize * Res
	for i := Icon(0); i < IconCount; i++ {
		t.Run(i.String(), func(t *testing.T) {
			img := IconRGBA(i)
			if err := Check(img, IconSize, IconSize); err != nil {
				t.Fatal(err)
			}
			// White on transparent: premultiplied, every channel equals alpha.
			for p := 0; p < len(img.Pix); p += 4 {
				a := img.Pix[p+3]
				if img.Pix[p] != a || img.Pix[p+1] != a || img.Pix[p+2] != a {
					t.Fatalf("pixel %d is %v, not white", p/4, img.Pix[p:p+4])
				}
			}
			b := opaqueBox(img)
			if b.Min.X < Res || b.Min.Y < Res || b.Max.X > px-Res || b.Max.Y > px-Res {
				t.Errorf("drawing %v leaves no margin in %d×%d", b, px, px)
			}
			if b.Dx() < px/2 && b.Dy() < px/2 {
				t.Errorf("drawing %v is too small to read", b)
			}
			cx, cy := b.Min.X+b.Max.X, b.Min.Y+b.Max.Y // twice the centre
			if cx < px-2 || cx > px+2 || cy < px-2 || cy > px+2 {
				t.Errorf("drawing %v is not centred in %d×%d", b, px, px)
			}
		})
	}
}

func TestIconsDistinct(t *testing.T) {
	imgs := make([]*image.RGBA, IconCount)
	for i := range imgs {
		imgs[i] = IconRGBA(Icon(i))
	}
	n := len(imgs[0].Pix) / 4
	for i := range imgs {
		for j := i + 1; j < len(imgs); j++ {
			diff := 0
			for p := 3; p < len(imgs[i].Pix); p += 4 {
				d := int(imgs[i].Pix[p]) - int(imgs[j].Pix[p])
				if d > 96 || d < -96 {
					diff++
				}
			}
			if diff < n/50 {
				t.Errorf("%v and %v differ in only %d pixels", Icon(i), Icon(j), diff)
			}
		}
	}
}

func TestIconNames(t *testing.T) {
	seen := map[string]Icon{}
	for i := Icon(0); i < IconCount; i++ {
		s := i.String()
		if prev, ok := seen[s]; ok {
			t.Errorf("%d and %d are both named %q", prev, i, s)
		}
		seen[s] = i
	}
	for _, tt := range []struct {
		i    Icon
		want string
	}{{IconPlay, "play"}, {IconStepBack, "step-back"}, {IconHelp, "help"}, {IconRecord, "record"}, {IconGraph, "graph"}, {IconCount, "Icon(17)"}, {-1, "Icon(-1)"}} {
		if got := tt.i.String(); got != tt.want {
			t.Errorf("Icon(%d).String() = %q, want %q", int(tt.i), got, tt.want)
		}
	}
}

func TestUnknownIcon(t *testing.T) {
	for _, i := range []Icon{-1, IconCount, 1000} {
		img := IconRGBA(i)
		if img.Bounds().Dx() != IconSize*Res || img.Bounds().Dy() != IconSize*Res {
			t.Errorf("icon %d: size %v", int(i), img.Bounds())
		}
		if Check(img, IconSize, IconSize) == nil {
			t.Errorf("icon %d: not blank", int(i))
		}
	}
}

// TestCentred checks the centring helper on a drawing placed off centre.
func TestCentred(t *testing.T) {
	c := brush.NewCanvas(IconSize, IconSize)
	c.Fill(brush.RBox(1, 2, 9, 6, 0), brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 1}))
	b := opaqueBox(centred(c.Image()))
	if got, want := b.Min.X+b.Max.X, IconSize*Res; got < want-1 || got > want+1 {
		t.Errorf("x centre %d/2, want %d/2 (box %v)", got, want, b)
	}
	if got, want := b.Min.Y+b.Max.Y, IconSize*Res; got < want-1 || got > want+1 {
		t.Errorf("y centre %d/2, want %d/2 (box %v)", got, want, b)
	}
	if b.Dx() != 8*Res || b.Dy() != 4*Res {
		t.Errorf("box %v changed size", b)
	}
}

func BenchmarkIcons(b *testing.B) {
	for b.Loop() {
		for i := Icon(0); i < IconCount; i++ {
			IconRGBA(i)
		}
	}
}

// opaqueBox is the bounding box of the pixels more than half opaque.
func opaqueBox(img *image.RGBA) image.Rectangle {
	var r image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.RGBAAt(x, y).A > 127 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// TestBakedIcons checks the bake the game draws its icons from against the
// icons painted now; when an icon's drawing changes, bake them again:
// go run ./sprites/internal/mkicons > sprites/icons.bin
// Here they are the same bytes; another machine (one that fuses a multiply
// and an add, or has its own math functions) may round an edge's pixel a
// level apart, which is allowed.
func TestBakedIcons(t *testing.T) {
	if want := int(IconCount) * iconPixels * iconPixels; len(iconMasks) != want {
		t.Fatalf("icons.bin holds %d bytes, want %d: bake the icons again", len(iconMasks), want)
	}
	for i := Icon(0); i < IconCount; i++ {
		got, want := BakedIcon(i), IconRGBA(i)
		if got.Rect != want.Rect {
			t.Fatalf("icon %d (%s): baked %v, painted %v", int(i), i, got.Rect, want.Rect)
		}
		for p := range got.Pix {
			if d := int(got.Pix[p]) - int(want.Pix[p]); d < -1 || d > 1 {
				t.Errorf("icon %d (%s): byte %d is %d baked, %d painted: bake the icons again", int(i), i, p, got.Pix[p], want.Pix[p])
				break
			}
		}
	}
	// An unknown icon is blank, as painted.
	if img := BakedIcon(IconCount); Check(img, IconSize, IconSize) == nil {
		t.Errorf("unknown icon: not blank")
	}
}
