package tower

import (
	"image"
	"strings"
)

// Figures: every person and object is drawn on a FigW×FigH logical canvas.
// Anchor: the feet (or the bottom of the object) at (FigW/2, FigFeet).
const (
	FigW    = 52
	FigH    = 100
	FigFeet = 98
)

// Kind is the look of an item.
type Kind int

// The kinds of figures.
const (
	Queen Kind = iota
	King
	Daughter
	Son
	Prisoner  // any other person, in a brown tunic
	Prisoner2 // in green
	Prisoner3 // in blue
	Cannonball
	Sack // any other object
	KindCount
)

// KindOf picks the look of the item called name, the index-th of its
// puzzle: the classic names have their own figures; other people and other
// objects get a prisoner or a sack.
func KindOf(name string, person bool, index int) Kind {
	n := strings.ToLower(name)
	if person {
		switch {
		case strings.Contains(n, "queen"):
			return Queen
		case strings.Contains(n, "king"):
			return King
		case strings.Contains(n, "daughter") || strings.Contains(n, "princess") || strings.Contains(n, "girl"):
			return Daughter
		case strings.Contains(n, "son") || strings.Contains(n, "prince") || strings.Contains(n, "boy"):
			return Son
		}
		return Prisoner + Kind(index%3)
	}
	if strings.Contains(n, "ball") || strings.Contains(n, "shot") {
		return Cannonball
	}
	return Sack
}

// Height is how tall the figure of kind k stands, in logical pixels: where
// its tag hangs above.
func (k Kind) Height() float64 {
	switch k {
	case Queen:
		return 86
	case King:
		return 90
	case Daughter:
		return 68
	case Son:
		return 64
	case Cannonball:
		return 30
	case Sack:
		return 38
	}
	return 74
}

// figure describes a person to draw.
type figure struct {
	height      float64 // feet to the top of the head
	gown        bool    // a long dress to the ground; else a tunic and legs
	cloth, trim uint32
	hair        uint32
	longHair    bool
	beard       bool
	crown       bool
	width       float64 // shoulders
}

var figures = [...]figure{
	Queen:     {height: 86, gown: true, cloth: 0x7b2d8e, trim: cGold, hair: 0x8a4b22, longHair: true, crown: true, width: 17},
	King:      {height: 90, gown: true, cloth: 0x2b4c9b, trim: 0xf1ece0, hair: 0x9a9a9a, beard: true, crown: true, width: 19},
	Daughter:  {height: 68, gown: true, cloth: 0x3e9b6b, trim: 0xf6e7b0, hair: 0xd9a441, longHair: true, width: 13},
	Son:       {height: 64, cloth: 0xc0502f, trim: cGold, hair: 0x5b3a1e, width: 13},
	Prisoner:  {height: 74, cloth: 0x8b6a45, trim: 0x5e4a33, hair: 0x3b2a1a, width: 15},
	Prisoner2: {height: 74, cloth: 0x5d7f3a, trim: 0x3c5426, hair: 0x6b4226, width: 15},
	Prisoner3: {height: 74, cloth: 0x4a6f91, trim: 0x2f4a63, hair: 0x1f1a16, width: 15},
}

// FigureRGBA draws the figure of kind k.
func FigureRGBA(k Kind) *image.RGBA {
	c := newCanvas(FigW, FigH)
	switch k {
	case Cannonball:
		drawCannonball(c)
	case Sack:
		drawSack(c)
	default:
		if k >= 0 && int(k) < len(figures) {
			drawPerson(c, figures[k])
		}
	}
	return c.img
}

