package riverart

import (
	"image"
	"math"

	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// The sun sits on the upper left, where the light on every sprite comes from.
const sunX, sunY = 230.0, 120.0

// sky is the colour of the sky at (x, y), with the sun's glow.
func sky(x, y float64) brush.RGB {
	col := brush.Gradient(y, []float64{0, 150, HorizonY}, []brush.RGB{brush.Hex(0x5d9ad6), brush.Hex(0x9cc7e8), brush.Hex(0xe4ecdf)})
	r2 := (x-sunX)*(x-sunX) + (y-sunY)*(y-sunY)
	col = col.Add(brush.RGB{R: 1, G: 0.9, B: 0.7, A: 1}, 0.2*math.Exp(-r2/(2*200*200)))
	return col.Add(brush.RGB{R: 1, G: 0.97, B: 0.9, A: 1}, 0.35*math.Exp(-r2/(2*34*34)))
}

// water is the river's colour at (x, y): the sky's pale reflection far
// away, deeper toward the viewer, darker under the banks, with streaks
// drawn out along the current.
func water(x, y float64) brush.RGB {
	l, r := RiverEdges(y)
	t := brush.Clamp01((y - HorizonY) / (sprites.DesignH - HorizonY))
	col := brush.Gradient(t, []float64{0, 0.25, 1}, []brush.RGB{brush.Hex(0xb7d3dd), brush.Hex(0x6fa9c2), brush.Hex(0x23688a)})
	// The banks' reflections: greener and darker near the edges.
	edge := brush.Min(x-l, r-x)
	col = col.Mix(brush.Hex(0x3c6b4a), 0.35*(1-brush.Smoothstep(0, 40+60*t, edge)))
	streak := brush.FBM(x*0.012, y*0.22, 3, 7)
	col = col.Mul(0.93 + 0.14*streak)
	// Sky glints across the middle.
	glint := brush.Smoothstep(0.62, 0.8, brush.FBM(x*0.03, y*0.4, 2, 8))
	return col.Add(brush.RGB{R: 1, G: 1, B: 1, A: 1}, 0.12*glint*(1-t*0.5))
}

// meadow is the grass of the banks at (x, y): hazy far away, rich near.
func meadow(x, y float64) brush.RGB {
	t := brush.Clamp01((y - HorizonY) / (sprites.DesignH - HorizonY))
	col := brush.Gradient(t, []float64{0, 0.35, 1}, []brush.RGB{brush.Hex(0xa9c98a), brush.Hex(0x86b655), brush.Hex(0x5d973a)})
	patch := brush.FBM(x*0.008, y*0.02, 3, 21)
	col = col.Mul(0.88 + 0.22*patch)
	// Mown stripes and tufts, finer toward the viewer.
	tuft := brush.FBM(x*0.09, y*0.3, 2, 22)
	return col.Mul(0.95 + 0.1*tuft*t)
}

// BackgroundRGBA draws the backdrop: sky, far woods, the two banks with
// the river between them, reeds, trees, the two jetties and the signs.
// sprites.DesignW×sprites.DesignH, anchor top-left.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{}) }

// PaintBackground is BackgroundRGBA painted at detail d (a draft first,
// then the finished picture; see sprites.Stage).
func PaintBackground(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(sprites.DesignW, sprites.DesignH, d)
	base(c)
	// Clouds, lit from the upper left.
	for i, cl := range [][3]float64{{420, 120, 60}, {780, 84, 80}, {1100, 150, 52}, {120, 190, 38}, {620, 186, 34}} {
		s := cloud(cl[0], cl[1], cl[2], uint32(i)+40)
		top := cl[1] - cl[2]
		c.FillEdge(s, 2.5, func(x, y, d float64) brush.RGB {
			t := brush.Clamp01((y - top) / (cl[1] - top))
			col := brush.RGB{R: 1, G: 0.99, B: 0.96, A: 1}.Mix(brush.Hex(0xbccbdd), brush.Smoothstep(0.35, 1, t)*0.75)
			return col.Mix(sky(x, y), 0.2).Alpha(0.93)
		})
	}
	woods(c)
	for _, t := range [][3]float64{{205, 330, 42}, {318, 292, 30}, {935, 296, 32}, {1085, 334, 44}, {40, 350, 30}, {1240, 356, 28}} {
		tree(c, t[0], t[1], t[2])
	}
	banks(c)
	reeds(c)
	near, far := Jetties()
	jetty(c, near, false)
	jetty(c, far, true)
	sign(c, NearSignX)
	sign(c, FarSignX)
	c.Vignette(0.25)
	return c.Image()
}

// base paints the opaque ground of the backdrop pixel by pixel: sky above
// the horizon, below it the meadows and the river, with a soft edge.
func base(c *brush.Canvas) {
	img := c.Image()
	w, h := img.Rect.Dx(), img.Rect.Dy() // device pixels
	skyAt := brush.ByLogicalPixel(sky)
	waterAt := brush.ByLogicalPixel(water)
	grassAt := brush.ByLogicalPixel(meadow)
	for py := range h {
		y := (float64(py) + 0.5) / c.Res()
		l, r := RiverEdges(y)
		for px := range w {
			x := (float64(px) + 0.5) / c.Res()
			var col brush.RGB
			if y < HorizonY {
				col = skyAt(x, y)
			} else {
				// Signed distance into the water, in logical pixels.
				d := brush.Min(x-l, r-x)
				switch {
				case d > 1:
					col = waterAt(x, y)
				case d < -1:
					col = grassAt(x, y)
				default:
					col = grassAt(x, y).Mix(waterAt(x, y), (d+1)/2)
				}
			}
			brush.SetOpaque(img, px, py, col)
		}
	}
}

// cloud is a soft cumulus about size wide on each side of x with a flat
// base at y = base.
func cloud(x, base, size float64, seed uint32) brush.Shape {
	parts := []brush.Shape{brush.Capsule(x-size*0.9, base-size*0.16, x+size*0.9, base-size*0.16, size*0.16)}
	const n = 6
	for i := 0; i < n; i++ {
		t := (float64(i)+0.5)/n - 0.5
		bump := 1 - 4*t*t
		r := size * (0.14 + 0.16*bump + 0.1*brush.Hash(i, 1, seed))
		cx := x + t*size*1.55 + size*0.08*(brush.Hash(i, 3, seed)-0.5)
		parts = append(parts, brush.Circle(cx, base-size*0.2-r*0.6-size*0.15*bump, r))
	}
	return brush.Blob(size*0.12, parts...).And(brush.RBox(x-size*2, base-size*2, x+size*2, base, 0))
}

// woods is the far edge of the meadows: a hazy range of wooded hills and,
// closer, a line of tree crowns along the horizon.
func woods(c *brush.Canvas) {
	var hills []float64
	for x := -10.0; x <= sprites.DesignW+10; x += 2 {
		hills = append(hills, x, HorizonY-30-34*brush.FBM(x*0.005, 0.3, 4, 31)+10*math.Sin(x*0.006))
	}
	hills = append(hills, sprites.DesignW+10, HorizonY+2, -10, HorizonY+2)
	c.Path([][]float64{hills}, brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		col := brush.Hex(0x88a6b4).Mix(brush.Hex(0xcfdcdc), 0.35)
		return col.Mul(0.95 + 0.08*brush.FBM(x*0.03, y*0.03, 2, 32))
	}))
	for i := 0; i < 70; i++ {
		x := float64(i)*19 + 10*brush.Hash(i, 0, 33)
		r := 7 + 8*brush.Hash(i, 1, 33)
		crown := brush.Circle(x, HorizonY+1-r*0.8, r).And(brush.RBox(x-r, 0, x+r, HorizonY+2, 0))
		c.Fill(crown, func(x, y, d float64) brush.RGB {
			col := brush.Hex(0x55805a).Mix(brush.Hex(0xb9cdc4), 0.3)
			return col.Mul(0.88 + 0.22*brush.Smoothstep(0, -r, d)*brush.Clamp01(0.6-(y-HorizonY+r)/(2*r)))
		})
	}
}

