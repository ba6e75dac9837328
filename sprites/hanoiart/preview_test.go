package hanoiart

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// put draws src with its top-left corner at logical (x, y).
func put(dst *image.RGBA, src image.Image, x, y float64) {
	p := image.Pt(int(x*Res+0.5), int(y*Res+0.5))
	draw.Draw(dst, src.Bounds().Add(p), src, src.Bounds().Min, draw.Over)
}

// stretchX repeats the first column of a column-uniform tile to w logical px.
func stretchX(src *image.RGBA, w int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w*Res, src.Bounds().Dy()))
	for y := 0; y < out.Bounds().Dy(); y++ {
		for x := 0; x < out.Bounds().Dx(); x++ {
			out.SetRGBA(x, y, src.RGBAAt(0, y))
		}
	}
	return out
}

// flipX mirrors an image horizontally.
func flipX(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.SetRGBA(b.Max.X-1-x+b.Min.X, y, src.RGBAAt(x, y))
		}
	}
	return out
}

// tileY repeats a tile vertically to h logical px.
func tileY(src *image.RGBA, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, src.Bounds().Dx(), h*Res))
	for y := 0; y < out.Bounds().Dy(); y++ {
		for x := 0; x < out.Bounds().Dx(); x++ {
			out.SetRGBA(x, y, src.RGBAAt(x, y%src.Bounds().Dy()))
		}
	}
	return out
}

// label writes s centred at logical (x, y) in the basic bitmap font.
func label(dst *image.RGBA, s string, x, y float64, col color.Color) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(col), Face: basicfont.Face7x13}
	w := d.MeasureString(s).Round()
	d.Dot = fixed.P(int(x*Res)-w/2, int(y*Res)+5)
	d.DrawString(s)
}

// composePreview lays the sprites out as the crane scene would: the crane
// carrying a stone from pile A toward pile B, with the controls below.
func composePreview() *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, sprites.DesignW*Res, sprites.DesignH*Res))
	put(dst, BackgroundRGBA(), 0, 0)
	for _, x := range []float64{LegLeftX, LegRightX} {
		put(dst, LegRGBA(), x-LegW/2, GroundY-LegH)
	}
	const tx, hoistY = 560.0, 300.0
	put(dst, tileY(CableRGBA(), int(hoistY-RailY)+2), tx-CableW/2, RailY-1)
	put(dst, RailRGBA(), RailX, RailY)
	put(dst, TrolleyRGBA(), tx-TrolleyW/2, RailY-TrolleyH)
	for _, dx := range []float64{-TrolleyWheelDX, TrolleyWheelDX} {
		put(dst, WheelRGBA(), tx+dx-WheelR, RailY-2*WheelR)
	}
	// Stones: sizes 1..6, widths 60..230.
	sw := func(k int) int { return 60 + (k-1)*34 }
	const sh = 30
	piles := []float64{320, 640, 960}
	stacks := [][]int{{6, 5, 4}, {}, {2, 1}}
	const surface = GroundY - PlatformBase + PlatformTop
	held := 3
	// Shadow of the held stone on the ground.
	shadow := ShadowRGBA()
	put(dst, shadow, tx-ShadowW/2, GroundY-ShadowH/2-2)
	for i, x := range piles {
		put(dst, PlatformRGBA(), x-PlatformW/2, GroundY-PlatformBase)
		y := float64(surface)
		for _, k := range stacks[i] {
			y -= sh
			put(dst, StoneRGBA(k-1, sw(k), sh), x-float64(sw(k))/2, y)
		}
		put(dst, LabelPlateRGBA(), x-LabelW/2, GroundY-PlatformBase+PlatformLabelY-LabelH/2)
		label(dst, string(rune('A'+i)), x, GroundY-PlatformBase+PlatformLabelY, LabelInk())
	}
	put(dst, MarkerRGBA(), 640+PlatformW/2+4-MarkerFootX, GroundY-MarkerH)
	// Hoist, beam, jaws and the held stone.
	put(dst, HoistRGBA(), tx-HoistW/2, hoistY)
	beamTop := hoistY + HoistH
	beamMid := beamTop + BeamH/2
	w := float64(sw(held))
	padY := beamMid - JawPivotY + JawPadY
	put(dst, StoneRGBA(held-1, sw(held), sh), tx-w/2, padY-sh/2)
	lx := tx - w/2 - JawW
	rx := tx + w/2
	bx0, bx1 := lx+JawPivotX-BeamOverhang, rx+JawW-JawPivotX+BeamOverhang
	put(dst, BeamEndRGBA(), bx0, beamTop)
	put(dst, stretchX(BeamMidRGBA(), int(bx1-bx0)-2*BeamEndW), bx0+BeamEndW, beamTop)
	put(dst, flipX(BeamEndRGBA()), bx1-BeamEndW, beamTop)
	put(dst, JawLeftRGBA(), lx, beamMid-JawPivotY)
	put(dst, JawRightRGBA(), rx, beamMid-JawPivotY)
	composeIcons(dst)
	return dst
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestPreview writes the composed scene to $SPRITES_PREVIEW when set.
func TestPreview(t *testing.T) {
	out := os.Getenv("SPRITES_PREVIEW")
	if out == "" {
		t.Skip("set SPRITES_PREVIEW=/tmp/sprites_preview.png to write the preview")
	}
	writePNG(t, out, composePreview())
}

// composeIcons draws every icon, white on a dark round button, in a row.
func composeIcons(dst *image.RGBA) {
	const r = 22.0
	x0 := float64(sprites.DesignW)/2 - float64(sprites.IconCount-1)*(2*r+8)/2
	for i := sprites.Icon(0); i < sprites.IconCount; i++ {
		cx, cy := x0+float64(i)*(2*r+8), 668.0
		c := brush.NewCanvas(int(2*r)+4, int(2*r)+4)
		c.Draw(brush.Circle(r+2, r+2, r), brush.Mat{Col: brush.Hex(0x2a3340), Bevel: 3, Gloss: 0.3, Shine: 10, Line: brush.Hex(cInk), LineW: 1})
		put(dst, c.Image(), cx-r-2, cy-r-2)
		put(dst, sprites.IconRGBA(i), cx-sprites.IconSize/2, cy-sprites.IconSize/2)
	}
}

// TestStoneSheet writes every stone at four sizes to $SPRITES_SHEET when set.
func TestStoneSheet(t *testing.T) {
	out := os.Getenv("SPRITES_SHEET")
	if out == "" {
		t.Skip("set SPRITES_SHEET=file.png to write the stone sheet")
	}
	dst := image.NewRGBA(image.Rect(0, 0, 1400, 1000))
	draw.Draw(dst, dst.Bounds(), &image.Uniform{brush.Hex(0xcfd8dc).Color()}, image.Point{}, draw.Src)
	y := 10
	for i := 0; i < StoneColors; i++ {
		x := 10
		for _, sz := range [][2]int{{240, 40}, {160, 30}, {90, 22}, {36, 14}} {
			img := StoneRGBA(i, sz[0], sz[1])
			draw.Draw(dst, img.Bounds().Add(image.Pt(x, y)), img, image.Point{}, draw.Over)
			x += sz[0]*Res + 12
		}
		y += 82
	}
	writePNG(t, out, dst)
}
