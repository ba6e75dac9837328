package ui_test

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
)

// TestGatheredDrawsAreDrawImage: pictures gathered into one draw call
// (Sprites and Painter between Gather and Flush) land on exactly the
// pixels DrawImage gives them one call each, whatever their place, scale,
// tint and fade, turned or not, including the scales that draw from a
// mipmap level and the sub-images of a sheet.
func TestGatheredDrawsAreDrawImage(t *testing.T) {
	l := scenetest.Current(t)
	// A picture with detail to filter: a gradient with hard edges.
	pix := image.NewRGBA(image.Rect(0, 0, 96, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 96; x++ {
			a := uint8(40 + (x*y)%215)
			pix.SetRGBA(x, y, color.RGBA{uint8(x * 2 * int(a) / 255), uint8(y * 3 * int(a) / 255), uint8((x ^ y) * int(a) / 255), a})
		}
	}
	sheet := ebiten.NewImageFromImage(pix)
	imgs := []*ebiten.Image{sheet, sheet.SubImage(image.Rect(10, 6, 50, 40)).(*ebiten.Image), sheet.SubImage(image.Rect(50, 0, 96, 64)).(*ebiten.Image)}
	views := []ui.View{ui.Identity, {Scale: 0.5, X: 3, Y: 7}, {Scale: 1.37, X: -11.2, Y: 4.6}, {Scale: 3, X: 0, Y: 0}}
	const w, h = 400, 300
	one := ebiten.NewImage(w, h)
	paint := ui.NewPainter()
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 8; round++ {
		type draw struct {
			img          int
			v            ui.View
			x, y, sx, sy float64
			c            color.RGBA
			a            float64
			shape        int // 0 a sprite, 1 a rectangle, 2 a disc, 3 a turned sprite
			angle        float64
		}
		var draws []draw
		for i := 0; i < 60; i++ {
			d := draw{img: rng.IntN(len(imgs)), v: views[round%len(views)],
				x: rng.Float64()*300 - 20, y: rng.Float64()*200 - 20,
				sx: 0.05 + rng.Float64()*2.5, sy: 0.05 + rng.Float64()*2.5,
				c: color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}, a: rng.Float64() * 1.2,
				shape: rng.IntN(4), angle: rng.Float64()*20 - 10}
			if i%3 != 0 && len(draws) > 0 {
				d.img, d.shape = draws[len(draws)-1].img, draws[len(draws)-1].shape // runs to gather
			}
			if rng.IntN(4) == 0 {
				d.sy = d.sx
			}
			if rng.IntN(5) == 0 {
				d.angle = 0 // no turn at all: GeoM.Rotate does nothing
			}
			draws = append(draws, d)
		}
		render := func(dst *ebiten.Image, gather bool) {
			dst.Clear()
			sp := ui.Sprites{Res: 2}
			if gather {
				sp.Gather()
				paint.Gather()
			}
			for _, d := range draws {
				switch d.shape {
				case 0, 3:
					if gather {
						paint.Flush() // shapes drawn before come first
						paint.Gather()
					}
					if d.shape == 3 {
						b := imgs[d.img].Bounds()
						sp.Spun(dst, d.v, imgs[d.img], float64(b.Min.X)+d.sx*10, float64(b.Min.Y)+d.sy*7, d.angle, d.sx, d.x, d.y, d.a)
						continue
					}
					sp.Tinted(dst, d.v, imgs[d.img], d.x, d.y, d.sx, d.sy, d.c, d.a)
				default:
					if gather {
						sp.Flush()
						sp.Gather()
					}
					c := d.c
					c.R, c.G, c.B, c.A = uint8(float64(c.R)*0.7), uint8(float64(c.G)*0.7), uint8(float64(c.B)*0.7), 180
					if d.shape == 1 {
						paint.Rect(dst, d.v, d.x, d.y, d.sx*30, d.sy*20, c)
					} else {
						paint.Disc(dst, d.v, d.x, d.y, d.sx*12, c)
					}
				}
			}
			sp.Flush()
			paint.Flush()
		}
		bothWays(t, l, one, render, fmt.Sprintf("round %d: ", round)+"a picture")
	}
}

