package hanoi

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

// launch is what the command line or the page's address asked for: the
// flags given (only those override the saved settings) and -from.
type launch struct {
	fs   *flag.FlagSet
	from *hanoi.State
}

// Puzzle is the registry's entry for the Towers of Hanoi.
func Puzzle() ui.Puzzle {
	return ui.Puzzle{Name: "hanoi", Flags: flags, Explorable: true, New: newFromRegistry, CheckSettings: paramTable().CheckSection, Migrate: migrate}.WithText(helpText)
}

// flags declares the solver's flags and narrows -n to what the crane shows.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := hanoi.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		// The scene's range first, so -n 99 is told the crane's 1..12.
		if n, pegs := f.Values(); !f.Given("from") && (n < 1 || n > MaxStones) {
			return nil, fmt.Errorf("-n: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, maxSolver(pegs), pegs, n)
		}
		p, err := f.Params()
		if err != nil {
			return nil, err
		}
		if p.N > MaxStones {
			return nil, fmt.Errorf("-from: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, maxSolver(p.Pegs), p.Pegs, p.N)
		}
		l := launch{fs: fs}
		if s, ok, _ := f.From(); ok {
			l.from = &s
		}
		return l, nil
	}
}

func maxSolver(pegs int) int {
	if pegs == 4 {
		return hanoi.MaxStones4Pegs
	}
	return hanoi.MaxStones
}

// migrate reads the keys of settings files written before sections.
func migrate(old map[string]json.RawMessage) json.RawMessage {
	return paramTable().Migrate(old, map[string]string{"hanoiStones": "n", "hanoiPegs": "pegs"})
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the launch flags.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	la, _ := l.(launch)
	p := paramTable().Open(saved, la.fs)
	art, err := ui.LoadArt(env, "hanoi", func() (*hanoiart.Art, error) { return hanoiart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	sc, err := New(env, art, p)
	if err != nil {
		return nil, err
	}
	if la.from != nil {
		sc.resetAt(*la.from)
	}
	return sc, nil
}

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Shown().String()) }
