package hanoi

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

// Puzzle is the registry's entry for the Towers of Hanoi.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "hanoi", Flags: flags, Explorable: true, New: newFromRegistry}).WithText(helpText)
}

// flags declares the solver's flags and narrows -n to what the crane shows.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := hanoi.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		// The scene's range first, so -n 99 is told the crane's 1..12.
		if n, pegs := f.Values(); !f.Given("from") && (n < 1 || n > MaxStones) {
			return nil, fmt.Errorf("-n: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, hanoi.MaxStonesFor(pegs), pegs, n)
		}
		p, err := f.Params()
		if err != nil {
			return nil, err
		}
		if p.N > MaxStones {
			return nil, fmt.Errorf("-from: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, hanoi.MaxStonesFor(p.Pegs), p.Pegs, p.N)
		}
		s, ok, _ := f.From()
		return frame.Launched(fs, s, ok, nil)
	}
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the launch flags.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	p, from, _ := frame.OpenLaunch[hanoi.State](l, paramTable(), saved)
	art, err := ui.LoadArt(env, "hanoi", func() (*hanoiart.Art, error) { return hanoiart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	sc, err := New(env, art, p)
	if err != nil {
		return nil, err
	}
	if from != nil {
		sc.resetAt(*from)
	}
	return sc, nil
}

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Shown().String()) }
