package tower

import (
	"image"
	"math"
)

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

// horizonY is where the far fields meet the hills.
const horizonY = 500

// sky is an evening sky, the sun low on the upper left behind the tower.
func sky(x, y float64) rgb {
	col := gradient(y, []float64{0, 240, 420, horizonY}, []rgb{hex(0x4f86c2), hex(0x8fbadc), hex(0xdbe4e0), hex(0xf5dfba)})
	r2 := (x-200)*(x-200) + (y-150)*(y-150)
	return col.add(rgb{1, 0.9, 0.7, 1}, 0.16*math.Exp(-r2/(2*230*230)))
}

// stoneWall is the tower's masonry: courses of blocks, each its own tone,
// with mortar between.
func stoneWall(x, y float64) rgb {
	const bh, bw = 16.0, 30.0
	row := math.Floor(y / bh)
	off := math.Mod(row, 2) * bw / 2
	col := math.Floor((x + off) / bw)
	tone := hash2(int(col), int(row), 7)
	base := hex(cStone).mix(hex(cStoneLite), tone*0.5).mix(hex(cStoneDark), hash2(int(col), int(row), 9)*0.35)
	base = base.mul(0.9 + 0.2*fbm(x/9, y/9, 3, 4))
	fx := math.Mod(x+off, bw)
	fy := math.Mod(y, bh)
	if fx < 1.5 || fy < 1.5 {
		return hex(cMortar).mul(0.95 + 0.1*noise(x, y, 3))
	}
	// Lit top-left edges of each block, shaded bottom-right ones.
	if fy < 3 || fx < 3 {
		base = base.mul(1.1)
	} else if fy > bh-2.5 || fx > bw-2.5 {
		base = base.mul(0.82)
	}
	return base
}

// BackgroundRGBA draws the place: the sky and hills, the grass, the stone
// tower with its window and ledge, and the beam that carries the wheel,
// SceneW×SceneH logical, anchor top-left.
func BackgroundRGBA() *image.RGBA {
	c := newCanvas(SceneW, SceneH)
	c.fill(rbox(0, 0, SceneW, SceneH, 0), tex2(byLogicalPixel(sky)))
	// Clouds.
	for i, cl := range [][3]float64{{820, 150, 70}, {1080, 96, 52}, {640, 230, 40}} {
		s := cloud(cl[0], cl[1], cl[2], uint32(i))
		c.fillEdge(s, 1.5, func(x, y, d float64) rgb {
			return hex(0xffffff).mix(hex(0xd9dde6), clamp01((y-cl[1]+cl[2]*0.6)/(cl[2]*0.6))).alpha(0.92)
		})
	}
	// Far and near hills.
	far := ridge(func(x float64) float64 { return horizonY - 40 - 34*fbm(x/180, 1, 3, 11) }, SceneH)
	c.path([][]float64{far}, func(x, y float64) rgb { return hex(0x8fa7a8).mix(hex(0xb9c6bd), clamp01((y-420)/80)) })
	near := ridge(func(x float64) float64 { return horizonY + 10 - 30*fbm(x/140+3, 2, 3, 12) }, SceneH)
	c.path([][]float64{near}, func(x, y float64) rgb { return hex(0x7d9a5c).mix(hex(0x96ae6c), fbm(x/30, y/30, 2, 13)*0.6) })
	// Distant trees along the near hills.
	for i := 0; i < 18; i++ {
		x := 330 + float64(i)*52 + 20*hash2(i, 1, 21)
		h := horizonY + 10 - 30*fbm(x/140+3, 2, 3, 12)
		r := 9 + 6*hash2(i, 2, 21)
		c.draw(circle(x, h-r*0.7, r), mat{col: hex(0x4f6f3c).mix(hex(0x6c8a48), hash2(i, 3, 21)), bevel: r * 0.8, gloss: 0.05, shine: 8, line: hex(0x2e3d24), lineW: 0.5})
	}
	// The grass in front, with a worn path to the tower's foot.
	c.fill(rbox(-2, GroundY-6, SceneW+2, SceneH+2, 0), tex2(byLogicalPixel(func(x, y float64) rgb {
		g := hex(cGrass).mul(0.85 + 0.3*fbm(x/14, y/5, 3, 31))
		return g.mix(hex(0x4d6b30), clamp01((y-GroundY)/120))
	})))
	path := polygon(300, GroundY-2, 1280, GroundY-2, 1280, GroundY+26, 600, GroundY+40, 300, GroundY+22)
	c.fill(path, tex2(byLogicalPixel(func(x, y float64) rgb {
		return hex(0xb59f78).mul(0.88 + 0.2*fbm(x/6, y/3, 2, 41))
	})))
	c.fill(rbox(-2, GroundY-7, SceneW+2, GroundY-5, 0), solid(hex(0x3f5a28).alpha(0.5)))

	drawTower(c)
	drawGallery(c)
	drawBeam(c)
	drawLeverPost(c)
	return c.img
}

