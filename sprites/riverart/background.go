package riverart

import (
	"image"
	"math"
)

// The sun sits on the upper left, where the light on every sprite comes from.
const sunX, sunY = 230.0, 120.0

// gradient interpolates smoothly between colour stops at positions ts.
func gradient(t float64, ts []float64, cs []rgb) rgb {
	if t <= ts[0] {
		return cs[0]
	}
	for i := 1; i < len(ts); i++ {
		if t <= ts[i] {
			return cs[i-1].mix(cs[i], smoothstep(ts[i-1], ts[i], t))
		}
	}
	return cs[len(cs)-1]
}

// sky is the colour of the sky at (x, y), with the sun's glow.
func sky(x, y float64) rgb {
	col := gradient(y, []float64{0, 150, HorizonY}, []rgb{hex(0x5d9ad6), hex(0x9cc7e8), hex(0xe4ecdf)})
	r2 := (x-sunX)*(x-sunX) + (y-sunY)*(y-sunY)
	col = col.add(rgb{1, 0.9, 0.7, 1}, 0.2*math.Exp(-r2/(2*200*200)))
	return col.add(rgb{1, 0.97, 0.9, 1}, 0.35*math.Exp(-r2/(2*34*34)))
}

// water is the river's colour at (x, y): the sky's pale reflection far
// away, deeper toward the viewer, darker under the banks, with streaks
// drawn out along the current.
func water(x, y float64) rgb {
	l, r := RiverEdges(y)
	t := clamp01((y - HorizonY) / (SceneH - HorizonY))
	col := gradient(t, []float64{0, 0.25, 1}, []rgb{hex(0xb7d3dd), hex(0x6fa9c2), hex(0x23688a)})
	// The banks' reflections: greener and darker near the edges.
	edge := math.Min(x-l, r-x)
	col = col.mix(hex(0x3c6b4a), 0.35*(1-smoothstep(0, 40+60*t, edge)))
	streak := fbm(x*0.012, y*0.22, 3, 7)
	col = col.mul(0.93 + 0.14*streak)
	// Sky glints across the middle.
	glint := smoothstep(0.62, 0.8, fbm(x*0.03, y*0.4, 2, 8))
	return col.add(rgb{1, 1, 1, 1}, 0.12*glint*(1-t*0.5))
}

// meadow is the grass of the banks at (x, y): hazy far away, rich near.
func meadow(x, y float64) rgb {
	t := clamp01((y - HorizonY) / (SceneH - HorizonY))
	col := gradient(t, []float64{0, 0.35, 1}, []rgb{hex(0xa9c98a), hex(0x86b655), hex(0x5d973a)})
	patch := fbm(x*0.008, y*0.02, 3, 21)
	col = col.mul(0.88 + 0.22*patch)
	// Mown stripes and tufts, finer toward the viewer.
	tuft := fbm(x*0.09, y*0.3, 2, 22)
	return col.mul(0.95 + 0.1*tuft*t)
}

// BackgroundRGBA draws the backdrop: sky, far woods, the two banks with
// the river between them, reeds, trees, the two jetties and the signs.
// SceneW×SceneH, anchor top-left.
func BackgroundRGBA() *image.RGBA {
	c := newCanvas(SceneW, SceneH)
	c.base()
	// Clouds, lit from the upper left.
	for i, cl := range [][3]float64{{420, 120, 60}, {780, 84, 80}, {1100, 150, 52}, {120, 190, 38}, {620, 186, 34}} {
		s := cloud(cl[0], cl[1], cl[2], uint32(i)+40)
		top := cl[1] - cl[2]
		c.fillEdge(s, 2.5, func(x, y, d float64) rgb {
			t := clamp01((y - top) / (cl[1] - top))
			col := rgb{1, 0.99, 0.96, 1}.mix(hex(0xbccbdd), smoothstep(0.35, 1, t)*0.75)
			return col.mix(sky(x, y), 0.2).alpha(0.93)
		})
	}
	c.woods()
	for _, t := range [][3]float64{{205, 330, 42}, {318, 292, 30}, {935, 296, 32}, {1085, 334, 44}, {40, 350, 30}, {1240, 356, 28}} {
		c.tree(t[0], t[1], t[2])
	}
	c.banks()
	c.reeds()
	near, far := Jetties()
	c.jetty(near, false)
	c.jetty(far, true)
	c.sign(NearSignX)
	c.sign(FarSignX)
	c.vignette()
	return c.img
}

