package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/gifenc"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/ui"
)

// Recording limits and defaults.
const (
	// DefaultFPS is the frame rate of a recording: every second tick.
	DefaultFPS = 30
	// MaxFPS is the highest frame rate: a GIF's delays are counted in
	// hundredths of a second, and viewers slow frames of less than two to
	// a tenth.
	MaxFPS = 30
	// MinSide and MaxSide bound a recording's or picture's width and height
	// in device pixels.
	MinSide = 64
	MaxSide = 4096
	// DefaultHold is how long the last frame stays, so a viewer sees the
	// end before the loop starts again.
	DefaultHold = 90
	// maxRecordTicks bounds a recording (an hour of ticks): a history that
	// does not come to rest is refused rather than recorded for ever.
	maxRecordTicks = 60 * 60 * 60
	// samples is how many frames, spread over the recording, the palette
	// is made from.
	samples = 32
)

// ErrCanceled is the error of a recording the player stopped.
var ErrCanceled = errors.New("recording canceled")

// RecordOptions say what a recording makes.
type RecordOptions struct {
	Width, Height int     // the picture's size in CSS pixels (ui.Width×ui.Height when 0)
	Scale         float64 // device pixels per CSS pixel (1 when 0)
	FPS           int     // frames a second, 1 to MaxFPS (DefaultFPS when 0)
	// Ticks records this many ticks; 0 records the history to its end
	// (the logical position: after a replay to the win, the win).
	Ticks int
	// Hold is how many ticks the last frame stays (DefaultHold when 0,
	// none when negative).
	Hold int
	// KeepStatus starts the recording with the status line as it stands
	// (the command line records from the game's first tick); otherwise it
	// starts empty.
	KeepStatus bool
	// FramesPerUpdate is how many frames one update draws and encodes, so
	// the window stays responsive while it records; 0 does it all in one
	// update (the command line, whose window is hidden).
	FramesPerUpdate int
}

// Check reports whether the options can be recorded, with the reason. A
// zero field is a zero, not its default: Record fills in the defaults first.
func (o RecordOptions) Check() error {
	w, h := o.Pixels()
	switch {
	case o.Width < 1 || o.Height < 1:
		return fmt.Errorf("size %dx%d: both sides must be positive", o.Width, o.Height)
	case o.Scale <= 0 || o.Scale > 8:
		return fmt.Errorf("scale %g: must be above 0 and at most 8", o.Scale)
	case w < MinSide || h < MinSide || w > MaxSide || h > MaxSide:
		return fmt.Errorf("size %dx%d pixels: each side must be %d to %d", w, h, MinSide, MaxSide)
	case o.FPS < 1 || o.FPS > MaxFPS:
		return fmt.Errorf("fps %d: must be 1 to %d (GIF frames last whole hundredths of a second)", o.FPS, MaxFPS)
	case o.Ticks < 0:
		return fmt.Errorf("ticks %d: must be 0 or more", o.Ticks)
	}
	return nil
}

func (o RecordOptions) withDefaults() RecordOptions {
	if o.Width == 0 && o.Height == 0 {
		o.Width, o.Height = ui.Width, ui.Height
	}
	if o.Scale == 0 {
		o.Scale = 1
	}
	if o.FPS == 0 {
		o.FPS = DefaultFPS
	}
	if o.Hold == 0 {
		o.Hold = DefaultHold
	}
	return o
}

// Pixels is the size of the picture in device pixels.
func (o RecordOptions) Pixels() (int, int) {
	o = o.withDefaults()
	return int(float64(o.Width)*o.Scale + 0.5), int(float64(o.Height)*o.Scale + 0.5)
}

// Recorded is a finished recording.
type Recorded struct {
	GIF    []byte
	Frames int // frames in the GIF (frames without change merged)
	Ticks  int // ticks recorded, from the first to the last frame's; the hold not counted
	Width  int // in device pixels
	Height int
}

// The phases of a recording: find its length, sample its colours for the
// palette, then draw and encode every frame. Each replays the history from
// the start; ticks cost little, so three passes are cheaper than keeping
// the frames.
const (
	measuring = iota
	sampling
	encoding
)

