package pulleyart

import (
	"image"
	"math"
	"puzzleworks/sprites"
	"puzzleworks/sprites/brush"
)

// horizonY is where the far fields meet the hills.
const horizonY = 500

// sky is an evening sky, the sun low on the upper left behind the tower.
func sky(x, y float64) brush.RGB {
	col := brush.Gradient(y, []float64{0, 240, 420, horizonY}, []brush.RGB{brush.Hex(0x4f86c2), brush.Hex(0x8fbadc), brush.Hex(0xdbe4e0), brush.Hex(0xf5dfba)})
	r2 := (x-200)*(x-200) + (y-150)*(y-150)
	return col.Add(brush.RGB{R: 1, G: 0.9, B: 0.7, A: 1}, 0.16*math.Exp(-r2/(2*230*230)))
}

// stoneWall is the tower's masonry: courses of blocks, each its own tone,
// with mortar between.
func stoneWall(x, y float64) brush.RGB {
	const bh, bw = 16.0, 30.0
	row := math.Floor(y / bh)
	off := math.Mod(row, 2) * bw / 2
	col := math.Floor((x + off) / bw)
	tone := brush.Hash(int(col), int(row), 7)
	base := brush.Hex(cStone).Mix(brush.Hex(cStoneLite), tone*0.5).Mix(brush.Hex(cStoneDark), brush.Hash(int(col), int(row), 9)*0.35)
	base = base.Mul(0.9 + 0.2*brush.FBM(x/9, y/9, 3, 4))
	fx := math.Mod(x+off, bw)
	fy := math.Mod(y, bh)
	if fx < 1.5 || fy < 1.5 {
		return brush.Hex(cMortar).Mul(0.95 + 0.1*brush.Noise(x, y, 3))
	}
	// Lit top-left edges of each block, shaded bottom-right ones.
	if fy < 3 || fx < 3 {
		base = base.Mul(1.1)
	} else if fy > bh-2.5 || fx > bw-2.5 {
		base = base.Mul(0.82)
	}
	return base
}

// BackgroundRGBA draws the place: the sky and hills, the grass, the stone
// tower with its window and ledge, and the beam that carries the wheel,
// sprites.DesignW×sprites.DesignH logical, anchor top-left.
func BackgroundRGBA() *image.RGBA { return PaintBackground(brush.Detail{}) }

// PaintBackground is BackgroundRGBA painted at detail d (a draft first,
// then the finished picture; see sprites.Stage).
func PaintBackground(d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(sprites.DesignW, sprites.DesignH, d)
	c.Fill(brush.RBox(0, 0, sprites.DesignW, sprites.DesignH, 0), tex2(brush.ByLogicalPixel(sky)))
	// Clouds.
	for i, cl := range [][3]float64{{820, 150, 70}, {1080, 96, 52}, {640, 230, 40}} {
		s := cloud(cl[0], cl[1], cl[2], uint32(i))
		c.FillEdge(s, 1.5, func(x, y, d float64) brush.RGB {
			return brush.Hex(0xffffff).Mix(brush.Hex(0xd9dde6), brush.Clamp01((y-cl[1]+cl[2]*0.6)/(cl[2]*0.6))).Alpha(0.92)
		})
	}
	// Far and near hills.
	far := ridge(func(x float64) float64 { return horizonY - 40 - 34*brush.FBM(x/180, 1, 3, 11) }, sprites.DesignH)
	c.Path([][]float64{far}, func(x, y float64) brush.RGB {
		return brush.Hex(0x8fa7a8).Mix(brush.Hex(0xb9c6bd), brush.Clamp01((y-420)/80))
	})
	near := ridge(func(x float64) float64 { return horizonY + 10 - 30*brush.FBM(x/140+3, 2, 3, 12) }, sprites.DesignH)
	c.Path([][]float64{near}, func(x, y float64) brush.RGB {
		return brush.Hex(0x7d9a5c).Mix(brush.Hex(0x96ae6c), brush.FBM(x/30, y/30, 2, 13)*0.6)
	})
	// Distant trees along the near hills.
	for i := 0; i < 18; i++ {
		x := 330 + float64(i)*52 + 20*brush.Hash(i, 1, 21)
		h := horizonY + 10 - 30*brush.FBM(x/140+3, 2, 3, 12)
		r := 9 + 6*brush.Hash(i, 2, 21)
		c.Draw(brush.Circle(x, h-r*0.7, r), brush.Mat{Col: brush.Hex(0x4f6f3c).Mix(brush.Hex(0x6c8a48), brush.Hash(i, 3, 21)), Bevel: r * 0.8, Gloss: 0.05, Shine: 8, Line: brush.Hex(0x2e3d24), LineW: 0.5})
	}
	// The grass in front, with a worn path to the tower's foot.
	c.Fill(brush.RBox(-2, GroundY-6, sprites.DesignW+2, sprites.DesignH+2, 0), tex2(brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		g := brush.Hex(cGrass).Mul(0.85 + 0.3*brush.FBM(x/14, y/5, 3, 31))
		return g.Mix(brush.Hex(0x4d6b30), brush.Clamp01((y-GroundY)/120))
	})))
	path := brush.Polygon(300, GroundY-2, sprites.DesignW, GroundY-2, sprites.DesignW, GroundY+26, 600, GroundY+40, 300, GroundY+22)
	c.Fill(path, tex2(brush.ByLogicalPixel(func(x, y float64) brush.RGB {
		return brush.Hex(0xb59f78).Mul(0.88 + 0.2*brush.FBM(x/6, y/3, 2, 41))
	})))
	c.Fill(brush.RBox(-2, GroundY-7, sprites.DesignW+2, GroundY-5, 0), brush.Solid(brush.Hex(0x3f5a28).Alpha(0.5)))

	drawTower(c)
	drawGallery(c)
	drawBeam(c)
	drawLeverPost(c)
	return c.Image()
}

