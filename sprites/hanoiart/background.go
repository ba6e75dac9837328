package hanoiart

import (
	"image"
	"math"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// The sun sits on the upper left, where the light on every sprite comes from.
const sunX, sunY = 250.0, 170.0

// Sun glow: a wide warm halo and a brighter core, as Gaussians of these
// widths (logical px).
const (
	haloSigma = 210.0
	coreSigma = 38.0
)

// skyGradient is the sky's colour at height y, without the sun.
func skyGradient(y float64) brush.RGB {
	return brush.Gradient(y, []float64{0, 260, 470, HorizonY},
		[]brush.RGB{brush.Hex(0x5a97d0), brush.Hex(0x98c3e4), brush.Hex(0xd9e7ea), brush.Hex(0xf6e4c6)})
}

// sunGlow adds the sun's light to a sky colour, given the Gaussian factors
// of the distance to the sun for the halo and the core.
func sunGlow(col brush.RGB, halo, core float64) brush.RGB {
	col = col.Add(brush.RGB{R: 1, G: 0.9, B: 0.7, A: 1}, 0.18*halo)
	return col.Add(brush.RGB{R: 1, G: 0.96, B: 0.88, A: 1}, 0.3*core)
}

// sky is the colour of the sky at (x, y), sun glow included.
func sky(x, y float64) brush.RGB {
	r2 := (x-sunX)*(x-sunX) + (y-sunY)*(y-sunY)
	return sunGlow(skyGradient(y), math.Exp(-r2/(2*haloSigma*haloSigma)), math.Exp(-r2/(2*coreSigma*coreSigma)))
}

// ridge is a silhouette polygon from x = -10 to sprites.DesignW+10 along height(x),
// closed down to y = bottom.
func ridge(height func(x float64) float64, bottom float64) []float64 {
	var pts []float64
	for x := -10.0; x <= sprites.DesignW+10; x += 2 {
		pts = append(pts, x, height(x))
	}
	return append(pts, sprites.DesignW+10, bottom, -10, bottom)
}

// haze blends a colour toward the horizon haze with distance.
func haze(c brush.RGB, amount float64) brush.RGB { return c.Mix(brush.Hex(0xe6e6df), amount) }

// cloud is a soft cumulus about size wide on each side of x, with a flat
// base at y = base: a long rounded base with puffs along its top.
func cloud(x, base, size float64, seed uint32) brush.Shape {
	parts := []brush.Shape{brush.Capsule(x-size*0.9, base-size*0.16, x+size*0.9, base-size*0.16, size*0.16)}
	const n = 6
	for i := 0; i < n; i++ {
		t := (float64(i)+0.5)/n - 0.5
		bump := 1 - 4*t*t // taller in the middle
		r := size * (0.14 + 0.16*bump + 0.1*brush.Hash(i, 1, seed))
		cx := x + t*size*1.55 + size*0.08*(brush.Hash(i, 3, seed)-0.5)
		parts = append(parts, brush.Circle(cx, base-size*0.2-r*0.6-size*0.15*bump, r))
	}
	body := brush.Blob(size*0.12, parts...)
	return body.And(brush.RBox(x-size*2, base-size*2, x+size*2, base, 0))
}

// factories is the skyline of the works on the horizon: halls with saw
// tooth roofs, chimneys, a gas holder and a water tower.
func factories() (polys [][]float64, windows []brush.Rect, stacks [][3]float64) {
	const g = HorizonY + 2
	box := func(x0, y0, x1, y1 float64) []float64 { return []float64{x0, y0, x1, y0, x1, y1, x0, y1} }
	saw := func(x0, x1, y, h, tooth float64) []float64 {
		pts := []float64{x0, g, x0, y}
		for x := x0; x < x1-0.1; x += tooth {
			pts = append(pts, x, y, x+tooth*0.75, y-h, x+tooth, y-h*0.1)
		}
		return append(pts, x1, y, x1, g)
	}
	polys = append(polys,
		saw(300, 470, 500, 14, 20),
		box(470, 484, 540, g),
		saw(690, 905, 496, 16, 24),
		box(905, 474, 948, g),
		box(1032, 492, 1150, g),
		saw(1150, 1260, 505, 12, 22),
		box(130, 505, 214, g),
	)
	// Chimneys: x, top, half width.
	for _, s := range [][3]float64{{492, 400, 5}, {520, 420, 4.5}, {926, 410, 5.5}, {1078, 446, 4}} {
		polys = append(polys, []float64{s[0] - s[2], s[1], s[0] + s[2], s[1], s[0] + s[2]*1.3, g, s[0] - s[2]*1.3, g})
		stacks = append(stacks, s)
	}
	// Gas holder: a wide drum with a domed top.
	var holder []float64
	for a := math.Pi; a <= 2*math.Pi+1e-9; a += math.Pi / 24 {
		holder = append(holder, 610+52*math.Cos(a), 478+10*math.Sin(a))
	}
	polys = append(polys, append(holder, 662, g, 558, g))
	// Water tower: a tank on four legs.
	polys = append(polys, box(236, 452, 268, 476), box(238, 476, 241, g), box(263, 476, 266, g), box(251, 440, 253, 452))
	for _, p := range [][2]float64{{318, 512}, {345, 512}, {372, 512}, {399, 512}, {426, 512}, {712, 510}, {744, 510}, {776, 510}, {808, 510}, {840, 510}, {1044, 504}, {1070, 504}, {1096, 504}, {1122, 504}} {
		windows = append(windows, brush.Rect{X0: p[0], Y0: p[1], X1: p[0] + 12, Y1: p[1] + 6})
	}
	return polys, windows, stacks
}

// BackgroundRGBA draws the backdrop of the crane scene: sprites.DesignW×sprites.DesignH
// logical (the whole screen), anchor top-left. A calm sky with the sun on
// the upper left, clouds, two ranges of hills, a works on the horizon at
// HorizonY, the far yard, and concrete slabs from GroundY down.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{}) }

// PaintBackground is BackgroundRGBA painted at detail d (a draft first,
// then the finished picture; see sprites.Stage).
func PaintBackground(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(sprites.DesignW, sprites.DesignH, d)
	ground(c)
	for _, x := range []float64{LegLeftX, LegRightX} {
		softShadow(c, brush.RBox(x-LegW/2-4, GroundY-4, x+LegW/2+4, GroundY+4, 4), 5, 0.4)
	}
	// Clouds, lit from the upper left, grey-blue underneath.
	for i, cl := range [][3]float64{{470, 232, 70}, {840, 170, 90}, {1130, 300, 60}, {80, 330, 46}, {640, 360, 40}, {1230, 130, 44}} {
		s := cloud(cl[0], cl[1], cl[2], uint32(i)+40)
		top := cl[1] - cl[2]
		c.FillEdge(s, 2.5, func(x, y, d float64) brush.RGB {
			t := brush.Clamp01((y - top) / (cl[1] - top))
			col := brush.RGB{R: 1, G: 0.99, B: 0.96, A: 1}.Mix(brush.Hex(0xb9c9dc), brush.Smoothstep(0.35, 1, t)*0.8)
			col = col.Mix(sky(x, y), 0.25)
			// Inner rims brighter toward the sun.
			col = col.Add(brush.RGB{R: 1, G: 0.96, B: 0.86, A: 1}, 0.2*brush.Smoothstep(-6, 0, d)*brush.Clamp01((sunX-x)/900+0.6))
			return col.Alpha(0.93)
		})
	}
	// Far range, pale with distance.
	far := ridge(func(x float64) float64 {
		return 452 - 95*brush.FBM(x*0.0045, 0.5, 4, 61) + 25*math.Sin(x*0.004+1)
	}, HorizonY+4)
	c.Path([][]float64{far}, brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		col := haze(brush.Hex(0x8fa9c4), 0.45+0.25*brush.Smoothstep(380, HorizonY, y))
		// Snow-free, sun-side slopes a touch lighter.
		return col.Mul(0.96 + 0.08*brush.FBM(x*0.02, y*0.02, 2, 62))
	}))
	// Near range, greener and darker.
	near := ridge(func(x float64) float64 {
		return 498 - 50*brush.FBM(x*0.006+3, 1.5, 4, 71)
	}, HorizonY+4)
	c.Path([][]float64{near}, brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		col := haze(brush.Hex(0x6f928f), 0.35+0.3*brush.Smoothstep(440, HorizonY, y))
		return col.Mul(0.94 + 0.12*brush.FBM(x*0.03, y*0.05, 2, 72))
	}))
	// The works.
	polys, windows, stacks := factories()
	for i, s := range stacks {
		for k := 0; k < 5; k++ {
			t := float64(k)
			puff := brush.Circle(s[0]+t*11+4*brush.Hash(i, k, 90), s[1]-6-t*9, 5+t*2.2)
			c.FillEdge(puff, 3+t, brush.Solid(brush.RGB{R: 0.93, G: 0.93, B: 0.94, A: 0.5 - t*0.08}))
		}
	}
	c.Path(polys, func(x, y float64) brush.RGB {
		return haze(brush.Hex(0x5c7185), 0.3+0.1*brush.Smoothstep(HorizonY, 420, y))
	})
	for _, s := range stacks {
		// Pale bands near the top of each chimney.
		c.Fill(brush.RBox(s[0]-s[2]-0.5, s[1]+6, s[0]+s[2]+0.5, s[1]+10, 0), brush.Solid(brush.Hex(0xd8d0c8).Alpha(0.55)))
	}
	for _, w := range windows {
		c.Fill(brush.RBox(w.X0, w.Y0, w.X1, w.Y1, 0.8), brush.Solid(brush.Hex(0xffd98a).Alpha(0.55)))
	}
	// A line of trees along the fence of the yard.
	for i := 0; i < 46; i++ {
		x := float64(i)*29 + 12*brush.Hash(i, 0, 77)
		r := 6 + 7*brush.Hash(i, 1, 77)
		tree := brush.Circle(x, HorizonY+2-r*0.7, r).And(brush.RBox(x-r, 0, x+r, HorizonY+3, 0))
		c.Fill(tree, func(x, y, d float64) brush.RGB {
			col := haze(brush.Hex(0x4d6e5a), 0.2)
			// Lit on the upper left of each crown.
			return col.Mul(0.9 + 0.25*brush.Smoothstep(0, -r, d)*brush.Clamp01(0.5-(y-HorizonY+r)/(2*r)))
		})
	}
	// Fence posts and wire along the horizon.
	for x := 6.0; x < sprites.DesignW; x += 34 {
		c.Fill(brush.RBox(x, HorizonY-8, x+1.6, HorizonY+3, 0.5), brush.Solid(brush.Hex(0x6d6a66).Alpha(0.8)))
	}
	c.Fill(brush.RBox(0, HorizonY-6.5, sprites.DesignW, HorizonY-5.8, 0), brush.Solid(brush.Hex(0x6d6a66).Alpha(0.5)))
	c.Fill(brush.RBox(0, HorizonY-2.5, sprites.DesignW, HorizonY-1.8, 0), brush.Solid(brush.Hex(0x6d6a66).Alpha(0.5)))
	// A shadowed lip where the far yard meets the slabs.
	c.Fill(brush.RBox(0, GroundY, sprites.DesignW, GroundY+2, 0), brush.Solid(brush.RGB{R: 0.2, G: 0.17, B: 0.14, A: 0.45}))
	for _, y := range []float64{632, 676} {
		c.Fill(brush.RBox(0, y, sprites.DesignW, y+1.2, 0), brush.Solid(brush.RGB{R: 0.25, G: 0.22, B: 0.2, A: 0.35}))
	}
	const vx, vy = sprites.DesignW / 2.0, 300.0
	var joints [][]float64
	for k := -7; k <= 7; k++ {
		x0 := vx + float64(k)*150
		x1 := vx + (x0-vx)*(sprites.DesignH-vy)/(GroundY-vy)
		joints = append(joints, []float64{x0 - 0.5, GroundY, x0 + 0.5, GroundY, x1 + 0.6, sprites.DesignH, x1 - 0.6, sprites.DesignH})
	}
	c.Path(joints, func(x, y float64) brush.RGB { return brush.RGB{R: 0.25, G: 0.22, B: 0.2, A: 0.3} })
	// A painted safety line across the yard.
	c.Fill(brush.RBox(0, 700, sprites.DesignW, 705, 0), func(x, y, d float64) brush.RGB {
		wear := brush.FBM(x*0.08, y*0.5, 3, 93)
		return brush.Hex(0xe8b53a).Alpha(0.85 * brush.Smoothstep(0.2, 0.45, wear))
	})
	c.Vignette(0.28)
	return c.Image()
}

