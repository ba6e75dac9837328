package pulleyart

import (
	"image"
	"puzzleworks/sprites/brush"
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
func FigureRGBA(k Kind) *image.RGBA { return PaintFigure(k, brush.Detail{}) }

// PaintFigure is FigureRGBA painted at detail d (a draft first; see
// sprites.Stage).
func PaintFigure(k Kind, d brush.Detail) *image.RGBA {
	c := brush.NewCanvasDetail(FigW, FigH, d)
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
	return c.Image()
}

func drawPerson(c *brush.Canvas, f figure) {
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
	cloth := brush.Mat{Col: brush.Hex(f.cloth), Bevel: 5, Gloss: 0.2, Shine: 10, Line: brush.Hex(cInk), LineW: 0.7}
	skin := brush.Mat{Col: brush.Hex(cSkin), Bevel: 3, Gloss: 0.15, Shine: 12, Line: brush.Hex(cInk), LineW: 0.6}
	hair := brush.Mat{Col: brush.Hex(f.hair), Bevel: 2.5, Gloss: 0.25, Shine: 14, Line: brush.Hex(cInk), LineW: 0.6}
	trim := brush.Mat{Col: brush.Hex(f.trim), Bevel: 1.5, Gloss: 0.4, Shine: 18, Line: brush.Hex(cInk), LineW: 0.5}

	if f.longHair {
		// Hair falls behind the shoulders.
		c.Draw(brush.RBox(cx-headR-1.5, headCY-2, cx+headR+1.5, shoulder+headR*1.6, headR), hair)
	}
	var body brush.Shape
	if f.gown {
		hem := w * 1.35
		body = brush.Polygon(cx-w*0.62, shoulder, cx+w*0.62, shoulder, cx+hem, feet-1, cx-hem, feet-1)
		body = body.Grow(1.5)
	} else {
		legTop := feet - f.height*0.34
		for _, dx := range [2]float64{-w * 0.32, w * 0.32} {
			c.Draw(brush.Capsule(cx+dx, legTop, cx+dx, feet-4, 3), brush.Mat{Col: brush.Hex(0x4a3a2c), Bevel: 2, Line: brush.Hex(cInk), LineW: 0.6})
			c.Draw(brush.RBox(cx+dx-4, feet-6, cx+dx+4.5, feet, 2), brush.Mat{Col: brush.Hex(0x3a2618), Bevel: 1.5, Gloss: 0.3, Shine: 14, Line: brush.Hex(cInk), LineW: 0.5})
		}
		body = brush.Polygon(cx-w*0.6, shoulder, cx+w*0.6, shoulder, cx+w*0.85, legTop+6, cx-w*0.85, legTop+6).Grow(1.5)
	}
	// Arms behind the body's edge.
	armEnd := shoulder + f.height*0.3
	for _, s := range [2]float64{-1, 1} {
		c.Draw(brush.Capsule(cx+s*w*0.62, shoulder+3, cx+s*w*0.86, armEnd, 3.2), cloth)
		c.Draw(brush.Circle(cx+s*w*0.86, armEnd+2.5, 2.8), skin)
	}
	c.Draw(body, cloth)
	// A belt or a hem band.
	if f.gown {
		c.Draw(brush.Bar(cx-w*1.28, feet-5, cx+w*1.28, feet-5, 1.6), trim)
		c.Draw(brush.Bar(cx-w*0.66, shoulder+f.height*0.2, cx+w*0.66, shoulder+f.height*0.2, 1.4), trim)
	} else {
		c.Draw(brush.Bar(cx-w*0.8, feet-f.height*0.34, cx+w*0.8, feet-f.height*0.34, 1.8), trim)
	}
	c.Draw(brush.RBox(cx-2.5, neck-2, cx+2.5, shoulder+1, 1), skin)
	c.Draw(brush.Circle(cx, headCY, headR), skin)
	// Hair on top of the head.
	cap := brush.Circle(cx, headCY-1, headR+1).And(brush.RBox(cx-headR-2, headCY-headR-3, cx+headR+2, headCY-headR*0.25, 0))
	c.Draw(cap, hair)
	if f.beard {
		c.Draw(brush.Polygon(cx-headR*0.9, headCY+1, cx+headR*0.9, headCY+1, cx, headCY+headR*2.1).Grow(1.5), hair)
	}
	// Eyes and a mouth.
	for _, s := range [2]float64{-1, 1} {
		c.Fill(brush.Circle(cx+s*headR*0.36, headCY+0.5, 0.9), brush.Solid(brush.Hex(cInk)))
	}
	if !f.beard {
		c.Fill(brush.Capsule(cx-1.5, headCY+headR*0.5, cx+1.5, headCY+headR*0.5, 0.45), brush.Solid(brush.Hex(0x8a3a2a)))
	}
	if f.crown {
		y0 := headCY - headR*0.55
		h := f.height * 0.1
		crown := brush.Polygon(cx-headR, y0, cx+headR, y0, cx+headR+1, y0-h, cx+headR*0.45, y0-h*0.5, cx, y0-h*1.1, cx-headR*0.45, y0-h*0.5, cx-headR-1, y0-h)
		c.Draw(crown, brush.Mat{Col: brush.Hex(cGold), Bevel: 1.5, Gloss: 0.7, Shine: 24, Line: brush.Hex(cInk), LineW: 0.5})
		c.Draw(brush.Circle(cx, y0-h*0.35, 1.4), brush.Mat{Col: brush.Hex(0xd0303a), Bevel: 1, Gloss: 0.8, Shine: 24})
	}
}

func drawCannonball(c *brush.Canvas) {
	cx := float64(FigW) / 2
	r := 15.0
	c.FillEdge(brush.RBox(cx-r, FigFeet-3, cx+r, FigFeet+1, 2), 2, brush.Solid(brush.RGB{A: 0.35}))
	c.Draw(brush.Circle(cx, FigFeet-r, r), brush.Mat{Col: brush.Hex(0x2d3138), Bevel: r, Gloss: 0.8, Shine: 30, Line: brush.Hex(cInk), LineW: 0.7})
}

func drawSack(c *brush.Canvas) {
	cx := float64(FigW) / 2
	feet := float64(FigFeet)
	body := brush.Blob(6, brush.RBox(cx-15, feet-28, cx+15, feet, 9), brush.Circle(cx, feet-30, 7))
	sack := brush.Mat{Col: brush.Hex(0xb49a6a), Bevel: 6, Gloss: 0.1, Shine: 8, Line: brush.Hex(cInk), LineW: 0.7}
	c.Draw(body, sack)
	c.Draw(brush.Polygon(cx-5, feet-34, cx+5, feet-34, cx+8, feet-40, cx-8, feet-40).Grow(1), sack)
	c.Draw(brush.Bar(cx-7, feet-33, cx+7, feet-33, 1.5), brush.Mat{Col: brush.Hex(cRope), Bevel: 1, Line: brush.Hex(cInk), LineW: 0.4})
}