// ridge is a silhouette polygon along height(x), closed down to bottom.
func ridge(height func(x float64) float64, bottom float64) []float64 {
	var pts []float64
	for x := -10.0; x <= sprites.DesignW+10; x += 2 {
		pts = append(pts, x, height(x))
	}
	return append(pts, sprites.DesignW+10, bottom, -10, bottom)
}

// cloud is a soft cumulus about size wide on each side of x.
func cloud(x, base, size float64, seed uint32) brush.Shape {
	parts := []brush.Shape{brush.Capsule(x-size*0.9, base-size*0.16, x+size*0.9, base-size*0.16, size*0.16)}
	for i := 0; i < 6; i++ {
		t := (float64(i)+0.5)/6 - 0.5
		bump := 1 - 4*t*t
		r := size * (0.14 + 0.16*bump + 0.1*brush.Hash(i, 1, seed))
		parts = append(parts, brush.Circle(x+t*size*1.55, base-size*0.2-r*0.6-size*0.15*bump, r))
	}
	return brush.Blob(size*0.12, parts...).And(brush.RBox(x-size*2, base-size*2, x+size*2, base, 0))
}

// drawTower draws the tower, its battlements, the window with the ledge.
func drawTower(c *brush.Canvas) {
	wallTex := func(x, y, d float64) brush.RGB {
		col := stoneWall(x, y)
		// Light from the left: the right side of the tower is in shade.
		col = col.Mul(1.05 - 0.25*brush.Clamp01((x-TowerX0)/(TowerX1-TowerX0)))
		if d > -1 {
			col = brush.Hex(cInk)
		}
		return col
	}
	// The wall widens a little at the foot (a batter).
	wall := brush.Polygon(TowerX0, TowerTop, TowerX1, TowerTop, TowerX1+10, GroundY, TowerX0-10, GroundY)
	// The battlements: a corbelled parapet with merlons.
	parapet := brush.RBox(TowerX0-8, TowerTop-24, TowerX1+8, TowerTop+4, 0)
	var merlons []brush.Shape
	for x := float64(TowerX0 - 8); x < TowerX1+8; x += 36 {
		merlons = append(merlons, brush.RBox(x, TowerTop-44, math.Min(x+22, TowerX1+8), TowerTop-20, 0))
	}
	c.Fill(brush.Union(append(merlons, wall, parapet)...), wallTex)
	for x := float64(TowerX0 - 4); x < TowerX1+6; x += 18 {
		c.Draw(brush.Polygon(x, TowerTop+4, x+12, TowerTop+4, x+9, TowerTop+14, x+3, TowerTop+14), brush.Mat{Col: brush.Hex(cStoneDark), Bevel: 2, Line: brush.Hex(cInk), LineW: 0.6})
	}
	// A door at the foot, shut.
	door := brush.Union(brush.RBox(120, GroundY-70, 176, GroundY, 0), brush.Circle(148, GroundY-70, 28)).And(brush.RBox(100, GroundY-110, 200, GroundY, 0))
	c.Draw(door.Grow(4), brush.Mat{Col: brush.Hex(cStoneDark), Bevel: 3, Line: brush.Hex(cInk), LineW: 0.8})
	c.Fill(door, func(x, y, d float64) brush.RGB {
		col := brush.Hex(cWoodDark).Mul(0.85 + 0.25*math.Abs(math.Sin(x*0.45)))
		if d > -0.8 {
			col = brush.Hex(cInk)
		}
		return col
	})
	for _, y := range [2]float64{GroundY - 58, GroundY - 22} {
		c.Draw(brush.Bar(122, y, 174, y, 2.2), brush.Mat{Col: brush.Hex(cIron), Bevel: 1.5, Gloss: 0.4, Shine: 20, Line: brush.Hex(cInk), LineW: 0.5})
	}
	// A small arrow slit lower down.
	c.Fill(brush.RBox(226, 400, 236, 446, 4), brush.Solid(brush.Hex(0x1d1a18)))
	// The window: an arch over the ledge, dark inside with warm torchlight.
	const archR = (WindowX1 - WindowX0) / 2
	win := brush.Union(brush.RBox(WindowX0, WindowTop+archR, WindowX1, LedgeY, 0),
		brush.Circle((WindowX0+WindowX1)/2, WindowTop+archR, archR).And(brush.RBox(WindowX0, WindowTop, WindowX1, LedgeY, 0)))
	c.Draw(win.Grow(6), brush.Mat{Col: brush.Hex(cStoneLite), Bevel: 4, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.8})
	c.Fill(win, func(x, y, d float64) brush.RGB {
		col := brush.Hex(0x2a2320).Mix(brush.Hex(0x6b4a2a), 0.7*math.Exp(-((x-110)*(x-110)+(y-250)*(y-250))/(2*50*50)))
		if d > -1 {
			col = brush.Hex(cInk)
		}
		return col
	})
	// A torch on the inner wall.
	c.Draw(brush.RBox(104, 236, 110, 262, 1.5), brush.Mat{Col: brush.Hex(cWoodDark), Bevel: 1.5, Line: brush.Hex(cInk), LineW: 0.5})
	c.FillEdge(brush.Circle(107, 230, 7), 3, brush.Solid(brush.Hex(0xffb347).Alpha(0.9)))
	c.Fill(brush.Circle(107, 231, 3.5), brush.Solid(brush.Hex(0xfff1c0)))
	// The ledge: the window's floor runs out as a stone balcony on corbels.
	ledge := brush.RBox(WindowX0-10, LedgeY, LedgeX1, LedgeY+14, 2)
	c.Draw(ledge, brush.Mat{Col: brush.Hex(cStoneLite), Bevel: 4, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.8})
	for x := float64(TowerX1 + 6); x < LedgeX1-10; x += 30 {
		c.Draw(brush.Polygon(x, LedgeY+14, x+20, LedgeY+14, x+12, LedgeY+34, x+8, LedgeY+34).Grow(1), brush.Mat{Col: brush.Hex(cStone), Bevel: 3, Line: brush.Hex(cInk), LineW: 0.7})
	}
	// Ivy up the left side.
	for i := 0; i < 60; i++ {
		y := GroundY - float64(i)*6 - 4
		x := TowerX0 - 4 + 14*math.Sin(float64(i)*0.45) + 8*brush.Hash(i, 1, 51)
		c.Draw(brush.Circle(x, y, 4+2*brush.Hash(i, 2, 51)), brush.Mat{Col: brush.Hex(0x3f6b2e).Mix(brush.Hex(0x5c8f3a), brush.Hash(i, 3, 51)), Bevel: 3, Gloss: 0.2, Shine: 12, Line: brush.Hex(0x22381a), LineW: 0.5})
	}
}