// ground paints the opaque base of the backdrop row by row: the sky down to
// the horizon, the far yard down to GroundY and the concrete below. It writes
// pixels directly, as it covers the whole canvas; the sun's glow is split
// into a column factor and a row factor, which a Gaussian allows.
func ground(c *brush.Canvas) {
	img := c.Image()
	w, h := img.Rect.Dx(), img.Rect.Dy() // device pixels
	halo, core := make([]float64, w), make([]float64, w)
	for px := range w {
		dx := (float64(px)+0.5)/c.Res() - sunX
		halo[px] = math.Exp(-dx * dx / (2 * haloSigma * haloSigma))
		core[px] = math.Exp(-dx * dx / (2 * coreSigma * coreSigma))
	}
	// The textures of the yard and the slabs are smooth: compute them once
	// per logical pixel.
	yard := brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		col := brush.Hex(0xb3a184).Mix(brush.Hex(0x988366), (y-HorizonY)/(GroundY-HorizonY))
		// Packed earth, streaked along the ground.
		return col.Mul(0.92 + 0.14*brush.FBM(x*0.01, y*0.35, 2, 81))
	})
	slabs := brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		stain := brush.FBM(x*0.012, y*0.03, 2, 92)
		col := brush.Hex(0x9a9387).Mul(0.9 + 0.2*brush.FBM(x*0.07, y*0.07, 3, 91))
		col = col.Mul(1 - 0.12*brush.Smoothstep(0.55, 0.8, stain))
		// Darker toward the viewer, at the bottom of the screen.
		return col.Mul(1 - 0.18*brush.Smoothstep(GroundY, sprites.DesignH, y))
	})
	for py := range h {
		y := (float64(py) + 0.5) / c.Res()
		dy := y - sunY
		rowHalo := math.Exp(-dy * dy / (2 * haloSigma * haloSigma))
		rowCore := math.Exp(-dy * dy / (2 * coreSigma * coreSigma))
		skyRow := skyGradient(y)
		for px := range w {
			x := (float64(px) + 0.5) / c.Res()
			var col brush.RGB
			switch {
			case y < HorizonY:
				col = sunGlow(skyRow, halo[px]*rowHalo, core[px]*rowCore)
			case y < GroundY:
				col = yard(x, y)
			default:
				col = slabs(x, y)
				// Pores, finer than a logical pixel.
				if brush.Hash(int(x*1.5), int(y*1.5), 92) > 0.97 {
					col = col.Mul(0.8)
				}
			}
			brush.SetOpaque(img, px, py, col)
		}
	}
}
