package gifenc

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"io"
	"testing"
)

// scene draws a test picture: a vertical gradient (shaded art) with a
// square at x; the square's colour is flat.
func scene(w, h, x int) []byte {
	pix := make([]byte, 4*w*h)
	for y := range h {
		for xx := range w {
			o := 4 * (y*w + xx)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = uint8(40+y*150/h), uint8(60+y*120/h), uint8(200-y*100/h), 255
			if xx >= x && xx < x+10 && y >= 10 && y < 20 {
				pix[o], pix[o+1], pix[o+2] = 0xf2, 0xa3, 0x1b
			}
		}
	}
	return pix
}

// record encodes frames given as square positions, one every step ticks,
// each frame's tick its index times step, and the hold until end.
func record(t *testing.T, w, h, step, end int, xs []int) []byte {
	t.Helper()
	hist := NewHistogram()
	for _, x := range xs {
		hist.Add(scene(w, h, x))
	}
	var out bytes.Buffer
	enc, err := NewEncoder(&out, w, h, hist.Palette(Colours), hist)
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range xs {
		if err := enc.Add(scene(w, h, x), i*step); err != nil {
			t.Fatal(err)
		}
	}
	if err := enc.Close(end); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestEncoder(t *testing.T) {
	const w, h = 64, 48
	tests := []struct {
		name       string
		xs         []int
		step, end  int
		frames     int
		totalDelay int // hundredths of a second
	}{
		{"one frame", []int{0}, 2, 60, 1, 100},
		{"moving", []int{0, 5, 10, 15}, 2, 66, 4, 110},
		{"still frames merge", []int{0, 0, 0, 5, 5, 10}, 2, 30, 3, 50},
		{"odd steps", []int{0, 3, 6, 9, 12, 15, 18}, 3, 21, 7, 35},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := record(t, w, h, tc.step, tc.end, tc.xs)
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if g.Config.Width != w || g.Config.Height != h {
				t.Errorf("size %dx%d", g.Config.Width, g.Config.Height)
			}
			if len(g.Image) != tc.frames {
				t.Errorf("%d frames, want %d", len(g.Image), tc.frames)
			}
			total := 0
			for _, d := range g.Delay {
				total += d
			}
			if total != tc.totalDelay {
				t.Errorf("delays %v add up to %d, want %d", g.Delay, total, tc.totalDelay)
			}
			if g.LoopCount != 0 {
				t.Errorf("loop count %d, want 0 (for ever)", g.LoopCount)
			}
			// Compose the frames as a viewer does and compare each with
			// the picture it stands for.
			canvas := image.NewRGBA(image.Rect(0, 0, w, h))
			var want []int
			for i, x := range tc.xs {
				if i == 0 || x != tc.xs[i-1] {
					want = append(want, x)
				}
			}
			for i, fr := range g.Image {
				if i > 0 && fr.Bounds() == canvas.Bounds() {
					t.Errorf("frame %d stores the whole picture, not the changed part", i)
				}
				draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
				if m := meanError(canvas.Pix, scene(w, h, want[i])); m > 3 {
					t.Errorf("frame %d: mean error %.2f levels", i, m)
				}
			}
		})
	}
}

// meanError is the mean absolute difference of two RGBA buffers' colour
// channels.
func meanError(a, b []byte) float64 {
	sum := 0
	for i := range a {
		if i%4 == 3 {
			continue
		}
		d := int(a[i]) - int(b[i])
		sum += max(d, -d)
	}
	return float64(sum) / float64(len(a)*3/4)
}

func TestPalette(t *testing.T) {
	tests := []struct {
		name   string
		pix    []color.RGBA
		n      int
		wantIn []color.RGBA // colours the palette must hold exactly
	}{
		{"empty", nil, 8, []color.RGBA{{A: 255}}},
		{"two flat colours", []color.RGBA{{10, 20, 30, 255}, {200, 100, 0, 255}}, 8, []color.RGBA{{10, 20, 30, 255}, {200, 100, 0, 255}}},
		{"more colours than entries", []color.RGBA{{0, 0, 0, 255}, {255, 255, 255, 255}, {255, 0, 0, 255}, {0, 0, 255, 255}}, 2, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := NewHistogram()
			var pix []byte
			for _, c := range tc.pix {
				pix = append(pix, c.R, c.G, c.B, c.A)
			}
			h.Add(pix)
			pal := h.Palette(tc.n)
			if len(pal) > tc.n || len(pal) == 0 {
				t.Fatalf("%d colours, want 1 to %d", len(pal), tc.n)
			}
			for _, c := range tc.wantIn {
				if pal.Index(c) < 0 || pal[pal.Index(c)] != c {
					t.Errorf("palette %v lacks %v", pal, c)
				}
			}
		})
	}
}