// drawBeam draws the timber that carries the wheel: from the battlements
// out over the baskets, with a brace and the iron hanger of the axle.
func drawBeam(c *brush.Canvas) {
	wood := brush.Mat{Col: brush.Hex(cWood), Bevel: 3, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.8}
	tex := func(x, y, d float64) brush.RGB {
		col := wood.At(brush.RBox(0, 0, 1, 1, 0), x, y, d)
		return col.Mul(0.9 + 0.18*math.Sin(y*1.3+brush.FBM(x/20, y/3, 2, 61)*6))
	}
	beam := brush.RBox(TowerX1-60, BeamY, BeamX1, BeamY+18, 2)
	c.Fill(beam, func(x, y, d float64) brush.RGB {
		col := tex(x, y, d)
		if d > -0.9 {
			col = brush.Hex(cInk)
		} else if y < BeamY+4 {
			col = col.Mul(1.15)
		}
		return col
	})
	brace := brush.Bar(TowerX1+4, TowerTop+70, TowerX1+120, BeamY+16, 6)
	c.Draw(brace, wood)
	c.Draw(brush.RBox(TowerX1, TowerTop+60, TowerX1+14, TowerTop+80, 2), brush.Mat{Col: brush.Hex(cIron), Bevel: 2, Gloss: 0.4, Shine: 20, Line: brush.Hex(cInk), LineW: 0.6})
	// The hanger: two iron straps from the beam down to the axle.
	iron := brush.Mat{Col: brush.Hex(cIron), Bevel: 2, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.6}
	c.Draw(brush.Polygon(WheelX-14, BeamY+16, WheelX+14, BeamY+16, WheelX+5, WheelY, WheelX-5, WheelY).Grow(1), iron)
	c.Draw(brush.RBox(WheelX-20, BeamY-4, WheelX+20, BeamY+4, 2), iron)
	for _, x := range [4]float64{TowerX1 - 40, 360, WheelX - 28, WheelX + 28} {
		c.Draw(brush.Circle(x, BeamY+9, 2.2), iron)
	}
}