// TestCutSlotsAreDrawImage draws slots of a sheet (a glyph atlas, each slot
// inked to its edge) with Sprites.Cut, one DrawImage each and gathered,
// and compares every byte: the gathered quads are drawn from the sheet,
// the lone ones from the slot, scaled up and down, off whole pixels.
func TestCutSlotsAreDrawImage(t *testing.T) {
	l := scenetest.Current(t)
	const slot, cols, rows = 14, 6, 3
	pix := image.NewRGBA(image.Rect(0, 0, slot*cols, slot*rows))
	var slots []image.Rectangle
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			box := image.Rect(c*slot, r*slot, (c+1)*slot, (r+1)*slot)
			slots = append(slots, box)
			// Ink to the edge: what a filter reads past it differs.
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					a := uint8(60 + (x*7+y*13+r*31)%196)
					pix.SetRGBA(x, y, color.RGBA{a, a, a, a})
				}
			}
		}
	}
	sheet := ebiten.NewImageFromImage(pix)
	subs := make([]*ebiten.Image, len(slots))
	for i, r := range slots {
		subs[i] = sheet.SubImage(r).(*ebiten.Image)
	}
	const w, h = 300, 200
	one := ebiten.NewImage(w, h)
	rng := rand.New(rand.NewPCG(3, 4))
	type cut struct {
		i         int
		k, px, py float64
		c         color.RGBA
	}
	var cuts []cut
	for i := 0; i < 400; i++ {
		k := []float64{1, 1, 1.2, 1.3, 0.8}[rng.IntN(5)]
		a := uint8(rng.IntN(256))
		cuts = append(cuts, cut{rng.IntN(len(subs)), k, float64(rng.IntN(w)), float64(rng.IntN(h)) + []float64{0, 0.5, 0.25}[rng.IntN(3)],
			color.RGBA{uint8(rng.IntN(int(a) + 1)), uint8(rng.IntN(int(a) + 1)), uint8(rng.IntN(int(a) + 1)), a}})
	}
	render := func(dst *ebiten.Image, gather bool) {
		dst.Clear()
		var sp ui.Sprites
		if gather {
			sp.Gather()
		}
		for _, c := range cuts {
			sp.Cut(dst, sheet, subs[c.i], slot/2, slot/2, c.k, c.px, c.py, c.c)
		}
		sp.Flush()
	}
	bothWays(t, l, one, render, "a slot")
}

// bothWays renders onto dst one DrawImage a picture and gathered, and
// fails t for each channel that differs. It is the same destination both
// times: a picture drawn onto another image may round by a level
// elsewhere in the atlas.
func bothWays(t *testing.T, l *scenetest.Loop, dst *ebiten.Image, render func(dst *ebiten.Image, gather bool), what string) {
	t.Helper()
	bothWaysNear(t, l, dst, render, 0, what)
}

// bothWaysNear is bothWays passing channels that differ by up to tol.
func bothWaysNear(t *testing.T, l *scenetest.Loop, dst *ebiten.Image, render func(dst *ebiten.Image, gather bool), tol int, what string) {
	t.Helper()
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	var a, b []byte
	l.Do(func(*ebiten.Image) {
		a, b = make([]byte, 4*w*h), make([]byte, 4*w*h)
		render(dst, false)
		dst.ReadPixels(a)
		render(dst, true)
		dst.ReadPixels(b)
	})
	differ, first := 0, -1
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > tol || d < -tol {
			if first < 0 {
				first = i
			}
			differ++
		}
	}
	if differ > 0 {
		p := first / 4
		t.Errorf("%d channels differ from one DrawImage %s, the first at (%d, %d): %v against %v",
			differ, what, p%w, p/w, a[first&^3:first&^3+4], b[first&^3:first&^3+4])
	}
}

