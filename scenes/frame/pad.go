package frame

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Pad is a grid puzzle's number pad: a block of keys, one for each label
// a cell may hold (digits 1 to 9 or 16, letters), each a tile picture with
// its label from a Glyphs sheet and how many are still to place, and a
// block of actions (erase, pencil, hint …), each a wide tile with its
// words. A key or an action under the pointer brightens. The pad knows
// no puzzle: the scene says, key by key and action by action, how each
// looks this frame.
type Pad struct {
	Keys  Tiles   // the keys, key i the label i+1
	Acts  Tiles   // the actions
	W     float64 // how wide the pad lies, on a phone (NarrowPad)
	Label float64 // the actions' text size
	Short bool    // the actions show their short words

	tiles ui.Sprites // the tile pictures, one pixel a pixel: gathered a pass
	shown []PadKey   // how each key looks (Look)
	acts  []PadAct   // how each action looks (Look)
	// hoverKey and hoverAct are the key and the action under the
	// pointer (Look), or -1.
	hoverKey, hoverAct int
}

// PadKey is how a key looks this frame.
type PadKey struct {
	Ink  color.RGBA // its label's colour
	Done bool       // every one placed: the key is dimmed
	Left int        // how many are still to place, in its corner when above 0
}

// PadAct is how an action looks this frame.
type PadAct struct {
	Words string     // the action's words
	Ink   color.RGBA // their colour
	Off   bool       // it cannot be used now: dimmed, no hover
	On    bool       // its mode is on or its card open: framed in the accent
}

// NarrowPad lays out a pad of n keys in cols columns and acts actions on a
// phone, its tiles tile square, gap apart, from x, y: upright, the
// actions in two columns beside the keys, the lower block in the middle
// of the higher, w wide in all; tall, in a column, the actions in three
// columns under the keys. Label and Short are left to the scene.
func NarrowPad(x, y, w, tile, gap float64, n, cols, acts int, tall bool) Pad {
	p := Pad{Keys: Tiles{X: x, Y: y, W: tile, H: tile, Gap: gap, Cols: cols, N: n},
		Acts: Tiles{H: tile, Gap: gap, Cols: 2, N: acts}, W: w}
	rows := (n + cols - 1) / cols
	block := float64(cols)*tile + float64(cols-1)*gap
	if tall {
		cw := max(block, 3*tile+2*gap)
		p.Keys.X = x + math.Floor((cw-block)/2)
		p.Acts.X, p.Acts.Y = x, y+float64(rows)*(tile+gap)+gap
		p.Acts.Cols = 3
		p.Acts.W = (cw - 2*gap) / 3
		p.W = cw
		return p
	}
	p.Acts.X, p.Acts.Y = x+block+2*gap, y
	p.Acts.W = (x + w - p.Acts.X - gap) / 2
	keysH := float64(rows)*(tile+gap) - gap
	actRows := float64((acts + 1) / 2)
	actsH := actRows*tile + (actRows-1)*gap
	if keysH < actsH {
		p.Keys.Y = y + math.Floor((actsH-keysH)/2)
	} else {
		p.Acts.Y = y + math.Floor((keysH-actsH)/2)
	}
	return p
}

// Bottom is the lowest edge of the keys and the actions.
func (p *Pad) Bottom() float64 { return max(p.Acts.Bottom(), p.Keys.Bottom()) }

// KeyCentre is the middle of the key of label k.
func (p *Pad) KeyCentre(k int) (float64, float64) {
	t := p.Keys.Rect(k - 1)
	return t.X + t.W/2, t.Y + t.H/2
}

// DrawTile draws a tile picture stretched to w×h at x, y, its colour
// scaled by b (below 1 dims, above brightens); between the pad's passes
// it is gathered.
func (p *Pad) DrawTile(dst *ebiten.Image, v ui.View, img *ebiten.Image, x, y, w, h, b float64) {
	r := img.Bounds()
	p.tiles.Res = 1
	p.tiles.Lit(dst, v, img, x, y, w/float64(r.Dx()), h/float64(r.Dy()), b)
}