// tree draws a broad-leaved tree whose trunk stands at (x, foot), its
// crown r across on each side.
func tree(c *brush.Canvas, x, foot, r float64) {
	softShadow(c, ellipse(x+r*0.3, foot, r*0.9, r*0.18), 3, 0.35)
	c.Draw(brush.Polygon(x-r*0.12, foot, x+r*0.12, foot, x+r*0.07, foot-r*1.3, x-r*0.07, foot-r*1.3), brush.Mat{Col: brush.Hex(0x6b4a2e), Bevel: 2, Line: brush.Hex(cInk), LineW: 0.5})
	var parts []brush.Shape
	for i := 0; i < 7; i++ {
		a := float64(i) / 7 * 2 * math.Pi
		parts = append(parts, brush.Circle(x+math.Cos(a)*r*0.55, foot-r*1.6+math.Sin(a)*r*0.45, r*(0.42+0.12*brush.Hash(i, 2, uint32(x)))))
	}
	parts = append(parts, brush.Circle(x, foot-r*1.7, r*0.6))
	crown := brush.Blob(r*0.15, parts...)
	top := foot - r*2.4
	c.Draw(crown, brush.Mat{Tex: func(px, py float64) brush.RGB {
		leaf := brush.FBM(px*0.12, py*0.12, 3, 41)
		col := brush.Hex(0x3f7a34).Mul(0.8 + 0.35*leaf)
		// Lighter toward the sun, at the top left of the crown.
		lit := brush.Clamp01(1 - (py-top)/(r*2.2) - (px-x)/(r*3))
		return col.Mix(brush.Hex(0x9cc65a), 0.45*lit)
	}, Bevel: r * 0.5, Gloss: 0.05, Shine: 6, Line: brush.Hex(0x243a1e), LineW: 0.6})
}

