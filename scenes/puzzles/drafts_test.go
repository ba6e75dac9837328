package puzzles

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes"
	"puzzleworks/scenes/scenetest"
)

// TestDraftsFinish opens each puzzle with drafts, as the window and the
// page do: the first frame shows the scene whole but soft, the finished
// pictures replace the drafts in the frames after, and then the screen is
// the picture of a game opened with every picture finished at once.
func TestDraftsFinish(t *testing.T) {
	l := scenetest.Current(t)
	for _, tc := range []struct {
		name   string
		sliced bool
	}{
		{"hanoi", false}, {"pulley", false}, {"river", false}, {"coins", false}, {"sudoku", false}, {"stars", false},
		{"hanoi", true}, {"river", true}, {"coins", true},
	} {
		name := tc.name
		label := name
		if tc.sliced {
			label += "/sliced"
		}
		t.Run(label, func(t *testing.T) {
			var drafted, finished *scenes.Game
			var err error
			l.Do(func(*ebiten.Image) {
				if drafted, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, NoInput: true, Drafts: true, Sliced: tc.sliced}); err != nil {
					return
				}
				finished, err = scenes.New(scenes.Options{Puzzles: All(), Puzzle: name, NoInput: true})
			})
			if err != nil {
				t.Fatal(err)
			}
			picture := func(g *scenes.Game) *image.RGBA {
				img := image.NewRGBA(image.Rect(0, 0, scenetest.Width, scenetest.Height))
				l.Do(func(*ebiten.Image) {
					dst := ebiten.NewImage(scenetest.Width, scenetest.Height)
					g.DrawTo(dst)
					dst.ReadPixels(img.Pix)
					dst.Deallocate()
				})
				return img
			}
			step := func(g *scenes.Game) {
				l.Do(func(screen *ebiten.Image) {
					if err == nil {
						err = g.Update()
						g.Draw(screen)
					}
				})
			}
			step(drafted)
			step(finished)
			if err != nil {
				t.Fatal(err)
			}
			if !drafted.ArtPending() || !drafted.Snapshot().Drafts {
				t.Fatal("after the first frame no picture waits to be finished: nothing was drafted")
			}
			if finished.Snapshot().Drafts {
				t.Fatal("a game without drafts says it shows some")
			}
			first, want := picture(drafted), picture(finished)
			if !tc.sliced {
				scenetest.Save(t, first, "draft-"+name+".png")
				scenetest.Save(t, want, "finished-"+name+".png")
			}
			if d := meanDiff(first, want); d == 0 || d > 12 {
				t.Errorf("the first frame differs from the finished picture by %.2f a channel on average, want a draft: a little (0 < d ≤ 12)", d)
			}
			// Sliced, as in the browser, the picture sharpens on the way:
			// some frame before the last is nearer the finished art than
			// the first.
			first0 := meanDiff(first, want)
			sharper := false
			frames := 0
			for ; drafted.ArtPending() && frames < 3000 && err == nil; frames++ {
				step(drafted)
				step(finished)
				if tc.sliced && !sharper && drafted.ArtPending() {
					if d := meanDiff(picture(drafted), want); d < first0 {
						sharper = true
					}
				}
			}
			if tc.sliced && !sharper {
				t.Error("sliced, no frame between the draft and the finished art came nearer to it")
			}
			if err != nil {
				t.Fatal(err)
			}
			if drafted.ArtPending() {
				t.Fatalf("the drafts are not finished after %d frames", frames)
			}
			step(drafted)
			step(finished)
			if drafted.Snapshot().Drafts {
				t.Error("the snapshot still says drafts once they are finished")
			}
			got, want := picture(drafted), picture(finished)
			if !tc.sliced {
				scenetest.Save(t, got, "done-"+name+".png")
			}
			// The same pictures drawn from textures placed elsewhere may
			// round a channel by one now and then.
			if n, most := differ(got, want); most > 1 || n > len(got.Pix)/1000 {
				t.Errorf("after the drafts were finished (%d frames) the screen differs from the finished art in %d channels, by up to %d", frames, n, most)
			}
		})
	}
}

// meanDiff is the mean absolute difference of two same-sized pictures'
// channels, 0 to 255.
func meanDiff(a, b *image.RGBA) float64 {
	sum := 0
	for i := range a.Pix {
		d := int(a.Pix[i]) - int(b.Pix[i])
		sum += max(d, -d)
	}
	return float64(sum) / float64(len(a.Pix))
}

// differ counts the channels in which two same-sized pictures differ and
// the largest difference.
func differ(a, b *image.RGBA) (n, most int) {
	for i := range a.Pix {
		d := int(a.Pix[i]) - int(b.Pix[i])
		if d = max(d, -d); d > 0 {
			n++
			most = max(most, d)
		}
	}
	return n, most
}
