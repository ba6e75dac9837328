package ui

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestFit(t *testing.T) {
	tests := []struct {
		w, h         int
		wantScale    float64
		wantX, wantY float64
	}{
		{1280, 720, 1, 0, 0},
		{2560, 1440, 2, 0, 0},
		{1920, 720, 1, 320, 0},  // wide: bars left and right
		{1280, 1000, 1, 0, 140}, // tall: bars above and below
		{640, 360, 0.5, 0, 0},
	}
	for _, tc := range tests {
		v := Fit(tc.w, tc.h)
		if v.Scale != tc.wantScale || v.X != tc.wantX || v.Y != tc.wantY {
			t.Errorf("Fit(%d, %d) = %+v", tc.w, tc.h, v)
		}
	}
}

func TestViewRoundTrip(t *testing.T) {
	v := Fit(1920, 1200)
	px, py := v.Pt(321, 123)
	x, y := v.ToLogical(float64(px), float64(py))
	if math.Abs(x-321) > 1e-3 || math.Abs(y-123) > 1e-3 {
		t.Fatalf("round trip gave %v, %v", x, y)
	}
}

type transport struct{ pos, last int }

func (transport) Playing() bool  { return false }
func (transport) Speed() float64 { return 1 }
func (t transport) Pos() int     { return t.pos }
func (t transport) Last() int    { return t.last }

func TestBarClicks(t *testing.T) {
	b := NewBar(&Env{})
	tests := []struct {
		x, y float64
		want Action
	}{
		{34, barCY, ActMenu},
		{314, barCY, ActPlay},
		{262, barCY + 10, ActStepBack},
		{590, barCY, ActSolve},
		{1244, barCY, ActHelp},
		{1100, barCY, ActRecord},
		{trackX0 + (trackEnd-trackX0)/2, barCY, ActSeek},
		{400, 300, NoAction}, // above the bar
	}
	for _, tc := range tests {
		in := &Input{X: tc.x, Y: tc.y, Pressed: true, Down: true}
		got := b.Update(in, transport{0, 10})
		if got != tc.want {
			t.Errorf("click at %v,%v: %v, want %v", tc.x, tc.y, got, tc.want)
		}
		if got == ActSeek && b.SeekTo != 5 {
			t.Errorf("scrubber middle seeks to %d, want 5", b.SeekTo)
		}
		if got != NoAction && in.Pressed {
			t.Errorf("click at %v,%v not consumed", tc.x, tc.y)
		}
		b.drag = false
	}
}

func TestKeyAction(t *testing.T) {
	tests := []struct {
		key         ebiten.Key
		ctrl, shift bool
		want        Action
	}{
		{ebiten.KeySpace, false, false, ActPlay},
		{ebiten.KeyArrowLeft, false, false, ActStepBack},
		{ebiten.KeyArrowRight, false, false, ActStepForward},
		{ebiten.KeyZ, true, false, ActUndo},
		{ebiten.KeyZ, false, false, ActUndo},
		{ebiten.KeyY, true, false, ActRedo},
		{ebiten.KeyR, false, false, ActRestart},
		{ebiten.KeyR, false, true, ActRecord},
		{ebiten.KeyS, false, false, ActSolve},
		{ebiten.KeyEqual, false, false, ActFaster},
		{ebiten.KeyMinus, false, false, ActSlower},
		{ebiten.KeyEscape, false, false, ActMenu},
		{ebiten.KeyM, false, false, ActMute},
		{ebiten.KeyF11, false, false, ActFullscreen},
		{ebiten.KeyF, false, false, ActFullscreen},
		{ebiten.KeyQ, false, false, NoAction},
	}
	for _, tc := range tests {
		in := &Input{Keys: []ebiten.Key{tc.key}, Ctrl: tc.ctrl, Shift: tc.shift}
		if got := KeyAction(in); got != tc.want {
			t.Errorf("%v (ctrl %v, shift %v): %v, want %v", tc.key, tc.ctrl, tc.shift, got, tc.want)
		}
	}
}

func TestStatusFades(t *testing.T) {
	var s Status
	s.Say(Error, "stone 5 cannot rest on stone 2")
	if text, tone := s.Text(); text == "" || tone != Error {
		t.Fatal("message not shown")
	}
	for i := 0; i < statusTicks; i++ {
		s.Tick()
	}
	if text, _ := s.Text(); text != "" {
		t.Fatal("message did not fade")
	}
	s.Say(Win, "Solved")
	for i := 0; i < 2*statusTicks; i++ {
		s.Tick()
	}
	if text, _ := s.Text(); text != "Solved" {
		t.Fatal("a win should stay")
	}
}

