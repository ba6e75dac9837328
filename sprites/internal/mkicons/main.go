// Command mkicons bakes the control bar's icons: the opacity of each icon
// as sprites.IconRGBA paints it, one byte a pixel, row by row, the icons in
// their order. The game draws the icons from the bake (sprites.BakedIcon)
// rather than painting them before its first frame. Run it whenever an
// icon's drawing changes (sprites' TestBakedIcons fails until then):
//
//	go run ./sprites/internal/mkicons > sprites/icons.bin
package main

import (
	"bufio"
	"fmt"
	"os"

	"puzzleworks/sprites"
)

func main() {
	w := bufio.NewWriter(os.Stdout)
	for i := sprites.Icon(0); i < sprites.IconCount; i++ {
		img := sprites.IconRGBA(i)
		for p := 3; p < len(img.Pix); p += 4 {
			if err := w.WriteByte(img.Pix[p]); err != nil {
				fmt.Fprintln(os.Stderr, "mkicons:", err)
				os.Exit(1)
			}
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "mkicons:", err)
		os.Exit(1)
	}
}