// base paints the opaque ground of the backdrop pixel by pixel: sky above
// the horizon, below it the meadows and the river, with a soft edge.
func (c *canvas) base() {
	w, h := c.w*Res, c.h*Res
	skyAt := byLogicalPixel(sky)
	waterAt := byLogicalPixel(water)
	grassAt := byLogicalPixel(meadow)
	for py := range h {
		y := (float64(py) + 0.5) / Res
		l, r := RiverEdges(y)
		for px := range w {
			x := (float64(px) + 0.5) / Res
			var col rgb
			if y < HorizonY {
				col = skyAt(x, y)
			} else {
				// Signed distance into the water, in logical pixels.
				d := math.Min(x-l, r-x)
				switch {
				case d > 1:
					col = waterAt(x, y)
				case d < -1:
					col = grassAt(x, y)
				default:
					col = grassAt(x, y).mix(waterAt(x, y), (d+1)/2)
				}
			}
			i := c.img.PixOffset(px, py)
			col = col.clamped()
			c.img.Pix[i+0] = uint8(col.r*255 + 0.5)
			c.img.Pix[i+1] = uint8(col.g*255 + 0.5)
			c.img.Pix[i+2] = uint8(col.b*255 + 0.5)
			c.img.Pix[i+3] = 255
		}
	}
}

// cloud is a soft cumulus about size wide on each side of x with a flat
// base at y = base.
func cloud(x, base, size float64, seed uint32) shape {
	parts := []shape{capsule(x-size*0.9, base-size*0.16, x+size*0.9, base-size*0.16, size*0.16)}
	const n = 6
	for i := 0; i < n; i++ {
		t := (float64(i)+0.5)/n - 0.5
		bump := 1 - 4*t*t
		r := size * (0.14 + 0.16*bump + 0.1*hash2(i, 1, seed))
		cx := x + t*size*1.55 + size*0.08*(hash2(i, 3, seed)-0.5)
		parts = append(parts, circle(cx, base-size*0.2-r*0.6-size*0.15*bump, r))
	}
	return blob(size*0.12, parts...).and(rbox(x-size*2, base-size*2, x+size*2, base, 0))
}

// woods is the far edge of the meadows: a hazy range of wooded hills and,
// closer, a line of tree crowns along the horizon.
func (c *canvas) woods() {
	var hills []float64
	for x := -10.0; x <= SceneW+10; x += 2 {
		hills = append(hills, x, HorizonY-30-34*fbm(x*0.005, 0.3, 4, 31)+10*math.Sin(x*0.006))
	}
	hills = append(hills, SceneW+10, HorizonY+2, -10, HorizonY+2)
	c.path([][]float64{hills}, byLogicalPixel(func(x, y float64) rgb {
		col := hex(0x88a6b4).mix(hex(0xcfdcdc), 0.35)
		return col.mul(0.95 + 0.08*fbm(x*0.03, y*0.03, 2, 32))
	}))
	for i := 0; i < 70; i++ {
		x := float64(i)*19 + 10*hash2(i, 0, 33)
		r := 7 + 8*hash2(i, 1, 33)
		crown := circle(x, HorizonY+1-r*0.8, r).and(rbox(x-r, 0, x+r, HorizonY+2, 0))
		c.fill(crown, func(x, y, d float64) rgb {
			col := hex(0x55805a).mix(hex(0xb9cdc4), 0.3)
			return col.mul(0.88 + 0.22*smoothstep(0, -r, d)*clamp01(0.6-(y-HorizonY+r)/(2*r)))
		})
	}
}

