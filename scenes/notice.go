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
	lines []string // wrapped to the box
	title string
	x, y  float64 // the box's top-left, logical
	w, h  float64
}

// The notice's place and type sizes, logical pixels.
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

// set gives the notice its lines, wrapped to the box.
func (n *notice) set(f *ui.Fonts, title string, lines []string) {
	n.title, n.text = title, strings.Join(lines, "\n")
	n.lines = n.lines[:0]
	for _, l := range lines {
		for i, w := range ui.Wrap(f, l, noticeW-2*noticePad-16, noticeBody, false) {
			if i == 0 {
				w = "• " + w
			} else {
				w = "   " + w
			}
			n.lines = append(n.lines, w)
		}
	}
	if len(n.lines) > noticeMaxLines {
		n.lines = append(n.lines[:noticeMaxLines-1], "   …")
	}
	n.w = noticeW
	n.h = 2*noticePad + noticeTitle + 12 + float64(len(n.lines))*noticeLine + noticeLine + 4
	n.x, n.y = (ui.Width-n.w)/2, noticeTop
}

// active reports whether the notice is showing.
func (n *notice) active() bool { return n.text != "" }

// dismiss takes the notice away.
func (n *notice) dismiss() { n.text, n.lines = "", n.lines[:0] }

// contains reports whether the logical point is on the notice.
func (n *notice) contains(x, y float64) bool {
	return x >= n.x && x < n.x+n.w && y >= n.y && y < n.y+n.h
}

// draw draws the notice over the scene.
func (n *notice) draw(dst *ebiten.Image, ctx *ui.Context) {
	if !n.active() {
		return
	}
	v, f := ctx.View, ctx.Fonts
	ctx.Paint.Rect(dst, v, n.x, n.y, n.w, n.h, noticeFill)
	ctx.Paint.Frame(dst, v, n.x, n.y, n.w, n.h, 3, ui.Bad)
	f.Draw(dst, v, n.title, n.x+noticePad, n.y+noticePad-2, ui.Style{Size: noticeTitle, Bold: true, Color: ui.Paper})
	ty := n.y + noticePad + noticeTitle + 12
	for i, l := range n.lines {
		f.Draw(dst, v, l, n.x+noticePad, ty+float64(i)*noticeLine, ui.Style{Size: noticeBody, Color: ui.Paper})
	}
	f.Draw(dst, v, "Tap, click or press any key to carry on", n.x+noticePad, ty+float64(len(n.lines))*noticeLine+6,
		ui.Style{Size: noticeFoot, Color: ui.Muted})
}

// noticeFill is opaque, so the scene under it does not show through.
var noticeFill = color.RGBA{0x2a, 0x12, 0x16, 0xff}

// maxStatus is the longest status a snapshot carries, in characters.
const maxStatus = 300
