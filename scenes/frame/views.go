package frame

import "puzzleworks/scenes/ui"

// InPart reports whether ctx.View is part i's: the frame hands the
// pointer to the part under it in that part's view.
func (f *shell) InPart(ctx *ui.Context, i int) bool {
	return i >= 0 && i < len(f.Layout.Views) && ctx.View == f.Layout.Views[i]
}

// PointIn is the pointer, given in the coordinates of the part the frame
// handed it to (ctx.View), in the design coordinates of part i (as given,
// for no such part).
func (f *shell) PointIn(ctx *ui.Context, i int) (float64, float64) {
	in := ctx.In
	if i < 0 || i >= len(f.Layout.Views) {
		return in.X, in.Y
	}
	px, py := ctx.View.Pt(in.X, in.Y)
	return f.Layout.Views[i].ToLogical(float64(px), float64(py))
}

// MoveTo hands the pointer to part i: ctx.In's place and ctx.View in that
// part's coordinates (nothing, for no such part).
func (f *shell) MoveTo(ctx *ui.Context, i int) {
	if i < 0 || i >= len(f.Layout.Views) {
		return
	}
	ctx.In.X, ctx.In.Y = f.PointIn(ctx, i)
	ctx.View = f.Layout.Views[i]
}
