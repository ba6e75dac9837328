package sprites

import (
	_ "embed"
	"fmt"
	"image"
	"math"

	"puzzleworks/sprites/brush"
)

// Icon names one of the control icons.
type Icon int

// The icons of the shared controls.
const (
	IconPlay Icon = iota
	IconPause
	IconStepBack
	IconStepForward
	IconUndo
	IconRedo
	IconRestart
	IconSolve
	IconSlower
	IconFaster
	IconMenu
	IconSound
	IconMute
	IconFullscreen
	IconHelp
	IconRecord
	IconGraph
	IconCount // the number of icons; not an icon
)

// String returns the icon's name, as "play" or "step-back".
func (i Icon) String() string {
	names := [IconCount]string{"play", "pause", "step-back", "step-forward", "undo", "redo",
		"restart", "solve", "slower", "faster", "menu", "sound", "mute", "fullscreen", "help", "record", "graph"}
	if i < 0 || i >= IconCount {
		return fmt.Sprintf("Icon(%d)", int(i))
	}
	return names[i]
}

// stroke is the width of the lines in icons.
const stroke = 2.4

// iconShape is the outline of icon i in a 24×24 box.
func iconShape(i Icon) brush.Shape {
	const h = stroke / 2
	switch i {
	case IconPlay:
		return brush.Polygon(8, 6.2, 17.6, 12, 8, 17.8).Grow(1.3)
	case IconPause:
		return brush.Union(brush.RBox(6, 5, 10.2, 19, 1.3), brush.RBox(13.8, 5, 18, 19, 1.3))
	case IconStepBack:
		return brush.Union(brush.RBox(5, 5.5, 8.2, 18.5, 1.1), brush.Polygon(18, 7, 18, 17, 11, 12).Grow(1.2))
	case IconStepForward:
		return iconShape(IconStepBack).FlipX(12)
	case IconUndo:
		// A U-turn arrow pointing back to the left.
		return brush.Union(
			brush.Arc(13.5, 12.5, 5.5, stroke, -math.Pi/2, math.Pi/2),
			brush.Capsule(13.5, 18, 8.5, 18, h),
			brush.Capsule(13.5, 7, 9, 7, h),
			brush.Polygon(9.5, 3.5, 9.5, 10.5, 4.5, 7).Grow(0.6),
		)
	case IconRedo:
		return iconShape(IconUndo).FlipX(12)
	case IconRestart:
		// A circle of arrow, open at the top right, turning clockwise.
		a0, a1 := -math.Pi/2+0.55, 3*math.Pi/2-0.1
		ex, ey := 12+6.5*math.Cos(a1), 12.5+6.5*math.Sin(a1)
		return brush.Union(
			brush.Arc(12, 12.5, 6.5, stroke, a0, a1),
			brush.Polygon(ex-0.5, ey-4.2, ex+4.8, ey, ex-0.5, ey+4.2).Grow(0.5),
		)
	case IconSolve:
		// A magic wand with sparkles.
		return brush.Union(
			brush.Capsule(5, 19, 13.5, 10.5, 1.5),
			sparkle(17, 7, 5, 1.4),
			sparkle(8.5, 6.5, 2.6, 0.8),
			sparkle(18.5, 15.5, 2.6, 0.8),
		)
	case IconSlower, IconFaster:
		// A gauge whose needle points low or high.
		ang := -math.Pi + 0.55
		if i == IconFaster {
			ang = -0.55
		}
		cx, cy := 12.0, 15.0
		parts := []brush.Shape{
			brush.Arc(cx, cy, 8, stroke*0.9, -math.Pi, 0),
			brush.Capsule(cx, cy, cx+7*math.Cos(ang), cy+7*math.Sin(ang), 1.1),
			brush.Circle(cx, cy, 2.2),
		}
		for k := 1; k < 4; k++ {
			a := -math.Pi + float64(k)*math.Pi/4
			parts = append(parts, brush.Capsule(cx+4.6*math.Cos(a), cy+4.6*math.Sin(a), cx+5.4*math.Cos(a), cy+5.4*math.Sin(a), 0.55))
		}
		return brush.Union(parts...)
	case IconMenu:
		return brush.Union(brush.RBox(5, 6, 19, 8.4, 1.2), brush.RBox(5, 10.8, 19, 13.2, 1.2), brush.RBox(5, 15.6, 19, 18, 1.2))
	case IconSound:
		return brush.Union(speaker(),
			brush.Arc(12, 12, 4.3, 2, -0.8, 0.8),
			brush.Arc(12, 12, 8, 2, -0.85, 0.85),
		)
	case IconMute:
		return brush.Union(speaker(),
			brush.Capsule(14.5, 9.5, 19.5, 14.5, 1.1),
			brush.Capsule(14.5, 14.5, 19.5, 9.5, 1.1),
		)
	case IconFullscreen:
		var parts []brush.Shape
		for _, c := range [4][2]float64{{5, 5}, {19, 5}, {5, 19}, {19, 19}} {
			sx, sy := math.Copysign(5, 12-c[0]), math.Copysign(5, 12-c[1])
			parts = append(parts, brush.Capsule(c[0], c[1], c[0]+sx, c[1], h), brush.Capsule(c[0], c[1], c[0], c[1]+sy, h))
		}
		return brush.Union(parts...)
	case IconHelp:
		a1 := 2*math.Pi + 0.75
		ex, ey := 12+4.6*math.Cos(a1), 9+4.6*math.Sin(a1)
		return brush.Union(
			brush.Arc(12, 9, 4.6, stroke+0.2, math.Pi+0.15, a1),
			brush.Capsule(ex, ey, 12, 13.5, 1.3),
			brush.Capsule(12, 13.5, 12, 14.8, 1.3),
			brush.Circle(12, 19, 1.6),
		)
	case IconRecord:
		// A recorder's dot in a ring.
		return brush.Union(brush.Arc(12, 12, 8, stroke*0.8, 0, 2*math.Pi), brush.Circle(12, 12, 4.6))
	case IconGraph:
		// Three dots joined in a triangle: positions and the moves between.
		pts := [3][2]float64{{12, 5}, {19, 18}, {5, 18}}
		parts := []brush.Shape{}
		for k, a := range pts {
			b := pts[(k+1)%3]
			parts = append(parts, brush.Capsule(a[0], a[1], b[0], b[1], 0.9), brush.Circle(a[0], a[1], 3))
		}
		return brush.Union(parts...)
	}
	return brush.Empty()
}