// PadArt is what a pad is drawn with.
type PadArt struct {
	Sprites *ui.Sprites   // draws the keys' labels, gathered a pass
	Sheet   *Glyphs       // the keys' labels
	Style   int           // the labels' style in the sheet
	Tile    *ebiten.Image // a key's tile picture
	Wide    *ebiten.Image // an action's tile picture
	Muted   color.RGBA    // the counts' colour
}

// Look notes how the pad looks now: key says how key i looks, act how
// action i does, and the pointer which key or action brightens. It
// returns a sum of all that, which changes whenever the pad's picture
// would while it lies where it does: a frame that keeps the pad on its
// static layer (Stiller) paints it again when it does (and whenever the
// layout changes).
func (p *Pad) Look(ctx *ui.Context, key func(i int) PadKey, act func(i int) PadAct) uint64 {
	p.hoverKey = ctx.In.Hover(p.Keys.At)
	p.hoverAct = ctx.In.Hover(p.Acts.At)
	p.shown = p.shown[:0]
	for i := 0; i < p.Keys.N; i++ {
		p.shown = append(p.shown, key(i))
	}
	p.acts = p.acts[:0]
	for i := 0; i < p.Acts.N; i++ {
		p.acts = append(p.acts, act(i))
	}
	h := newKeyHash()
	h.int(p.hoverKey)
	h.int(p.hoverAct)
	for _, k := range p.shown {
		h.rgba(k.Ink)
		h.bool(k.Done)
		h.int(k.Left)
	}
	for _, a := range p.acts {
		h.str(a.Words)
		h.rgba(a.Ink)
		h.bool(a.Off)
		h.bool(a.On)
	}
	return uint64(h)
}

// Draw draws the pad as it is now: Look, then Paint.
func (p *Pad) Draw(dst *ebiten.Image, ctx *ui.Context, art PadArt, key func(i int) PadKey, act func(i int) PadAct) {
	p.Look(ctx, key, act)
	p.Paint(dst, ctx, art)
}

// Paint draws the pad as Look last saw it, reading no input: the keys on
// tile pictures, each label from the sheet, the count still to place in
// a key's corner (on keys of 40 or more), and the actions on wide tile
// pictures with their words, those on framed in the accent. No key or
// action overlaps another, so the tiles, the labels, the frames and the
// words are drawn a pass each, one draw call a pass. It lists the pad as
// List does.
func (p *Pad) Paint(dst *ebiten.Image, ctx *ui.Context, art PadArt) {
	p.List(ctx, art.Sheet)
	boxes, rec := ctx.Boxes, ctx.Fonts.Rec
	ctx.Boxes, ctx.Fonts.Rec = nil, nil
	defer func() { ctx.Boxes, ctx.Fonts.Rec = boxes, rec }()
	v, f := ctx.View, ctx.Fonts
	p.tiles.Gather()
	for i, k := range p.shown {
		r := p.Keys.Rect(i)
		b := 1.0
		if i == p.hoverKey {
			b = 1.06
		}
		if k.Done {
			b = 0.72
		}
		p.DrawTile(dst, v, art.Tile, r.X, r.Y, r.W, r.W, b)
	}
	for i, a := range p.acts {
		r := p.Acts.Rect(i)
		b := 1.0
		switch {
		case a.Off:
			b = 0.6
		case i == p.hoverAct:
			b = 1.06
		}
		p.DrawTile(dst, v, art.Wide, r.X, r.Y, r.W, r.H, b)
	}
	p.tiles.Flush()
	art.Sprites.Gather()
	for i, k := range p.shown {
		r := p.Keys.Rect(i)
		art.Sheet.Draw(dst, v, art.Sprites, art.Style, i+1, r.X+r.W/2, r.Y+r.W/2-r.W*0.05, 1, k.Ink)
	}
	art.Sprites.Flush()
	ctx.Paint.Gather()
	for i, a := range p.acts {
		if r := p.Acts.Rect(i); a.On {
			ctx.Paint.Frame(dst, v, r.X+3, r.Y+3, r.W-8, r.H-9, 2, ui.Accent)
		}
	}
	ctx.Paint.Flush()
	f.Gather()
	cs := p.countStyle(art.Muted)
	for i, k := range p.shown {
		if x, y, ok := p.countAt(f, i, k, cs); ok {
			f.DrawNumber(dst, v, k.Left, x, y, cs)
		}
	}
	for i, a := range p.acts {
		x, y, st := p.wordsAt(i, a)
		f.Draw(dst, v, a.Words, x, y, st)
	}
	f.Flush()
}