// ridge is a silhouette polygon along height(x), closed down to bottom.
func ridge(height func(x float64) float64, bottom float64) []float64 {
	var pts []float64
	for x := -10.0; x <= SceneW+10; x += 2 {
		pts = append(pts, x, height(x))
	}
	return append(pts, SceneW+10, bottom, -10, bottom)
}

// cloud is a soft cumulus about size wide on each side of x.
func cloud(x, base, size float64, seed uint32) shape {
	parts := []shape{capsule(x-size*0.9, base-size*0.16, x+size*0.9, base-size*0.16, size*0.16)}
	for i := 0; i < 6; i++ {
		t := (float64(i)+0.5)/6 - 0.5
		bump := 1 - 4*t*t
		r := size * (0.14 + 0.16*bump + 0.1*hash2(i, 1, seed))
		parts = append(parts, circle(x+t*size*1.55, base-size*0.2-r*0.6-size*0.15*bump, r))
	}
	return blob(size*0.12, parts...).and(rbox(x-size*2, base-size*2, x+size*2, base, 0))
}

// drawTower draws the tower, its battlements, the window with the ledge.
func drawTower(c *canvas) {
	wallTex := func(x, y, d float64) rgb {
		col := stoneWall(x, y)
		// Light from the left: the right side of the tower is in shade.
		col = col.mul(1.05 - 0.25*clamp01((x-TowerX0)/(TowerX1-TowerX0)))
		if d > -1 {
			col = hex(cInk)
		}
		return col
	}
	// The wall widens a little at the foot (a batter).
	wall := polygon(TowerX0, TowerTop, TowerX1, TowerTop, TowerX1+10, GroundY, TowerX0-10, GroundY)
	// The battlements: a corbelled parapet with merlons.
	parapet := rbox(TowerX0-8, TowerTop-24, TowerX1+8, TowerTop+4, 0)
	var merlons []shape
	for x := float64(TowerX0 - 8); x < TowerX1+8; x += 36 {
		merlons = append(merlons, rbox(x, TowerTop-44, math.Min(x+22, TowerX1+8), TowerTop-20, 0))
	}
	c.fill(union(append(merlons, wall, parapet)...), wallTex)
	for x := float64(TowerX0 - 4); x < TowerX1+6; x += 18 {
		c.draw(polygon(x, TowerTop+4, x+12, TowerTop+4, x+9, TowerTop+14, x+3, TowerTop+14), mat{col: hex(cStoneDark), bevel: 2, line: hex(cInk), lineW: 0.6})
	}
	// A door at the foot, shut.
	door := union(rbox(120, GroundY-70, 176, GroundY, 0), circle(148, GroundY-70, 28)).and(rbox(100, GroundY-110, 200, GroundY, 0))
	c.draw(door.grow(4), mat{col: hex(cStoneDark), bevel: 3, line: hex(cInk), lineW: 0.8})
	c.fill(door, func(x, y, d float64) rgb {
		col := hex(cWoodDark).mul(0.85 + 0.25*math.Abs(math.Sin(x*0.45)))
		if d > -0.8 {
			col = hex(cInk)
		}
		return col
	})
	for _, y := range [2]float64{GroundY - 58, GroundY - 22} {
		c.draw(bar(122, y, 174, y, 2.2), mat{col: hex(cIron), bevel: 1.5, gloss: 0.4, shine: 20, line: hex(cInk), lineW: 0.5})
	}
	// A small arrow slit lower down.
	c.fill(rbox(226, 400, 236, 446, 4), solid(hex(0x1d1a18)))
	// The window: an arch over the ledge, dark inside with warm torchlight.
	const archR = (WindowX1 - WindowX0) / 2
	win := union(rbox(WindowX0, WindowTop+archR, WindowX1, LedgeY, 0),
		circle((WindowX0+WindowX1)/2, WindowTop+archR, archR).and(rbox(WindowX0, WindowTop, WindowX1, LedgeY, 0)))
	c.draw(win.grow(6), mat{col: hex(cStoneLite), bevel: 4, gloss: 0.1, shine: 8, line: hex(cInk), lineW: 0.8})
	c.fill(win, func(x, y, d float64) rgb {
		col := hex(0x2a2320).mix(hex(0x6b4a2a), 0.7*math.Exp(-((x-110)*(x-110)+(y-250)*(y-250))/(2*50*50)))
		if d > -1 {
			col = hex(cInk)
		}
		return col
	})
	// A torch on the inner wall.
	c.draw(rbox(104, 236, 110, 262, 1.5), mat{col: hex(cWoodDark), bevel: 1.5, line: hex(cInk), lineW: 0.5})
	c.fillEdge(circle(107, 230, 7), 3, solid(hex(0xffb347).alpha(0.9)))
	c.fill(circle(107, 231, 3.5), solid(hex(0xfff1c0)))
	// The ledge: the window's floor runs out as a stone balcony on corbels.
	ledge := rbox(WindowX0-10, LedgeY, LedgeX1, LedgeY+14, 2)
	c.draw(ledge, mat{col: hex(cStoneLite), bevel: 4, gloss: 0.1, shine: 8, line: hex(cInk), lineW: 0.8})
	for x := float64(TowerX1 + 6); x < LedgeX1-10; x += 30 {
		c.draw(polygon(x, LedgeY+14, x+20, LedgeY+14, x+12, LedgeY+34, x+8, LedgeY+34).grow(1), mat{col: hex(cStone), bevel: 3, line: hex(cInk), lineW: 0.7})
	}
	// Ivy up the left side.
	for i := 0; i < 60; i++ {
		y := GroundY - float64(i)*6 - 4
		x := TowerX0 - 4 + 14*math.Sin(float64(i)*0.45) + 8*hash2(i, 1, 51)
		c.draw(circle(x, y, 4+2*hash2(i, 2, 51)), mat{col: hex(0x3f6b2e).mix(hex(0x5c8f3a), hash2(i, 3, 51)), bevel: 3, gloss: 0.2, shine: 12, line: hex(0x22381a), lineW: 0.5})
	}
}

