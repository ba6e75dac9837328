package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// notice is a framed message about how the game was opened (the parts of
// a share link it had to leave out). Unlike the status line it does not
// fade: it stays until the player acts, so a reader has time for it.
type notice struct {
	text  string   // the lines as given, one a problem
	given []string // the same, a line each
	lines []string // wrapped to the box
	title string
	fonts *ui.Fonts
	x, y  float64 // the box's top-left, CSS pixels, as last laid out
	w, h  float64
	c     float64 // the scale it was laid out at
}

// The notice's place and type sizes at chrome scale 1, CSS pixels.
const (
	noticeW     = 820.0
	noticeTop   = 76.0
	noticePad   = 18.0
	noticeTitle = 20.0
	noticeBody  = 17.0
	noticeLine  = 24.0
	noticeFoot  = 15.0
	// noticeMaxLines keeps the box above the control bar, whatever the
	// address held.
	noticeMaxLines = 14
)

// set gives the notice its title and lines; they are wrapped to the box
// when it is laid out for the screen.
func (n *notice) set(f *ui.Fonts, title string, lines []string) {
	n.title, n.text, n.fonts = title, strings.Join(lines, "\n"), f
	n.given = append(n.given[:0], lines...)
	n.w = 0
	n.layout(ui.R(0, 0, ui.Width, ui.Height))
}

// layout wraps the lines to a box that fits the screen (CSS pixels).
func (n *notice) layout(scr ui.Rect) {
	c := ui.ChromeScale(scr.W, scr.H)
	w := min(noticeW*c, scr.W-16*c)
	if w == n.w && c == n.c {
		n.x = scr.X + (scr.W-w)/2
		return
	}
	n.w, n.c = w, c
	n.lines = n.lines[:0]
	for _, l := range n.given {
		for i, s := range ui.Wrap(n.fonts, l, w/c-2*noticePad-16, noticeBody, false) {
			if i == 0 {
				s = "• " + s
			} else {
				s = "   " + s
			}
			n.lines = append(n.lines, s)
		}
	}
	if len(n.lines) > noticeMaxLines {
		n.lines = append(n.lines[:noticeMaxLines-1], "   …")
	}
	n.h = (2*noticePad + noticeTitle + 12 + float64(len(n.lines))*noticeLine + noticeLine + 4) * c
	n.x, n.y = scr.X+(scr.W-w)/2, scr.Y+min(noticeTop*c, max(8*c, (scr.H-n.h)/3))
}

// active reports whether the notice is showing.
func (n *notice) active() bool { return n.text != "" }

// dismiss takes the notice away.
func (n *notice) dismiss() { n.text, n.lines, n.given = "", n.lines[:0], n.given[:0] }

// contains reports whether the point (CSS pixels) is on the notice.
func (n *notice) contains(x, y float64) bool {
	return x >= n.x && x < n.x+n.w && y >= n.y && y < n.y+n.h
}

// draw draws the notice over the scene, laid out for the screen.
func (n *notice) draw(dst *ebiten.Image, ctx *ui.Context) {
	if !n.active() {
		return
	}
	n.layout(ctx.ScreenRect())
	v, f, c := ctx.CSS, ctx.Fonts, n.c
	if v.Scale == 0 {
		v = ui.Identity
	}
	ctx.Paint.Rect(dst, v, n.x, n.y, n.w, n.h, noticeFill)
	ctx.Paint.Frame(dst, v, n.x, n.y, n.w, n.h, 3*c, ui.Bad)
	f.Draw(dst, v, n.title, n.x+noticePad*c, n.y+(noticePad-2)*c, ui.Style{Size: noticeTitle * c, Bold: true, Color: ui.Paper})
	ty := n.y + (noticePad+noticeTitle+12)*c
	for i, l := range n.lines {
		f.Draw(dst, v, l, n.x+noticePad*c, ty+float64(i)*noticeLine*c, ui.Style{Size: noticeBody * c, Color: ui.Paper})
	}
	f.Draw(dst, v, "Tap, click or press any key to carry on", n.x+noticePad*c, ty+(float64(len(n.lines))*noticeLine+6)*c,
		ui.Style{Size: noticeFoot * c, Color: ui.Muted})
}

// noticeFill is opaque, so the scene under it does not show through.
var noticeFill = color.RGBA{0x2a, 0x12, 0x16, 0xff}

// maxStatus is the longest status a snapshot carries, in characters.
const maxStatus = 300
