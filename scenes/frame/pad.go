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
	shown []PadKey   // how each key looks this frame
	acts  []PadAct   // how each action looks this frame
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

// DrawKeys draws the keys on tile pictures, each label from style of the
// sheet, and the count still to place in a key's corner in muted (on keys
// of 40 or more); key says how key i looks. No key overlaps another, so
// the tiles, the labels and the counts are drawn a pass each, one draw
// call a pass.
func (p *Pad) DrawKeys(dst *ebiten.Image, ctx *ui.Context, sp *ui.Sprites, sheet *Glyphs, style int, tile *ebiten.Image, muted color.RGBA, key func(i int) PadKey) {
	v, f := ctx.View, ctx.Fonts
	hover := ctx.In.Hover(p.Keys.At)
	cs := ui.Style{Size: max(12, math.Round(p.Keys.W*0.22)), Color: muted, Align: ui.Right}
	p.shown = p.shown[:0]
	for i := 0; i < p.Keys.N; i++ {
		p.shown = append(p.shown, key(i))
	}
	p.tiles.Gather()
	for i, k := range p.shown {
		r := p.Keys.Rect(i)
		b := 1.0
		if i == hover {
			b = 1.06
		}
		if k.Done {
			b = 0.72
		}
		p.DrawTile(dst, v, tile, r.X, r.Y, r.W, r.W, b)
		if ctx.Boxes != nil {
			ctx.Boxes.AddView(ui.KindButton, sheet.Label(i+1), v, r.X, r.Y, r.W, r.W)
		}
	}
	p.tiles.Flush()
	sp.Gather()
	for i, k := range p.shown {
		r := p.Keys.Rect(i)
		sheet.Draw(dst, v, sp, style, i+1, r.X+r.W/2, r.Y+r.W/2-r.W*0.05, 1, k.Ink)
	}
	sp.Flush()
	f.Gather()
	for i, k := range p.shown {
		r := p.Keys.Rect(i)
		x, y, s := r.X, r.Y, r.W
		if k.Left > 0 && s >= 40 {
			f.DrawNumber(dst, v, k.Left, x+s-4-f.NumberWidth(k.Left, cs), y+s-cs.Size-5, cs)
		}
	}
	f.Flush()
}

// DrawActs draws the actions on wide tile pictures with their words; act
// says how action i looks. As with the keys, the tiles, the frames of
// those on and the words are drawn a pass each.
func (p *Pad) DrawActs(dst *ebiten.Image, ctx *ui.Context, wide *ebiten.Image, act func(i int) PadAct) {
	v, f := ctx.View, ctx.Fonts
	hover := ctx.In.Hover(p.Acts.At)
	p.acts = p.acts[:0]
	for i := 0; i < p.Acts.N; i++ {
		p.acts = append(p.acts, act(i))
	}
	p.tiles.Gather()
	for i, a := range p.acts {
		r := p.Acts.Rect(i)
		b := 1.0
		switch {
		case a.Off:
			b = 0.6
		case i == hover:
			b = 1.06
		}
		p.DrawTile(dst, v, wide, r.X, r.Y, r.W, r.H, b)
		if ctx.Boxes != nil {
			ctx.Boxes.AddView(ui.KindButton, a.Words, v, r.X, r.Y, r.W, r.H)
		}
	}
	p.tiles.Flush()
	ctx.Paint.Gather()
	for i, a := range p.acts {
		if r := p.Acts.Rect(i); a.On {
			ctx.Paint.Frame(dst, v, r.X+3, r.Y+3, r.W-8, r.H-9, 2, ui.Accent)
		}
	}
	ctx.Paint.Flush()
	f.Gather()
	for i, a := range p.acts {
		r := p.Acts.Rect(i)
		f.Draw(dst, v, a.Words, r.X+r.W/2, r.Y+(r.H-p.Label)/2-2, ui.Style{Size: p.Label, Bold: true, Color: a.Ink, Align: ui.Center})
	}
	f.Flush()
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