func TestParseWords(t *testing.T) {
	tests := []struct {
		name, text         string
		blurb, rules, keys int
		bad                bool
	}{
		{"card, rules and keys", "Title\nBlurb one.\nBlurb two.\n\nRule one.\nRule two.\n\nSpace | play\nS | solve\n", 2, 2, 2, false},
		{"Windows line ends", "Title\r\nBlurb.\r\n\r\nRule.\r\n\r\nSpace | play\r\n", 1, 1, 1, false},
		{"no card", "Rule.\n\nSpace | play\n", 0, 0, 0, true},
		{"a key without its bar", "Title\n\nRule.\n\nSpace play\n", 0, 0, 0, true},
	}
	for _, tc := range tests {
		w, err := ParseWords(tc.text)
		if (err != nil) != tc.bad || len(w.Blurb) != tc.blurb || len(w.Rules) != tc.rules || len(w.Keys) != tc.keys || (!tc.bad && w.Title != "Title") {
			t.Errorf("%s: %+v, error %v", tc.name, w, err)
		}
		h := Help{}.WithText(tc.text)
		if tc.bad && (len(h.Intro) != 1 || h.Intro[0] != err.Error() || h.Keys != nil) {
			t.Errorf("%s: the card does not show the error: %+v", tc.name, h)
		}
		p := Puzzle{Name: "toy"}.WithText(tc.text)
		if tc.bad != (p.Title != "Title") {
			t.Errorf("%s: the entry's title is %q", tc.name, p.Title)
		}
	}
}

// TestShortBar checks the short bar of a crowded small screen: one row of
// the replay's buttons, the menu and "more"; the rest only while "more"
// has opened its panel above the bar, which a press beside it closes.
func TestShortBar(t *testing.T) {
	b := NewBar(&Env{}).WithGraph()
	b.Short = true
	h := b.Height(320, 1)
	if full := func() float64 { b.Short = false; defer func() { b.Short = true }(); return b.Height(320, 1) }(); h >= full {
		t.Fatalf("the short bar is %v high, the wrapped one %v", h, full)
	}
	b.Place(R(0, 480-h, 320, h), 1)
	tr := transport{0, 10}
	press := func(r Rect) Action {
		in := &Input{X: r.X + r.W/2, Y: r.Y + r.H/2, Pressed: true, Down: true}
		act := b.Update(in, tr)
		if in.Pressed {
			t.Errorf("a press at %v,%v was not consumed", in.X, in.Y)
		}
		return act
	}
	for _, act := range shortRow {
		if r := b.Button(act); r.W < 44 || r.Y < b.Box().Y {
			t.Errorf("%v on the short bar at %v", act, r)
		}
	}
	if r := b.Button(ActHelp); r.W > 0 {
		t.Fatalf("help shows on the closed short bar at %v", r)
	}
	if got := press(b.Button(ActPlay)); got != ActPlay {
		t.Errorf("play: %v", got)
	}
	if got := press(b.Button(ActMore)); got != NoAction || !b.Open() {
		t.Fatalf("more: %v, open %v", got, b.Open())
	}
	for _, act := range []Action{ActHelp, ActUndo, ActRedo, ActRestart, ActGraph, ActMute, ActSlower} {
		r := b.Button(act)
		if r.W < 44 || r.Bottom() > b.Box().Y+0.01 || r.X < 0 || r.Right() > 320 {
			t.Errorf("%v in the open panel at %v, bar at %v", act, r, b.Box())
		}
	}
	if got := press(b.Button(ActSlower)); got != ActSlower || !b.Open() {
		t.Errorf("slower: %v, open %v (the speed takes a few presses)", got, b.Open())
	}
	if got := press(b.Button(ActHelp)); got != ActHelp || b.Open() {
		t.Errorf("help: %v, open %v", got, b.Open())
	}
	press(b.Button(ActMore))
	if got := press(R(100, 50, 10, 10)); got != NoAction || b.Open() {
		t.Errorf("a press beside the panel: %v, open %v", got, b.Open())
	}
	press(b.Button(ActMore))
	if !b.Close() || b.Open() || b.Close() {
		t.Errorf("Close did not close the open panel once")
	}
	// A wide box is the design's row again, whatever Short says.
	b.Place(R(0, BarTop, Width, BarH), 1)
	if r := b.Button(ActHelp); r.W == 0 {
		t.Errorf("help missing from the design's row")
	}
}

// TestEllipsis cuts a line that is too long at a word and ends it in an
// ellipsis that fits; a line that fits keeps its words.
func TestEllipsis(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	line := "pull the lever: the heavier top basket goes down"
	for _, w := range []float64{80, 200, 1000} {
		got := ellipsis(f, line, w, 16)
		if !strings.HasSuffix(got, "…") || !strings.HasPrefix(line, strings.TrimSuffix(got, "…")) {
			t.Errorf("width %v: %q is not the line cut at a word and an ellipsis", w, got)
		}
		if strings.Contains(strings.TrimSuffix(got, "…"), " ") && f.Measure(got, 16, false) > w {
			t.Errorf("width %v: %q is %.0f wide", w, got, f.Measure(got, 16, false))
		}
	}
	if got := ellipsis(f, line, 1000, 16); got != line+"…" {
		t.Errorf("a line that fits lost words: %q", got)
	}
}

func TestFade(t *testing.T) {
	c := color.RGBA{0x80, 0x40, 0x20, 0xff}
	for _, tt := range []struct {
		a    float64
		want color.RGBA
	}{
		{1, c}, {0, color.RGBA{}}, {0.5, color.RGBA{0x40, 0x20, 0x10, 0x7f}}, {2, c}, {-1, color.RGBA{}},
	} {
		if got := Fade(c, tt.a); got != tt.want {
			t.Errorf("Fade(%v, %v) = %v, want %v", c, tt.a, got, tt.want)
		}
	}
}