// recorder replays a scene's history off screen and encodes it.
type recorder struct {
	opts  RecordOptions
	scene ui.Scene
	tape  ui.Tape
	mark  replay.Mark
	to    int  // the entry the replay ends at
	atEnd bool // the game stood at rest at to when the recording began
	done  func(Recorded, error)

	phase  int
	ticks  int // ticks run in this phase
	length int // ticks of the whole recording (found by measuring)
	next   int // the next frame's number
	sample map[int]bool

	status, status0 ui.Status
	in              ui.Input
	prefs           ui.Prefs
	img             *ebiten.Image // the frame drawn last
	drawn           bool          // img holds a frame
	pix             []byte
	hist            *gifenc.Histogram
	enc             *gifenc.Encoder
	out             bytes.Buffer
}

// Recording reports whether a recording is under way.
func (g *Game) Recording() bool { return g.rec != nil }

// Record replays the history of the puzzle showing, from its first entry to
// the logical position, at its current speed, off screen, and encodes it as
// an animated GIF; done receives it (or why not) when it is finished. The
// window shows the recording's progress meanwhile and Esc cancels it; then
// the game is as it was. It fails at once when the options are bad, when
// there is no puzzle showing, or when a recording is already under way.
func (g *Game) Record(opts RecordOptions, done func(Recorded, error)) error {
	opts = opts.withDefaults()
	if err := opts.Check(); err != nil {
		return err
	}
	ps, ok := g.scene.(ui.PuzzleScene)
	if !ok {
		return errors.New("the menu has no game to record: open a puzzle")
	}
	if g.rec != nil {
		return errors.New("a recording is already under way")
	}
	g.Wait()
	tape := ps.Tape()
	r := &recorder{opts: opts, scene: ps, tape: tape, mark: tape.Mark(), to: tape.Target(), done: done,
		atEnd: tape.Idle() && tape.Pos() == tape.Target(), prefs: g.prefs, hist: gifenc.NewHistogram()}
	if opts.KeepStatus {
		r.status0 = g.status
	} else {
		r.status0.Clear()
	}
	w, h := opts.Pixels()
	r.img = ebiten.NewImage(w, h)
	r.pix = make([]byte, 4*w*h)
	r.start(measuring)
	g.rec = r
	return nil
}

// start begins a phase: the history from its first entry, playing.
func (r *recorder) start(phase int) {
	r.phase, r.ticks, r.next = phase, 0, 0
	r.status = r.status0
	r.tape.Rewind(r.to)
}

// frameTick is when frame k is drawn: after that many ticks of the replay
// (the first frame after the first tick, as `shot -ticks 1` draws it).
func (r *recorder) frameTick(k int) int {
	return 1 + (k*gifenc.TicksPerSecond+r.opts.FPS/2)/r.opts.FPS
}

// ended reports whether the replay has reached its end after r.ticks ticks.
func (r *recorder) ended() bool {
	if r.opts.Ticks > 0 {
		return r.ticks >= r.opts.Ticks
	}
	return r.tape.Idle() && r.tape.Pos() == r.to
}

// tick runs one tick of the scene as the game would with no input.
func (r *recorder) tick(g *Game) error {
	r.in.Clear()
	r.in.X, r.in.Y = -1, -1
	ctx := r.context(g)
	if err := r.scene.Update(ctx); err != nil {
		return err
	}
	r.status.Tick()
	r.ticks++
	return nil
}

// context is the scene's context while it is recorded: no input, no
// sound, its own status line and a copy of the settings, so nothing the
// replay says or asks reaches the game.
func (r *recorder) context(g *Game) *ui.Context {
	o := r.opts.withDefaults()
	r.prefs = g.prefs
	css := ui.View{Scale: o.Scale}
	w, h := r.opts.Pixels()
	return &ui.Context{In: &r.in, View: ui.Fit(w, h), CSS: css, Screen: ui.R(0, 0, float64(o.Width), float64(o.Height)), Fonts: g.fonts, Prefs: &r.prefs, Status: &r.status, Paint: g.paint}
}

