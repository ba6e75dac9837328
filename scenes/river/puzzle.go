package river

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
)

// Puzzle is the registry's entry for the jealous husbands.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "river", Flags: flags, Explorable: true, New: newPuzzle}).WithText(helpText)
}

// flags declares the puzzle's flags (from solver/river) and -from; the
// function it returns checks them against the scene's ranges.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	get := river.Flags(fs)
	from := river.FromFlag(fs)
	return func() (ui.Launch, error) {
		// The scene's narrower ranges first, so the message says them.
		if c, _ := frame.IntFlag(fs, river.FlagCouples); c < 1 || c > MaxCouples {
			return nil, fmt.Errorf("-couples %d: the scene shows 1 to %d couples (the solver takes up to %d)", c, MaxCouples, river.MaxCouples)
		}
		if b, _ := frame.IntFlag(fs, river.FlagBoat); b < 1 || b > MaxBoat {
			return nil, fmt.Errorf("-boat %d: the scene's boat holds 1 to %d (the solver takes up to twice the couples)", b, MaxBoat)
		}
		p, err := get()
		if err != nil {
			return nil, err
		}
		s, ok, err := river.FromText(p, *from)
		return frame.Launched(fs, s, ok, err)
	}
}

// newPuzzle makes the scene from the saved settings and what was launched:
// the flags given override the saved settings, and with -from the game is
// exactly the flags' (their defaults where not given).
func newPuzzle(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	p, from, launched := frame.OpenLaunch[river.State](l, paramTable(), saved)
	if launched {
		// A saved boat too big for the couples asked for shrinks to fit.
		p.Boat = min(p.Boat, 2*p.Couples)
	}
	sc, err := newScene(env, p, from)
	if err != nil {
		return nil, err
	}
	return sc, nil
}

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Ses.At(sc.Ses.Pos()).State.String()) }