// TestNoBanding checks a smooth gradient of more tones than the palette
// has comes out with a small error: the dither fills between palette tones
// (within a colour's RGB555 cell the lookup is one, up to 4 levels off).
func TestNoBanding(t *testing.T) {
	const w, h = 256, 16
	pix := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			o := 4 * (y*w + x)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = uint8(x), 64, 128, 255
		}
	}
	hist := NewHistogram()
	hist.Add(pix)
	for _, n := range []int{12, Colours} {
		var out bytes.Buffer
		enc, err := NewEncoder(&out, w, h, hist.Palette(n), hist)
		if err != nil {
			t.Fatal(err)
		}
		if err := enc.Add(pix, 0); err != nil {
			t.Fatal(err)
		}
		if err := enc.Close(60); err != nil {
			t.Fatal(err)
		}
		g, err := gif.DecodeAll(&out)
		if err != nil {
			t.Fatal(err)
		}
		got := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(got, got.Bounds(), g.Image[0], image.Point{}, draw.Src)
		// Averaged over 4×4 blocks the dithered tones match the gradient,
		// between the palette's darkest and lightest tones (the means of
		// the boxes at the ends: nothing lies beyond them to mix with).
		worst := 0.0
		for by := 0; by < h; by += 4 {
			for bx := 24; bx < w-24; bx += 4 {
				for c := range 3 {
					var a, b float64
					for y := by; y < by+4; y++ {
						for x := bx; x < bx+4; x++ {
							o := 4*(y*w+x) + c
							a += float64(got.Pix[o])
							b += float64(pix[o])
						}
					}
					worst = max(worst, abs((a-b)/16))
				}
			}
		}
		limit := map[int]float64{12: 5, Colours: 3}[n]
		if worst > limit {
			t.Errorf("%d colours: a 4×4 block's mean is off by %.1f levels, want at most %.0f", n, worst, limit)
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

func TestEncoderErrors(t *testing.T) {
	hist := NewHistogram()
	pal := hist.Palette(4)
	if _, err := NewEncoder(&bytes.Buffer{}, 0, 10, pal, hist); err == nil {
		t.Error("a 0×10 GIF was accepted")
	}
	if _, err := NewEncoder(&bytes.Buffer{}, 10, 10, nil, hist); err == nil {
		t.Error("an empty palette was accepted")
	}
	enc, err := NewEncoder(&bytes.Buffer{}, 4, 4, pal, hist)
	if err != nil {
		t.Fatal(err)
	}
	if err := enc.Close(10); err == nil {
		t.Error("a GIF without frames was closed without an error")
	}
	if err := enc.Add(make([]byte, 10), 0); err == nil {
		t.Error("a frame of the wrong size was accepted")
	}
	if err := enc.Add(make([]byte, 64), 5); err != nil {
		t.Fatal(err)
	}
	if err := enc.Add(make([]byte, 64), 5); err == nil {
		t.Error("two frames at the same tick were accepted")
	}
	failing, _ := NewEncoder(failWriter{}, 4, 4, pal, hist)
	failing.Add(make([]byte, 64), 0)
	if err := failing.Close(10); !errors.Is(err, errFull) {
		t.Errorf("a failing writer gave %v", err)
	}
}

var errFull = errors.New("disk full")

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errFull }

// The encoder writes the bytes image/gif wrote for its frames (it once
// used image/gif and spliced them): the header with the palette and the
// loop, then each frame's blocks.
func TestBlocksAsImageGIF(t *testing.T) {
	pal := make(color.Palette, Colours)
	for i := range pal {
		pal[i] = color.RGBA{uint8(i), uint8(255 - i), uint8(i * 7), 0xff}
	}
	tests := []struct {
		name  string
		rect  image.Rectangle
		delay int
		seed  uint32
	}{
		{"whole, noisy: many sub-blocks, wide codes", image.Rect(0, 0, 100, 80), 7, 1},
		{"a corner, flat", image.Rect(5, 6, 25, 36), 2, 0},
		{"one pixel", image.Rect(99, 79, 100, 80), 300, 3},
	}
	for _, tc := range tests {
		e, err := NewEncoder(io.Discard, 100, 80, pal, nil)
		if err != nil {
			t.Fatal(err)
		}
		img := image.NewPaletted(tc.rect, e.pal)
		x := tc.seed
		for i := range img.Pix {
			if tc.seed != 0 {
				x = x*1664525 + 1013904223
				img.Pix[i] = uint8(x >> 24)
			}
		}
		var want bytes.Buffer
		err = gif.EncodeAll(&want, &gif.GIF{
			Image:    []*image.Paletted{img},
			Delay:    []int{tc.delay},
			Disposal: []byte{gif.DisposalNone},
			Config:   image.Config{ColorModel: e.pal, Width: 100, Height: 80},
		})
		if err != nil {
			t.Fatal(err)
		}
		data := want.Bytes()
		head := 13 + 3*256
		loop := []byte{0x21, 0xff, 0x0b, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0', 0x03, 0x01, 0, 0, 0}
		exp := append(append(append([]byte(nil), data[:head]...), loop...), data[head:len(data)-1]...)
		e.buf.Reset()
		e.header()
		if err := e.frame(img, tc.delay); err != nil {
			t.Fatal(err)
		}
		if got := e.buf.Bytes(); !bytes.Equal(got, exp) {
			t.Errorf("%s: %d bytes differ from image/gif's %d", tc.name, len(got), len(exp))
		}
	}
}
