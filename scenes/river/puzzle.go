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
		c, _ := frame.IntFlag(fs, river.FlagCouples)
		b, _ := frame.IntFlag(fs, river.FlagBoat)
		if err := checkRange(c, b); err != nil {
			return nil, err
		}
		p, err := get()
		if err != nil {
			return nil, err
		}
		if *from == "" {
			return frame.Launched(fs, river.State{}, false, nil)
		}
		s, err := river.ParseState(p, *from)
		if err != nil {
			err = fmt.Errorf("-from: %w", err)
		}
		return frame.Launched(fs, s, true, err)
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