// drawBeam draws the timber that carries the wheel: from the battlements
// out over the baskets, with a brace and the iron hanger of the axle.
func drawBeam(c *canvas) {
	wood := mat{col: hex(cWood), bevel: 3, gloss: 0.15, shine: 10, line: hex(cInk), lineW: 0.8}
	tex := func(x, y, d float64) rgb {
		col := wood.at(rbox(0, 0, 1, 1, 0), x, y, d)
		return col.mul(0.9 + 0.18*math.Sin(y*1.3+fbm(x/20, y/3, 2, 61)*6))
	}
	beam := rbox(TowerX1-60, BeamY, BeamX1, BeamY+18, 2)
	c.fill(beam, func(x, y, d float64) rgb {
		col := tex(x, y, d)
		if d > -0.9 {
			col = hex(cInk)
		} else if y < BeamY+4 {
			col = col.mul(1.15)
		}
		return col
	})
	brace := bar(TowerX1+4, TowerTop+70, TowerX1+120, BeamY+16, 6)
	c.draw(brace, wood)
	c.draw(rbox(TowerX1, TowerTop+60, TowerX1+14, TowerTop+80, 2), mat{col: hex(cIron), bevel: 2, gloss: 0.4, shine: 20, line: hex(cInk), lineW: 0.6})
	// The hanger: two iron straps from the beam down to the axle.
	iron := mat{col: hex(cIron), bevel: 2, gloss: 0.5, shine: 20, line: hex(cInk), lineW: 0.6}
	c.draw(polygon(WheelX-14, BeamY+16, WheelX+14, BeamY+16, WheelX+5, WheelY, WheelX-5, WheelY).grow(1), iron)
	c.draw(rbox(WheelX-20, BeamY-4, WheelX+20, BeamY+4, 2), iron)
	for _, x := range [4]float64{TowerX1 - 40, 360, WheelX - 28, WheelX + 28} {
		c.draw(circle(x, BeamY+9, 2.2), iron)
	}
}