// List lists the pad as Look last saw it: each key and action as a
// button in ctx.Boxes, the counts and the actions' words as text in the
// fonts' record. A frame that keeps the pad on its static layer has
// DrawPart list it, so the list follows the pad as it changes.
func (p *Pad) List(ctx *ui.Context, sheet *Glyphs) {
	v, f := ctx.View, ctx.Fonts
	if ctx.Boxes != nil {
		for i := range p.shown {
			r := p.Keys.Rect(i)
			ctx.Boxes.AddView(ui.KindButton, sheet.Label(i+1), v, r.X, r.Y, r.W, r.W)
		}
		for i, a := range p.acts {
			r := p.Acts.Rect(i)
			ctx.Boxes.AddView(ui.KindButton, a.Words, v, r.X, r.Y, r.W, r.H)
		}
	}
	if f.Rec == nil {
		return
	}
	cs := p.countStyle(color.RGBA{})
	ns := cs
	ns.Align = ui.Left // as DrawNumber lists it, from its left edge
	for i, k := range p.shown {
		if x, y, ok := p.countAt(f, i, k, cs); ok {
			f.List("number", v, x, y, f.NumberWidth(k.Left, cs), ns)
		}
	}
	for i, a := range p.acts {
		x, y, st := p.wordsAt(i, a)
		f.List(a.Words, v, x, y, f.Width(a.Words, st), st)
	}
}

// Box is the rectangle the keys and the actions cover.
func (p *Pad) Box() ui.Rect {
	x0, y0 := min(p.Keys.X, p.Acts.X), min(p.Keys.Y, p.Acts.Y)
	// The first row of each is its widest.
	x1 := max(p.Keys.Rect(min(p.Keys.N, p.Keys.Cols)-1).Right(), p.Acts.Rect(min(p.Acts.N, p.Acts.Cols)-1).Right())
	return ui.R(x0, y0, x1-x0, p.Bottom()-y0)
}

// countStyle is the style of the counts on the keys.
func (p *Pad) countStyle(muted color.RGBA) ui.Style {
	return ui.Style{Size: max(12, math.Round(p.Keys.W*0.22)), Color: muted, Align: ui.Right}
}

// countAt is where key i's count lies, if it shows one.
func (p *Pad) countAt(f *ui.Fonts, i int, k PadKey, cs ui.Style) (x, y float64, ok bool) {
	r := p.Keys.Rect(i)
	s := r.W
	if k.Left <= 0 || s < 40 {
		return 0, 0, false
	}
	return r.X + s - 4 - f.NumberWidth(k.Left, cs), r.Y + s - cs.Size - 5, true
}

// wordsAt is where action i's words lie, and their style.
func (p *Pad) wordsAt(i int, a PadAct) (x, y float64, st ui.Style) {
	r := p.Acts.Rect(i)
	return r.X + r.W/2, r.Y + (r.H-p.Label)/2 - 2, ui.Style{Size: p.Label, Bold: true, Color: a.Ink, Align: ui.Center}
}

// DrawDragged draws key k (0 for none) under the pointer while it is
// dragged onto the board: its tile and its label in ink from style of the
// sheet, as large on the screen as on the pad whatever the scale of the
// part it is drawn in (the pointer far away when it is over another part).
func (p *Pad) DrawDragged(dst *ebiten.Image, ctx *ui.Context, sp *ui.Sprites, sheet *Glyphs, style int, tile *ebiten.Image, k int, ink color.RGBA) {
	in := ctx.In
	if k <= 0 || !in.Down || in.X < -1e5 || sheet.Scale() <= 0 {
		return
	}
	v := ctx.View
	t := p.Keys.W * sheet.Scale() / v.Scale
	p.DrawTile(dst, v, tile, in.X-t/2, in.Y-t/2, t, t, 1)
	sheet.Draw(dst, v, sp, style, k, in.X, in.Y, 1, ink)
}
