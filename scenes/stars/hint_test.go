package stars

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// TestHintsSolveAPuzzle plays a bundled medium puzzle by hints alone: each
// first press shows a step (highlighted, explained on the card) and changes
// nothing; the second applies it as one move that undo takes back.
func TestHintsSolveAPuzzle(t *testing.T) {
	r := newRig(t, settings{})
	sol := solution(t, r.sc.Puzzle())
	for i := 0; !r.sc.Won(); i++ {
		if i > 100 {
			t.Fatal("100 hints did not solve a medium puzzle")
		}
		before := r.sc.Current()
		r.Key(ebiten.KeyI)
		if !r.sc.hint.On || r.sc.hint.Card.Empty() {
			t.Fatalf("hint %d: nothing shown (status %q)", i, r.Status())
		}
		if r.sc.Current() != before {
			t.Fatalf("hint %d: the first press changed the grid", i)
		}
		if d := r.sc.hint.Step; len(d.Stars)+len(d.Empty) == 0 || !strings.Contains(d.Text, "r") {
			t.Fatalf("hint %d: an empty step %+v", i, d)
		}
		moves := r.sc.Ses.MoveCount(r.sc.Ses.Pos())
		r.Key(ebiten.KeyI)
		r.Settle()
		if r.sc.hint.On {
			t.Fatalf("hint %d: the card stayed after applying", i)
		}
		if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != moves+1 {
			t.Fatalf("hint %d: %d moves after applying, want %d (one move)", i, got, moves+1)
		}
		// Every star a hint places is one of the solution's.
		now := r.sc.Current()
		n := r.sc.Puzzle().N()
		for row := 0; row < n; row++ {
			for c := 0; c < n; c++ {
				if now.Cell(row, c) == stars.Star && sol.Cell(row, c) != stars.Star {
					t.Fatalf("hint %d put a star on r%dc%d, off the solution", i, row+1, c+1)
				}
			}
		}
		if i == 0 {
			r.Key(ebiten.KeyZ) // undo takes the hint back whole
			r.Settle()
			if r.sc.Current() != before {
				t.Fatal("undo did not take the hint back")
			}
			r.Key(ebiten.KeyY)
			r.Settle()
		}
	}
	if !strings.Contains(r.Status(), "Solved") {
		t.Errorf("won by hints, status %q", r.Status())
	}
}

// TestHintFindsAMistake: a star off the solution is the hint, named by cell.
func TestHintFindsAMistake(t *testing.T) {
	r := newRig(t, settings{})
	sol := solution(t, r.sc.Puzzle())
	n := r.sc.Puzzle().N()
	wr, wc := -1, -1
	for row := 0; row < n && wr < 0; row++ {
		for c := 0; c < n; c++ {
			if sol.Cell(row, c) != stars.Star {
				wr, wc = row, c
				break
			}
		}
	}
	r.clickCell(wr, wc) // a star
	r.Settle()
	r.Key(ebiten.KeyI)
	d := r.sc.hint.Step
	if !r.sc.hint.On || d.Technique != stars.WrongMark || !strings.Contains(d.Text, stars.CellName(wr, wc)) {
		t.Fatalf("hint after a wrong star: %+v", d)
	}
	r.Key(ebiten.KeyI)
	r.Settle()
	if r.sc.Current().Cell(wr, wc) == stars.Star {
		t.Fatal("applying the hint kept the wrong star")
	}
	// Escape closes a hint before it leaves the scene.
	r.CheckEscapeCloses(ebiten.KeyI, func() bool { return r.sc.hint.On })
}

// TestNewPuzzleByLevel makes puzzles in the background by the level
// buttons: each opens with one solution and exactly the level asked.
func TestNewPuzzleByLevel(t *testing.T) {
	r := newRig(t, settings{})
	for _, l := range []stars.Level{stars.Easy, stars.Hard} {
		h := hitLevel(l)
		r.Click(h.X+h.W/2, h.Y+h.H/2)
		// A quick puzzle may already be open by the click's release.
		if !r.sc.gen.Busy() && !strings.Contains(r.Status(), "New "+l.String()) {
			t.Fatalf("%v: no puzzle being made (status %q)", l, r.Status())
		}
		r.sc.Wait()
		r.Tick()
		p := r.sc.Puzzle()
		if got, err := stars.Rate(p); err != nil || got != l {
			t.Fatalf("asked for %v, got %v (%v): %s", l, got, err, p)
		}
		if !strings.Contains(r.Status(), "New "+l.String()+" puzzle") || !strings.HasPrefix(r.sc.labels.title, strings.ToUpper(l.String()[:1])) {
			t.Errorf("%v: status %q, title %q", l, r.Status(), r.sc.labels.title)
		}
		if p.N() != 6 || p.K() != 1 {
			t.Errorf("%v: made %d×%d k=%d, want the shown 6×6 k=1", l, p.N(), p.N(), p.K())
		}
	}
	// No easy puzzle has two stars a unit: the button says why, nothing starts.
	r.Key(ebiten.KeyK)
	if r.sc.Puzzle().K() != 2 {
		t.Fatal("K did not go to two stars")
	}
	h := hitLevel(stars.Easy)
	r.Click(h.X+h.W/2, h.Y+h.H/2)
	if r.sc.gen.Busy() || !strings.Contains(r.Status(), "No easy puzzle has 2 stars") {
		t.Errorf("easy with k=2: status %q", r.Status())
	}
}

// hitLevel is the "New puzzle" button of level l.
func hitLevel(l stars.Level) ui.Rect { return levelTiles.Rect(int(l)) }