// tree draws a broad-leaved tree whose trunk stands at (x, foot), its
// crown r across on each side.
func (c *canvas) tree(x, foot, r float64) {
	c.softShadow(ellipse(x+r*0.3, foot, r*0.9, r*0.18), 3, 0.35)
	c.draw(polygon(x-r*0.12, foot, x+r*0.12, foot, x+r*0.07, foot-r*1.3, x-r*0.07, foot-r*1.3), mat{col: hex(0x6b4a2e), bevel: 2, line: hex(cInk), lineW: 0.5})
	var parts []shape
	for i := 0; i < 7; i++ {
		a := float64(i) / 7 * 2 * math.Pi
		parts = append(parts, circle(x+math.Cos(a)*r*0.55, foot-r*1.6+math.Sin(a)*r*0.45, r*(0.42+0.12*hash2(i, 2, uint32(x)))))
	}
	parts = append(parts, circle(x, foot-r*1.7, r*0.6))
	crown := blob(r*0.15, parts...)
	top := foot - r*2.4
	c.draw(crown, mat{tex: func(px, py float64) rgb {
		leaf := fbm(px*0.12, py*0.12, 3, 41)
		col := hex(0x3f7a34).mul(0.8 + 0.35*leaf)
		// Lighter toward the sun, at the top left of the crown.
		lit := clamp01(1 - (py-top)/(r*2.2) - (px-x)/(r*3))
		return col.mix(hex(0x9cc65a), 0.45*lit)
	}, bevel: r * 0.5, gloss: 0.05, shine: 6, line: hex(0x243a1e), lineW: 0.6})
}

// softShadow darkens the ground under s with a blurred edge.
func (c *canvas) softShadow(s shape, soft, a float64) {
	c.fillEdge(s, soft, solid(rgb{0.1, 0.14, 0.06, a}))
}