// draw draws the scene as it stands into the recording's picture and reads
// its pixels back.
func (r *recorder) draw(g *Game) {
	r.img.Fill(background)
	ctx := r.context(g)
	r.scene.Draw(r.img, ctx)
	r.img.ReadPixels(r.pix)
	r.drawn = true
}

// step does one update's share of the recording and reports whether it is
// finished (then done has been called).
func (r *recorder) step(g *Game) bool {
	budget := r.opts.FramesPerUpdate
	if budget <= 0 {
		budget = -1 // no limit
	}
	for budget != 0 {
		finished, drew, err := r.advance(g)
		if err != nil {
			r.finish(g, Recorded{}, err)
			return true
		}
		if finished {
			return true
		}
		if drew && budget > 0 {
			budget--
		}
	}
	return false
}

// advance runs the recording to its next frame (or the next phase) and
// reports whether it has finished and whether a frame was drawn.
//
// Measuring and sampling tick the history alone: a scene's Update changes
// more than its history (a win is announced once, and stays announced),
// so only the pass that is kept runs the scene itself, once, as the game
// would.
func (r *recorder) advance(g *Game) (finished, drew bool, err error) {
	switch r.phase {
	case measuring:
		// In slices, so a long history does not freeze the window.
		for range 2000 {
			r.tape.Tick()
			r.ticks++
			if r.ended() {
				r.length = r.ticks
				r.chooseSamples()
				r.start(sampling)
				return false, false, nil
			}
			if r.ticks >= maxRecordTicks {
				return false, false, fmt.Errorf("the replay does not end within %d minutes", maxRecordTicks/60/60)
			}
		}
		return false, false, nil
	case sampling:
		k := r.next
		r.next++
		at := min(r.frameTick(k), r.length)
		for r.ticks < at {
			r.tape.Tick()
			r.ticks++
		}
		if r.sample[k] || at == r.length {
			r.draw(g)
			r.hist.Add(r.pix)
			drew = true
		}
		if at == r.length {
			w, h := r.opts.Pixels()
			enc, err := gifenc.NewEncoder(&r.out, w, h, r.hist.Palette(gifenc.Colours), r.hist)
			if err != nil {
				return false, drew, err
			}
			r.enc = enc
			r.start(encoding)
		}
		return false, drew, nil
	}
	at := r.frameTick(r.next)
	r.next++
	// The scene runs tick by tick; the end comes when it comes, on the
	// frame rate's beat or not.
	for r.ticks < at && !(r.ticks > 0 && r.ended()) {
		if err := r.tick(g); err != nil {
			return false, false, err
		}
	}
	if r.ticks >= maxRecordTicks {
		return false, false, fmt.Errorf("the replay does not end within %d minutes", maxRecordTicks/60/60)
	}
	r.draw(g)
	if err := r.enc.Add(r.pix, r.ticks); err != nil {
		return false, true, err
	}
	if !r.ended() {
		return false, true, nil
	}
	hold := max(0, r.opts.Hold)
	if err := r.enc.Close(r.ticks + hold); err != nil {
		return false, true, err
	}
	w, h := r.opts.Pixels()
	r.finish(g, Recorded{GIF: r.out.Bytes(), Frames: r.enc.Frames(), Ticks: r.ticks, Width: w, Height: h}, nil)
	return true, true, nil
}

// chooseSamples spreads the frames the palette is made from over the
// recording; the last frame is always sampled too.
func (r *recorder) chooseSamples() {
	n := 1 // frames on the frame rate's beat before the end
	for r.frameTick(n) < r.length {
		n++
	}
	r.sample = map[int]bool{}
	for i := range samples {
		r.sample[i*(n-1)/(samples-1)] = true
	}
}

// Progress is how far the recording has come, 0 to 1.
func (r *recorder) progress() float64 {
	if r.length == 0 {
		return 0
	}
	f := float64(r.ticks) / float64(r.length)
	switch r.phase {
	case measuring:
		return 0
	case sampling:
		return 0.1 * f
	}
	return 0.1 + 0.9*f
}