// drawGallery draws the wooden gallery that runs on from the ledge behind
// both ropes, hung from the beam's end and propped from the wall: the
// prisoners walk along it, behind the ropes, to whichever basket is up.
func drawGallery(c *canvas) {
	wood := mat{col: hex(cWood), bevel: 2.5, gloss: 0.15, shine: 10, line: hex(cInk), lineW: 0.7}
	iron := mat{col: hex(cIron), bevel: 1.5, gloss: 0.5, shine: 20, line: hex(cInk), lineW: 0.5}
	// The prop from the wall and the hanger from the beam.
	c.draw(bar(TowerX1+2, LedgeY+78, LedgeX1+70, LedgeY+10, 4), wood)
	c.draw(bar(GalleryX1-10, BeamY+16, GalleryX1-10, LedgeY+4, 1.8), iron)
	// The planks, a joist under them, and their ends.
	c.draw(rbox(LedgeX1-8, LedgeY+9, GalleryX1, LedgeY+14, 1.5), mat{col: hex(cWoodDark), bevel: 1.5, line: hex(cInk), lineW: 0.6})
	c.fill(rbox(LedgeX1-8, LedgeY, GalleryX1, LedgeY+10, 1.5), func(x, y, d float64) rgb {
		col := wood.at(rbox(0, 0, 1, 1, 0), x, y, d)
		col = col.mul(0.92 + 0.14*math.Sin(y*1.7+fbm(x/16, y/2, 2, 71)*5))
		if d > -0.8 || math.Mod(x-LedgeX1, 27) < 0.9 {
			col = hex(cInk)
		} else if y < LedgeY+2.5 {
			col = col.mul(1.18)
		}
		return col
	})
	c.draw(circle(GalleryX1-10, LedgeY+5, 2.2), iron)
}

// drawLeverPost draws the post the lever turns on, by the baskets.
func drawLeverPost(c *canvas) {
	wood := mat{col: hex(cWood), bevel: 3, gloss: 0.15, shine: 10, line: hex(cInk), lineW: 0.8}
	c.draw(rbox(LeverX-9, LeverY-8, LeverX+9, GroundY+4, 2), wood)
	c.draw(rbox(LeverX-16, GroundY-4, LeverX+16, GroundY+6, 2), mat{col: hex(cStoneDark), bevel: 2, line: hex(cInk), lineW: 0.7})
	c.draw(circle(LeverX, LeverY, 7), mat{col: hex(cIron), bevel: 3, gloss: 0.5, shine: 20, line: hex(cInk), lineW: 0.6})
}