// banks draws the lips of the banks: a muddy strip along the water with a
// dark undercut, and stones here and there.
func (c *canvas) banks() {
	for _, side := range [2]float64{-1, 1} {
		var lip, mud []float64
		for y := float64(HorizonY); y <= SceneH+2; y += 2 {
			l, r := RiverEdges(y)
			e := l
			if side > 0 {
				e = r
			}
			t := (y - HorizonY) / (SceneH - HorizonY)
			wob := 2 * (fbm(y*0.05, side, 2, 51) - 0.5) * (1 + 3*t)
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
		c.path([][]float64{mudPoly}, byLogicalPixel(func(x, y float64) rgb {
			col := hex(0x8a7352).mix(hex(0x6a5236), fbm(x*0.2, y*0.2, 2, 52))
			return col.mul(0.85 + 0.15*clamp01((y-HorizonY)/300))
		}))
		// The water's dark line against the bank.
		for i := 0; i < n; i++ {
			lipPoly = append(lipPoly, lip[i], float64(HorizonY)+2*float64(i))
		}
		for i := n - 1; i >= 0; i-- {
			lipPoly = append(lipPoly, lip[i]+side*(1.2+2*float64(i)/float64(n)), float64(HorizonY)+2*float64(i))
		}
		c.path([][]float64{lipPoly}, func(x, y float64) rgb { return rgb{0.05, 0.12, 0.12, 0.5} })
		// Stones on the mud.
		for i := 0; i < 14; i++ {
			y := HorizonY + 20 + float64(i)*30 + 12*hash2(i, 5, 53)
			l, r := RiverEdges(y)
			e := l
			if side > 0 {
				e = r
			}
			t := (y - HorizonY) / (SceneH - HorizonY)
			s := (1.5 + 2.5*hash2(i, 6, 53)) * (0.6 + 0.8*t)
			x := e - side*(2+4*t)
			c.draw(ellipse(x, y, s*1.4, s), mat{col: hex(0x9a968c).mul(0.8 + 0.3*hash2(i, 7, 53)), bevel: s * 0.8, gloss: 0.2, shine: 10, line: hex(cInk), lineW: 0.4})
		}
	}
}

// reeds draws clumps of reeds and bulrushes at the water's edge, away from
// the jetties.
func (c *canvas) reeds() {
	for i := 0; i < 18; i++ {
		y := HorizonY + 60 + float64(i)*24 + 8*hash2(i, 1, 61)
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
		t := (y - HorizonY) / (SceneH - HorizonY)
		size := 0.55 + 0.7*t
		x0 := e + side*3*size
		for j := 0; j < 7; j++ {
			dx := (hash2(i, j, 62) - 0.5) * 16 * size
			hgt := (18 + 22*hash2(i, j, 63)) * size
			lean := (hash2(i, j, 64) - 0.5) * 10 * size
			bx, by := x0+dx, y+2*hash2(i, j, 65)
			tx, ty := bx+lean, by-hgt
			col := hex(0x4f7d2e).mix(hex(0x9fbf58), hash2(i, j, 66))
			c.draw(capsule(bx, by, tx, ty, 0.9*size), mat{col: col, bevel: 0.6, line: hex(0x23351a), lineW: 0.3})
			if j%3 == 0 {
				// A bulrush head.
				c.draw(capsule(bx+lean*0.8, by-hgt*0.78, bx+lean*0.9, by-hgt*0.92, 1.5*size), mat{col: hex(0x6b4426), bevel: 1, gloss: 0.2, shine: 8, line: hex(cInk), lineW: 0.35})
			}
		}
	}
}

// jetty draws a wooden jetty reaching from its bank to tip x, on the far
// bank when far is set, with posts into the water.
func (c *canvas) jetty(tip float64, far bool) {
	side := -1.0 // toward the near bank's land
	if far {
		side = 1
	}
	root := tip + side*(JettyLen+70)
	x0, x1 := math.Min(tip, root), math.Max(tip, root)
	wood := func(x, y float64) rgb {
		g := fbm(x*0.05, y*0.9, 3, 71)
		return hex(cWood).mix(hex(cWoodPale), 0.2+0.5*g)
	}
	// Posts into the water, with their reflections darkening the water.
	for _, px := range []float64{tip - side*4, tip + side*(JettyLen*0.5), tip + side*(JettyLen+4)} {
		c.fillEdge(rbox(px-3, DeckY+6, px+3, WaterY+16, 1), 2, solid(rgb{0.05, 0.15, 0.18, 0.35}))
		c.draw(rbox(px-2.6, DeckY, px+2.6, WaterY+6, 1.2), mat{col: hex(0x6d4a2b), bevel: 1.5, gloss: 0.1, shine: 8, line: hex(cInk), lineW: 0.5})
		c.fill(rbox(px-2.6, WaterY+2, px+2.6, WaterY+6, 0.5), solid(rgb{0.08, 0.25, 0.3, 0.6}))
	}
	// The deck: its top, seen a little from above, and the front edge.
	c.softShadow(rbox(x0-2, DeckY+6, x1+2, DeckY+14, 3), 3, 0.3)
	c.draw(rbox(x0, DeckY-7, x1, DeckY, 1), mat{tex: wood, bevel: 1, line: hex(cInk), lineW: 0.5})
	for x := x0 + 9; x < x1-2; x += 9 {
		c.fill(rbox(x, DeckY-6.5, x+0.6, DeckY-0.5, 0), solid(rgb{0.2, 0.12, 0.06, 0.45}))
	}
	c.draw(rbox(x0, DeckY, x1, DeckY+5, 1), mat{col: hex(cWoodDark), bevel: 1, line: hex(cInk), lineW: 0.5})
	// A mooring bollard at the tip.
	c.draw(rbox(tip-side*8-2.5, DeckY-13, tip-side*8+2.5, DeckY-5, 1.5), painted(0x4a4d55, 1.5))
}

// sign draws a wooden name board on two posts, centred at (x, SignY).
func (c *canvas) sign(x float64) {
	const y = SignY
	c.softShadow(ellipse(x+6, y+38, SignW/2, 4), 2, 0.3)
	for _, dx := range []float64{-SignW/2 + 14, SignW/2 - 14} {
		c.draw(rbox(x+dx-2.5, y, x+dx+2.5, y+38, 1.2), mat{col: hex(cWoodDark), bevel: 1.5, line: hex(cInk), lineW: 0.5})
	}
	c.draw(rbox(x-SignW/2, y-SignH/2, x+SignW/2, y+SignH/2, 3), mat{tex: func(px, py float64) rgb {
		return hex(0xe6cf9c).mul(0.92 + 0.1*fbm(px*0.06, py*0.5, 2, 81))
	}, bevel: 2.5, gloss: 0.15, shine: 10, line: hex(cInk), lineW: 0.7})
}

// vignette darkens the corners a little, to frame the scene.
func (c *canvas) vignette() {
	w, h := c.w*Res, c.h*Res
	for py := range h {
		v := (float64(py)+0.5)/float64(h)*2 - 1
		for px := range w {
			u := (float64(px)+0.5)/float64(w)*2 - 1
			k := 1 - 0.25*smoothstep(0.6, 1.6, u*u+v*v)
			if k >= 1 {
				continue
			}
			i := c.img.PixOffset(px, py)
			for j := 0; j < 3; j++ {
				c.img.Pix[i+j] = uint8(float64(c.img.Pix[i+j])*k + 0.5)
			}
		}
	}
}