// finish puts the game back as the player left it and hands the result on.
func (r *recorder) finish(g *Game, res Recorded, err error) {
	if r.phase == encoding && !r.atEnd {
		// The scene has seen the end of the replay (and said the win,
		// once); the game has not yet. A tick at rest at the start lets
		// the scene forget it, so the game's own replay says it again.
		r.tape.Rewind(0)
		r.scene.Update(r.context(g))
	}
	r.tape.Restore(r.mark)
	r.img.Deallocate()
	g.rec = nil
	if r.done != nil {
		r.done(res, err)
	}
}

// cancel stops the recording.
func (r *recorder) cancel(g *Game) { r.finish(g, Recorded{}, ErrCanceled) }

// drawProgress shows the recording on screen: the frame drawn last, and a
// card with the progress.
func (r *recorder) drawProgress(screen *ebiten.Image, g *Game) {
	v := g.view
	var op ebiten.DrawImageOptions
	w, h := r.opts.Pixels()
	s := min(ui.Width/float64(w), ui.Height/float64(h))
	op.GeoM.Scale(s, s)
	op.GeoM.Translate((ui.Width-float64(w)*s)/2, (ui.Height-float64(h)*s)/2)
	v.Apply(&op.GeoM)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.Scale(0.55, 0.55, 0.55, 1)
	if r.drawn {
		screen.DrawImage(r.img, &op)
	}
	ctx := g.context()
	const cw, ch = 460.0, 120.0
	x, y := (ui.Width-cw)/2, (ui.Height-ch)/2
	ctx.Paint.Rect(screen, v, x, y, cw, ch, color.RGBA{0x12, 0x16, 0x20, 0xf4})
	ctx.Paint.Frame(screen, v, x, y, cw, ch, 2, ui.Accent)
	pct := int(100*r.progress() + 0.5)
	ctx.Fonts.Pieces(screen, v, ui.Width/2, y+18, ui.Style{Size: 22, Bold: true, Color: ui.Paper, Align: ui.Center},
		ui.T("Recording a GIF… "), ui.N(pct), ui.T("%"))
	ctx.Paint.Rect(screen, v, x+30, y+62, cw-60, 10, color.RGBA{0x2b, 0x33, 0x47, 0xff})
	ctx.Paint.Rect(screen, v, x+30, y+62, (cw-60)*r.progress(), 10, ui.Accent)
	ctx.Fonts.Draw(screen, v, "Esc cancels", ui.Width/2, y+84, ui.Style{Size: 15, Color: ui.Muted, Align: ui.Center})
}

// BarRecording is what the control bar's Record button records: a size
// to send, at the usual frame rate, a few frames an update so the window
// stays responsive.
func BarRecording() RecordOptions {
	return RecordOptions{Width: 640, Height: 360, FPS: DefaultFPS, FramesPerUpdate: 2}
}

// recordAsked starts the recording the control bar's button asks for.
func (g *Game) recordAsked() {
	if g.OnRecorded == nil {
		g.status.Say(ui.Error, "Recording is not available here: use `puzzleworks shot ... -replay -o FILE.gif`")
		return
	}
	name := ""
	if g.current != nil {
		name = g.current.Name
	}
	err := g.Record(BarRecording(), func(rec Recorded, err error) {
		if err == nil {
			var where string
			where, err = g.OnRecorded(name, rec)
			if err == nil {
				g.status.Say(ui.Info, fmt.Sprintf("Recorded %s, %.1f MB: %s", ui.Count(rec.Frames, "frame", "frames"), float64(len(rec.GIF))/1e6, where))
				return
			}
		}
		if errors.Is(err, ErrCanceled) {
			g.status.Say(ui.Info, "Recording canceled")
			return
		}
		g.status.Say(ui.Error, "Recording failed: "+err.Error())
	})
	if err != nil {
		g.status.Say(ui.Error, "Cannot record: "+err.Error())
	}
}