func drawPerson(c *canvas, f figure) {
	cx := float64(FigW) / 2
	feet := float64(FigFeet)
	top := feet - f.height
	headR := f.height * 0.085
	if headR < 6 {
		headR = 6
	}
	headCY := top + headR + 1
	if f.crown {
		headCY += f.height * 0.1
		headR = f.height * 0.075
	}
	neck := headCY + headR
	shoulder := neck + 2
	w := f.width
	cloth := mat{col: hex(f.cloth), bevel: 5, gloss: 0.2, shine: 10, line: hex(cInk), lineW: 0.7}
	skin := mat{col: hex(cSkin), bevel: 3, gloss: 0.15, shine: 12, line: hex(cInk), lineW: 0.6}
	hair := mat{col: hex(f.hair), bevel: 2.5, gloss: 0.25, shine: 14, line: hex(cInk), lineW: 0.6}
	trim := mat{col: hex(f.trim), bevel: 1.5, gloss: 0.4, shine: 18, line: hex(cInk), lineW: 0.5}

	if f.longHair {
		// Hair falls behind the shoulders.
		c.draw(rbox(cx-headR-1.5, headCY-2, cx+headR+1.5, shoulder+headR*1.6, headR), hair)
	}
	var body shape
	if f.gown {
		hem := w * 1.35
		body = polygon(cx-w*0.62, shoulder, cx+w*0.62, shoulder, cx+hem, feet-1, cx-hem, feet-1)
		body = body.grow(1.5)
	} else {
		legTop := feet - f.height*0.34
		for _, dx := range [2]float64{-w * 0.32, w * 0.32} {
			c.draw(capsule(cx+dx, legTop, cx+dx, feet-4, 3), mat{col: hex(0x4a3a2c), bevel: 2, line: hex(cInk), lineW: 0.6})
			c.draw(rbox(cx+dx-4, feet-6, cx+dx+4.5, feet, 2), mat{col: hex(0x3a2618), bevel: 1.5, gloss: 0.3, shine: 14, line: hex(cInk), lineW: 0.5})
		}
		body = polygon(cx-w*0.6, shoulder, cx+w*0.6, shoulder, cx+w*0.85, legTop+6, cx-w*0.85, legTop+6).grow(1.5)
	}
	// Arms behind the body's edge.
	armEnd := shoulder + f.height*0.3
	for _, s := range [2]float64{-1, 1} {
		c.draw(capsule(cx+s*w*0.62, shoulder+3, cx+s*w*0.86, armEnd, 3.2), cloth)
		c.draw(circle(cx+s*w*0.86, armEnd+2.5, 2.8), skin)
	}
	c.draw(body, cloth)
	// A belt or a hem band.
	if f.gown {
		c.draw(bar(cx-w*1.28, feet-5, cx+w*1.28, feet-5, 1.6), trim)
		c.draw(bar(cx-w*0.66, shoulder+f.height*0.2, cx+w*0.66, shoulder+f.height*0.2, 1.4), trim)
	} else {
		c.draw(bar(cx-w*0.8, feet-f.height*0.34, cx+w*0.8, feet-f.height*0.34, 1.8), trim)
	}
	c.draw(rbox(cx-2.5, neck-2, cx+2.5, shoulder+1, 1), skin)
	c.draw(circle(cx, headCY, headR), skin)
	// Hair on top of the head.
	cap := circle(cx, headCY-1, headR+1).and(rbox(cx-headR-2, headCY-headR-3, cx+headR+2, headCY-headR*0.25, 0))
	c.draw(cap, hair)
	if f.beard {
		c.draw(polygon(cx-headR*0.9, headCY+1, cx+headR*0.9, headCY+1, cx, headCY+headR*2.1).grow(1.5), hair)
	}
	// Eyes and a mouth.
	for _, s := range [2]float64{-1, 1} {
		c.fill(circle(cx+s*headR*0.36, headCY+0.5, 0.9), solid(hex(cInk)))
	}
	if !f.beard {
		c.fill(capsule(cx-1.5, headCY+headR*0.5, cx+1.5, headCY+headR*0.5, 0.45), solid(hex(0x8a3a2a)))
	}
	if f.crown {
		y0 := headCY - headR*0.55
		h := f.height * 0.1
		crown := polygon(cx-headR, y0, cx+headR, y0, cx+headR+1, y0-h, cx+headR*0.45, y0-h*0.5, cx, y0-h*1.1, cx-headR*0.45, y0-h*0.5, cx-headR-1, y0-h)
		c.draw(crown, mat{col: hex(cGold), bevel: 1.5, gloss: 0.7, shine: 24, line: hex(cInk), lineW: 0.5})
		c.draw(circle(cx, y0-h*0.35, 1.4), mat{col: hex(0xd0303a), bevel: 1, gloss: 0.8, shine: 24})
	}
}

func drawCannonball(c *canvas) {
	cx := float64(FigW) / 2
	r := 15.0
	c.fillEdge(rbox(cx-r, FigFeet-3, cx+r, FigFeet+1, 2), 2, solid(rgb{0, 0, 0, 0.35}))
	c.draw(circle(cx, FigFeet-r, r), mat{col: hex(0x2d3138), bevel: r, gloss: 0.8, shine: 30, line: hex(cInk), lineW: 0.7})
}

func drawSack(c *canvas) {
	cx := float64(FigW) / 2
	feet := float64(FigFeet)
	body := blob(6, rbox(cx-15, feet-28, cx+15, feet, 9), circle(cx, feet-30, 7))
	sack := mat{col: hex(0xb49a6a), bevel: 6, gloss: 0.1, shine: 8, line: hex(cInk), lineW: 0.7}
	c.draw(body, sack)
	c.draw(polygon(cx-5, feet-34, cx+5, feet-34, cx+8, feet-40, cx-8, feet-40).grow(1), sack)
	c.draw(bar(cx-7, feet-33, cx+7, feet-33, 1.5), mat{col: hex(cRope), bevel: 1, line: hex(cInk), lineW: 0.4})
}