// speaker is the loudspeaker shared by the sound and mute icons.
func speaker() brush.Shape {
	return brush.Union(
		brush.RBox(4, 9.2, 8, 14.8, 0.8),
		brush.Polygon(7, 9.2, 12, 5, 12, 19, 7, 14.8).Grow(0.4),
	)
}

// sparkle is a four-pointed star of radius r with a waist of w.
func sparkle(cx, cy, r, w float64) brush.Shape {
	var pts []float64
	for k := 0; k < 8; k++ {
		a := float64(k)*math.Pi/4 - math.Pi/2
		rr := r
		if k%2 == 1 {
			rr = w
		}
		pts = append(pts, cx+rr*math.Cos(a), cy+rr*math.Sin(a))
	}
	return brush.Polygon(pts...)
}

// IconRGBA draws icon i: white on transparent, IconSize×IconSize logical,
// anchor its centre. The drawing is centred in the box. An unknown icon
// gives a transparent image.
func IconRGBA(i Icon) *image.RGBA {
	c := brush.NewCanvas(IconSize, IconSize)
	c.Fill(iconShape(i), brush.Solid(brush.RGB{R: 1, G: 1, B: 1, A: 1}))
	return centred(c.Image())
}

// iconMasks is every icon's opacity as IconRGBA paints it (an icon is
// white, so its opacity is all of it): iconPixels² bytes an icon, row by
// row, in Icon order. Painted by the brush, the icons were about a quarter
// of the game's own work before a page's first frame. Baked by
// sprites/internal/mkicons; TestBakedIcons fails when it is stale.
//
//go:embed icons.bin
var iconMasks string

// iconPixels is an icon's side in device pixels.
const iconPixels = IconSize * Res

// BakedIcon is IconRGBA(i) made from the bake, without painting it: the
// same pixels. An unknown icon, or a bake of the wrong size, is painted.
func BakedIcon(i Icon) *image.RGBA {
	const n = iconPixels * iconPixels
	if i < 0 || i >= IconCount || len(iconMasks) != int(IconCount)*n {
		return IconRGBA(i)
	}
	img := image.NewRGBA(image.Rect(0, 0, iconPixels, iconPixels))
	mask := iconMasks[int(i)*n : int(i+1)*n]
	for p := range n {
		a := mask[p]
		img.Pix[4*p], img.Pix[4*p+1], img.Pix[4*p+2], img.Pix[4*p+3] = a, a, a, a
	}
	return img
}

// centred shifts the picture by whole pixels so that the box around its
// visible pixels is centred, within half a pixel.
func centred(img *image.RGBA) *image.RGBA {
	b := img.Bounds()
	x0, y0, x1, y1 := b.Max.X, b.Max.Y, b.Min.X, b.Min.Y
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.Pix[img.PixOffset(x, y)+3] > 24 {
				x0, y0 = min(x0, x), min(y0, y)
				x1, y1 = max(x1, x+1), max(y1, y+1)
			}
		}
	}
	if x0 >= x1 {
		return img
	}
	dx := (b.Dx() - (x1 - x0) - 2*(x0-b.Min.X)) / 2
	dy := (b.Dy() - (y1 - y0) - 2*(y0-b.Min.Y)) / 2
	if dx == 0 && dy == 0 {
		return img
	}
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			sx, sy := x-dx, y-dy
			if sx >= b.Min.X && sx < b.Max.X && sy >= b.Min.Y && sy < b.Max.Y {
				copy(out.Pix[out.PixOffset(x, y):out.PixOffset(x, y)+4], img.Pix[img.PixOffset(sx, sy):img.PixOffset(sx, sy)+4])
			}
		}
	}
	return out
}