// softShadow darkens the ground under s with a blurred edge.
func softShadow(c *brush.Canvas, s brush.Shape, soft, a float64) {
	c.FillEdge(s, soft, brush.Solid(brush.RGB{R: 0.1, G: 0.14, B: 0.06, A: a}))
}

// banks draws the lips of the banks: a muddy strip along the water with a
// dark undercut, and stones here and there.
func banks(c *brush.Canvas) {
	for _, side := range [2]float64{-1, 1} {
		var lip, mud []float64
		for y := float64(HorizonY); y <= sprites.DesignH+2; y += 2 {
			l, r := RiverEdges(y)
			e := l
			if side > 0 {
				e = r
			}
			t := (y - HorizonY) / (sprites.DesignH - HorizonY)
			wob := 2 * (brush.FBM(y*0.05, side, 2, 51) - 0.5) * (1 + 3*t)
			lip = append(lip, e+side*(1+wob))
			mud = append(mud, e-side*(3+7*t+wob))
		}
		var mudPoly, lipPoly []float64
		n := len(lip)
		for i := 0; i < n; i++ {
			mudPoly = append(mudPoly, mud[i], float64(HorizonY)+2*float64(i))
		}
		for i := n - 1; i >= 0; i-- {
			mudPoly = append(mudPoly, lip[i], float64(HorizonY)+2*float64(i))
		}
		c.Path([][]float64{mudPoly}, brush.ByLogicalPixel(func(x, y float64) brush.RGB {
			col := brush.Hex(0x8a7352).Mix(brush.Hex(0x6a5236), brush.FBM(x*0.2, y*0.2, 2, 52))
			return col.Mul(0.85 + 0.15*brush.Clamp01((y-HorizonY)/300))
		}))
		// The water's dark line against the bank.
		for i := 0; i < n; i++ {
			lipPoly = append(lipPoly, lip[i], float64(HorizonY)+2*float64(i))
		}
		for i := n - 1; i >= 0; i-- {
			lipPoly = append(lipPoly, lip[i]+side*(1.2+2*float64(i)/float64(n)), float64(HorizonY)+2*float64(i))
		}
		c.Path([][]float64{lipPoly}, func(x, y float64) brush.RGB { return brush.RGB{R: 0.05, G: 0.12, B: 0.12, A: 0.5} })
		// Stones on the mud.
		for i := 0; i < 14; i++ {
			y := HorizonY + 20 + float64(i)*30 + 12*brush.Hash(i, 5, 53)
			l, r := RiverEdges(y)
			e := l
			if side > 0 {
				e = r
			}
			t := (y - HorizonY) / (sprites.DesignH - HorizonY)
			s := (1.5 + 2.5*brush.Hash(i, 6, 53)) * (0.6 + 0.8*t)
			x := e - side*(2+4*t)
			c.Draw(ellipse(x, y, s*1.4, s), brush.Mat{Col: brush.Hex(0x9a968c).Mul(0.8 + 0.3*brush.Hash(i, 7, 53)), Bevel: s * 0.8, Gloss: 0.2, Shine: 10, Line: brush.Hex(cInk), LineW: 0.4})
		}
	}
}