// drawGallery draws the wooden gallery that runs on from the ledge behind
// both ropes, hung from the beam's end and propped from the wall: the
// prisoners walk along it, behind the ropes, to whichever basket is up.
func drawGallery(c *brush.Canvas) {
	wood := brush.Mat{Col: brush.Hex(cWood), Bevel: 2.5, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.7}
	iron := brush.Mat{Col: brush.Hex(cIron), Bevel: 1.5, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.5}
	// The prop from the wall and the hanger from the beam.
	c.Draw(brush.Bar(TowerX1+2, LedgeY+78, LedgeX1+70, LedgeY+10, 4), wood)
	c.Draw(brush.Bar(GalleryX1-10, BeamY+16, GalleryX1-10, LedgeY+4, 1.8), iron)
	// The planks, a joist under them, and their ends.
	c.Draw(brush.RBox(LedgeX1-8, LedgeY+9, GalleryX1, LedgeY+14, 1.5), brush.Mat{Col: brush.Hex(cWoodDark), Bevel: 1.5, Line: brush.Hex(cInk), LineW: 0.6})
	c.Fill(brush.RBox(LedgeX1-8, LedgeY, GalleryX1, LedgeY+10, 1.5), func(x, y, d float64) brush.RGB {
		col := wood.At(brush.RBox(0, 0, 1, 1, 0), x, y, d)
		col = col.Mul(0.92 + 0.14*math.Sin(y*1.7+brush.FBM(x/16, y/2, 2, 71)*5))
		if d > -0.8 || math.Mod(x-LedgeX1, 27) < 0.9 {
			col = brush.Hex(cInk)
		} else if y < LedgeY+2.5 {
			col = col.Mul(1.18)
		}
		return col
	})
	c.Draw(brush.Circle(GalleryX1-10, LedgeY+5, 2.2), iron)
}

// drawLeverPost draws the post the lever turns on, by the baskets.
func drawLeverPost(c *brush.Canvas) {
	wood := brush.Mat{Col: brush.Hex(cWood), Bevel: 3, Gloss: 0.15, Shine: 10, Line: brush.Hex(cInk), LineW: 0.8}
	c.Draw(brush.RBox(LeverX-9, LeverY-8, LeverX+9, GroundY+4, 2), wood)
	c.Draw(brush.RBox(LeverX-16, GroundY-4, LeverX+16, GroundY+6, 2), brush.Mat{Col: brush.Hex(cStoneDark), Bevel: 2, Line: brush.Hex(cInk), LineW: 0.7})
	c.Draw(brush.Circle(LeverX, LeverY, 7), brush.Mat{Col: brush.Hex(cIron), Bevel: 3, Gloss: 0.5, Shine: 20, Line: brush.Hex(cInk), LineW: 0.6})
}