// TestAtlasCopies: pictures made one image each and kept on an Atlas are
// gathered from its sheet to the pixels each gives drawn alone, but for a
// level of rounding where the GPU samples a copy elsewhere in its memory,
// and once a picture is painted again (the art's version moves on) the
// sheet shows the new pixels.
func TestAtlasCopies(t *testing.T) {
	l := scenetest.Current(t)
	rng := rand.New(rand.NewPCG(5, 6))
	picture := func(w, h int, seed int) *ebiten.Image {
		pix := image.NewRGBA(image.Rect(0, 0, w, h))
		for i := 0; i < len(pix.Pix); i += 4 {
			a := uint8(30 + (i/4*seed)%226)
			pix.Pix[i], pix.Pix[i+1], pix.Pix[i+2], pix.Pix[i+3] = a/2, a/3, a, a
		}
		return ebiten.NewImageFromImage(pix)
	}
	// Wide ones too, so the sheet takes more than one row.
	imgs := []*ebiten.Image{picture(30, 40, 3), picture(64, 20, 5), picture(700, 25, 7), picture(900, 33, 11), picture(17, 90, 13), picture(600, 12, 17)}
	var atlas ui.Atlas
	sp := ui.Sprites{Res: 1}
	type draw struct {
		img          int
		x, y, sx, sy float64
		a            float64
	}
	var draws []draw
	for i := 0; i < 80; i++ {
		draws = append(draws, draw{img: rng.IntN(len(imgs)), x: rng.Float64()*300 - 20, y: rng.Float64()*200 - 20,
			sx: 1 + rng.Float64(), sy: 1 + rng.Float64(), a: rng.Float64()})
	}
	one := ebiten.NewImage(400, 300)
	for version := 1; version <= 2; version++ {
		if version == 2 {
			l.Do(func(*ebiten.Image) { imgs[2].Fill(color.RGBA{0x20, 0x40, 0x60, 0x80}) })
		}
		render := func(dst *ebiten.Image, gather bool) {
			dst.Clear()
			atlas.Keep(&sp, version, imgs...)
			if gather {
				sp.Gather()
			}
			for _, d := range draws {
				sp.Tinted(dst, ui.Identity, imgs[d.img], d.x, d.y, d.sx, d.sy, ui.White, d.a)
			}
			sp.Flush()
		}
		bothWaysNear(t, l, one, render, 1, fmt.Sprintf("version %d: a picture", version))
	}
}

// TestLine: a level line covers the pixels of its rectangle, and a line
// drawn while shapes are gathered lands over those gathered before it
// and under those after, as drawn one call each. It runs after the tests
// above: the images it makes would move where their pictures land on the
// GPU's shared sheet, and with that the last bit of a linear filter.
func TestLine(t *testing.T) {
	l := scenetest.Current(t)
	p := ui.NewPainter()
	dst := ebiten.NewImage(64, 32)
	c := color.RGBA{0x80, 0x40, 0x20, 0xc0}
	bothWays(t, l, dst, func(dst *ebiten.Image, line bool) {
		dst.Clear()
		if line {
			p.Line(dst, ui.Identity, 10.25, 12.5, 50.75, 12.5, 7, c)
		} else {
			p.Rect(dst, ui.Identity, 10.25, 9, 40.5, 7, c)
		}
	}, "a level line against its rectangle")
	v := ui.View{Scale: 1.37, X: -3.2, Y: 2.6}
	bothWays(t, l, dst, func(dst *ebiten.Image, gather bool) {
		dst.Clear()
		if gather {
			p.Gather()
		}
		p.Rect(dst, v, 4, 4, 30, 12, color.RGBA{0xc0, 0x20, 0x20, 0xff})
		p.Line(dst, v, 2, 14, 44, 3, 5, color.RGBA{0x20, 0x30, 0xc0, 0xe0})
		p.Disc(dst, v, 30, 10, 6, color.RGBA{0x20, 0xa0, 0x20, 0xff})
		p.Flush()
	}, "a line among gathered shapes")
}