// reeds draws clumps of reeds and bulrushes at the water's edge, away from
// the jetties.
func reeds(c *brush.Canvas) {
	for i := 0; i < 18; i++ {
		y := HorizonY + 60 + float64(i)*24 + 8*brush.Hash(i, 1, 61)
		if y > DeckY-40 && y < WaterY+40 {
			continue
		}
		side := 1.0
		if i%2 == 0 {
			side = -1
		}
		l, r := RiverEdges(y)
		e := l
		if side > 0 {
			e = r
		}
		t := (y - HorizonY) / (sprites.DesignH - HorizonY)
		size := 0.55 + 0.7*t
		x0 := e + side*3*size
		for j := 0; j < 7; j++ {
			dx := (brush.Hash(i, j, 62) - 0.5) * 16 * size
			hgt := (18 + 22*brush.Hash(i, j, 63)) * size
			lean := (brush.Hash(i, j, 64) - 0.5) * 10 * size
			bx, by := x0+dx, y+2*brush.Hash(i, j, 65)
			tx, ty := bx+lean, by-hgt
			col := brush.Hex(0x4f7d2e).Mix(brush.Hex(0x9fbf58), brush.Hash(i, j, 66))
			c.Draw(brush.Capsule(bx, by, tx, ty, 0.9*size), brush.Mat{Col: col, Bevel: 0.6, Line: brush.Hex(0x23351a), LineW: 0.3})
			if j%3 == 0 {
				// A bulrush head.
				c.Draw(brush.Capsule(bx+lean*0.8, by-hgt*0.78, bx+lean*0.9, by-hgt*0.92, 1.5*size), brush.Mat{Col: brush.Hex(0x6b4426), Bevel: 1, Gloss: 0.2, Shine: 8, Line: brush.Hex(cInk), LineW: 0.35})
			}
		}
	}
}

// jetty draws a wooden jetty reaching from its bank to tip x, on the far
// bank when far is set, with posts into the water.
func jetty(c *brush.Canvas, tip float64, far bool) {
	side := -1.0 // toward the near bank's land
	if far {
		side = 1
	}
	root := tip + side*(JettyLen+70)
	x0, x1 := math.Min(tip, root), math.Max(tip, root)
	wood := func(x, y float64) brush.RGB {
		g := brush.FBM(x*0.05, y*0.9, 3, 71)
		return brush.Hex(cWood).Mix(brush.Hex(cWoodPale), 0.2+0.5*g)
	}
	// Posts into the water, with their reflections darkening the water.
	for _, px := range []float64{tip - side*4, tip + side*(JettyLen*0.5), tip + side*(JettyLen+4)} {
		c.FillEdge(brush.RBox(px-3, DeckY+6, px+3, WaterY+16, 1), 2, brush.Solid(brush.RGB{R: 0.05, G: 0.15, B: 0.18, A: 0.35}))
		c.Draw(brush.RBox(px-2.6, DeckY, px+2.6, WaterY+6, 1.2), brush.Mat{Col: brush.Hex(0x6d4a2b), Bevel: 1.5, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.5})
		c.Fill(brush.RBox(px-2.6, WaterY+2, px+2.6, WaterY+6, 0.5), brush.Solid(brush.RGB{R: 0.08, G: 0.25, B: 0.3, A: 0.6}))
	}
	// The deck: its top, seen a little from above, and the front edge.
	softShadow(c, brush.RBox(x0-2, DeckY+6, x1+2, DeckY+14, 3), 3, 0.3)
	c.Draw(brush.RBox(x0, DeckY-7, x1, DeckY, 1), brush.Mat{Tex: wood, Bevel: 1, Line: brush.Hex(cInk), LineW: 0.5})
	for x := x0 + 9; x < x1-2; x += 9 {
		c.Fill(brush.RBox(x, DeckY-6.5, x+0.6, DeckY-0.5, 0), brush.Solid(brush.RGB{R: 0.2, G: 0.12, B: 0.06, A: 0.45}))
	}
	c.Draw(brush.RBox(x0, DeckY, x1, DeckY+5, 1), brush.Mat{Col: brush.Hex(cWoodDark), Bevel: 1, Line: brush.Hex(cInk), LineW: 0.5})
	// A mooring bollard at the tip.
	c.Draw(brush.RBox(tip-side*8-2.5, DeckY-13, tip-side*8+2.5, DeckY-5, 1.5), painted(0x4a4d55, 1.5))
}

// sign draws a wooden name board on two posts, centred at (x, SignY).
func sign(c *brush.Canvas, x float64) {
	const y = SignY
	softShadow(c, ellipse(x+6, y+38, SignW/2, 4), 2, 0.3)
	for _, dx := range []float64{-SignW/2 + 14, SignW/2 - 14} {
		c.Draw(brush.RBox(x+dx-2.5, y, x+dx+2.5, y+38, 1.2), brush.Mat{Col: brush.Hex(cWoodDark), Bevel: 1.5, Line: brush.Hex(cInk), LineW: 0.5})
	}
	c.Draw(brush.RBox(x-SignW/2, y-SignH/2, x+SignW/2, y+SignH/2, 3), brush.Mat{Tex: func(px, py float64) brush.RGB {
		return brush.Hex(0xe6cf9c).Mul(0.92 + 0.1*brush.FBM(px*0.06, py*0.5, 2, 81))
	}, Bevel: 2.5, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.7})
}
